import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from '../columns.ts';

// Pay-later activities (/activityreport/tPaylaterActivity; @sc/contract/paylater.ts): the shop's
// activities with their instalment plans and products, and the orders paid later with the plan
// taken. An activity's state is read from the clock, never stored.

export const paylaterActivities = pgTable(
  'paylater_activities',
  {
    shopId: id('shop_id').notNull(),
    id: id().notNull(),
    name: varchar('name', { length: 40 }).notNull(),
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    /** PAYLATER_PLANS offered, months. */
    plans: jsonb('plans').$type<number[]>().notNull(),
    /** Whole percent of the price the shop bears as interest. */
    subsidyPercent: integer('subsidy_percent').notNull(),
    stoppedAt: at('stopped_at'),
    createdBy: id('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    index('paylater_activities_shop_created_idx').on(t.shopId, t.createdAt),
    check('paylater_activities_window_ok', sql`${t.startAt} < ${t.endAt}`),
  ],
);

export const paylaterProducts = pgTable(
  'paylater_products',
  {
    shopId: id('shop_id').notNull(),
    activityId: id('activity_id').notNull(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.activityId, t.productId] }),
    index('paylater_products_product_idx').on(t.shopId, t.productId),
  ],
);

/** An order paid later: the activity it was offered by and the plan taken. */
export const paylaterOrders = pgTable(
  'paylater_orders',
  {
    shopId: id('shop_id').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    activityId: id('activity_id').notNull(),
    months: integer('months').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.orderId] }),
    index('paylater_orders_activity_idx').on(t.shopId, t.activityId),
  ],
);
