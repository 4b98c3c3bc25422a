import { AD_BUDGET_MIN_BAHT, KEYWORD_BID_MIN_BAHT, SETTINGS_EFFECT_MINUTES } from './constants.ts';
import type { advertisingMessages } from './messages/advertising.ts';
import { codePointLength, KEYWORD_LIMIT, splitKeywords } from './validators/text.ts';

// Advertising (/activityreport/advertising and its screens; catalogue §7 "Advertising (adv/)"):
// the shop's ad account (opened once, recharged through the marketplace's payment, charged per
// click) and its plans (search, recommended, store and product ads) with budgets, keywords and
// bids. The rules of a plan's draft are functions here, read by the server's refusals and, in the
// same words, by the forms.

export { KEYWORD_LIMIT };

/** Plan kinds (product-spec §1 "advertising: search, recommended, store, brand and product ads"). */
export const AD_PLAN_TYPE = ['search', 'recommended', 'store', 'product'] as const;
export type AdPlanType = (typeof AD_PLAN_TYPE)[number];

/** Catalogue §4 "Ads: paused, stopped, continued, budget used up"; a continued plan runs again. */
export const AD_PLAN_STATUS = ['running', 'paused', 'stopped', 'budgetUsedUp'] as const;
export type AdPlanStatus = (typeof AD_PLAN_STATUS)[number];

/** What the merchant may do to a plan: pause, stop (for good) or continue. */
export const AD_PLAN_ACTION = ['pause', 'stop', 'continue'] as const;
export type AdPlanAction = (typeof AD_PLAN_ACTION)[number];

/** Why a plan stopped: the merchant stopped it (for good), or the ad account ran dry (continues after a recharge). */
export const AD_STOP_REASON = ['merchant', 'balance'] as const;
/** Which budget a plan used up: the daily one restarts the next Bangkok day. */
export const AD_BUDGET_USED = ['daily', 'total'] as const;

/** Catalogue §5 and product-spec §5: a daily or total budget is at least 20 baht. */
export const AD_BUDGET_MIN_SATANG = AD_BUDGET_MIN_BAHT * 100;
/**
 * The lowest keyword bid. Product-spec §5 says "at least 0.1", catalogue §5 and §9 "above 0.1":
 * one rule, inclusive, so 0.10 baht is the lowest bid and the floor price of a click.
 */
export const KEYWORD_BID_MIN_SATANG = Math.round(KEYWORD_BID_MIN_BAHT * 100);
export const KEYWORD_BID_MIN_INCLUSIVE = true;
/** A suggested bid is the highest bid on the keyword plus 0.1 baht (catalogue §5). */
export const SUGGESTED_BID_STEP_SATANG = 10;
/** The highest bid taken, 1,000 baht a click. */
export const KEYWORD_BID_MAX_SATANG = 100_000;
/** A budget above 10 million baht is a typing slip. */
export const AD_BUDGET_MAX_SATANG = 1_000_000_000;
/** One recharge is at most 1 million baht. */
export const AD_RECHARGE_MAX_SATANG = 100_000_000;
/** A keyword is at most 30 characters (a search box's phrase). */
export const AD_KEYWORD_MAX_LENGTH = 30;
export const AD_PLAN_NAME_MAX = 50;
/** Catalogue §9: ad settings take effect in about 25 minutes; the plan serves its new settings from then. */
export const AD_SETTINGS_EFFECT_MS = SETTINGS_EFFECT_MINUTES * 60_000;
/** Catalogue §9: keyword ads are counted over the last 30 days. */
export const AD_STATS_DAYS = 30;
/** Ad slots at the top of one search's results, filled by the auction. */
export const AD_SLOTS = 3;
/** What a recharge asks the session to have confirmed again (/oms/sms/V2/check/token, product-spec §3). */
export const RECHARGE_AUTHORIZATION_REASON = 'recharge';
/** The recharge's state at the marketplace's payment. */
export const AD_RECHARGE_STATUS = ['paying', 'paid', 'failed'] as const;
export type AdRechargeStatus = (typeof AD_RECHARGE_STATUS)[number];
/**
 * Ad account movements: a paid recharge (credit), a charged click (debit), a brand ad's days paid
 * when submitted (debit) and given back when rejected or withdrawn (credit).
 */
