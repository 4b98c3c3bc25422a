import type { reviewReportList } from '@sc/contract/calls/reviews.ts';
import type { CallPayload, CallResponse } from '@sc/contract/define-call.ts';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { reviews, shops } from '../../db/schema.ts';
import { presentReport } from './present.ts';

type ReportedReviews = CallResponse<typeof reviewReportList>;

/**
 * The platform's queue of reported reviews across shops (marketplace simulator): pending ones
 * oldest first, so none waits longest; decided ones newest decision first.
 */
export async function listReportedReviews(tx: Tx, p: CallPayload<typeof reviewReportList>): Promise<ReportedReviews> {
  const where = eq(reviews.reportStatus, p.status);
  const rows = await tx
    .select({ review: reviews, shopName: shops.name })
    .from(reviews)
    .innerJoin(shops, eq(shops.id, reviews.shopId))
    .where(where)
    .orderBy(p.status === 'pending' ? asc(reviews.reportedAt) : desc(reviews.reportDecidedAt), asc(reviews.id))
    .limit(p.page.pageSize)
    .offset((p.page.pageNum - 1) * p.page.pageSize);
  const [total] = await tx.select({ n: count() }).from(reviews).where(where);
  const list: ReportedReviews['list'] = [];
  for (const { review, shopName } of rows) {
    const report = presentReport(review);
    if (!report) continue;
    list.push({
      shopId: review.shopId,
      shopName,
      reviewId: review.id,
      score: review.score,
      text: review.text,
      nickname: review.buyerNickname,
      report,
    });
  }
  return { list, page: { pageNum: p.page.pageNum, pageSize: p.page.pageSize, count: Number(total?.n ?? 0) } };
}
