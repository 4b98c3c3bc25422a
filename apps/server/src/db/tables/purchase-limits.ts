import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from '../columns.ts';

// Purchase limits (/promotion/purchaselimit): at most limit_qty units of each chosen SKU per buyer
// while the rule runs (@sc/contract/purchase-limits.ts). The state is read from the clock
// (areas/promotions/purchase-limits.ts, purchaseLimitState), never stored; what a buyer bought is
// read from the orders, so a cancel gives it back with nothing to write.

export const purchaseLimits = pgTable(
  'purchase_limits',
  {
    shopId: id('shop_id').notNull(),
    id: id().notNull(),
    name: varchar('name', { length: 40 }).notNull(),
    /** Units per buyer per SKU; 0: no limit. */
    limitQty: integer('limit_qty').notNull(),
    /** Days from the start; 0: until stopped. */
    periodDays: integer('period_days').notNull(),
    startAt: at('start_at').notNull(),
    /** start + period; null with no period. */
    endAt: at('end_at'),
    stoppedAt: at('stopped_at'),
    createdBy: id('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    index('purchase_limits_shop_created_idx').on(t.shopId, t.createdAt),
    check('purchase_limits_limit_or_time', sql`${t.limitQty} > 0 or ${t.periodDays} > 0`),
  ],
);

/** A chosen SKU of a purchase limit. */
export const purchaseLimitSkus = pgTable(
  'purchase_limit_skus',
  {
    shopId: id('shop_id').notNull(),
    purchaseLimitId: id('purchase_limit_id').notNull(),
    skuId: bigint('sku_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.purchaseLimitId, t.skuId] }),
    index('purchase_limit_skus_sku_idx').on(t.shopId, t.skuId),
  ],
);
