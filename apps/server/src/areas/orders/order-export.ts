import { EXPORT_BATCH_ROWS } from '@sc/contract/calls/downloads.ts';
import { orderFilter } from '@sc/contract/calls/orders.ts';
import { FUNC } from '@sc/contract/func-codes.ts';
import { byLocale, type Locale, type Texts, texts } from '@sc/contract/locale.ts';
import { carrierOf } from '@sc/contract/orders.ts';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { toNumber } from '../../db/numbers.ts';
import { asPlaceholder, BuiltOnce, executeBuilt, limitInText, placeholderValues } from '../../db/prepared.ts';
import { orderItems, orders } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { columnsIn, type ExportCell, type LocalisedColumn, sheetTime } from '../../sheets/columns.ts';
import { defineExportKind } from '../downloads/index.ts';
import { filterShape, filterWhere, listWhere, type OrderFilterValue } from './order-list.ts';

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

/**
 * A sheet row as the batch statement reads it, under the sheet's column keys: the order's columns
 * on each of its lines, money already in baht. Its status, pay method and carrier are made the
 * sheet's text in place (rowsOf), so a row is handed on as it came.
 */
type LineRow = {
  orderId: string;
  /** The cursor keeps created_at as the database's text: a JS Date would drop its microseconds. */
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
  /** The carrier's name, '' as read (rowsOf names it). */
  carrier: string;
  waybillNo: string;
  receiver: string;
  phone: string;
  address: string;
  buyerRemark: string;
  lineNo: number;
  title: string;
  specs: string;
  skuCode: string;
  unitPrice: number;
  quantity: number;
  lineAmount: number;
};

/** The batch statements kept built: filter shapes × first batch or a later one. */
const BATCH_SHAPES = 100;
const built = new BuiltOnce(BATCH_SHAPES);

/**
 * One batch of the sheet in one statement: the next ORDERS_PER_BATCH orders of the filter after
 * the cursor (none for the first), newest first, joined to their lines in line order, every cell
 * made text by the database where it can (times, address, specifications). Built once for each
 * shape of filter, its values placeholders.
 */
function batchStatement(filter: OrderFilterValue, first: boolean): SQL {
  const o = orders;
  const i = orderItems;
  const cursor = first
    ? undefined
    : sql`(${o.createdAt}, ${o.id}) < (${asPlaceholder('at', '')}::timestamptz, ${asPlaceholder('after', 0)})`;
  const where = and(eq(o.shopId, asPlaceholder('shop', '')), ...filterWhere(filter, asPlaceholder), cursor);
  const address = (part: string) => sql`nullif(${o.address}->>${sql.raw(`'${part}'`)}, '')`;
  // The page of orders goes by the table's own name, so the columns below read it.
  // Satang to baht as float8: the double nearest the exact quotient, as JS's division gives it.
  const baht = (column: AnyPgColumn) => sql`(${column} / 100.0)::float8`;
  return sql`select ${o.id}::text as "orderId", ${o.createdAt}::text as at, ${sheetTime(o.createdAt)} as "createdAt",
      ${o.status} as status, ${o.buyerNickname} as buyer, ${o.payMethod} as "payMethod",
      coalesce(${o.paySerial}, '') as "paySerial", ${sheetTime(o.paidAt)} as "paidAt",
      ${baht(o.freightAmount)} as freight, ${baht(o.discountAmount)} as discount, ${baht(o.totalAmount)} as total,
      ${o.carrierCode} as "carrierCode", '' as carrier, coalesce(${o.waybillNo}, '') as "waybillNo",
      ${o.address}->>'name' as receiver, ${o.address}->>'phone' as phone,
      concat_ws(' ', ${address('detail')}, ${address('subDistrict')}, ${address('district')}, ${address('province')},
        ${address('zipCode')}) as address,
      ${o.buyerRemark} as "buyerRemark",
      ${i.lineNo} as "lineNo", ${i.title} as title,
      coalesce((select string_agg(e.v, ' / ' order by e.n)
        from jsonb_array_elements_text(${i.specValues}) with ordinality as e(v, n)), '') as specs,
      ${i.skuCode} as "skuCode", ${baht(i.unitPrice)} as "unitPrice", ${i.quantity} as quantity,
      ${baht(i.lineAmount)} as "lineAmount"
    from (select * from ${o} where ${where} order by ${o.createdAt} desc, ${o.id} desc
      limit ${limitInText(ORDERS_PER_BATCH)}) as ${o}
    join ${i} on ${i.shopId} = ${o.shopId} and ${i.orderId} = ${o.id}
    order by ${o.createdAt} desc, ${o.id} desc, ${i.lineNo}`;
}

/**
 * The sheet's rows a batch at a time, by keyset on (created_at, id). The next batch is asked for
 * (on another connection of the pool) before this one is handed on, so the database reads it while
 * the sheet writes this one.
 */
async function* rowsOf(shop: ShopScope, filter: OrderFilterValue, locale: Locale) {
  const shape = JSON.stringify(filterShape(filter));
  const fetch = (after: { at: string; id: string } | null) =>
    executeBuilt<LineRow>(
      shop.tx,
      built.of(`${shape}${after ? ':after' : ''}`, () => batchStatement(filter, after === null)),
      placeholderValues({ shop: shop.shopId, at: after?.at, after: after?.id }, (bind) => filterWhere(filter, bind)),
    );
  let next: Promise<LineRow[]> | null = fetch(null);
  try {
    while (next) {
      const lines: LineRow[] = await next;
      const last = lines.at(-1);
      let ordersRead = 0;
      for (let k = 0; k < lines.length; k++) {
        if (k === 0 || lines[k]?.orderId !== lines[k - 1]?.orderId) ordersRead++;
      }
      next = last && ordersRead === ORDERS_PER_BATCH ? fetch({ at: last.at, id: last.orderId }) : null;
      // A batch not read on (the export stopped) must not fail unheard.
      next?.catch(() => undefined);
      for (const l of lines) {
        l.status = STATUS[l.status]?.[locale] ?? l.status;
        l.payMethod = PAY[l.payMethod]?.[locale] ?? l.payMethod;
        l.carrier = l.carrierCode ? (carrierOf(l.carrierCode)?.name ?? l.carrierCode) : '';
      }
      yield lines satisfies Record<string, ExportCell>[];
    }
  } finally {
    await next?.catch(() => undefined);
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
