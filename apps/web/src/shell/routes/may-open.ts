import { useCallback } from 'react';
import { matchPath } from 'react-router';
import { grantedCodes, useSession } from '../../session/session.ts';
import { canEnter } from './route-access.ts';
import { ROUTES } from './route-table.ts';

/**
 * Whether a user holding `granted` may open `to` by the route table. A link to one screen of a
 * pattern (/activityreport/seckill/latest) is decided by its pattern; a path the table does not
 * know is left open (the screen itself answers).
 */
export function mayOpenWith(granted: ReadonlySet<string>, to: string): boolean {
  const path = to.split('?')[0] ?? to;
  const route = ROUTES.find((r) => r.path === path) ?? ROUTES.find((r) => matchPath(r.path, path));
  return !route || canEnter(route, granted);
}

/** The session user's `mayOpen` (components/access/may-open.ts): nothing is closed before user info loads. */
export function useRouteAccess(): (to: string) => boolean {
  const { user } = useSession();
  return useCallback((to: string) => !user || mayOpenWith(grantedCodes(user), to), [user]);
}
