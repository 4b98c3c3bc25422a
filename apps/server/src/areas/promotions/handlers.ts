import * as promotions from '@sc/contract/calls/promotions.ts';
import { handle, sessionOf } from '../../envelope/handler.ts';
import { compensateCoupon } from './claims.ts';
import { couponOrders } from './coupon-orders.ts';
import { previewCoupon } from './coupon-preview.ts';
import { checkCoupon } from './coupon-rules.ts';
import { couponOf, createCoupon, listCoupons, presentCoupon, stopCoupon } from './coupons.ts';

export const promotionsHandlers = [
  handle(promotions.couponAdd, async (ctx) =>
    createCoupon(ctx.shop, checkCoupon(ctx.payload, ctx.now, ctx.locale), sessionOf(ctx).userId, ctx.now),
  ),
  handle(promotions.couponList, async (ctx) => {
    const { tab, keyword, page } = ctx.payload;
    return listCoupons(ctx.shop, { tab, keyword, pageNum: page.pageNum, pageSize: page.pageSize }, ctx.now);
  }),
  handle(promotions.couponInquiry, async (ctx) => {
    const { coupon, state } = await couponOf(ctx.shop, ctx.payload.couponId, ctx.now);
    return presentCoupon(coupon, state);
  }),
  handle(promotions.couponCancel, async (ctx) => stopCoupon(ctx.shop, ctx.payload.couponId, ctx.now)),
  handle(promotions.couponPreview, async (ctx) => ({ list: await previewCoupon(ctx.shop, ctx.payload, ctx.now) })),
  handle(promotions.couponCompensate, async (ctx) =>
    compensateCoupon(ctx.shop, ctx.payload.couponId, Number(ctx.payload.orderId), ctx.now),
  ),
  handle(promotions.couponOrderList, async (ctx) => {
    const { couponId, page } = ctx.payload;
    return couponOrders(ctx.shop, { couponId, pageNum: page.pageNum, pageSize: page.pageSize }, ctx.now);
  }),
];
