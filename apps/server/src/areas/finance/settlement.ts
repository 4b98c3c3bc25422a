import { BATCH_SETTLE_MAX } from '@sc/contract/finance.ts';
import { fillParams, type Locale } from '@sc/contract/locale.ts';
import { messages } from '@sc/contract/messages.ts';
import { eq, inArray } from 'drizzle-orm';
import { bills } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { BizError, notFound } from '../../errors.ts';
import { postLedger } from '../../ledger/ledger.ts';
import { accountLabel, defaultAccount } from './accounts.ts';
import { type BillRow, baht, presentBill } from './bills.ts';

// Batch settlement (catalogue §7 "batch settlement and trial calculation"): the trial tells, for
// each chosen bill, whether it can be settled and the total; the settlement pays the confirmed
// bills out to the default receiving account, one payout line each, all or none. A bill below 0
// cannot start settlement (catalogue §8).

type Refusal = { key: 'billBelowZero' | 'billNotConfirmed' | 'billAlreadySettled'; billId: string };

function refusalOf(b: BillRow): Refusal | null {
  if (b.status === 'settled') return { key: 'billAlreadySettled', billId: b.id };
  if (b.status !== 'confirmed') return { key: 'billNotConfirmed', billId: b.id };
  if (b.amount < 0) return { key: 'billBelowZero', billId: b.id };
  return null;
}

async function chosen(shop: ShopScope, billIds: readonly string[], lock: boolean): Promise<BillRow[]> {
  const ids = [...new Set(billIds)];
  if (ids.length === 0 || ids.length > BATCH_SETTLE_MAX)
    throw new BizError('RULE_VIOLATED', 'billSettleNoneChosen', { max: BATCH_SETTLE_MAX });
  const q = shop.select(bills, inArray(bills.id, ids)).orderBy(bills.periodStart, bills.id);
  const rows = await (lock ? q.forUpdate() : q);
  if (rows.length !== ids.length) throw notFound();
  return rows;
}

export async function settleTrial(shop: ShopScope, billIds: readonly string[], locale: Locale) {
  const rows = await chosen(shop, billIds, false);
  const account = await defaultAccount(shop);
  const out = rows.map((b) => {
    const r = refusalOf(b);
    return {
      billId: b.id,
      periodStart: b.periodStart,
      amount: baht(b.amount),
      refusal: r ? fillParams(messages[r.key][locale], { bill: b.periodStart.slice(0, 7) }) : null,
    };
  });
  const total = rows.filter((b) => !refusalOf(b)).reduce((s, b) => s + b.amount, 0);
  return {
    rows: out,
    total: baht(total),
    account: account ? accountLabel(account) : null,
    settleable: account !== null && out.every((r) => r.refusal === null),
  };
}

export async function settleBatch(shop: ShopScope, billIds: readonly string[], now: Date) {
  const rows = await chosen(shop, billIds, true);
  for (const b of rows) {
    const r = refusalOf(b);
    if (r) throw new BizError('RULE_VIOLATED', r.key, { bill: b.periodStart.slice(0, 7) });
  }
  const account = await defaultAccount(shop);
  if (!account) throw new BizError('RULE_VIOLATED', 'billNoDefaultAccount');
  const label = accountLabel(account);
  const settled: BillRow[] = [];
  for (const b of rows) {
    const [line] = await postLedger(
      shop.tx,
      shop.shopId,
      [{ kind: 'payout', amount: -b.amount, ref: b.id, note: label }],
      now,
    );
    const [row] = await shop
      .update(
        bills,
        { status: 'settled', settledAt: now, payoutAccount: label, payoutLineId: line?.id ?? null },
        eq(bills.id, b.id),
      )
      .returning();
    if (row) settled.push(row);
  }
  return {
    settled: settled.map(presentBill),
    total: baht(settled.reduce((s, b) => s + b.amount, 0)),
    account: label,
  };
}
