import { ConfigProvider, type ThemeConfig, theme } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { readableColour } from './readable-colour.ts';

type Token = ReturnType<typeof theme.useToken>['token'];

/** The token overrides that bring the theme's text contrasts to WCAG AA; empty when it is there. */
function readableOverrides(token: Token): NonNullable<ThemeConfig['token']> {
  const overrides: NonNullable<ThemeConfig['token']> = {};
  const light = token.colorTextLightSolid;
  const primary = readableColour(token.colorPrimary, token.colorPrimaryActive, light);
  // A new seed derives a new hover step, which is lighter again: check that one too.
  const derived = primary === token.colorPrimary ? token : theme.getDesignToken({ token: { colorPrimary: primary } });
  const hover = readableColour(derived.colorPrimaryHover, derived.colorPrimaryActive, light);
  if (primary !== token.colorPrimary) overrides.colorPrimary = primary;
  if (hover !== derived.colorPrimaryHover) overrides.colorPrimaryHover = hover;
  const error = readableColour(token.colorError, token.colorErrorActive, token.colorBgContainer);
  if (error !== token.colorError) overrides.colorError = error;
  return overrides;
}

/**
 * Keeps the account pages at WCAG AA whatever the theme: white text on filled primary
 * buttons (also hovered), and error text on white. A no-op when the theme already reads well.
 */
export function ReadableTheme({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const overrides = useMemo(() => readableOverrides(token), [token]);
  if (Object.keys(overrides).length === 0) return children;
  return <ConfigProvider theme={{ token: overrides }}>{children}</ConfigProvider>;
}
