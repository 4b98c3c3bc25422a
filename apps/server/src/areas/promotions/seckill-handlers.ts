import * as calls from '@sc/contract/calls/seckill.ts';
import { handle, sessionOf } from '../../envelope/handler.ts';
import {
  cancelRegistration,
  checkRegistration,
  createRegistrations,
  listRegistrations,
  registrationOf,
  slotList,
} from './seckill.ts';

// The merchant's calls of flash sales (calls/seckill.ts), all under FUNC.marketing.

export const seckillHandlers = [
  handle(calls.seckillSlotList, async (ctx) => slotList(ctx.shop, ctx.payload.modeId, ctx.now)),
  handle(calls.seckillAdd, async (ctx) =>
    createRegistrations(
      ctx.shop,
      await checkRegistration(ctx.shop, ctx.payload, ctx.now, ctx.locale),
      sessionOf(ctx).userId,
      ctx.locale,
      ctx.now,
    ),
  ),
  handle(calls.seckillList, async (ctx) => {
    const { modeId, slotId, state, page } = ctx.payload;
    return listRegistrations(
      ctx.shop,
      { modeId, slotId, state, pageNum: page.pageNum, pageSize: page.pageSize },
      ctx.now,
    );
  }),
  handle(calls.seckillInquiry, async (ctx) => registrationOf(ctx.shop, ctx.payload.registrationId, ctx.now)),
  handle(calls.seckillCancel, async (ctx) => cancelRegistration(ctx.shop, ctx.payload.registrationId, ctx.now)),
];
