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

/**
 * Colours that text is read in or on, every one at WCAG AA (4.5:1) on white and on its own
 * pale background (theme.spec.ts checks each pair). antd's defaults do not: white on the blue
 * #1677ff reads at 4.1:1, the red #ff4d4f on white at 3.3:1, the green #52c41a at 2.3:1,
 * placeholders (#bfbfbf) at 1.8:1. Hovered and pressed steps go darker, never lighter.
 */
export const PALETTE = {
  primary: '#0958d9',
  primaryHover: '#1d4ed8',
  primaryActive: '#003eb3',
  primaryBg: '#e6f4ff',
  error: '#cf1322',
  errorHover: '#a8071a',
  errorBg: '#fff1f0',
  success: '#237804',
  successBg: '#f6ffed',
  warning: '#ad4e00',
  warningBg: '#fff7e6',
  placeholder: '#6b6b6b',
} as const;

/**
 * The text step of the tag colours the screens use (antd draws a coloured tag's text in step 7
 * on step 1); these are the steps that reach 4.5:1 there, antd's own reach 2.8 to 4.4:1. antd
 * keeps each step under two names (green7 and green-7) that feed one CSS variable: set both.
 */
const tagTextSteps = {
  green: '#237804',
  orange: '#ad4e00',
  gold: '#874d00',
  cyan: '#006d75',
  lime: '#3f6600',
  volcano: '#ad2102',
} as const;

const tagText = Object.fromEntries(
  Object.entries(tagTextSteps).flatMap(([colour, step]) => [
    [`${colour}7`, step],
    [`${colour}-7`, step],
  ]),
);

function theme(locale: Locale, motion: boolean): ThemeConfig {
  return {
    token: {
      fontFamily: fontFamily(locale),
      // Off when the user's system asks for reduced motion: dialogs, drawers and menus then open
      // and close at once instead of zooming and sliding (WCAG 2.3.3).
      motion,
      colorBgLayout: '#f4f5f7',
      colorTextSecondary: readableGrey,
      colorTextDescription: readableGrey,
      // Description labels, empty states and captions read this one.
      colorTextTertiary: readableGrey,
      colorTextPlaceholder: PALETTE.placeholder,
      colorPrimary: PALETTE.primary,
      colorInfo: PALETTE.primary,
      colorLink: PALETTE.primary,
      colorPrimaryHover: PALETTE.primaryHover,
      colorInfoHover: PALETTE.primaryHover,
      colorLinkHover: PALETTE.primaryHover,
      colorPrimaryActive: PALETTE.primaryActive,
      colorLinkActive: PALETTE.primaryActive,
      colorPrimaryBg: PALETTE.primaryBg,
      colorPrimaryText: PALETTE.primary,
      colorPrimaryTextHover: PALETTE.primaryHover,
      colorInfoText: PALETTE.primary,
      colorInfoBg: PALETTE.primaryBg,
      colorError: PALETTE.error,
      colorErrorHover: PALETTE.errorHover,
      colorErrorBg: PALETTE.errorBg,
      colorErrorText: PALETTE.error,
      colorErrorTextHover: PALETTE.errorHover,
      colorSuccess: PALETTE.success,
      colorSuccessBg: PALETTE.successBg,
      colorSuccessText: PALETTE.success,
      colorWarning: PALETTE.warning,
      colorWarningBg: PALETTE.warningBg,
      colorWarningText: PALETTE.warning,
      ...tagText,
    },
    components: {
      Breadcrumb: { itemColor: readableGrey, linkColor: readableGrey, separatorColor: readableGrey },
      Menu: { itemSelectedColor: PALETTE.primary },
    },
  };
}

const themes = (motion: boolean): Record<Locale, ThemeConfig> => ({
  'th-TH': theme('th-TH', motion),
  'en-US': theme('en-US', motion),
  'zh-CN': theme('zh-CN', motion),
});
const moving = themes(true);
const still = themes(false);

/** antd's theme for a language; `reducedMotion` (the user's system setting) turns its motion off. */
export function themeFor(locale: Locale, reducedMotion = false): ThemeConfig {
  return (reducedMotion ? still : moving)[locale];
}
