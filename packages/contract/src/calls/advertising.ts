import { z } from 'zod';
import {
  AD_BUDGET_USED,
  AD_PLAN_ACTION,
  AD_PLAN_NAME_MAX,
  AD_PLAN_PRODUCTS_MAX,
  AD_PLAN_STATUS,
  AD_PLAN_TYPE,
  AD_RECHARGE_STATUS,
  AD_SETTINGS_EFFECT_MS,
  AD_STATS_DAYS,
  AD_STOP_REASON,
  AD_TRANSACTION_KIND,
  KEYWORD_LIMIT,
  RECHARGE_AUTHORIZATION_REASON,
} from '../advertising.ts';
import { id, isoTime, yn } from '../common.ts';
import { type Call, defineCall } from '../define-call.ts';
import { FUNC } from '../func-codes.ts';
import { paged, pageSchema } from '../page.ts';
import { KEYWORDS_TEXT_MAX } from '../validators/text.ts';
import { zBaht } from '../validators/zod.ts';

// Advertising (/activityreport/advertising, open, result, shopDetails, transactionRecords, add,
// editShopAd, detail, keyword, advertisingplandetails/{codPlanId}) under /oms/adv/ (catalogue §7
// "Advertising (adv/)"). Every merchant call is FUNC.advertising (OMS_FUNC_0066). Money in replies
// is baht; the server keeps satang. The marketplace's payment and buyers are the /oms/mkt/adv/
// calls at the end (auth 'operator').

const EXAMPLE_ID = '0123456789abcdef0123456789abcdef';
const EFFECT_MINUTES = AD_SETTINGS_EFFECT_MS / 60_000;
const AD = { func: FUNC.advertising } as const;

export const adAccountView = z.object({
  /** y once the shop has opened its ad account. */
  opened: yn,
  openedAt: isoTime.nullable(),
  /** Baht. */
  balance: z.number(),
  /** What clicks cost today (Bangkok day), baht. */
  spentToday: z.number(),
  runningPlans: z.number().int(),
  /** Plans stopped because the balance ran out: they continue after a recharge. */
  stoppedForBalance: z.number().int(),
});

export const advAccountMast = defineCall({
  ...AD,
  readOnly: true,
  path: '/oms/adv/account/mast/inquiry',
  summary: 'The shop’s ad account: whether it is open, its balance, today’s spend and how many plans run.',
  request: z.object({}),
  response: adAccountView,
});

export const advAccountOpen = defineCall({
  ...AD,
  path: '/oms/adv/account/open',
  summary: 'Open the shop’s ad account, with a balance of 0. An account opened before is refused.',
  request: z.object({}),
  response: adAccountView,
});

export const adRechargeView = z.object({
  rechargeId: z.string(),
  /** Baht. */
  amount: z.number(),
  status: z.enum(AD_RECHARGE_STATUS),
  createdAt: isoTime,
  settledAt: isoTime.nullable(),
  /** The account's balance now, baht. */
  balance: z.number(),
});

export const advAccountRecharge = defineCall({
  ...AD,
  path: '/oms/adv/account/recharge',
  summary: `Recharge the ad account through the marketplace’s payment: the amount (baht, above 0) is paid and credited when the payment confirms (/oms/adv/recharge/status/inquiry). The session must have confirmed a mailed code for the authorization reason "${RECHARGE_AUTHORIZATION_REASON}" (/oms/sms/V2/authorize/confirm) within the last minutes; the reason travels in the session context. A zero amount is refused.`,
  example: { amount: '500.00', authorizationReason: RECHARGE_AUTHORIZATION_REASON },
  request: z.object({ amount: zBaht, authorizationReason: z.literal(RECHARGE_AUTHORIZATION_REASON) }),
  response: adRechargeView,
});

export const advRechargeStatus = defineCall({
  ...AD,
  readOnly: true,
  path: '/oms/adv/recharge/status/inquiry',
  summary: 'Where a recharge stands at the payment (paying, paid, failed) and the balance now.',
  example: { rechargeId: EXAMPLE_ID },
  request: z.object({ rechargeId: id }),
  response: adRechargeView,
});

