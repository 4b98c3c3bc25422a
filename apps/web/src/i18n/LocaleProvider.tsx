import type { Locale } from '@sc/contract/locale.ts';
import { ConfigProvider } from 'antd';
import { type ReactNode, useCallback, useLayoutEffect, useMemo, useState } from 'react';
import { themeFor } from '../app/theme.ts';
import { antdLocales } from './antd-locales.ts';
import { dictionaries } from './dictionaries.ts';
import { LocaleContext, type LocaleState } from './locale-context.ts';
import { readStoredLocale, storeLocale } from './stored-locale.ts';

/** Holds the display language and switches our strings, antd's strings and `<html lang>` together. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(readStoredLocale);

  // Before paint, so the browser picks Thai or Chinese fonts for the first frame already.
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const setLocale = useCallback((next: Locale) => {
    storeLocale(next);
    setLocaleState(next);
  }, []);

  const state = useMemo<LocaleState>(
    () => ({ locale, messages: dictionaries[locale], setLocale }),
    [locale, setLocale],
  );

  return (
    <LocaleContext value={state}>
      <ConfigProvider locale={antdLocales[locale]} theme={themeFor(locale)}>
        {children}
      </ConfigProvider>
    </LocaleContext>
  );
}
