import type { ComponentType, ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { redirect } from 'react-router';
import { loadStrings } from '../../i18n/i18n.ts';
import { screenFor } from './area-screens.ts';
import { guardLoader } from './guard-loader.ts';
import { HOME_PATH, ROUTES, type RouteEntry, type RouteHandle } from './route-table.ts';

// antd's theme and language come with the main layout and with every bare screen but the plain
// ones (screen-registry.ts): /login and its kind load none of antd.
const antdRoot = () => import('../AntdRoot.tsx');

async function inAntdRoot(screen: Promise<ComponentType>): Promise<ReactElement> {
  const [Screen, { AntdRoot }] = await Promise.all([screen, antdRoot()]);
  return (
    <AntdRoot>
      <Screen />
    </AntdRoot>
  );
}

// A screen comes with its area's strings. A route no area fills yet shows its title and an
// "opens soon" state, in or out of the layout. Screens of the main layout sit in its AntdRoot.
function lazyComponent(route: RouteEntry): RouteObject['lazy'] {
  const screen = screenFor(route.path);
  const bare = route.layout === 'bare';
  if (screen) {
    return async () => {
      const loaded = screen.load().then((m) => m.default);
      if (bare && !screen.plain) {
        const [element] = await Promise.all([inAntdRoot(loaded), loadStrings(screen.area)]);
        return { element };
      }
      const [Component] = await Promise.all([loaded, loadStrings(screen.area)]);
      return { Component };
    };
  }
  if (!bare) {
    return async () => {
      const [module] = await Promise.all([import('../layout/ComingSoon.tsx'), loadStrings('shell')]);
      return { Component: module.ComingSoon };
    };
  }
  return async () => {
    const [element] = await Promise.all([
      inAntdRoot(import('../layout/BareComingSoon.tsx').then((m) => m.BareComingSoon)),
      loadStrings('shell'),
    ]);
    return { element };
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
        const [element] = await Promise.all([
          inAntdRoot(import('../layout/MainLayout.tsx').then((m) => m.MainLayout)),
          loadStrings('shell'),
        ]);
        return { element };
      },
      children: routes.filter((r) => r.layout === 'main').map(routeObject),
    },
    // Unknown paths go to the root (after the mobile redirect, which may apply to them too).
    { path: '*', loader: guardLoader(null) },
  ];
}
