import { screenFor } from '../routes/area-screens.ts';
import { canEnter } from '../routes/route-access.ts';
import { HOME_PATH, type MenuGroup, menuGroups, type RouteEntry } from '../routes/route-table.ts';

export interface MenuSection {
  group: MenuGroup;
  items: RouteEntry[];
}

/** The side menu a user sees: visible areas with the items they may enter, empty areas left out. */
export function menuSections(granted: ReadonlySet<string>): MenuSection[] {
  return menuGroups()
    .filter(({ group }) => !group.hidden)
    .map(({ group, routes }) => ({ group, items: routes.filter((r) => r.menu && canEnter(r, granted)) }))
    .filter((s) => s.items.length > 0);
}

/** The menu item to highlight for a route: itself, or for a page inside an area none (its area opens). */
export function selectedMenuKey(route: RouteEntry | undefined): string | undefined {
  if (!route?.group) return undefined;
  if (route.path === HOME_PATH) return HOME_PATH;
  if (route.menu) return route.path;
  // Promotion pages belong under the marketing tools of the activity-report menu.
  if (route.group.shownUnder === '/activityreport') return '/activityreport/marketingtools';
  return undefined;
}

/** The menu area to open for a route. */
export function openMenuKey(route: RouteEntry | undefined): string | undefined {
  const group = route?.group;
  if (!group || group.path === '/dashboard') return undefined;
  return group.shownUnder ?? group.path;
}

/**
 * Whether a menu item wears the "new" tag: its function is flagged new for the user and the
 * page works (an area fills it); a page that only says "opens soon" promises nothing new.
 */
export function showsNew(route: RouteEntry, fresh: ReadonlySet<string>): boolean {
  return !!route.code && fresh.has(route.code) && !!screenFor(route.path);
}

/** An area wears the tag when one of its items does, or it is flagged new itself and has a working item. */
export function sectionShowsNew(section: MenuSection, fresh: ReadonlySet<string>): boolean {
  const code = section.group.code;
  return (
    section.items.some((r) => showsNew(r, fresh)) ||
    (!!code && fresh.has(code) && section.items.some((r) => !!screenFor(r.path)))
  );
}
