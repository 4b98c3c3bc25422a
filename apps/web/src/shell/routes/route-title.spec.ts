import { LOCALES } from '@sc/contract/locale.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadStrings } from '../../i18n/i18n.ts';
import { menuGroups, ROUTES } from './route-table.ts';
import { groupTitle, routeTitle } from './route-title.ts';

describe('route titles', () => {
  beforeAll(() => loadStrings('shell'));

  it.each(LOCALES.map((l) => [l]))('every route and group has a %s title', (locale) => {
    const t = i18n.getFixedT(locale);
    for (const route of ROUTES) {
      const title = routeTitle(route, t, locale);
      expect(title, route.path).not.toMatch(/^(shell:)?route\./);
      expect(title.trim(), route.path).not.toBe('');
    }
    for (const { group } of menuGroups()) expect(groupTitle(group, t, locale)).not.toMatch(/group\./);
  });

  it('coded routes take the function names', () => {
    const route = ROUTES.find((r) => r.path === '/order/index')!;
    expect(routeTitle(route, i18n.getFixedT('en-US'), 'en-US')).toBe('Order list');
    expect(routeTitle(route, i18n.getFixedT('th-TH'), 'th-TH')).toBe('รายการคำสั่งซื้อ');
  });

  it('a menu item sharing its function with another keeps its own title', () => {
    const parcels = ROUTES.find((r) => r.path === '/order/parcels')!;
    expect(parcels.code).toBe('OMS_FUNC_0005');
    expect(routeTitle(parcels, i18n.getFixedT('en-US'), 'en-US')).toBe('Parcels');
    expect(routeTitle(parcels, i18n.getFixedT('th-TH'), 'th-TH')).toBe('พัสดุ');
    expect(routeTitle(parcels, i18n.getFixedT('zh-CN'), 'zh-CN')).toBe('包裹');
  });

  it('a coded page that is no menu item keeps its own title', () => {
    const create = ROUTES.find((r) => r.path === '/promotion/createCoupon')!;
    expect(create.code).toBe('OMS_FUNC_0018');
    expect(routeTitle(create, i18n.getFixedT('en-US'), 'en-US')).toBe('New coupon');
    expect(routeTitle(create, i18n.getFixedT('th-TH'), 'th-TH')).toBe('สร้างคูปอง');
  });
});
