import type { AfterSaleDeadline, AfterSaleReason, AfterSaleStatus, AfterSaleType } from '@sc/contract/after-sales.ts';
import { afterSaleFilter } from '@sc/contract/calls/after-sales.ts';
import { EXPORT_BATCH_ROWS } from '@sc/contract/calls/downloads.ts';
import { FUNC } from '@sc/contract/func-codes.ts';
import { byLocale, type Locale, type Texts, texts } from '@sc/contract/locale.ts';
import { count, type SQL, sql } from 'drizzle-orm';
import { toNumber } from '../../db/numbers.ts';
import { afterSales } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { columnsIn, type ExportCell, type LocalisedColumn, sheetTime } from '../../sheets/columns.ts';
import { defineExportKind } from '../downloads/index.ts';
import { type AfterSaleFilterValue, filterWhere, LIST_RUNS, runOrder, tabWhere } from './case-list.ts';

// The after-sale export of /order/aftersale (/oms/shop/after/sale/export/excel): every case the
// list's filter and tab match, one row per case, in the list's order (open cases by nearest
// deadline, then those waiting on the platform, then the final ones newest first), headers and
// labels in the requester's language as the list screen words them. Read by keyset a batch at a
// time, each run in the order of its index, so a large shop's cases never sit in memory at once.

const t = texts;
const MONEY = '#,##0.00';

const COLUMNS: LocalisedColumn[] = [
  { key: 'caseId', header: t('หมายเลขคำขอ', 'Request no.', '售后单号'), width: 16 },
  { key: 'orderId', header: t('หมายเลขคำสั่งซื้อ', 'Order no.', '订单号'), width: 16 },
  { key: 'type', header: t('ประเภท', 'Type', '售后类型'), width: 18 },
  { key: 'status', header: t('สถานะ', 'Status', '状态'), width: 22 },
  { key: 'reason', header: t('เหตุผล', 'Reason', '申请原因'), width: 24 },
  { key: 'buyer', header: t('ผู้ซื้อ', 'Buyer', '买家'), width: 18 },
  { key: 'quantity', header: t('จำนวน', 'Units', '数量'), width: 8 },
  { key: 'title', header: t('สินค้า', 'Product', '商品'), width: 36 },
  {
    key: 'refundAmount',
    header: t('ยอดขอคืนเงิน (บาท)', 'Refund asked (THB)', '申请退款（泰铢）'),
    width: 16,
    numFmt: MONEY,
  },
  { key: 'refundedAmount', header: t('คืนเงินแล้ว (บาท)', 'Refunded (THB)', '已退款（泰铢）'), width: 16, numFmt: MONEY },
  { key: 'appliedAt', header: t('วันที่ยื่นคำขอ', 'Applied', '申请时间'), width: 20 },
  { key: 'deadlineAt', header: t('กำหนดเวลา', 'Deadline', '截止时间'), width: 20 },
  { key: 'deadlineKind', header: t('กำหนดเวลาสำหรับ', 'Deadline for', '截止事项'), width: 22 },
];

const TYPE: Record<AfterSaleType, Texts> = {
  refund: t('คืนเงินเท่านั้น', 'Refund only', '仅退款'),
  return: t('คืนสินค้าและคืนเงิน', 'Return & refund', '退货退款'),
  exchange: t('เปลี่ยนสินค้า', 'Exchange', '换货'),
};

const STATUS: Record<AfterSaleStatus, Texts> = {
  pending: t('รอดำเนินการ', 'Pending', '待处理'),
  awaiting_return: t('รอผู้ซื้อส่งสินค้าคืน', 'Awaiting customer return', '待买家退货'),
  awaiting_receipt: t('รอคลังรับสินค้าคืน', 'Awaiting warehouse receipt', '待仓库收货'),
  agreed: t('ผู้ขายยอมรับแล้ว', 'Seller agreed', '卖家已同意'),
  rejected: t('ร้านค้าปฏิเสธ', 'Merchant rejected', '商家已拒绝'),
  intervening: t('แพลตฟอร์มเข้าตรวจสอบ', 'Platform intervening', '平台介入中'),
  judged: t('แพลตฟอร์มตัดสินแล้ว', 'Platform judged', '平台已判定'),
  appeal_passed: t('อุทธรณ์ผ่าน', 'Appeal passed', '申诉通过'),
  appeal_failed: t('อุทธรณ์ไม่ผ่าน', 'Appeal not passed', '申诉未通过'),
  success: t('สำเร็จ', 'Successful', '售后成功'),
  closed: t('ปิดแล้ว', 'Closed', '已关闭'),
  terminated: t('ยุติแล้ว', 'Terminated', '已终止'),
  revoked: t('ผู้ซื้อยกเลิกคำขอ', 'Revoked by buyer', '买家已撤销'),
  cancelled: t('ยกเลิกแล้ว', 'Cancelled', '已取消'),
};

/** An exchange the merchant agreed to waits to reship: the screen words it so, and so does the sheet. */
const EXCHANGE_AGREED = t('รอส่งสินค้าใหม่', 'Waiting to reship', '待补发换货');

