import { screenFor } from '../routes/area-screens.ts';
import { canEnter } from '../routes/route-access.ts';
import { HOME_PATH, type MenuGroup, menuGroups, ROUTES, type RouteEntry } from '../routes/route-table.ts';

export interface MenuSection {
  group: MenuGroup;
  items: RouteEntry[];
}

/**
 * The side menu a user sees: visible areas with the items they may enter, a hidden group's items
 * under the area it is shown under (the promotion pages under marketing), empty areas left out.
 */
export function menuSections(granted: ReadonlySet<string>): MenuSection[] {
  const groups = menuGroups();
  return groups
    .filter(({ group }) => !group.hidden)
    .map(({ group, routes }) => {
      const guests = groups.filter((g) => g.group.shownUnder === group.path).flatMap((g) => g.routes);
      return { group, items: [...routes, ...guests].filter((r) => r.menu && canEnter(r, granted)) };
    })
    .filter((s) => s.items.length > 0);
}

/**
 * The menu item to highlight for a route: itself; for a page of a menu item's function (a coupon's
 * details) that item; for another page inside an area none (its area opens).
 */
export function selectedMenuKey(route: RouteEntry | undefined): string | undefined {
  if (!route?.group) return undefined;
  if (route.path === HOME_PATH) return HOME_PATH;
  if (route.menu) return route.path;
  const owner = route.code && ROUTES.find((r) => r.menu && r.group === route.group && r.code === route.code);
  if (owner) return owner.path;
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
