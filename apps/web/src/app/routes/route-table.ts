import type { FuncId } from '@sc/contract/func-codes.ts';

/**
 * One screen of the product (spec section 2). `code` is the permission code the spec
 * gives it; a route without one needs only its menu group's code. `menu` routes are the
 * side-menu items of their group.
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
  /** Inside the main layout (top bar, menu, gates) or on its own page. */
  layout: 'main' | 'bare';
  /** Reachable without login (the no-login list of spec section 2). */
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

type Child = string | [segment: string, code: FuncId];

const c = (n: string) => `OMS_FUNC_${n}` as FuncId;

function area(path: string, code: FuncId | null, children: Child[], extra: Partial<MenuGroup> = {}): RouteEntry[] {
  const group: MenuGroup = { path, hidden: code === null, ...(code ? { code } : {}), ...extra };
  return children.map((child) => {
    const [segment, own] = typeof child === 'string' ? [child, undefined] : child;
    return {
      path: `${path}/${segment}`,
      ...(own ? { code: own } : {}),
      group,
      menu: !group.hidden && own !== undefined,
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

/** Every route of spec section 2, in menu order. */
export const ROUTES: readonly RouteEntry[] = [
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
  // Where mobile browsers are sent (spec section 2).
  bare('/m/order', false),
  bare('/m/commodity', false),

  ...area('/dashboard', null, [['index', c('9999')], 'scoringlist', 'downloadcenter']),
  ...area('/shop', c('0002'), [
    ['index', c('0003')],
    ['evaluate', c('0023')],
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
    ['pictureMg', c('0081')],
    'slowerOffTheShelf',
  ]),
  ...area('/order', c('0004'), [
    ['index', c('0005')],
    ['aftersale', c('0006')],
    'orderItem/:id',
    'aftersaleDetailrefund',
    'aftersaleDetailreturn',
    'aftersaleDetailexchange',
    'printcoversheet',
    'abnormalOrder',
    ['orderAppealList', c('0065')],
    'orderAppeal',
    'detail',
    'pickupCode',
  ]),
  ...area('/activityreport', c('0042'), [
    ['marketingtools', c('0020')],
    ['index', c('0043')],
    'urgeTable',
    'details/:id',
    'activityTable',
    'seckill/:modeId',
    'addSeckill/:modeId',
    'promotionreport/:modeId',
    ['fansmarketing', c('0050')],
    'sendmessageform',
    ['advertising', c('0066')],
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
  ...area('/operate', c('0014'), [
    ['live', c('0051')],
    'createLive',
    ['campus', c('0045')],
    'publication',
    'commentList',
  ]),
  ...area('/storemanagement', c('0084'), [
    ['mall', c('0024')],
    ['pagelist', c('0017')],
    ['classificationset', c('0039')],
    ['mediacenter', c('0083')],
    ['violationrecord', c('0079')],
  ]),
  ...area('/distribution', c('0034'), [
    ['distributionSetting', c('0035')],
    ['rulesList', c('0036')],
    ['promotionOrder', c('0037')],
    ['cashbackInquiry', c('0038')],
    'opRules',
    'configureProduct',
    'configurationClassification',
    'promotionDetails',
  ]),
  ...area('/finance', c('0021'), [
    ['index', c('0022')],
    ['merchant/trade/list', c('0082')],
    'monthlybill',
    'billingdetails/:billId',
    'logisticsorderdetails/:settlementId',
    'serviceslikebillingdetails/:settlementId',
  ]),
  ...area('/data/dashboard', c('0025'), [
    ['index', c('0026')],
    ['marketing', c('0029')],
    'couponDataDetails',
    'details',
    ['goods', c('0052')],
    ['sell', c('0053')],
    ['service', c('0054')],
    ['storerate', c('0047')],
  ]),
  ...area('/imMessageSetup', c('0067'), [
    ['quickreply', c('0031')],
    ['intelligentAssistant', c('0041')],
  ]),
  ...area('/setting', c('0012'), [
    ['storesetup', c('0030')],
    ['brandSetting', c('0076')],
    'addBrandSetting',
    'editBrandSetting',
    ['detailheader', c('0033')],
    ['returnaddress', c('0046')],
    ['feedSetUp', c('0044')],
    ['operationmonitoring', c('0048')],
    ['freighttemplate', c('0049')],
    ['logisticsConfiguration', c('0071')],
    ['agreementmanagement', c('0078')],
    'detailsHeaderModifty',
    'detailsHeaderSet',
    'detailHeaderLinkGoods',
  ]),
  ...area(
    '/promotion',
    null,
    [
      ['coupon', c('0018')],
      ['activity', c('0019')],
      'createCoupon',
      'couponDetails',
      'specialOffer',
      'selectactiveitem/:id',
      'fullscale',
      ['gift', c('0032')],
      'add',
      'addSet',
      'mainGoods',
      ['setmeal', c('0040')],
      'addSetMeal',
      'mealconf',
      'attention',
      'pricincrease',
      'plusmember',
      'detailsData/:id',
    ],
    { shownUnder: '/activityreport' },
  ),
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
