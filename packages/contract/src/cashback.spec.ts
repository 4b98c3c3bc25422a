import { describe, expect, it } from 'vitest';
import { cashbackFor, lastMonthEnd, settlementAt } from './cashback.ts';

// The month ends of cashback are Bangkok's (UTC+7): the first instant of a month there.

describe('the month end that settles cashback', () => {
  it('is the first month start in Bangkok at or after the due time', () => {
    // 10 Dec 12:00 Bangkok → 1 Jan 00:00 Bangkok (31 Dec 17:00 UTC).
    expect(settlementAt(new Date('2026-12-10T05:00:00Z')).toISOString()).toBe('2026-12-31T17:00:00.000Z');
    // 30 Nov 23:59 Bangkok is still November: settled 1 Dec 00:00 Bangkok.
    expect(settlementAt(new Date('2026-11-30T16:59:00Z')).toISOString()).toBe('2026-11-30T17:00:00.000Z');
    // Due exactly at a month start: settled then.
    expect(settlementAt(new Date('2026-11-30T17:00:00Z')).toISOString()).toBe('2026-11-30T17:00:00.000Z');
  });

  it('the last month end at a time is the start of its Bangkok month', () => {
    // 1 Dec 06:00 Bangkok (30 Nov 23:00 UTC) is in December there.
    expect(lastMonthEnd(new Date('2026-11-30T23:00:00Z')).toISOString()).toBe('2026-11-30T17:00:00.000Z');
    expect(lastMonthEnd(new Date('2026-11-30T16:00:00Z')).toISOString()).toBe('2026-10-31T17:00:00.000Z');
  });
});

describe('what an order gets back', () => {
  it('nothing below the minimum; the amount at it; a percent rounded down and capped', () => {
    const amount = { minSpend: 30_000, rewardType: 'amount' as const, reward: 3_000, cap: null };
    expect(cashbackFor(amount, 29_999)).toBe(0);
    expect(cashbackFor(amount, 30_000)).toBe(3_000);
    const percent = { minSpend: 10_000, rewardType: 'percent' as const, reward: 10, cap: 2_000 };
    expect(cashbackFor(percent, 15_555)).toBe(1_555);
    expect(cashbackFor(percent, 30_000)).toBe(2_000);
  });
});