export const AD_TRANSACTION_KIND = ['recharge', 'click', 'brand', 'brandRefund'] as const;
/** A product plan shows 1 to 20 of the shop's products on sale. */
export const AD_PLAN_PRODUCTS_MAX = 20;

export type AdMessageKey = keyof typeof advertisingMessages;

export interface AdIssue {
  field: string;
  key: AdMessageKey;
  params?: Record<string, string | number>;
}

const baht = (satang: number) => (satang / 100).toFixed(2);

/** The refusals of a plan's budgets (satang; total null: no total budget). */
export function budgetIssues(daily: number, total: number | null): AdIssue[] {
  const issues: AdIssue[] = [];
  const min = { min: baht(AD_BUDGET_MIN_SATANG) };
  if (daily < AD_BUDGET_MIN_SATANG) issues.push({ field: 'dailyBudget', key: 'advBudgetMin', params: min });
  else if (daily > AD_BUDGET_MAX_SATANG)
    issues.push({ field: 'dailyBudget', key: 'advBudgetMax', params: { max: baht(AD_BUDGET_MAX_SATANG) } });
  if (total !== null) {
    if (total < AD_BUDGET_MIN_SATANG) issues.push({ field: 'totalBudget', key: 'advBudgetMin', params: min });
    else if (total > AD_BUDGET_MAX_SATANG)
      issues.push({ field: 'totalBudget', key: 'advBudgetMax', params: { max: baht(AD_BUDGET_MAX_SATANG) } });
    else if (total < daily) issues.push({ field: 'totalBudget', key: 'advTotalBelowDaily' });
  }
  return issues;
}

/** The refusal of a keyword bid (satang), if any. */
export function bidIssue(bid: number): AdIssue | null {
  const tooLow = KEYWORD_BID_MIN_INCLUSIVE ? bid < KEYWORD_BID_MIN_SATANG : bid <= KEYWORD_BID_MIN_SATANG;
  if (tooLow) return { field: 'bid', key: 'advBidMin', params: { min: baht(KEYWORD_BID_MIN_SATANG) } };
  if (bid > KEYWORD_BID_MAX_SATANG)
    return { field: 'bid', key: 'advBidMax', params: { max: baht(KEYWORD_BID_MAX_SATANG) } };
  return null;
}

/** A keyword as stored and compared: trimmed, lower case (the same search matches both). */
export const normaliseKeyword = (word: string) => word.trim().toLowerCase();

/**
 * The keywords of a typed list, split and capped by the shared rule (splitKeywords, at most
 * KEYWORD_LIMIT), normalised; a keyword typed twice, or already in the plan, is refused.
 */
export function keywordListIssues(
  text: string,
  existing: readonly string[] = [],
): { keywords: string[]; issues: AdIssue[] } {
  const keywords = splitKeywords(text).map(normaliseKeyword);
  const issues: AdIssue[] = [];
  if (keywords.length === 0) issues.push({ field: 'keywords', key: 'advKeywordRequired' });
  const seen = new Set(existing);
  for (const word of keywords) {
    if (codePointLength(word) > AD_KEYWORD_MAX_LENGTH) {
      issues.push({
        field: 'keywords',
        key: 'advKeywordTooLong',
        params: { keyword: word, max: AD_KEYWORD_MAX_LENGTH },
      });
    } else if (seen.has(word)) {
      issues.push({ field: 'keywords', key: 'advKeywordDuplicate', params: { keyword: word } });
    }
    seen.add(word);
  }
  if (existing.length + new Set(keywords).size > KEYWORD_LIMIT && issues.length === 0) {
    issues.push({ field: 'keywords', key: 'advKeywordsTooMany', params: { max: KEYWORD_LIMIT } });
  }
  return { keywords, issues };
}

/** The suggested bid: the highest bid on the keyword plus 0.1 baht, never below the lowest bid. */
export function suggestedBid(highestBid: number | null): number {
  return Math.max(KEYWORD_BID_MIN_SATANG, (highestBid ?? 0) + SUGGESTED_BID_STEP_SATANG);
}

/** Click-through rate and return on ad spend of a row of statistics (0 when nothing to divide by). */
export function adRatios(row: { impressions: number; clicks: number; spend: number; gmv: number }) {
  return {
    ctr: row.impressions > 0 ? Math.round((row.clicks / row.impressions) * 10_000) / 10_000 : 0,
    roas: row.spend > 0 ? Math.round((row.gmv / row.spend) * 100) / 100 : 0,
  };
}
