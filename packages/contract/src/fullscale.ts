import {
  ACTIVITY_DEEP_DISCOUNT_PERCENT,
  ACTIVITY_MAX_DAYS,
  ACTIVITY_MAX_PRODUCTS,
  ACTIVITY_NAME_MAX,
  ACTIVITY_START_GRACE_MS,
  type ActivityState,
} from './activities.ts';
import type { fullscaleMessages } from './messages/fullscale.ts';
import { satangToBaht } from './validators/price.ts';

// Full-amount and full-quantity discounts (/promotion/fullscale, "spend X get Y off", "buy N get
// % off"): 1 to 3 tiers over a window of time, on all the shop's products or chosen ones. Their
// rules are one function (fullscaleIssues) read by the server's refusals and, in the same words, by
// the form. States are the activities' (ACTIVITY_STATE), read from the clock.

/** amount: the buyer spends at least the threshold (baht); quantity: buys at least N units. */
export const FULLSCALE_KIND = ['amount', 'quantity'] as const;
export type FullscaleKind = (typeof FULLSCALE_KIND)[number];
/** A tier takes a fixed amount off (baht) or a percent of the eligible goods. */
export const FULLSCALE_REWARD = ['amount', 'percent'] as const;
export type FullscaleReward = (typeof FULLSCALE_REWARD)[number];
/** all: every product of the shop; products: the chosen ones. */
export const FULLSCALE_SCOPE = ['all', 'products'] as const;
export type FullscaleScope = (typeof FULLSCALE_SCOPE)[number];

export const FULLSCALE_NAME_MAX = ACTIVITY_NAME_MAX;
export const FULLSCALE_MAX_DAYS = ACTIVITY_MAX_DAYS;
export const FULLSCALE_START_GRACE_MS = ACTIVITY_START_GRACE_MS;
/** "At most 200 products per rule" (catalogue §5 "Counts"), as for an activity. */
export const FULLSCALE_MAX_PRODUCTS = ACTIVITY_MAX_PRODUCTS;
/** A promotion has 1 to 3 tiers. */
export const FULLSCALE_TIERS_MIN = 1;
export const FULLSCALE_TIERS_MAX = 3;
/**
 * A percent tier takes at least 1% off: a tier rewards the whole cart, so the 2% floor of a price
 * (ACTIVITY_MIN_DISCOUNT_PERCENT) does not apply; a bound of ours.
 */
export const FULLSCALE_PERCENT_MIN = 1;
/** And at most 95%, the activity's deep-discount line (ACTIVITY_DEEP_DISCOUNT_PERCENT). */
export const FULLSCALE_PERCENT_MAX = ACTIVITY_DEEP_DISCOUNT_PERCENT;
/** The largest spend threshold, satang: 1,000,000 baht (a bound of ours). */
export const FULLSCALE_AMOUNT_MAX = 100_000_000;
/** The largest quantity threshold: a checkout line's most units (999). */
export const FULLSCALE_QUANTITY_MAX = 999;
/**
 * A full-scale promotion and a shop coupon stack: the tier comes off first, and the coupon's
 * minimum spend is judged on what remains (the promotion engine reads this one constant).
 */
export const FULLSCALE_STACKS_WITH_COUPON = true;

export type FullscaleState = ActivityState;

export type FullscaleMessageKey = keyof typeof fullscaleMessages;

/** One tier as the rules read it: amount thresholds and rewards in satang, quantities in units, percents whole. */
export interface FullscaleTierDraft {
  threshold: number | null;
  reward: number | null;
}

export interface FullscaleDraft {
  name: string;
  kind: FullscaleKind;
  rewardType: FullscaleReward;
  tiers: readonly FullscaleTierDraft[];
  startAt: Date | null;
  endAt: Date | null;
  scope: FullscaleScope;
  productCount: number;
}

