import {
  AD_PLAN_PRODUCTS_MAX,
  AD_SETTINGS_EFFECT_MS,
  type AdIssue,
  type AdPlanAction,
  type AdPlanStatus,
  type AdPlanType,
  bidIssue,
  budgetIssues,
  KEYWORD_BID_MIN_SATANG,
  keywordListIssues,
} from '@sc/contract/advertising.ts';
import type { AdPlanView } from '@sc/contract/calls/advertising.ts';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { bangkokDay } from '../../bangkok-time.ts';
import { newId } from '../../db/ids.ts';
import { toNumber } from '../../db/numbers.ts';
import { adKeywords, adPlanProducts, adPlans } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { BizError, notFound } from '../../errors.ts';
import { baht, openAccountOf } from './account.ts';
import { adProductViews, checkAdProducts } from './ad-products.ts';

// Ad plans (/activityreport/advertising, add, editShopAd, detail): budgets of at least 20 baht,
// the states of catalogue §4 (running, paused, stopped, budget used up; continue runs a plan
// again) and a delay before new settings serve: every change but a pause or a stop takes effect
// AD_SETTINGS_EFFECT_MS later (catalogue §9 "about 25 minutes"), which the plan shows.

export type PlanRow = typeof adPlans.$inferSelect;

/** Refuses with the first issue's message (every issue also as a field error). */
export function refuse(issues: readonly AdIssue[]): never {
  const [first] = issues;
  if (!first) throw new Error('refuse called without an issue');
  throw new BizError('VALIDATION_FAILED', first.key, first.params ?? {});
}

export function planView(row: PlanRow, keywordCount: number, now: Date): AdPlanView {
  const today = bangkokDay(now);
  return {
    planId: row.id,
    name: row.name,
    type: row.type as AdPlanType,
    status: row.status as AdPlanStatus,
    stopReason: row.stopReason as AdPlanView['stopReason'],
    budgetUsed: row.budgetUsed as AdPlanView['budgetUsed'],
    dailyBudget: baht(row.dailyBudget),
    totalBudget: row.totalBudget === null ? null : baht(row.totalBudget),
    spentToday: baht(row.spentDay === today ? row.spentToday : 0),
    spentTotal: baht(row.spentTotal),
    keywordCount,
    effectiveAt: row.effectiveAt.toISOString(),
    pending: row.effectiveAt > now ? 'y' : 'n',
    createdAt: row.createdAt.toISOString(),
  };
}

const keywordCountSql = sql`(select count(*) from ad_keywords k where k.shop_id = ad_plans.shop_id and k.plan_id = ad_plans.id)`;

export async function listPlans(
  shop: ShopScope,
  filter: { type: AdPlanType | null; status: AdPlanStatus | null },
  page: { pageNum: number; pageSize: number },
  now: Date,
) {
  const conds: SQL[] = [];
  if (filter.type) conds.push(eq(adPlans.type, filter.type));
  if (filter.status) conds.push(eq(adPlans.status, filter.status));
  const cond = conds.length ? and(...conds) : undefined;
  const rows = await shop
    // The keyword count is matched on the plan's shop by hand.
    .pick(adPlans, { plan: adPlans, keywords: keywordCountSql.mapWith(toNumber) }, cond)
    .orderBy(desc(adPlans.createdAt), desc(adPlans.id))
    .limit(page.pageSize)
    .offset((page.pageNum - 1) * page.pageSize);
  return {
    list: rows.map((r) => planView(r.plan, r.keywords, now)),
    page: { ...page, count: await shop.count(adPlans, cond) },
  };
}

export async function planOf(shop: ShopScope, planId: string, lock = false): Promise<PlanRow> {
  const q = shop.select(adPlans, eq(adPlans.id, planId));
  const [row] = lock ? await q.forUpdate() : await q;
  if (!row) throw notFound();
  return row;
}

/** A plan that may still change: not stopped by the merchant. */
export async function changeablePlan(shop: ShopScope, planId: string): Promise<PlanRow> {
  const row = await planOf(shop, planId, true);
  if (row.status === 'stopped' && row.stopReason === 'merchant')
    throw new BizError('VALIDATION_FAILED', 'advPlanStopped');
  return row;
}

export async function planViewOf(shop: ShopScope, planId: string, now: Date) {
  const row = await planOf(shop, planId);
  return planView(row, await shop.count(adKeywords, eq(adKeywords.planId, planId)), now);
}

/** The balance must at least pay one click at the lowest bid (§8 "balance insufficient, recharge first"). */
async function requireBalance(shop: ShopScope) {
  const account = await openAccountOf(shop);
  if (account.balance < KEYWORD_BID_MIN_SATANG) throw new BizError('VALIDATION_FAILED', 'advBalanceInsufficient');
}

export interface PlanInput {
  planId: string | null;
  type: AdPlanType;
  name: string;
  dailyBudget: number;
  totalBudget: number | null;
  keywords: string;
  bid: number | null;
  productIds: string[];
}

