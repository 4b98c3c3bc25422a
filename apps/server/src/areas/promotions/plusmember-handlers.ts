import * as calls from '@sc/contract/calls/plusmember.ts';
import { handle, sessionOf } from '../../envelope/handler.ts';
import { previewMemberPrices } from './plus-preview.ts';
import {
  createPlusOffer,
  listPlusOffers,
  plusOfferOf,
  plusOfferSkusOf,
  presentPlusOffer,
  stopPlusOffer,
} from './plusmember.ts';
import { checkPlusOffer } from './plusmember-rules.ts';

// The calls of T Plus member offers (calls/plusmember.ts), all under FUNC.promotions.

export const plusMemberHandlers = [
  handle(calls.plusOfferAdd, async (ctx) =>
    createPlusOffer(
      ctx.shop,
      checkPlusOffer(ctx.payload, ctx.now, ctx.locale),
      sessionOf(ctx).userId,
      ctx.now,
      ctx.locale,
    ),
  ),
  handle(calls.plusOfferList, async (ctx) => {
    const { tab, keyword, page } = ctx.payload;
    return listPlusOffers(ctx.shop, { tab, keyword, pageNum: page.pageNum, pageSize: page.pageSize }, ctx.now);
  }),
  handle(calls.plusOfferInquiry, async (ctx) => {
    const row = await plusOfferOf(ctx.shop, ctx.payload.offerId, ctx.now);
    return { ...presentPlusOffer(row), skus: await plusOfferSkusOf(ctx.shop, row.offer.id) };
  }),
  handle(calls.plusOfferStop, async (ctx) => stopPlusOffer(ctx.shop, ctx.payload.offerId, ctx.now)),
  handle(calls.plusOfferPreview, async (ctx) => ({
    list: await previewMemberPrices(ctx.shop, ctx.payload.skus, ctx.now),
  })),
];
