import { describe, expect, it } from 'vitest';
import { type ActivityPriceInput, checkActivitySku, percentOff } from './activity-price.ts';
import { formatValidatorMessage } from './messages.ts';

// A SKU selling at 100.00 with 50 in stock, 5 of them reserved, lowest 30-day price 90.00.
const base: ActivityPriceInput = {
  skuId: '200000042',
  activityPrice: 8_000,
  salesPrice: 10_000,
  mallStock: 50,
  reserved: 5,
  activityStock: 10,
  lowest30: 9_000,
  bolSkipCheck: 'n',
};
const texts = (input: Partial<ActivityPriceInput>) => {
  const r = checkActivitySku({ ...base, ...input });
  const en = (f: (typeof r.errors)[number]) => formatValidatorMessage(f.key, 'en-US', f.params);
  return { errors: r.errors.map(en), warnings: r.warnings.map(en) };
};

describe('the activity price check', () => {
  it('passes 20% off with stock between reserved and the mall stock, warning only that it is under 50% off', () => {
    expect(texts({})).toEqual({
      errors: [],
      warnings: ['SKU 200000042: only 20% off (less than 50%), please confirm the price'],
    });
  });

  it('refuses a price above the sales price, naming the SKU and the sales price', () => {
    expect(texts({ activityPrice: 10_001 }).errors).toEqual([
      'SKU 200000042: the activity price cannot be higher than the sales price (100.00 baht)',
    ]);
  });

  it('asks at least 2% off: 98.00 passes, 98.01 and the sales price itself do not', () => {
    expect(texts({ activityPrice: 9_800 }).errors).toEqual([]);
    for (const activityPrice of [9_801, 10_000]) {
      expect(texts({ activityPrice }).errors).toEqual([
        'SKU 200000042: the activity price must be at least 2% below the sales price',
      ]);
    }
    expect(texts({ activityPrice: 0 }).errors).toEqual(['SKU 200000042: the activity price must be more than 0 baht']);
  });

  it('warns above 95% off (95.00% itself does not) and at or above the lowest price of 30 days', () => {
    expect(texts({ activityPrice: 500 }).warnings).toEqual([]);
    expect(texts({ activityPrice: 499 }).warnings).toEqual([
      'SKU 200000042: 95.01% off (more than 95%), please check the price carefully',
    ]);
    expect(texts({ activityPrice: 9_000 }).warnings).toContain(
      'SKU 200000042: the activity price is not below the lowest price of the last 30 days (90.00 baht)',
    );
    expect(texts({ activityPrice: 8_999 }).warnings.some((w) => w.includes('lowest'))).toBe(false);
  });

  it('holds the activity stock above 0, within the mall stock and not below reserved', () => {
    expect(texts({ activityStock: 0 }).errors).toEqual(['SKU 200000042: the activity stock must be more than 0']);
    expect(texts({ activityStock: 51 }).errors).toEqual([
      'SKU 200000042: the activity stock cannot exceed the product stock in the mall (50)',
    ]);
    expect(texts({ activityStock: 4 }).errors).toEqual([
      'SKU 200000042: the activity stock cannot be less than the reserved stock (5)',
    ]);
    expect(texts({ activityStock: 50 }).errors).toEqual([]);
    expect(texts({ activityStock: 5 }).errors).toEqual([]);
  });

  it('is skipped whole with bolSkipCheck y', () => {
    expect(texts({ activityPrice: 20_000, activityStock: 0, bolSkipCheck: 'y' })).toEqual({ errors: [], warnings: [] });
  });

  it('reads in Thai and Chinese with the SKU id', () => {
    const r = checkActivitySku({ ...base, activityPrice: 10_001 });
    const failure = r.errors[0];
    if (!failure) throw new Error('no failure');
    expect(formatValidatorMessage(failure.key, 'th-TH', failure.params)).toBe(
      'SKU 200000042: ราคากิจกรรมต้องไม่สูงกว่าราคาขาย (100.00 บาท)',
    );
    expect(formatValidatorMessage(failure.key, 'zh-CN', failure.params)).toBe(
      'SKU 200000042：活动价不能高于销售价（100.00泰铢）',
    );
  });

  it('gives the percent off with two decimals', () => {
    expect(percentOff(14_900, 19_900)).toBe(25.13);
    expect(percentOff(1, 0)).toBe(0);
  });
});
