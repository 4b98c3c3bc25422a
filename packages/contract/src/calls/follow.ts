import { z } from 'zod';
import { isoTime } from '../common.ts';
import { defineCall } from '../define-call.ts';
import { FUNC } from '../func-codes.ts';
import { paged, pageSchema } from '../page.ts';
import { COUPON_NAME_MAX, COUPON_STATE, COUPON_TABS, COUPON_TYPE } from '../promotions.ts';
import { zBaht } from '../validators/zod.ts';
import { couponView } from './promotions.ts';

// The follow-shop coupon (/promotion/attention) under /oms/mms/follow/card/ (catalogue §7
// "Marketing (mms/)": merchant follow cards). /promotion/attention has no code of its own, so every
// call is FUNC.promotions (OMS_FUNC_0019). A follow coupon is a coupon (couponView) only the shop's
// followers collect; money travels as baht.

const couponId = z.string().trim().min(1).max(64);
const EXAMPLE_COUPON_ID = '0123456789abcdef0123456789abcdef';

export const followCouponInput = z.object({
  name: z.string().max(COUPON_NAME_MAX * 2),
  type: z.enum(COUPON_TYPE),
  faceValue: zBaht.nullable().default(null),
  percentOff: z.number().int().min(0).max(100).nullable().default(null),
  /** Type percent: the most it takes off, baht; null: no cap. */
  maxDiscount: zBaht.nullable().default(null),
  minSpend: zBaht.default(0),
  quantity: z.number().int().min(0).max(100_000_000),
  grantStart: isoTime,
  grantEnd: isoTime,
  validityDays: z.number().int().min(0).max(1000).nullable(),
});
export type FollowCouponInput = z.input<typeof followCouponInput>;

export const followCardAdd = defineCall({
  path: '/oms/mms/follow/card/add',
  func: FUNC.promotions,
  summary:
    'Create a follow coupon: only buyers who follow the shop collect it, one each. The coupon rules (amount below the minimum spend or 2–99% off with an optional cap below the minimum spend, quantity, grant window at most 90 days, validity 1–90 days); the code is made by the server. At most one follow coupon grants at a time: a grant window overlapping another not stopped is refused naming it.',
  example: {
    name: 'ติดตามร้านรับส่วนลด 20 บาท',
    type: 'amount',
    faceValue: '20.00',
    minSpend: '200.00',
    quantity: 1000,
    grantStart: '2026-12-25T00:00:00+07:00',
    grantEnd: '2027-01-05T00:00:00+07:00',
    validityDays: 7,
  },
  request: followCouponInput,
  response: z.object({ couponId: z.string() }),
});

export const followCardList = defineCall({
  readOnly: true,
  path: '/oms/mms/follow/card/list',
  func: FUNC.promotions,
  summary:
    'The follow coupons of /promotion/attention, newest first, with counts per state tab, the shop’s follower count and the follow coupon granting now (null when none).',
  request: z.object({
    tab: z.enum(COUPON_TABS).default('all'),
    page: pageSchema,
  }),
  response: paged(couponView).extend({
    tabCounts: z.record(z.enum(COUPON_TABS), z.number().int()),
    followers: z.number().int(),
    granting: couponView.nullable(),
  }),
});

export const followCardInquiry = defineCall({
  readOnly: true,
  path: '/oms/mms/follow/card/inquiry',
  func: FUNC.promotions,
  summary: 'One follow coupon with its state and received and used counts.',
  ids: { couponId: 'coupon' },
  example: { couponId: EXAMPLE_COUPON_ID },
  request: z.object({ couponId }),
  response: couponView,
});

export const followCardStop = defineCall({
  path: '/oms/mms/follow/card/stop',
  func: FUNC.promotions,
  summary:
    'Stop a follow coupon: followers collect no more and collected ones no longer work (before its window it is cancelled). An expired, stopped or invalid one is refused.',
  ids: { couponId: 'coupon' },
  example: { couponId: EXAMPLE_COUPON_ID },
  request: z.object({ couponId }),
  response: z.object({ couponId: z.string(), state: z.enum(COUPON_STATE) }),
});

export const followCalls = [followCardAdd, followCardList, followCardInquiry, followCardStop];
