import { z } from 'zod';
import {
  ACTIVITY_MAX_PRODUCTS,
  ACTIVITY_NAME_MAX,
  ACTIVITY_PER_BUYER_MAX,
  ACTIVITY_PICK_MAX_IDS,
  ACTIVITY_STATE,
  ACTIVITY_STOCK_MAX,
  ACTIVITY_TABS,
} from '../activities.ts';
import { isoTime, yn } from '../common.ts';
import { defineCall } from '../define-call.ts';
import { FUNC } from '../func-codes.ts';
import { LIST_MAX, NUMERIC_ID_MAX } from '../limits.ts';
import { paged, pageSchema } from '../page.ts';
import { zBaht } from '../validators/zod.ts';
import { stackedPromotions } from './promotions.ts';

// Discounts and time-limited offers (/promotion/activity, specialOffer, selectactiveitem/{id}):
// the activity itself under /oms/mms/activity/ (catalogue §7 "Marketing (mms/)": activities) and
// its products and prices under /oms/shop/promote/ (§7 "Promotions": promote rule). Every call
// is FUNC.promotions (OMS_FUNC_0019, the /promotion/activity route's code). Money travels as baht
// with two decimals and is held as integer satang.

const activityId = z.string().trim().min(1).max(64);
const EXAMPLE_ACTIVITY_ID = '0123456789abcdef0123456789abcdef';
const EXAMPLE_SKU_ID = '200000001';
const digits = z
  .string()
  .trim()
  .regex(/^\d{1,18}$/)
  .max(NUMERIC_ID_MAX);

export const activityInput = z.object({
  name: z.string().max(ACTIVITY_NAME_MAX * 2),
  /** ISO times; start before end, at most 90 days apart, start not in the past. */
  startTime: isoTime,
  endTime: isoTime,
});
export type ActivityInput = z.input<typeof activityInput>;

export const activityView = z.object({
  activityId: z.string(),
  name: z.string(),
  startTime: isoTime,
  endTime: isoTime,
  state: z.enum(ACTIVITY_STATE),
  productCount: z.number().int(),
  skuCount: z.number().int(),
  /** Units sold at the activity price (orders not cancelled). */
  soldUnits: z.number().int(),
  stoppedAt: isoTime.nullable(),
  createdAt: isoTime,
});
export type ActivityView = z.infer<typeof activityView>;

/** One SKU of an activity with the SKU's figures now, for the price check and the preview. */
export const activitySkuView = z.object({
  skuId: z.string(),
  productId: z.string(),
  title: z.string(),
  specValues: z.array(z.string()),
  imageUrl: z.string(),
  salesPrice: z.number(),
  marketPrice: z.number(),
  mallStock: z.number().int(),
  reserved: z.number().int(),
  /** The SKU's lowest price of the last 30 days, baht. */
  lowestPrice30: z.number(),
  /** What the shop paid for the SKU, baht; null when not recorded. */
  purchasePrice: z.number().nullable(),
  activityPrice: z.number(),
  activityStock: z.number().int(),
  sold: z.number().int(),
  /** Units one buyer may buy at the activity price; 0: no limit. */
  perBuyer: z.number().int(),
  bolSkipCheck: yn,
  percentOff: z.number(),
  /** The price check's warnings, in the request's language. */
  warnings: z.array(z.string()),
});
export type ActivitySkuView = z.infer<typeof activitySkuView>;

const exampleActivity = {
  name: 'ลดราคาต้อนรับปีใหม่',
  startTime: '2026-12-25T00:00:00+07:00',
  endTime: '2027-01-05T00:00:00+07:00',
} as const;

export const activityAdd = defineCall({
  path: '/oms/mms/activity/add',
  func: FUNC.promotions,
  summary:
    'Create a discount (time-limited offer): a name and a window (start before end, at most 90 days, start not in the past). Products and prices come with /oms/shop/promote/item/maintain.',
  example: exampleActivity,
  request: activityInput,
  response: z.object({ activityId: z.string() }),
});

