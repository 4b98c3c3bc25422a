import { ACTIVITY_MAX_DAYS, ACTIVITY_NAME_MAX, ACTIVITY_START_GRACE_MS, ACTIVITY_STOCK_MAX } from './activities.ts';
import type { depositMessages } from './messages/deposit.ts';
import {
  checkDeposit,
  checkDepositDeduction,
  DEPOSIT_HIGH_BAND_FROM,
  DEPOSIT_MAX_PERCENT,
  DEPOSIT_MID_BAND_FROM,
  depositRange,
} from './validators/deposit.ts';
import { satangToBaht } from './validators/price.ts';

// Deposit pre-sale (/promotion/deposit; catalogue §3 "Order: deposit", §4 "deposit order", §5 and
// §9 deposit bands): a merchant sells SKUs ahead of time. A buyer pays a deposit per unit while the
// deposit window is open; the deposit is worth the deduction off the price when the balance is
// paid, from the end of the deposit window until the balance is due. A balance not paid by then
// lapses: the order is cancelled and the unit goes back. The bands (validators/deposit.ts) and
// every rule here are one function (depositIssues) read by the server's refusals and, in the same
// words, by the form. Money is satang.

export {
  DEPOSIT_BAND_MAX_PERCENT,
  DEPOSIT_HIGH_BAND_FROM,
  DEPOSIT_HIGH_BAND_MIN,
  DEPOSIT_LOW_BAND_MIN_PERCENT,
  DEPOSIT_MID_BAND_FROM,
  DEPOSIT_MID_BAND_MIN,
  DEPOSIT_STEP,
  depositRange,
} from './validators/deposit.ts';

/** A pre-sale's name: the activities' "Name 40". */
export const DEPOSIT_NAME_MAX = ACTIVITY_NAME_MAX;
/** SKUs of one pre-sale (a bound of ours: a launch is a handful of variants). */
export const DEPOSIT_MAX_SKUS = 20;
/** Pre-sale stock of one SKU: the product's own bound, as an activity's. */
export const DEPOSIT_STOCK_MAX = ACTIVITY_STOCK_MAX;
/** The deposit window is a time-limited promotion: at most 90 days. */
export const DEPOSIT_WINDOW_MAX_DAYS = ACTIVITY_MAX_DAYS;
export const DEPOSIT_START_GRACE_MS = ACTIVITY_START_GRACE_MS;
/**
 * The deduction's cap in percent of the price. The catalogue says "up to 40% of price for deposit
 * deduction" and the product spec "deposit is at most 40% of price"; the deposit itself is already
 * held to 20% by every band, so the 40% is read as the deduction's cap, the one rule it adds.
 */
export const DEPOSIT_DEDUCTION_MAX_PERCENT = DEPOSIT_MAX_PERCENT;
/**
 * The balance window runs from the end of the deposit window to the balance due time. The spec
 * gives no length; at least an hour so a buyer can pay, at most 7 days so a unit is not held for
 * long by a buyer who will not pay (bounds of ours).
 */
export const DEPOSIT_BALANCE_MIN_HOURS = 1;
export const DEPOSIT_BALANCE_MAX_DAYS = 7;
/**
 * A balance not paid by its due time: the order is cancelled and the unit goes back to the pre-sale
 * and the product, but the deposit is kept by the merchant. That is the usual pre-sale rule (a
 * deposit binds the buyer, so it is not refunded when the buyer walks away); a refund would make
 * the deposit a free reservation.
 */
export const DEPOSIT_KEPT_ON_LAPSE = true;
/** Units one deposit order takes: one, so each unit's deposit is its own band's (a bound of ours). */
export const DEPOSIT_UNITS_PER_ORDER = 1;
/** The reason a lapsed balance cancels its order with. */
export const DEPOSIT_LAPSE_REASON = 'balance_unpaid';

/**
 * States of a pre-sale on the clock: not_started before the deposit window; deposit while buyers
 * pay deposits; balance while deposits' balances are due; ended after the balance due time.
 */
export const DEPOSIT_STATE = ['not_started', 'deposit', 'balance', 'ended'] as const;
export type DepositState = (typeof DEPOSIT_STATE)[number];
export const DEPOSIT_TABS = ['all', ...DEPOSIT_STATE] as const;
export type DepositTab = (typeof DEPOSIT_TABS)[number];

/** Where a deposit order stands: its balance due, paid, lapsed, or the order cancelled otherwise. */
export const DEPOSIT_STAGE = ['balance_due', 'balance_paid', 'lapsed', 'cancelled'] as const;
export type DepositStage = (typeof DEPOSIT_STAGE)[number];

export type DepositMessageKey = keyof typeof depositMessages;

export interface DepositIssue {
  /** name, depositStart, depositEnd, balanceEnd, skus, skus.N.deposit, skus.N.deduction, skus.N.stock. */
  field: string;
  key: DepositMessageKey;
  params?: Record<string, string | number>;
}

/** One SKU of a pre-sale as the rules read it (satang); its price and stock as the shop has them now. */
export interface DepositSkuDraft {
  skuId: string;
  deposit: number | null;
  deduction: number | null;
  stock: number | null;
  price: number;
  mallStock: number;
}

