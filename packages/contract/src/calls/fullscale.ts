import { z } from 'zod';
import { ACTIVITY_STATE, ACTIVITY_TABS } from '../activities.ts';
import { isoTime } from '../common.ts';
import { defineCall } from '../define-call.ts';
import {
  FULLSCALE_KIND,
  FULLSCALE_MAX_PRODUCTS,
  FULLSCALE_NAME_MAX,
  FULLSCALE_REWARD,
  FULLSCALE_SCOPE,
  FULLSCALE_TIERS_MAX,
} from '../fullscale.ts';
import { FUNC } from '../func-codes.ts';
import { NUMERIC_ID_MAX } from '../limits.ts';
import { paged, pageSchema } from '../page.ts';
import { stackedPromotions } from './promotions.ts';

// Full-amount and full-quantity discounts (/promotion/fullscale) under /oms/mms/fullscale/
// (catalogue §7 "Marketing (mms/)": activities). The /promotion/fullscale route has no code of its
// own, so every call is FUNC.promotions (OMS_FUNC_0019), as the discounts are. Its products are
// picked with the discounts' picker (/oms/shop/promote/item/list/inquiry). Thresholds and rewards
// travel as numbers: baht with at most two decimals for money, whole units, whole percents.

const fullscaleId = z.string().trim().min(1).max(64);
const EXAMPLE_FULLSCALE_ID = '0123456789abcdef0123456789abcdef';

export const fullscaleTier = z.object({
  /** kind amount: the spend in baht; kind quantity: the units. */
  threshold: z.number().min(0).max(1e9),
  /** rewardType amount: baht off; percent: whole percent off. */
  reward: z.number().min(0).max(1e9),
});

export const fullscaleInput = z.object({
  name: z.string().max(FULLSCALE_NAME_MAX * 2),
  /** ISO times; start before end, at most 90 days apart, start not in the past. */
  startTime: isoTime,
  endTime: isoTime,
  kind: z.enum(FULLSCALE_KIND),
  rewardType: z.enum(FULLSCALE_REWARD),
  /** 1 to 3 tiers, thresholds and rewards strictly rising. */
  tiers: z.array(fullscaleTier).max(FULLSCALE_TIERS_MAX + 1),
  scope: z.enum(FULLSCALE_SCOPE),
  /** The chosen products (scope products), at most 200. */
  productIds: z
    .array(
      z
        .string()
        .trim()
        .regex(/^\d{1,18}$/)
        .max(NUMERIC_ID_MAX),
    )
    .max(FULLSCALE_MAX_PRODUCTS + 1)
    .default([]),
});
export type FullscaleInput = z.input<typeof fullscaleInput>;

export const fullscaleView = z.object({
  fullscaleId: z.string(),
  name: z.string(),
  startTime: isoTime,
  endTime: isoTime,
  state: z.enum(ACTIVITY_STATE),
  kind: z.enum(FULLSCALE_KIND),
  rewardType: z.enum(FULLSCALE_REWARD),
  tiers: z.array(fullscaleTier),
  scope: z.enum(FULLSCALE_SCOPE),
  /** Chosen products (0 for scope all). */
  productCount: z.number().int(),
  /** Order lines that shared in one of its tiers. */
  orderLines: z.number().int(),
  stoppedAt: isoTime.nullable(),
  createdAt: isoTime,
});
export type FullscaleView = z.infer<typeof fullscaleView>;

const exampleFullscale: FullscaleInput = {
  name: 'ช้อปครบ 500 ลด 50',
  startTime: '2026-12-25T00:00:00+07:00',
  endTime: '2027-01-05T00:00:00+07:00',
  kind: 'amount',
  rewardType: 'amount',
  tiers: [
    { threshold: 500, reward: 50 },
    { threshold: 1000, reward: 120 },
  ],
  scope: 'all',
  productIds: [],
};

export const fullscaleAdd = defineCall({
  path: '/oms/mms/fullscale/add',
  func: FUNC.promotions,
  summary:
    'Create a full-amount (spend at least X baht) or full-quantity (buy at least N units) discount: 1 to 3 tiers rising in threshold and reward, each an amount off below its spend or 1–95% off; a window (start not in the past, before the end, at most 90 days); all products or up to 200 chosen ones, none already in another full-scale promotion at an overlapping time.',
  example: exampleFullscale,
  request: fullscaleInput,
  response: z.object({ fullscaleId: z.string() }),
});

export const fullscaleModify = defineCall({
  path: '/oms/mms/fullscale/modify',
  func: FUNC.promotions,
  summary: 'Change a full-scale promotion not yet started, under the rules of a new one.',
  ids: { fullscaleId: 'fullscale' },
  example: { fullscaleId: EXAMPLE_FULLSCALE_ID, ...exampleFullscale },
  request: fullscaleInput.extend({ fullscaleId }),
  response: z.object({ fullscaleId: z.string() }),
});

