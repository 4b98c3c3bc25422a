import type { Locale } from '@sc/contract/locale.ts';
import type { ThemeConfig } from 'antd';

const latin = `-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial`;
const tail = `'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', 'Noto Color Emoji'`;

// The font for the script of each language first after the Latin ones: Windows, macOS, then Linux/Android names.
const scriptFonts: Record<Locale, string> = {
  'th-TH': `'Leelawadee UI', Thonburi, 'Noto Sans Thai', 'Noto Sans Thai UI', Loma, Garuda`,
  'en-US': '',
  'zh-CN': `'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', 'Source Han Sans SC'`,
};

function fontFamily(locale: Locale): string {
  return [latin, scriptFonts[locale], tail].filter(Boolean).join(', ');
}

const themes: Record<Locale, ThemeConfig> = {
  'th-TH': { token: { fontFamily: fontFamily('th-TH') } },
  'en-US': { token: { fontFamily: fontFamily('en-US') } },
  'zh-CN': { token: { fontFamily: fontFamily('zh-CN') } },
};

export function themeFor(locale: Locale): ThemeConfig {
  return themes[locale];
}
