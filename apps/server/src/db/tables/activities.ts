import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, id, satang } from '../columns.ts';

// Discounts and time-limited offers (activities): a window of time with per-SKU activity prices
// and activity stock. An activity's state is read from the clock (areas/promotions/activities.ts,
// activityState), never stored.

export const activities = pgTable(
  'activities',
  {
    shopId: id('shop_id').notNull(),
    id: id().notNull(),
    name: varchar('name', { length: 40 }).notNull(),
    /** Buyers pay the activity prices from start_at until (not including) end_at. */
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    /** The merchant stopped it. */
    stoppedAt: at('stopped_at'),
    createdBy: id('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    index('activities_shop_created_idx').on(t.shopId, t.createdAt),
    check('activities_window_ok', sql`${t.startAt} < ${t.endAt}`),
  ],
);

/** One SKU of an activity: its price and the units offered at it. */
export const activitySkus = pgTable(
  'activity_skus',
  {
    shopId: id('shop_id').notNull(),
    activityId: id('activity_id').notNull(),
    skuId: bigint('sku_id', { mode: 'number' }).notNull(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    /** The activity price of one unit, satang. */
    price: satang('price').notNull(),
    /** Units offered at the activity price; sold is taken by one conditional UPDATE, never above it. */
    stock: integer('stock').notNull(),
    sold: integer('sold').notNull().default(0),
    /** Units one buyer may buy at the activity price; 0: no limit. */
    perBuyer: smallint('per_buyer').notNull().default(0),
    /** The price check was skipped for this SKU (bolSkipCheck). */
    skipCheck: boolean('skip_check').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.activityId, t.skuId] }),
    index('activity_skus_sku_idx').on(t.shopId, t.skuId),
    check('activity_skus_counts_ok', sql`${t.sold} >= 0 and ${t.sold} <= ${t.stock} and ${t.price} >= 0`),
  ],
);

/** Units a buyer bought at an activity price, per order line: the per-buyer limit counts them. */
export const activityBuys = pgTable(
  'activity_buys',
  {
    shopId: id('shop_id').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    skuId: bigint('sku_id', { mode: 'number' }).notNull(),
    activityId: id('activity_id').notNull(),
    buyerId: id('buyer_id').notNull(),
    quantity: integer('quantity').notNull(),
    /** Units given back to the activity stock (a cancel before shipping). */
    givenBack: integer('given_back').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.orderId, t.skuId] }),
    index('activity_buys_buyer_idx').on(t.shopId, t.activityId, t.skuId, t.buyerId),
    check('activity_buys_qty_ok', sql`${t.quantity} > 0 and ${t.givenBack} >= 0 and ${t.givenBack} <= ${t.quantity}`),
  ],
);