export const adTransactionView = z.object({
  transactionId: z.string(),
  kind: z.enum(AD_TRANSACTION_KIND),
  /** Baht: positive for a recharge, negative for a click. */
  amount: z.number(),
  balanceAfter: z.number(),
  planId: z.string().nullable(),
  planName: z.string().nullable(),
  keyword: z.string().nullable(),
  at: isoTime,
});
export type AdTransactionView = z.infer<typeof adTransactionView>;

export const advExpensesRecordList = defineCall({
  ...AD,
  readOnly: true,
  path: '/oms/adv/expenses/record/list',
  summary: 'The ad account’s movements, newest first: paid recharges and charged clicks, with the balance after each.',
  request: z.object({ kind: z.enum(AD_TRANSACTION_KIND).nullable().default(null), page: pageSchema }),
  response: paged(adTransactionView),
});

/** A product id as the ad forms send it (the items area's numeric ids). */
export const productIdText = z
  .string()
  .trim()
  .max(18)
  .regex(/^\d{1,18}$/);
/** A product an ad shows: id, title and cover picture. */
export const adProductView = z.object({ productId: z.string(), title: z.string(), image: z.string() });

export const adKeywordView = z.object({
  keyword: z.string(),
  /** Baht. */
  bid: z.number(),
  /** The highest bid on the keyword plus 0.1 baht. */
  suggestedBid: z.number(),
  /** Over the last 30 days (catalogue §9). */
  impressions: z.number().int(),
  clicks: z.number().int(),
  spend: z.number(),
});
export type AdKeywordView = z.infer<typeof adKeywordView>;

export const adPlanView = z.object({
  planId: z.string(),
  name: z.string(),
  type: z.enum(AD_PLAN_TYPE),
  status: z.enum(AD_PLAN_STATUS),
  stopReason: z.enum(AD_STOP_REASON).nullable(),
  budgetUsed: z.enum(AD_BUDGET_USED).nullable(),
  /** Baht. */
  dailyBudget: z.number(),
  /** Baht; null: no total budget. */
  totalBudget: z.number().nullable(),
  spentToday: z.number(),
  spentTotal: z.number(),
  keywordCount: z.number().int(),
  /** When the latest settings take effect (about 25 minutes after a change, catalogue §9). */
  effectiveAt: isoTime,
  /** y while the latest settings have not taken effect yet. */
  pending: yn,
  createdAt: isoTime,
});
export type AdPlanView = z.infer<typeof adPlanView>;

export const advPlanInquiry = defineCall({
  ...AD,
  readOnly: true,
  path: '/oms/adv/plan/inquiry',
  summary:
    'The shop’s ad plans, newest first, by kind and state: budgets, spend today and in total, and when changes take effect.',
  request: z.object({
    type: z.enum(AD_PLAN_TYPE).nullable().default(null),
    status: z.enum(AD_PLAN_STATUS).nullable().default(null),
    page: pageSchema,
  }),
  response: paged(adPlanView),
});

export const advPlanCheck = defineCall({
  ...AD,
  readOnly: true,
  path: '/oms/adv/plan/check',
  summary: 'One plan with its keywords, bids and suggested bids.',
  ids: { planId: 'adPlan' },
  example: { planId: EXAMPLE_ID },
  request: z.object({ planId: id }),
  response: adPlanView.extend({ keywords: z.array(adKeywordView), products: z.array(adProductView) }),
});

