import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, id, satang } from '../columns.ts';

// Add-on deals (/promotion/pricincrease): main products and add-on SKUs over a window of time.
// The state is read from the clock (areas/promotions/addon.ts, addonState), never stored.

export const addonDeals = pgTable(
  'addon_deals',
  {
    shopId: id('shop_id').notNull(),
    id: id().notNull(),
    name: varchar('name', { length: 40 }).notNull(),
    /** Add-on units one order buys at their add-on price. */
    perOrder: smallint('per_order').notNull(),
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    stoppedAt: at('stopped_at'),
    createdBy: id('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    index('addon_deals_shop_created_idx').on(t.shopId, t.createdAt),
    check('addon_deals_window_ok', sql`${t.startAt} < ${t.endAt}`),
    check('addon_deals_per_order_ok', sql`${t.perOrder} > 0`),
  ],
);

/** A main product of an add-on deal: a cart holding one of its units opens the add-on prices. */
export const addonMainProducts = pgTable(
  'addon_main_products',
  {
    shopId: id('shop_id').notNull(),
    addonId: id('addon_id').notNull(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.addonId, t.productId] }),
    index('addon_main_products_product_idx').on(t.shopId, t.productId),
  ],
);

/** An add-on SKU of a deal: its add-on price and the units offered at it. */
export const addonSkus = pgTable(
  'addon_skus',
  {
    shopId: id('shop_id').notNull(),
    addonId: id('addon_id').notNull(),
    skuId: bigint('sku_id', { mode: 'number' }).notNull(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    /** The add-on price of one unit, satang. */
    price: satang('price').notNull(),
    /** Units offered at the add-on price; sold is taken by one conditional UPDATE, never above it. */
    stock: integer('stock').notNull(),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.addonId, t.skuId] }),
    index('addon_skus_sku_idx').on(t.shopId, t.skuId),
    check('addon_skus_counts_ok', sql`${t.sold} >= 0 and ${t.sold} <= ${t.stock} and ${t.price} >= 0`),
  ],
);
