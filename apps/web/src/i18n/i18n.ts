import { DEFAULT_LOCALE, LOCALES, type Locale, toLocale } from '@sc/contract/locale.ts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStored, writeStored } from '../session/storage.ts';
import { commonStrings } from './common-strings.ts';
import type { Strings } from './define-strings.ts';

// Every namespace: "common", the shell's (app/strings.ts) and one per area
// (areas/<area>/strings.ts), found by file name so adding an area needs no edit here.
const modules = import.meta.glob<{ default: Strings }>(['../app/strings.ts', '../areas/*/strings.ts'], { eager: true });

export const namespaces: Strings[] = [commonStrings, ...Object.values(modules).map((m) => m.default)];

function resources() {
  const out: Record<string, Record<string, object>> = {};
  for (const locale of LOCALES) {
    out[locale] = Object.fromEntries(namespaces.map((n) => [n.namespace, n.strings[locale]]));
  }
  return out;
}

export function initialLocale(): Locale {
  return readStored<Locale>('language') ?? toLocale(globalThis.navigator?.language) ?? DEFAULT_LOCALE;
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: resources(),
  lng: initialLocale(),
  fallbackLng: false,
  supportedLngs: [...LOCALES],
  ns: namespaces.map((n) => n.namespace),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

export function currentLocale(): Locale {
  return toLocale(i18n.language) ?? DEFAULT_LOCALE;
}

const listeners = new Set<(locale: Locale) => void>();

/** Switches every string, stores the choice and tells the listeners (antd locale, dayjs). */
export async function setLocale(locale: Locale): Promise<void> {
  writeStored('language', locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  await i18n.changeLanguage(locale);
  for (const fn of listeners) fn(locale);
}

export function onLocaleChange(fn: (locale: Locale) => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
