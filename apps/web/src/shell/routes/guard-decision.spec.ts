import { FUNC } from '@sc/contract/func-codes.ts';
import { describe, expect, it } from 'vitest';
import { afterRolesLoaded, decide, type GuardInput, mobileTarget, redirectTarget } from './guard-decision.ts';
import { ROUTES } from './route-table.ts';

const route = (path: string) => {
  const found = ROUTES.find((r) => r.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/140.0 Mobile Safari/537.36';

function input(path: string, over: Partial<GuardInput> = {}): GuardInput {
  return {
    path,
    search: '',
    route: ROUTES.find((r) => r.path === path) ?? null,
    userKnown: true,
    rolesLoaded: true,
    granted: new Set(['OMS_FUNC_9999']),
    userAgent: DESKTOP,
    ...over,
  };
}

describe('guard before login', () => {
  it.each(['/login', '/register', '/resetpassword', '/selectshop', '/storeentry', '/storeentrylist', '/checkEmail'])(
    '%s is reachable without login',
    (path) => {
      expect(decide(input(path, { userKnown: false, rolesLoaded: false }))).toEqual({ kind: 'pass' });
    },
  );

  it('anything else goes to /login with the path to come back to', () => {
    expect(decide(input('/order/index', { userKnown: false, search: '?status=2' }))).toEqual({
      kind: 'redirect',
      to: `/login?redirect=${encodeURIComponent('/order/index?status=2')}`,
    });
    expect(decide(input('/im', { userKnown: false }))).toMatchObject({ kind: 'redirect', to: '/login?redirect=%2Fim' });
    expect(decide(input('/agreement', { userKnown: false }))).toMatchObject({ kind: 'redirect' });
  });

  it('an unknown path goes to the root', () => {
    expect(decide(input('/no/such/page', { userKnown: false }))).toEqual({ kind: 'redirect', to: '/' });
  });
});

describe('guard for a known user', () => {
  it('a logged-in visit to /login goes to the dashboard', () => {
    expect(decide(input('/login'))).toEqual({ kind: 'redirect', to: '/dashboard/index' });
    expect(decide(input('/login', { rolesLoaded: false }))).toEqual({ kind: 'redirect', to: '/dashboard/index' });
  });

  it('loads roles first when they are not loaded', () => {
    expect(decide(input('/order/index', { rolesLoaded: false }))).toEqual({ kind: 'loadRoles' });
    expect(decide(input('/selectshop', { rolesLoaded: false }))).toEqual({ kind: 'loadRoles' });
  });

  it('unknown paths go to the root', () => {
    expect(decide(input('/nothing-here'))).toEqual({ kind: 'redirect', to: '/' });
  });

  it('a route needing a code the user lacks is denied, home the user holds', () => {
    expect(decide(input('/finance/index'))).toEqual({ kind: 'denied', to: '/dashboard/index' });
    expect(decide(input('/dashboard/index'))).toEqual({ kind: 'pass' });
    const granted = new Set(['OMS_FUNC_9999', 'OMS_FUNC_0021', 'OMS_FUNC_0022']);
    expect(decide(input('/finance/index', { granted }))).toEqual({ kind: 'pass' });
  });
});

describe('after roles are loaded', () => {
  it('goes to the redirect target of the query', () => {
    expect(afterRolesLoaded(input('/dashboard/index', { search: '?redirect=%2Forder%2Findex' }))).toEqual({
      kind: 'redirect',
      to: '/order/index',
    });
  });

  it('a /babeltower target is a full-page redirect', () => {
    const search = `?redirect=${encodeURIComponent('/babeltower/report?x=1')}`;
    expect(afterRolesLoaded(input('/dashboard/index', { search }))).toEqual({
      kind: 'document',
      href: '/babeltower/report?x=1',
    });
  });

  it('else the requested path, with its permission check', () => {
    expect(afterRolesLoaded(input('/dashboard/index'))).toEqual({ kind: 'pass' });
    expect(afterRolesLoaded(input('/setting/storesetup'))).toEqual({ kind: 'denied', to: '/dashboard/index' });
  });

  it('a failed load (user forgotten) goes to login, never loops', () => {
    expect(afterRolesLoaded(input('/order/index', { userKnown: false, rolesLoaded: false }))).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Forder%2Findex',
    });
    expect(afterRolesLoaded(input('/order/index', { rolesLoaded: false }))).toMatchObject({ kind: 'redirect' });
  });

  it('never follows a target on another origin', () => {
    expect(redirectTarget('?redirect=https%3A%2F%2Fevil.example')).toBeNull();
    expect(redirectTarget('?redirect=%2F%2Fevil.example')).toBeNull();
    expect(redirectTarget('redirect=%2Forder%2Findex')).toBe('/order/index');
    expect(afterRolesLoaded(input('/dashboard/index', { search: '?redirect=//evil.example' }))).toEqual({
      kind: 'pass',
    });
  });
});

describe('mobile browsers', () => {
  it.each([
    ['/order/index', '/m/order'],
    ['/order/aftersale', '/m/order?view=aftersale'],
    ['/order/aftersaleDetailrefund', '/m/order?view=aftersale'],
    ['/shop/IllegalGoods', '/m/commodity'],
  ])('%s goes to %s', (path, target) => {
    expect(mobileTarget(path, IPHONE)).toBe(target);
    expect(decide(input(path, { userAgent: ANDROID }))).toEqual({ kind: 'redirect', to: target });
    // Before login too: the mobile page then asks for the login.
    expect(decide(input(path, { userAgent: IPHONE, userKnown: false }))).toEqual({ kind: 'redirect', to: target });
  });

  it("a case's detail opens that case in the phone's after-sale view", () => {
    expect(mobileTarget('/order/aftersaleDetailreturn', IPHONE, '?caseId=AS 1')).toBe(
      '/m/order?view=aftersale&caseId=AS%201',
    );
    expect(decide(input('/order/aftersaleDetailrefund', { userAgent: ANDROID, search: 'caseId=7' }))).toEqual({
      kind: 'redirect',
      to: '/m/order?view=aftersale&caseId=7',
    });
  });

  it('leaves other paths and desktop browsers alone', () => {
    expect(mobileTarget('/shop/index', IPHONE)).toBeNull();
    expect(mobileTarget('/order/index', DESKTOP)).toBeNull();
    expect(mobileTarget('/order/index', 'Mozilla/5.0 (BlackBerry; U; BlackBerry 9900)')).toBe('/m/order');
    expect(mobileTarget('/order/index', 'Mozilla/5.0 (webOS/1.4.0; U; en-US)')).toBe('/m/order');
  });

  it('the mobile pages themselves need a login', () => {
    expect(decide(input('/m/order', { userAgent: IPHONE, userKnown: false }))).toMatchObject({
      kind: 'redirect',
      to: '/login?redirect=%2Fm%2Forder',
    });
    // In the main layout (whose menu is a drawer on a phone), needing the orders area's code.
    expect(route('/m/order').layout).toBe('main');
    expect(decide(input('/m/order', { userAgent: IPHONE, granted: new Set([FUNC.orders]) }))).toEqual({
      kind: 'pass',
    });
    expect(decide(input('/m/order', { userAgent: IPHONE }))).toMatchObject({ kind: 'denied' });
  });
});
