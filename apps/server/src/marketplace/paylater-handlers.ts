import * as mkt from '@sc/contract/calls/paylater.ts';
import { checkout } from '../areas/orders/index.ts';
import { paylaterOffer, recordPaylaterOrder } from '../areas/promotions/index.ts';
import { shopNamed } from '../auth/operator-scope.ts';
import type { Registration } from '../envelope/handler.ts';
import { handle } from '../envelope/handler.ts';
import { buyerOf } from './buyers.ts';

// The simulator's buyers pay later in instalments on a running pay-later activity's goods (auth
// 'operator'): offered only when every line's product is in one with that plan; the order records
// pay method pay later and the plan, in the call's one transaction.

export const marketplacePaylaterHandlers: readonly Registration[] = [
  handle(mkt.mktPaylaterCheckout, async (ctx) => {
    const p = ctx.payload;
    const shop = await shopNamed(ctx.tx, p.shopId);
    const buyer = await buyerOf(ctx.tx, p.buyerId);
    const lines = p.lines.map((l) => ({ skuId: Number(l.skuId), quantity: l.quantity }));
    const { activityId } = await paylaterOffer(
      shop,
      lines.map((l) => l.skuId),
      p.months,
      ctx.now,
    );
    const { orderId } = await checkout(
      shop.tx,
      { shopId: shop.shopId, buyerId: buyer.id, lines, payMethod: 'pay_later' },
      ctx.now,
    );
    await recordPaylaterOrder(shop, { orderId, activityId, months: p.months }, ctx.now);
    return { orderId: String(orderId), payMethod: 'pay_later' as const, months: p.months, activityId };
  }),
];
