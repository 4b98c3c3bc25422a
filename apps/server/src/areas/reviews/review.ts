import { eq, sql } from 'drizzle-orm';
import { products, reviews, skus, users } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { BizError, notFound } from '../../errors.ts';
import {
  type JoinedRow,
  presentReply,
  presentReport,
  presentRow,
  productJoin,
  replierJoin,
  rowColumns,
  skuJoin,
} from './present.ts';
import { productScores } from './scores.ts';

type ReviewRecord = typeof reviews.$inferSelect;

async function joined(shop: ShopScope, reviewId: string): Promise<(JoinedRow & { productStatus: string }) | undefined> {
  const [row] = await shop.tx
    .select({
      ...rowColumns,
      productStatus: sql<string>`case when ${products.deletedAt} is not null then 'deleted' else coalesce(${products.status}, '') end`,
    })
    .from(reviews)
    .leftJoin(products, productJoin)
    .leftJoin(skus, skuJoin)
    .leftJoin(users, replierJoin)
    .where(shop.where(reviews, eq(reviews.id, reviewId)))
    .limit(1);
  return row;
}

/** /shop/evaluateDetails: the review in full, with its product's own score. */
export async function reviewDetails(shop: ShopScope, reviewId: string) {
  const row = await joined(shop, reviewId);
  if (!row) throw notFound();
  const score = (await productScores(shop, [row.review.productId])).get(row.review.productId);
  return {
    ...presentRow(row, { fullName: true }),
    productStatus: row.productStatus,
    productAverage: score?.average ?? 0,
    productReviews: score?.count ?? 0,
  };
}

async function existing(shop: ShopScope, reviewId: string): Promise<ReviewRecord> {
  const row = await shop.first(reviews, eq(reviews.id, reviewId));
  if (!row) throw notFound();
  return row;
}

async function replierName(shop: ShopScope, userId: string): Promise<string> {
  const [u] = await shop.tx.select({ nickname: users.nickname }).from(users).where(eq(users.id, userId)).limit(1);
  return u?.nickname ?? '';
}

/**
 * The first reply. The update is conditional (no reply yet, not removed), so two merchants
 * replying at once cannot both succeed; the loser is told why.
 */
export async function replyToReview(
  shop: ShopScope,
  input: { reviewId: string; text: string; userId: string; now: Date },
) {
  const [done] = await shop
    .update(
      reviews,
      { replyText: input.text, repliedAt: input.now, repliedBy: input.userId },
      sql`${reviews.id} = ${input.reviewId} and ${reviews.replyText} is null and ${reviews.reportStatus} is distinct from 'accepted'`,
    )
    .returning();
  if (!done) {
    const row = await existing(shop, input.reviewId);
    if (row.reportStatus === 'accepted') throw new BizError('RULE_VIOLATED', 'reviewRemoved');
    throw new BizError('RULE_VIOLATED', 'reviewAlreadyReplied');
  }
  return { reply: presentOwnReply(done, await replierName(shop, input.userId)) };
}

/** The one edit a reply may have (calls/reviews.ts REVIEW_REPLY_EDITS); after it the reply is final. */
export async function modifyReply(
  shop: ShopScope,
  input: { reviewId: string; text: string; userId: string; now: Date },
) {
  const [done] = await shop
    .update(
      reviews,
      { replyText: input.text, replyEditedAt: input.now, repliedBy: input.userId },
      sql`${reviews.id} = ${input.reviewId} and ${reviews.replyText} is not null and ${reviews.replyEditedAt} is null and ${reviews.reportStatus} is distinct from 'accepted'`,
    )
    .returning();
  if (!done) {
    const row = await existing(shop, input.reviewId);
    if (row.reportStatus === 'accepted') throw new BizError('RULE_VIOLATED', 'reviewRemoved');
    if (row.replyText === null) throw new BizError('RULE_VIOLATED', 'reviewNotReplied');
    throw new BizError('RULE_VIOLATED', 'reviewReplyEditUsed');
  }
  return { reply: presentOwnReply(done, await replierName(shop, input.userId)) };
}

function presentOwnReply(row: ReviewRecord, name: string) {
  const reply = presentReply(row, name);
  if (!reply) throw new Error('a reply was written but is not there');
  return reply;
}

/** The merchant reports a review to the platform; once per review, whatever came of it. */
export async function reportReview(
  shop: ShopScope,
  input: { reviewId: string; reason: string; note: string; userId: string; now: Date },
) {
  const [done] = await shop
    .update(
      reviews,
      {
        reportReason: input.reason,
        reportNote: input.note,
        reportStatus: 'pending',
        reportedAt: input.now,
        reportedBy: input.userId,
      },
      sql`${reviews.id} = ${input.reviewId} and ${reviews.reportStatus} is null`,
    )
    .returning();
  if (!done) {
    await existing(shop, input.reviewId);
    throw new BizError('RULE_VIOLATED', 'reviewAlreadyReported');
  }
  return { report: presentOwnReport(done) };
}

/** The platform's decision on a pending report (marketplace simulator). */
export async function decideReport(
  shop: ShopScope,
  input: { reviewId: string; decision: 'accepted' | 'rejected'; remark: string; now: Date },
) {
  const [done] = await shop
    .update(
      reviews,
      { reportStatus: input.decision, reportDecidedAt: input.now, reportRemark: input.remark },
      sql`${reviews.id} = ${input.reviewId} and ${reviews.reportStatus} = 'pending'`,
    )
    .returning();
  if (!done) {
    await existing(shop, input.reviewId);
    throw new BizError('RULE_VIOLATED', 'reviewReportNotPending');
  }
  return { report: presentOwnReport(done) };
}

function presentOwnReport(row: ReviewRecord) {
  const report = presentReport(row);
  if (!report) throw new Error('a report was written but is not there');
  return report;
}
