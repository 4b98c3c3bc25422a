import { z } from 'zod';
import { isoTime } from '../common.ts';
import { defineCall } from '../define-call.ts';
import { FUNC } from '../func-codes.ts';
import { NUMERIC_ID_MAX } from '../limits.ts';
import { ORDER_STATUS } from '../orders.ts';
import { paged, pageSchema } from '../page.ts';
import {
  AUDIENCE,
  COUPON_CODE_MAX,
  COUPON_NAME_MAX,
  COUPON_PREVIEW_SKUS_MAX,
  COUPON_STATE,
  COUPON_TABS,
  COUPON_THRESHOLD,
  COUPON_TYPE,
  PROMOTION_REASON,
  STACKED_KIND,
} from '../promotions.ts';
import { optionalMediaLink } from '../validators/media-link.ts';
import { zBaht } from '../validators/zod.ts';
import { orderId } from './orders.ts';

// Coupons (/promotion/coupon, createCoupon, couponDetails), the marketing calls under /oms/mms/
// (catalogue §7 "Marketing (mms/)": coupons add, list, inquiry, cancel). Money travels as baht
// with two decimals and is held as integer satang; the server checks each rule for its message.

const couponId = z.string().trim().min(1).max(64);
const EXAMPLE_COUPON_ID = '0123456789abcdef0123456789abcdef';

export const couponInput = z.object({
  /** Seen by the merchant only. */
  name: z.string().max(COUPON_NAME_MAX * 2),
  /** Letters and digits, kept upper case; unique in the shop. */
  code: z.string().max(COUPON_CODE_MAX * 2),
  type: z.enum(COUPON_TYPE),
  /** Baht off (type amount). */
  faceValue: zBaht.nullable().default(null),
  /** Whole percent off (type percent). */
  percentOff: z.number().int().min(0).max(100).nullable().default(null),
  /** Type percent: the most it takes off, baht; null: no cap (COUPON_MAX_DISCOUNT_RULE). */
  maxDiscount: zBaht.nullable().default(null),
  /** Minimum spend in baht; 0 means none (the form asks to confirm it). */
  minSpend: zBaht.default(0),
  /** COUPON_THRESHOLD: spend (minSpend) or units (minUnits, the count rule). */
  threshold: z.enum(COUPON_THRESHOLD).default('spend'),
  /** Threshold units: the fewest units of the shop's goods in the cart, 1 to COUPON_MIN_UNITS_MAX; the rules refuse others. */
  minUnits: z.number().int().min(0).max(100_000_000).nullable().default(null),
  quantity: z.number().int().min(0).max(100_000_000),
  perPerson: z.number().int().min(0).max(1000),
  /** Buyers may collect it from grantStart until grantEnd (ISO times). */
  grantStart: isoTime,
  grantEnd: isoTime,
  /** Days a collected coupon may be used; required. */
  validityDays: z.number().int().min(0).max(1000).nullable(),
  audience: z.enum(AUDIENCE).default('all'),
  /** The coupon's picture buyers see on it (usage coupon, the shop's own upload); '' for none. */
  imageUrl: optionalMediaLink.default(''),
});
export type CouponInput = z.input<typeof couponInput>;

export const couponView = z.object({
  couponId: z.string(),
  name: z.string(),
  code: z.string(),
  type: z.enum(COUPON_TYPE),
  faceValue: z.number().nullable(),
  percentOff: z.number().int().nullable(),
  /** Type percent: the most it takes off, baht; null: no cap. */
  maxDiscount: z.number().nullable(),
  minSpend: z.number(),
  threshold: z.enum(COUPON_THRESHOLD),
  /** Threshold units: the fewest units in the cart; 0 for a spend threshold. */
  minUnits: z.number().int(),
  quantity: z.number().int(),
  perPerson: z.number().int(),
  grantStart: isoTime,
  grantEnd: isoTime,
  validityDays: z.number().int(),
  audience: z.enum(AUDIENCE),
  /** '' when it has none. */
  imageUrl: z.string(),
  state: z.enum(COUPON_STATE),
  receivedCount: z.number().int(),
  usedCount: z.number().int(),
  /** Still to be collected. */
  remaining: z.number().int(),
  stoppedAt: isoTime.nullable(),
  createdAt: isoTime,
});
export type CouponView = z.infer<typeof couponView>;

