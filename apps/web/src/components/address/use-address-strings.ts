import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale, i18n, loadStrings } from '../../i18n/i18n.ts';

// The route loads a screen's own strings (its area's) before the screen renders; the strings
// of this shared family (components/address/strings.ts, namespace "address") are asked for
// as soon as a screen that uses it loads, and the pieces wait for them.
const NAMESPACE = 'address';
const loading = loadStrings(NAMESPACE);

/** `t` of the address namespace, and whether its strings are there yet. */
export function useAddressStrings() {
  const [ready, setReady] = useState(() => i18n.hasResourceBundle(currentLocale(), NAMESPACE));
  useEffect(() => {
    if (!ready) void loading.then(() => setReady(true));
  }, [ready]);
  return { ...useTranslation(NAMESPACE), ready };
}
