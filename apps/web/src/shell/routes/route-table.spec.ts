import { FUNC_IDS } from '@sc/contract/func-codes.ts';
import { describe, expect, it } from 'vitest';
import { canEnter, enterableRoutes } from './route-access.ts';
import { menuGroups, ROUTES, titleKey } from './route-table.ts';

const byPath = new Map(ROUTES.map((r) => [r.path, r]));
const code = (path: string) => byPath.get(path)?.code;
const groupCode = (path: string) => byPath.get(path)?.group?.code;

// The route table, route by route: [path, own code, menu group code].
const SPEC: [string, string | undefined, string | undefined][] = [
  ['/dashboard/index', 'OMS_FUNC_9999', undefined],
  ['/dashboard/scoringlist', undefined, undefined],
  ['/dashboard/downloadcenter', undefined, undefined],
  // The notice centre behind the bell: not in the spec's list, every user's.
  ['/dashboard/notice', undefined, undefined],
  ...(
    [
      ['index', '0003'],
      ['evaluate', '0023'],
      ['evaluateReply'],
      ['evaluateDetails'],
      ['add'],
      ['edit'],
      ['details/:id'],
      ['commodityinspection'],
      ['import'],
      ['recover'],
      ['IllegalGoods'],
      ['inspection'],
      ['pictureMg', '0081'],
      ['slowerOffTheShelf'],
    ] as const
  ).map(([p, c]) => [`/shop/${p}`, c && `OMS_FUNC_${c}`, 'OMS_FUNC_0002'] as [string, string | undefined, string]),
  ...(
    [
      ['index', '0005'],
      ['parcels', '0005'],
      ['aftersale', '0006'],
      ['orderItem/:id'],
      ['aftersaleDetailrefund'],
      ['aftersaleDetailreturn'],
      ['aftersaleDetailexchange'],
      ['printcoversheet'],
      ['abnormalOrder'],
      ['orderAppealList', '0065'],
      ['orderAppeal'],
      ['detail'],
      ['pickupCode'],
    ] as const
  ).map(([p, c]) => [`/order/${p}`, c && `OMS_FUNC_${c}`, 'OMS_FUNC_0004'] as [string, string | undefined, string]),
  ['/activityreport/marketingtools', 'OMS_FUNC_0020', 'OMS_FUNC_0042'],
  ['/activityreport/index', 'OMS_FUNC_0043', 'OMS_FUNC_0042'],
  ['/activityreport/fansmarketing', 'OMS_FUNC_0050', 'OMS_FUNC_0042'],
  ['/activityreport/advertising', 'OMS_FUNC_0066', 'OMS_FUNC_0042'],
  ['/activityreport/seckill/:modeId', undefined, 'OMS_FUNC_0042'],
  ['/activityreport/advertisingregistration/:codReportId', undefined, 'OMS_FUNC_0042'],
  ['/operate/live', 'OMS_FUNC_0051', 'OMS_FUNC_0014'],
  ['/operate/campus', 'OMS_FUNC_0045', 'OMS_FUNC_0014'],
  ['/operate/commentList', undefined, 'OMS_FUNC_0014'],
  ['/storemanagement/mall', 'OMS_FUNC_0024', 'OMS_FUNC_0084'],
  ['/storemanagement/pagelist', 'OMS_FUNC_0017', 'OMS_FUNC_0084'],
  ['/storemanagement/classificationset', 'OMS_FUNC_0039', 'OMS_FUNC_0084'],
  ['/storemanagement/mediacenter', 'OMS_FUNC_0083', 'OMS_FUNC_0084'],
  ['/storemanagement/violationrecord', 'OMS_FUNC_0079', 'OMS_FUNC_0084'],
  ['/distribution/distributionSetting', 'OMS_FUNC_0035', 'OMS_FUNC_0034'],
  ['/distribution/rulesList', 'OMS_FUNC_0036', 'OMS_FUNC_0034'],
  ['/distribution/promotionOrder', 'OMS_FUNC_0037', 'OMS_FUNC_0034'],
  ['/distribution/cashbackInquiry', 'OMS_FUNC_0038', 'OMS_FUNC_0034'],
  ['/distribution/promotionDetails', undefined, 'OMS_FUNC_0034'],
  ['/finance/index', 'OMS_FUNC_0022', 'OMS_FUNC_0021'],
  ['/finance/merchant/trade/list', 'OMS_FUNC_0082', 'OMS_FUNC_0021'],
  ['/finance/billingdetails/:billId', undefined, 'OMS_FUNC_0021'],
  ['/data/dashboard/index', 'OMS_FUNC_0026', 'OMS_FUNC_0025'],
  ['/data/dashboard/marketing', 'OMS_FUNC_0029', 'OMS_FUNC_0025'],
  ['/data/dashboard/goods', 'OMS_FUNC_0052', 'OMS_FUNC_0025'],
  ['/data/dashboard/sell', 'OMS_FUNC_0053', 'OMS_FUNC_0025'],
  ['/data/dashboard/service', 'OMS_FUNC_0054', 'OMS_FUNC_0025'],
  ['/data/dashboard/storerate', 'OMS_FUNC_0047', 'OMS_FUNC_0025'],
  ['/imMessageSetup/quickreply', 'OMS_FUNC_0031', 'OMS_FUNC_0067'],
  ['/imMessageSetup/intelligentAssistant', 'OMS_FUNC_0041', 'OMS_FUNC_0067'],
  ['/setting/storesetup', 'OMS_FUNC_0030', 'OMS_FUNC_0012'],
  ['/setting/brandSetting', 'OMS_FUNC_0076', 'OMS_FUNC_0012'],
  ['/setting/detailheader', 'OMS_FUNC_0033', 'OMS_FUNC_0012'],
  ['/setting/returnaddress', 'OMS_FUNC_0046', 'OMS_FUNC_0012'],
  ['/setting/feedSetUp', 'OMS_FUNC_0044', 'OMS_FUNC_0012'],
  ['/setting/operationmonitoring', 'OMS_FUNC_0048', 'OMS_FUNC_0012'],
  ['/setting/freighttemplate', 'OMS_FUNC_0049', 'OMS_FUNC_0012'],
  ['/setting/logisticsConfiguration', 'OMS_FUNC_0071', 'OMS_FUNC_0012'],
  ['/setting/agreementmanagement', 'OMS_FUNC_0078', 'OMS_FUNC_0012'],
  ['/setting/detailHeaderLinkGoods', undefined, 'OMS_FUNC_0012'],
  ['/promotion/coupon', 'OMS_FUNC_0018', undefined],
  ['/promotion/activity', 'OMS_FUNC_0019', undefined],
  // Full-amount and full-quantity discounts: the promotions code, a menu item with its own title.
  ['/promotion/fullscale', 'OMS_FUNC_0019', undefined],
  // Purchase limits and cashback: the promotions code, menu items with their own titles.
  ['/promotion/purchaselimit', 'OMS_FUNC_0019', undefined],
  ['/promotion/cashback', 'OMS_FUNC_0019', undefined],
  // Add-on deals: the promotions code, a menu item with its own title.
  ['/promotion/pricincrease', 'OMS_FUNC_0019', undefined],
  ['/promotion/gift', 'OMS_FUNC_0032', undefined],
  ['/promotion/setmeal', 'OMS_FUNC_0040', undefined],
  // The follow-shop coupon and T Plus member offers: the promotions code, menu items with their own titles.
  ['/promotion/attention', 'OMS_FUNC_0019', undefined],
  ['/promotion/plusmember', 'OMS_FUNC_0019', undefined],
  // Deposit pre-sales: the promotions code, a menu item with its own title.
  ['/promotion/deposit', 'OMS_FUNC_0019', undefined],
  // The coupon list's own pages need its code, and are no menu items.
  ['/promotion/createCoupon', 'OMS_FUNC_0018', undefined],
  ['/promotion/couponDetails', 'OMS_FUNC_0018', undefined],
  // The gift list's own pages need its code, and are no menu items.
  ['/promotion/add', 'OMS_FUNC_0032', undefined],
  ['/promotion/addSet', 'OMS_FUNC_0032', undefined],
  ['/promotion/mainGoods', 'OMS_FUNC_0032', undefined],
  // A bundle's new and configuration pages need the bundles code, and are no menu items.
  ['/promotion/addSetMeal', 'OMS_FUNC_0040', undefined],
  ['/promotion/mealconf', 'OMS_FUNC_0040', undefined],
  ['/promotion/detailsData/:id', undefined, undefined],
];

