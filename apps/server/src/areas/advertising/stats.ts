import { AD_STATS_DAYS, adRatios } from '@sc/contract/advertising.ts';
import { addDays, daySpan } from '@sc/contract/brand-ads.ts';
import type { AdStatsRow } from '@sc/contract/calls/advertising.ts';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { bangkokDay } from '../../bangkok-time.ts';
import { toNumber } from '../../db/numbers.ts';
import { adPlans, adStats } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { BizError } from '../../errors.ts';
import { baht } from './account.ts';
import { statsFirstDay } from './keywords.ts';
import { planOf } from './plans.ts';

// A plan's (or all the shop's plans') statistics per Bangkok day over the last AD_STATS_DAYS days
// (catalogue §9) or over a chosen span of at most as many days, every day listed, with
// click-through rate and return on ad spend; and each plan's own totals over a span.

export type AdFigures = { impressions: number; clicks: number; spend: number; orders: number; gmv: number };

const figures = {
  impressions: sql`sum(${adStats.impressions})`.mapWith(toNumber),
  clicks: sql`sum(${adStats.clicks})`.mapWith(toNumber),
  spend: sql`sum(${adStats.spend})`.mapWith(toNumber),
  orders: sql`sum(${adStats.orders})`.mapWith(toNumber),
  gmv: sql`sum(${adStats.gmv})`.mapWith(toNumber),
};

/** Figures in satang as a reply's row: baht, with CTR and ROAS. */
export function statsRow(day: string, r: AdFigures): AdStatsRow {
  return { day, ...r, spend: baht(r.spend), gmv: baht(r.gmv), ...adRatios(r) };
}

/** A span of Bangkok days, refused when it runs backwards or past AD_STATS_DAYS days. */
export function checkSpan(first: string, last: string) {
  if (last < first) throw new BizError('VALIDATION_FAILED', 'advStatsSpanOrder');
  if (daySpan(first, last) > AD_STATS_DAYS)
    throw new BizError('VALIDATION_FAILED', 'advStatsSpanTooLong', { max: AD_STATS_DAYS });
}

const inSpan = (first: string, last: string) => and(gte(adStats.day, first), lte(adStats.day, last));

/** Every day from `first` to `last` of one plan (or all of them), with the totals. */
export async function statisticsBetween(shop: ShopScope, planId: string | null, first: string, last: string) {
  const rows = await shop.tx
    .select({ day: adStats.day, ...figures })
    .from(adStats)
    .where(shop.where(adStats, inSpan(first, last), planId ? eq(adStats.planId, planId) : undefined))
    .groupBy(adStats.day);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const zero = { impressions: 0, clicks: 0, spend: 0, orders: 0, gmv: 0 };
  const total = { ...zero };
  const list: AdStatsRow[] = [];
  for (let i = 0; i < daySpan(first, last); i++) {
    const day = addDays(first, i);
    const r = byDay.get(day) ?? zero;
    for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += r[k];
    list.push(statsRow(day, r));
  }
  const { day: _day, ...totals } = statsRow('', total);
  return { list, total: totals };
}

/** The data statistics records: a plan's (or the shop's) last AD_STATS_DAYS days up to today. */
export async function statistics(shop: ShopScope, planId: string | null, now: Date) {
  if (planId) await planOf(shop, planId);
  return statisticsBetween(shop, planId, statsFirstDay(now), bangkokDay(now));
}

/** Figures of each plan and day in the span, oldest day first, then by plan name. */
export async function planDays(shop: ShopScope, first: string, last: string) {
  return shop.tx
    .select({ day: adStats.day, planId: adStats.planId, name: adPlans.name, type: adPlans.type, ...figures })
    .from(adStats)
    .innerJoin(adPlans, and(eq(adPlans.shopId, adStats.shopId), eq(adPlans.id, adStats.planId)))
    .where(shop.where(adStats, inSpan(first, last)))
    .groupBy(adStats.day, adStats.planId, adPlans.name, adPlans.type)
    .orderBy(asc(adStats.day), asc(adPlans.name), asc(adStats.planId));
}

/** The statistics call: the shop's days across its plans, the totals, and each plan's totals. */
export async function shopStatistics(shop: ShopScope, first: string, last: string) {
  checkSpan(first, last);
  const { list, total } = await statisticsBetween(shop, null, first, last);
  const rows = await shop.tx
    .select({ planId: adStats.planId, name: adPlans.name, type: adPlans.type, ...figures })
    .from(adStats)
    .innerJoin(adPlans, and(eq(adPlans.shopId, adStats.shopId), eq(adPlans.id, adStats.planId)))
    .where(shop.where(adStats, inSpan(first, last)))
    .groupBy(adStats.planId, adPlans.name, adPlans.type)
    .orderBy(asc(adPlans.name), asc(adStats.planId));
  const plans = rows.map(({ planId, name, type, ...r }) => {
    const { day: _day, ...row } = statsRow('', r);
    return { planId, name, type, ...row };
  });
  return { list, total, plans };
}
