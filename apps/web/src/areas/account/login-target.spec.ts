import { describe, expect, it } from 'vitest';
import { afterLoginTarget } from './login-target.ts';

describe('afterLoginTarget', () => {
  it('follows the redirect target of the query first', () => {
    expect(afterLoginTarget('/order/index?status=1', 2)).toEqual({ kind: 'route', path: '/order/index?status=1' });
  });

  it('loads a /babeltower target as a whole page', () => {
    expect(afterLoginTarget('/babeltower/report', 1)).toEqual({ kind: 'page', path: '/babeltower/report' });
  });

  it.each(['https://evil.example/', '//evil.example/', '/\\evil.example', 'dashboard', '/login', '/login?redirect=/x'])(
    'ignores a target that is not a path of this site: %s',
    (redirect) => {
      expect(afterLoginTarget(redirect, 1)).toEqual({ kind: 'route', path: '/dashboard/index' });
    },
  );

  it('offers the shop choice to a user with several shops', () => {
    expect(afterLoginTarget(null, 2)).toEqual({ kind: 'route', path: '/selectshop' });
  });

  it('sends a user without a shop to store entry', () => {
    expect(afterLoginTarget(null, 0)).toEqual({ kind: 'route', path: '/storeentrylist' });
  });

  it('goes to the dashboard otherwise', () => {
    expect(afterLoginTarget('', 1)).toEqual({ kind: 'route', path: '/dashboard/index' });
  });
});
