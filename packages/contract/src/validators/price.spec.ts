import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bahtToSatang, checkActivityPrice, checkSalePrice, satangToBaht } from './price.ts';

describe('bahtToSatang', () => {
  it.each([
    ['12.50', 1250],
    ['12.5', 1250],
    ['12', 1200],
    ['0', 0],
    ['0.01', 1],
    [' 7.05 ', 705],
    [12.5, 1250],
    [12, 1200],
    [19.99, 1999],
    [0, 0],
  ])('reads %o as %i satang', (input, satang) => {
    expect(bahtToSatang(input)).toBe(satang);
  });

  it('reads 19.99 exactly, where multiplying the float by 100 would not', () => {
    expect(19.99 * 100).not.toBe(1999);
    expect(bahtToSatang('19.99')).toBe(1999);
    expect(bahtToSatang(19.99)).toBe(1999);
  });

  it.each([
    ['three decimals', '12.345'],
    ['a negative amount', '-1'],
    ['a negative number', -1],
    ['a thousands separator', '1,000'],
    ['a trailing dot', '12.'],
    ['a leading dot', '.5'],
    ['letters', '12a'],
    ['an empty string', ''],
    ['exponent notation', '1e3'],
    ['a float sum with noise', 0.1 + 0.2],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['an amount past the safe integer range', '99999999999999999'],
  ])('rejects %s', (_label, input) => {
    expect(bahtToSatang(input)).toBeNull();
  });
});

describe('satangToBaht', () => {
  it.each([
    [1250, '12.50'],
    [5, '0.05'],
    [0, '0.00'],
    [100, '1.00'],
    [-1250, '-12.50'],
  ])('shows %i satang as %s', (satang, text) => {
    expect(satangToBaht(satang)).toBe(text);
  });

  it('refuses a fractional satang amount', () => {
    expect(() => satangToBaht(12.5)).toThrow(RangeError);
  });

  it('round-trips every non-negative satang amount through its baht text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (satang) => {
        expect(bahtToSatang(satangToBaht(satang))).toBe(satang);
      }),
    );
  });
});

describe('checkSalePrice', () => {
  const prices = { marketPrice: 10_000, purchasePrice: 6_000 };

  it('accepts a sale price equal to the market price and one equal to the purchase price', () => {
    expect(checkSalePrice({ ...prices, salePrice: 10_000 })).toEqual({ ok: true });
    expect(checkSalePrice({ ...prices, salePrice: 6_000 })).toEqual({ ok: true });
  });

  it('rejects one satang above the market price, naming it in baht', () => {
    expect(checkSalePrice({ ...prices, salePrice: 10_001 })).toEqual({
      ok: false,
      key: 'salePriceAboveMarket',
      params: { marketPrice: '100.00' },
    });
  });

  it('rejects one satang below the purchase price, naming it in baht', () => {
    expect(checkSalePrice({ ...prices, salePrice: 5_999 })).toEqual({
      ok: false,
      key: 'salePriceBelowPurchase',
      params: { purchasePrice: '60.00' },
    });
  });
});

describe('checkActivityPrice', () => {
  it('accepts an activity price equal to the sales price and rejects one satang more', () => {
    expect(checkActivityPrice(9_900, 9_900)).toEqual({ ok: true });
    expect(checkActivityPrice(9_901, 9_900)).toEqual({
      ok: false,
      key: 'activityPriceAboveSales',
      params: { salesPrice: '99.00' },
    });
  });
});
