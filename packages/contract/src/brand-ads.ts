import type { brandAdMessages } from './messages/brand-ads.ts';

// Brand ads (/activityreport/advertisingsubmissionlist, advertisingsubmissiondetails/{codReportId},
// advertisingregistration/{codReportId}; catalogue §7 "Advertising (adv/)": brand plan list, detail,
// add and update, brand report stock, brand mode list and detail). The platform offers slots
// (modes) with a price and a number of slots per Bangkok day; a shop registers for days of a mode
// with its creative and products, paid from the ad account when it submits; the platform's
// operator approves or rejects it with a reason. A rejected or revoked submission gives back its
// days and its money.

/** Where the platform shows brand ads: atop search results, in the home page's carousel, atop a category. */
export const BRAND_AD_MODE_IDS = ['searchTop', 'homeCarousel', 'categoryBanner'] as const;
export type BrandAdModeId = (typeof BRAND_AD_MODE_IDS)[number];

/** A slot the platform sells: where the banner shows, its price a day and how many shops share a day. */
export interface BrandAdMode {
  modeId: BrandAdModeId;
  /** Satang a day. */
  pricePerDay: number;
  /** Shops that can run on one Bangkok day. */
  slotsPerDay: number;
}

/** The platform's brand-ad modes (its own offer; the catalogue names the calls, not the slots). */
export const BRAND_AD_MODES: readonly BrandAdMode[] = [
  { modeId: 'searchTop', pricePerDay: 30_000, slotsPerDay: 2 },
  { modeId: 'homeCarousel', pricePerDay: 50_000, slotsPerDay: 3 },
  { modeId: 'categoryBanner', pricePerDay: 15_000, slotsPerDay: 4 },
];

export const brandAdMode = (modeId: string): BrandAdMode | undefined => BRAND_AD_MODES.find((m) => m.modeId === modeId);

/**
 * Review states (catalogue §3 "Submission or entry review": pending review, approved, rejected,
 * revoked). An approved submission is also upcoming, running or ended by its days (BRAND_AD_PHASE).
 */
export const BRAND_AD_STATE = ['pending', 'approved', 'rejected', 'revoked'] as const;
export type BrandAdState = (typeof BRAND_AD_STATE)[number];
export const BRAND_AD_PHASE = ['upcoming', 'running', 'ended'] as const;
export type BrandAdPhase = (typeof BRAND_AD_PHASE)[number];
/** States that hold their days' slots and their money. */
export const BRAND_AD_HOLDING: readonly BrandAdState[] = ['pending', 'approved'];

/** The first day is at least tomorrow (Bangkok): the operator reviews before it starts. */
export const BRAND_AD_LEAD_DAYS = 1;
/** Days are booked at most 60 days ahead; the stock call shows that window. */
export const BRAND_AD_AHEAD_DAYS = 60;
/** One submission covers 1 to 30 days. */
export const BRAND_AD_DAYS_MAX = 30;
/** "At most one submission or report per hour" (catalogue §8): per shop, a resubmission counting as one. */
export const BRAND_AD_SUBMIT_INTERVAL_MS = 60 * 60_000;
/** A submission shows 1 to 6 of the shop's products on sale. */
export const BRAND_AD_PRODUCTS_MAX = 6;
export const BRAND_AD_HEADLINE_MAX = 40;
export const BRAND_AD_REASON_MAX = 200;

export type BrandAdMessageKey = keyof typeof brandAdMessages;

export interface BrandAdIssue {
  field: string;
  key: BrandAdMessageKey;
  params?: Record<string, string | number>;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
/** The Bangkok day `n` days after `day` (YYYY-MM-DD). */
export const addDays = (day: string, n: number) => new Date((dayNumber(day) + n) * DAY_MS).toISOString().slice(0, 10);
/** Days from `first` to `last`, both counted. */
export const daySpan = (first: string, last: string) => dayNumber(last) - dayNumber(first) + 1;

/** The refusals of a submission's days, `today` the Bangkok day now. */
export function brandDaysIssues(firstDay: string, lastDay: string, today: string): BrandAdIssue[] {
  const earliest = addDays(today, BRAND_AD_LEAD_DAYS);
  const latest = addDays(today, BRAND_AD_AHEAD_DAYS);
  if (firstDay < earliest) return [{ field: 'firstDay', key: 'brandFirstDayTooSoon', params: { day: earliest } }];
  if (lastDay < firstDay) return [{ field: 'lastDay', key: 'brandLastDayBeforeFirst' }];
  if (lastDay > latest) return [{ field: 'lastDay', key: 'brandTooFarAhead', params: { day: latest } }];
  if (daySpan(firstDay, lastDay) > BRAND_AD_DAYS_MAX)
    return [{ field: 'lastDay', key: 'brandTooManyDays', params: { max: BRAND_AD_DAYS_MAX } }];
  return [];
}

/** An approved submission's phase on Bangkok day `today`. */
export function brandPhase(firstDay: string, lastDay: string, today: string): BrandAdPhase {
  if (today < firstDay) return 'upcoming';
  return today > lastDay ? 'ended' : 'running';
}
