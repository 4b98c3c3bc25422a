import { ACTIVITY_MAX_DAYS, ACTIVITY_NAME_MAX, ACTIVITY_START_GRACE_MS, type ActivityState } from './activities.ts';
import type { paylaterMessages } from './messages/paylater.ts';

// Pay-later activities (/activityreport/tPaylaterActivity/{modeId}, addtPaylaterActivity/{modeId};
// spec §3 "Contract ... 010 pay-later merchant agreement"): only a shop that signed agreement 010
// runs them. An activity is a set of the shop's products that buyers may pay for later in monthly
// instalments while it runs, the shop bearing the interest as a subsidy of the price. Its rules are
// one function (paylaterIssues) read by the server's refusals and, in the same words, by the form.
// States are the activities' (ACTIVITY_STATE), read from the clock.

/** The agreement a shop signs before it may run pay-later activities (spec §3). */
export const PAYLATER_AGREEMENT = '010';

/**
 * Instalment plans in months. The spec names none; 3, 6 and 10 months are the interest-free terms
 * Thai card issuers commonly offer, so a buyer meets the plans they know.
 */
export const PAYLATER_PLANS = [3, 6, 10] as const;
export type PaylaterPlan = (typeof PAYLATER_PLANS)[number];

/**
 * The interest-free subsidy the shop bears, in whole percent of the price: 1 to 10. The spec is
 * silent; at least 1 so an activity costs the shop something real, at most 10 so a 10-month plan
 * never costs more than a tenth of the price (a bound of ours).
 */
export const PAYLATER_SUBSIDY_MIN = 1;
export const PAYLATER_SUBSIDY_MAX = 10;
/** Products of one activity: as many as a discount's (ACTIVITY_MAX_PRODUCTS is 200); 100 of ours keeps a list readable. */
export const PAYLATER_MAX_PRODUCTS = 100;
export const PAYLATER_NAME_MAX = ACTIVITY_NAME_MAX;
export const PAYLATER_MAX_DAYS = ACTIVITY_MAX_DAYS;

/** The one pay-later mode the platform runs (instalments); the routes' {modeId} names it. */
export const PAYLATER_MODE_ID = 'instalment';

export type PaylaterState = ActivityState;
export type PaylaterMessageKey = keyof typeof paylaterMessages;

export interface PaylaterDraft {
  name: string;
  startAt: Date | null;
  endAt: Date | null;
  productIds: readonly string[];
  plans: readonly number[];
  subsidyPercent: number | null;
}

export interface PaylaterIssue {
  /** name, startTime, endTime, productIds, plans, subsidyPercent. */
  field: string;
  key: PaylaterMessageKey;
  params?: Record<string, string | number>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every rule a pay-later activity breaks at `now`, in field order; empty when it may be saved. */
export function paylaterIssues(d: PaylaterDraft, now: Date): PaylaterIssue[] {
  const issues: PaylaterIssue[] = [];
  const name = d.name.trim();
  if (!name) issues.push({ field: 'name', key: 'paylaterNameRequired' });
  else if ([...name].length > PAYLATER_NAME_MAX)
    issues.push({ field: 'name', key: 'paylaterNameTooLong', params: { max: PAYLATER_NAME_MAX } });

  const { startAt, endAt } = d;
  if (!startAt || !endAt) issues.push({ field: startAt ? 'endTime' : 'startTime', key: 'paylaterTimeRequired' });
  else if (startAt.getTime() < now.getTime() - ACTIVITY_START_GRACE_MS)
    issues.push({ field: 'startTime', key: 'paylaterStartPast' });
  else if (endAt <= startAt) issues.push({ field: 'endTime', key: 'paylaterEndBeforeStart' });
  else if (endAt.getTime() - startAt.getTime() > PAYLATER_MAX_DAYS * DAY_MS)
    issues.push({ field: 'endTime', key: 'paylaterTooLong', params: { days: PAYLATER_MAX_DAYS } });

  const products = new Set(d.productIds).size;
  if (products < 1) issues.push({ field: 'productIds', key: 'paylaterProductsRequired' });
  else if (products > PAYLATER_MAX_PRODUCTS)
    issues.push({ field: 'productIds', key: 'paylaterTooManyProducts', params: { max: PAYLATER_MAX_PRODUCTS } });

  if (d.plans.length < 1 || d.plans.some((p) => !(PAYLATER_PLANS as readonly number[]).includes(p)))
    issues.push({ field: 'plans', key: 'paylaterPlansInvalid', params: { plans: PAYLATER_PLANS.join(', ') } });

  const s = d.subsidyPercent;
  if (s === null || !Number.isInteger(s) || s < PAYLATER_SUBSIDY_MIN || s > PAYLATER_SUBSIDY_MAX)
    issues.push({
      field: 'subsidyPercent',
      key: 'paylaterSubsidyInvalid',
      params: { min: PAYLATER_SUBSIDY_MIN, max: PAYLATER_SUBSIDY_MAX },
    });
  return issues;
}