export interface DepositDraft {
  name: string;
  depositStart: Date | null;
  depositEnd: Date | null;
  balanceEnd: Date | null;
  skus: readonly DepositSkuDraft[];
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The band a price falls in, named for the messages: at 5000 baht the upper band (validators/deposit.ts). */
export function depositBand(price: number): 'low' | 'mid' | 'high' {
  if (price < DEPOSIT_MID_BAND_FROM) return 'low';
  return price < DEPOSIT_HIGH_BAND_FROM ? 'mid' : 'high';
}

/** The most a SKU's deduction may be: 40% of its price, rounded down to whole satang. */
export const deductionMax = (price: number) => Math.floor((price * DEPOSIT_DEDUCTION_MAX_PERCENT) / 100);

function skuIssues(s: DepositSkuDraft, i: number): DepositIssue[] {
  const at = (f: string) => `skus.${i}.${f}`;
  const issues: DepositIssue[] = [];
  const base = { skuId: s.skuId, price: satangToBaht(s.price) };
  if (s.deposit === null || !Number.isSafeInteger(s.deposit) || s.deposit <= 0)
    issues.push({ field: at('deposit'), key: 'depositAmountRequired', params: { skuId: s.skuId } });
  else {
    const band = checkDeposit({ price: s.price, deposit: s.deposit });
    const range = depositRange(s.price);
    if (!band.ok)
      issues.push({
        field: at('deposit'),
        key: band.key === 'depositTooHigh' ? 'depositAboveBand' : 'depositBelowBand',
        params: { ...base, min: satangToBaht(range.min), max: satangToBaht(range.max) },
      });
    else if (!checkDepositDeduction({ deposit: s.deposit, deduction: s.deposit }).ok)
      issues.push({ field: at('deposit'), key: 'depositNotTens', params: { skuId: s.skuId } });
  }
  if (s.deduction === null || !Number.isSafeInteger(s.deduction) || s.deduction <= 0)
    issues.push({ field: at('deduction'), key: 'depositDeductionRequired', params: { skuId: s.skuId } });
  else if (s.deposit !== null && s.deposit > 0 && s.deduction % s.deposit !== 0)
    issues.push({
      field: at('deduction'),
      key: 'depositDeductionNotMultiple',
      params: { skuId: s.skuId, deposit: satangToBaht(s.deposit) },
    });
  else if (s.deduction > deductionMax(s.price))
    issues.push({
      field: at('deduction'),
      key: 'depositDeductionTooHigh',
      params: { ...base, max: satangToBaht(deductionMax(s.price)), percent: DEPOSIT_DEDUCTION_MAX_PERCENT },
    });
  if (s.stock === null || !Number.isInteger(s.stock) || s.stock <= 0)
    issues.push({ field: at('stock'), key: 'depositStockNotPositive', params: { skuId: s.skuId } });
  else if (s.stock > s.mallStock)
    issues.push({
      field: at('stock'),
      key: 'depositStockAboveMall',
      params: { skuId: s.skuId, mallStock: s.mallStock },
    });
  return issues;
}

/** Every rule a pre-sale breaks at `now`, in field order; empty when it may be saved. */
export function depositIssues(d: DepositDraft, now: Date): DepositIssue[] {
  const issues: DepositIssue[] = [];
  const name = d.name.trim();
  if (!name) issues.push({ field: 'name', key: 'depositNameRequired' });
  else if ([...name].length > DEPOSIT_NAME_MAX)
    issues.push({ field: 'name', key: 'depositNameTooLong', params: { max: DEPOSIT_NAME_MAX } });

  const { depositStart: start, depositEnd: end, balanceEnd } = d;
  if (!start || !end) issues.push({ field: start ? 'depositEnd' : 'depositStart', key: 'depositTimeRequired' });
  else if (start.getTime() < now.getTime() - DEPOSIT_START_GRACE_MS)
    issues.push({ field: 'depositStart', key: 'depositStartPast' });
  else if (end <= start) issues.push({ field: 'depositEnd', key: 'depositEndBeforeStart' });
  else if (end.getTime() - start.getTime() > DEPOSIT_WINDOW_MAX_DAYS * DAY_MS)
    issues.push({ field: 'depositEnd', key: 'depositWindowTooLong', params: { days: DEPOSIT_WINDOW_MAX_DAYS } });
  if (!balanceEnd) issues.push({ field: 'balanceEnd', key: 'depositBalanceRequired' });
  else if (end) {
    const length = balanceEnd.getTime() - end.getTime();
    if (length < DEPOSIT_BALANCE_MIN_HOURS * HOUR_MS || length > DEPOSIT_BALANCE_MAX_DAYS * DAY_MS)
      issues.push({
        field: 'balanceEnd',
        key: 'depositBalanceWindow',
        params: { hours: DEPOSIT_BALANCE_MIN_HOURS, days: DEPOSIT_BALANCE_MAX_DAYS },
      });
  }

  if (d.skus.length < 1) issues.push({ field: 'skus', key: 'depositSkusRequired' });
  else if (d.skus.length > DEPOSIT_MAX_SKUS)
    issues.push({ field: 'skus', key: 'depositTooManySkus', params: { max: DEPOSIT_MAX_SKUS } });
  const seen = new Set<string>();
  d.skus.forEach((s, i) => {
    if (seen.has(s.skuId))
      issues.push({ field: `skus.${i}.skuId`, key: 'depositSkuTwice', params: { skuId: s.skuId } });
    else issues.push(...skuIssues(s, i));
    seen.add(s.skuId);
  });
  return issues;
}

/** A pre-sale's state at `now`. */
export function depositState(p: { depositStart: Date; depositEnd: Date; balanceEnd: Date }, now: Date): DepositState {
  if (now < p.depositStart) return 'not_started';
  if (now < p.depositEnd) return 'deposit';
  return now < p.balanceEnd ? 'balance' : 'ended';
}

/** What a buyer pays at the balance: the price less the deduction (the deposit is worth the deduction). */
export const balanceOf = (price: number, deduction: number) => Math.max(price - deduction, 0);
