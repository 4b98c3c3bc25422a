import type { Locale } from '@sc/contract/locale.ts';
import { promotionsMessages } from '@sc/contract/messages/promotions.ts';
import type { RuleObject } from 'antd/es/form';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  type CouponFormValues,
  couponRule,
  couponWarnings,
  initialValues,
  toDraft,
  toRequest,
} from './coupon-form-model.ts';

// The coupon form: the server's rules in the server's words, the request it sends, the warnings.

const NOW = new Date('2026-11-27T03:00:30Z');
const good: CouponFormValues = {
  name: 'ลด 50 บาท',
  code: 'save50',
  audience: 'all',
  type: 'amount',
  faceValue: '50.00',
  minSpend: '300.00',
  quantity: 100,
  perPerson: 1,
  grantStart: dayjs(NOW),
  grantEnd: dayjs(NOW).add(7, 'day'),
  validityDays: 7,
};

/** The message the field's rule gives for `values`, or undefined when it passes. */
async function check(field: Parameters<typeof couponRule>[0], values: CouponFormValues, locale: Locale = 'en-US') {
  const rule = couponRule(
    field,
    () => locale,
    () => NOW,
  );
  const { validator } = (
    typeof rule === 'function' ? rule({ getFieldsValue: () => values } as never) : rule
  ) as RuleObject;
  try {
    await validator?.({} as never, undefined, () => undefined);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('the coupon form', () => {
  it('starts granting from this minute for a week, one per buyer, for everyone', () => {
    const v = initialValues(NOW);
    expect(v).toMatchObject({ type: 'amount', audience: 'all', perPerson: 1, validityDays: 7 });
    expect(v.grantStart?.toISOString()).toBe('2026-11-27T03:00:00.000Z');
    expect(v.grantEnd?.diff(v.grantStart, 'day')).toBe(7);
  });

  it('copies a coupon’s rules but not its code or times', () => {
    const v = initialValues(NOW, {
      couponId: 'c',
      name: 'Old',
      code: 'OLD50',
      type: 'amount',
      faceValue: 50,
      percentOff: null,
      maxDiscount: null,
      minSpend: 300,
      threshold: 'spend',
      minUnits: 0,
      quantity: 20,
      perPerson: 2,
      grantStart: '2026-01-01T00:00:00.000Z',
      grantEnd: '2026-01-05T00:00:00.000Z',
      validityDays: 9,
      audience: 'student',
      imageUrl: '/media/c.png',
      state: 'expired',
      receivedCount: 3,
      usedCount: 1,
      remaining: 17,
      stoppedAt: null,
      createdAt: '2025-12-30T00:00:00.000Z',
    });
    expect(v).toMatchObject({
      name: 'Old',
      code: '',
      faceValue: '50.00',
      minSpend: '300.00',
      quantity: 20,
      perPerson: 2,
      imageUrl: '/media/c.png',
    });
    expect(v).toMatchObject({ validityDays: 9, audience: 'student' });
    expect(v.grantStart?.toISOString()).toBe('2026-11-27T03:00:00.000Z');
  });

  it('sends money as typed, a missing minimum spend as none, the time as ISO, only the chosen discount', () => {
    expect(toRequest({ ...good, percentOff: 10, minSpend: '' })).toEqual({
      name: 'ลด 50 บาท',
      code: 'save50',
      type: 'amount',
      faceValue: '50.00',
      percentOff: null,
      maxDiscount: null,
      minSpend: 0,
      threshold: 'spend',
      minUnits: null,
      quantity: 100,
      perPerson: 1,
      grantStart: '2026-11-27T03:00:30.000Z',
      grantEnd: '2026-12-04T03:00:30.000Z',
      validityDays: 7,
      audience: 'all',
      imageUrl: '',
    });
    expect(toDraft(good)).toMatchObject({ faceValue: 5_000, minSpend: 30_000, maxDiscount: null });
    // A percent coupon sends its cap as typed; the rules read it in satang.
    const capped = { ...good, type: 'percent' as const, percentOff: 20, maxDiscount: '80.00' };
    expect(toRequest(capped)).toMatchObject({ percentOff: 20, maxDiscount: '80.00', faceValue: null });
    expect(toDraft(capped)).toMatchObject({ maxDiscount: 8_000 });
  });

  it('sends a count rule’s units and no minimum spend, checks the units in the server’s words, and warns of no spend only for a spend rule', async () => {
    const units = { ...good, threshold: 'units' as const, minUnits: 3 };
    expect(toRequest(units)).toMatchObject({ threshold: 'units', minUnits: 3, minSpend: 0 });
    expect(toDraft(units)).toMatchObject({ threshold: 'units', minUnits: 3, minSpend: 0 });
    expect(await check('minUnits', units)).toBeUndefined();
    expect(await check('minUnits', { ...units, minUnits: 0 }, 'th-TH')).toBe(
      promotionsMessages.couponMinUnitsInvalid['th-TH'].replace('{max}', '999'),
    );
    expect(couponWarnings(toDraft(units)).map((w) => w.key)).toEqual([]);
  });

  it('checks the cap in the server’s words: below the minimum spend', async () => {
    const capped = { ...good, type: 'percent' as const, percentOff: 20, maxDiscount: '300.00' };
    expect(await check('maxDiscount', capped)).toBe(
      'The maximum discount must be below the minimum spend of 300.00 baht',
    );
    expect(await check('maxDiscount', { ...capped, maxDiscount: '299.99' })).toBeUndefined();
  });

  it('refuses in the server’s words, in the language shown', async () => {
    expect(await check('name', good)).toBeUndefined();
    expect(await check('minSpend', { ...good, minSpend: '50.00' })).toBe(
      'The minimum spend must be more than the discount of 50.00 baht',
    );
    expect(await check('perPerson', { ...good, quantity: 3, perPerson: 4 }, 'th-TH')).toBe(
      promotionsMessages.couponPerPersonInvalid['th-TH'].replace('{max}', '10'),
    );
    expect(await check('grantEnd', { ...good, grantEnd: dayjs(NOW).add(91, 'day') })).toBe(
      'The grant window is at most 90 days',
    );
    expect(await check('code', { ...good, code: 'AB' })).toBe('The coupon code is 4 to 20 letters or digits');
    expect(await check('percentOff', { ...good, type: 'percent', percentOff: 1 })).toBe(
      'The discount must be 2% to 99%',
    );
  });

  it('warns, without refusing, of no minimum spend, ฿100 or more off and more than half off', () => {
    const keys = (v: CouponFormValues) => couponWarnings(toDraft(v)).map((w) => w.key);
    expect(keys(good)).toEqual([]);
    expect(keys({ ...good, minSpend: '0' })).toEqual(['noMinSpend']);
    expect(keys({ ...good, faceValue: '100.00' })).toEqual(['largeDiscount']);
    expect(keys({ ...good, faceValue: '99.99', minSpend: '150.00' })).toEqual(['deepAmount']);
    expect(keys({ ...good, type: 'percent', percentOff: 60 })).toEqual(['deepPercent']);
    expect(keys({ ...good, type: 'percent', percentOff: 50 })).toEqual([]);
    // Nothing to warn of before a discount is set.
    expect(keys({ ...good, faceValue: '', minSpend: '' })).toEqual([]);
  });
});
