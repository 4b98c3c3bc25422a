import { EXPORT_BATCH_ROWS } from '@sc/contract/calls/downloads.ts';
import { orderFilter } from '@sc/contract/calls/orders.ts';
import { FUNC } from '@sc/contract/func-codes.ts';
import { byLocale, type Locale, type Texts, texts } from '@sc/contract/locale.ts';
import { carrierOf } from '@sc/contract/orders.ts';
import { and, asc, count, desc, inArray, type SQL, sql } from 'drizzle-orm';
import { toNumber } from '../../db/numbers.ts';
import { orderItems, orders } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { columnsIn, type ExportCell, type LocalisedColumn, sheetTime } from '../../sheets/columns.ts';
import { defineExportKind } from '../downloads/index.ts';
import { listWhere, type OrderFilterValue } from './order-list.ts';

// The order export of /order/index: every order the filter matches, one row per order line, newest
// first, headers in the requester's language. Read by keyset on (created_at, id) a batch at a time,
// only the columns the sheet shows (times, address and specifications made text by the database),
// and written by the download centre's streaming writer, so 100,000 orders never sit in memory at
// once.

const t = texts;
const MONEY = '#,##0.00';

const COLUMNS: LocalisedColumn[] = [
  { key: 'orderId', header: t('เลขที่คำสั่งซื้อ', 'Order number', '订单号'), width: 16 },
  { key: 'createdAt', header: t('เวลาสั่งซื้อ', 'Ordered at', '下单时间'), width: 20 },
  { key: 'status', header: t('สถานะ', 'Status', '状态'), width: 16 },
  { key: 'buyer', header: t('ผู้ซื้อ', 'Buyer', '买家'), width: 18 },
  { key: 'payMethod', header: t('วิธีชำระเงิน', 'Pay method', '支付方式'), width: 16 },
  { key: 'paySerial', header: t('เลขที่การชำระเงิน', 'Pay serial', '支付流水号'), width: 24 },
  { key: 'paidAt', header: t('เวลาชำระเงิน', 'Paid at', '支付时间'), width: 20 },
  { key: 'lineNo', header: t('รายการที่', 'Line', '行号'), width: 6 },
  { key: 'title', header: t('สินค้า', 'Product', '商品'), width: 36 },
  { key: 'specs', header: t('ตัวเลือกสินค้า', 'Specifications', '规格'), width: 18 },
  { key: 'skuCode', header: t('รหัส SKU', 'SKU code', 'SKU 编码'), width: 16 },
  { key: 'unitPrice', header: t('ราคาต่อหน่วย (บาท)', 'Unit price (THB)', '单价（泰铢）'), width: 14, numFmt: MONEY },
  { key: 'quantity', header: t('จำนวน', 'Quantity', '数量'), width: 8 },
  { key: 'lineAmount', header: t('ยอดรายการ (บาท)', 'Line amount (THB)', '小计（泰铢）'), width: 14, numFmt: MONEY },
  { key: 'freight', header: t('ค่าส่ง (บาท)', 'Freight (THB)', '运费（泰铢）'), width: 12, numFmt: MONEY },
  { key: 'discount', header: t('ส่วนลด (บาท)', 'Discount (THB)', '优惠（泰铢）'), width: 12, numFmt: MONEY },
  { key: 'total', header: t('ยอดรวม (บาท)', 'Total (THB)', '订单总额（泰铢）'), width: 14, numFmt: MONEY },
  { key: 'carrier', header: t('บริษัทขนส่ง', 'Carrier', '快递公司'), width: 16 },
  { key: 'waybillNo', header: t('หมายเลขพัสดุ', 'Waybill number', '运单号'), width: 20 },
  { key: 'receiver', header: t('ผู้รับ', 'Receiver', '收货人'), width: 18 },
  { key: 'phone', header: t('เบอร์โทร', 'Phone', '电话'), width: 16 },
  { key: 'address', header: t('ที่อยู่', 'Address', '地址'), width: 48 },
  { key: 'buyerRemark', header: t('หมายเหตุผู้ซื้อ', 'Buyer remark', '买家备注'), width: 30 },
];

