import { z } from 'zod';
import { ACTIVITY_STATE, ACTIVITY_TABS } from '../activities.ts';
import { isoTime } from '../common.ts';
import { defineCall } from '../define-call.ts';
import { FUNC } from '../func-codes.ts';
import { NUMERIC_ID_MAX } from '../limits.ts';
import { paged, pageSchema } from '../page.ts';
import { PLUS_MAX_SKUS, PLUS_NAME_MAX } from '../plusmember.ts';
import { zBaht } from '../validators/zod.ts';
import { stackedPromotions } from './promotions.ts';

// T Plus member offers (/promotion/plusmember) under /oms/mms/plusmember/ (catalogue §7 "Marketing
// (mms/)": activities). The route has no code of its own, so every call is FUNC.promotions
// (OMS_FUNC_0019). SKUs are picked with the discounts' picker (/oms/shop/promote/item/list/inquiry);
// member prices travel as baht and pass the price check of activity prices (catalogue §5).

const offerId = z.string().trim().min(1).max(64);
const EXAMPLE_OFFER_ID = '0123456789abcdef0123456789abcdef';
const skuId = z
  .string()
  .trim()
  .regex(/^\d{1,18}$/)
  .max(NUMERIC_ID_MAX);

export const plusOfferInput = z.object({
  name: z.string().max(PLUS_NAME_MAX * 2),
  /** ISO times; start before end, at most 90 days apart, start not in the past. */
  startTime: isoTime,
  endTime: isoTime,
  /** 1 to 200 SKUs, each with its member price in baht. */
  skus: z.array(z.object({ skuId, memberPrice: zBaht.nullable().default(null) })).max(PLUS_MAX_SKUS + 1),
});
export type PlusOfferInput = z.input<typeof plusOfferInput>;

export const plusOfferView = z.object({
  offerId: z.string(),
  name: z.string(),
  startTime: isoTime,
  endTime: isoTime,
  state: z.enum(ACTIVITY_STATE),
  skuCount: z.number().int(),
  /** Order lines sold at one of its member prices. */
  orderLines: z.number().int(),
  stoppedAt: isoTime.nullable(),
  createdAt: isoTime,
});
export type PlusOfferView = z.infer<typeof plusOfferView>;

export const plusOfferSku = z.object({
  skuId: z.string(),
  productId: z.string(),
  title: z.string(),
  specText: z.string(),
  imageUrl: z.string(),
  /** The SKU's price now and its member price, baht. */
  salesPrice: z.number(),
  memberPrice: z.number(),
});

export const plusOfferAdd = defineCall({
  path: '/oms/mms/plusmember/add',
  func: FUNC.promotions,
  summary:
    'Create a T Plus member offer: a name, a window (start not in the past, before the end, at most 90 days) and 1 to 200 SKUs of the shop, each with a member price that passes the price check (not above the sales price, at least 2% below it, above 0) and in no other member offer at an overlapping time. Only T Plus members pay it. Warnings (deep discount, not below the 30-day lowest) come back with the offer.',
  example: {
    name: 'ราคาพิเศษสมาชิก T Plus',
    startTime: '2026-12-25T00:00:00+07:00',
    endTime: '2027-01-05T00:00:00+07:00',
    skus: [{ skuId: '200000001', memberPrice: '89.00' }],
  },
  request: plusOfferInput,
  response: z.object({ offerId: z.string(), warnings: z.array(z.string()) }),
});

export const plusOfferList = defineCall({
  readOnly: true,
  path: '/oms/mms/plusmember/list',
  func: FUNC.promotions,
  summary:
    'The member offers of /promotion/plusmember, newest first, with counts per state tab; states come from the clock (not started, running, ended, stopped). Search by name (contains).',
  request: z.object({
    tab: z.enum(ACTIVITY_TABS).default('all'),
    keyword: z.string().trim().max(PLUS_NAME_MAX).default(''),
    page: pageSchema,
  }),
  response: paged(plusOfferView).extend({ tabCounts: z.record(z.enum(ACTIVITY_TABS), z.number().int()) }),
});

export const plusOfferInquiry = defineCall({
  readOnly: true,
  path: '/oms/mms/plusmember/inquiry',
  func: FUNC.promotions,
  summary: 'One member offer with its state and SKUs at their member prices.',
  ids: { offerId: 'plusoffer' },
  example: { offerId: EXAMPLE_OFFER_ID },
  request: z.object({ offerId }),
  response: plusOfferView.extend({ skus: z.array(plusOfferSku) }),
});

export const plusOfferStop = defineCall({
  path: '/oms/mms/plusmember/stop',
  func: FUNC.promotions,
  summary:
    'Stop a member offer not started or running: members pay the normal price from now on. An ended or stopped one is refused.',
  ids: { offerId: 'plusoffer' },
  example: { offerId: EXAMPLE_OFFER_ID },
  request: z.object({ offerId }),
  response: z.object({ offerId: z.string(), state: z.enum(ACTIVITY_STATE) }),
});

/** SKUs the member offer form's final price preview prices at once (the first it shows). */
export const PLUS_PREVIEW_SKUS_MAX = 5;

/** One SKU of the member offer form's final price preview. Money in baht. */
export const plusPreviewRow = z.object({
  skuId: z.string(),
  /** Units in the cart priced: of one unit and those that just reach a running tier or coupon, the one where a member pays least a unit. */
  quantity: z.number().int(),
  goodsAmount: z.number(),
  /** What the member price being set takes off (none where a running discount is lower). */
  memberDiscount: z.number(),
  /** What a running discount of the SKU takes off. */
  activityDiscount: z.number(),
  /** What a running full-scale tier of the product takes off. */
  fullscaleDiscount: z.number(),
  /** What the best of the shop's coupons granting now takes off. */
  couponDiscount: z.number(),
  /** What a T Plus member pays for the cart, and for one unit there. */
  payAmount: z.number(),
  unitPrice: z.number(),
  /** y when that is below the purchase price (never when none is recorded). */
  belowPurchase: z.enum(['y', 'n']),
  /** The shop's running discount, full-scale promotion and granting coupon that stacked for the member, by name. */
  stacked: stackedPromotions,
  /** What any other buyer pays for the same units with what runs now, and for one unit. */
  othersPayAmount: z.number(),
  othersUnitPrice: z.number(),
});
export type PlusPreviewRow = z.infer<typeof plusPreviewRow>;

export const plusOfferPreview = defineCall({
  readOnly: true,
  path: '/oms/mms/plusmember/preview',
  func: FUNC.promotions,
  summary: `The final price preview of the member offer form: for each SKU with the member price being typed (at most ${PLUS_PREVIEW_SKUS_MAX}), what a T Plus member pays with what stacks and runs now (the SKU's discount where lower, the product's full-scale tier, the best of the coupons the shop grants now, members' coupons among them), in the cart of one unit or of the fewest that reach a tier or a coupon, where a unit costs least; what any other buyer pays for those units; and whether the member's price is below the purchase price. Stores nothing.`,
  ids: { 'skus[].skuId': 'sku' },
  example: { skus: [{ skuId: '200000001', memberPrice: '89.00' }] },
  request: z.object({
    skus: z
      .array(z.object({ skuId, memberPrice: zBaht }))
      .min(1)
      .max(PLUS_PREVIEW_SKUS_MAX),
  }),
  response: z.object({ list: z.array(plusPreviewRow) }),
});

export const plusMemberCalls = [plusOfferAdd, plusOfferList, plusOfferInquiry, plusOfferStop, plusOfferPreview];
