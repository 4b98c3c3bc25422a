import {
  GOOD_SCORE_MIN,
  MEDIUM_SCORE,
  type ReviewTab,
  type reviewFilter,
  SPU_SEARCH_MIN_DIGITS,
} from '@sc/contract/calls/reviews.ts';
import type { PageInput } from '@sc/contract/page.ts';
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { containsPattern } from '../../db/like.ts';
import { toNumber } from '../../db/numbers.ts';
import { products, reviews, skus, users } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { type JoinedRow, presentRow, productJoin, replierJoin, rowColumns, skuJoin } from './present.ts';

type Filter = z.output<typeof reviewFilter>;

/** Reviews the platform removed on the merchant's report: out of the score and the to-do. */
export const removed = sql`${reviews.reportStatus} = 'accepted'`;
export const notRemoved = sql`${reviews.reportStatus} is distinct from 'accepted'`;
/** Waiting for a reply: none yet, and not removed (a removed review takes no reply). */
export const awaitingReply = and(isNull(reviews.replyText), notRemoved) as SQL;
export const hasMedia = sql`(jsonb_array_length(${reviews.images}) > 0 or ${reviews.videoUrl} <> '')`;

const TAB_CONDITIONS: Record<ReviewTab, SQL | undefined> = {
  all: undefined,
  good: gte(reviews.score, GOOD_SCORE_MIN),
  medium: eq(reviews.score, MEDIUM_SCORE),
  poor: lte(reviews.score, MEDIUM_SCORE - 1),
  not_replied: awaitingReply,
};

/** The filter's conditions other than the tab (the tab counts are taken under them). */
function filterConditions(f: Filter): SQL[] {
  const where: SQL[] = [];
  if (f.scores.length) where.push(inArray(reviews.score, f.scores));
  if (f.media === 'with_media') where.push(hasMedia);
  if (f.media === 'images') where.push(sql`jsonb_array_length(${reviews.images}) > 0`);
  if (f.media === 'video') where.push(sql`${reviews.videoUrl} <> ''`);
  if (f.replied === 'replied') where.push(sql`${reviews.replyText} is not null`);
  if (f.replied === 'not_replied') where.push(awaitingReply);
  if (f.product) {
    // An SPU id is searched whole (at least 3 digits); a title by any part.
    const byTitle = ilike(products.title, containsPattern(f.product));
    const spu = new RegExp(`^\\d{${SPU_SEARCH_MIN_DIGITS},18}$`).test(f.product);
    where.push(spu ? (or(eq(reviews.productId, Number(f.product)), byTitle) as SQL) : byTitle);
  }
  if (f.orderNo) where.push(ilike(reviews.orderNo, containsPattern(f.orderNo)));
  if (f.createdFrom) where.push(gte(reviews.createdAt, new Date(f.createdFrom)));
  if (f.createdTo) where.push(lte(reviews.createdAt, new Date(f.createdTo)));
  return where;
}

const ORDER: Record<Filter['sort'], SQL[]> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  oldest: [asc(reviews.createdAt), asc(reviews.id)],
  score_asc: [asc(reviews.score), desc(reviews.createdAt), desc(reviews.id)],
  score_desc: [desc(reviews.score), desc(reviews.createdAt), desc(reviews.id)],
};

/** /shop/evaluate: one page of reviews and the count of each tab under the other filters. */
export async function listReviews(shop: ShopScope, filter: Filter, page: PageInput) {
  const base = filterConditions(filter);
  const tab = TAB_CONDITIONS[filter.tab];
  const where = shop.where(reviews, ...base, tab);
  const offset = (page.pageNum - 1) * page.pageSize;

  const rows: JoinedRow[] = await shop.tx
    .select(rowColumns)
    .from(reviews)
    .leftJoin(products, productJoin)
    .leftJoin(skus, skuJoin)
    .leftJoin(users, replierJoin)
    .where(where)
    .orderBy(...ORDER[filter.sort])
    .limit(page.pageSize)
    .offset(offset);

  const n = (condition: SQL | undefined) => sql<number>`count(*) filter (where ${condition ?? sql`true`})`;
  // The product join is needed only to search titles.
  const counting = shop.tx
    .select({
      all: sql<number>`count(*)`,
      good: n(TAB_CONDITIONS.good),
      medium: n(TAB_CONDITIONS.medium),
      poor: n(TAB_CONDITIONS.poor),
      not_replied: n(TAB_CONDITIONS.not_replied),
    })
    .from(reviews);
  const [counts] = await (filter.product ? counting.leftJoin(products, productJoin) : counting).where(
    shop.where(reviews, ...base),
  );
  const tabCounts = {
    all: toNumber(counts?.all),
    good: toNumber(counts?.good),
    medium: toNumber(counts?.medium),
    poor: toNumber(counts?.poor),
    not_replied: toNumber(counts?.not_replied),
  };
  return {
    list: rows.map((row) => presentRow(row, { fullName: false })),
    page: { pageNum: page.pageNum, pageSize: page.pageSize, count: tabCounts[filter.tab] },
    tabCounts,
  };
}
