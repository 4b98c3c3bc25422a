import { and, eq, gte, sql } from 'drizzle-orm';
import { bangkokDay } from '../../bangkok-time.ts';
import { newId } from '../../db/ids.ts';
import { adAccounts, adPlans, adTransactions } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';

// Every movement of an ad account's balance is one of the functions here, each writing the
// account and its transaction row in the caller's transaction: creditRecharge for a paid recharge,
// chargeClick for a click, moveBrandCost for a brand ad's days paid or given back. The balance never goes below 0: the debit is a
// conditional UPDATE (docs/architecture.md "Data rules"), and the plan's row is locked first, so
// concurrent clicks on one plan queue up and never spend past its budgets.

export type ChargeOutcome =
  | { charged: true; balanceAfter: number }
  | { charged: false; reason: 'notRunning' | 'budgetUsedUp' | 'balance' };

/** Credits a paid recharge to the account and records it. */
export async function creditRecharge(shop: ShopScope, rechargeId: string, amount: number, now: Date): Promise<number> {
  const [row] = await shop
    .update(adAccounts, { balance: sql`${adAccounts.balance} + ${amount}` })
    .returning({ balance: adAccounts.balance });
  if (!row) throw new Error('recharge credited to a shop without an ad account');
  await shop.insert(adTransactions, [
    { id: newId(), kind: 'recharge', amount, balanceAfter: row.balance, rechargeId, at: now },
  ]);
  return row.balance;
}

/**
 * Charges one click of `price` satang on a plan's keyword: the plan must be running, its daily
 * budget (per Bangkok day) and total budget must cover the price, and the balance too. A budget
 * that cannot cover it marks the plan's budget used up; a balance that cannot stops the plan for
 * lack of balance (it continues after a recharge). Nothing is charged then.
 */
export async function chargeClick(
  shop: ShopScope,
  planId: string,
  keyword: string,
  price: number,
  now: Date,
): Promise<ChargeOutcome> {
  const [plan] = await shop.select(adPlans, eq(adPlans.id, planId)).forUpdate();
  if (plan?.status !== 'running' || plan.effectiveAt > now) return { charged: false, reason: 'notRunning' };
  const today = bangkokDay(now);
  const spentToday = plan.spentDay === today ? plan.spentToday : 0;
  const budgetUsed =
    plan.dailyBudget - spentToday < price
      ? 'daily'
      : plan.totalBudget !== null && plan.totalBudget - plan.spentTotal < price
        ? 'total'
        : null;
  if (budgetUsed) {
    await shop.update(
      adPlans,
      { status: 'budgetUsedUp', budgetUsed, spentToday, spentDay: today, updatedAt: now },
      eq(adPlans.id, planId),
    );
    return { charged: false, reason: 'budgetUsedUp' };
  }
  const [account] = await shop
    .update(adAccounts, { balance: sql`${adAccounts.balance} - ${price}` }, gte(adAccounts.balance, price))
    .returning({ balance: adAccounts.balance });
  if (!account) {
    await shop.update(
      adPlans,
      { status: 'stopped', stopReason: 'balance', updatedAt: now },
      and(eq(adPlans.id, planId), eq(adPlans.status, 'running')),
    );
    return { charged: false, reason: 'balance' };
  }
  await shop.update(
    adPlans,
    { spentToday: spentToday + price, spentDay: today, spentTotal: plan.spentTotal + price, updatedAt: now },
    eq(adPlans.id, planId),
  );
  await shop.insert(adTransactions, [
    { id: newId(), kind: 'click', amount: -price, balanceAfter: account.balance, planId, keyword, at: now },
  ]);
  return { charged: true, balanceAfter: account.balance };
}

/**
 * Takes a brand ad's cost from the balance (kind 'brand'; false and nothing taken when the balance
 * cannot pay it) or gives it back (kind 'brandRefund').
 */
export async function moveBrandCost(
  shop: ShopScope,
  brandAdId: string,
  kind: 'brand' | 'brandRefund',
  cost: number,
  now: Date,
): Promise<boolean> {
  if (cost === 0) return true;
  const amount = kind === 'brand' ? -cost : cost;
  const [account] = await shop
    .update(
      adAccounts,
      { balance: sql`${adAccounts.balance} + ${amount}` },
      kind === 'brand' ? gte(adAccounts.balance, cost) : undefined,
    )
    .returning({ balance: adAccounts.balance });
  if (!account) return false;
  await shop.insert(adTransactions, [{ id: newId(), kind, amount, balanceAfter: account.balance, brandAdId, at: now }]);
  return true;
}
