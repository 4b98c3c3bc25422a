import * as calls from '@sc/contract/calls/paylater.ts';
import { handle, sessionOf } from '../../envelope/handler.ts';
import { findOnSale } from './on-sale-products.ts';
import { checkPaylater, createPaylater, listPaylater, paylaterAgreement, stopPaylater } from './paylater.ts';

// The calls of pay-later activities (calls/paylater.ts), all under FUNC.marketing.

/** Products the form offers per search. */
const OPTIONS_MAX = 20;

export const paylaterHandlers = [
  handle(calls.paylaterAgreement, async (ctx) => paylaterAgreement(ctx.shop, sessionOf(ctx).shopType)),
  handle(calls.paylaterAdd, async (ctx) =>
    createPaylater(
      ctx.shop,
      sessionOf(ctx).shopType,
      await checkPaylater(ctx.shop, ctx.payload, ctx.now, ctx.locale),
      sessionOf(ctx).userId,
      ctx.now,
    ),
  ),
  handle(calls.paylaterList, async (ctx) => {
    const { tab, page } = ctx.payload;
    return listPaylater(ctx.shop, { tab, pageNum: page.pageNum, pageSize: page.pageSize }, ctx.now);
  }),
  handle(calls.paylaterStop, async (ctx) => stopPaylater(ctx.shop, ctx.payload.activityId, ctx.now)),
  handle(calls.paylaterProductOptions, async (ctx) => ({
    products: await findOnSale(ctx.shop, ctx.payload.keyword, OPTIONS_MAX),
  })),
];
