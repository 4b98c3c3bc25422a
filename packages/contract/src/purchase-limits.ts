import { ACTIVITY_NAME_MAX, ACTIVITY_START_GRACE_MS, type ActivityState } from './activities.ts';
import { COUPON_VALIDITY_MAX_DAYS } from './constants.ts';
import type { purchaseLimitMessages } from './messages/purchase-limits.ts';
import type { OrderStatus } from './orders.ts';

// Purchase limits (/promotion/purchaselimit; product-spec §5 "Purchase limit: 0 means no limit;
// start within 90 days; limit period at most 90 days; limit or time required", §9 "Coupon validity
// / purchase limit: max 90 days"). A rule names SKUs of the shop and caps how many units of each of
// them one buyer may buy while it runs. Its rules are one function (purchaseLimitIssues) read by
// the server's refusals and, in the same words, by the form.
//
// How the rule reads:
// - limit N: the most units of each chosen SKU one buyer may buy while the rule runs, counted over
//   the buyer's orders placed since its start that are not cancelled (a cancel gives them back);
//   0 means no limit.
// - start: not in the past, and at most PURCHASE_LIMIT_START_WITHIN_DAYS (90) days from now.
// - period: 1 to 90 days (PURCHASE_LIMIT_MAX_PERIOD_DAYS) from the start, after which the rule
//   ends; 0 means no period: the rule runs from its start until it is stopped.
// - "limit or time required": a rule needs a limit above 0 or a period (or both); with both 0 it
//   would do nothing and is refused. A rule with a period and limit 0 holds the window and limits
//   no buyer (a rule set up before its limit is known).
// - When several running rules name one SKU, each applies: the one with the fewest units left binds.

export const PURCHASE_LIMIT_NAME_MAX = ACTIVITY_NAME_MAX;
/** The start lies at most 90 days ahead (spec §5). */
export const PURCHASE_LIMIT_START_WITHIN_DAYS = COUPON_VALIDITY_MAX_DAYS;
/** The limit period is at most 90 days (spec §5 and §9). */
export const PURCHASE_LIMIT_MAX_PERIOD_DAYS = COUPON_VALIDITY_MAX_DAYS;
export const PURCHASE_LIMIT_START_GRACE_MS = ACTIVITY_START_GRACE_MS;
/** The most units a limit names: a checkout line's most units (999). */
export const PURCHASE_LIMIT_QTY_MAX = 999;
/** The most SKUs one rule names (a bound of ours, as an activity's 200 products). */
export const PURCHASE_LIMIT_MAX_SKUS = 200;

/** A cancelled order's units go back to the buyer's allowance (and its cashback is not paid). */
export const CANCELLED_ORDER_STATUS = ['cancelled', 'system_cancelled'] as const satisfies readonly OrderStatus[];

export type PurchaseLimitState = ActivityState;
export type PurchaseLimitMessageKey = keyof typeof purchaseLimitMessages;

export interface PurchaseLimitDraft {
  name: string;
  /** Units per buyer per SKU; 0: no limit. */
  limitQty: number | null;
  startAt: Date | null;
  /** Days from the start; 0: no period. */
  periodDays: number | null;
  skuCount: number;
}

export interface PurchaseLimitIssue {
  /** name, limitQty, startTime, periodDays or skuIds. */
  field: string;
  key: PurchaseLimitMessageKey;
  params?: Record<string, string | number>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every rule a purchase limit breaks at `now`, in field order; empty when it may be saved. */
export function purchaseLimitIssues(d: PurchaseLimitDraft, now: Date): PurchaseLimitIssue[] {
  const issues: PurchaseLimitIssue[] = [];
  const name = d.name.trim();
  if (!name) issues.push({ field: 'name', key: 'purchaseLimitNameRequired' });
  else if ([...name].length > PURCHASE_LIMIT_NAME_MAX)
    issues.push({ field: 'name', key: 'purchaseLimitNameTooLong', params: { max: PURCHASE_LIMIT_NAME_MAX } });

  const qtyOk = d.limitQty !== null && Number.isInteger(d.limitQty) && d.limitQty >= 0;
  if (!qtyOk || (d.limitQty ?? 0) > PURCHASE_LIMIT_QTY_MAX)
    issues.push({ field: 'limitQty', key: 'purchaseLimitQtyInvalid', params: { max: PURCHASE_LIMIT_QTY_MAX } });

  if (!d.startAt) issues.push({ field: 'startTime', key: 'purchaseLimitStartRequired' });
  else if (d.startAt.getTime() < now.getTime() - PURCHASE_LIMIT_START_GRACE_MS)
    issues.push({ field: 'startTime', key: 'purchaseLimitStartPast' });
  else if (d.startAt.getTime() > now.getTime() + PURCHASE_LIMIT_START_WITHIN_DAYS * DAY_MS)
    issues.push({
      field: 'startTime',
      key: 'purchaseLimitStartTooFar',
      params: { days: PURCHASE_LIMIT_START_WITHIN_DAYS },
    });

  const periodOk = d.periodDays !== null && Number.isInteger(d.periodDays) && d.periodDays >= 0;
  if (!periodOk || (d.periodDays ?? 0) > PURCHASE_LIMIT_MAX_PERIOD_DAYS)
    issues.push({
      field: 'periodDays',
      key: 'purchaseLimitPeriodInvalid',
      params: { max: PURCHASE_LIMIT_MAX_PERIOD_DAYS },
    });
  else if (qtyOk && d.limitQty === 0 && d.periodDays === 0)
    issues.push({ field: 'limitQty', key: 'purchaseLimitOrTimeRequired' });

  if (d.skuCount < 1) issues.push({ field: 'skuIds', key: 'purchaseLimitSkusRequired' });
  else if (d.skuCount > PURCHASE_LIMIT_MAX_SKUS)
    issues.push({ field: 'skuIds', key: 'purchaseLimitTooManySkus', params: { max: PURCHASE_LIMIT_MAX_SKUS } });
  return issues;
}

/** The end of a rule's window: start + period, or null (no period: until stopped). */
export function purchaseLimitEnd(startAt: Date, periodDays: number): Date | null {
  return periodDays > 0 ? new Date(startAt.getTime() + periodDays * DAY_MS) : null;
}
