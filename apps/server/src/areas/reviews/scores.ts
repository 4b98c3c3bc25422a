import { GOOD_SCORE_MIN, MAX_SCORE } from '@sc/contract/calls/reviews.ts';
import { toYN } from '@sc/contract/common.ts';
import { inArray, sql } from 'drizzle-orm';
import { toNumber } from '../../db/numbers.ts';
import { reviews } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { awaitingReply, hasMedia, notRemoved } from './list.ts';

/** An average of stars to one decimal; 0 when there is none. */
const oneDecimal = (sum: number, count: number) => (count ? Math.round((sum * 10) / count) / 10 : 0);

/** The header of /shop/evaluate: the shop's score from its reviews, removed ones left out. */
export async function reviewSummary(shop: ShopScope) {
  const perStar = (s: number) => sql<number>`count(*) filter (where ${reviews.score} = ${s})`;
  const [row] = await shop.tx
    .select({
      total: sql<number>`count(*)`,
      sum: sql<number>`coalesce(sum(${reviews.score}), 0)`,
      s5: perStar(5),
      s4: perStar(4),
      s3: perStar(3),
      s2: perStar(2),
      s1: perStar(1),
      notReplied: sql<number>`count(*) filter (where ${awaitingReply})`,
      withMedia: sql<number>`count(*) filter (where ${hasMedia})`,
    })
    .from(reviews)
    .where(shop.where(reviews, notRemoved));
  const total = toNumber(row?.total);
  const stars = [row?.s5, row?.s4, row?.s3, row?.s2, row?.s1].map((v, i) => ({
    score: MAX_SCORE - i,
    count: toNumber(v),
  }));
  const good = stars.filter((s) => s.score >= GOOD_SCORE_MIN).reduce((a, s) => a + s.count, 0);
  const average = oneDecimal(toNumber(row?.sum), total);
  return {
    average,
    total,
    stars,
    goodPercent: oneDecimal(good * 100, total),
    notReplied: toNumber(row?.notReplied),
    withMedia: toNumber(row?.withMedia),
    // "Score 4 and above" applies to commodity compliance.
    meetsComplianceScore: toYN(total > 0 && average >= GOOD_SCORE_MIN),
  };
}

/**
 * Average stars and review count per product of a shop, removed reviews left out; for the
 * details page and for other areas (commodity compliance: score 4 and above).
 * Products without reviews are absent from the map.
 */
export async function productScores(
  shop: ShopScope,
  productIds: readonly number[],
): Promise<Map<number, { average: number; count: number }>> {
  if (productIds.length === 0) return new Map();
  const rows = await shop.tx
    .select({
      productId: reviews.productId,
      count: sql<number>`count(*)`,
      sum: sql<number>`sum(${reviews.score})`,
    })
    .from(reviews)
    .where(shop.where(reviews, inArray(reviews.productId, [...productIds]), notRemoved))
    .groupBy(reviews.productId);
  return new Map(
    rows.map((r) => {
      const count = toNumber(r.count);
      return [toNumber(r.productId), { average: oneDecimal(toNumber(r.sum), count), count }];
    }),
  );
}
