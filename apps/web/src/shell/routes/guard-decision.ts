import { canEnter } from './route-access.ts';
import { HOME_PATH, LOGIN_PATH, type RouteEntry } from './route-table.ts';

/** What the guard knows about one navigation. */
export interface GuardInput {
  path: string;
  /** The query string, with or without its leading `?`. */
  search: string;
  /** The route the path matched; null for a path no route serves. */
  route: RouteEntry | null;
  /** A user id is stored: a login happened in the last 7 days. */
  userKnown: boolean;
  /** User info with the function tree is loaded. */
  rolesLoaded: boolean;
  granted: ReadonlySet<string>;
  userAgent: string;
}

export type GuardDecision =
  | { kind: 'pass' }
  | { kind: 'redirect'; to: string }
  /** A full-page load (a /babeltower target lives outside this app). */
  | { kind: 'document'; href: string }
  | { kind: 'loadRoles' }
  /** The route needs a code the user lacks: go home with the no-permission message. */
  | { kind: 'denied'; to: string };

const MOBILE_UA = /Android|iPhone|iPad|iPod|BlackBerry|webOS/i;

/**
 * Where a mobile browser is sent instead of a desktop screen, if anywhere. The after-sale
 * screens go to /m/order's after-sale view, a case's detail to that case there.
 */
export function mobileTarget(path: string, userAgent: string, search = ''): string | null {
  if (!MOBILE_UA.test(userAgent)) return null;
  if (path.includes('/order/aftersale')) {
    const caseId = path.includes('/order/aftersaleDetail') ? new URLSearchParams(search).get('caseId') : null;
    return caseId ? `/m/order?view=aftersale&caseId=${encodeURIComponent(caseId)}` : '/m/order?view=aftersale';
  }
  if (path.includes('/order/index')) return '/m/order';
  if (path.includes('/shop/IllegalGoods')) return '/m/commodity';
  return null;
}

/** The query's redirect target when it is a path of this site (never another origin). */
export function redirectTarget(search: string): string | null {
  const target = new URLSearchParams(search).get('redirect');
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  return target;
}

export function loginRedirect(path: string, search: string): string {
  const here = `${path}${search && !search.startsWith('?') ? `?${search}` : search}`;
  return here === '/' ? LOGIN_PATH : `${LOGIN_PATH}?redirect=${encodeURIComponent(here)}`;
}

/** The guard before roles are loaded or once they are. */
export function decide(input: GuardInput): GuardDecision {
  const mobile = mobileTarget(input.path, input.userAgent, input.search);
  if (mobile && mobile !== input.path) return { kind: 'redirect', to: mobile };
  const { route } = input;
  if (!input.userKnown) {
    if (route?.public) return { kind: 'pass' };
    return { kind: 'redirect', to: route ? loginRedirect(input.path, input.search) : '/' };
  }
  if (route?.path === LOGIN_PATH) return { kind: 'redirect', to: HOME_PATH };
  if (!route) return { kind: 'redirect', to: '/' };
  if (!input.rolesLoaded) return { kind: 'loadRoles' };
  return canEnter(route, input.granted) ? { kind: 'pass' } : { kind: 'denied', to: HOME_PATH };
}

/** After user info, shop info and roles are loaded: the query's target, else the requested path. */
export function afterRolesLoaded(input: GuardInput): GuardDecision {
  if (input.userKnown && input.rolesLoaded) {
    const target = redirectTarget(input.search);
    if (target?.includes('/babeltower')) return { kind: 'document', href: target };
    if (target) return { kind: 'redirect', to: target };
  }
  const next = decide(input);
  // Loading failed (the user is forgotten) or did not fill the roles: never ask to load again.
  return next.kind === 'loadRoles' ? { kind: 'redirect', to: loginRedirect(input.path, input.search) } : next;
}
