import * as calls from '@sc/contract/calls/purchase-limits.ts';
import { handle, sessionOf } from '../../envelope/handler.ts';
import { checkPurchaseLimit } from './purchase-limit-rules.ts';
import {
  createPurchaseLimit,
  listPurchaseLimits,
  modifyPurchaseLimit,
  presentPurchaseLimit,
  purchaseLimitOf,
  purchaseLimitSkusOf,
  stopPurchaseLimit,
} from './purchase-limits.ts';

// The calls of purchase limits (calls/purchase-limits.ts), all under FUNC.promotions.

export const purchaseLimitHandlers = [
  handle(calls.purchaseLimitAdd, async (ctx) =>
    createPurchaseLimit(ctx.shop, checkPurchaseLimit(ctx.payload, ctx.now, ctx.locale), sessionOf(ctx).userId, ctx.now),
  ),
  handle(calls.purchaseLimitModify, async (ctx) =>
    modifyPurchaseLimit(
      ctx.shop,
      ctx.payload.purchaseLimitId,
      checkPurchaseLimit(ctx.payload, ctx.now, ctx.locale),
      ctx.now,
    ),
  ),
  handle(calls.purchaseLimitList, async (ctx) => {
    const { tab, keyword, page } = ctx.payload;
    return listPurchaseLimits(ctx.shop, { tab, keyword, pageNum: page.pageNum, pageSize: page.pageSize }, ctx.now);
  }),
  handle(calls.purchaseLimitInquiry, async (ctx) => {
    const row = await purchaseLimitOf(ctx.shop, ctx.payload.purchaseLimitId, ctx.now);
    return { ...presentPurchaseLimit(row), skus: await purchaseLimitSkusOf(ctx.shop, row.limit.id) };
  }),
  handle(calls.purchaseLimitStop, async (ctx) => stopPurchaseLimit(ctx.shop, ctx.payload.purchaseLimitId, ctx.now)),
];
