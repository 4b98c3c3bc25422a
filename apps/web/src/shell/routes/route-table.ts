import { FUNC, type FuncId } from '@sc/contract/func-codes.ts';

/**
 * One screen of the product. `code` is the permission code the gives it; a route without one needs
 * only its menu group's code. `menu` routes are the side-menu items of their group.
 */
export interface RouteEntry {
  /** Full path, parameters as `:name`. */
  path: string;
  /** Its own permission code, where the spec gives one. */
  code?: FuncId;
  /** The menu group it belongs to (main-layout routes only). */
  group?: MenuGroup;
  /** An item of the side menu. */
  menu: boolean;
  /** A coded route titled by its own string (shell:route.…), not by its function's name. */
  ownTitle?: true;
  /** Inside the main layout (top bar, menu, gates) or on its own page. */
  layout: 'main' | 'bare';
  /** Reachable without login (the no-login list). */
  public: boolean;
}

/** A menu area: its permission code, or hidden (left out of the menu, passing every user). */
export interface MenuGroup {
  path: string;
  code?: FuncId;
  hidden: boolean;
  /** A hidden group shown under another one in the breadcrumb (/promotion under /activityreport). */
  shownUnder?: string;
}

/**
 * A route of an area: its segment, and its own code; `titled` marks a menu item that shares its
 * function with another (the parcels beside the order list) and so carries a title of its own;
 * `page` a coded route that is no menu item (a coupon's details), titled by its own string too.
 */
type Child = string | [segment: string, code: FuncId, kind?: 'titled' | 'page'];

/**
 * An area's routes. Its coded routes are menu items, in its own menu part, or for a hidden group
 * shown under another (/promotion under /activityreport) in that one's part.
 */
function area(path: string, code: FuncId | null, children: Child[], extra: Partial<MenuGroup> = {}): RouteEntry[] {
  const group: MenuGroup = { path, hidden: code === null, ...(code ? { code } : {}), ...extra };
  const inMenu = !group.hidden || group.shownUnder !== undefined;
  return children.map((child) => {
    const [segment, own, kind] = typeof child === 'string' ? [child] : child;
    return {
      path: `${path}/${segment}`,
      ...(own ? { code: own } : {}),
      ...(kind ? { ownTitle: true as const } : {}),
      group,
      menu: inMenu && own !== undefined && kind !== 'page',
      layout: 'main',
      public: false,
    };
  });
}

function bare(path: string, isPublic: boolean): RouteEntry {
  return { path, menu: false, layout: 'bare', public: isPublic };
}

export const HOME_PATH = '/dashboard/index';
export const LOGIN_PATH = '/login';

/**
 * A page where mobile browsers are sent: inside the main layout (whose menu is a drawer on a
 * phone) and in the group of the desktop screens it stands for, whose permission it needs.
 */
function phonePage(path: string, groupPath: string, table: readonly RouteEntry[]): RouteEntry {
  const group = table.find((r) => r.group?.path === groupPath)?.group;
  return { path, ...(group ? { group } : {}), menu: false, layout: 'main', public: false };
}

