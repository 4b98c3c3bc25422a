import { DEFAULT_LOCALE, isLocale, type Locale } from '@sc/contract/locale.ts';

const KEY = 'sc.locale';

/** The language chosen last time, else Thai. Storage can throw (private mode, blocked cookies). */
export function readStoredLocale(): Locale {
  try {
    const stored = localStorage.getItem(KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(KEY, locale);
  } catch {
    // Not remembered across visits; the page still switches.
  }
}
