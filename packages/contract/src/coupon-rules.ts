import { COUPON_VALIDITY_MAX_DAYS } from './constants.ts';
import type { promotionsMessages } from './messages/promotions.ts';
import {
  COUPON_AMOUNT_MAX,
  COUPON_CODE_PATTERN,
  COUPON_MAX_DISCOUNT_RULE,
  COUPON_MIN_UNITS_MAX,
  COUPON_NAME_MAX,
  COUPON_PER_PERSON_MAX,
  COUPON_PERCENT_MAX,
  COUPON_PERCENT_MIN,
  COUPON_QUANTITY_MAX,
  type CouponThreshold,
  type CouponType,
} from './promotions.ts';
import { satangToBaht } from './validators/price.ts';

// The rules of a new coupon (spec §5 "Coupon", "Prices and promotions", "Time"), one place for the
// server, which refuses with them, and the form, which checks with them as the merchant types, so
// both say the same thing in the same words (the reply texts of messages/promotions.ts).
//
// The grant window and the validity are each held to COUPON_VALIDITY_MAX_DAYS (90: "validity and
// limited-time windows at most 90 days"). The 60 days "from purchase" of one text
// (COUPON_DAYS_FROM_PURCHASE_MAX) belongs to coupons given with a purchase, which shop coupons
// are not.

const DAY_MS = 24 * 60 * 60 * 1000;

export type CouponMessageKey = keyof typeof promotionsMessages;

/** The fields of a new coupon a rule may name. */
export type CouponField =
  | 'name'
  | 'code'
  | 'faceValue'
  | 'percentOff'
  | 'maxDiscount'
  | 'minSpend'
  | 'minUnits'
  | 'quantity'
  | 'perPerson'
  | 'grantStart'
  | 'grantEnd'
  | 'validityDays';

/** A coupon as a form or a request holds it: money in satang, times as instants; null where not given. */
export interface CouponDraft {
  name: string;
  code: string;
  type: CouponType;
  /** Satang off (type amount). */
  faceValue: number | null;
  /** Whole percent off (type percent). */
  percentOff: number | null;
  /** Satang; 0 means no minimum spend. */
  minSpend: number;
  /** Satang: the most a percent coupon takes off; null or absent: no cap (COUPON_MAX_DISCOUNT_RULE). */
  maxDiscount?: number | null;
  /** COUPON_THRESHOLD; spend when absent. */
  threshold?: CouponThreshold;
  /** Threshold units (the count rule): the fewest units in the cart; null where not given. */
  minUnits?: number | null;
  quantity: number | null;
  perPerson: number | null;
  grantStart: Date | null;
  grantEnd: Date | null;
  validityDays: number | null;
}

export interface CouponIssue {
  field: CouponField;
  key: CouponMessageKey;
  params?: Record<string, string | number>;
}

/** The code as it is stored: trimmed, upper case. */
export const normalCouponCode = (code: string) => code.trim().toUpperCase();

/**
 * The cap of a percent coupon (COUPON_MAX_DISCOUNT_RULE): optional; when set, above 0, at most
 * COUPON_AMOUNT_MAX and, with a minimum spend, below it (as an amount coupon's discount must be,
 * spec §5 "Minimum spend must exceed the discount"). An amount coupon takes no cap.
 */
function maxDiscountIssues(d: CouponDraft): CouponIssue[] {
  const cap = d.maxDiscount ?? null;
  if (cap === null) return [];
  if (d.type !== 'percent') return [{ field: 'maxDiscount', key: 'couponMaxDiscountOnlyPercent' }];
  if (!Number.isSafeInteger(cap) || cap <= 0 || cap > COUPON_AMOUNT_MAX)
    return [
      { field: 'maxDiscount', key: 'couponMaxDiscountInvalid', params: { max: satangToBaht(COUPON_AMOUNT_MAX) } },
    ];
  if (COUPON_MAX_DISCOUNT_RULE === 'below_min_spend' && d.minSpend > 0 && cap >= d.minSpend)
    return [
      {
        field: 'maxDiscount',
        key: 'couponMaxDiscountNotBelowMinSpend',
        params: { minSpend: satangToBaht(d.minSpend) },
      },
    ];
  return [];
}

