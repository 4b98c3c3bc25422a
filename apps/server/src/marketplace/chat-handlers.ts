import * as mkt from '@sc/contract/calls/chat.ts';
import { mktGroupBuyerSend } from '@sc/contract/calls/chat-groups.ts';
import { mktNoticeSend } from '@sc/contract/calls/notices.ts';
import {
  buyerNews,
  buyerRate,
  buyerRichMenu,
  buyerSend,
  buyerTapTile,
  groupBuyerPost,
  sendNotice,
} from '../areas/chat/index.ts';
import { shopNamed } from '../auth/operator-scope.ts';
import { ShopScope } from '../db/tenant.ts';
import type { Registration } from '../envelope/handler.ts';
import { handle } from '../envelope/handler.ts';
import { buyerOf } from './buyers.ts';

// The simulator's buyers chat with shops (auth 'operator'): about the shop, a product or an order;
// a member buyer posts into a shop's group.

export const marketplaceChatHandlers: readonly Registration[] = [
  handle(mkt.mktChatBuyerSend, async (ctx) => {
    // The shop is looked up with the buyer, in the message's first statement.
    return buyerSend(new ShopScope(ctx.tx, ctx.payload.shopId), ctx.payload, ctx.now);
  }),
  handle(mkt.mktChatBuyerNews, async (ctx) => {
    const shop = await shopNamed(ctx.tx, ctx.payload.shopId);
    const buyer = await buyerOf(ctx.tx, ctx.payload.buyerId);
    return { list: await buyerNews(shop, buyer.id), richMenu: await buyerRichMenu(shop, ctx.now) };
  }),
  handle(mkt.mktChatBuyerMenuTap, async (ctx) => {
    const shop = await shopNamed(ctx.tx, ctx.payload.shopId);
    const buyer = await buyerOf(ctx.tx, ctx.payload.buyerId);
    return buyerTapTile(shop, { buyerId: buyer.id, tileId: ctx.payload.tileId }, ctx.now);
  }),
  handle(mkt.mktChatBuyerRate, async (ctx) => {
    const shop = await shopNamed(ctx.tx, ctx.payload.shopId);
    return buyerRate(shop, ctx.payload, ctx.now);
  }),
  handle(mktGroupBuyerSend, async (ctx) => {
    const shop = await shopNamed(ctx.tx, ctx.payload.shopId);
    return groupBuyerPost(shop, ctx.payload, ctx.now);
  }),
  handle(mktNoticeSend, async (ctx) => {
    const p = ctx.payload;
    const shop = p.shopId ? await shopNamed(ctx.tx, p.shopId) : null;
    return sendNotice(
      ctx.tx,
      {
        shopId: shop?.shopId ?? null,
        title: { EN: p.titleEN, TH: p.titleTH, CN: p.titleCN },
        content: { EN: p.contentEN, TH: p.contentTH, CN: p.contentCN },
      },
      ctx.now,
    );
  }),
];
