import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale, i18n, loadStrings } from '../../i18n/i18n.ts';

// A screen loads its own area's strings before it renders; this family's (namespace "export")
// are asked for as soon as a screen that uses the export button loads (as components/address does).
const NAMESPACE = 'export';
const loading = loadStrings(NAMESPACE);

/** `t` of the export namespace, and whether its strings are there yet. */
export function useExportStrings() {
  const [ready, setReady] = useState(() => i18n.hasResourceBundle(currentLocale(), NAMESPACE));
  useEffect(() => {
    if (!ready) void loading.then(() => setReady(true));
  }, [ready]);
  return { ...useTranslation(NAMESPACE), ready };
}
