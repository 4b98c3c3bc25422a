import * as calls from '@sc/contract/calls/activities.ts';
import { handle, sessionOf } from '../../envelope/handler.ts';
import {
  activityOf,
  activitySkusOf,
  createActivity,
  listActivities,
  modifyActivity,
  presentActivity,
  stopActivity,
} from './activities.ts';
import { maintainActivitySkus, promoteCandidates, removeActivitySkus } from './activity-items.ts';
import { previewActivityPrices } from './activity-preview.ts';
import { checkActivity } from './activity-rules.ts';

// The calls of discounts and time-limited offers (calls/activities.ts), all under FUNC.promotions.

export const activityHandlers = [
  handle(calls.activityAdd, async (ctx) =>
    createActivity(ctx.shop, checkActivity(ctx.payload, ctx.now, ctx.locale), sessionOf(ctx).userId, ctx.now),
  ),
  handle(calls.activityModify, async (ctx) =>
    modifyActivity(ctx.shop, ctx.payload.activityId, checkActivity(ctx.payload, ctx.now, ctx.locale), ctx.now),
  ),
  handle(calls.activityList, async (ctx) => {
    const { tab, keyword, page } = ctx.payload;
    return listActivities(ctx.shop, { tab, keyword, pageNum: page.pageNum, pageSize: page.pageSize }, ctx.now);
  }),
  handle(calls.activityInquiry, async (ctx) => {
    const row = await activityOf(ctx.shop, ctx.payload.activityId, ctx.now);
    return { ...presentActivity(row), skus: await activitySkusOf(ctx.shop, row.activity.id, ctx.now, ctx.locale) };
  }),
  handle(calls.activityStop, async (ctx) => stopActivity(ctx.shop, ctx.payload.activityId, ctx.now)),
  handle(calls.promoteItemCandidates, async (ctx) => promoteCandidates(ctx.shop, ctx.payload, ctx.now)),
  handle(calls.promoteItemMaintain, async (ctx) =>
    maintainActivitySkus(ctx.shop, ctx.payload.activityId, ctx.payload.skus, ctx.now, ctx.locale),
  ),
  handle(calls.promoteItemRemove, async (ctx) =>
    removeActivitySkus(ctx.shop, ctx.payload.activityId, ctx.payload, ctx.now),
  ),
  handle(calls.promoteItemPreview, async (ctx) => ({
    list: await previewActivityPrices(ctx.shop, ctx.payload.skus, ctx.now),
  })),
];
