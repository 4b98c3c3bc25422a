import { describe, expect, it } from 'vitest';
import { type CouponDraft, couponIssues, normalCouponCode } from './coupon-rules.ts';

// The rules the server refuses a coupon with and the form checks as the merchant types.

const NOW = new Date('2026-11-27T03:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const draft = (over: Partial<CouponDraft> = {}): CouponDraft => ({
  name: 'ลด 50 บาท',
  code: 'save50',
  type: 'amount',
  faceValue: 5_000,
  percentOff: null,
  minSpend: 30_000,
  quantity: 100,
  perPerson: 1,
  grantStart: NOW,
  grantEnd: new Date(NOW.getTime() + 7 * DAY),
  validityDays: 30,
  ...over,
});
const fields = (over: Partial<CouponDraft>) => couponIssues(draft(over), NOW).map((i) => [i.field, i.key]);

describe('couponIssues', () => {
  it('finds nothing wrong with a good coupon, and stores its code upper case', () => {
    expect(couponIssues(draft(), NOW)).toEqual([]);
    expect(normalCouponCode(' save50 ')).toBe('SAVE50');
  });

  it('names each field a missing value leaves empty, in field order', () => {
    expect(
      fields({
        name: ' ',
        code: '',
        faceValue: null,
        quantity: null,
        perPerson: null,
        grantStart: null,
        validityDays: null,
      }),
    ).toEqual([
      ['name', 'couponNameRequired'],
      ['code', 'couponCodeInvalid'],
      ['faceValue', 'couponFaceValueInvalid'],
      ['quantity', 'couponQuantityInvalid'],
      ['perPerson', 'couponPerPersonInvalid'],
      ['grantStart', 'couponGrantTimeRequired'],
      ['validityDays', 'couponValidityDaysRequired'],
    ]);
  });

  it('holds the minimum spend above the discount, but takes none at all', () => {
    expect(fields({ minSpend: 5_000 })).toEqual([['minSpend', 'couponMinSpendNotAboveDiscount']]);
    expect(fields({ minSpend: 5_001 })).toEqual([]);
    expect(fields({ minSpend: 0 })).toEqual([]);
  });

  it('takes 2% to 99% off a percent coupon', () => {
    const percent = (percentOff: number) => fields({ type: 'percent', faceValue: null, percentOff });
    expect(percent(2)).toEqual([]);
    expect(percent(99)).toEqual([]);
    expect(percent(1)).toEqual([['percentOff', 'couponPercentInvalid']]);
    expect(percent(100)).toEqual([['percentOff', 'couponPercentInvalid']]);
  });

  it('holds the grant window to after now, after its start and 90 days, and the validity to 1 to 90 days', () => {
    expect(fields({ grantEnd: NOW })).toEqual([['grantEnd', 'couponGrantEndBeforeStart']]);
    expect(fields({ grantStart: new Date(NOW.getTime() - DAY), grantEnd: NOW })).toEqual([
      ['grantEnd', 'couponGrantEndPast'],
    ]);
    expect(fields({ grantEnd: new Date(NOW.getTime() + 90 * DAY) })).toEqual([]);
    expect(fields({ grantEnd: new Date(NOW.getTime() + 90 * DAY + 1) })).toEqual([['grantEnd', 'couponGrantTooLong']]);
    expect(fields({ validityDays: 0 })).toEqual([['validityDays', 'couponValidityDaysInvalid']]);
    expect(fields({ validityDays: 91 })).toEqual([['validityDays', 'couponValidityDaysInvalid']]);
  });

  it('keeps the per-person limit within 1 to 10 and the quantity', () => {
    expect(fields({ quantity: 3, perPerson: 4 })).toEqual([['perPerson', 'couponPerPersonInvalid']]);
    expect(fields({ quantity: 50, perPerson: 10 })).toEqual([]);
    expect(fields({ quantity: 50, perPerson: 11 })).toEqual([['perPerson', 'couponPerPersonInvalid']]);
  });
});
