import { useCallback } from 'react';
import { grantedCodes, useSession } from '../../session/session.ts';
import { canEnter } from './route-access.ts';
import { ROUTES } from './route-table.ts';

/** The session user's `mayOpen` (components/access/may-open.ts): nothing is closed before user info loads. */
export function useRouteAccess(): (to: string) => boolean {
  const { user } = useSession();
  return useCallback(
    (to: string) => {
      if (!user) return true;
      const route = ROUTES.find((r) => r.path === to.split('?')[0]);
      return !route || canEnter(route, grantedCodes(user));
    },
    [user],
  );
}
