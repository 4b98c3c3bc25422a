import type { Texts } from './locale.ts';

/**
 * The function (permission) codes of spec section 2, as a tree: a menu code with its
 * children. The server seeds its function tree from this list; routes and calls name
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

export const FUNC_IDS = [
  'OMS_FUNC_9999',
  'OMS_FUNC_0002',
  'OMS_FUNC_0003',
  'OMS_FUNC_0023',
  'OMS_FUNC_0081',
  'OMS_FUNC_0004',
  'OMS_FUNC_0005',
  'OMS_FUNC_0006',
  'OMS_FUNC_0065',
  'OMS_FUNC_0042',
  'OMS_FUNC_0020',
  'OMS_FUNC_0043',
  'OMS_FUNC_0050',
  'OMS_FUNC_0066',
  'OMS_FUNC_0018',
  'OMS_FUNC_0019',
  'OMS_FUNC_0032',
  'OMS_FUNC_0040',
  'OMS_FUNC_0014',
  'OMS_FUNC_0051',
  'OMS_FUNC_0045',
  'OMS_FUNC_0084',
  'OMS_FUNC_0024',
  'OMS_FUNC_0017',
  'OMS_FUNC_0039',
  'OMS_FUNC_0083',
  'OMS_FUNC_0079',
  'OMS_FUNC_0034',
  'OMS_FUNC_0035',
  'OMS_FUNC_0036',
  'OMS_FUNC_0037',
  'OMS_FUNC_0038',
  'OMS_FUNC_0021',
  'OMS_FUNC_0022',
  'OMS_FUNC_0082',
  'OMS_FUNC_0025',
  'OMS_FUNC_0026',
  'OMS_FUNC_0029',
  'OMS_FUNC_0052',
  'OMS_FUNC_0053',
  'OMS_FUNC_0054',
  'OMS_FUNC_0047',
  'OMS_FUNC_0067',
  'OMS_FUNC_0031',
  'OMS_FUNC_0041',
  'OMS_FUNC_0012',
  'OMS_FUNC_0030',
  'OMS_FUNC_0076',
  'OMS_FUNC_0033',
  'OMS_FUNC_0046',
  'OMS_FUNC_0044',
  'OMS_FUNC_0048',
  'OMS_FUNC_0049',
  'OMS_FUNC_0071',
  'OMS_FUNC_0078',
] as const;
export type FuncId = (typeof FUNC_IDS)[number];

/** The home code: every user holds it, and an empty tree grants only it (spec section 6). */
export const HOME_FUNC: FuncId = 'OMS_FUNC_9999';

