import * as calls from '@sc/contract/calls/fans.ts';
import { handle, sessionOf } from '../../envelope/handler.ts';
import { broadcastOptions, checkBroadcast, fansSummary, listBroadcasts, listFans, sendBroadcast } from './fans.ts';

// The calls of fans marketing (calls/fans.ts), all under FUNC.fansMarketing.

export const fansHandlers = [
  handle(calls.fansSummary, async (ctx) => fansSummary(ctx.shop, ctx.now)),
  handle(calls.fansList, async (ctx) =>
    listFans(ctx.shop, { pageNum: ctx.payload.page.pageNum, pageSize: ctx.payload.page.pageSize }),
  ),
  handle(calls.fansMessageSend, async (ctx) =>
    sendBroadcast(
      ctx.shop,
      await checkBroadcast(ctx.shop, ctx.payload, ctx.now, ctx.locale),
      sessionOf(ctx).userId,
      ctx.now,
    ),
  ),
  handle(calls.fansMessageList, async (ctx) =>
    listBroadcasts(ctx.shop, { pageNum: ctx.payload.page.pageNum, pageSize: ctx.payload.page.pageSize }),
  ),
  handle(calls.fansMessageOptions, async (ctx) => broadcastOptions(ctx.shop, ctx.payload.keyword, ctx.now)),
];
