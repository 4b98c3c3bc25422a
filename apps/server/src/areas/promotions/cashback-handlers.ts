import * as calls from '@sc/contract/calls/cashback.ts';
import { handle, sessionOf } from '../../envelope/handler.ts';
import { cashbackOf, createCashback, listCashback, modifyCashback, presentCashback, stopCashback } from './cashback.ts';
import { listCashbackRecords } from './cashback-records.ts';
import { checkCashback } from './cashback-rules.ts';

// The calls of cashback (calls/cashback.ts), all under FUNC.promotions.

export const cashbackHandlers = [
  handle(calls.cashbackAdd, async (ctx) =>
    createCashback(ctx.shop, checkCashback(ctx.payload, ctx.now, ctx.locale), sessionOf(ctx).userId, ctx.now),
  ),
  handle(calls.cashbackModify, async (ctx) =>
    modifyCashback(ctx.shop, ctx.payload.cashbackId, checkCashback(ctx.payload, ctx.now, ctx.locale), ctx.now),
  ),
  handle(calls.cashbackList, async (ctx) => {
    const { tab, keyword, page } = ctx.payload;
    return listCashback(ctx.shop, { tab, keyword, pageNum: page.pageNum, pageSize: page.pageSize }, ctx.now);
  }),
  handle(calls.cashbackInquiry, async (ctx) =>
    presentCashback(await cashbackOf(ctx.shop, ctx.payload.cashbackId, ctx.now)),
  ),
  handle(calls.cashbackStop, async (ctx) => stopCashback(ctx.shop, ctx.payload.cashbackId, ctx.now)),
  handle(calls.cashbackRecordList, async (ctx) => {
    const { tab, orderId, page } = ctx.payload;
    return listCashbackRecords(ctx.shop, { tab, orderId, pageNum: page.pageNum, pageSize: page.pageSize });
  }),
];
