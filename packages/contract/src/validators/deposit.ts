import { satangToBaht } from './price.ts';
import { type Check, fail, pass } from './result.ts';

// All amounts are integer satang; band edges follow
export const DEPOSIT_MAX_PERCENT = 40;
export const DEPOSIT_BAND_MAX_PERCENT = 20;
export const DEPOSIT_LOW_BAND_MIN_PERCENT = 10;
export const DEPOSIT_MID_BAND_FROM = 250_000; // 2500 baht
/**
 * 5000 baht. The catalogue gives the middle band as "2500 to 5000" and the upper one as "5000 or
 * more", so 5000 itself is in both; the product spec's "From 5000" puts it in the upper band
 * (at least 500 baht), the one picked.
 */
export const DEPOSIT_HIGH_BAND_FROM = 500_000;
export const DEPOSIT_MID_BAND_MIN = 25_000; // 250 baht
export const DEPOSIT_HIGH_BAND_MIN = 50_000; // 500 baht
export const DEPOSIT_STEP = 1_000; // 10 baht

export type DepositRange = { min: number; max: number };

// Integer arithmetic only: the lower bound rounds up and the upper bound rounds down to whole satang.
export function depositRange(price: number): DepositRange {
  const percentOf = (percent: number, round: (x: number) => number) => round((price * percent) / 100);
  // Every band caps at 20%, so the overall 40% cap never binds today; it stays as the outer guard.
  const max = Math.min(percentOf(DEPOSIT_MAX_PERCENT, Math.floor), percentOf(DEPOSIT_BAND_MAX_PERCENT, Math.floor));
  if (price < DEPOSIT_MID_BAND_FROM) return { min: percentOf(DEPOSIT_LOW_BAND_MIN_PERCENT, Math.ceil), max };
  if (price < DEPOSIT_HIGH_BAND_FROM) return { min: DEPOSIT_MID_BAND_MIN, max };
  return { min: DEPOSIT_HIGH_BAND_MIN, max };
}

export function checkDeposit({ price, deposit }: { price: number; deposit: number }): Check {
  if (!Number.isSafeInteger(price) || price <= 0 || !Number.isSafeInteger(deposit) || deposit < 0) {
    return fail('amountInvalid');
  }
  const { min, max } = depositRange(price);
  if (deposit < min) return fail('depositTooLow', { min: satangToBaht(min) });
  if (deposit > max) return fail('depositTooHigh', { max: satangToBaht(max) });
  return pass();
}

// The buyer pays the deposit and gets the deduction off the final price, e.g. pay 100 baht, save 300.
export function checkDepositDeduction({ deposit, deduction }: { deposit: number; deduction: number }): Check {
  if (!Number.isSafeInteger(deposit) || deposit <= 0 || deposit % DEPOSIT_STEP !== 0) {
    return fail('depositNotMultipleOfTen');
  }
  if (!Number.isSafeInteger(deduction) || deduction <= 0 || deduction % deposit !== 0) {
    return fail('deductionNotMultipleOfDeposit', { deposit: satangToBaht(deposit) });
  }
  return pass();
}
