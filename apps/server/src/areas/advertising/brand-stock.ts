import {
  addDays,
  BRAND_AD_AHEAD_DAYS,
  BRAND_AD_DAYS_MAX,
  BRAND_AD_HOLDING,
  BRAND_AD_LEAD_DAYS,
  BRAND_AD_MODES,
  type BrandAdMode,
  brandAdMode,
  daySpan,
} from '@sc/contract/brand-ads.ts';
import { and, eq, gte, inArray, lte, ne, or, sql } from 'drizzle-orm';
import { bangkokDay } from '../../bangkok-time.ts';
import type { Tx } from '../../db/client.ts';
import { brandAds } from '../../db/schema.ts';
import { BizError } from '../../errors.ts';
import { baht } from './account.ts';

// The platform's brand-ad slots (modes) and what is left of each Bangkok day: a mode's slots a day
// less the submissions of every shop that hold the day (waiting for review or approved). This is
// the platform's own read across shops, matched on each submission's mode by hand. A registration
// takes the mode's lock first (holdModes), so two shops never take a day's last slot together.

export function modeOf(modeId: string): BrandAdMode {
  const mode = brandAdMode(modeId);
  if (!mode) throw new BizError('VALIDATION_FAILED', 'brandModeUnknown');
  return mode;
}

export const modeView = (m: BrandAdMode) => ({
  modeId: m.modeId,
  pricePerDay: baht(m.pricePerDay),
  slotsPerDay: m.slotsPerDay,
});

export const modeList = () => ({ list: BRAND_AD_MODES.map(modeView) });

/** Serialises registrations for these modes until the transaction ends (sorted: no lock cycle). */
export async function holdModes(tx: Tx, modeIds: readonly string[]) {
  for (const m of [...new Set(modeIds)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`brand-ad:${m}`}))`);
  }
}

/**
 * The slots left on each day from `first` to `last` of a mode; `except` (a shop's submission being
 * changed) does not count against them.
 */
export async function stockOf(
  tx: Tx,
  mode: BrandAdMode,
  first: string,
  last: string,
  except: { shopId: string; id: string } | null = null,
) {
  const rows = await tx
    .select({ firstDay: brandAds.firstDay, lastDay: brandAds.lastDay })
    .from(brandAds)
    .where(
      and(
        eq(brandAds.modeId, mode.modeId),
        inArray(brandAds.state, [...BRAND_AD_HOLDING]),
        lte(brandAds.firstDay, last),
        gte(brandAds.lastDay, first),
        except ? or(ne(brandAds.shopId, except.shopId), ne(brandAds.id, except.id)) : undefined,
      ),
    );
  const list: { day: string; slots: number; left: number }[] = [];
  for (let i = 0; i < daySpan(first, last); i++) {
    const day = addDays(first, i);
    const held = rows.filter((r) => r.firstDay <= day && r.lastDay >= day).length;
    list.push({ day, slots: mode.slotsPerDay, left: Math.max(0, mode.slotsPerDay - held) });
  }
  return list;
}

/** A mode with the days that can be booked now (BRAND_AD_LEAD_DAYS to BRAND_AD_AHEAD_DAYS ahead). */
export async function modeDetail(tx: Tx, modeId: string, now: Date) {
  const mode = modeOf(modeId);
  const today = bangkokDay(now);
  const stock = await stockOf(tx, mode, addDays(today, BRAND_AD_LEAD_DAYS), addDays(today, BRAND_AD_AHEAD_DAYS));
  return { ...modeView(mode), stock };
}

/** The stock of a mode's days from `first` to `last` (at most BRAND_AD_DAYS_MAX days). */
export async function reportStock(tx: Tx, modeId: string, first: string, last: string) {
  const mode = modeOf(modeId);
  if (last < first) throw new BizError('VALIDATION_FAILED', 'brandLastDayBeforeFirst');
  if (daySpan(first, last) > BRAND_AD_DAYS_MAX)
    throw new BizError('VALIDATION_FAILED', 'brandTooManyDays', { max: BRAND_AD_DAYS_MAX });
  return { list: await stockOf(tx, mode, first, last) };
}
