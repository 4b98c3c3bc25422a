import { ACTIVITY_MAX_DAYS, ACTIVITY_NAME_MAX, ACTIVITY_START_GRACE_MS, type ActivityState } from './activities.ts';
import type { cashbackMessages } from './messages/cashback.ts';
import { satangToBaht } from './validators/price.ts';

// Cashback (/promotion/cashback; call-catalogue §7 "Promotions": cashback, promote rule;
// product-spec §4 "Cashback: pending, cashed back, not cashed back", §9 "Cashback after receipt {T}
// days", "Cashback rules are settled at month end"). A shop rule: an order whose goods after every
// discount (activity prices, full-scale tiers, the coupon; freight not counted) reach the minimum
// spend gets cashback, a fixed amount or a percent up to a cap, while the rule runs and its budget
// lasts. The order's record is pending; CASHBACK_AFTER_RECEIPT_DAYS after the buyer received the
// order (signed for it) it is due, and the settlement at the next month end (the first instant of a
// month, Bangkok time) pays it: cashed back. An order cancelled or refunded (any amount) before
// then gets none: not cashed back, and its amount goes back to the budget.

/** The spec's {T} of "Cashback after receipt {T} days": 7 days, the value we chose. */
export const CASHBACK_AFTER_RECEIPT_DAYS = 7;
export const CASHBACK_NAME_MAX = ACTIVITY_NAME_MAX;
/** A rule runs at most 90 days (spec §5 "Time-limited promotion at most 90 days; start must be before end"). */
export const CASHBACK_MAX_DAYS = ACTIVITY_MAX_DAYS;
export const CASHBACK_START_GRACE_MS = ACTIVITY_START_GRACE_MS;
/** The largest minimum spend, budget and cap, satang: 1,000,000 baht (a bound of ours). */
export const CASHBACK_AMOUNT_MAX = 100_000_000;
/** A percent cashback gives 1% to 50% of the spend (a bound of ours). */
export const CASHBACK_PERCENT_MIN = 1;
export const CASHBACK_PERCENT_MAX = 50;

export const CASHBACK_REWARD = ['amount', 'percent'] as const;
export type CashbackReward = (typeof CASHBACK_REWARD)[number];
/** A record's states (spec §4). */
export const CASHBACK_RECORD_STATE = ['pending', 'cashed_back', 'not_cashed_back'] as const;
export type CashbackRecordState = (typeof CASHBACK_RECORD_STATE)[number];
export const CASHBACK_RECORD_TABS = ['all', ...CASHBACK_RECORD_STATE] as const;
export type CashbackRecordTab = (typeof CASHBACK_RECORD_TABS)[number];

export type CashbackState = ActivityState;
export type CashbackMessageKey = keyof typeof cashbackMessages;

export interface CashbackDraft {
  name: string;
  /** Satang. */
  minSpend: number | null;
  rewardType: CashbackReward;
  /** amount: satang; percent: whole percent. */
  reward: number | null;
  /** percent: the most one order gets back, satang. */
  cap: number | null;
  /** The most the rule gives back in all, satang. */
  budget: number | null;
  startAt: Date | null;
  endAt: Date | null;
}

export interface CashbackIssue {
  /** name, minSpend, reward, cap, budget, startTime or endTime. */
  field: string;
  key: CashbackMessageKey;
  params?: Record<string, string | number>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const satang = (n: number | null, max: number): n is number =>
  n !== null && Number.isSafeInteger(n) && n >= 1 && n <= max;

/** Every rule a cashback rule breaks at `now`, in field order; empty when it may be saved. */
export function cashbackIssues(d: CashbackDraft, now: Date): CashbackIssue[] {
  const issues: CashbackIssue[] = [];
  const name = d.name.trim();
  if (!name) issues.push({ field: 'name', key: 'cashbackNameRequired' });
  else if ([...name].length > CASHBACK_NAME_MAX)
    issues.push({ field: 'name', key: 'cashbackNameTooLong', params: { max: CASHBACK_NAME_MAX } });

  const max = satangToBaht(CASHBACK_AMOUNT_MAX);
  const spendOk = satang(d.minSpend, CASHBACK_AMOUNT_MAX);
  if (!spendOk) issues.push({ field: 'minSpend', key: 'cashbackSpendInvalid', params: { max } });

  if (d.rewardType === 'amount') {
    if (!satang(d.reward, CASHBACK_AMOUNT_MAX)) issues.push({ field: 'reward', key: 'cashbackAmountInvalid' });
    else if (spendOk && d.reward >= (d.minSpend ?? 0))
      issues.push({
        field: 'reward',
        key: 'cashbackAmountNotBelowSpend',
        params: { spend: satangToBaht(d.minSpend ?? 0) },
      });
  } else {
    const r = d.reward;
    if (r === null || !Number.isInteger(r) || r < CASHBACK_PERCENT_MIN || r > CASHBACK_PERCENT_MAX)
      issues.push({
        field: 'reward',
        key: 'cashbackPercentInvalid',
        params: { min: CASHBACK_PERCENT_MIN, max: CASHBACK_PERCENT_MAX },
      });
    if (!satang(d.cap, CASHBACK_AMOUNT_MAX)) issues.push({ field: 'cap', key: 'cashbackCapInvalid', params: { max } });
  }

  if (!satang(d.budget, CASHBACK_AMOUNT_MAX))
    issues.push({ field: 'budget', key: 'cashbackBudgetInvalid', params: { max } });

  const { startAt, endAt } = d;
  if (!startAt || !endAt) issues.push({ field: startAt ? 'endTime' : 'startTime', key: 'cashbackTimeRequired' });
  else if (startAt.getTime() < now.getTime() - CASHBACK_START_GRACE_MS)
    issues.push({ field: 'startTime', key: 'cashbackStartPast' });
  else if (endAt <= startAt) issues.push({ field: 'endTime', key: 'cashbackEndBeforeStart' });
  else if (endAt.getTime() - startAt.getTime() > CASHBACK_MAX_DAYS * DAY_MS)
    issues.push({ field: 'endTime', key: 'cashbackTooLong', params: { days: CASHBACK_MAX_DAYS } });
  return issues;
}

/**
 * What an order spending `spend` (satang, goods after discounts) gets back under a rule: 0 below
 * the minimum spend; the amount, or the percent rounded down to the satang and at most the cap.
 */
export function cashbackFor(
  rule: { minSpend: number; rewardType: CashbackReward; reward: number; cap: number | null },
  spend: number,
): number {
  if (spend < rule.minSpend || spend <= 0) return 0;
  const amount =
    rule.rewardType === 'amount' ? rule.reward : Math.min(Math.floor((spend * rule.reward) / 100), rule.cap ?? 0);
  return Math.max(0, Math.min(amount, spend));
}

const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The month end that settles a record due at `dueAt`: the first month start (Bangkok) at or after it. */
export function settlementAt(dueAt: Date): Date {
  const start = lastMonthEnd(dueAt);
  if (start.getTime() === dueAt.getTime()) return start;
  const wall = new Date(dueAt.getTime() + BANGKOK_OFFSET_MS);
  return new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth() + 1, 1) - BANGKOK_OFFSET_MS);
}

/** The last month end at or before `now`: records due by then are settled (the first instant of this month, Bangkok). */
export function lastMonthEnd(now: Date): Date {
  const wall = new Date(now.getTime() + BANGKOK_OFFSET_MS);
  return new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), 1) - BANGKOK_OFFSET_MS);
}
