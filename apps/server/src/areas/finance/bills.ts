import type { BillView } from '@sc/contract/calls/finance.ts';
import {
  BILL_AUDIT_WORKING_DAYS,
  BILL_PAYOUT_WORKING_DAYS,
  BILL_REASON_MAX,
  BILL_TO_BE_SETTLED,
  type BillStatus,
} from '@sc/contract/finance.ts';
import { and, desc, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import { BANGKOK_OFFSET_MS, bangkokMinute, bangkokMonthBounds } from '../../bangkok-time.ts';
import type { Db, Tx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { toNumber } from '../../db/numbers.ts';
import { bills, ledgerLines } from '../../db/schema.ts';
import { ShopScope } from '../../db/tenant.ts';
import { BizError, notFound } from '../../errors.ts';
import { ledgerBalance } from '../../ledger/ledger.ts';
import { addWorkingDays } from '../orders/index.ts';

// Bills (catalogue §7 "Bills", §4 "Bills: to be settled, settled"): a bill holds one shop's ledger
// lines of one bill cycle (BILL_CYCLE, a Bangkok calendar month) that were on no bill yet, and its
// amount is their sum. It is built once its cycle is over (the timer, or the simulator's
// /oms/mkt/bill/build); payouts are never on a bill (they pay bills). The merchant confirms or
// disputes it within BILL_AUDIT_WORKING_DAYS working days; not audited by then it counts as
// confirmed. A confirmed bill is settled (paid out) to the default receiving account, due within
// BILL_PAYOUT_WORKING_DAYS working days of its building; a bill below 0 cannot start settlement
// (catalogue §8).

export type BillRow = typeof bills.$inferSelect;

export const baht = (satang: number) => satang / 100;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentBill(b: BillRow): BillView {
  return {
    billId: b.id,
    periodStart: b.periodStart,
    periodEnd: b.periodEnd,
    status: b.status as BillStatus,
    amount: baht(b.amount),
    lineCount: b.lineCount,
    builtAt: b.builtAt.toISOString(),
    auditDeadline: b.auditDeadline.toISOString(),
    payDeadline: b.payDeadline.toISOString(),
    auditedAt: iso(b.auditedAt),
    autoConfirmed: b.autoConfirmed,
    disputeReason: b.disputeReason,
    settledAt: iso(b.settledAt),
    payoutAccount: b.payoutAccount,
  };
}

/** The first Bangkok day of the month after the Bangkok month that `day` ('2026-10-01') is in. */
function nextMonthDay(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(y, m, 1));
  return next.toISOString().slice(0, 10);
}

/**
 * Builds the bills due at `now`: every shop's lines of a closed cycle (before this Bangkok month)
 * that are on no bill become one bill per shop and cycle. A shop's building holds an advisory lock
 * so two runs never build one cycle twice; a line is on one bill at most (bill_lines' key).
 */
export async function buildBills(db: Db | Tx, now: Date): Promise<number> {
  const { start } = bangkokMonthBounds(now);
  const due = (await db.execute(sql`
    select l.shop_id as "shopId",
      to_char(l.at at time zone 'Asia/Bangkok', 'YYYY-MM') || '-01' as "periodStart"
    from ledger_lines l
    where l.at < ${start.toISOString()}::timestamptz and l.kind <> 'payout'
      and not exists (select 1 from bill_lines b where b.line_id = l.id)
    group by 1, 2
    order by 1, 2
  `)) as unknown as { rows: { shopId: string; periodStart: string }[] };
  let built = 0;
  for (const { shopId, periodStart } of due.rows) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`bills:${shopId}`}))`);
    if (await buildOne(db as Tx, shopId, periodStart, now)) built += 1;
  }
  return built;
}

async function buildOne(tx: Tx, shopId: string, periodStart: string, now: Date): Promise<boolean> {
  const periodEnd = nextMonthDay(periodStart);
  const from = new Date(new Date(`${periodStart}T00:00:00Z`).getTime() - BANGKOK_OFFSET_MS);
  const to = new Date(new Date(`${periodEnd}T00:00:00Z`).getTime() - BANGKOK_OFFSET_MS);
  const billId = newId();
  // The lines of the shop in the cycle on no bill; ledger_lines and bill_lines are matched on the
  // shop by hand.
  const taken = (await tx.execute(sql`
    insert into bill_lines (shop_id, bill_id, line_id)
    select l.shop_id, ${billId}, l.id from ledger_lines l
    where l.shop_id = ${shopId} and l.at >= ${from.toISOString()}::timestamptz and l.at < ${to.toISOString()}::timestamptz
      and l.kind <> 'payout'
      and not exists (select 1 from bill_lines b where b.line_id = l.id)
    on conflict do nothing
    returning line_id
  `)) as unknown as { rows: unknown[] };
  if (taken.rows.length === 0) return false;
  const [sum] = await new ShopScope(tx, shopId).pick(
    ledgerLines,
    {
      amount: sql<number>`coalesce(sum(${ledgerLines.amount}), 0)`.mapWith(toNumber),
      n: sql<number>`count(*)`.mapWith(toNumber),
    },
    sql`${ledgerLines.id} in (select bl.line_id from bill_lines bl where bl.shop_id = ${shopId} and bl.bill_id = ${billId})`,
  );
  await new ShopScope(tx, shopId).insert(bills, [
    {
      id: billId,
      periodStart,
      periodEnd,
      status: 'pending_audit',
      amount: sum?.amount ?? 0,
      lineCount: sum?.n ?? 0,
      builtAt: now,
      auditDeadline: addWorkingDays(now, BILL_AUDIT_WORKING_DAYS),
      payDeadline: addWorkingDays(now, BILL_PAYOUT_WORKING_DAYS),
    },
  ]);
  return true;
}

/** Bills not audited by their deadline count as confirmed. */
export async function confirmOverdue(db: Db | Tx, now: Date): Promise<number> {
  const rows = await db
    .update(bills)
    .set({ status: 'confirmed', autoConfirmed: true, auditedAt: now })
    .where(and(inArray(bills.status, ['pending_audit', 'disputed']), lte(bills.auditDeadline, now)))
    .returning({ id: bills.id });
  return rows.length;
}

/** The bill timer: build what is due, then confirm what is overdue. */
export async function runBills(db: Db, now: Date): Promise<number> {
  return (await buildBills(db, now)) + (await confirmOverdue(db, now));
}

export async function billOf(shop: ShopScope, billId: string, lock = false): Promise<BillRow> {
  const q = shop.select(bills, eq(bills.id, billId));
  const [row] = await (lock ? q.forUpdate() : q);
  if (!row) throw notFound();
  return row;
}

/** The bills of a tab, newest cycle first, with the shop's balance and what is on no bill yet. */
export async function listBills(
  shop: ShopScope,
  tab: 'to_be_settled' | 'settled' | 'all',
  page: { pageNum: number; pageSize: number },
) {
  const which =
    tab === 'all'
      ? undefined
      : tab === 'settled'
        ? eq(bills.status, 'settled')
        : inArray(bills.status, [...BILL_TO_BE_SETTLED]);
  const rows = await shop
    .select(bills, which)
    .orderBy(desc(bills.periodStart), desc(bills.builtAt))
    .limit(page.pageSize)
    .offset((page.pageNum - 1) * page.pageSize);
  const toBeSettled = await shop.count(bills, inArray(bills.status, [...BILL_TO_BE_SETTLED]));
  const settled = await shop.count(bills, eq(bills.status, 'settled'));
  const count = tab === 'all' ? toBeSettled + settled : tab === 'settled' ? settled : toBeSettled;
  const [unbilled] = await shop.pick(
    ledgerLines,
    { amount: sql<number>`coalesce(sum(${ledgerLines.amount}), 0)`.mapWith(toNumber) },
    and(
      notInArray(ledgerLines.kind, ['payout']),
      sql`not exists (select 1 from bill_lines b where b.line_id = ledger_lines.id)`,
    ),
  );
  return {
    list: rows.map(presentBill),
    page: { ...page, count },
    balance: baht(await ledgerBalance(shop.tx, shop.shopId)),
    unbilled: baht(unbilled?.amount ?? 0),
    counts: { to_be_settled: toBeSettled, settled },
  };
}

/** The merchant confirms or disputes a bill within its audit window. */
export async function auditBill(
  shop: ShopScope,
  billId: string,
  action: 'confirm' | 'dispute',
  reason: string,
  now: Date,
): Promise<BillRow> {
  const bill = await billOf(shop, billId, true);
  if (bill.status === 'confirmed' || bill.status === 'settled') throw new BizError('RULE_VIOLATED', 'billNotAuditable');
  if (now >= bill.auditDeadline)
    throw new BizError('RULE_VIOLATED', 'billAuditWindowClosed', { deadline: bangkokMinute(bill.auditDeadline) });
  if (action === 'dispute') {
    if (bill.status === 'disputed') throw new BizError('RULE_VIOLATED', 'billAlreadyDisputed');
    if (reason.length === 0 || reason.length > BILL_REASON_MAX)
      throw new BizError('RULE_VIOLATED', 'billDisputeReasonRequired', { max: BILL_REASON_MAX });
  }
  const set =
    action === 'confirm'
      ? { status: 'confirmed', auditedAt: now }
      : { status: 'disputed', disputeReason: reason, disputedAt: now };
  const [row] = await shop.update(bills, set, eq(bills.id, billId)).returning();
  if (!row) throw notFound();
  return row;
}
