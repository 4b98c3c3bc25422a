import {
  AD_STATS_DAYS,
  type AdIssue,
  bidIssue,
  keywordListIssues,
  normaliseKeyword,
  suggestedBid,
} from '@sc/contract/advertising.ts';
import type { AdKeywordView } from '@sc/contract/calls/advertising.ts';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { bangkokDay } from '../../bangkok-time.ts';
import { toNumber } from '../../db/numbers.ts';
import { adKeywords, adStats, products } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { BizError, notFound } from '../../errors.ts';
import { baht } from './account.ts';
import { highestBids } from './market.ts';
import { changeablePlan, planOf, refuse, touchPlan } from './plans.ts';

// A plan's keywords (/activityreport/keyword): added from a typed list split and capped by the
// shared rule (splitKeywords), a keyword already in the plan or typed twice refused; bids of at
// least 0.1 baht; the suggested bid is the highest other bid plus 0.1 baht; at least one keyword
// remains; recommendations come from the titles of the shop's products on sale.

/** The first Bangkok day of the last AD_STATS_DAYS days (today included). */
export function statsFirstDay(now: Date): string {
  return bangkokDay(new Date(now.getTime() - (AD_STATS_DAYS - 1) * 86_400_000));
}

export async function keywordViews(shop: ShopScope, planId: string, now: Date): Promise<AdKeywordView[]> {
  const rows = await shop
    .select(adKeywords, eq(adKeywords.planId, planId))
    .orderBy(asc(adKeywords.createdAt), asc(adKeywords.keyword));
  const stats = await shop.tx
    .select({
      keyword: adStats.keyword,
      impressions: sql`sum(${adStats.impressions})`.mapWith(toNumber),
      clicks: sql`sum(${adStats.clicks})`.mapWith(toNumber),
      spend: sql`sum(${adStats.spend})`.mapWith(toNumber),
    })
    .from(adStats)
    .where(shop.where(adStats, eq(adStats.planId, planId), gte(adStats.day, statsFirstDay(now))))
    .groupBy(adStats.keyword);
  const byKeyword = new Map(stats.map((s) => [s.keyword, s]));
  const highest = await highestBids(
    shop.tx,
    rows.map((r) => r.keyword),
    { shopId: shop.shopId, planId },
  );
  return rows.map((r) => {
    const s = byKeyword.get(r.keyword);
    return {
      keyword: r.keyword,
      bid: baht(r.bid),
      suggestedBid: baht(suggestedBid(highest.get(r.keyword) ?? null)),
      impressions: s?.impressions ?? 0,
      clicks: s?.clicks ?? 0,
      spend: baht(s?.spend ?? 0),
    };
  });
}

async function planKeywords(shop: ShopScope, planId: string): Promise<string[]> {
  const rows = await shop.pick(adKeywords, { keyword: adKeywords.keyword }, eq(adKeywords.planId, planId));
  return rows.map((r) => r.keyword);
}

export async function addKeywords(
  shop: ShopScope,
  input: { planId: string; keywords: string; bid: number },
  now: Date,
) {
  const plan = await changeablePlan(shop, input.planId);
  const existing = await planKeywords(shop, plan.id);
  const { keywords, issues } = keywordListIssues(input.keywords, existing);
  const badBid = bidIssue(input.bid);
  const all: AdIssue[] = badBid ? [...issues, badBid] : issues;
  if (all.length) refuse(all);
  await shop.insert(
    adKeywords,
    keywords.map((keyword) => ({ planId: plan.id, keyword, bid: input.bid, createdAt: now })),
  );
  const effectiveAt = await touchPlan(shop, plan.id, now);
  return { added: keywords, effectiveAt: effectiveAt.toISOString() };
}

export async function updateBid(shop: ShopScope, input: { planId: string; keyword: string; bid: number }, now: Date) {
  const plan = await changeablePlan(shop, input.planId);
  const badBid = bidIssue(input.bid);
  if (badBid) refuse([badBid]);
  const keyword = normaliseKeyword(input.keyword);
  const [row] = await shop
    .update(adKeywords, { bid: input.bid }, and(eq(adKeywords.planId, plan.id), eq(adKeywords.keyword, keyword)))
    .returning({ keyword: adKeywords.keyword });
  if (!row) throw notFound();
  const effectiveAt = await touchPlan(shop, plan.id, now);
  return { keyword, bid: baht(input.bid), effectiveAt: effectiveAt.toISOString() };
}

export async function removeKeywords(shop: ShopScope, input: { planId: string; keywords: string[] }, now: Date) {
  const plan = await changeablePlan(shop, input.planId);
  const existing = new Set(await planKeywords(shop, plan.id));
  const named = [...new Set(input.keywords.map(normaliseKeyword))];
  const missing = named.find((k) => !existing.has(k));
  if (missing !== undefined) throw notFound();
  if (existing.size - named.length < 1) throw new BizError('VALIDATION_FAILED', 'advKeywordLast');
  await shop.delete(adKeywords, and(eq(adKeywords.planId, plan.id), inArray(adKeywords.keyword, named)));
  const effectiveAt = await touchPlan(shop, plan.id, now);
  return { removed: named, effectiveAt: effectiveAt.toISOString() };
}

/** Keywords a plan may add, from the titles of the shop's products on sale. */
const RECOMMEND_MAX = 20;
const TITLE_WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}-]*/gu;

export async function recommendKeywords(shop: ShopScope, planId: string | null) {
  if (planId) await planOf(shop, planId);
  const taken = new Set(planId ? await planKeywords(shop, planId) : []);
  const titles = await shop
    .pick(products, { title: products.title }, eq(products.status, 'on_sale'))
    .orderBy(asc(products.id))
    .limit(500);
  const counts = new Map<string, number>();
  for (const { title } of titles) {
    for (const match of title.matchAll(TITLE_WORD)) {
      const word = normaliseKeyword(match[0]);
      if ([...word].length < 2 || [...word].length > 30 || /^\d+$/.test(word) || taken.has(word)) continue;
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  const words = [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, RECOMMEND_MAX)
    .map(([w]) => w);
  const highest = await highestBids(shop.tx, words, null);
  return {
    list: words.map((keyword) => ({ keyword, suggestedBid: baht(suggestedBid(highest.get(keyword) ?? null)) })),
  };
}
