import { ACTIVITY_MAX_DAYS } from './activities.ts';
import { COUPON_VALIDITY_MAX_DAYS } from './constants.ts';

// The results of promotions (/promotion/detailsData/{id}) and the hub of the promotion tools
// (/activityreport/marketingtools). A coupon, a discount and a full-scale promotion all carry
// 32-character random ids of the same shape, so an id alone does not say which one it is: the
// results page and its call name the kind beside the id (/promotion/detailsData/{id}?kind=coupon).

/** The promotions whose results are read from the order lines they priced. */
export const RESULT_KIND = [
  'coupon',
  'activity',
  'fullscale',
  'addon',
  'plusmember',
  'gift',
  'seckill',
  'campaign',
  'bundle',
] as const;
export type ResultKind = (typeof RESULT_KIND)[number];

/**
 * The promotion tools of the hub, in its order, with the screen each opens. A tool whose counts
 * the server knows (tools/summary) shows them; the others show as cards without counts.
 */
export const PROMOTION_TOOLS = [
  { tool: 'coupon', path: '/promotion/coupon' },
  { tool: 'activity', path: '/promotion/activity' },
  { tool: 'fullscale', path: '/promotion/fullscale' },
  { tool: 'pricincrease', path: '/promotion/pricincrease' },
  { tool: 'attention', path: '/promotion/attention' },
  { tool: 'plusmember', path: '/promotion/plusmember' },
  { tool: 'purchaselimit', path: '/promotion/purchaselimit' },
  { tool: 'cashback', path: '/promotion/cashback' },
  { tool: 'gift', path: '/promotion/gift' },
  { tool: 'setmeal', path: '/promotion/setmeal' },
  { tool: 'deposit', path: '/promotion/deposit' },
  { tool: 'seckill', path: '/activityreport/seckill/latest' },
  { tool: 'campaign', path: '/activityreport/index' },
  { tool: 'paylater', path: '/activityreport/tPaylaterActivity/instalment' },
  { tool: 'fans', path: '/activityreport/fansmarketing' },
] as const;
export type PromotionTool = (typeof PROMOTION_TOOLS)[number]['tool'];
export const PROMOTION_TOOL_KEYS = PROMOTION_TOOLS.map((t) => t.tool) as [PromotionTool, ...PromotionTool[]];

/**
 * Most days a results chart covers: a coupon is collected for at most 90 days and used for at most
 * 90 more (COUPON_VALIDITY_MAX_DAYS twice), longer than any activity (ACTIVITY_MAX_DAYS).
 */
export const RESULTS_DAYS_MAX = Math.max(2 * COUPON_VALIDITY_MAX_DAYS, ACTIVITY_MAX_DAYS);

/**
 * Orders counted in results: every order placed with the promotion but a cancelled one (its goods
 * were never sold). Refunds after a sale do not take an order out; a bound of ours.
 */
export const RESULTS_UNCOUNTED_STATUS = ['cancelled'] as const;

/** Used coupons out of collected ones, in percent with one decimal; null before any was collected. */
export function useRate(received: number, used: number): number | null {
  if (received <= 0) return null;
  return Math.round((Math.min(used, received) * 1000) / received) / 10;
}

/** The link to a promotion's results. */
export function resultsPath(kind: ResultKind, id: string): string {
  return `/promotion/detailsData/${encodeURIComponent(id)}?kind=${kind}`;
}
