import type { Texts } from './locale.ts';

/**
 * The function (permission) codes of the seller centre's menu, as a tree: a menu code with
 * its children. The server seeds its function tree from this list; routes and calls name
 * these codes.
 */
export interface FuncNode {
  id: FuncId;
  name: Texts;
  children?: FuncNode[];
}

const f = (id: FuncId, th: string, en: string, zh: string, children?: FuncNode[]): FuncNode => ({
  id,
  name: { 'th-TH': th, 'en-US': en, 'zh-CN': zh },
  ...(children ? { children } : {}),
});

/**
 * Every function code by name: calls, routes and seeds write `FUNC.orderList`, never the bare
 * 'OMS_FUNC_0005', so one code cannot mean two things in two files.
 */
export const FUNC = {
  home: 'OMS_FUNC_9999',
  products: 'OMS_FUNC_0002',
  productList: 'OMS_FUNC_0003',
  reviews: 'OMS_FUNC_0023',
  pictures: 'OMS_FUNC_0081',
  orders: 'OMS_FUNC_0004',
  orderList: 'OMS_FUNC_0005',
  afterSales: 'OMS_FUNC_0006',
  orderAppeals: 'OMS_FUNC_0065',
  marketing: 'OMS_FUNC_0042',
  marketingTools: 'OMS_FUNC_0020',
  activityReporting: 'OMS_FUNC_0043',
  fansMarketing: 'OMS_FUNC_0050',
  advertising: 'OMS_FUNC_0066',
  coupons: 'OMS_FUNC_0018',
  promotions: 'OMS_FUNC_0019',
  gifts: 'OMS_FUNC_0032',
  bundles: 'OMS_FUNC_0040',
  operations: 'OMS_FUNC_0014',
  liveStreams: 'OMS_FUNC_0051',
  community: 'OMS_FUNC_0045',
  storeManagement: 'OMS_FUNC_0084',
  storeDecoration: 'OMS_FUNC_0024',
  landingPages: 'OMS_FUNC_0017',
  shopCategories: 'OMS_FUNC_0039',
  mediaCentre: 'OMS_FUNC_0083',
  violationRecords: 'OMS_FUNC_0079',
  distribution: 'OMS_FUNC_0034',
  distributionSettings: 'OMS_FUNC_0035',
  distributionRules: 'OMS_FUNC_0036',
  promotionOrders: 'OMS_FUNC_0037',
  cashbackInquiry: 'OMS_FUNC_0038',
  finance: 'OMS_FUNC_0021',
  bills: 'OMS_FUNC_0022',
  merchantTransactions: 'OMS_FUNC_0082',
  data: 'OMS_FUNC_0025',
  dataOverview: 'OMS_FUNC_0026',
  marketingData: 'OMS_FUNC_0029',
  productData: 'OMS_FUNC_0052',
  salesData: 'OMS_FUNC_0053',
  serviceData: 'OMS_FUNC_0054',
  storeRating: 'OMS_FUNC_0047',
  messageSetup: 'OMS_FUNC_0067',
  quickReplies: 'OMS_FUNC_0031',
  smartAssistant: 'OMS_FUNC_0041',
  settings: 'OMS_FUNC_0012',
  storeSetup: 'OMS_FUNC_0030',
  brandSettings: 'OMS_FUNC_0076',
  detailHeader: 'OMS_FUNC_0033',
  returnAddresses: 'OMS_FUNC_0046',
  feedSetup: 'OMS_FUNC_0044',
  operationMonitoring: 'OMS_FUNC_0048',
  freightTemplates: 'OMS_FUNC_0049',
  logisticsConfig: 'OMS_FUNC_0071',
  agreements: 'OMS_FUNC_0078',
} as const;
export type FuncId = (typeof FUNC)[keyof typeof FUNC];

/** The codes in menu order (the order of FUNC). */
export const FUNC_IDS = Object.values(FUNC) as [FuncId, ...FuncId[]];

/** The home code: every user holds it, and a sub-account granted nothing holds only it. */
export const HOME_FUNC: FuncId = FUNC.home;

