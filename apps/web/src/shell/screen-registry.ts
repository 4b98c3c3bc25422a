import type { ComponentType } from 'react';

export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/**
 * A screen drawn with design-tokens.css alone, with no antd in its chunks: the route renders
 * it without antd's ConfigProvider (AntdRoot), so none of antd loads with it.
 */
export interface PlainScreen {
  load: ScreenLoader;
  plain: true;
}

/**
 * An area's screens by route path (as in e.g. '/setting/returnaddress'), each loaded on demand.
 * Every area exports one from `areas/<area>/screens.ts` as default; the route table finds them by
 * file name and renders a placeholder for paths no area fills.
 */
export type AreaScreens = Record<string, ScreenLoader | PlainScreen>;
