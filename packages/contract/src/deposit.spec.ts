import { describe, expect, it } from 'vitest';
import { balanceOf, deductionMax, depositBand, depositIssues, depositState } from './deposit.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const now = new Date('2026-12-01T00:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms);
const sku = (over: Record<string, number | null> = {}) => ({
  skuId: '1',
  deposit: 50_000,
  deduction: 100_000,
  stock: 5,
  price: 500_000,
  mallStock: 10,
  ...over,
});
const issues = (over: Record<string, number | null> = {}, balanceAfter = DAY) =>
  depositIssues(
    { name: 'พรีเซล', depositStart: at(0), depositEnd: at(DAY), balanceEnd: at(DAY + balanceAfter), skus: [sku(over)] },
    now,
  ).map((i) => i.key);

describe('the deposit pre-sale rules', () => {
  it('puts 2500 baht in the middle band and 5000 in the upper one', () => {
    expect([249_999, 250_000, 499_999, 500_000].map(depositBand)).toEqual(['low', 'mid', 'mid', 'high']);
  });

  it('caps the deduction at 40% of the price, rounded down to whole satang', () => {
    expect(deductionMax(19_999)).toBe(7_999);
    expect(issues({ deduction: 200_000 })).toEqual([]);
    expect(issues({ deposit: 50_000, deduction: 250_000 })).toEqual(['depositDeductionTooHigh']);
    expect(issues({ deduction: 75_000 })).toEqual(['depositDeductionNotMultiple']);
  });

  it('wants the balance due 1 hour to 7 days after the deposits close', () => {
    expect(issues({}, HOUR)).toEqual([]);
    expect(issues({}, HOUR - 1)).toEqual(['depositBalanceWindow']);
    expect(issues({}, 7 * DAY)).toEqual([]);
    expect(issues({}, 7 * DAY + 1)).toEqual(['depositBalanceWindow']);
  });

  it('reads the state from the clock, and the balance as the price less the deduction', () => {
    const p = { depositStart: at(HOUR), depositEnd: at(DAY), balanceEnd: at(2 * DAY) };
    expect([at(0), at(HOUR), at(DAY), at(2 * DAY)].map((t) => depositState(p, t))).toEqual([
      'not_started',
      'deposit',
      'balance',
      'ended',
    ]);
    expect(balanceOf(500_000, 100_000)).toBe(400_000);
  });
});
