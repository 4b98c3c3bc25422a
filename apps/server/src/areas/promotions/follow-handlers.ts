import * as calls from '@sc/contract/calls/follow.ts';
import { followCouponIssues } from '@sc/contract/follow.ts';
import type { Locale } from '@sc/contract/locale.ts';
import type { z } from 'zod';
import { handle, sessionOf } from '../../envelope/handler.ts';
import { fieldRefusal } from './activity-rules.ts';
import type { CouponData } from './coupon-rules.ts';
import { presentCoupon } from './coupons.ts';
import {
  createFollowCoupon,
  followCouponData,
  followCouponOf,
  listFollowCoupons,
  stopFollowCoupon,
} from './follow-coupons.ts';

// The calls of the follow-shop coupon (calls/follow.ts), all under FUNC.promotions.

const time = (s: string) => {
  const ms = Date.parse(s);
  return Number.isNaN(ms) ? null : new Date(ms);
};

/** Checks a follow coupon as sent by the coupon rules (followCouponIssues); answers it as stored, or refuses with every issue. */
export function checkFollowCoupon(
  input: z.output<typeof calls.followCouponInput>,
  now: Date,
  locale: Locale,
): CouponData {
  const grantStart = time(input.grantStart);
  const grantEnd = time(input.grantEnd);
  const issues = followCouponIssues({ ...input, grantStart, grantEnd }, now);
  if (issues.length > 0 || !grantStart || !grantEnd) throw fieldRefusal(issues, locale);
  return followCouponData({
    name: input.name.trim(),
    type: input.type,
    value: (input.type === 'amount' ? input.faceValue : input.percentOff) ?? 0,
    minSpend: input.minSpend,
    maxDiscount: input.type === 'percent' ? input.maxDiscount : null,
    quantity: input.quantity,
    grantStart,
    grantEnd,
    validityDays: input.validityDays ?? 0,
  });
}

export const followHandlers = [
  handle(calls.followCardAdd, async (ctx) =>
    createFollowCoupon(ctx.shop, checkFollowCoupon(ctx.payload, ctx.now, ctx.locale), sessionOf(ctx).userId, ctx.now),
  ),
  handle(calls.followCardList, async (ctx) => {
    const { tab, page } = ctx.payload;
    return listFollowCoupons(ctx.shop, { tab, pageNum: page.pageNum, pageSize: page.pageSize }, ctx.now);
  }),
  handle(calls.followCardInquiry, async (ctx) => {
    const { coupon, state } = await followCouponOf(ctx.shop, ctx.payload.couponId, ctx.now);
    return presentCoupon(coupon, state);
  }),
  handle(calls.followCardStop, async (ctx) => stopFollowCoupon(ctx.shop, ctx.payload.couponId, ctx.now)),
];
