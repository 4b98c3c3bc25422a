import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { at, id } from '../columns.ts';

// Fans marketing (/activityreport/fansmarketing; @sc/contract/fans.ts): the shop's broadcasts to
// its followers (shop_follows) and each follower's copy in the buyer's inbox, written when it is
// sent, so the delivered count is the followers at that moment.

/** A broadcast: its text and what it carries (coupons of the shop, or products). */
export const fanBroadcasts = pgTable(
  'fan_broadcasts',
  {
    shopId: id('shop_id').notNull(),
    id: id().notNull(),
    text: varchar('text', { length: 500 }).notNull(),
    /** BROADCAST_ATTACHMENT: coupon | products. */
    attachment: varchar('attachment', { length: 16 }).notNull(),
    /** Attachment coupon: the coupons it carries, as chosen (1 to BROADCAST_MAX_COUPONS). */
    couponIds: jsonb('coupon_ids').$type<string[]>().notNull().default([]),
    productIds: jsonb('product_ids').$type<number[]>().notNull().default([]),
    /** Followers whose inbox it reached. */
    delivered: integer('delivered').notNull(),
    sentBy: id('sent_by').notNull(),
    sentAt: at('sent_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    index('fan_broadcasts_shop_sent_idx').on(t.shopId, t.sentAt),
    check('fan_broadcasts_delivered_ok', sql`${t.delivered} >= 0`),
  ],
);

/** One follower's copy of a broadcast, in the buyer's inbox (read by the simulator). */
export const buyerInbox = pgTable(
  'buyer_inbox',
  {
    shopId: id('shop_id').notNull(),
    broadcastId: id('broadcast_id').notNull(),
    buyerId: id('buyer_id').notNull(),
    receivedAt: at('received_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.broadcastId, t.buyerId] }),
    index('buyer_inbox_buyer_idx').on(t.buyerId, t.receivedAt),
  ],
);
