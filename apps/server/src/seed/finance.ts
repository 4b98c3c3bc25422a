import { and, eq } from 'drizzle-orm';
import { auditBill, buildBills, raiseAdjustment, settleBatch } from '../areas/finance/index.ts';
import { bangkokMonthBounds } from '../bangkok-time.ts';
import type { Tx } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { bills, receivingAccounts } from '../db/schema.ts';
import { ShopScope } from '../db/tenant.ts';
import { type LedgerLineInput, postLedger } from '../ledger/ledger.ts';

// The demo shop's money: two receiving accounts (the default at KBANK), and bills in several
// states: three months ago settled, two months ago disputed, answered by an adjustment and then
// confirmed (to be settled), last month's (the demo orders placed then, and the adjustment)
// waiting for the merchant's audit. The earlier months' sales are posted as the month's totals.

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const monthBefore = (start: Date) => bangkokMonthBounds(new Date(start.getTime() - 1)).start;

/** A month's sales as totals: what the buyers paid, the commission and fee, and a refund. */
function monthTotals(sales: number, freight: number, refund: number): LedgerLineInput[] {
  const note = 'ยอดรวมของเดือน';
  return [
    { kind: 'payment', amount: sales, note },
    { kind: 'freight', amount: freight, note },
    { kind: 'commission', amount: -Math.round(sales * 0.05), note },
    { kind: 'fee', amount: -Math.round((sales + freight) * 0.02), note },
    { kind: 'refund', amount: -refund, note },
    { kind: 'commission', amount: Math.round(refund * 0.05), note },
  ];
}

async function billOfPeriod(shop: ShopScope, periodStart: Date): Promise<string | null> {
  const day = new Date(periodStart.getTime() + 7 * HOUR).toISOString().slice(0, 10);
  const [row] = await shop.pick(bills, { id: bills.id }, and(eq(bills.periodStart, day)));
  return row?.id ?? null;
}

export async function seedDemoFinance(tx: Tx, shopId: string, now: Date): Promise<void> {
  const shop = new ShopScope(tx, shopId);
  await shop.insert(receivingAccounts, [
    {
      id: newId(),
      holder: 'บริษัท เดโม ช็อป จำกัด',
      bankCode: 'KBANK',
      number: '0123456789',
      branch: 'สาขาสยามสแควร์',
      groupName: 'บัญชีหลัก',
      isDefault: true,
      createdAt: new Date(now.getTime() - 120 * DAY),
    },
    {
      id: newId(),
      holder: 'บริษัท เดโม ช็อป จำกัด',
      bankCode: 'SCB',
      number: '9876543210',
      branch: 'สาขาเซ็นทรัลเวิลด์',
      groupName: 'สำรอง',
      isDefault: false,
      createdAt: new Date(now.getTime() - 90 * DAY),
    },
  ]);
  const lastMonth = monthBefore(bangkokMonthBounds(now).start);
  const twoAgo = monthBefore(lastMonth);
  const threeAgo = monthBefore(twoAgo);
  await postLedger(tx, shopId, monthTotals(4_852_000, 96_000, 120_000), new Date(threeAgo.getTime() + 14 * DAY));
  await postLedger(tx, shopId, monthTotals(5_317_500, 104_500, 89_000), new Date(twoAgo.getTime() + 14 * DAY));
  // Three months ago: built on the 1st, confirmed and settled to the default account.
  await buildBills(tx, new Date(twoAgo.getTime() + HOUR));
  const settled = await billOfPeriod(shop, threeAgo);
  if (settled) {
    await auditBill(shop, settled, 'confirm', '', new Date(twoAgo.getTime() + 2 * DAY));
    await settleBatch(shop, [settled], new Date(twoAgo.getTime() + 5 * DAY));
  }
  // Two months ago: disputed, answered by an adjustment (on last month's bill), then confirmed.
  await buildBills(tx, new Date(lastMonth.getTime() + HOUR));
  const disputed = await billOfPeriod(shop, twoAgo);
  if (disputed) {
    await auditBill(shop, disputed, 'dispute', 'ค่าคอมมิชชันหมวดรองเท้าคิดเกิน', new Date(lastMonth.getTime() + DAY));
    await raiseAdjustment(
      shop,
      { direction: 'credit', amount: 35_000, reason: 'คืนค่าคอมมิชชันที่คิดเกิน', forBillId: disputed },
      new Date(lastMonth.getTime() + 3 * DAY),
    );
    await auditBill(shop, disputed, 'confirm', '', new Date(lastMonth.getTime() + 4 * DAY));
  }
  // Last month's, with the demo orders placed then: waiting for the audit.
  await buildBills(tx, now);
}
