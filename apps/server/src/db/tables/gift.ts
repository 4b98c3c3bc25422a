import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from '../columns.ts';

// Gift activities (/promotion/gift): main goods and one gift SKU with its gift stock over a window
// of time. The state is read from the clock (areas/promotions/gift.ts, giftState), never stored.

export const giftActivities = pgTable(
  'gift_activities',
  {
    shopId: id('shop_id').notNull(),
    id: id().notNull(),
    /** The gift title, at most 30 characters. */
    name: varchar('name', { length: 30 }).notNull(),
    /** Units of the main goods an order holds to get the gift. */
    threshold: smallint('threshold').notNull(),
    /** Gift units one order gets. */
    perOrder: smallint('per_order').notNull(),
    giftSkuId: bigint('gift_sku_id', { mode: 'number' }).notNull(),
    giftProductId: bigint('gift_product_id', { mode: 'number' }).notNull(),
    /** Total gift stock; given is taken by one conditional UPDATE, never above it. */
    stock: integer('stock').notNull(),
    given: integer('given').notNull().default(0),
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    stoppedAt: at('stopped_at'),
    createdBy: id('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    index('gift_activities_shop_created_idx').on(t.shopId, t.createdAt),
    check('gift_activities_window_ok', sql`${t.startAt} < ${t.endAt}`),
    check('gift_activities_counts_ok', sql`${t.threshold} > 0 and ${t.perOrder} > 0 and ${t.stock} > 0`),
    check('gift_activities_given_ok', sql`${t.given} >= 0 and ${t.given} <= ${t.stock}`),
  ],
);

/** A main product of a gift activity: an order holding enough of its units gets the gift. */
export const giftMainProducts = pgTable(
  'gift_main_products',
  {
    shopId: id('shop_id').notNull(),
    giftId: id('gift_id').notNull(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.giftId, t.productId] }),
    index('gift_main_products_product_idx').on(t.shopId, t.productId),
  ],
);