const exampleCoupon = {
  name: 'ลด 50 บาท ต้อนรับปีใหม่',
  code: 'NEWYEAR50',
  type: 'amount',
  faceValue: '50.00',
  minSpend: '300.00',
  quantity: 500,
  perPerson: 1,
  grantStart: '2026-12-25T00:00:00+07:00',
  grantEnd: '2027-01-05T00:00:00+07:00',
  validityDays: 30,
  audience: 'all',
} as const;

export const couponAdd = defineCall({
  path: '/oms/mms/coupon/add',
  func: FUNC.coupons,
  summary:
    'Create a coupon: name, unique code, amount or percent off, minimum spend above the discount or a count rule (at least N units), quantity, per-person limit, grant window (start before end, at most 90 days, not over), validity days (1 to 90), audience.',
  example: exampleCoupon,
  request: couponInput,
  response: z.object({ couponId: z.string() }),
});

export const couponList = defineCall({
  readOnly: true,
  path: '/oms/mms/coupon/list',
  func: FUNC.coupons,
  summary:
    'The coupons of /promotion/coupon, newest first, with counts per state tab; states come from the clock (not started, granting, ended, expired, stopped, invalid). Search by name or code (contains).',
  request: z.object({
    tab: z.enum(COUPON_TABS).default('all'),
    keyword: z.string().trim().max(COUPON_NAME_MAX).default(''),
    page: pageSchema,
  }),
  response: paged(couponView).extend({ tabCounts: z.record(z.enum(COUPON_TABS), z.number().int()) }),
});

export const couponInquiry = defineCall({
  readOnly: true,
  path: '/oms/mms/coupon/inquiry',
  func: FUNC.coupons,
  summary: 'One coupon (couponDetails) with its state and received and used counts.',
  ids: { couponId: 'coupon' },
  example: { couponId: EXAMPLE_COUPON_ID },
  request: z.object({ couponId }),
  response: couponView,
});

export const couponCancel = defineCall({
  path: '/oms/mms/coupon/cancel',
  func: FUNC.coupons,
  summary:
    'Stop a coupon: no more are collected and collected ones no longer work. Before its grant window it is cancelled (invalid); an expired, stopped or invalid coupon is refused.',
  ids: { couponId: 'coupon' },
  example: { couponId: EXAMPLE_COUPON_ID },
  request: z.object({ couponId }),
  response: z.object({ couponId: z.string(), state: z.enum(COUPON_STATE) }),
});

const skuId = z
  .string()
  .regex(/^\d{1,18}$/)
  .max(NUMERIC_ID_MAX);

/** The shop's running promotions that stacked under the offer a final price preview prices, by name. */
export const stackedPromotions = z.array(z.object({ kind: z.enum(STACKED_KIND), name: z.string() }));

/** One SKU of the final price preview: what a buyer pays for it with the coupon. Money in baht. */
export const couponPreviewRow = z.object({
  skuId: z.string(),
  productId: z.string(),
  title: z.string(),
  /** The SKU's spec values, joined (empty for a product without specs). */
  specText: z.string(),
  imageUrl: z.string(),
  /** The list price of one unit. */
  price: z.number(),
  /** What one unit cost the shop; null where the product has none. */
  purchasePrice: z.number().nullable(),
  /** Units in the cart priced: the fewest that reach the minimum spend or minUnits (1 without either). */
  quantity: z.number().int(),
  goodsAmount: z.number(),
  /** All that is taken off those units: the running activity price, full-scale tier and the coupon. */
  discount: z.number(),
  /** Of it, what the SKU's running activity price takes off. */
  activityDiscount: z.number(),
  /** Of it, what a running full-scale tier of the product takes off. */
  fullscaleDiscount: z.number(),
  /** Of it, what the coupon takes off (0 when it does not apply). */
  couponDiscount: z.number(),
  /** The shop's running promotions that stacked with the coupon on these units, by name. */
  stacked: stackedPromotions,
  payAmount: z.number(),
  /** What one unit costs the buyer with the coupon. */
  unitPrice: z.number(),
  /** The engine's verdict: applied, or why not (below_threshold when no cart of one SKU reaches it). */
  reason: z.enum(PROMOTION_REASON),
  /** y when the buyer would pay less than the purchase price. */
  belowPurchase: z.enum(['y', 'n']),
});
export type CouponPreviewRow = z.infer<typeof couponPreviewRow>;

