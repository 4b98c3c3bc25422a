import type { AreaScreens, ScreenLoader } from '../screen-registry.ts';

// Every area's screens, found by file name: an area adds itself by writing areas/<area>/screens.ts.
// Eager is cheap here: a screens.ts holds only `() => import(...)` thunks, never the screens.
const modules = import.meta.glob<{ default: AreaScreens }>('../../areas/*/screens.ts', { eager: true });

export interface AreaScreen {
  /** The area's folder name, which is also its strings' namespace. */
  area: string;
  load: ScreenLoader;
  /** Drawn without antd (screen-registry.ts PlainScreen). */
  plain: boolean;
}

const screens = new Map<string, AreaScreen>();
for (const [file, module] of Object.entries(modules)) {
  const area = file.split('/').at(-2) ?? '';
  for (const [path, entry] of Object.entries(module.default)) {
    screens.set(path, typeof entry === 'function' ? { area, load: entry, plain: false } : { area, ...entry });
  }
}

/** The screen an area provides for a route path, if any. */
export function screenFor(path: string): AreaScreen | undefined {
  return screens.get(path);
}
