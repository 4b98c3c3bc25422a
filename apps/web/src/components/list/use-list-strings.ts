import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale, i18n, loadStrings } from '../../i18n/i18n.ts';

// The route loads a screen's own strings (its area's) before the screen renders; the list's
// strings (components/list/strings.ts, namespace "list") are asked for as soon as a screen
// that uses the list loads, and the list waits for them (as components/address does).
const NAMESPACE = 'list';
const loading = loadStrings(NAMESPACE);

/** `t` of the list namespace, and whether its strings are there yet. */
export function useListStrings() {
  const [ready, setReady] = useState(() => i18n.hasResourceBundle(currentLocale(), NAMESPACE));
  useEffect(() => {
    if (!ready) void loading.then(() => setReady(true));
  }, [ready]);
  return { ...useTranslation(NAMESPACE), ready };
}
