// Deep import on the first load: the 'antd' barrel would pull every component into the initial chunk.
import ConfigProvider from 'antd/es/config-provider';
import { type ReactNode, useEffect, useLayoutEffect, useState } from 'react';
import { antdLocales } from '../i18n/antd-locales.ts';
import { currentLocale, i18n } from '../i18n/i18n.ts';
import { themeFor } from './theme.ts';

/** antd's own strings, dates and the theme's font follow the display language; so does <html lang>. */
export function LocaleRoot({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState(currentLocale);
  useEffect(() => {
    const update = () => setLocaleState(currentLocale());
    i18n.on('languageChanged', update);
    return () => i18n.off('languageChanged', update);
  }, []);
  // Before paint, so the browser picks Thai or Chinese fonts for the first frame already.
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <ConfigProvider locale={antdLocales[locale]} theme={themeFor(locale)}>
      {children}
    </ConfigProvider>
  );
}
