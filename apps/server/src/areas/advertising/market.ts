import { createHash } from 'node:crypto';
import { KEYWORD_BID_MIN_SATANG } from '@sc/contract/advertising.ts';
import { and, eq, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { adKeywords, adPlans } from '../../db/schema.ts';

// The bids on a keyword across the marketplace: every shop's running plans (the platform's own
// cross-shop read, matched on each keyword's shop by hand) and the simulated competitors, shops
// outside this server whose bids follow from the keyword alone, so a suggestion or an auction on the
// same keyword always meets the same rivals.

/** The simulated competitors' bids on a keyword (satang): 0 to 3 bids of 0.10 to 1.50 baht. */
export function competitorBids(keyword: string): number[] {
  const digest = createHash('sha256').update(keyword).digest();
  const count = (digest[0] ?? 0) % 4;
  const bids: number[] = [];
  for (let i = 0; i < count; i++) {
    bids.push(KEYWORD_BID_MIN_SATANG + ((((digest[1 + i * 2] ?? 0) << 8) | (digest[2 + i * 2] ?? 0)) % 141));
  }
  return bids.sort((a, b) => b - a);
}

export interface LiveBid {
  shopId: string;
  planId: string;
  keyword: string;
  bid: number;
  createdAt: Date;
}

/** The bids of running plans serving at `now` on these keywords, every shop's. */
export async function liveBids(tx: Tx, keywords: readonly string[], now: Date): Promise<LiveBid[]> {
  if (keywords.length === 0) return [];
  return tx
    .select({
      shopId: adKeywords.shopId,
      planId: adKeywords.planId,
      keyword: adKeywords.keyword,
      bid: adKeywords.bid,
      createdAt: adPlans.createdAt,
    })
    .from(adKeywords)
    .innerJoin(adPlans, and(eq(adPlans.shopId, adKeywords.shopId), eq(adPlans.id, adKeywords.planId)))
    .where(
      and(inArray(adKeywords.keyword, [...keywords]), eq(adPlans.status, 'running'), lte(adPlans.effectiveAt, now)),
    );
}

/**
 * The highest bid on each keyword (satang, or absent when nobody bids): the competitors' and
 * every shop's plans but `exceptPlan` (a plan is not outbid by itself).
 */
export async function highestBids(
  tx: Tx,
  keywords: readonly string[],
  exceptPlan: { shopId: string; planId: string } | null,
): Promise<Map<string, number>> {
  const highest = new Map<string, number>();
  for (const keyword of keywords) {
    const top = competitorBids(keyword)[0];
    if (top !== undefined) highest.set(keyword, top);
  }
  if (keywords.length === 0) return highest;
  const notThis = exceptPlan
    ? or(ne(adKeywords.shopId, exceptPlan.shopId), ne(adKeywords.planId, exceptPlan.planId))
    : undefined;
  const rows = await tx
    .select({ keyword: adKeywords.keyword, top: sql<string>`max(${adKeywords.bid})` })
    .from(adKeywords)
    .where(and(inArray(adKeywords.keyword, [...keywords]), notThis))
    .groupBy(adKeywords.keyword);
  for (const r of rows) {
    const top = Number(r.top);
    if (top > (highest.get(r.keyword) ?? 0)) highest.set(r.keyword, top);
  }
  return highest;
}

/** The keywords running plans bid on at `now` (of one shop, or every shop's), for buyers to search. */
export async function liveKeywords(tx: Tx, shopId: string | null, now: Date): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ keyword: adKeywords.keyword })
    .from(adKeywords)
    .innerJoin(adPlans, and(eq(adPlans.shopId, adKeywords.shopId), eq(adPlans.id, adKeywords.planId)))
    .where(
      and(
        eq(adPlans.status, 'running'),
        lte(adPlans.effectiveAt, now),
        shopId === null ? undefined : eq(adKeywords.shopId, shopId),
      ),
    )
    .orderBy(adKeywords.keyword);
  return rows.map((r) => r.keyword);
}
