import { adRatios } from '@sc/contract/advertising.ts';
import { addDays, daySpan } from '@sc/contract/brand-ads.ts';
import type { AdStatsRow } from '@sc/contract/calls/advertising.ts';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { bangkokDay } from '../../bangkok-time.ts';
import type { Tx } from '../../db/client.ts';
import { brandAdStats, brandAds } from '../../db/schema.ts';
import { ShopScope } from '../../db/tenant.ts';
import { baht } from './account.ts';
import { adProductViews } from './ad-products.ts';
import { brandAdOf, brandView } from './brand.ts';

// What an approved brand ad did on each of its days up to today (its day's price as the spend),
// the buyers who see and click the brand ads running today, and the platform's queue of
// submissions waiting for review.

const zero = { impressions: 0, clicks: 0, spend: 0, orders: 0, gmv: 0 };

function statsRow(day: string, r: typeof zero): AdStatsRow {
  return { day, ...r, spend: baht(r.spend), gmv: baht(r.gmv), ...adRatios(r) };
}

/** One submission with its products and, once approved, its figures per day served so far. */
export async function brandAdDetail(shop: ShopScope, reportId: string, now: Date) {
  const row = await brandAdOf(shop, reportId);
  const products = await adProductViews(shop, row.productIds);
  const today = bangkokDay(now);
  const figures: AdStatsRow[] = [];
  const total = { ...zero };
  if (row.state === 'approved' && row.firstDay <= today) {
    const last = [row.lastDay, today].sort()[0] ?? today;
    const stats = await shop.select(brandAdStats, eq(brandAdStats.brandAdId, row.id));
    const byDay = new Map(stats.map((s) => [s.day, s]));
    const perDay = row.cost / daySpan(row.firstDay, row.lastDay);
    for (let i = 0; i < daySpan(row.firstDay, last); i++) {
      const day = addDays(row.firstDay, i);
      const s = byDay.get(day);
      const r = {
        impressions: s?.impressions ?? 0,
        clicks: s?.clicks ?? 0,
        spend: perDay,
        orders: s?.orders ?? 0,
        gmv: s?.gmv ?? 0,
      };
      for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += r[k];
      figures.push(statsRow(day, r));
    }
  }
  const { day: _day, ...totals } = statsRow('', total);
  return { ...brandView(row, now), products, figures, total: totals };
}

/** Approved brand ads running on Bangkok day `day`, of one shop or every shop's. */
async function runningBrandAds(tx: Tx, shopId: string | null, day: string) {
  return tx
    .select({ shopId: brandAds.shopId, id: brandAds.id })
    .from(brandAds)
    .where(
      and(
        eq(brandAds.state, 'approved'),
        lte(brandAds.firstDay, day),
        gte(brandAds.lastDay, day),
        shopId === null ? undefined : eq(brandAds.shopId, shopId),
      ),
    )
    .orderBy(asc(brandAds.shopId), asc(brandAds.id));
}

export interface BrandBuyers {
  searches: number;
  clickRate: number;
  orderRate: number;
  random: () => number;
  /** An order's value, satang. */
  orderValue: () => number;
}

/**
 * Each search shows every brand ad running today; with clickRate a buyer clicks one of them (each
 * as likely) and orders after it with orderRate. The day's figures are added once per ad.
 */
export async function serveBrandAds(tx: Tx, shopId: string | null, buyers: BrandBuyers, now: Date) {
  const day = bangkokDay(now);
  const running = await runningBrandAds(tx, shopId, day);
  const out = { brandImpressions: 0, brandClicks: 0 };
  if (running.length === 0) return out;
  const tally = running.map(() => ({ impressions: buyers.searches, clicks: 0, orders: 0, gmv: 0 }));
  for (let i = 0; i < buyers.searches; i++) {
    if (buyers.random() >= buyers.clickRate) continue;
    const t = tally[Math.floor(buyers.random() * running.length)];
    if (!t) continue;
    t.clicks += 1;
    if (buyers.random() < buyers.orderRate) {
      t.orders += 1;
      t.gmv += buyers.orderValue();
    }
  }
  for (const [i, ad] of running.entries()) {
    const t = tally[i];
    if (!t) continue;
    await new ShopScope(tx, ad.shopId).insert(brandAdStats, [{ brandAdId: ad.id, day, ...t }]).onConflictDoUpdate({
      target: [brandAdStats.shopId, brandAdStats.brandAdId, brandAdStats.day],
      set: {
        impressions: sql`${brandAdStats.impressions} + ${t.impressions}`,
        clicks: sql`${brandAdStats.clicks} + ${t.clicks}`,
        orders: sql`${brandAdStats.orders} + ${t.orders}`,
        gmv: sql`${brandAdStats.gmv} + ${t.gmv}`,
      },
    });
    out.brandImpressions += t.impressions;
    out.brandClicks += t.clicks;
  }
  return out;
}

/** Submissions waiting for the platform's review, oldest first (of one shop or all). */
export async function pendingBrandAds(tx: Tx, shopId: string | null, now: Date) {
  const rows = await tx
    .select()
    .from(brandAds)
    .where(and(eq(brandAds.state, 'pending'), shopId === null ? undefined : eq(brandAds.shopId, shopId)))
    .orderBy(asc(brandAds.submittedAt), asc(brandAds.id))
    .limit(200);
  return { list: rows.map((r) => ({ ...brandView(r, now), shopId: r.shopId })) };
}