export const activityModify = defineCall({
  path: '/oms/mms/activity/modify',
  func: FUNC.promotions,
  summary: 'Change the name and window of an activity not yet started, under the rules of a new one.',
  ids: { activityId: 'activity' },
  example: { activityId: EXAMPLE_ACTIVITY_ID, ...exampleActivity },
  request: activityInput.extend({ activityId }),
  response: z.object({ activityId: z.string() }),
});

export const activityList = defineCall({
  readOnly: true,
  path: '/oms/mms/activity/list',
  func: FUNC.promotions,
  summary:
    'The activities of /promotion/activity, newest first, with counts per state tab; states come from the clock (not started, running, ended, stopped). Search by name (contains).',
  request: z.object({
    tab: z.enum(ACTIVITY_TABS).default('all'),
    keyword: z.string().trim().max(ACTIVITY_NAME_MAX).default(''),
    page: pageSchema,
  }),
  response: paged(activityView).extend({ tabCounts: z.record(z.enum(ACTIVITY_TABS), z.number().int()) }),
});

export const activityInquiry = defineCall({
  readOnly: true,
  path: '/oms/mms/activity/inquiry',
  func: FUNC.promotions,
  summary:
    'One activity with its state and its SKUs: activity price, stock, sold, per-buyer limit, the SKU figures and the price check warnings.',
  ids: { activityId: 'activity' },
  example: { activityId: EXAMPLE_ACTIVITY_ID },
  request: z.object({ activityId }),
  response: activityView.extend({ skus: z.array(activitySkuView) }),
});

export const activityStop = defineCall({
  path: '/oms/mms/activity/stop',
  func: FUNC.promotions,
  summary:
    'Stop an activity not started or running: buyers pay the sales price from now on. An ended or stopped activity is refused.',
  ids: { activityId: 'activity' },
  example: { activityId: EXAMPLE_ACTIVITY_ID },
  request: z.object({ activityId }),
  response: z.object({ activityId: z.string(), state: z.enum(ACTIVITY_STATE) }),
});

/** The products of the shop the picker offers, with their SKUs' figures. */
export const promoteCandidate = z.object({
  productId: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  skus: z.array(
    z.object({
      skuId: z.string(),
      specValues: z.array(z.string()),
      salesPrice: z.number(),
      marketPrice: z.number(),
      mallStock: z.number().int(),
      reserved: z.number().int(),
      lowestPrice30: z.number(),
      /** What the shop paid for the SKU, baht; null when not recorded. */
      purchasePrice: z.number().nullable(),
    }),
  ),
});
export type PromoteCandidate = z.infer<typeof promoteCandidate>;

export const promoteItemCandidates = defineCall({
  readOnly: true,
  path: '/oms/shop/promote/item/list/inquiry',
  func: FUNC.promotions,
  // Every promotion tool's form picks products with it: a sub-account holding only one tool's code
  // (gifts, bundles, flash sales under marketing, campaign registration) searches products too.
  alsoFuncs: [FUNC.gifts, FUNC.bundles, FUNC.marketing, FUNC.activityReporting],
  summary:
    "The picker of /promotion/selectactiveitem/{id}: on-sale products of the shop by title (contains) or by SPU or SKU ids (up to 100, each at least 3 digits), with each SKU's sales price, stock, reserved stock and lowest price of 30 days.",
  request: z.object({
    keyword: z.string().trim().max(100).default(''),
    ids: z
      .array(
        z
          .string()
          .trim()
          .regex(/^\d{3,18}$/)
          .max(NUMERIC_ID_MAX),
      )
      .max(ACTIVITY_PICK_MAX_IDS)
      .default([]),
    page: pageSchema,
  }),
  response: paged(promoteCandidate),
});

export const promoteSkuInput = z.object({
  skuId: digits,
  /** The activity price, baht. */
  amtPromotion: zBaht,
  activityStock: z.number().int().min(0).max(ACTIVITY_STOCK_MAX),
  /** Units one buyer may buy at the activity price; 0: no limit. */
  perBuyer: z.number().int().min(0).max(ACTIVITY_PER_BUYER_MAX).default(0),
  /** y: the price check is skipped for this SKU (spec §5). */
  bolSkipCheck: yn.default('n'),
});
export type PromoteSkuInput = z.input<typeof promoteSkuInput>;