export const advPlanMaintenance = defineCall({
  ...AD,
  path: '/oms/adv/plan/maintenance',
  summary: `Create a plan (no planId: kind, name, budgets, keywords split by the shared rule and capped at ${KEYWORD_LIMIT}, one bid for them) or change one’s name and budgets. Budgets are at least 20 baht, the total never below the daily one; the account must be open. A product plan shows 1 to ${AD_PLAN_PRODUCTS_MAX} of the shop’s products on sale (refused without). Settings take effect about ${EFFECT_MINUTES} minutes later.`,
  ids: { planId: 'adPlan' },
  example: { planId: EXAMPLE_ID, name: 'แผนค้นหา', dailyBudget: '50.00', totalBudget: null },
  request: z.object({
    planId: id.nullable().default(null),
    type: z.enum(AD_PLAN_TYPE).default('search'),
    name: z.string().trim().max(AD_PLAN_NAME_MAX),
    dailyBudget: zBaht,
    totalBudget: zBaht.nullable().default(null),
    /** A new plan's keywords as typed; ignored when changing a plan (see /oms/adv/keyword/add). */
    keywords: z.string().max(KEYWORDS_TEXT_MAX).default(''),
    /** A new plan's bid for its keywords, baht. */
    bid: zBaht.nullable().default(null),
    /** A product plan's products (1 to AD_PLAN_PRODUCTS_MAX of the shop's on sale); replaced when changing one. */
    productIds: z
      .array(productIdText)
      .max(AD_PLAN_PRODUCTS_MAX * 10)
      .default([]),
  }),
  response: adPlanView,
});

export const advPlanStatusUpdate = defineCall({
  ...AD,
  path: '/oms/adv/plan/status/update',
  summary:
    'Pause a running plan, stop a plan for good, or continue a paused plan (or one stopped for lack of balance, after a recharge, or one whose budget was used up, once raised). Pausing and stopping take effect at once; a continued plan serves again about 25 minutes later. Continuing with an empty balance is refused.',
  ids: { planId: 'adPlan' },
  example: { planId: EXAMPLE_ID, action: 'pause' },
  request: z.object({ planId: id, action: z.enum(AD_PLAN_ACTION) }),
  response: adPlanView,
});

export const advKeywordAdd = defineCall({
  ...AD,
  path: '/oms/adv/keyword/add',
  summary: `Add keywords to a plan: the typed list is split by the shared rule (newlines, spaces, 、) and capped at ${KEYWORD_LIMIT}; a keyword typed twice or already in the plan is refused. One bid (at least 0.1 baht) for all.`,
  ids: { planId: 'adPlan' },
  example: { planId: EXAMPLE_ID, keywords: 'รองเท้า กระเป๋า', bid: '0.50' },
  request: z.object({ planId: id, keywords: z.string().max(KEYWORDS_TEXT_MAX), bid: zBaht }),
  response: z.object({ added: z.array(z.string()), effectiveAt: isoTime }),
});

export const advKeywordUpdate = defineCall({
  ...AD,
  path: '/oms/adv/keyword/update',
  summary: 'Change one keyword’s bid (at least 0.1 baht).',
  ids: { planId: 'adPlan' },
  example: { planId: EXAMPLE_ID, keyword: 'รองเท้า', bid: '0.80' },
  request: z.object({ planId: id, keyword: z.string().trim().min(1).max(100), bid: zBaht }),
  response: z.object({ keyword: z.string(), bid: z.number(), effectiveAt: isoTime }),
});

export const advKeywordRemove = defineCall({
  ...AD,
  path: '/oms/adv/keyword/remove',
  summary: 'Remove keywords from a plan; at least one keyword must remain.',
  ids: { planId: 'adPlan' },
  example: { planId: EXAMPLE_ID, keywords: ['รองเท้า'] },
  request: z.object({
    planId: id,
    keywords: z.array(z.string().trim().min(1).max(100)).min(1).max(KEYWORD_LIMIT),
  }),
  response: z.object({ removed: z.array(z.string()), effectiveAt: isoTime }),
});

export const advKeywordList = defineCall({
  ...AD,
  readOnly: true,
  path: '/oms/adv/keyword/list',
  summary: `A plan’s keywords with their bids, suggested bids and the last ${AD_STATS_DAYS} days’ impressions, clicks and spend.`,
  ids: { planId: 'adPlan' },
  example: { planId: EXAMPLE_ID },
  request: z.object({ planId: id }),
  response: z.object({ list: z.array(adKeywordView) }),
});

