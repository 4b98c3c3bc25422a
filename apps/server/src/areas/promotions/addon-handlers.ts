import * as calls from '@sc/contract/calls/addon.ts';
import { handle, sessionOf } from '../../envelope/handler.ts';
import {
  addonMainOf,
  addonOf,
  addonSkusOf,
  checkAddon,
  createAddon,
  listAddons,
  modifyAddon,
  presentAddon,
  stopAddon,
} from './addon.ts';
import { previewAddonPrices } from './addon-preview.ts';

// The calls of add-on deals (calls/addon.ts), all under FUNC.promotions.

export const addonHandlers = [
  handle(calls.addonAdd, async (ctx) =>
    createAddon(
      ctx.shop,
      await checkAddon(ctx.shop, ctx.payload, ctx.now, ctx.locale),
      sessionOf(ctx).userId,
      ctx.locale,
      ctx.now,
    ),
  ),
  handle(calls.addonModify, async (ctx) => {
    // Another shop's deal (or none) is not found before its contents are judged.
    await addonOf(ctx.shop, ctx.payload.addonId, ctx.now);
    const data = await checkAddon(ctx.shop, ctx.payload, ctx.now, ctx.locale);
    return modifyAddon(ctx.shop, ctx.payload.addonId, data, ctx.locale, ctx.now);
  }),
  handle(calls.addonList, async (ctx) => {
    const { tab, keyword, page } = ctx.payload;
    return listAddons(ctx.shop, { tab, keyword, pageNum: page.pageNum, pageSize: page.pageSize }, ctx.now);
  }),
  handle(calls.addonInquiry, async (ctx) => {
    const row = await addonOf(ctx.shop, ctx.payload.addonId, ctx.now);
    return {
      ...presentAddon(row),
      mainProducts: await addonMainOf(ctx.shop, row.addon.id),
      skus: await addonSkusOf(ctx.shop, row.addon.id, ctx.now),
    };
  }),
  handle(calls.addonStop, async (ctx) => stopAddon(ctx.shop, ctx.payload.addonId, ctx.now)),
  handle(calls.addonPreview, async (ctx) => previewAddonPrices(ctx.shop, ctx.payload, ctx.now)),
];