export const promoteItemMaintain = defineCall({
  path: '/oms/shop/promote/item/maintain',
  func: FUNC.promotions,
  summary:
    'Add SKUs to an activity not yet started, or change their activity price, stock and per-buyer limit. Each price passes the price check (not above the sales price, at least 2% off, activity stock above 0, not above the mall stock, not below reserved; skipped with bolSkipCheck y); one failure refuses the call with every failure, each naming its SKU. At most 200 products per activity.',
  ids: { activityId: 'activity', 'skus[].skuId': 'sku' },
  example: {
    activityId: EXAMPLE_ACTIVITY_ID,
    skus: [{ skuId: EXAMPLE_SKU_ID, amtPromotion: '149.00', activityStock: 20, perBuyer: 2 }],
  },
  request: z.object({ activityId, skus: z.array(promoteSkuInput).min(1).max(LIST_MAX) }),
  response: z.object({
    activityId: z.string(),
    productCount: z.number().int(),
    skuCount: z.number().int(),
    /** The warnings of the SKUs saved, each naming its SKU. */
    warnings: z.array(z.string()),
  }),
});

export const promoteItemRemove = defineCall({
  path: '/oms/shop/promote/item/remove',
  func: FUNC.promotions,
  summary: 'Take SKUs (or whole products) out of an activity not yet started.',
  ids: { activityId: 'activity' },
  example: { activityId: EXAMPLE_ACTIVITY_ID, skuIds: [EXAMPLE_SKU_ID] },
  request: z.object({
    activityId,
    skuIds: z.array(digits).max(LIST_MAX).default([]),
    productIds: z.array(digits).max(ACTIVITY_MAX_PRODUCTS).default([]),
  }),
  response: z.object({ activityId: z.string(), productCount: z.number().int(), skuCount: z.number().int() }),
});

/** SKUs the discount form's final price preview prices at once. */
export const ACTIVITY_PREVIEW_SKUS_MAX = 50;

/** One SKU of the discount form's final price preview, at the cart where everything stacks deepest. Money in baht. */
export const activityPreviewRow = z.object({
  skuId: z.string(),
  /** Units in the cart priced: of one unit and those that just reach a running tier or coupon, the one paying least a unit. */
  quantity: z.number().int(),
  goodsAmount: z.number(),
  /** What the activity price being set takes off. */
  activityDiscount: z.number(),
  /** What a running full-scale tier of the product takes off. */
  fullscaleDiscount: z.number(),
  /** What the best of the shop's coupons granting now takes off. */
  couponDiscount: z.number(),
  payAmount: z.number(),
  /** What one unit costs the buyer there. */
  unitPrice: z.number(),
  /** y when that is below the purchase price (never when none is recorded). */
  belowPurchase: z.enum(['y', 'n']),
  /** The shop's running full-scale promotion and granting coupon that stacked, by name. */
  stacked: stackedPromotions,
});
export type ActivityPreviewRow = z.infer<typeof activityPreviewRow>;

export const promoteItemPreview = defineCall({
  readOnly: true,
  path: '/oms/shop/promote/item/preview',
  func: FUNC.promotions,
  summary: `The final price preview of the discount form (selectactiveitem/{id}): for each SKU with the activity price being typed (at most ${ACTIVITY_PREVIEW_SKUS_MAX}), what a buyer pays with what stacks and runs now (the product's full-scale tier, the best of the coupons the shop grants now), in the cart of one unit, or of the fewest that reach a tier or a coupon, where a unit costs least; and whether that is below the purchase price. Stores nothing.`,
  ids: { 'skus[].skuId': 'sku' },
  example: { skus: [{ skuId: EXAMPLE_SKU_ID, amtPromotion: '149.00' }] },
  request: z.object({
    skus: z
      .array(z.object({ skuId: digits, amtPromotion: zBaht }))
      .min(1)
      .max(ACTIVITY_PREVIEW_SKUS_MAX),
  }),
  response: z.object({ list: z.array(activityPreviewRow) }),
});

export const activitiesCalls = [
  activityAdd,
  activityModify,
  activityList,
  activityInquiry,
  activityStop,
  promoteItemCandidates,
  promoteItemMaintain,
  promoteItemRemove,
  promoteItemPreview,
];
