import { DEFAULT_LOCALE, LOCALES, type Locale, toLocale } from '@sc/contract/locale.ts';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStored, writeStored } from '../session/storage.ts';
import { commonStrings } from './common-strings.ts';
import type { Strings } from './define-strings.ts';

// Every namespace but "common" loads with the screens that use it, so the first load of /login
// carries only its own strings: the shell's (shell/strings.ts, namespace "shell"), one per area
// (areas/<area>/strings.ts, namespace <area>) and one per shared component family
// (components/<family>/strings.ts, namespace <family>), found by file name so adding one needs
// no edit here.
const modules = import.meta.glob<{ default: Strings }>([
  '../shell/strings.ts',
  '../areas/*/strings.ts',
  '../components/*/strings.ts',
]);

/** The namespace a strings file holds: the name of the folder it lives in. */
export function namespaceOf(file: string): string {
  return file.split('/').at(-2) ?? '';
}

const loaders = new Map(Object.entries(modules).map(([file, load]) => [namespaceOf(file), load]));

// i18next asks this for a namespace it lacks: by `loadStrings` (routes ask before their screen
// renders) or by any `useTranslation(ns)` (which then waits for it). All three languages come
// in one file, so every language is added at once and a later switch needs no second load.
const lazyStrings: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = loaders.get(namespace);
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      ({ default: strings }) => {
        for (const locale of LOCALES) {
          if (locale !== language) i18n.addResourceBundle(locale, namespace, strings.strings[locale], true, true);
        }
        callback(null, strings.strings[toLocale(language) ?? DEFAULT_LOCALE]);
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** Makes namespaces ready before a screen that uses them renders (route loaders call it). */
export async function loadStrings(...names: string[]): Promise<void> {
  await i18n.loadNamespaces(names);
}

/** Every namespace (the strings test checks them all). */
export async function allStrings(): Promise<Strings[]> {
  const rest = await Promise.all(Object.values(modules).map(async (load) => (await load()).default));
  return [commonStrings, ...rest];
}

function resources() {
  const out: Record<string, Record<string, object>> = {};
  for (const locale of LOCALES) out[locale] = { [commonStrings.namespace]: commonStrings.strings[locale] };
  return out;
}

export function initialLocale(): Locale {
  return readStored<Locale>('language') ?? toLocale(globalThis.navigator?.language) ?? DEFAULT_LOCALE;
}

export const i18n = i18next.createInstance();

void i18n
  .use(lazyStrings)
  .use(initReactI18next)
  .init({
    resources: resources(),
    lng: initialLocale(),
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    ns: [commonStrings.namespace],
    partialBundledLanguages: true,
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
