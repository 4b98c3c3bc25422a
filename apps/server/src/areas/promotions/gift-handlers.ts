import * as calls from '@sc/contract/calls/gift.ts';
import { handle, sessionOf } from '../../envelope/handler.ts';
import {
  checkGift,
  createGift,
  giftMainOf,
  giftOf,
  giftSkuOf,
  listGifts,
  modifyGift,
  presentGift,
  stopGift,
} from './gift.ts';

// The calls of gift activities (calls/gift.ts), all under FUNC.gifts.

export const giftHandlers = [
  handle(calls.giftAdd, async (ctx) =>
    createGift(
      ctx.shop,
      await checkGift(ctx.shop, ctx.payload, ctx.now, ctx.locale),
      sessionOf(ctx).userId,
      ctx.locale,
      ctx.now,
    ),
  ),
  handle(calls.giftModify, async (ctx) => {
    // Another shop's activity (or none) is not found before its contents are judged.
    await giftOf(ctx.shop, ctx.payload.giftId, ctx.now);
    const data = await checkGift(ctx.shop, ctx.payload, ctx.now, ctx.locale);
    return modifyGift(ctx.shop, ctx.payload.giftId, data, ctx.locale, ctx.now);
  }),
  handle(calls.giftList, async (ctx) => {
    const { tab, keyword, page } = ctx.payload;
    return listGifts(ctx.shop, { tab, keyword, pageNum: page.pageNum, pageSize: page.pageSize }, ctx.now);
  }),
  handle(calls.giftInquiry, async (ctx) => {
    const row = await giftOf(ctx.shop, ctx.payload.giftId, ctx.now);
    return {
      ...presentGift(row),
      mainProducts: await giftMainOf(ctx.shop, row.gift.id),
      gift: await giftSkuOf(ctx.shop, row.gift),
    };
  }),
  handle(calls.giftStop, async (ctx) => stopGift(ctx.shop, ctx.payload.giftId, ctx.now)),
];
