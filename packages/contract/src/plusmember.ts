import {
  ACTIVITY_DEEP_DISCOUNT_PERCENT,
  ACTIVITY_MAX_DAYS,
  ACTIVITY_MIN_DISCOUNT_PERCENT,
  ACTIVITY_NAME_MAX,
  ACTIVITY_START_GRACE_MS,
  type ActivityState,
} from './activities.ts';
import type { plusMemberMessages } from './messages/plusmember.ts';
import { percentOff } from './validators/activity-price.ts';
import { satangToBaht } from './validators/price.ts';

// T Plus member offers (/promotion/plusmember): member prices of chosen SKUs over a window of time,
// paid only by buyers of the T Plus members group (BUYER_GROUP 't_plus'). Their rules are one
// function (plusOfferIssues) read by the server's refusals and, in the same words, by the form;
// each member price passes the price check of activity prices (spec §5 "Prices and promotions":
// not above the sales price, at least 2% below it, above 0). States are the activities'.

export const PLUS_GROUP = 't_plus' as const;
export const PLUS_NAME_MAX = ACTIVITY_NAME_MAX;
/** "Time-limited promotion at most 90 days" (spec §5 "Time"). */
export const PLUS_MAX_DAYS = ACTIVITY_MAX_DAYS;
export const PLUS_START_GRACE_MS = ACTIVITY_START_GRACE_MS;
/** At most 200 SKUs per offer (catalogue §5 "Counts": 200 per rule). */
export const PLUS_MAX_SKUS = 200;
/** A member price is at least 2% below the sales price (ACTIVITY_MIN_DISCOUNT_PERCENT). */
export const PLUS_MIN_DISCOUNT_PERCENT = ACTIVITY_MIN_DISCOUNT_PERCENT;
/** More than 95% off asks the merchant to look again (a warning, as for an activity price). */
export const PLUS_DEEP_DISCOUNT_PERCENT = ACTIVITY_DEEP_DISCOUNT_PERCENT;

export type PlusState = ActivityState;
export type PlusMessageKey = keyof typeof plusMemberMessages;

export interface PlusIssue {
  /** name, startTime, endTime, skus, or skus.<i>.memberPrice. */
  field: string;
  key: PlusMessageKey;
  params?: Record<string, string | number>;
}

export interface PlusDraft {
  name: string;
  startAt: Date | null;
  endAt: Date | null;
  skuCount: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every rule of the offer's name, window and SKU count at `now`, in field order. */
export function plusOfferIssues(d: PlusDraft, now: Date): PlusIssue[] {
  const issues: PlusIssue[] = [];
  const name = d.name.trim();
  if (!name) issues.push({ field: 'name', key: 'plusNameRequired' });
  else if ([...name].length > PLUS_NAME_MAX)
    issues.push({ field: 'name', key: 'plusNameTooLong', params: { max: PLUS_NAME_MAX } });
  const { startAt, endAt } = d;
  if (!startAt || !endAt) issues.push({ field: startAt ? 'endTime' : 'startTime', key: 'plusTimeRequired' });
  else if (startAt.getTime() < now.getTime() - PLUS_START_GRACE_MS)
    issues.push({ field: 'startTime', key: 'plusStartPast' });
  else if (endAt <= startAt) issues.push({ field: 'endTime', key: 'plusEndBeforeStart' });
  else if (endAt.getTime() - startAt.getTime() > PLUS_MAX_DAYS * DAY_MS)
    issues.push({ field: 'endTime', key: 'plusTooLong', params: { days: PLUS_MAX_DAYS } });
  if (d.skuCount < 1) issues.push({ field: 'skus', key: 'plusSkusRequired' });
  else if (d.skuCount > PLUS_MAX_SKUS)
    issues.push({ field: 'skus', key: 'plusTooManySkus', params: { max: PLUS_MAX_SKUS } });
  return issues;
}

export interface MemberPriceCheck {
  errors: { key: PlusMessageKey; params: Record<string, string | number> }[];
  warnings: { key: PlusMessageKey; params: Record<string, string | number> }[];
}

/**
 * The price check of one member price (satang) against the SKU's sales price and its lowest price
 * of 30 days (null when unknown): the activity price's rules, in the member offer's words.
 */
export function checkMemberPrice(input: {
  skuId: string;
  memberPrice: number | null;
  salesPrice: number;
  lowest30: number | null;
}): MemberPriceCheck {
  const errors: MemberPriceCheck['errors'] = [];
  const warnings: MemberPriceCheck['warnings'] = [];
  const { skuId, memberPrice: price, salesPrice: sales } = input;
  if (price === null) {
    errors.push({ key: 'plusPriceRequired', params: { skuId } });
    return { errors, warnings };
  }
  if (price > sales) errors.push({ key: 'plusPriceAboveSales', params: { skuId, salesPrice: satangToBaht(sales) } });
  else if (price * 100 > sales * (100 - PLUS_MIN_DISCOUNT_PERCENT) || sales <= 0)
    errors.push({ key: 'plusPriceDiscountTooSmall', params: { skuId, min: PLUS_MIN_DISCOUNT_PERCENT } });
  else if (price <= 0) errors.push({ key: 'plusPriceFree', params: { skuId } });
  else {
    const off = percentOff(price, sales);
    if (off > PLUS_DEEP_DISCOUNT_PERCENT)
      warnings.push({
        key: 'plusPriceDeepDiscount',
        params: { skuId, percent: off, threshold: PLUS_DEEP_DISCOUNT_PERCENT },
      });
  }
  if (errors.length === 0 && input.lowest30 !== null && price >= input.lowest30)
    warnings.push({ key: 'plusPriceNotBelowLowest', params: { skuId, lowest: satangToBaht(input.lowest30) } });
  return { errors, warnings };
}