export const advKeywordRecommend = defineCall({
  ...AD,
  readOnly: true,
  path: '/oms/adv/keyword/recommend',
  summary:
    'Keywords recommended from the titles of the shop’s products on sale (most frequent first, at most 20), each with its suggested bid; those already in the plan named are left out.',
  request: z.object({ planId: id.nullable().default(null) }),
  response: z.object({ list: z.array(z.object({ keyword: z.string(), suggestedBid: z.number() })) }),
});

export const adStatsRow = z.object({
  /** Bangkok day. */
  day: z.string(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  /** Clicks per impression, 0..1. */
  ctr: z.number(),
  /** Baht. */
  spend: z.number(),
  orders: z.number().int(),
  gmv: z.number(),
  /** GMV per baht spent. */
  roas: z.number(),
});
export type AdStatsRow = z.infer<typeof adStatsRow>;

export const advDataStatisticsRecords = defineCall({
  ...AD,
  readOnly: true,
  path: '/oms/adv/data/statistics/records',
  summary: `Statistics per Bangkok day over the last ${AD_STATS_DAYS} days (every day listed, oldest first) of one plan, or of all the shop’s plans when no plan is named, with the totals.`,
  ids: { planId: 'adPlan' },
  example: { planId: EXAMPLE_ID },
  request: z.object({ planId: id.nullable().default(null) }),
  response: z.object({ list: z.array(adStatsRow), total: adStatsRow.omit({ day: true }) }),
});

export const advertisingCalls: readonly Call[] = [
  advAccountMast,
  advAccountOpen,
  advAccountRecharge,
  advRechargeStatus,
  advExpensesRecordList,
  advPlanInquiry,
  advPlanCheck,
  advPlanMaintenance,
  advPlanStatusUpdate,
  advKeywordAdd,
  advKeywordUpdate,
  advKeywordRemove,
  advKeywordList,
  advKeywordRecommend,
  advDataStatisticsRecords,
];

// The marketplace's payment and buyers (auth 'operator').
const OPERATOR = { auth: 'operator', func: FUNC.home } as const;

export const mktAdRechargeSettle = defineCall({
  ...OPERATOR,
  path: '/oms/mkt/adv/recharge/settle',
  summary: 'The marketplace’s payment answers a recharge: paid credits the ad account, failed leaves it as it was.',
  example: { shopId: EXAMPLE_ID, rechargeId: EXAMPLE_ID, outcome: 'paid' },
  request: z.object({ shopId: id, rechargeId: id, outcome: z.enum(['paid', 'failed']) }),
  response: adRechargeView,
});

export const mktAdTraffic = defineCall({
  ...OPERATOR,
  path: '/oms/mkt/adv/traffic/simulate',
  summary:
    'Buyers search: each search picks a keyword (the one named, or one some running plan bids on), a second-price auction among the shops’ bids and the simulated competitors’ fills the ad slots (impressions); a buyer clicks with clickRate (charged to the winning shop’s ad account at the next bid plus 0.01 baht) and orders after a click with orderRate. Each search also shows the brand ads running today (of the shop named, or every shop’s), one of which a buyer clicks with clickRate.',
  example: { searches: 20, clickRate: 0.3, orderRate: 0.1 },
  request: z.object({
    shopId: id.nullable().default(null),
    keyword: z.string().trim().min(1).max(100).nullable().default(null),
    searches: z.number().int().min(1).max(500).default(20),
    clickRate: z.number().min(0).max(1).default(0.3),
    orderRate: z.number().min(0).max(1).default(0.1),
    seed: z.number().int().min(0).max(2_147_483_647).nullable().default(null),
  }),
  response: z.object({
    searches: z.number().int(),
    impressions: z.number().int(),
    clicks: z.number().int(),
    orders: z.number().int(),
    spend: z.number(),
    /** Running brand ads shown beside the searches and clicked. */
    brandImpressions: z.number().int(),
    brandClicks: z.number().int(),
  }),
});

export const advertisingOperatorCalls: readonly Call[] = [mktAdRechargeSettle, mktAdTraffic];