const STATUS: Record<string, Texts> = {
  unpaid: t('รอชำระเงิน', 'Unpaid', '待付款'),
  to_ship: t('รอจัดส่ง', 'To ship', '待发货'),
  partially_shipped: t('จัดส่งบางส่วน', 'Partially shipped', '部分发货'),
  shipped: t('จัดส่งแล้ว', 'Shipped', '已发货'),
  in_transit: t('ระหว่างขนส่ง', 'In transit', '运输中'),
  delivered: t('ส่งถึงแล้ว', 'Delivered', '已送达'),
  signed: t('เซ็นรับแล้ว', 'Signed', '已签收'),
  awaiting_confirmation: t('รอยืนยันรับสินค้า', 'Awaiting confirmation', '待确认收货'),
  completed: t('สำเร็จ', 'Completed', '已完成'),
  cancelled: t('ยกเลิกแล้ว', 'Cancelled', '已取消'),
  system_cancelled: t('ระบบยกเลิก', 'System cancelled', '超时/系统取消'),
  returned: t('คืนสินค้าแล้ว', 'Returned', '已退货'),
  intercepted: t('ถูกสกัดพัสดุ', 'Intercepted', '已拦截'),
  abnormal: t('ผิดปกติ รอร้องเรียน', 'Abnormal, awaiting complaint', '异常待申诉'),
  in_dispute: t('อยู่ระหว่างข้อพิพาท', 'In dispute', '纠纷中'),
  frozen: t('ถูกระงับ', 'Frozen', '已冻结'),
};

const PAY: Record<string, Texts> = {
  cod: t('เก็บเงินปลายทาง', 'Cash on delivery', '货到付款'),
  mobile_banking: t('โมบายแบงก์กิ้ง', 'Mobile banking', '手机银行'),
  wallet: t('วอลเล็ต', 'Wallet', '电子钱包'),
  qr: t('คิวอาร์โค้ด', 'QR payment', '二维码支付'),
  pay_at_store: t('ชำระที่ร้าน', 'Pay at store', '到店支付'),
  card: t('บัตร', 'Card', '银行卡'),
};

/** Orders read at a time: about EXPORT_BATCH_ROWS sheet rows at a line or two an order. */
const ORDERS_PER_BATCH = EXPORT_BATCH_ROWS;

/** The order columns the sheet shows, text made by the database where it can: no row objects. */
const orderFields = {
  id: orders.id,
  // The cursor keeps created_at as the database's text: a JS Date would drop its microseconds.
  at: sql<string>`${orders.createdAt}::text`,
  createdAt: sheetTime(orders.createdAt),
  status: orders.status,
  buyer: orders.buyerNickname,
  payMethod: orders.payMethod,
  paySerial: sql<string>`coalesce(${orders.paySerial}, '')`,
  paidAt: sheetTime(orders.paidAt),
  freight: orders.freightAmount,
  discount: orders.discountAmount,
  total: orders.totalAmount,
  carrierCode: orders.carrierCode,
  waybillNo: sql<string>`coalesce(${orders.waybillNo}, '')`,
  receiver: sql<string>`${orders.address}->>'name'`,
  phone: sql<string>`${orders.address}->>'phone'`,
  address: sql<string>`concat_ws(' ', nullif(${orders.address}->>'detail', ''), nullif(${orders.address}->>'subDistrict', ''),
    nullif(${orders.address}->>'district', ''), nullif(${orders.address}->>'province', ''), nullif(${orders.address}->>'zipCode', ''))`,
  buyerRemark: orders.buyerRemark,
};

interface OrderFields {
  id: number;
  at: string;
  createdAt: string;
  status: string;
  buyer: string;
  payMethod: string;
  paySerial: string;
  paidAt: string;
  freight: number;
  discount: number;
  total: number;
  carrierCode: string | null;
  waybillNo: string;
  receiver: string;
  phone: string;
  address: string;
  buyerRemark: string;
}

