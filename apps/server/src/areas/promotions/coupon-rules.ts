import type { couponInput } from '@sc/contract/calls/promotions.ts';
import { COUPON_VALIDITY_MAX_DAYS } from '@sc/contract/constants.ts';
import type { Locale } from '@sc/contract/locale.ts';
import type { MessageKey } from '@sc/contract/messages.ts';
import {
  type Audience,
  COUPON_AMOUNT_MAX,
  COUPON_CODE_PATTERN,
  COUPON_NAME_MAX,
  COUPON_PER_PERSON_MAX,
  COUPON_PERCENT_MAX,
  COUPON_PERCENT_MIN,
  COUPON_QUANTITY_MAX,
  type CouponType,
} from '@sc/contract/promotions.ts';
import { satangToBaht } from '@sc/contract/validators/price.ts';
import type { z } from 'zod';
import { text } from '../../envelope/reply.ts';
import { BizError } from '../../errors.ts';

// The rules of a new coupon (spec §5 "Coupon", "Prices and promotions", "Time"), each refusal a
// field error in the request's language; all found are reported at once.
//
// The grant window and the validity are each held to COUPON_VALIDITY_MAX_DAYS (90: "validity
// and limited-time windows at most 90 days"). The 60 days "from purchase" of one text
// (COUPON_DAYS_FROM_PURCHASE_MAX) belongs to coupons given with a purchase, which this issue's
// shop coupons are not.

const DAY_MS = 24 * 60 * 60 * 1000;

export interface CouponData {
  name: string;
  code: string;
  type: CouponType;
  /** amount: satang; percent: whole percent. */
  value: number;
  minSpend: number;
  quantity: number;
  perPerson: number;
  grantStart: Date;
  grantEnd: Date;
  validityDays: number;
  audience: Audience;
}

interface Issue {
  field: string;
  key: MessageKey;
  params?: Record<string, string | number>;
}

const time = (s: string) => {
  const ms = Date.parse(s);
  return Number.isNaN(ms) ? null : new Date(ms);
};

/** Checks a coupon as sent; answers it as it is stored, or refuses with every issue found. */
export function checkCoupon(input: z.output<typeof couponInput>, now: Date, locale: Locale): CouponData {
  const issues: Issue[] = [];
  const name = input.name.trim();
  if (!name) issues.push({ field: 'name', key: 'couponNameRequired' });
  else if ([...name].length > COUPON_NAME_MAX)
    issues.push({ field: 'name', key: 'couponNameTooLong', params: { max: COUPON_NAME_MAX } });

  const code = input.code.trim().toUpperCase();
  if (!COUPON_CODE_PATTERN.test(code)) issues.push({ field: 'code', key: 'couponCodeInvalid' });

  let value = 0;
  if (input.type === 'amount') {
    value = input.faceValue ?? 0;
    if (value <= 0 || value > COUPON_AMOUNT_MAX) {
      issues.push({
        field: 'faceValue',
        key: 'couponFaceValueInvalid',
        params: { max: satangToBaht(COUPON_AMOUNT_MAX) },
      });
    } else if (input.minSpend > 0 && input.minSpend <= value) {
      // Spec §5: "Minimum spend must exceed the discount"; 0 (no threshold) only warns.
      issues.push({
        field: 'minSpend',
        key: 'couponMinSpendNotAboveDiscount',
        params: { discount: satangToBaht(value) },
      });
    }
  } else {
    value = input.percentOff ?? 0;
    if (value < COUPON_PERCENT_MIN || value > COUPON_PERCENT_MAX) {
      issues.push({
        field: 'percentOff',
        key: 'couponPercentInvalid',
        params: { min: COUPON_PERCENT_MIN, max: COUPON_PERCENT_MAX },
      });
    }
  }

  if (input.quantity < 1 || input.quantity > COUPON_QUANTITY_MAX) {
    issues.push({ field: 'quantity', key: 'couponQuantityInvalid', params: { max: COUPON_QUANTITY_MAX } });
  }
  if (input.perPerson < 1 || input.perPerson > COUPON_PER_PERSON_MAX || input.perPerson > input.quantity) {
    issues.push({ field: 'perPerson', key: 'couponPerPersonInvalid', params: { max: COUPON_PER_PERSON_MAX } });
  }

  const grantStart = time(input.grantStart);
  const grantEnd = time(input.grantEnd);
  if (!grantStart || !grantEnd)
    issues.push({ field: grantStart ? 'grantEnd' : 'grantStart', key: 'couponGrantTimeRequired' });
  else if (grantEnd <= grantStart) issues.push({ field: 'grantEnd', key: 'couponGrantEndBeforeStart' });
  else if (grantEnd <= now) issues.push({ field: 'grantEnd', key: 'couponGrantEndPast' });
  else if (grantEnd.getTime() - grantStart.getTime() > COUPON_VALIDITY_MAX_DAYS * DAY_MS) {
    issues.push({ field: 'grantEnd', key: 'couponGrantTooLong', params: { days: COUPON_VALIDITY_MAX_DAYS } });
  }

  if (input.validityDays === null) issues.push({ field: 'validityDays', key: 'couponValidityDaysRequired' });
  else if (input.validityDays < 1 || input.validityDays > COUPON_VALIDITY_MAX_DAYS) {
    issues.push({
      field: 'validityDays',
      key: 'couponValidityDaysInvalid',
      params: { days: COUPON_VALIDITY_MAX_DAYS },
    });
  }

  if (issues.length > 0 || !grantStart || !grantEnd) {
    const fieldErrors = issues.map((i) => ({ field: i.field, message: text(i.key, locale, i.params) }));
    const detail = fieldErrors.map((f) => `${f.field}: ${f.message}`).join('; ');
    throw new BizError('VALIDATION_FAILED', 'validationFailed', { detail }, { fieldErrors });
  }
  return {
    name,
    code,
    type: input.type,
    value,
    minSpend: input.minSpend,
    quantity: input.quantity,
    perPerson: input.perPerson,
    grantStart,
    grantEnd,
    validityDays: input.validityDays ?? 0,
    audience: input.audience,
  };
}
