import { AD_RECHARGE_MAX_SATANG, type AdRechargeStatus } from '@sc/contract/advertising.ts';
import type { AdTransactionView } from '@sc/contract/calls/advertising.ts';
import { desc, eq, sql } from 'drizzle-orm';
import { recentlyAuthenticated } from '../../auth/recent-authentication.ts';
import { bangkokDay } from '../../bangkok-time.ts';
import { newId } from '../../db/ids.ts';
import { toNumber } from '../../db/numbers.ts';
import { adAccounts, adPlans, adRecharges, adTransactions } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { BizError, notFound } from '../../errors.ts';
import { creditRecharge } from './ledger.ts';

// The shop's ad account (/activityreport/open, shopDetails, result, transactionRecords): opened
// once, recharged through the marketplace's payment (a recharge waits as paying until the payment
// answers, /oms/mkt/adv/recharge/settle or the payment's sweep), its movements listed.

export const baht = (satang: number) => satang / 100;

export async function accountRow(shop: ShopScope, lock = false) {
  const q = shop.select(adAccounts);
  const [row] = lock ? await q.forUpdate() : await q;
  return row;
}

/** The account, refusing when the shop has not opened one. */
export async function openAccountOf(shop: ShopScope, lock = false) {
  const row = await accountRow(shop, lock);
  if (!row) throw new BizError('VALIDATION_FAILED', 'advAccountNotOpen');
  return row;
}

export async function accountView(shop: ShopScope, now: Date) {
  const row = await accountRow(shop);
  const today = bangkokDay(now);
  const [sums] = await shop.pick(adPlans, {
    spentToday:
      sql`coalesce(sum(case when ${adPlans.spentDay} = ${today} then ${adPlans.spentToday} else 0 end), 0)`.mapWith(
        toNumber,
      ),
    running: sql`count(*) filter (where ${adPlans.status} = 'running')`.mapWith(toNumber),
    stoppedForBalance:
      sql`count(*) filter (where ${adPlans.status} = 'stopped' and ${adPlans.stopReason} = 'balance')`.mapWith(
        toNumber,
      ),
  });
  return {
    opened: row ? ('y' as const) : ('n' as const),
    openedAt: row ? row.openedAt.toISOString() : null,
    balance: baht(row?.balance ?? 0),
    spentToday: baht(sums?.spentToday ?? 0),
    runningPlans: sums?.running ?? 0,
    stoppedForBalance: sums?.stoppedForBalance ?? 0,
  };
}

export async function openAccount(shop: ShopScope, userId: string, now: Date) {
  const [made] = await shop
    .insert(adAccounts, [{ balance: 0, openedBy: userId, openedAt: now }])
    .onConflictDoNothing()
    .returning({ shopId: adAccounts.shopId });
  if (!made) throw new BizError('VALIDATION_FAILED', 'advAccountAlreadyOpen');
  return accountView(shop, now);
}

type RechargeRow = typeof adRecharges.$inferSelect;

async function rechargeView(shop: ShopScope, r: RechargeRow) {
  const account = await accountRow(shop);
  return {
    rechargeId: r.id,
    amount: baht(r.amount),
    status: r.status as AdRechargeStatus,
    createdAt: r.createdAt.toISOString(),
    settledAt: r.settledAt?.toISOString() ?? null,
    balance: baht(account?.balance ?? 0),
  };
}

/**
 * A recharge sent to the payment (catalogue §7 "account recharge"): above 0 (§8 "recharge amount
 * cannot be zero"), at most AD_RECHARGE_MAX_SATANG, by a session that confirmed a mailed code for
 * the reason (product-spec §3: the reason travels in the session context).
 */
export async function requestRecharge(
  shop: ShopScope,
  session: { tokenHash: string; userId: string },
  input: { amount: number; authorizationReason: string },
  now: Date,
) {
  if (input.amount <= 0) throw new BizError('VALIDATION_FAILED', 'advRechargeZero');
  if (input.amount > AD_RECHARGE_MAX_SATANG)
    throw new BizError('VALIDATION_FAILED', 'advRechargeMax', { max: (AD_RECHARGE_MAX_SATANG / 100).toFixed(2) });
  await openAccountOf(shop);
  if (!(await recentlyAuthenticated(shop.tx, session.tokenHash, input.authorizationReason, now)))
    throw new BizError('VALIDATION_FAILED', 'advRechargeAuthorize');
  const row: RechargeRow = {
    shopId: shop.shopId,
    id: newId(),
    amount: input.amount,
    status: 'paying',
    createdBy: session.userId,
    createdAt: now,
    settledAt: null,
  };
  await shop.insert(adRecharges, [row]);
  return rechargeView(shop, row);
}

export async function rechargeStatus(shop: ShopScope, rechargeId: string) {
  const row = await shop.first(adRecharges, eq(adRecharges.id, rechargeId));
  if (!row) throw notFound();
  return rechargeView(shop, row);
}

/** The payment's answer to a paying recharge: paid credits the account, failed changes nothing. */
export async function settleRecharge(shop: ShopScope, rechargeId: string, outcome: 'paid' | 'failed', now: Date) {
  const [row] = await shop.select(adRecharges, eq(adRecharges.id, rechargeId)).forUpdate();
  if (!row) throw notFound();
  if (row.status !== 'paying') throw new BizError('VALIDATION_FAILED', 'advRechargeSettled');
  await shop.update(adRecharges, { status: outcome, settledAt: now }, eq(adRecharges.id, rechargeId));
  if (outcome === 'paid') await creditRecharge(shop, rechargeId, row.amount, now);
  return rechargeView(shop, { ...row, status: outcome, settledAt: now });
}

/** The recharges still waiting for the payment, oldest first (the platform's own cross-shop list). */
export async function payingRecharges(tx: ShopScope['tx'], limit: number) {
  return tx
    .select({ shopId: adRecharges.shopId, id: adRecharges.id })
    .from(adRecharges)
    .where(eq(adRecharges.status, 'paying'))
    .orderBy(adRecharges.createdAt)
    .limit(limit);
}

export async function listTransactions(
  shop: ShopScope,
  kind: AdTransactionView['kind'] | null,
  page: { pageNum: number; pageSize: number },
) {
  const cond = kind ? eq(adTransactions.kind, kind) : undefined;
  const rows = await shop
    .pick(
      adTransactions,
      {
        id: adTransactions.id,
        kind: adTransactions.kind,
        amount: adTransactions.amount,
        balanceAfter: adTransactions.balanceAfter,
        planId: adTransactions.planId,
        keyword: adTransactions.keyword,
        at: adTransactions.at,
        // The plan's name, matched on the transaction's shop by hand.
        planName: sql<
          string | null
        >`(select p.name from ad_plans p where p.shop_id = ad_transactions.shop_id and p.id = ad_transactions.plan_id)`,
      },
      cond,
    )
    .orderBy(desc(adTransactions.at), desc(adTransactions.id))
    .limit(page.pageSize)
    .offset((page.pageNum - 1) * page.pageSize);
  const list: AdTransactionView[] = rows.map((r) => ({
    transactionId: r.id,
    kind: r.kind as AdTransactionView['kind'],
    amount: baht(r.amount),
    balanceAfter: baht(r.balanceAfter),
    planId: r.planId,
    planName: r.planName,
    keyword: r.keyword,
    at: r.at.toISOString(),
  }));
  return { list, page: { ...page, count: await shop.count(adTransactions, cond) } };
}
