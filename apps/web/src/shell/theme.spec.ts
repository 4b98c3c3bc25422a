import { LOCALES } from '@sc/contract/locale.ts';
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio } from './contrast.ts';
import { themeFor } from './theme.ts';

describe('contrastRatio', () => {
  it('measures as WCAG does, laying see-through text on its background', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1677ff', '#fff')).toBeCloseTo(4.1, 1);
    expect(contrastRatio('rgba(0, 0, 0, 0.25)', '#ffffff')).toBeCloseTo(contrastRatio('#bfbfbf', '#fff') ?? 0, 1);
    expect(contrastRatio('var(--brand)', '#ffffff')).toBeUndefined();
  });
});

describe.each(LOCALES)('the theme in %s', (locale) => {
  const token = theme.getDesignToken(themeFor(locale));
  const white = '#ffffff';
  // [text, background]: what the screens draw text in, on what.
  const pairs: [string, string, string][] = [
    ['white on primary buttons', white, token.colorPrimary],
    ['white on hovered primary buttons', white, token.colorPrimaryHover],
    ['white on pressed primary buttons', white, token.colorPrimaryActive],
    ['white on danger buttons', white, token.colorError],
    ['white on hovered danger buttons', white, token.colorErrorHover],
    ['links', token.colorLink, white],
    ['hovered links', token.colorLinkHover, white],
    ['primary text on its pale background (selected menu item, tag)', token.colorPrimary, token.colorPrimaryBg],
    ['primary text', token.colorPrimaryText, white],
    ['placeholders', token.colorTextPlaceholder, white],
    ['secondary text', token.colorTextSecondary, white],
    ['secondary text on the page background', token.colorTextSecondary, token.colorBgLayout],
    ['description text', token.colorTextDescription, white],
    ['tertiary text (description labels, captions)', token.colorTextTertiary, white],
    ['description labels on their grey cells', token.colorTextTertiary, '#fafafa'],
    ['error text', token.colorError, white],
    ['error tags', token.colorError, token.colorErrorBg],
    ['success text', token.colorSuccess, white],
    ['success tags', token.colorSuccess, token.colorSuccessBg],
    ['warning text', token.colorWarning, white],
    ['warning tags', token.colorWarning, token.colorWarningBg],
    ['info tags', token.colorInfo, token.colorInfoBg],
    ...(
      ['blue', 'green', 'red', 'orange', 'gold', 'cyan', 'lime', 'volcano', 'purple', 'geekblue', 'magenta'] as const
    ).flatMap((c): [string, string, string][] => [
      [`${c} tags`, token[`${c}7`], token[`${c}1`]],
      // The CSS variable the tags read (--ant-green-7) comes from the dashed name.
      [`${c} tags (CSS variables)`, token[`${c}-7`], token[`${c}-1`]],
    ]),
  ];

  it.each(pairs)('%s read at 4.5:1 or more', (_what, text, background) => {
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });
});

describe('motion', () => {
  it('is on by default and off when the user asks for reduced motion', () => {
    expect(theme.getDesignToken(themeFor('th-TH')).motion).toBe(true);
    expect(theme.getDesignToken(themeFor('th-TH', true)).motion).toBe(false);
    expect(theme.getDesignToken(themeFor('zh-CN', true)).colorPrimary).toBe(
      theme.getDesignToken(themeFor('zh-CN')).colorPrimary,
    );
  });
});
