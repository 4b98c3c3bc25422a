import * as calls from '@sc/contract/calls/bundle.ts';
import { handle, sessionOf } from '../../envelope/handler.ts';
import {
  bundleItemsOf,
  bundleOf,
  checkBundle,
  createBundle,
  listBundles,
  modifyBundle,
  presentBundle,
  stopBundle,
} from './bundle.ts';

// The calls of bundles (calls/bundle.ts), all under FUNC.bundles.

export const bundleHandlers = [
  handle(calls.bundleAdd, async (ctx) =>
    createBundle(
      ctx.shop,
      await checkBundle(ctx.shop, ctx.payload, ctx.now, ctx.locale),
      sessionOf(ctx).userId,
      ctx.locale,
      ctx.now,
    ),
  ),
  handle(calls.bundleModify, async (ctx) => {
    // Another shop's bundle (or none) is not found before its contents are judged.
    await bundleOf(ctx.shop, ctx.payload.bundleId, ctx.now);
    const data = await checkBundle(ctx.shop, ctx.payload, ctx.now, ctx.locale);
    return modifyBundle(ctx.shop, ctx.payload.bundleId, data, ctx.locale, ctx.now);
  }),
  handle(calls.bundleList, async (ctx) => {
    const { tab, keyword, page } = ctx.payload;
    return listBundles(ctx.shop, { tab, keyword, pageNum: page.pageNum, pageSize: page.pageSize }, ctx.now);
  }),
  handle(calls.bundleInquiry, async (ctx) => {
    const row = await bundleOf(ctx.shop, ctx.payload.bundleId, ctx.now);
    return { ...presentBundle(row), items: await bundleItemsOf(ctx.shop, row.bundle.id) };
  }),
  handle(calls.bundleStop, async (ctx) => stopBundle(ctx.shop, ctx.payload.bundleId, ctx.now)),
];