const lineFields = {
  orderId: orderItems.orderId,
  lineNo: orderItems.lineNo,
  title: orderItems.title,
  specs: sql<string>`coalesce((select string_agg(e.v, ' / ' order by e.n)
    from jsonb_array_elements_text(${orderItems.specValues}) with ordinality as e(v, n)), '')`,
  skuCode: orderItems.skuCode,
  unitPrice: orderItems.unitPrice,
  quantity: orderItems.quantity,
  lineAmount: orderItems.lineAmount,
};

async function* rowsOf(shop: ShopScope, filter: OrderFilterValue, locale: Locale) {
  const where = listWhere(shop, filter);
  let after: { at: string; id: number } | null = null;
  for (;;) {
    const cursor: SQL | undefined =
      after === null ? undefined : sql`(${orders.createdAt}, ${orders.id}) < (${after.at}::timestamptz, ${after.id})`;
    const page: OrderFields[] = await shop.tx
      .select(orderFields)
      .from(orders)
      .where(and(where, cursor))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(ORDERS_PER_BATCH);
    if (page.length === 0) return;
    const last = page[page.length - 1];
    if (last) after = { at: last.at, id: last.id };
    // One array parameter, not a thousand: the planner reads it as one index condition.
    const ids = `{${page.map((o) => o.id).join(',')}}`;
    const lines = await shop.tx
      .select(lineFields)
      .from(orderItems)
      .where(shop.where(orderItems, sql`${orderItems.orderId} = any(${ids}::bigint[])`))
      .orderBy(asc(orderItems.orderId), asc(orderItems.lineNo));
    const byOrder = new Map<number, (typeof lines)[number][]>();
    for (const l of lines) {
      const list = byOrder.get(l.orderId);
      if (list) list.push(l);
      else byOrder.set(l.orderId, [l]);
    }
    const out: Record<string, ExportCell>[] = [];
    for (const o of page) {
      const status = STATUS[o.status]?.[locale] ?? o.status;
      const payMethod = PAY[o.payMethod]?.[locale] ?? o.payMethod;
      const carrier = o.carrierCode ? (carrierOf(o.carrierCode)?.name ?? o.carrierCode) : '';
      for (const l of byOrder.get(o.id) ?? []) {
        out.push({
          orderId: String(o.id),
          createdAt: o.createdAt,
          status,
          buyer: o.buyer,
          payMethod,
          paySerial: o.paySerial,
          paidAt: o.paidAt,
          lineNo: l.lineNo,
          title: l.title,
          specs: l.specs,
          skuCode: l.skuCode,
          unitPrice: l.unitPrice / 100,
          quantity: l.quantity,
          lineAmount: l.lineAmount / 100,
          freight: o.freight / 100,
          discount: o.discount / 100,
          total: o.total / 100,
          carrier,
          waybillNo: o.waybillNo,
          receiver: o.receiver,
          phone: o.phone,
          address: o.address,
          buyerRemark: o.buyerRemark,
        });
      }
    }
    yield out;
    if (page.length < ORDERS_PER_BATCH) return;
  }
}

export const orderExport = defineExportKind<OrderFilterValue>({
  kind: 'orders',
  func: FUNC.orderList,
  params: orderFilter,
  fileName: (locale) => byLocale(locale, 'คำสั่งซื้อ', 'Orders', '订单'),
  columns: (locale) => columnsIn(COLUMNS, locale),
  async count(shop, filter) {
    const [row] = await shop.tx
      .select({ n: count() })
      .from(orderItems)
      .where(
        shop.where(
          orderItems,
          inArray(orderItems.orderId, shop.tx.select({ id: orders.id }).from(orders).where(listWhere(shop, filter))),
        ),
      );
    return toNumber(row?.n);
  },
  batches: rowsOf,
});
