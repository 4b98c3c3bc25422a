import { z } from 'zod';
import {
  BRAND_AD_AHEAD_DAYS,
  BRAND_AD_DAYS_MAX,
  BRAND_AD_MODE_IDS,
  BRAND_AD_PHASE,
  BRAND_AD_PRODUCTS_MAX,
  BRAND_AD_REASON_MAX,
  BRAND_AD_STATE,
} from '../brand-ads.ts';
import { id, isoTime } from '../common.ts';
import { type Call, defineCall } from '../define-call.ts';
import { FUNC } from '../func-codes.ts';
import { paged, pageSchema } from '../page.ts';
import { mediaLink } from '../validators/media-link.ts';
import { adProductView, adStatsRow, productIdText } from './advertising.ts';

// Brand ads (/activityreport/advertisingsubmissionlist, advertisingsubmissiondetails/{codReportId},
// advertisingregistration/{codReportId}) under /oms/adv/brand/ (catalogue §7 "Advertising (adv/)":
// brand plan list, detail, add and update, brand report stock, brand mode list and detail), and the
// plan item list the ad forms pick the shop's products from. Every merchant call is
// FUNC.advertising; the operator's review is under /oms/mkt/adv/brand/ (auth 'operator').

const EXAMPLE_ID = '0123456789abcdef0123456789abcdef';
const AD = { func: FUNC.advertising } as const;

export const adDay = z
  .string()
  .trim()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d));
const modeId = z.enum(BRAND_AD_MODE_IDS);

export const brandModeView = z.object({
  modeId,
  /** Baht a day. */
  pricePerDay: z.number(),
  slotsPerDay: z.number().int(),
});

export const advBrandModeList = defineCall({
  ...AD,
  readOnly: true,
  path: '/oms/adv/brand/mode/list',
  summary: 'The brand-ad slots the platform offers: the price of a day and how many shops share one day.',
  request: z.object({}),
  response: z.object({ list: z.array(brandModeView) }),
});

export const brandStockDay = z.object({
  day: z.string(),
  slots: z.number().int(),
  /** Slots not held by a submission waiting for review or approved. */
  left: z.number().int(),
});

export const advBrandModeDetail = defineCall({
  ...AD,
  readOnly: true,
  path: '/oms/adv/brand/mode/detail',
  summary: `One brand-ad slot with the days that can be booked (from tomorrow, ${BRAND_AD_AHEAD_DAYS} days ahead) and the slots left on each.`,
  example: { modeId: 'searchTop' },
  request: z.object({ modeId }),
  response: brandModeView.extend({ stock: z.array(brandStockDay) }),
});

export const advBrandReportStock = defineCall({
  ...AD,
  readOnly: true,
  path: '/oms/adv/brand/report/stock',
  summary: `The slots left on each day of a brand-ad slot from firstDay to lastDay (at most ${BRAND_AD_DAYS_MAX} days).`,
  example: { modeId: 'searchTop', firstDay: '2026-12-02', lastDay: '2026-12-08' },
  request: z.object({ modeId, firstDay: adDay, lastDay: adDay }),
  response: z.object({ list: z.array(brandStockDay) }),
});

export const brandAdView = z.object({
  reportId: z.string(),
  modeId,
  state: z.enum(BRAND_AD_STATE),
  /** An approved submission's phase by its days; null before approval. */
  phase: z.enum(BRAND_AD_PHASE).nullable(),
  firstDay: z.string(),
  lastDay: z.string(),
  days: z.number().int(),
  headline: z.string(),
  imageUrl: z.string(),
  productCount: z.number().int(),
  /** Baht, taken from the ad account when submitted and given back when rejected or withdrawn. */
  cost: z.number(),
  /** The operator's reason for a rejection. */
  reason: z.string().nullable(),
  submittedAt: isoTime,
  reviewedAt: isoTime.nullable(),
});
export type BrandAdView = z.infer<typeof brandAdView>;

export const advBrandPlanList = defineCall({
  ...AD,
  readOnly: true,
  path: '/oms/adv/brand/plan/list',
  summary: 'The shop’s brand-ad submissions, newest first, by review state, with the count in each state.',
  request: z.object({ state: z.enum(BRAND_AD_STATE).nullable().default(null), page: pageSchema }),
  response: paged(brandAdView).extend({ counts: z.record(z.enum(BRAND_AD_STATE), z.number().int()) }),
});