describe('the route table', () => {
  it.each(SPEC)('%s has code %s in group %s', (path, own, group) => {
    expect(byPath.has(path), path).toBe(true);
    expect(code(path)).toBe(own);
    expect(groupCode(path)).toBe(group);
  });

  it('has every route of every area', () => {
    const count = (prefix: string) => ROUTES.filter((r) => r.path.startsWith(`${prefix}/`)).length;
    expect(count('/dashboard')).toBe(4);
    expect(count('/shop')).toBe(15);
    expect(count('/order')).toBe(13);
    expect(count('/activityreport')).toBe(29);
    expect(count('/operate')).toBe(5);
    expect(count('/storemanagement')).toBe(5);
    expect(count('/distribution')).toBe(8);
    expect(count('/finance')).toBe(6);
    expect(count('/data/dashboard')).toBe(8);
    expect(count('/imMessageSetup')).toBe(2);
    expect(count('/setting')).toBe(14);
    // The spec's 18 /promotion routes, then purchase limits, cashback and the deposit pre-sale's list
    // and form (not in its list).
    expect(count('/promotion')).toBe(22);
  });

  it('paths are unique and every code is a known function code', () => {
    expect(byPath.size).toBe(ROUTES.length);
    for (const r of ROUTES) {
      if (r.code) expect(FUNC_IDS).toContain(r.code);
      if (r.group?.code) expect(FUNC_IDS).toContain(r.group.code);
    }
  });

  it('always-available routes sit outside the main layout; the no-login list is public', () => {
    const bare = ROUTES.filter((r) => r.layout === 'bare').map((r) => r.path);
    expect(bare).toEqual(expect.arrayContaining(['/login', '/selectshop', '/agreement', '/im', '/storeentrylist']));
    const pub = ROUTES.filter((r) => r.public).map((r) => r.path);
    expect(pub.sort()).toEqual(
      ['/login', '/register', '/resetpassword', '/selectshop', '/storeentry', '/storeentrylist', '/checkEmail'].sort(),
    );
  });

  it('the menu shows the coded routes of the visible groups; a hidden group’s only under the group it is shown under', () => {
    const groups = menuGroups();
    expect(groups.map((g) => g.group.path)).toEqual([
      '/dashboard',
      '/shop',
      '/order',
      '/activityreport',
      '/operate',
      '/storemanagement',
      '/distribution',
      '/finance',
      '/data/dashboard',
      '/imMessageSetup',
      '/setting',
      '/promotion',
    ]);
    const menu = (path: string) => groups.find((g) => g.group.path === path)?.routes.filter((r) => r.menu);
    expect(menu('/shop')?.map((r) => r.path)).toEqual(['/shop/index', '/shop/evaluate', '/shop/pictureMg']);
    expect(menu('/order')?.map((r) => r.path)).toEqual([
      '/order/index',
      '/order/parcels',
      '/order/aftersale',
      '/order/orderAppealList',
    ]);
    // /promotion shows under /activityreport (menu-model.ts puts them there): its coded list pages.
    expect(menu('/promotion')?.map((r) => r.path)).toEqual([
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
    expect(menu('/dashboard')).toEqual([]);
  });

  it('titles are keyed by path without parameters', () => {
    expect(titleKey('/shop/details/:id')).toBe('route.shop.details');
    expect(titleKey('/m/order')).toBe('route.m.order');
  });
});

describe('filtering by granted codes', () => {
  const operator = new Set([
    'OMS_FUNC_9999',
    'OMS_FUNC_0002',
    'OMS_FUNC_0003',
    'OMS_FUNC_0023',
    'OMS_FUNC_0081',
    'OMS_FUNC_0004',
    'OMS_FUNC_0005',
    'OMS_FUNC_0006',
    'OMS_FUNC_0065',
  ]);

  it('an empty tree grants only home: dashboard and the uncoded promotion pages', () => {
    const paths = enterableRoutes(ROUTES, new Set(['OMS_FUNC_9999'])).filter((r) => r.layout === 'main');
    expect(new Set(paths.map((r) => r.path.split('/')[1]))).toEqual(new Set(['dashboard', 'promotion']));
    expect(paths.some((r) => r.code === 'OMS_FUNC_0018')).toBe(false);
  });

  it('product and order codes open those areas and nothing else', () => {
    const areas = new Set(
      enterableRoutes(ROUTES, operator)
        .filter((r) => r.menu)
        .map((r) => r.group?.path),
    );
    expect(areas).toEqual(new Set(['/shop', '/order']));
    expect(canEnter(byPath.get('/shop/add')!, operator)).toBe(true);
    expect(canEnter(byPath.get('/finance/index')!, operator)).toBe(false);
    expect(canEnter(byPath.get('/finance/monthlybill')!, operator)).toBe(false);
  });

  it('a child code without its menu code is not enough', () => {
    expect(canEnter(byPath.get('/finance/index')!, new Set(['OMS_FUNC_0022']))).toBe(false);
    expect(canEnter(byPath.get('/finance/index')!, new Set(['OMS_FUNC_0021']))).toBe(false);
    expect(canEnter(byPath.get('/finance/monthlybill')!, new Set(['OMS_FUNC_0021']))).toBe(true);
  });

  it('the coupons code opens the coupon list, its form and its details; without it none opens', () => {
    const coupons = new Set(['OMS_FUNC_9999', 'OMS_FUNC_0018']);
    for (const path of ['/promotion/coupon', '/promotion/createCoupon', '/promotion/couponDetails']) {
      expect(canEnter(byPath.get(path)!, coupons), path).toBe(true);
      expect(canEnter(byPath.get(path)!, new Set(['OMS_FUNC_9999'])), path).toBe(false);
    }
  });

  it('routes outside the layout always pass', () => {
    expect(canEnter(byPath.get('/im')!, new Set())).toBe(true);
  });
});
