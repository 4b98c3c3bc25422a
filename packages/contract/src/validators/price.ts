import { type Check, fail, pass } from './result.ts';

// Money is held as integer satang (1 baht = 100 satang) so sums never meet binary float error.

const BAHT_TEXT = /^(\d+)(?:\.(\d{1,2}))?$/;

// Parses the decimal text digit by digit rather than multiplying a float by 100 (19.99 * 100 is 1998.9999999999998).
export function bahtToSatang(s: string | number): number | null {
  let text: string;
  if (typeof s === 'number') {
    if (!Number.isFinite(s)) return null;
    // String() gives the shortest round-trip form: 12.5 -> '12.5', 0.1 + 0.2 -> '0.30000000000000004' (rejected).
    text = String(s);
  } else {
    text = s.trim();
  }
  const match = BAHT_TEXT.exec(text);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const satang = whole * 100 + fraction;
  return Number.isSafeInteger(satang) ? satang : null;
}

export function satangToBaht(n: number): string {
  if (!Number.isSafeInteger(n)) throw new RangeError(`satang must be a safe integer, got ${n}`);
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export type SalePriceInput = { salePrice: number; marketPrice: number; purchasePrice: number };

export function checkSalePrice({ salePrice, marketPrice, purchasePrice }: SalePriceInput): Check {
  if (salePrice > marketPrice) return fail('salePriceAboveMarket', { marketPrice: satangToBaht(marketPrice) });
  if (salePrice < purchasePrice) return fail('salePriceBelowPurchase', { purchasePrice: satangToBaht(purchasePrice) });
  return pass();
}

export function checkActivityPrice(activity: number, sales: number): Check {
  return activity > sales ? fail('activityPriceAboveSales', { salesPrice: satangToBaht(sales) }) : pass();
}