export const couponPreview = defineCall({
  readOnly: true,
  path: '/oms/mms/coupon/preview',
  func: FUNC.coupons,
  summary: `The final price preview of createCoupon: for the SKUs named (at most ${COUPON_PREVIEW_SKUS_MAX}), or else the shop's ${COUPON_PREVIEW_SKUS_MAX} best-selling on-sale ones, what a buyer pays with the coupon as the promotion engine prices it, stacked on what runs now (the SKU's activity price, the product's full-scale tier), buying the fewest units that reach the minimum spend or the count rule's units, and whether that is below the purchase price. Stores nothing.`,
  ids: { skuIds: 'sku' },
  example: { type: 'amount', faceValue: '50.00', minSpend: '300.00', skuIds: ['200000001'] },
  request: z.object({
    type: z.enum(COUPON_TYPE),
    faceValue: zBaht.nullable().default(null),
    percentOff: z.number().int().min(0).max(100).nullable().default(null),
    maxDiscount: zBaht.nullable().default(null),
    minSpend: zBaht.default(0),
    threshold: z.enum(COUPON_THRESHOLD).default('spend'),
    minUnits: z.number().int().min(0).max(100_000_000).nullable().default(null),
    skuIds: z.array(skuId).max(COUPON_PREVIEW_SKUS_MAX).default([]),
  }),
  response: z.object({ list: z.array(couponPreviewRow) }),
});

/** One order that used a coupon (couponDetails). Money in baht. */
export const couponOrderRow = z.object({
  orderId: z.string(),
  buyerNickname: z.string(),
  /** What the coupon took off this order (its lines' shares). */
  discount: z.number(),
  goodsAmount: z.number(),
  totalAmount: z.number(),
  status: z.enum(ORDER_STATUS),
  /** When the buyer checked out with it. */
  usedAt: isoTime,
});
export type CouponOrderRow = z.infer<typeof couponOrderRow>;

export const couponOrderList = defineCall({
  readOnly: true,
  path: '/oms/mms/coupon/order/list',
  func: FUNC.coupons,
  summary:
    'The orders that used a coupon (couponDetails), newest first: order number, buyer, the discount the coupon gave, amounts, status, when.',
  ids: { couponId: 'coupon' },
  example: { couponId: EXAMPLE_COUPON_ID },
  request: z.object({ couponId, page: pageSchema }),
  response: paged(couponOrderRow),
});

export const couponCompensate = defineCall({
  path: '/oms/mms/coupon/compensate/grant',
  func: FUNC.coupons,
  summary:
    "Compensate grant (couponDetails): give one of a granting coupon to the buyer of one of the shop's orders (a late parcel, a missing part), taken from its quantity as a collected one is and within its per-person limit, for the coupon's audience, usable for its validity days from now. A follow-shop coupon is its followers' alone and is not given this way.",
  ids: { couponId: 'coupon', orderId: 'order' },
  example: { couponId: EXAMPLE_COUPON_ID, orderId: '2611000000001' },
  request: z.object({ couponId, orderId }),
  response: z.object({
    claimId: z.string(),
    buyerNickname: z.string(),
    usableUntil: isoTime,
    receivedCount: z.number().int(),
  }),
});

export const promotionsCalls = [
  couponAdd,
  couponList,
  couponInquiry,
  couponCancel,
  couponPreview,
  couponOrderList,
  couponCompensate,
];
