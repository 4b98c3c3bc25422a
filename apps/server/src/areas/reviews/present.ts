import {
  REVIEW_REPLY_EDITS,
  type ReportReason,
  type ReportStatus,
  type ReviewRow,
} from '@sc/contract/calls/reviews.ts';
import { toYN } from '@sc/contract/common.ts';
import { eq, sql } from 'drizzle-orm';
import type { ProductSpec } from '../../db/schema.ts';
import { products, reviews, skus, users } from '../../db/schema.ts';

/**
 * A buyer's nickname as lists show it: the first and last character around three stars
 * ("somchai" → "s***i"), so merchants recognise a buyer without a full name being shown.
 */
export function maskNickname(nickname: string): string {
  const chars = Array.from(nickname.trim());
  if (chars.length === 0) return '***';
  if (chars.length === 1) return `${chars[0]}***`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}

/** "สี: ดำ, ไซซ์: M" from the product's specs and the SKU's values. */
export function skuSpecText(specs: ProductSpec[], values: string[]): string {
  return values.map((value, i) => (specs[i] ? `${specs[i].name}: ${value}` : value)).join(', ');
}

/** The columns a review row is shown from: the review, its product and SKU, and who replied. */
export const rowColumns = {
  review: reviews,
  productTitle: products.title,
  productImages: products.images,
  productSpecs: products.specs,
  skuValues: skus.specValues,
  skuImage: skus.imageUrl,
  replierName: users.nickname,
};

/** Joins for rowColumns; the products and SKUs of the review's own shop only. */
export const productJoin = sql`${products.id} = ${reviews.productId} and ${products.shopId} = ${reviews.shopId}`;
export const skuJoin = sql`${skus.id} = ${reviews.skuId} and ${skus.shopId} = ${reviews.shopId}`;
export const replierJoin = eq(users.id, reviews.repliedBy);

export interface JoinedRow {
  review: typeof reviews.$inferSelect;
  productTitle: string | null;
  productImages: string[] | null;
  productSpecs: ProductSpec[] | null;
  skuValues: string[] | null;
  skuImage: string | null;
  replierName: string | null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentReply(r: typeof reviews.$inferSelect, replierName: string | null) {
  if (r.replyText === null || !r.repliedAt) return null;
  return {
    text: r.replyText,
    repliedAt: r.repliedAt.toISOString(),
    repliedBy: replierName ?? '',
    editedAt: iso(r.replyEditedAt),
    editsLeft: r.replyEditedAt ? 0 : REVIEW_REPLY_EDITS,
  };
}

export function presentReport(r: typeof reviews.$inferSelect) {
  if (!r.reportReason || !r.reportStatus || !r.reportedAt) return null;
  return {
    reason: r.reportReason as ReportReason,
    note: r.reportNote,
    status: r.reportStatus as ReportStatus,
    reportedAt: r.reportedAt.toISOString(),
    decidedAt: iso(r.reportDecidedAt),
    decisionRemark: r.reportRemark,
  };
}

/** A review as lists show it; `fullName` shows the whole nickname unless the buyer was anonymous. */
export function presentRow(row: JoinedRow, { fullName }: { fullName: boolean }): ReviewRow {
  const r = row.review;
  return {
    reviewId: r.id,
    productId: String(r.productId),
    productTitle: row.productTitle ?? '',
    productImage: row.skuImage || row.productImages?.[0] || '',
    skuId: String(r.skuId),
    skuSpec: skuSpecText(row.productSpecs ?? [], row.skuValues ?? []),
    buyerName: fullName && !r.anonymous ? r.buyerNickname : maskNickname(r.buyerNickname),
    anonymous: toYN(r.anonymous),
    score: r.score,
    text: r.text,
    images: r.images,
    videoUrl: r.videoUrl,
    orderNo: r.orderNo,
    createdAt: r.createdAt.toISOString(),
    reply: presentReply(r, row.replierName),
    report: presentReport(r),
  };
}