export const fullscaleList = defineCall({
  readOnly: true,
  path: '/oms/mms/fullscale/list',
  func: FUNC.promotions,
  summary:
    'The full-scale promotions of /promotion/fullscale, newest first, with counts per state tab; states come from the clock (not started, running, ended, stopped). Search by name (contains).',
  request: z.object({
    tab: z.enum(ACTIVITY_TABS).default('all'),
    keyword: z.string().trim().max(FULLSCALE_NAME_MAX).default(''),
    page: pageSchema,
  }),
  response: paged(fullscaleView).extend({ tabCounts: z.record(z.enum(ACTIVITY_TABS), z.number().int()) }),
});

export const fullscaleProduct = z.object({
  productId: z.string(),
  title: z.string(),
  imageUrl: z.string(),
});

export const fullscaleInquiry = defineCall({
  readOnly: true,
  path: '/oms/mms/fullscale/inquiry',
  func: FUNC.promotions,
  summary: 'One full-scale promotion with its state, tiers and chosen products.',
  ids: { fullscaleId: 'fullscale' },
  example: { fullscaleId: EXAMPLE_FULLSCALE_ID },
  request: z.object({ fullscaleId }),
  response: fullscaleView.extend({ products: z.array(fullscaleProduct) }),
});

export const fullscaleStop = defineCall({
  path: '/oms/mms/fullscale/stop',
  func: FUNC.promotions,
  summary:
    'Stop a full-scale promotion not started or running: no tier applies from now on. An ended or stopped one is refused.',
  ids: { fullscaleId: 'fullscale' },
  example: { fullscaleId: EXAMPLE_FULLSCALE_ID },
  request: z.object({ fullscaleId }),
  response: z.object({ fullscaleId: z.string(), state: z.enum(ACTIVITY_STATE) }),
});

/** SKUs the full-scale form's final price preview prices. */
export const FULLSCALE_PREVIEW_SKUS_MAX = 3;

/** One SKU at one tier of the final price preview: what a buyer pays with everything that stacks. Money in baht. */
export const fullscalePreviewRow = z.object({
  skuId: z.string(),
  productId: z.string(),
  title: z.string(),
  specText: z.string(),
  /** The list price of one unit. */
  price: z.number(),
  /** What one unit cost the shop; null where the product has none. */
  purchasePrice: z.number().nullable(),
  /** The tier (1 to 3) the units just reach. */
  tier: z.number().int(),
  /** The fewest units that reach the tier, at the price the buyer pays for them before the tier. */
  quantity: z.number().int(),
  goodsAmount: z.number(),
  /** What the SKU's running activity price takes off. */
  activityDiscount: z.number(),
  /** What the tier takes off. */
  fullscaleDiscount: z.number(),
  /** What the best of the shop's coupons granting now takes off, judged after the tier. */
  couponDiscount: z.number(),
  payAmount: z.number(),
  /** y when the buyer would pay less than the purchase price of the units. */
  belowPurchase: z.enum(['y', 'n']),
  /** The shop's running discount and granting coupon that stacked on the tier, by name. */
  stacked: stackedPromotions,
});
export type FullscalePreviewRow = z.infer<typeof fullscalePreviewRow>;

export const fullscalePreview = defineCall({
  readOnly: true,
  path: '/oms/mms/fullscale/preview',
  func: FUNC.promotions,
  summary: `The final price preview of a full-scale promotion being made: for the SKUs named (at most ${FULLSCALE_PREVIEW_SKUS_MAX}), or else the shop's ${FULLSCALE_PREVIEW_SKUS_MAX} best-selling on-sale ones, each bought just enough to reach each tier, priced by the promotion engine as a checkout would with what stacks and runs now (the SKU's activity price, the best of the coupons the shop grants now), and whether that is below the purchase price. The tiers are as fullscaleAdd takes them; incomplete ones are left out. Stores nothing.`,
  ids: { skuIds: 'sku' },
  example: {
    kind: 'amount',
    rewardType: 'amount',
    tiers: [{ threshold: 300, reward: 30 }],
    skuIds: ['200000001'],
  },
  request: z.object({
    kind: z.enum(FULLSCALE_KIND),
    rewardType: z.enum(FULLSCALE_REWARD),
    tiers: z.array(fullscaleTier).max(FULLSCALE_TIERS_MAX),
    skuIds: z
      .array(
        z
          .string()
          .regex(/^\d{1,18}$/)
          .max(NUMERIC_ID_MAX),
      )
      .max(FULLSCALE_PREVIEW_SKUS_MAX)
      .default([]),
  }),
  response: z.object({ list: z.array(fullscalePreviewRow) }),
});

export const fullscaleCalls = [
  fullscaleAdd,
  fullscaleModify,
  fullscaleList,
  fullscaleInquiry,
  fullscaleStop,
  fullscalePreview,
];
