import type { Locale } from '@sc/contract/locale.ts';
import { useEffect, useState } from 'react';
import { currentLocale, i18n } from '../i18n/i18n.ts';

/** The display language of the moment; re-renders on a switch. */
export function useLocale(): Locale {
  const [locale, setLocale] = useState(currentLocale);
  useEffect(() => {
    const update = () => setLocale(currentLocale());
    i18n.on('languageChanged', update);
    return () => i18n.off('languageChanged', update);
  }, []);
  return locale;
}
