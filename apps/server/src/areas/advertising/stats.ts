import { AD_STATS_DAYS, adRatios } from '@sc/contract/advertising.ts';
import type { AdStatsRow } from '@sc/contract/calls/advertising.ts';
import { eq, gte, sql } from 'drizzle-orm';
import { bangkokDay, bangkokDayStart } from '../../bangkok-time.ts';
import { toNumber } from '../../db/numbers.ts';
import { adStats } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { baht } from './account.ts';
import { statsFirstDay } from './keywords.ts';
import { planOf } from './plans.ts';

// A plan's (or all the shop's plans') statistics per Bangkok day over the last AD_STATS_DAYS days
// (catalogue §9), every day listed, with click-through rate and return on ad spend.

const DAY_MS = 86_400_000;

function row(day: string, r: { impressions: number; clicks: number; spend: number; orders: number; gmv: number }) {
  return {
    day,
    impressions: r.impressions,
    clicks: r.clicks,
    spend: baht(r.spend),
    orders: r.orders,
    gmv: baht(r.gmv),
    ...adRatios(r),
  };
}

export async function statistics(shop: ShopScope, planId: string | null, now: Date) {
  if (planId) await planOf(shop, planId);
  const first = statsFirstDay(now);
  const rows = await shop.tx
    .select({
      day: adStats.day,
      impressions: sql`sum(${adStats.impressions})`.mapWith(toNumber),
      clicks: sql`sum(${adStats.clicks})`.mapWith(toNumber),
      spend: sql`sum(${adStats.spend})`.mapWith(toNumber),
      orders: sql`sum(${adStats.orders})`.mapWith(toNumber),
      gmv: sql`sum(${adStats.gmv})`.mapWith(toNumber),
    })
    .from(adStats)
    .where(shop.where(adStats, gte(adStats.day, first), planId ? eq(adStats.planId, planId) : undefined))
    .groupBy(adStats.day);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const zero = { impressions: 0, clicks: 0, spend: 0, orders: 0, gmv: 0 };
  const total = { ...zero };
  const list: AdStatsRow[] = [];
  const start = bangkokDayStart(first).getTime();
  for (let i = 0; i < AD_STATS_DAYS; i++) {
    const day = bangkokDay(new Date(start + i * DAY_MS));
    const r = byDay.get(day) ?? zero;
    for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += r[k];
    list.push(row(day, r));
  }
  const { day: _day, ...totals } = row('', total);
  return { list, total: totals };
}