export const FUNC_TREE: FuncNode[] = [
  f(FUNC.home, 'หน้าแรก', 'Home', '首页'),
  f(FUNC.products, 'สินค้า', 'Products', '商品', [
    f(FUNC.productList, 'รายการสินค้า', 'Product list', '商品列表'),
    f(FUNC.reviews, 'รีวิวสินค้า', 'Reviews', '商品评价'),
    f(FUNC.pictures, 'จัดการรูปภาพ', 'Picture management', '图片管理'),
  ]),
  f(FUNC.orders, 'คำสั่งซื้อ', 'Orders', '订单', [
    f(FUNC.orderList, 'รายการคำสั่งซื้อ', 'Order list', '订单列表'),
    f(FUNC.afterSales, 'บริการหลังการขาย', 'After-sales', '售后'),
    f(FUNC.orderAppeals, 'การร้องเรียนคำสั่งซื้อ', 'Order appeals', '订单申诉'),
  ]),
  f(FUNC.marketing, 'การตลาด', 'Marketing', '营销', [
    f(FUNC.marketingTools, 'เครื่องมือการตลาด', 'Marketing tools', '营销工具'),
    f(FUNC.activityReporting, 'ลงทะเบียนกิจกรรม', 'Activity reporting', '活动报名'),
    f(FUNC.fansMarketing, 'การตลาดแฟนคลับ', 'Fans marketing', '粉丝营销'),
    f(FUNC.advertising, 'โฆษณา', 'Advertising', '广告'),
    f(FUNC.coupons, 'คูปอง', 'Coupons', '优惠券'),
    f(FUNC.promotions, 'กิจกรรมส่งเสริมการขาย', 'Promotions', '促销活动'),
    f(FUNC.gifts, 'ของแถม', 'Gifts', '赠品'),
    f(FUNC.bundles, 'ชุดสินค้า', 'Bundles', '套餐'),
  ]),
  f(FUNC.operations, 'การดำเนินงาน', 'Operations', '运营', [
    f(FUNC.liveStreams, 'ไลฟ์สด', 'Live streams', '直播'),
    f(FUNC.community, 'คอมมูนิตี้', 'Community', '社区'),
  ]),
  f(FUNC.storeManagement, 'จัดการร้านค้า', 'Store management', '店铺管理', [
    f(FUNC.storeDecoration, 'ตกแต่งร้านค้า', 'Store decoration', '店铺装修'),
    f(FUNC.landingPages, 'หน้า Landing', 'Landing pages', '落地页'),
    f(FUNC.shopCategories, 'ตั้งค่าหมวดหมู่', 'Shop categories', '分类设置'),
    f(FUNC.mediaCentre, 'ศูนย์สื่อ', 'Media centre', '媒体中心'),
    f(FUNC.violationRecords, 'บันทึกการละเมิด', 'Violation records', '违规记录'),
  ]),
  f(FUNC.distribution, 'การจัดจำหน่าย', 'Distribution', '分销', [
    f(FUNC.distributionSettings, 'ตั้งค่าการจัดจำหน่าย', 'Distribution settings', '分销设置'),
    f(FUNC.distributionRules, 'กฎการจัดจำหน่าย', 'Distribution rules', '分销规则'),
    f(FUNC.promotionOrders, 'คำสั่งซื้อโปรโมชัน', 'Promotion orders', '推广订单'),
    f(FUNC.cashbackInquiry, 'สอบถามเงินคืน', 'Cashback inquiry', '返现查询'),
  ]),
  f(FUNC.finance, 'การเงิน', 'Finance', '财务', [
    f(FUNC.bills, 'รายการบิล', 'Bills', '账单列表'),
    f(FUNC.merchantTransactions, 'รายการธุรกรรม', 'Merchant transactions', '商户交易'),
  ]),
  f(FUNC.data, 'ข้อมูล', 'Data', '数据', [
    f(FUNC.dataOverview, 'ภาพรวม', 'Overview', '概览'),
    f(FUNC.marketingData, 'ข้อมูลการตลาด', 'Marketing data', '营销数据'),
    f(FUNC.productData, 'ข้อมูลสินค้า', 'Product data', '商品数据'),
    f(FUNC.salesData, 'ข้อมูลการขาย', 'Sales data', '销售数据'),
    f(FUNC.serviceData, 'ข้อมูลบริการ', 'Service data', '服务数据'),
    f(FUNC.storeRating, 'คะแนนร้านค้า', 'Store rating', '店铺评分'),
  ]),
  f(FUNC.messageSetup, 'ตั้งค่าข้อความ', 'Message setup', '消息设置', [
    f(FUNC.quickReplies, 'ข้อความตอบกลับด่วน', 'Quick replies', '快捷回复'),
    f(FUNC.smartAssistant, 'ผู้ช่วยอัจฉริยะ', 'Smart assistant', '智能助手'),
  ]),
  f(FUNC.settings, 'ตั้งค่า', 'Settings', '设置', [
    f(FUNC.storeSetup, 'ตั้งค่าร้านค้า', 'Store setup', '店铺设置'),
    f(FUNC.brandSettings, 'ตั้งค่าแบรนด์', 'Brand settings', '品牌设置'),
    f(FUNC.detailHeader, 'ส่วนหัวรายละเอียดสินค้า', 'Detail header', '详情页头部'),
    f(FUNC.returnAddresses, 'ที่อยู่รับคืนสินค้า', 'Return addresses', '退货地址'),
    f(FUNC.feedSetup, 'ตั้งค่าฟีด', 'Feed setup', '信息流设置'),
    f(FUNC.operationMonitoring, 'การตรวจสอบการดำเนินงาน', 'Operation monitoring', '运营监控'),
    f(FUNC.freightTemplates, 'เทมเพลตค่าขนส่ง', 'Freight templates', '运费模板'),
    f(FUNC.logisticsConfig, 'ตั้งค่าการขนส่ง', 'Logistics configuration', '物流配置'),
    f(FUNC.agreements, 'จัดการข้อตกลง', 'Agreements', '协议管理'),
  ]),
];

export function isFuncId(value: unknown): value is FuncId {
  return typeof value === 'string' && (FUNC_IDS as readonly string[]).includes(value);
}

export function flattenFuncTree(nodes: FuncNode[] = FUNC_TREE, parent: FuncId | null = null) {
  const out: { id: FuncId; parent: FuncId | null; name: Texts; sort: number }[] = [];
  const walk = (list: FuncNode[], p: FuncId | null) => {
    for (const n of list) {
      out.push({ id: n.id, parent: p, name: n.name, sort: out.length });
      if (n.children) walk(n.children, n.id);
    }
  };
  walk(nodes, parent);
  return out;
}
