import { canEnter } from '../../app/routes/route-access.ts';
import { ROUTES } from '../../app/routes/route-table.ts';
import { grantedCodes, useSession } from '../../session/session.ts';

/**
 * Whether the user may open a link of the dashboard (a path with or without a query), by
 * the route table's codes: a sub-account sees only the counts and steps it can act on.
 */
export function useMayOpen(): (to: string) => boolean {
  const { user } = useSession();
  if (!user) return () => true;
  const granted = grantedCodes(user);
  return (to) => {
    const route = ROUTES.find((r) => r.path === to.split('?')[0]);
    return !route || canEnter(route, granted);
  };
}