/** Every route but the phone pages, in menu order. */
const TABLE: readonly RouteEntry[] = [
  // Always available, outside the main layout.
  bare('/login', true),
  bare('/register', true),
  bare('/resetpassword', true),
  bare('/checkEmail', true),
  bare('/selectshop', true),
  bare('/storeentry', true),
  bare('/storeentrylist', true),
  bare('/agreement', false),
  bare('/im', false),

  // The notice centre behind the top bar's bell (not in the spec's route list): every user's.
  ...area('/dashboard', null, [['index', FUNC.home], 'scoringlist', 'downloadcenter', 'notice']),
  ...area('/shop', FUNC.products, [
    ['index', FUNC.productList],
    ['evaluate', FUNC.reviews],
    'evaluateReply',
    'evaluateDetails',
    'add',
    'edit',
    'details/:id',
    'commodityinspection',
    'import',
    'recover',
    'IllegalGoods',
    'inspection',
    ['pictureMg', FUNC.pictures],
    'slowerOffTheShelf',
    'preview',
  ]),
  ...area('/order', FUNC.orders, [
    ['index', FUNC.orderList],
    // The shop's parcels: what the order list's code already lets a user read (its calls check it).
    ['parcels', FUNC.orderList, 'titled'],
    ['aftersale', FUNC.afterSales],
    'orderItem/:id',
    'aftersaleDetailrefund',
    'aftersaleDetailreturn',
    'aftersaleDetailexchange',
    'printcoversheet',
    'abnormalOrder',
    ['orderAppealList', FUNC.orderAppeals],
    'orderAppeal',
    'detail',
    'pickupCode',
  ]),
  ...area('/activityreport', FUNC.marketing, [
    ['marketingtools', FUNC.marketingTools],
    ['index', FUNC.activityReporting],
    'urgeTable',
    'details/:id',
    'activityTable',
    'seckill/:modeId',
    'addSeckill/:modeId',
    'promotionreport/:modeId',
    ['fansmarketing', FUNC.fansMarketing],
    // The broadcast form of fans marketing: whoever may not open the followers may not open it.
    ['sendmessageform', FUNC.fansMarketing, 'page'],
    ['advertising', FUNC.advertising],
    'open',
    'result',
    'editShopAd',
    'add',
    'shopDetails',
    'transactionRecords',
    'detail',
    'keyword',
    'tPaylaterActivity/:modeId',
    'addtPaylaterActivity/:modeId',
    'specifyproduct/:modeId',
    'createactivityreport',
    'reportRegistration/:modeId',
    'customReport/:modeId',
    'advertisingplandetails/:codPlanId',
    'advertisingsubmissionlist',
    'advertisingsubmissiondetails/:codReportId',
    'advertisingregistration/:codReportId',
  ]),
  ...area('/operate', FUNC.operations, [
    ['live', FUNC.liveStreams],
    'createLive',
    ['campus', FUNC.community],
    'publication',
    'commentList',
  ]),
  ...area('/storemanagement', FUNC.storeManagement, [
    ['mall', FUNC.storeDecoration],
    ['pagelist', FUNC.landingPages],
    ['classificationset', FUNC.shopCategories],
    ['mediacenter', FUNC.mediaCentre],
    ['violationrecord', FUNC.violationRecords],
  ]),
  ...area('/distribution', FUNC.distribution, [
    ['distributionSetting', FUNC.distributionSettings],
    ['rulesList', FUNC.distributionRules],
    ['promotionOrder', FUNC.promotionOrders],
    ['cashbackInquiry', FUNC.cashbackInquiry],
    'opRules',
    'configureProduct',
    'configurationClassification',
    'promotionDetails',
  ]),
  ...area('/finance', FUNC.finance, [
    ['index', FUNC.bills],
    ['merchant/trade/list', FUNC.merchantTransactions],
    'monthlybill',
    'billingdetails/:billId',
    'logisticsorderdetails/:settlementId',
    'serviceslikebillingdetails/:settlementId',
  ]),
  ...area('/data/dashboard', FUNC.data, [
    ['index', FUNC.dataOverview],
    ['marketing', FUNC.marketingData],
    'couponDataDetails',
    'details',
    ['goods', FUNC.productData],
    ['sell', FUNC.salesData],
    ['service', FUNC.serviceData],
    ['storerate', FUNC.storeRating],
  ]),
  ...area('/imMessageSetup', FUNC.messageSetup, [
    ['quickreply', FUNC.quickReplies],
    ['intelligentAssistant', FUNC.smartAssistant],
  ]),
  ...area('/setting', FUNC.settings, [
    ['storesetup', FUNC.storeSetup],
    ['brandSetting', FUNC.brandSettings],
    'addBrandSetting',
    'editBrandSetting',
    ['detailheader', FUNC.detailHeader],
    ['returnaddress', FUNC.returnAddresses],
    ['feedSetUp', FUNC.feedSetup],
    ['operationmonitoring', FUNC.operationMonitoring],
    ['freighttemplate', FUNC.freightTemplates],
    ['logisticsConfiguration', FUNC.logisticsConfig],
    ['agreementmanagement', FUNC.agreements],
    'detailsHeaderModifty',
    'detailsHeaderSet',
    'detailHeaderLinkGoods',
  ]),
  ...area(
    '/promotion',
    null,
    [
      ['coupon', FUNC.coupons],
      ['activity', FUNC.promotions],
      // The coupon list's own pages: whoever may not open the list may not open these.
      ['createCoupon', FUNC.coupons, 'page'],
      ['couponDetails', FUNC.coupons, 'page'],
      'specialOffer',
      'selectactiveitem/:id',
      // Full-amount and full-quantity discounts: what the promotions code lets a user run (its calls check it).
      ['fullscale', FUNC.promotions, 'titled'],
      // Purchase limits and cashback (product-spec §4, §5, §9; not in the spec's route list): the promotions code.
      ['purchaselimit', FUNC.promotions, 'titled'],
      ['cashback', FUNC.promotions, 'titled'],
      ['gift', FUNC.gifts],
      // The gift list's own pages: whoever may not open the list may not open these.
      ['add', FUNC.gifts, 'page'],
      ['addSet', FUNC.gifts, 'page'],
      ['mainGoods', FUNC.gifts, 'page'],
      // Bundles: the list, a new bundle and one bundle's configuration, all under the bundles code.
      ['setmeal', FUNC.bundles],
      ['addSetMeal', FUNC.bundles, 'page'],
      ['mealconf', FUNC.bundles, 'page'],
      // The follow-shop coupon, add-on deals and T Plus member offers: what the promotions code lets
      // a user run (their calls check it), as the full-scale promotion.
      ['attention', FUNC.promotions, 'titled'],
      ['pricincrease', FUNC.promotions, 'titled'],
      ['plusmember', FUNC.promotions, 'titled'],
      // Deposit pre-sales (catalogue §3, §4; not in the spec's route list): the list under the
      // promotions code as the other activity tools; the form a page of it.
      ['deposit', FUNC.promotions, 'titled'],
      'addDeposit',
      'detailsData/:id',
    ],
    { shownUnder: '/activityreport' },
  ),
];

/** Every route, in menu order, then the phone pages. */
export const ROUTES: readonly RouteEntry[] = [
  ...TABLE,
  phonePage('/m/order', '/order', TABLE),
  phonePage('/m/commodity', '/shop', TABLE),
];

/** The menu groups in menu order, each with its routes. */
export function menuGroups(routes: readonly RouteEntry[] = ROUTES): { group: MenuGroup; routes: RouteEntry[] }[] {
  const out = new Map<MenuGroup, RouteEntry[]>();
  for (const r of routes) if (r.group) out.set(r.group, [...(out.get(r.group) ?? []), r]);
  return [...out].map(([group, list]) => ({ group, routes: list }));
}

/** The i18n key of a route's or group's title: `/shop/details/:id` → `route.shop.details`. */
export function titleKey(path: string): string {
  const segments = path.split('/').filter((s) => s && !s.startsWith(':'));
  return `route.${segments.join('.')}`;
}

/** What a route carries for the layout (react-router's `handle`): the breadcrumb and the page title read it. */
export interface RouteHandle {
  route: RouteEntry;
}
