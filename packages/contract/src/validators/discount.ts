import { satangToBaht } from './price.ts';
import { type Check, fail, pass } from './result.ts';

export const MIN_DISCOUNT_PERCENT = 2;
// Some promotion types demand a deeper cut; callers pass it as `minimum`.
export const STRICT_MIN_DISCOUNT_PERCENT = 5;
export const MAX_DISCOUNT_PERCENT = 100;
// Satang: 100 baht.
export const COUPON_HIGH_THRESHOLD = 10_000;

export type DiscountWarning = 'belowHalf' | 'aboveHalf' | 'above95' | 'above98';

// Maps each warning to its message, so a screen can show them without its own table.
export const discountWarningMessageKey = {
  belowHalf: 'discountBelowHalf',
  aboveHalf: 'discountAboveHalf',
  above95: 'discountAbove95',
  above98: 'discountAbove98',
} as const satisfies Record<DiscountWarning, string>;

// percentOff is how much comes off the price: 20 means the buyer pays 80%. 100 would make the item free.
export function checkDiscount(
  percentOff: number,
  { minimum = MIN_DISCOUNT_PERCENT }: { minimum?: number } = {},
): Check {
  if (Number.isNaN(percentOff) || percentOff < minimum) return fail('discountTooSmall', { min: minimum });
  if (percentOff >= MAX_DISCOUNT_PERCENT) return fail('discountTooLarge', { max: MAX_DISCOUNT_PERCENT });
  return pass();
}

// Warnings ask for confirmation and do not block. All that apply are returned, mildest first,
// so 99% off gives aboveHalf, above95 and above98; exactly 50% gives none.
export function discountWarnings(percentOff: number): DiscountWarning[] {
  const warnings: DiscountWarning[] = [];
  if (percentOff < 50) warnings.push('belowHalf');
  if (percentOff > 50) warnings.push('aboveHalf');
  if (percentOff > 95) warnings.push('above95');
  if (percentOff > 98) warnings.push('above98');
  return warnings;
}

// Amounts in satang. A minimum spend of 0 means "no threshold" and is allowed (it only warns, see below).
export function checkMinimumSpend({ minSpend, discount }: { minSpend: number; discount: number }): Check {
  if (!Number.isSafeInteger(minSpend) || minSpend < 0) return fail('amountInvalid');
  if (minSpend === 0) return pass();
  return minSpend > discount ? pass() : fail('minSpendNotAboveDiscount', { discount: satangToBaht(discount) });
}

// True when the merchant should confirm the threshold: no minimum spend, or 100 baht or more.
export function couponThresholdWarning(minSpend: number): boolean {
  return minSpend === 0 || minSpend >= COUPON_HIGH_THRESHOLD;
}
