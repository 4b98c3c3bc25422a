import type { CashbackRecordView } from '@sc/contract/calls/cashback.ts';
import {
  CASHBACK_AFTER_RECEIPT_DAYS,
  CASHBACK_RECORD_STATE,
  type CashbackRecordState,
  type CashbackRecordTab,
  settlementAt,
} from '@sc/contract/cashback.ts';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { toNumber } from '../../db/numbers.ts';
import { cashbackRecords, cashbackRules, orders } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';

// The records tab of /promotion/cashback: each order's cashback, its state, when it is due
// (receipt + CASHBACK_AFTER_RECEIPT_DAYS) and the month end that settles it.

const DAY_MS = 24 * 60 * 60 * 1000;
const baht = (satang: number) => satang / 100;

export async function listCashbackRecords(
  shop: ShopScope,
  input: { tab: CashbackRecordTab; orderId: string; pageNum: number; pageSize: number },
) {
  const where = and(
    input.tab === 'all' ? undefined : eq(cashbackRecords.state, input.tab),
    input.orderId ? eq(cashbackRecords.orderId, Number(input.orderId)) : undefined,
  );
  // Joined by hand on the shop columns: a record, its rule and its order are one shop's.
  const rows = await shop.tx
    .select({
      r: cashbackRecords,
      ruleName: cashbackRules.name,
      buyerNickname: orders.buyerNickname,
      signedAt: orders.signedAt,
    })
    .from(cashbackRecords)
    .innerJoin(
      cashbackRules,
      and(eq(cashbackRules.shopId, cashbackRecords.shopId), eq(cashbackRules.id, cashbackRecords.cashbackId)),
    )
    .innerJoin(orders, and(eq(orders.shopId, cashbackRecords.shopId), eq(orders.id, cashbackRecords.orderId)))
    .where(shop.where(cashbackRecords, where))
    .orderBy(desc(cashbackRecords.createdAt), desc(cashbackRecords.orderId))
    .limit(input.pageSize)
    .offset((input.pageNum - 1) * input.pageSize);
  const total = await shop.count(cashbackRecords, where);
  const fields = Object.fromEntries(
    CASHBACK_RECORD_STATE.map((st) => [
      st,
      sql<number>`count(*) filter (where ${cashbackRecords.state} = ${st})`.mapWith(toNumber),
    ]),
  ) as Record<CashbackRecordState, SQL<number>>;
  const [byState] = await shop.pick(cashbackRecords, fields);
  const tabCounts = { all: 0 } as Record<CashbackRecordTab, number>;
  for (const st of CASHBACK_RECORD_STATE) {
    tabCounts[st] = byState?.[st] ?? 0;
    tabCounts.all += tabCounts[st];
  }
  const list: CashbackRecordView[] = rows.map(({ r, ruleName, buyerNickname, signedAt }) => {
    const due = signedAt ? new Date(signedAt.getTime() + CASHBACK_AFTER_RECEIPT_DAYS * DAY_MS) : null;
    return {
      recordId: r.id,
      cashbackId: r.cashbackId,
      ruleName,
      orderId: String(r.orderId),
      buyerNickname,
      spend: baht(r.spend),
      amount: baht(r.amount),
      state: r.state as CashbackRecordState,
      receivedAt: signedAt?.toISOString() ?? null,
      dueAt: due?.toISOString() ?? null,
      settlesAt: due && r.state === 'pending' ? settlementAt(due).toISOString() : null,
      settledAt: r.settledAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    };
  });
  return { list, page: { pageNum: input.pageNum, pageSize: input.pageSize, count: total }, tabCounts };
}
