/** Where to go after signing in: a route of the app, or a full page load (/babeltower pages). */
export type LoginTarget = { kind: 'route' | 'page'; path: string };

/** Only a path of this site: "//host" and "/\host" would leave it, and /login would loop. */
function isOwnPath(target: string): boolean {
  return target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') && !/^\/login\b/.test(target);
}

/**
 * Where a signed-in user goes: the query's redirect target first (one containing /babeltower is a full
 * page load); else the shop choice when the user has several shops, store entry when none,
 * and the dashboard otherwise.
 */
export function afterLoginTarget(redirect: string | null, shopCount: number): LoginTarget {
  if (redirect && isOwnPath(redirect)) {
    return { kind: redirect.includes('/babeltower') ? 'page' : 'route', path: redirect };
  }
  if (shopCount > 1) return { kind: 'route', path: '/selectshop' };
  if (shopCount === 0) return { kind: 'route', path: '/storeentrylist' };
  return { kind: 'route', path: '/dashboard/index' };
}
