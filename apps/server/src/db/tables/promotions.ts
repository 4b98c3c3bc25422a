import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id, satang } from '../columns.ts';

// Promotions: coupons a shop issues and the coupons buyers collect (claims). Vocabularies (type,
// audience, state) live in @sc/contract/promotions.ts; a coupon's state is computed from the clock
// (areas/promotions/coupon-state.ts), never stored.

export const coupons = pgTable(
  'coupons',
  {
    shopId: id('shop_id').notNull(),
    id: id().notNull(),
    /** Seen by the merchant only. */
    name: varchar('name', { length: 40 }).notNull(),
    /** Upper case, unique in the shop. */
    code: varchar('code', { length: 20 }).notNull(),
    /** COUPON_TYPE: amount | percent. */
    type: varchar('type', { length: 8 }).notNull(),
    /** amount: satang off; percent: whole percent off. */
    value: bigint('value', { mode: 'number' }).notNull(),
    /** Minimum spend on the shop's goods, satang; 0 means none. */
    minSpend: satang('min_spend').notNull().default(0),
    /** The count rule: the fewest units of the shop's goods in the cart; 0: a spend threshold (min_spend). */
    minUnits: integer('min_units').notNull().default(0),
    quantity: integer('quantity').notNull(),
    perPerson: smallint('per_person').notNull(),
    /** Buyers may collect it from grant_start until (not including) grant_end. */
    grantStart: at('grant_start').notNull(),
    grantEnd: at('grant_end').notNull(),
    /** A collected coupon may be used for this many days from collection. */
    validityDays: smallint('validity_days').notNull(),
    /** AUDIENCE. */
    audience: varchar('audience', { length: 16 }).notNull(),
    /** Type percent: the most it takes off, satang; null: no cap (COUPON_MAX_DISCOUNT_RULE). */
    maxDiscount: satang('max_discount'),
    /** COUPON_CHANNEL: shop (/promotion/coupon) or follow (/promotion/attention, followers only). */
    channel: varchar('channel', { length: 8 }).notNull().default('shop'),
    /** The picture buyers see on it (a media link of the shop's); '' for none. */
    imageUrl: varchar('image_url', { length: 500 }).notNull().default(''),
    /** Collected so far; taken by one conditional UPDATE, never above quantity. */
    receivedCount: integer('received_count').notNull().default(0),
    usedCount: integer('used_count').notNull().default(0),
    /** The merchant stopped it (before grant_start: cancelled, the state invalid). */
    stoppedAt: at('stopped_at'),
    createdBy: id('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    uniqueIndex('coupons_shop_code_uq').on(t.shopId, t.code),
    index('coupons_shop_created_idx').on(t.shopId, t.createdAt),
    check(
      'coupons_counts_ok',
      sql`${t.receivedCount} >= 0 and ${t.receivedCount} <= ${t.quantity} and ${t.usedCount} >= 0 and ${t.usedCount} <= ${t.receivedCount}`,
    ),
    check('coupons_window_ok', sql`${t.grantStart} < ${t.grantEnd}`),
  ],
);

/** One coupon a buyer collected: usable until usable_until, used once by one order. */
export const couponClaims = pgTable(
  'coupon_claims',
  {
    shopId: id('shop_id').notNull(),
    id: id().notNull(),
    couponId: id('coupon_id').notNull(),
    buyerId: id('buyer_id').notNull(),
    claimedAt: at('claimed_at').notNull(),
    usableUntil: at('usable_until').notNull(),
    usedAt: at('used_at'),
    orderId: bigint('order_id', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    index('coupon_claims_coupon_buyer_idx').on(t.shopId, t.couponId, t.buyerId),
    index('coupon_claims_buyer_idx').on(t.shopId, t.buyerId, t.usableUntil),
  ],
);
