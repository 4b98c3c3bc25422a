import type { ComponentType } from 'react';

/**
 * An area's screens by route path (as in e.g. '/setting/returnaddress'), each loaded on demand.
 * Every area exports one from `areas/<area>/screens.ts` as default; the route table finds them by
 * file name and renders a placeholder for paths no area fills.
 */
export type AreaScreens = Record<string, () => Promise<{ default: ComponentType }>>;
