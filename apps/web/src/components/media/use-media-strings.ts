import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale, i18n, loadStrings } from '../../i18n/i18n.ts';

// The strings of this shared family (namespace "media") load as soon as a screen that uses an
// upload piece loads; the pieces wait for them (as components/address does).
const NAMESPACE = 'media';
const loading = loadStrings(NAMESPACE);

/** `t` of the media namespace, and whether its strings are there yet. */
export function useMediaStrings() {
  const [ready, setReady] = useState(() => i18n.hasResourceBundle(currentLocale(), NAMESPACE));
  useEffect(() => {
    if (!ready) void loading.then(() => setReady(true));
  }, [ready]);
  return { ...useTranslation(NAMESPACE), ready };
}