/**
 * The count rule (threshold units): 1 to COUPON_MIN_UNITS_MAX units, and no minimum spend beside
 * it, a coupon's threshold being one or the other.
 */
function minUnitsIssues(d: CouponDraft): CouponIssue[] {
  if (d.threshold !== 'units') return [];
  const units = d.minUnits ?? 0;
  const issues: CouponIssue[] = [];
  if (!Number.isSafeInteger(units) || units < 1 || units > COUPON_MIN_UNITS_MAX)
    issues.push({ field: 'minUnits', key: 'couponMinUnitsInvalid', params: { max: COUPON_MIN_UNITS_MAX } });
  if (d.minSpend > 0) issues.push({ field: 'minSpend', key: 'couponMinSpendWithUnits' });
  return issues;
}

/** Every rule a coupon breaks at `now`, in field order; empty when it may be created. */
export function couponIssues(d: CouponDraft, now: Date): CouponIssue[] {
  const issues: CouponIssue[] = [];
  const name = d.name.trim();
  if (!name) issues.push({ field: 'name', key: 'couponNameRequired' });
  else if ([...name].length > COUPON_NAME_MAX)
    issues.push({ field: 'name', key: 'couponNameTooLong', params: { max: COUPON_NAME_MAX } });

  if (!COUPON_CODE_PATTERN.test(normalCouponCode(d.code))) issues.push({ field: 'code', key: 'couponCodeInvalid' });

  if (d.type === 'amount') {
    const value = d.faceValue ?? 0;
    if (value <= 0 || value > COUPON_AMOUNT_MAX) {
      issues.push({
        field: 'faceValue',
        key: 'couponFaceValueInvalid',
        params: { max: satangToBaht(COUPON_AMOUNT_MAX) },
      });
    } else if (d.minSpend > 0 && d.minSpend <= value) {
      // Spec §5: "Minimum spend must exceed the discount"; 0 (no threshold) only warns.
      issues.push({
        field: 'minSpend',
        key: 'couponMinSpendNotAboveDiscount',
        params: { discount: satangToBaht(value) },
      });
    }
  } else {
    const value = d.percentOff ?? 0;
    if (value < COUPON_PERCENT_MIN || value > COUPON_PERCENT_MAX) {
      issues.push({
        field: 'percentOff',
        key: 'couponPercentInvalid',
        params: { min: COUPON_PERCENT_MIN, max: COUPON_PERCENT_MAX },
      });
    }
  }
  issues.push(...maxDiscountIssues(d));
  issues.push(...minUnitsIssues(d));

  const quantity = d.quantity ?? 0;
  if (quantity < 1 || quantity > COUPON_QUANTITY_MAX) {
    issues.push({ field: 'quantity', key: 'couponQuantityInvalid', params: { max: COUPON_QUANTITY_MAX } });
  }
  const perPerson = d.perPerson ?? 0;
  if (perPerson < 1 || perPerson > COUPON_PER_PERSON_MAX || perPerson > quantity) {
    issues.push({ field: 'perPerson', key: 'couponPerPersonInvalid', params: { max: COUPON_PER_PERSON_MAX } });
  }

  const { grantStart, grantEnd } = d;
  if (!grantStart || !grantEnd)
    issues.push({ field: grantStart ? 'grantEnd' : 'grantStart', key: 'couponGrantTimeRequired' });
  else if (grantEnd <= grantStart) issues.push({ field: 'grantEnd', key: 'couponGrantEndBeforeStart' });
  else if (grantEnd <= now) issues.push({ field: 'grantEnd', key: 'couponGrantEndPast' });
  else if (grantEnd.getTime() - grantStart.getTime() > COUPON_VALIDITY_MAX_DAYS * DAY_MS) {
    issues.push({ field: 'grantEnd', key: 'couponGrantTooLong', params: { days: COUPON_VALIDITY_MAX_DAYS } });
  }

  if (d.validityDays === null) issues.push({ field: 'validityDays', key: 'couponValidityDaysRequired' });
  else if (d.validityDays < 1 || d.validityDays > COUPON_VALIDITY_MAX_DAYS) {
    issues.push({
      field: 'validityDays',
      key: 'couponValidityDaysInvalid',
      params: { days: COUPON_VALIDITY_MAX_DAYS },
    });
  }
  return issues;
}
