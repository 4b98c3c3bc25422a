import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { at, id } from '../columns.ts';

// Buyers' reviews of a shop's products and the merchant's reply (/shop/evaluate). One reply per
// review, editable once (reply_edited_at); one report per review.

export const reviews = pgTable(
  'reviews',
  {
    id: id().primaryKey(),
    shopId: id('shop_id').notNull(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    skuId: bigint('sku_id', { mode: 'number' }).notNull(),
    buyerNickname: varchar('buyer_nickname', { length: 40 }).notNull(),
    anonymous: boolean('anonymous').notNull().default(false),
    score: smallint('score').notNull(),
    text: text('text').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    videoUrl: varchar('video_url', { length: 500 }).notNull().default(''),
    /** The order the review came with; orders arrive in a later issue, so it is plain text. */
    orderNo: varchar('order_no', { length: 40 }).notNull().default(''),
    createdAt: at('created_at').notNull(),
    replyText: text('reply_text'),
    repliedAt: at('replied_at'),
    /** The shop member (user id) who sent the reply. */
    repliedBy: id('replied_by'),
    /** Set by the one edit a reply may have. */
    replyEditedAt: at('reply_edited_at'),
    /** abusive | advertising | irrelevant | privacy | fake | other; null: never reported. */
    reportReason: varchar('report_reason', { length: 16 }),
    reportNote: varchar('report_note', { length: 200 }).notNull().default(''),
    /** pending | accepted (removed from the product page and the score) | rejected. */
    reportStatus: varchar('report_status', { length: 16 }),
    reportedAt: at('reported_at'),
    reportedBy: id('reported_by'),
    reportDecidedAt: at('report_decided_at'),
    reportRemark: varchar('report_remark', { length: 200 }).notNull().default(''),
  },
  (t) => [
    index('reviews_shop_created_idx').on(t.shopId, t.createdAt),
    index('reviews_shop_score_idx').on(t.shopId, t.score, t.createdAt),
    index('reviews_shop_product_idx').on(t.shopId, t.productId),
    check('reviews_score_ok', sql`${t.score} between 1 and 5`),
  ],
);
