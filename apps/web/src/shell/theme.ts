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

// antd's secondary and description greys (45 % black) fall below the 4.5:1 contrast of WCAG AA
// on white and on the layout's grey; 60 % passes on both.
const readableGrey = 'rgba(0, 0, 0, 0.6)';

function theme(locale: Locale): ThemeConfig {
  return {
    token: {
      fontFamily: fontFamily(locale),
      colorBgLayout: '#f4f5f7',
      colorTextSecondary: readableGrey,
      colorTextDescription: readableGrey,
    },
    components: {
      Breadcrumb: { itemColor: readableGrey, linkColor: readableGrey, separatorColor: readableGrey },
      // The selected item's blue on its pale blue needs one shade darker for 4.5:1.
      Menu: { itemSelectedColor: '#0958d9' },
    },
  };
}

const themes: Record<Locale, ThemeConfig> = {
  'th-TH': theme('th-TH'),
  'en-US': theme('en-US'),
  'zh-CN': theme('zh-CN'),
};

export function themeFor(locale: Locale): ThemeConfig {
  return themes[locale];
}
