import type { RouteEntry } from './route-table.ts';

/**
 * Whether a user holding `granted` may enter a route: its menu group's code and its own code must
 * be held; hidden groups (/dashboard, /promotion) pass, so their routes need only a code of their
 * own. Routes outside the main layout always pass.
 */
export function canEnter(route: RouteEntry, granted: ReadonlySet<string>): boolean {
  if (route.layout === 'bare') return true;
  const group = route.group;
  if (group && !group.hidden && group.code && !granted.has(group.code)) return false;
  return !route.code || granted.has(route.code);
}

/** The routes a user may enter, in table order. */
export function enterableRoutes(routes: readonly RouteEntry[], granted: ReadonlySet<string>): RouteEntry[] {
  return routes.filter((r) => canEnter(r, granted));
}
