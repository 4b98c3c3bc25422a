import { FUNC, flattenFuncTree } from '@sc/contract/func-codes.ts';
import type { Locale } from '@sc/contract/locale.ts';
import type { TFunction } from 'i18next';
import type { MenuGroup, RouteEntry } from './route-table.ts';
import { titleKey } from './route-table.ts';

const funcNames = new Map<string, Record<Locale, string>>(flattenFuncTree().map((f) => [f.id, f.name]));

/** A route's title: its function's name where it has a code (and no title of its own), else its own string (shell:route.…). */
export function routeTitle(
  route: Pick<RouteEntry, 'path' | 'code' | 'ownTitle'>,
  t: TFunction,
  locale: Locale,
): string {
  const name = route.code && !route.ownTitle && funcNames.get(route.code);
  return name ? name[locale] : t(`shell:${titleKey(route.path)}`);
}

/** A menu group's title: its function's name; the hidden ones: home, or their own string. */
export function groupTitle(group: MenuGroup, t: TFunction, locale: Locale): string {
  const name = funcNames.get(group.code ?? (group.path === '/dashboard' ? FUNC.home : ''));
  return name ? name[locale] : t(`shell:group.${group.path.slice(1)}`);
}