export const FUNC_TREE: FuncNode[] = [
  f('OMS_FUNC_9999', 'หน้าแรก', 'Home', '首页'),
  f('OMS_FUNC_0002', 'สินค้า', 'Products', '商品', [
    f('OMS_FUNC_0003', 'รายการสินค้า', 'Product list', '商品列表'),
    f('OMS_FUNC_0023', 'รีวิวสินค้า', 'Reviews', '商品评价'),
    f('OMS_FUNC_0081', 'จัดการรูปภาพ', 'Picture management', '图片管理'),
  ]),
  f('OMS_FUNC_0004', 'คำสั่งซื้อ', 'Orders', '订单', [
    f('OMS_FUNC_0005', 'รายการคำสั่งซื้อ', 'Order list', '订单列表'),
    f('OMS_FUNC_0006', 'บริการหลังการขาย', 'After-sales', '售后'),
    f('OMS_FUNC_0065', 'การร้องเรียนคำสั่งซื้อ', 'Order appeals', '订单申诉'),
  ]),
  f('OMS_FUNC_0042', 'การตลาด', 'Marketing', '营销', [
    f('OMS_FUNC_0020', 'เครื่องมือการตลาด', 'Marketing tools', '营销工具'),
    f('OMS_FUNC_0043', 'ลงทะเบียนกิจกรรม', 'Activity reporting', '活动报名'),
    f('OMS_FUNC_0050', 'การตลาดแฟนคลับ', 'Fans marketing', '粉丝营销'),
    f('OMS_FUNC_0066', 'โฆษณา', 'Advertising', '广告'),
    f('OMS_FUNC_0018', 'คูปอง', 'Coupons', '优惠券'),
    f('OMS_FUNC_0019', 'กิจกรรมส่งเสริมการขาย', 'Promotions', '促销活动'),
    f('OMS_FUNC_0032', 'ของแถม', 'Gifts', '赠品'),
    f('OMS_FUNC_0040', 'ชุดสินค้า', 'Bundles', '套餐'),
  ]),
  f('OMS_FUNC_0014', 'การดำเนินงาน', 'Operations', '运营', [
    f('OMS_FUNC_0051', 'ไลฟ์สด', 'Live streams', '直播'),
    f('OMS_FUNC_0045', 'คอมมูนิตี้', 'Community', '社区'),
  ]),
  f('OMS_FUNC_0084', 'จัดการร้านค้า', 'Store management', '店铺管理', [
    f('OMS_FUNC_0024', 'ตกแต่งร้านค้า', 'Store decoration', '店铺装修'),
    f('OMS_FUNC_0017', 'หน้า Landing', 'Landing pages', '落地页'),
    f('OMS_FUNC_0039', 'ตั้งค่าหมวดหมู่', 'Shop categories', '分类设置'),
    f('OMS_FUNC_0083', 'ศูนย์สื่อ', 'Media centre', '媒体中心'),
    f('OMS_FUNC_0079', 'บันทึกการละเมิด', 'Violation records', '违规记录'),
  ]),
  f('OMS_FUNC_0034', 'การจัดจำหน่าย', 'Distribution', '分销', [
    f('OMS_FUNC_0035', 'ตั้งค่าการจัดจำหน่าย', 'Distribution settings', '分销设置'),
    f('OMS_FUNC_0036', 'กฎการจัดจำหน่าย', 'Distribution rules', '分销规则'),
    f('OMS_FUNC_0037', 'คำสั่งซื้อโปรโมชัน', 'Promotion orders', '推广订单'),
    f('OMS_FUNC_0038', 'สอบถามเงินคืน', 'Cashback inquiry', '返现查询'),
  ]),
  f('OMS_FUNC_0021', 'การเงิน', 'Finance', '财务', [
    f('OMS_FUNC_0022', 'รายการบิล', 'Bills', '账单列表'),
    f('OMS_FUNC_0082', 'รายการธุรกรรม', 'Merchant transactions', '商户交易'),
  ]),
  f('OMS_FUNC_0025', 'ข้อมูล', 'Data', '数据', [
    f('OMS_FUNC_0026', 'ภาพรวม', 'Overview', '概览'),
    f('OMS_FUNC_0029', 'ข้อมูลการตลาด', 'Marketing data', '营销数据'),
    f('OMS_FUNC_0052', 'ข้อมูลสินค้า', 'Product data', '商品数据'),
    f('OMS_FUNC_0053', 'ข้อมูลการขาย', 'Sales data', '销售数据'),
    f('OMS_FUNC_0054', 'ข้อมูลบริการ', 'Service data', '服务数据'),
    f('OMS_FUNC_0047', 'คะแนนร้านค้า', 'Store rating', '店铺评分'),
  ]),
  f('OMS_FUNC_0067', 'ตั้งค่าข้อความ', 'Message setup', '消息设置', [
    f('OMS_FUNC_0031', 'ข้อความตอบกลับด่วน', 'Quick replies', '快捷回复'),
    f('OMS_FUNC_0041', 'ผู้ช่วยอัจฉริยะ', 'Smart assistant', '智能助手'),
  ]),
  f('OMS_FUNC_0012', 'ตั้งค่า', 'Settings', '设置', [
    f('OMS_FUNC_0030', 'ตั้งค่าร้านค้า', 'Store setup', '店铺设置'),
    f('OMS_FUNC_0076', 'ตั้งค่าแบรนด์', 'Brand settings', '品牌设置'),
    f('OMS_FUNC_0033', 'ส่วนหัวรายละเอียดสินค้า', 'Detail header', '详情页头部'),
    f('OMS_FUNC_0046', 'ที่อยู่รับคืนสินค้า', 'Return addresses', '退货地址'),
    f('OMS_FUNC_0044', 'ตั้งค่าฟีด', 'Feed setup', 'Feed 设置'),
    f('OMS_FUNC_0048', 'การตรวจสอบการดำเนินงาน', 'Operation monitoring', '运营监控'),
    f('OMS_FUNC_0049', 'เทมเพลตค่าขนส่ง', 'Freight templates', '运费模板'),
    f('OMS_FUNC_0071', 'ตั้งค่าการขนส่ง', 'Logistics configuration', '物流配置'),
    f('OMS_FUNC_0078', 'จัดการข้อตกลง', 'Agreements', '协议管理'),
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
