import { type ReactNode, useLayoutEffect } from 'react';
import { useLocale } from './use-locale.ts';

/**
 * <html lang> follows the display language: it picks the fonts (design-tokens.css) and the
 * screen reader's voice. antd's theme and strings come with AntdRoot, beside the screens that
 * use antd, so the sign-in pages load none of it.
 */
export function LocaleRoot({ children }: { children: ReactNode }) {
  const locale = useLocale();
  // Before paint, so the browser picks Thai or Chinese fonts for the first frame already.
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return children;
}
