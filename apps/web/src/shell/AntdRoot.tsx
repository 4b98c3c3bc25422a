import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { antdLocales } from '../i18n/antd-locales.ts';
import { themeFor } from './theme.ts';
import { useLocale } from './use-locale.ts';
import { useReducedMotion } from './use-reduced-motion.ts';

/**
 * antd's theme, strings and dates in the display language, around the screens that use antd
 * (the main layout and the bare screens not marked plain, routes/build-routes.tsx). Loaded
 * with the first of them, never with /login. Still when the user's system asks for reduced motion.
 */
export function AntdRoot({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const reducedMotion = useReducedMotion();
  return (
    <ConfigProvider locale={antdLocales[locale]} theme={themeFor(locale, reducedMotion)}>
      {children}
    </ConfigProvider>
  );
}