const REASON: Record<AfterSaleReason, Texts> = {
  not_received: t('ไม่ได้รับสินค้า', 'Item not received', '未收到货'),
  damaged: t('สินค้าเสียหาย', 'Item damaged', '商品破损'),
  wrong_item: t('ได้รับสินค้าผิด', 'Wrong item sent', '发错货'),
  not_as_described: t('สินค้าไม่ตรงตามรายละเอียด', 'Not as described', '与描述不符'),
  missing_parts: t('ชิ้นส่วนหรืออุปกรณ์ไม่ครบ', 'Missing parts or accessories', '少件或缺配件'),
  quality: t('สินค้ามีปัญหาด้านคุณภาพ', 'Quality problem', '质量问题'),
  size_fit: t('ขนาดไม่พอดี', 'Size or fit', '尺码不合适'),
  changed_mind: t('เปลี่ยนใจ', 'Changed mind', '不想要了'),
};

const DEADLINE: Record<AfterSaleDeadline, Texts> = {
  respond: t('ตอบกลับภายใน', 'Respond by', '处理截止'),
  return: t('ผู้ซื้อส่งคืนภายใน', 'Buyer ships by', '买家寄回截止'),
  receive: t('ยืนยันรับคืนภายใน', 'Confirm receipt by', '确认收货截止'),
  reship: t('ส่งสินค้าใหม่ภายใน', 'Reship by', '补发截止'),
  dispute: t('ผู้ซื้อโต้แย้งได้ถึง', 'Buyer may dispute until', '买家可申请介入至'),
  intervention: t('แพลตฟอร์มตัดสินภายใน', 'Platform decides by', '平台判定截止'),
  appeal: t('อุทธรณ์ได้ถึง', 'Appeal by', '申诉截止'),
};

const label = <K extends string>(labels: Record<K, Texts>, code: string, locale: Locale) =>
  (labels as Record<string, Texts | undefined>)[code]?.[locale] ?? code;

/** The case columns the sheet shows, times made text by the database: no row objects. */
const caseFields = {
  id: afterSales.id,
  orderId: afterSales.orderId,
  type: afterSales.type,
  status: afterSales.status,
  reason: afterSales.reason,
  buyer: afterSales.buyerNickname,
  quantity: afterSales.quantity,
  title: afterSales.title,
  refundAmount: afterSales.refundAmount,
  refundedAmount: afterSales.refundedAmount,
  appliedAt: sheetTime(afterSales.appliedAt),
  deadlineAt: sheetTime(afterSales.deadlineAt),
  deadlineKind: afterSales.deadlineKind,
};

interface CaseFields {
  id: number;
  orderId: number;
  type: string;
  status: string;
  reason: string;
  buyer: string;
  quantity: number;
  title: string;
  refundAmount: number;
  refundedAmount: number;
  appliedAt: string;
  deadlineAt: string;
  deadlineKind: string | null;
}

function sheetRow(c: CaseFields, locale: Locale): Record<string, ExportCell> {
  return {
    caseId: String(c.id),
    orderId: String(c.orderId),
    type: label(TYPE, c.type, locale),
    status: c.type === 'exchange' && c.status === 'agreed' ? EXCHANGE_AGREED[locale] : label(STATUS, c.status, locale),
    reason: label(REASON, c.reason, locale),
    buyer: c.buyer,
    quantity: c.quantity,
    title: c.title,
    refundAmount: c.refundAmount / 100,
    refundedAmount: c.refundedAmount / 100,
    appliedAt: c.appliedAt,
    deadlineAt: c.deadlineAt,
    deadlineKind: c.deadlineKind ? label(DEADLINE, c.deadlineKind, locale) : '',
  };
}

/** The list's condition: its filter and its tab. */
const listWhere = (f: AfterSaleFilterValue): (SQL | undefined)[] => [...filterWhere(f), tabWhere(f.tab)];

async function* rowsOf(shop: ShopScope, filter: AfterSaleFilterValue, locale: Locale) {
  const where = listWhere(filter);
  // The list's runs in turn, each by keyset on (its time, id).
  for (const run of LIST_RUNS) {
    let after: { at: string; id: number } | null = null;
    // The cursor keeps the time as the database's text: a JS Date would drop its microseconds.
    const fields = { ...caseFields, key: sql<string>`${run.key}::text` };
    for (;;) {
      const cursor: SQL | undefined =
        after === null
          ? undefined
          : run.dir === 'asc'
            ? sql`(${run.key}, ${afterSales.id}) > (${after.at}::timestamptz, ${after.id})`
            : sql`(${run.key}, ${afterSales.id}) < (${after.at}::timestamptz, ${after.id})`;
      const page: (CaseFields & { key: string })[] = await shop.tx
        .select(fields)
        .from(afterSales)
        .where(shop.where(afterSales, ...where, run.only, cursor))
        .orderBy(...runOrder(run))
        .limit(EXPORT_BATCH_ROWS);
      if (page.length === 0) break;
      const last = page[page.length - 1];
      if (last) after = { at: last.key, id: last.id };
      yield page.map((c) => sheetRow(c, locale));
      if (page.length < EXPORT_BATCH_ROWS) break;
    }
  }
}

export const afterSaleExport = defineExportKind<AfterSaleFilterValue>({
  kind: 'after-sales',
  func: FUNC.afterSales,
  params: afterSaleFilter,
  fileName: (locale) => byLocale(locale, 'คำขอหลังการขาย', 'After-sales', '售后单'),
  columns: (locale) => columnsIn(COLUMNS, locale),
  async count(shop, filter) {
    const [row] = await shop.tx
      .select({ n: count() })
      .from(afterSales)
      .where(shop.where(afterSales, ...listWhere(filter)));
    return toNumber(row?.n);
  },
  batches: rowsOf,
});
