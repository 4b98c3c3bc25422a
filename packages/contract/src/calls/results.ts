import { z } from 'zod';
import { isoTime } from '../common.ts';
import { defineCall } from '../define-call.ts';
import { FUNC } from '../func-codes.ts';
import { PROMOTION_TOOL_KEYS, RESULT_KIND } from '../results.ts';

// The results of one promotion (/promotion/detailsData/{id}) and the counts of the promotion tools'
// hub (/activityreport/marketingtools), under /oms/mms/ (catalogue §7 "Marketing (mms/)": activity
// reports). Results are read from the order lines the promotion priced, within the session's shop;
// money travels in baht with two decimals, days are Bangkok calendar days (year-month-day).

const promotionId = z.string().trim().min(1).max(64);
const EXAMPLE_PROMOTION_ID = '0123456789abcdef0123456789abcdef';
const baht = z.number();

export const resultFigures = z.object({
  /** Orders that took the promotion on at least one line, cancelled ones left out. */
  orders: z.number().int(),
  /** Distinct buyers of those orders. */
  buyers: z.number().int(),
  /** Order lines it priced. */
  lines: z.number().int(),
  /** Units on those lines. */
  units: z.number().int(),
  /** What the buyers paid for the goods of those lines (after every discount), baht. */
  gmv: baht,
  /** What this promotion took off, baht. */
  discount: baht,
});
export type ResultFigures = z.infer<typeof resultFigures>;

export const resultDay = resultFigures.extend({ day: z.string() });
export type ResultDay = z.infer<typeof resultDay>;

export const promotionResults = z.object({
  kind: z.enum(RESULT_KIND),
  promotionId: z.string(),
  name: z.string(),
  /** The promotion's own state (a coupon's or an activity's vocabulary). */
  state: z.string(),
  /** Its window: a coupon's from the first collection to the last day one may be used. */
  startTime: isoTime,
  endTime: isoTime,
  totals: resultFigures,
  /** Coupons only: collected, used, and used out of collected in percent (null before any). */
  coupon: z
    .object({
      quantity: z.number().int(),
      received: z.number().int(),
      used: z.number().int(),
      useRate: z.number().nullable(),
    })
    .nullable(),
  /** Each day from its start until today or its end, whichever is first (at most RESULTS_DAYS_MAX). */
  days: z.array(resultDay),
});
export type PromotionResults = z.infer<typeof promotionResults>;

export const promotionResultsInquiry = defineCall({
  readOnly: true,
  path: '/oms/mms/activity/report/inquiry',
  func: FUNC.promotions,
  summary:
    'The results of one coupon, discount or full-scale promotion of the shop (kind and id): orders, buyers, order lines and units, what the buyers paid for those goods after discounts and what the promotion took off, for a coupon its collected and used counts and use rate, and the same by Bangkok day from its start until today or its end. Cancelled orders are left out.',
  ids: { promotionId: 'coupon' },
  example: { kind: 'coupon', promotionId: EXAMPLE_PROMOTION_ID },
  request: z.object({ kind: z.enum(RESULT_KIND), promotionId }),
  response: promotionResults,
});

export const toolCount = z.object({
  tool: z.enum(PROMOTION_TOOL_KEYS),
  /** Running now (a coupon: being collected; a flash sale or campaign: approved products on sale now). */
  running: z.number().int().optional(),
  /** Not started yet (a flash sale or campaign: approved products still to go on sale). */
  upcoming: z.number().int().optional(),
  /** Registrations waiting for the platform's review (flash sales, platform campaigns). */
  pending: z.number().int().optional(),
  /** Platform campaigns open for registration now. */
  open: z.number().int().optional(),
  /** Followers of the shop (fans marketing). */
  followers: z.number().int().optional(),
  /** Broadcasts still allowed this Bangkok month (fans marketing). */
  broadcastsLeft: z.number().int().optional(),
});
export type ToolCount = z.infer<typeof toolCount>;

export const promotionToolsSummary = defineCall({
  readOnly: true,
  path: '/oms/mms/tools/summary',
  func: FUNC.marketingTools,
  summary:
    'For the promotion tools hub (/activityreport/marketingtools): for each tool that counts them, how many of the shop’s promotions are running now and how many are still to start; for flash sales and platform campaigns also the registrations waiting for review (and campaigns open for registration), for fans marketing the followers and the broadcasts left this month. Only the tools whose screens the user may open are counted.',
  request: z.object({}),
  response: z.object({ tools: z.array(toolCount) }),
});

export const resultsCalls = [promotionResultsInquiry, promotionToolsSummary];
