import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { at, id, satang } from '../columns.ts';

// Advertising (/activityreport/advertising; @sc/contract/advertising.ts): the shop's ad account,
// its recharges at the marketplace's payment, every movement of its balance, its plans, their
// keywords and bids, and the statistics per plan, keyword and Bangkok day.

/** The shop's ad account: one per shop, its balance never below 0. */
export const adAccounts = pgTable(
  'ad_accounts',
  {
    shopId: id('shop_id').notNull().primaryKey(),
    balance: satang('balance').notNull().default(0),
    openedBy: id('opened_by').notNull(),
    openedAt: at('opened_at').notNull(),
  },
  (t) => [check('ad_accounts_balance_ok', sql`${t.balance} >= 0`)],
);

/** A recharge sent to the marketplace's payment: paying until it answers paid or failed. */
export const adRecharges = pgTable(
  'ad_recharges',
  {
    shopId: id('shop_id').notNull(),
    id: id().notNull(),
    amount: satang('amount').notNull(),
    /** AD_RECHARGE_STATUS: paying | paid | failed. */
    status: varchar('status', { length: 16 }).notNull(),
    createdBy: id('created_by').notNull(),
    createdAt: at('created_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    index('ad_recharges_paying_idx').on(t.status, t.createdAt),
    check('ad_recharges_amount_ok', sql`${t.amount} > 0`),
  ],
);

/** One movement of the balance (AD_TRANSACTION_KIND), with the balance after it. */
export const adTransactions = pgTable(
  'ad_transactions',
  {
    shopId: id('shop_id').notNull(),
    id: id().notNull(),
    /** AD_TRANSACTION_KIND: recharge | click. */
    kind: varchar('kind', { length: 16 }).notNull(),
    amount: satang('amount').notNull(),
    balanceAfter: satang('balance_after').notNull(),
    planId: id('plan_id'),
    keyword: varchar('keyword', { length: 100 }),
    rechargeId: id('recharge_id'),
    /** The brand-ad submission a brand or brandRefund movement paid for. */
    brandAdId: id('brand_ad_id'),
    at: at('at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    index('ad_transactions_shop_at_idx').on(t.shopId, t.at),
    check('ad_transactions_balance_ok', sql`${t.balanceAfter} >= 0`),
  ],
);

/** An ad plan: budgets, what it spent today (Bangkok day spentDay) and in total, its state. */
export const adPlans = pgTable(
  'ad_plans',
  {
    shopId: id('shop_id').notNull(),
    id: id().notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    /** AD_PLAN_TYPE. */
    type: varchar('type', { length: 16 }).notNull(),
    /** AD_PLAN_STATUS. */
    status: varchar('status', { length: 16 }).notNull(),
    /** AD_STOP_REASON when stopped. */
    stopReason: varchar('stop_reason', { length: 16 }),
    /** AD_BUDGET_USED when the budget is used up. */
    budgetUsed: varchar('budget_used', { length: 16 }),
    dailyBudget: satang('daily_budget').notNull(),
    totalBudget: satang('total_budget'),
    spentToday: satang('spent_today').notNull().default(0),
    /** The Bangkok day spentToday counts. */
    spentDay: varchar('spent_day', { length: 10 }).notNull(),
    spentTotal: satang('spent_total').notNull().default(0),
    /** The plan serves its latest settings from then (AD_SETTINGS_EFFECT_MS after a change). */
    effectiveAt: at('effective_at').notNull(),
    createdBy: id('created_by').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    index('ad_plans_shop_created_idx').on(t.shopId, t.createdAt),
    index('ad_plans_status_idx').on(t.status, t.budgetUsed),
    check('ad_plans_spend_ok', sql`${t.spentToday} >= 0 and ${t.spentTotal} >= 0`),
  ],
);

/** A plan's keyword and its bid (satang per click, at most). */
export const adKeywords = pgTable(
  'ad_keywords',
  {
    shopId: id('shop_id').notNull(),
    planId: id('plan_id').notNull(),
    keyword: varchar('keyword', { length: 100 }).notNull(),
    bid: satang('bid').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.planId, t.keyword] }),
    // The auction reads every shop's bids on a keyword.
    index('ad_keywords_keyword_idx').on(t.keyword),
    check('ad_keywords_bid_ok', sql`${t.bid} > 0`),
  ],
);

/** What a plan's keyword did on a Bangkok day. */
export const adStats = pgTable(
  'ad_stats',
  {
    shopId: id('shop_id').notNull(),
    planId: id('plan_id').notNull(),
    day: varchar('day', { length: 10 }).notNull(),
    keyword: varchar('keyword', { length: 100 }).notNull(),
    impressions: integer('impressions').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    spend: satang('spend').notNull().default(0),
    orders: integer('orders').notNull().default(0),
    gmv: satang('gmv').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.planId, t.day, t.keyword] }),
    index('ad_stats_shop_day_idx').on(t.shopId, t.day),
  ],
);

/** A product plan's products (the shop's on sale when chosen), in the order chosen. */
export const adPlanProducts = pgTable(
  'ad_plan_products',
  {
    shopId: id('shop_id').notNull(),
    planId: id('plan_id').notNull(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.planId, t.productId] })],
);

/**
 * A brand-ad submission (@sc/contract/brand-ads.ts): days of a platform slot (mode) with a
 * headline, a picture and products; it holds its days' slots and its cost (taken from the ad
 * account) while pending or approved.
 */
export const brandAds = pgTable(
  'brand_ads',
  {
    shopId: id('shop_id').notNull(),
    id: id().notNull(),
    /** BRAND_AD_MODE_IDS. */
    modeId: varchar('mode_id', { length: 32 }).notNull(),
    /** BRAND_AD_STATE: pending | approved | rejected | revoked. */
    state: varchar('state', { length: 16 }).notNull(),
    /** Bangkok days, both served. */
    firstDay: varchar('first_day', { length: 10 }).notNull(),
    lastDay: varchar('last_day', { length: 10 }).notNull(),
    headline: varchar('headline', { length: 100 }).notNull(),
    imageUrl: varchar('image_url', { length: 500 }).notNull(),
    productIds: jsonb('product_ids').$type<number[]>().notNull(),
    /** What the days cost, taken from the ad account while the submission holds them. */
    cost: satang('cost').notNull(),
    reason: varchar('reason', { length: 200 }),
    submittedBy: id('submitted_by').notNull(),
    submittedAt: at('submitted_at').notNull(),
    reviewedAt: at('reviewed_at'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    index('brand_ads_shop_submitted_idx').on(t.shopId, t.submittedAt),
    // The stock of a mode's days reads every shop's holding submissions.
    index('brand_ads_mode_days_idx').on(t.modeId, t.state, t.firstDay),
    check('brand_ads_days_ok', sql`${t.firstDay} <= ${t.lastDay}`),
    check('brand_ads_cost_ok', sql`${t.cost} >= 0`),
  ],
);

/** What a brand ad did on a Bangkok day it ran. */
export const brandAdStats = pgTable(
  'brand_ad_stats',
  {
    shopId: id('shop_id').notNull(),
    brandAdId: id('brand_ad_id').notNull(),
    day: varchar('day', { length: 10 }).notNull(),
    impressions: integer('impressions').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    orders: integer('orders').notNull().default(0),
    gmv: satang('gmv').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.brandAdId, t.day] })],
);
