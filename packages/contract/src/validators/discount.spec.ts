import { describe, expect, it } from 'vitest';
import {
  COUPON_HIGH_THRESHOLD,
  checkDiscount,
  checkMinimumSpend,
  couponThresholdWarning,
  discountWarningMessageKey,
  discountWarnings,
  STRICT_MIN_DISCOUNT_PERCENT,
} from './discount.ts';
import { isValidatorMessageKey } from './messages.ts';

describe('checkDiscount', () => {
  it('accepts 2% off and rejects anything less', () => {
    expect(checkDiscount(2)).toEqual({ ok: true });
    expect(checkDiscount(1.99)).toEqual({ ok: false, key: 'discountTooSmall', params: { min: 2 } });
  });

  it('applies the stricter 5% floor when asked', () => {
    expect(STRICT_MIN_DISCOUNT_PERCENT).toBe(5);
    expect(checkDiscount(4.99, { minimum: STRICT_MIN_DISCOUNT_PERCENT })).toEqual({
      ok: false,
      key: 'discountTooSmall',
      params: { min: 5 },
    });
    expect(checkDiscount(5, { minimum: STRICT_MIN_DISCOUNT_PERCENT })).toEqual({ ok: true });
  });

  it('accepts 99.99% off but not a free item', () => {
    expect(checkDiscount(99.99)).toEqual({ ok: true });
    expect(checkDiscount(100)).toEqual({ ok: false, key: 'discountTooLarge', params: { max: 100 } });
  });

  it('rejects a missing number', () => {
    expect(checkDiscount(Number.NaN).ok).toBe(false);
  });
});

describe('discountWarnings', () => {
  it.each([
    [49.99, ['belowHalf']],
    [50, []],
    [50.01, ['aboveHalf']],
    [95, ['aboveHalf']],
    [95.01, ['aboveHalf', 'above95']],
    [98, ['aboveHalf', 'above95']],
    [98.01, ['aboveHalf', 'above95', 'above98']],
  ])('%f%% off warns %o', (percentOff, expected) => {
    expect(discountWarnings(percentOff)).toEqual(expected);
  });

  it('maps every warning to a translated message', () => {
    for (const key of Object.values(discountWarningMessageKey)) expect(isValidatorMessageKey(key)).toBe(true);
  });
});

describe('checkMinimumSpend', () => {
  it('accepts a minimum spend one satang above the discount and rejects one equal to it', () => {
    expect(checkMinimumSpend({ minSpend: 5_001, discount: 5_000 })).toEqual({ ok: true });
    expect(checkMinimumSpend({ minSpend: 5_000, discount: 5_000 })).toEqual({
      ok: false,
      key: 'minSpendNotAboveDiscount',
      params: { discount: '50.00' },
    });
  });

  it('allows a coupon with no minimum spend (0 baht)', () => {
    expect(checkMinimumSpend({ minSpend: 0, discount: 5_000 })).toEqual({ ok: true });
  });

  it('rejects a negative minimum spend', () => {
    expect(checkMinimumSpend({ minSpend: -1, discount: 0 })).toEqual({ ok: false, key: 'amountInvalid' });
  });
});

describe('couponThresholdWarning', () => {
  it.each([
    [0, true],
    [1, false],
    [9_999, false],
    [COUPON_HIGH_THRESHOLD, true],
    [50_000, true],
  ])('a minimum spend of %i satang warns: %s', (minSpend, expected) => {
    expect(couponThresholdWarning(minSpend)).toBe(expected);
  });
});
