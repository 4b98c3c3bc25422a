import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from '../columns.ts';

// Full-amount and full-quantity discounts (/promotion/fullscale): tiers over a window of time, on
// all the shop's products or chosen ones. The state is read from the clock
// (areas/promotions/fullscale.ts, fullscaleState), never stored.

/** One tier as stored: amount thresholds and rewards in satang, quantities in units, percents whole. */
export interface FullscaleTierRow {
  threshold: number;
  reward: number;
}

export const fullscalePromotions = pgTable(
  'fullscale_promotions',
  {
    shopId: id('shop_id').notNull(),
    id: id().notNull(),
    name: varchar('name', { length: 40 }).notNull(),
    /** amount (spend ≥ threshold) or quantity (units ≥ threshold). */
    kind: varchar('kind', { length: 10 }).notNull(),
    /** amount (satang off) or percent. */
    rewardType: varchar('reward_type', { length: 10 }).notNull(),
    tiers: jsonb('tiers').$type<FullscaleTierRow[]>().notNull(),
    /** all: every product of the shop; products: the rows of fullscale_products. */
    scope: varchar('scope', { length: 10 }).notNull(),
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    stoppedAt: at('stopped_at'),
    createdBy: id('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    index('fullscale_promotions_shop_created_idx').on(t.shopId, t.createdAt),
    check('fullscale_promotions_window_ok', sql`${t.startAt} < ${t.endAt}`),
  ],
);

/** A chosen product of a full-scale promotion (scope products). */
export const fullscaleProducts = pgTable(
  'fullscale_products',
  {
    shopId: id('shop_id').notNull(),
    fullscaleId: id('fullscale_id').notNull(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.fullscaleId, t.productId] }),
    index('fullscale_products_product_idx').on(t.shopId, t.productId),
  ],
);
