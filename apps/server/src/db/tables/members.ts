import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, id, satang } from '../columns.ts';

// Shop follows and T Plus member offers (/promotion/attention, /promotion/plusmember). A follow
// coupon is a row of coupons (channel 'follow'); a member offer's state is read from the clock
// (areas/promotions/plusmember.ts, plusOfferState), never stored.

/** A buyer follows a shop from `since`: the follow coupon of /promotion/attention is theirs to collect. */
export const shopFollows = pgTable(
  'shop_follows',
  {
    shopId: id('shop_id').notNull(),
    buyerId: id('buyer_id').notNull(),
    since: at('since').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.buyerId] })],
);

/** A T Plus member offer: member prices of chosen SKUs over a window of time. */
export const plusOffers = pgTable(
  'plus_offers',
  {
    shopId: id('shop_id').notNull(),
    id: id().notNull(),
    name: varchar('name', { length: 40 }).notNull(),
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    stoppedAt: at('stopped_at'),
    createdBy: id('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    index('plus_offers_shop_created_idx').on(t.shopId, t.createdAt),
    check('plus_offers_window_ok', sql`${t.startAt} < ${t.endAt}`),
  ],
);

/** One SKU of a member offer and its member price (satang, below the SKU's price when saved). */
export const plusOfferSkus = pgTable(
  'plus_offer_skus',
  {
    shopId: id('shop_id').notNull(),
    offerId: id('offer_id').notNull(),
    skuId: bigint('sku_id', { mode: 'number' }).notNull(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    price: satang('price').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.offerId, t.skuId] }),
    index('plus_offer_skus_sku_idx').on(t.shopId, t.skuId),
    check('plus_offer_skus_price_ok', sql`${t.price} > 0`),
  ],
);
