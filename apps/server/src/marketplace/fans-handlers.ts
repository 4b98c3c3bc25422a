import * as mkt from '@sc/contract/calls/fans.ts';
import { buyerInboxOf, followShop } from '../areas/promotions/index.ts';
import { shopNamed } from '../auth/operator-scope.ts';
import type { Registration } from '../envelope/handler.ts';
import { handle } from '../envelope/handler.ts';
import { buyerOf } from './buyers.ts';

// The simulator's buyers follow shops and read the broadcasts in their inbox (auth 'operator').

export const marketplaceFansHandlers: readonly Registration[] = [
  handle(mkt.mktShopFollow, async (ctx) => {
    const shop = await shopNamed(ctx.tx, ctx.payload.shopId);
    const buyer = await buyerOf(ctx.tx, ctx.payload.buyerId);
    const { since } = await followShop(shop, buyer.id, ctx.now);
    return { since: since.toISOString() };
  }),
  handle(mkt.mktBuyerInbox, async (ctx) => {
    const buyer = await buyerOf(ctx.tx, ctx.payload.buyerId);
    return buyerInboxOf(ctx.tx, buyer.id);
  }),
];
