import { EXPORT_BATCH_ROWS } from '@sc/contract/calls/downloads.ts';
import { type TradeFilter, tradeFilter } from '@sc/contract/calls/finance.ts';
import { FUNC } from '@sc/contract/func-codes.ts';
import { byLocale, type Locale, texts } from '@sc/contract/locale.ts';
import { count, desc, lt, sql } from 'drizzle-orm';
import { toNumber } from '../../db/numbers.ts';
import { ledgerLines } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { columnsIn, type ExportCell, type LocalisedColumn, sheetTime } from '../../sheets/columns.ts';
import { defineExportKind } from '../downloads/index.ts';
import { tradeWhere } from './day-totals.ts';

// The money lines of /finance/merchant/trade/list as a sheet through the download centre: the
// list's filter, newest first (by line number, which grows with time), in the requester's language.

export const KIND_TEXT: Record<string, ReturnType<typeof texts>> = {
  payment: texts('ยอดชำระ', 'Payment', '货款'),
  commission: texts('ค่าคอมมิชชัน', 'Commission', '佣金'),
  fee: texts('ค่าธรรมเนียมชำระเงิน', 'Payment fee', '支付手续费'),
  freight: texts('ค่าขนส่ง', 'Freight', '运费'),
  refund: texts('คืนเงิน', 'Refund', '退款'),
  subsidy: texts('เงินสนับสนุน', 'Subsidy', '补贴'),
  adjustment: texts('ปรับปรุงยอด', 'Adjustment', '调整'),
  payout: texts('โอนเงินออก', 'Payout', '打款'),
  reversal: texts('กลับรายการ', 'Reversal', '冲正'),
  carrier: texts('ค่าบริการขนส่ง', 'Carrier charge', '承运商运费'),
};

/** The notes the ledger writes as keys (a campaign subsidy, a carrier's leg), read in the sheet's language. */
const NOTE_TEXT: Record<string, ReturnType<typeof texts>> = {
  platform_campaign: texts('แคมเปญของแพลตฟอร์ม', 'Platform campaign', '平台活动'),
  out: texts('ส่งถึงผู้ซื้อ', 'Carried to the buyer', '送往买家'),
  back: texts('ตีกลับถึงร้าน', 'Carried back to the shop', '退回店铺'),
};

const COLUMNS: LocalisedColumn[] = [
  { key: 'lineId', header: texts('เลขที่รายการ', 'Line', '流水号'), width: 14 },
  { key: 'at', header: texts('เวลา', 'Time', '时间'), width: 20 },
  { key: 'kind', header: texts('ประเภท', 'Kind', '类型'), width: 18 },
  { key: 'amount', header: texts('ยอดเงิน (บาท)', 'Amount (baht)', '金额（泰铢）'), width: 14, numFmt: '#,##0.00' },
  { key: 'orderId', header: texts('คำสั่งซื้อ', 'Order', '订单'), width: 18 },
  { key: 'billId', header: texts('บิล', 'Bill', '账单'), width: 34 },
  { key: 'ref', header: texts('อ้างอิง', 'Reference', '参考'), width: 28 },
  { key: 'note', header: texts('หมายเหตุ', 'Note', '备注'), width: 30 },
];

const fields = {
  id: ledgerLines.id,
  at: sheetTime(ledgerLines.at),
  kind: ledgerLines.kind,
  amount: ledgerLines.amount,
  orderId: ledgerLines.orderId,
  ref: ledgerLines.ref,
  note: ledgerLines.note,
  billId: sql<
    string | null
  >`(select bl.bill_id from bill_lines bl where bl.shop_id = ledger_lines.shop_id and bl.line_id = ledger_lines.id)`,
};

async function* rowsOf(shop: ShopScope, filter: TradeFilter, locale: Locale) {
  let after: number | null = null;
  for (;;) {
    const page = await shop.tx
      .select(fields)
      .from(ledgerLines)
      .where(shop.where(ledgerLines, tradeWhere(filter), after === null ? undefined : lt(ledgerLines.id, after)))
      .orderBy(desc(ledgerLines.id))
      .limit(EXPORT_BATCH_ROWS);
    if (page.length === 0) break;
    after = page[page.length - 1]?.id ?? null;
    yield page.map(
      (l): Record<string, ExportCell> => ({
        lineId: String(l.id),
        at: l.at,
        kind: KIND_TEXT[l.kind]?.[locale] ?? l.kind,
        amount: l.amount / 100,
        orderId: l.orderId === null ? '' : String(l.orderId),
        billId: l.billId ?? '',
        ref: l.ref,
        note: NOTE_TEXT[l.note]?.[locale] ?? l.note,
      }),
    );
    if (page.length < EXPORT_BATCH_ROWS) break;
  }
}

export const tradeExport = defineExportKind<TradeFilter>({
  kind: 'finance-trades',
  func: FUNC.merchantTransactions,
  params: tradeFilter,
  fileName: (locale) => byLocale(locale, 'รายการธุรกรรม', 'Merchant transactions', '商户交易'),
  columns: (locale) => columnsIn(COLUMNS, locale),
  async count(shop, filter) {
    const [row] = await shop.tx
      .select({ n: count() })
      .from(ledgerLines)
      .where(shop.where(ledgerLines, tradeWhere(filter)));
    return toNumber(row?.n);
  },
  batches: rowsOf,
});
