import * as calls from '@sc/contract/calls/fullscale.ts';
import { handle, sessionOf } from '../../envelope/handler.ts';
import {
  createFullscale,
  fullscaleOf,
  fullscaleProductsOf,
  listFullscale,
  modifyFullscale,
  presentFullscale,
  stopFullscale,
} from './fullscale.ts';
import { previewFullscale } from './fullscale-preview.ts';
import { checkFullscale } from './fullscale-rules.ts';

// The calls of full-amount and full-quantity discounts (calls/fullscale.ts), all under FUNC.promotions.

export const fullscaleHandlers = [
  handle(calls.fullscaleAdd, async (ctx) =>
    createFullscale(ctx.shop, checkFullscale(ctx.payload, ctx.now, ctx.locale), sessionOf(ctx).userId, ctx.now),
  ),
  handle(calls.fullscaleModify, async (ctx) =>
    modifyFullscale(ctx.shop, ctx.payload.fullscaleId, checkFullscale(ctx.payload, ctx.now, ctx.locale), ctx.now),
  ),
  handle(calls.fullscaleList, async (ctx) => {
    const { tab, keyword, page } = ctx.payload;
    return listFullscale(ctx.shop, { tab, keyword, pageNum: page.pageNum, pageSize: page.pageSize }, ctx.now);
  }),
  handle(calls.fullscaleInquiry, async (ctx) => {
    const row = await fullscaleOf(ctx.shop, ctx.payload.fullscaleId, ctx.now);
    return { ...presentFullscale(row), products: await fullscaleProductsOf(ctx.shop, row.fullscale.id) };
  }),
  handle(calls.fullscaleStop, async (ctx) => stopFullscale(ctx.shop, ctx.payload.fullscaleId, ctx.now)),
  handle(calls.fullscalePreview, async (ctx) => ({ list: await previewFullscale(ctx.shop, ctx.payload, ctx.now) })),
];
