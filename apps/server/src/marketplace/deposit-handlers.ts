import * as mkt from '@sc/contract/calls/deposit.ts';
import type { OrderStatus } from '@sc/contract/orders.ts';
import { satangToBaht } from '@sc/contract/validators/price.ts';
import { payBalance, payDeposit } from '../areas/orders/index.ts';
import { shopNamed } from '../auth/operator-scope.ts';
import { handle, type Registration } from '../envelope/handler.ts';
import { notFound } from '../errors.ts';
import { pick } from './buyers.ts';
import { simulatedBuyers } from './order-simulate.ts';

// The buyer's side of deposit pre-sales (auth 'operator'): pay a deposit, pay the balance. A
// balance not paid lapses by the clock (the orders' rule orders.deposit-balance-lapse).

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : '');

export const marketplaceDepositHandlers: readonly Registration[] = [
  handle(mkt.mktDepositPay, async (ctx) => {
    const p = ctx.payload;
    const shop = await shopNamed(ctx.tx, p.shopId);
    const skuId = Number(p.skuId);
    if (!Number.isSafeInteger(skuId)) throw notFound();
    const buyerId = p.buyerId ?? pick(Math.random, await simulatedBuyers(ctx.tx, Math.random, ctx.now)).id;
    const order = await payDeposit(shop.tx, { shopId: shop.shopId, buyerId, skuId, payMethod: p.payMethod }, ctx.now);
    return {
      orderId: String(order.id),
      buyerId,
      status: order.status as OrderStatus,
      deposit: satangToBaht(order.depositAmount),
      deduction: satangToBaht(order.depositDeduction),
      balance: satangToBaht(order.totalAmount - order.depositAmount),
      balanceFrom: iso(order.balanceFrom),
      balanceDueAt: iso(order.balanceDueAt),
    };
  }),
  handle(mkt.mktBalancePay, async (ctx) => {
    const shop = await shopNamed(ctx.tx, ctx.payload.shopId);
    const orderId = Number(ctx.payload.orderId);
    if (!Number.isSafeInteger(orderId)) throw notFound();
    const paid = await payBalance(shop.tx, shop.shopId, orderId, ctx.now);
    return {
      orderId: String(paid.id),
      status: paid.status as OrderStatus,
      paidAt: iso(paid.paidAt),
      totalAmount: satangToBaht(paid.totalAmount),
      shipDeadline: iso(paid.shipDeadline),
    };
  }),
];