export const advBrandPlanDetail = defineCall({
  ...AD,
  readOnly: true,
  path: '/oms/adv/brand/plan/detail',
  summary:
    'One submission with its products, the review’s reason, and once approved its figures on each of its days up to today (impressions, clicks, CTR, the day’s price as spend, orders, GMV, ROAS).',
  ids: { reportId: 'brandAd' },
  example: { reportId: EXAMPLE_ID },
  request: z.object({ reportId: id }),
  response: brandAdView.extend({
    products: z.array(adProductView),
    figures: z.array(adStatsRow),
    total: adStatsRow.omit({ day: true }),
  }),
});

const registration = {
  modeId,
  firstDay: adDay,
  lastDay: adDay,
  headline: z.string().max(200),
  imageUrl: mediaLink,
  productIds: z.array(productIdText).max(BRAND_AD_PRODUCTS_MAX * 10),
};

export const advBrandPlanAdd = defineCall({
  ...AD,
  path: '/oms/adv/brand/plan/add',
  summary: `Register for days of a brand-ad slot with a headline, a picture and 1 to ${BRAND_AD_PRODUCTS_MAX} of the shop’s products on sale: from tomorrow, at most ${BRAND_AD_DAYS_MAX} days, each day with a slot left. The days’ price is taken from the ad account (balance insufficient is refused) and the submission waits for the platform’s review. At most one submission an hour.`,
  example: {
    modeId: 'searchTop',
    firstDay: '2026-12-02',
    lastDay: '2026-12-08',
    headline: 'ลดทั้งร้าน',
    imageUrl: 'https://img.alicdn.com/a.jpg',
    productIds: ['100000001'],
  },
  request: z.object(registration),
  response: brandAdView,
});

export const advBrandPlanUpdate = defineCall({
  ...AD,
  path: '/oms/adv/brand/plan/update',
  summary:
    'Change a submission waiting for review, or send a rejected one again: the same rules as a new one; its old days and money are given back and the new ones taken, and it waits for review again.',
  ids: { reportId: 'brandAd' },
  example: {
    reportId: EXAMPLE_ID,
    modeId: 'searchTop',
    firstDay: '2026-12-02',
    lastDay: '2026-12-08',
    headline: 'ลดทั้งร้าน',
    imageUrl: 'https://img.alicdn.com/a.jpg',
    productIds: ['100000001'],
  },
  request: z.object({ reportId: id, ...registration }),
  response: brandAdView,
});

export const advBrandPlanRevoke = defineCall({
  ...AD,
  path: '/oms/adv/brand/plan/revoke',
  summary: 'Withdraw a submission waiting for review or approved but not started: its days and money are given back.',
  ids: { reportId: 'brandAd' },
  example: { reportId: EXAMPLE_ID },
  request: z.object({ reportId: id }),
  response: brandAdView,
});

export const advPlanItemList = defineCall({
  ...AD,
  readOnly: true,
  path: '/oms/adv/plan/item/list',
  summary: 'The shop’s products on sale an ad may show, found by title or product id, newest first.',
  request: z.object({ keyword: z.string().trim().max(100).default(''), page: pageSchema }),
  response: paged(adProductView),
});

export const brandAdCalls: readonly Call[] = [
  advBrandModeList,
  advBrandModeDetail,
  advBrandReportStock,
  advBrandPlanList,
  advBrandPlanDetail,
  advBrandPlanAdd,
  advBrandPlanUpdate,
  advBrandPlanRevoke,
  advPlanItemList,
];

const OPERATOR = { auth: 'operator', func: FUNC.home } as const;

export const mktBrandPending = defineCall({
  ...OPERATOR,
  readOnly: true,
  path: '/oms/mkt/adv/brand/pending',
  summary: 'The brand-ad submissions waiting for the platform’s review, oldest first, of one shop or all.',
  request: z.object({ shopId: id.nullable().default(null) }),
  response: z.object({ list: z.array(brandAdView.extend({ shopId: z.string() })) }),
});

export const mktBrandReview = defineCall({
  ...OPERATOR,
  path: '/oms/mkt/adv/brand/review',
  summary:
    'The platform approves a submission waiting for review, or rejects it with a reason the merchant reads (its days and money are given back).',
  example: { shopId: EXAMPLE_ID, reportId: EXAMPLE_ID, outcome: 'reject', reason: 'ภาพไม่ชัด' },
  request: z.object({
    shopId: id,
    reportId: id,
    outcome: z.enum(['approve', 'reject']),
    reason: z.string().trim().max(BRAND_AD_REASON_MAX).default(''),
  }),
  response: brandAdView,
});

export const brandAdOperatorCalls: readonly Call[] = [mktBrandPending, mktBrandReview];
