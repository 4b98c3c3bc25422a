import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale, i18n, loadStrings } from '../../i18n/i18n.ts';

// The pickers' strings (components/catalog-pickers/strings.ts, namespace "catalog-pickers") load as
// soon as a screen that uses a picker loads; the pickers wait for them (as components/address does).
const NAMESPACE = 'catalog-pickers';
const loading = loadStrings(NAMESPACE);

/** `t` of the catalog-pickers namespace, and whether its strings are there yet. */
export function useCatalogStrings() {
  const [ready, setReady] = useState(() => i18n.hasResourceBundle(currentLocale(), NAMESPACE));
  useEffect(() => {
    if (!ready) void loading.then(() => setReady(true));
  }, [ready]);
  return { ...useTranslation(NAMESPACE), ready };
}
