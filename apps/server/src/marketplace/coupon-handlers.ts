import * as mkt from '@sc/contract/calls/marketplace-orders.ts';
import { collectCoupon } from '../areas/promotions/index.ts';
import { shopNamed } from '../auth/operator-scope.ts';
import type { Registration } from '../envelope/handler.ts';
import { handle } from '../envelope/handler.ts';
import { buyerOf } from './buyers.ts';
import { buyerFacts } from './order-simulate.ts';

// The simulator's buyers collect a shop's coupons (auth 'operator'); they spend them at checkout.

export const marketplaceCouponHandlers: readonly Registration[] = [
  handle(mkt.mktCouponCollect, async (ctx) => {
    const p = ctx.payload;
    const shop = await shopNamed(ctx.tx, p.shopId);
    const buyer = await buyerOf(ctx.tx, p.buyerId);
    const facts = await buyerFacts(shop, buyer);
    const { claimId, usableUntil } = await collectCoupon(shop, p.couponId, buyer.id, facts, ctx.now);
    return { claimId, buyerId: buyer.id, usableUntil: usableUntil.toISOString() };
  }),
];
