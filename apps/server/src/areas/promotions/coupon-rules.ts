import type { couponInput } from '@sc/contract/calls/promotions.ts';
import { couponIssues, normalCouponCode } from '@sc/contract/coupon-rules.ts';
import type { CouponChannel } from '@sc/contract/follow.ts';
import type { Locale } from '@sc/contract/locale.ts';
import type { Audience, CouponType } from '@sc/contract/promotions.ts';
import type { z } from 'zod';
import { text } from '../../envelope/reply.ts';
import { BizError } from '../../errors.ts';

// A new coupon as sent, checked by the rules of @sc/contract/coupon-rules.ts (the form checks with
// the same ones): each refusal a field error in the request's language, all found at once.

export interface CouponData {
  name: string;
  code: string;
  type: CouponType;
  /** amount: satang; percent: whole percent. */
  value: number;
  minSpend: number;
  /** The count rule: the fewest units in the cart; 0 or absent: a spend threshold. */
  minUnits?: number;
  /** Type percent: the most it takes off, satang; null: no cap. */
  maxDiscount: number | null;
  quantity: number;
  perPerson: number;
  grantStart: Date;
  grantEnd: Date;
  validityDays: number;
  audience: Audience;
  /** The picture buyers see; '' for none. */
  imageUrl?: string;
  /** COUPON_CHANNEL; shop when absent. */
  channel?: CouponChannel;
}

const time = (s: string) => {
  const ms = Date.parse(s);
  return Number.isNaN(ms) ? null : new Date(ms);
};

/** Checks a coupon as sent; answers it as it is stored, or refuses with every issue found. */
export function checkCoupon(input: z.output<typeof couponInput>, now: Date, locale: Locale): CouponData {
  const grantStart = time(input.grantStart);
  const grantEnd = time(input.grantEnd);
  const issues = couponIssues({ ...input, grantStart, grantEnd }, now);
  if (issues.length > 0 || !grantStart || !grantEnd) {
    const fieldErrors = issues.map((i) => ({ field: i.field, message: text(i.key, locale, i.params) }));
    const detail = fieldErrors.map((f) => `${f.field}: ${f.message}`).join('; ');
    throw new BizError('VALIDATION_FAILED', 'validationFailed', { detail }, { fieldErrors });
  }
  return {
    name: input.name.trim(),
    code: normalCouponCode(input.code),
    type: input.type,
    value: (input.type === 'amount' ? input.faceValue : input.percentOff) ?? 0,
    minSpend: input.minSpend,
    minUnits: input.threshold === 'units' ? (input.minUnits ?? 0) : 0,
    maxDiscount: input.type === 'percent' ? input.maxDiscount : null,
    quantity: input.quantity,
    perPerson: input.perPerson,
    grantStart,
    grantEnd,
    validityDays: input.validityDays ?? 0,
    audience: input.audience,
    imageUrl: input.imageUrl,
  };
}
