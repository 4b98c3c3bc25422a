import * as calls from '@sc/contract/calls/deposit.ts';
import { handle, sessionOf } from '../../envelope/handler.ts';
import { checkPresale, createPresale, listPresales, modifyPresale, presaleOf, presaleView } from './deposit.ts';

// The calls of deposit pre-sales (calls/deposit.ts), all under FUNC.promotions.

export const depositHandlers = [
  handle(calls.depositAdd, async (ctx) =>
    createPresale(
      ctx.shop,
      await checkPresale(ctx.shop, ctx.payload, ctx.now, ctx.locale),
      sessionOf(ctx).userId,
      ctx.locale,
      ctx.now,
    ),
  ),
  handle(calls.depositModify, async (ctx) => {
    // Another shop's pre-sale (or none) is not found before its contents are judged.
    await presaleOf(ctx.shop, ctx.payload.depositId, ctx.now);
    const data = await checkPresale(ctx.shop, ctx.payload, ctx.now, ctx.locale);
    return modifyPresale(ctx.shop, ctx.payload.depositId, data, ctx.locale, ctx.now);
  }),
  handle(calls.depositList, async (ctx) => {
    const { tab, keyword, page } = ctx.payload;
    return listPresales(ctx.shop, { tab, keyword, pageNum: page.pageNum, pageSize: page.pageSize }, ctx.now);
  }),
  handle(calls.depositInquiry, async (ctx) => presaleView(ctx.shop, ctx.payload.depositId, ctx.now)),
];
