import {
  ACTIVITY_STATE,
  type ActivityState,
  type ActivityTab,
  STOPPABLE_ACTIVITY_STATE,
} from '@sc/contract/activities.ts';
import type { CashbackView } from '@sc/contract/calls/cashback.ts';
import { type CashbackReward, cashbackFor } from '@sc/contract/cashback.ts';
import { and, asc, desc, eq, gt, ilike, isNull, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import { newId } from '../../db/ids.ts';
import { containsPattern } from '../../db/like.ts';
import { toNumber } from '../../db/numbers.ts';
import { qualified } from '../../db/qualified.ts';
import { cashbackRecords, cashbackRules } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { BizError, notFound } from '../../errors.ts';
import type { CashbackData } from './cashback-rules.ts';
import { stateCounts } from './state-counts.ts';
import { windowState } from './window-state.ts';

// Cashback rules of a shop (/promotion/cashback): made, listed by state, changed while not started,
// stopped; at checkout an order reaching a running rule's minimum spend gets a pending record, its
// amount reserved from the budget by one conditional UPDATE (budget_used + amount ≤ budget), so
// however many buyers check out at once the budget is never passed. One rule runs at a time: a
// window overlapping another's (not stopped) is refused, naming it.

type Row = typeof cashbackRules.$inferSelect;

export function cashbackState(now: Date): SQL<ActivityState> {
  return windowState(cashbackRules, now);
}

/** Correlated by hand on both shop columns. */
const orderCount =
  sql<number>`(select count(*) from cashback_records r where r.shop_id = ${qualified(cashbackRules.shopId)} and r.cashback_id = ${qualified(cashbackRules.id)})`.mapWith(
    toNumber,
  );

type Listed = { rule: Row; state: ActivityState; orders: number };

const baht = (satang: number) => satang / 100;

export function presentCashback(r: Listed): CashbackView {
  const c = r.rule;
  const rewardType = c.rewardType as CashbackReward;
  return {
    cashbackId: c.id,
    name: c.name,
    minSpend: baht(c.minSpend),
    rewardType,
    reward: rewardType === 'amount' ? baht(c.reward) : c.reward,
    cap: c.cap === null ? null : baht(c.cap),
    budget: baht(c.budget),
    budgetUsed: baht(c.budgetUsed),
    startTime: c.startAt.toISOString(),
    endTime: c.endAt.toISOString(),
    state: r.state,
    orders: r.orders,
    stoppedAt: c.stoppedAt?.toISOString() ?? null,
    createdAt: c.createdAt.toISOString(),
  };
}

export async function cashbackOf(shop: ShopScope, id: string, now: Date): Promise<Listed> {
  const [row] = await shop
    .pick(
      cashbackRules,
      { rule: cashbackRules, state: cashbackState(now), orders: orderCount },
      eq(cashbackRules.id, id),
    )
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** Refuses a window overlapping another rule of the shop (not stopped); a per-shop lock orders two saves. */
async function refuseOverlap(shop: ShopScope, data: CashbackData, except: string | null) {
  await shop.tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cashback:${shop.shopId}`}))`);
  const [other] = await shop
    .pick(
      cashbackRules,
      { name: cashbackRules.name },
      and(
        isNull(cashbackRules.stoppedAt),
        lt(cashbackRules.startAt, data.endAt),
        gt(cashbackRules.endAt, data.startAt),
        except ? ne(cashbackRules.id, except) : undefined,
      ),
    )
    .orderBy(asc(cashbackRules.startAt))
    .limit(1);
  if (other) throw new BizError('RULE_VIOLATED', 'cashbackOverlap', { name: other.name });
}

const stored = (d: CashbackData) => ({
  name: d.name,
  minSpend: d.minSpend,
  rewardType: d.rewardType,
  reward: d.reward,
  cap: d.cap,
  budget: d.budget,
  startAt: d.startAt,
  endAt: d.endAt,
});

export async function createCashback(shop: ShopScope, data: CashbackData, userId: string, now: Date) {
  await refuseOverlap(shop, data, null);
  const id = newId();
  await shop.insert(cashbackRules, [{ id, ...stored(data), createdBy: userId, createdAt: now, updatedAt: now }]);
  return { cashbackId: id };
}

async function lockCashback(shop: ShopScope, id: string, now: Date) {
  const [locked] = await shop.pick(cashbackRules, { id: cashbackRules.id }, eq(cashbackRules.id, id)).forUpdate();
  if (!locked) throw notFound();
  return cashbackOf(shop, id, now);
}

export async function modifyCashback(shop: ShopScope, id: string, data: CashbackData, now: Date) {
  const row = await lockCashback(shop, id, now);
  if (row.state !== 'not_started') throw new BizError('RULE_VIOLATED', 'cashbackNotEditable');
  await refuseOverlap(shop, data, id);
  await shop.update(cashbackRules, { ...stored(data), updatedAt: now }, eq(cashbackRules.id, id));
  return { cashbackId: id };
}

export async function stopCashback(shop: ShopScope, id: string, now: Date) {
  const { state } = await lockCashback(shop, id, now);
  if (!(STOPPABLE_ACTIVITY_STATE as readonly ActivityState[]).includes(state)) {
    throw new BizError('RULE_VIOLATED', 'cashbackNotStoppable');
  }
  await shop.update(cashbackRules, { stoppedAt: now, updatedAt: now }, eq(cashbackRules.id, id));
  return { cashbackId: id, state: 'stopped' as const };
}

export async function listCashback(
  shop: ShopScope,
  input: { tab: ActivityTab; keyword: string; pageNum: number; pageSize: number },
  now: Date,
) {
  const state = cashbackState(now);
  const keyword = input.keyword ? ilike(cashbackRules.name, containsPattern(input.keyword)) : undefined;
  const where = and(input.tab === 'all' ? undefined : sql`${state} = ${input.tab}`, keyword);
  const rows = await shop
    .pick(cashbackRules, { rule: cashbackRules, state, orders: orderCount }, where)
    .orderBy(desc(cashbackRules.createdAt), desc(cashbackRules.id))
    .limit(input.pageSize)
    .offset((input.pageNum - 1) * input.pageSize);
  const total = await shop.count(cashbackRules, where);
  const tabCounts = await stateCounts(shop, cashbackRules, state, ACTIVITY_STATE);
  return {
    list: rows.map(presentCashback),
    page: { pageNum: input.pageNum, pageSize: input.pageSize, count: total },
    tabCounts,
  };
}

/**
 * Gives an order placed at `now` its cashback under the running rule, if its goods after discounts
 * (`spend`, satang) reach the minimum: the amount is reserved from the budget by one conditional
 * UPDATE, and the record is pending. An order the budget cannot cover in full gets none. Answers
 * the amount (satang), 0 when none.
 */
export async function grantCashback(
  shop: ShopScope,
  order: { orderId: number; buyerId: string; spend: number },
  now: Date,
): Promise<number> {
  const [rule] = await shop
    .select(
      cashbackRules,
      and(isNull(cashbackRules.stoppedAt), lte(cashbackRules.startAt, now), gt(cashbackRules.endAt, now)),
    )
    .orderBy(asc(cashbackRules.startAt))
    .limit(1);
  if (!rule) return 0;
  const amount = cashbackFor(
    { minSpend: rule.minSpend, rewardType: rule.rewardType as CashbackReward, reward: rule.reward, cap: rule.cap },
    order.spend,
  );
  if (amount <= 0) return 0;
  const [reserved] = await shop
    .update(
      cashbackRules,
      { budgetUsed: sql`${cashbackRules.budgetUsed} + ${amount}` },
      and(
        eq(cashbackRules.id, rule.id),
        isNull(cashbackRules.stoppedAt),
        sql`${cashbackRules.budgetUsed} + ${amount} <= ${cashbackRules.budget}`,
      ),
    )
    .returning({ id: cashbackRules.id });
  if (!reserved) return 0;
  await shop.insert(cashbackRecords, [
    {
      id: newId(),
      cashbackId: rule.id,
      orderId: order.orderId,
      buyerId: order.buyerId,
      spend: order.spend,
      amount,
      state: 'pending',
      createdAt: now,
    },
  ]);
  return amount;
}

/** An order cancelled or refunded: its pending record is not cashed back, its amount back in the budget. */
export async function voidCashback(shop: ShopScope, orderId: number, now: Date): Promise<void> {
  const voided = await shop
    .update(
      cashbackRecords,
      { state: 'not_cashed_back', settledAt: now },
      and(eq(cashbackRecords.orderId, orderId), eq(cashbackRecords.state, 'pending')),
    )
    .returning({ cashbackId: cashbackRecords.cashbackId, amount: cashbackRecords.amount });
  for (const v of voided) {
    await shop.update(
      cashbackRules,
      { budgetUsed: sql`greatest(${cashbackRules.budgetUsed} - ${v.amount}, 0)` },
      eq(cashbackRules.id, v.cashbackId),
    );
  }
}
