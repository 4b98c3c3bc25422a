import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, id, satang } from '../columns.ts';

// Cashback (/promotion/cashback; @sc/contract/cashback.ts): a shop's rules, and one record per
// order that qualified. A rule's state is read from the clock (areas/promotions/cashback.ts); its
// budget_used is reserved by one conditional UPDATE at checkout, so it never passes the budget.

export const cashbackRules = pgTable(
  'cashback_rules',
  {
    shopId: id('shop_id').notNull(),
    id: id().notNull(),
    name: varchar('name', { length: 40 }).notNull(),
    minSpend: satang('min_spend').notNull(),
    /** amount (satang back) or percent. */
    rewardType: varchar('reward_type', { length: 10 }).notNull(),
    reward: bigint('reward', { mode: 'number' }).notNull(),
    /** percent: the most back per order, satang. */
    cap: satang('cap'),
    budget: satang('budget').notNull(),
    /** Held by pending records and paid by cashed-back ones. */
    budgetUsed: satang('budget_used').notNull().default(0),
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    stoppedAt: at('stopped_at'),
    createdBy: id('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    index('cashback_rules_shop_created_idx').on(t.shopId, t.createdAt),
    check('cashback_rules_window_ok', sql`${t.startAt} < ${t.endAt}`),
    check('cashback_rules_budget_ok', sql`${t.budgetUsed} >= 0 and ${t.budgetUsed} <= ${t.budget}`),
  ],
);

/** An order's cashback: pending, then cashed_back or not_cashed_back (CASHBACK_RECORD_STATE). */
export const cashbackRecords = pgTable(
  'cashback_records',
  {
    shopId: id('shop_id').notNull(),
    id: id().notNull(),
    cashbackId: id('cashback_id').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    buyerId: id('buyer_id').notNull(),
    /** The goods after discounts, satang. */
    spend: satang('spend').notNull(),
    amount: satang('amount').notNull(),
    state: varchar('state', { length: 16 }).notNull().default('pending'),
    settledAt: at('settled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    uniqueIndex('cashback_records_order_idx').on(t.shopId, t.orderId),
    index('cashback_records_shop_created_idx').on(t.shopId, t.createdAt),
    // The settlement sweeps only the pending ones.
    index('cashback_records_pending_idx').on(t.shopId, t.orderId).where(sql`state = 'pending'`),
  ],
);