export interface FullscaleIssue {
  /** name, startTime, endTime, tiers, productIds, or tiers.<i>.threshold / tiers.<i>.reward. */
  field: string;
  key: FullscaleMessageKey;
  params?: Record<string, string | number>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A threshold in the promotion's words: "฿300.00" or "3 units" are written by the messages; this gives the number. */
export const thresholdText = (kind: FullscaleKind, threshold: number) =>
  kind === 'amount' ? satangToBaht(threshold) : String(threshold);
export const rewardText = (rewardType: FullscaleReward, reward: number) =>
  rewardType === 'amount' ? satangToBaht(reward) : String(reward);

/** Every rule a full-scale promotion breaks at `now`, in field order; empty when it may be saved. */
export function fullscaleIssues(d: FullscaleDraft, now: Date): FullscaleIssue[] {
  const issues: FullscaleIssue[] = [];
  const name = d.name.trim();
  if (!name) issues.push({ field: 'name', key: 'fullscaleNameRequired' });
  else if ([...name].length > FULLSCALE_NAME_MAX)
    issues.push({ field: 'name', key: 'fullscaleNameTooLong', params: { max: FULLSCALE_NAME_MAX } });

  const { startAt, endAt } = d;
  if (!startAt || !endAt) issues.push({ field: startAt ? 'endTime' : 'startTime', key: 'fullscaleTimeRequired' });
  else if (startAt.getTime() < now.getTime() - FULLSCALE_START_GRACE_MS)
    issues.push({ field: 'startTime', key: 'fullscaleStartPast' });
  else if (endAt <= startAt) issues.push({ field: 'endTime', key: 'fullscaleEndBeforeStart' });
  else if (endAt.getTime() - startAt.getTime() > FULLSCALE_MAX_DAYS * DAY_MS)
    issues.push({ field: 'endTime', key: 'fullscaleTooLong', params: { days: FULLSCALE_MAX_DAYS } });

  if (d.tiers.length < FULLSCALE_TIERS_MIN || d.tiers.length > FULLSCALE_TIERS_MAX) {
    issues.push({ field: 'tiers', key: 'fullscaleTierCount', params: { max: FULLSCALE_TIERS_MAX } });
  }
  d.tiers.forEach((t, i) => {
    issues.push(...tierIssues(d, i, t));
  });

  if (d.scope === 'products') {
    if (d.productCount < 1) issues.push({ field: 'productIds', key: 'fullscaleProductsRequired' });
    else if (d.productCount > FULLSCALE_MAX_PRODUCTS)
      issues.push({ field: 'productIds', key: 'fullscaleTooManyProducts', params: { max: FULLSCALE_MAX_PRODUCTS } });
  }
  return issues;
}

function tierIssues(d: FullscaleDraft, i: number, t: FullscaleTierDraft): FullscaleIssue[] {
  const issues: FullscaleIssue[] = [];
  const tier = i + 1;
  const prev = i > 0 ? d.tiers[i - 1] : undefined;
  const field = (f: 'threshold' | 'reward') => `tiers.${i}.${f}`;
  const threshold = t.threshold;
  const thresholdOk =
    threshold !== null &&
    Number.isSafeInteger(threshold) &&
    threshold >= 1 &&
    threshold <= (d.kind === 'amount' ? FULLSCALE_AMOUNT_MAX : FULLSCALE_QUANTITY_MAX);
  if (!thresholdOk) {
    issues.push(
      d.kind === 'amount'
        ? {
            field: field('threshold'),
            key: 'fullscaleSpendInvalid',
            params: { tier, max: satangToBaht(FULLSCALE_AMOUNT_MAX) },
          }
        : { field: field('threshold'), key: 'fullscaleUnitsInvalid', params: { tier, max: FULLSCALE_QUANTITY_MAX } },
    );
  } else if (prev?.threshold != null && threshold <= prev.threshold) {
    issues.push({
      field: field('threshold'),
      key: 'fullscaleThresholdNotRising',
      params: { tier, previous: thresholdText(d.kind, prev.threshold) },
    });
  }

  const reward = t.reward;
  if (d.rewardType === 'percent') {
    if (
      reward === null ||
      !Number.isInteger(reward) ||
      reward < FULLSCALE_PERCENT_MIN ||
      reward > FULLSCALE_PERCENT_MAX
    ) {
      issues.push({
        field: field('reward'),
        key: 'fullscalePercentInvalid',
        params: { tier, min: FULLSCALE_PERCENT_MIN, max: FULLSCALE_PERCENT_MAX },
      });
      return issues;
    }
  } else if (reward === null || !Number.isSafeInteger(reward) || reward < 1) {
    issues.push({ field: field('reward'), key: 'fullscaleAmountOffInvalid', params: { tier } });
    return issues;
  } else if (d.kind === 'amount' && thresholdOk && reward >= threshold) {
    issues.push({
      field: field('reward'),
      key: 'fullscaleAmountOffNotBelowSpend',
      params: { tier, spend: satangToBaht(threshold) },
    });
    return issues;
  }
  if (prev?.reward != null && reward <= prev.reward) {
    issues.push({
      field: field('reward'),
      key: 'fullscaleRewardNotRising',
      params: { tier, previous: rewardText(d.rewardType, prev.reward) },
    });
  }
  return issues;
}

/** The tier a cart takes and why: the promotion engine's reading, which the form's preview shares. */
export interface FullscaleTierResult {
  /** The tier taken, 1-based; 0 when none is reached. */
  tier: number;
  /** Taken off the eligible goods, satang. */
  discount: number;
  /** The eligible goods (satang) or units, as the thresholds read them. */
  reached: number;
  /** The next tier and how much more to spend (satang) or buy (units) to reach it; null at the top. */
  nextTier: number | null;
  shortBy: number | null;
}

/**
 * The best tier reached by `goods` (satang) and `units` of eligible lines, and what it takes off the
 * goods: an amount, or a percent rounded down to the satang; never more than the goods.
 */
export function fullscaleTier(
  offer: { kind: FullscaleKind; rewardType: FullscaleReward; tiers: readonly { threshold: number; reward: number }[] },
  goods: number,
  units: number,
): FullscaleTierResult {
  const reached = offer.kind === 'amount' ? goods : units;
  let tier = 0;
  offer.tiers.forEach((t, i) => {
    if (reached >= t.threshold) tier = i + 1;
  });
  const at = tier > 0 ? offer.tiers[tier - 1] : undefined;
  const off = !at ? 0 : offer.rewardType === 'amount' ? at.reward : Math.floor((goods * at.reward) / 100);
  const next = offer.tiers[tier];
  return {
    tier,
    discount: Math.max(0, Math.min(off, goods)),
    reached,
    nextTier: next ? tier + 1 : null,
    shortBy: next ? next.threshold - reached : null,
  };
}