/** A product plan's products, in the order chosen. */
export async function planProducts(shop: ShopScope, planId: string) {
  const rows = await shop
    .pick(adPlanProducts, { id: adPlanProducts.productId }, eq(adPlanProducts.planId, planId))
    .orderBy(asc(adPlanProducts.position));
  return adProductViews(
    shop,
    rows.map((r) => toNumber(r.id)),
  );
}

/** Replaces a product plan's products with these (already checked). */
async function setPlanProducts(shop: ShopScope, planId: string, productIds: readonly number[]) {
  await shop.delete(adPlanProducts, eq(adPlanProducts.planId, planId));
  if (productIds.length === 0) return;
  await shop.insert(
    adPlanProducts,
    productIds.map((productId, position) => ({ planId, productId, position })),
  );
}

/** Creates a plan with its keywords, or changes a plan's name and budgets. */
export async function savePlan(shop: ShopScope, userId: string, input: PlanInput, now: Date) {
  await openAccountOf(shop);
  const name = input.name.trim();
  const issues: AdIssue[] = [];
  if (!name) issues.push({ field: 'name', key: 'advPlanNameRequired' });
  issues.push(...budgetIssues(input.dailyBudget, input.totalBudget));
  const effectiveAt = new Date(now.getTime() + AD_SETTINGS_EFFECT_MS);
  if (input.planId) {
    if (issues.length) refuse(issues);
    const row = await changeablePlan(shop, input.planId);
    if (row.type === 'product') {
      await setPlanProducts(shop, row.id, await checkAdProducts(shop, input.productIds, AD_PLAN_PRODUCTS_MAX));
    }
    await shop.update(
      adPlans,
      { name, dailyBudget: input.dailyBudget, totalBudget: input.totalBudget, effectiveAt, updatedAt: now },
      eq(adPlans.id, row.id),
    );
    return planViewOf(shop, row.id, now);
  }
  const { keywords, issues: keywordIssues } = keywordListIssues(input.keywords);
  issues.push(...keywordIssues);
  const bid = input.bid ?? 0;
  const badBid = bidIssue(bid);
  if (badBid) issues.push(badBid);
  if (issues.length) refuse(issues);
  const productIds =
    input.type === 'product' ? await checkAdProducts(shop, input.productIds, AD_PLAN_PRODUCTS_MAX) : [];
  await requireBalance(shop);
  const planId = newId();
  await shop.insert(adPlans, [
    {
      id: planId,
      name,
      type: input.type,
      status: 'running',
      dailyBudget: input.dailyBudget,
      totalBudget: input.totalBudget,
      spentDay: bangkokDay(now),
      effectiveAt,
      createdBy: userId,
      createdAt: now,
      updatedAt: now,
    },
  ]);
  await shop.insert(
    adKeywords,
    keywords.map((keyword) => ({ planId, keyword, bid, createdAt: now })),
  );
  await setPlanProducts(shop, planId, productIds);
  return planViewOf(shop, planId, now);
}

const PAUSABLE: readonly string[] = ['running', 'budgetUsedUp'];

/** Pause, stop (for good) or continue a plan. */
export async function changePlanStatus(shop: ShopScope, planId: string, action: AdPlanAction, now: Date) {
  const row = await changeablePlan(shop, planId);
  const set = (values: Partial<PlanRow>) => shop.update(adPlans, { ...values, updatedAt: now }, eq(adPlans.id, planId));
  if (action === 'pause') {
    if (!PAUSABLE.includes(row.status)) throw new BizError('VALIDATION_FAILED', 'advPlanActionInvalid');
    await set({ status: 'paused', budgetUsed: null });
  } else if (action === 'stop') {
    await set({ status: 'stopped', stopReason: 'merchant', budgetUsed: null });
  } else {
    if (row.status === 'running') throw new BizError('VALIDATION_FAILED', 'advPlanActionInvalid');
    await requireBalance(shop);
    const today = bangkokDay(now);
    const spentToday = row.spentDay === today ? row.spentToday : 0;
    const usedUp =
      spentToday + KEYWORD_BID_MIN_SATANG > row.dailyBudget ||
      (row.totalBudget !== null && row.spentTotal + KEYWORD_BID_MIN_SATANG > row.totalBudget);
    if (usedUp) throw new BizError('VALIDATION_FAILED', 'advBudgetUsedUp');
    await set({
      status: 'running',
      stopReason: null,
      budgetUsed: null,
      spentToday,
      spentDay: today,
      effectiveAt: new Date(now.getTime() + AD_SETTINGS_EFFECT_MS),
    });
  }
  return planViewOf(shop, planId, now);
}

/** Marks a plan's settings changed (keywords, bids): they serve AD_SETTINGS_EFFECT_MS later. */
export async function touchPlan(shop: ShopScope, planId: string, now: Date): Promise<Date> {
  const effectiveAt = new Date(now.getTime() + AD_SETTINGS_EFFECT_MS);
  await shop.update(adPlans, { effectiveAt, updatedAt: now }, eq(adPlans.id, planId));
  return effectiveAt;
}
