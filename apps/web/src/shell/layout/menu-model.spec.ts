import { FUNC } from '@sc/contract/func-codes.ts';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes/route-table.ts';
import { menuSections, openMenuKey, sectionShowsNew, selectedMenuKey, showsNew } from './menu-model.ts';

describe('the side menu’s New tag', () => {
  const fresh = new Set<string>([FUNC.mediaCentre, FUNC.pictures]);
  const route = (code: string) => {
    const found = ROUTES.find((r) => r.code === code && r.menu);
    if (!found) throw new Error(`no menu route for ${code}`);
    return found;
  };

  it('shows on a new function whose page works, not on one that only opens soon', () => {
    expect(showsNew(route(FUNC.pictures), fresh)).toBe(true);
    expect(showsNew(route(FUNC.mediaCentre), fresh)).toBe(false);
  });

  it('shows on an area only through an item that wears it', () => {
    const media = route(FUNC.mediaCentre);
    if (!media.group) throw new Error('media centre has no menu area');
    const soonOnly = { group: media.group, items: [media] };
    expect(sectionShowsNew(soonOnly, fresh)).toBe(false);
    expect(sectionShowsNew({ group: media.group, items: [media, route(FUNC.pictures)] }, fresh)).toBe(true);
  });
});

describe('the promotion pages in the menu', () => {
  const byPath = (path: string) => ROUTES.find((r) => r.path === path);

  it('a merchant with the coupons function sees Coupons under marketing, even without its other tools', () => {
    const sections = menuSections(new Set([FUNC.home, FUNC.coupons]));
    expect(sections.map((s) => [s.group.path, s.items.map((r) => r.path)])).toEqual([
      ['/activityreport', ['/promotion/coupon']],
    ]);
  });

  it('the owner’s marketing part lists its own tools, then the promotion pages', () => {
    const all = new Set(ROUTES.flatMap((r) => [r.code, r.group?.code]).filter((c): c is NonNullable<typeof c> => !!c));
    const marketing = menuSections(all).find((s) => s.group.path === '/activityreport');
    expect(marketing?.items.map((r) => r.path)).toEqual([
      '/activityreport/marketingtools',
      '/activityreport/index',
      '/activityreport/fansmarketing',
      '/activityreport/advertising',
      '/promotion/coupon',
      '/promotion/activity',
      '/promotion/fullscale',
      '/promotion/purchaselimit',
      '/promotion/cashback',
      '/promotion/gift',
      '/promotion/setmeal',
      '/promotion/attention',
      '/promotion/pricincrease',
      '/promotion/plusmember',
      '/promotion/deposit',
    ]);
  });

  it('a coupon’s form and details light up Coupons; other promotion pages the marketing tools', () => {
    expect(selectedMenuKey(byPath('/promotion/coupon'))).toBe('/promotion/coupon');
    expect(selectedMenuKey(byPath('/promotion/createCoupon'))).toBe('/promotion/coupon');
    expect(selectedMenuKey(byPath('/promotion/couponDetails'))).toBe('/promotion/coupon');
    // Full-scale discounts are a menu item of their own; a page that is none lights the marketing tools.
    expect(selectedMenuKey(byPath('/promotion/fullscale'))).toBe('/promotion/fullscale');
    expect(selectedMenuKey(byPath('/promotion/plusmember'))).toBe('/promotion/plusmember');
    expect(selectedMenuKey(byPath('/promotion/add'))).toBe('/promotion/gift');
    expect(selectedMenuKey(byPath('/promotion/setmeal'))).toBe('/promotion/setmeal');
    // A bundle's new and configuration pages light up Bundles; a page that is no tool's, the marketing tools.
    expect(selectedMenuKey(byPath('/promotion/addSetMeal'))).toBe('/promotion/setmeal');
    expect(selectedMenuKey(byPath('/promotion/mealconf'))).toBe('/promotion/setmeal');
    expect(selectedMenuKey(byPath('/promotion/deposit'))).toBe('/promotion/deposit');
    expect(selectedMenuKey(byPath('/promotion/addDeposit'))).toBe('/activityreport/marketingtools');
    expect(selectedMenuKey(byPath('/promotion/detailsData/:id'))).toBe('/activityreport/marketingtools');
    expect(openMenuKey(byPath('/promotion/couponDetails'))).toBe('/activityreport');
  });
});
