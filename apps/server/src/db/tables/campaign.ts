import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id, satang } from '../columns.ts';

// Platform campaigns (/activityreport/index). A campaign is the platform's own row (no shop
// column): every shop reads the same ones. A shop's registrations of SKUs into a campaign are the
// shop's.

export const platformCampaigns = pgTable(
  'platform_campaigns',
  {
    id: id().primaryKey(),
    name: varchar('name', { length: 60 }).notNull(),
    regStartAt: at('reg_start_at').notNull(),
    regEndAt: at('reg_end_at').notNull(),
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    minDiscountPercent: smallint('min_discount_percent').notNull(),
    requiredStock: integer('required_stock').notNull(),
    /** The categories open to it; empty: every category. */
    categoryIds: jsonb('category_ids').$type<string[]>().notNull().default([]),
    createdBy: id('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('platform_campaigns_start_idx').on(t.startAt),
    check(
      'platform_campaigns_windows_ok',
      sql`${t.regStartAt} < ${t.regEndAt} and ${t.startAt} < ${t.endAt} and ${t.regEndAt} <= ${t.endAt}`,
    ),
    check('platform_campaigns_rules_ok', sql`${t.minDiscountPercent} between 1 and 99 and ${t.requiredStock} > 0`),
  ],
);

/** The review states: pending, approved, rejected (with a reason), revoked by the platform (with a reason). */
export const campaignRegistrations = pgTable(
  'campaign_registrations',
  {
    shopId: id('shop_id').notNull(),
    id: id().notNull(),
    campaignId: id('campaign_id').notNull(),
    skuId: bigint('sku_id', { mode: 'number' }).notNull(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    /** The campaign price of one unit, satang. */
    price: satang('price').notNull(),
    /** Units offered at the campaign price; sold is taken by one conditional UPDATE, never above it. */
    stock: integer('stock').notNull(),
    sold: integer('sold').notNull().default(0),
    state: varchar('state', { length: 16 }).notNull().default('pending'),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    reviewedAt: at('reviewed_at'),
    reviewedBy: id('reviewed_by'),
    createdBy: id('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    index('campaign_registrations_campaign_idx').on(t.shopId, t.campaignId),
    index('campaign_registrations_sku_idx').on(t.shopId, t.skuId),
    // One live registration of a SKU per campaign: a rejected or revoked one may be made again.
    uniqueIndex('campaign_registrations_live_uq')
      .on(t.shopId, t.campaignId, t.skuId)
      .where(sql`${t.state} in ('pending', 'approved')`),
    check('campaign_registrations_counts_ok', sql`${t.sold} >= 0 and ${t.sold} <= ${t.stock} and ${t.price} >= 0`),
    check('campaign_registrations_state_ok', sql`${t.state} in ('pending', 'approved', 'rejected', 'revoked')`),
  ],
);
