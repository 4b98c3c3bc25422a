import type { RouteObject } from 'react-router';
import { redirect } from 'react-router';
import { loadStrings } from '../../i18n/i18n.ts';
import { screenFor } from './area-screens.ts';
import { guardLoader } from './guard-loader.ts';
import { HOME_PATH, ROUTES, type RouteEntry, type RouteHandle } from './route-table.ts';

// A screen comes with its area's strings. A route no area fills yet shows its title and an
// "opens soon" state, in or out of the layout.
function lazyComponent(route: RouteEntry): RouteObject['lazy'] {
  const screen = screenFor(route.path);
  if (screen) {
    return async () => {
      const [module] = await Promise.all([screen.load(), loadStrings(screen.area)]);
      return { Component: module.default };
    };
  }
  if (route.layout === 'main') {
    return async () => {
      const [module] = await Promise.all([import('../layout/ComingSoon.tsx'), loadStrings('shell')]);
      return { Component: module.ComingSoon };
    };
  }
  return async () => {
    const [module] = await Promise.all([import('../layout/BareComingSoon.tsx'), loadStrings('shell')]);
    return { Component: module.BareComingSoon };
  };
}

function routeObject(route: RouteEntry): RouteObject {
  const handle: RouteHandle = { route };
  return { path: route.path, loader: guardLoader(route), lazy: lazyComponent(route), handle };
}

/** The route table as router routes: bare ones, the main layout's, root and catch-all. */
export function buildRoutes(routes: readonly RouteEntry[] = ROUTES): RouteObject[] {
  return [
    { path: '/', loader: () => redirect(HOME_PATH) },
    ...routes.filter((r) => r.layout === 'bare').map(routeObject),
    {
      id: 'main',
      lazy: async () => {
        const [module] = await Promise.all([import('../layout/MainLayout.tsx'), loadStrings('shell')]);
        return { Component: module.MainLayout };
      },
      children: routes.filter((r) => r.layout === 'main').map(routeObject),
    },
    // Unknown paths go to the root (after the mobile redirect, which may apply to them too).
    { path: '*', loader: guardLoader(null) },
  ];
}
