import * as mkt from '@sc/contract/calls/marketplace-orders.ts';
import type { InterceptStatus, OrderStatus } from '@sc/contract/orders.ts';
import { satangToBaht } from '@sc/contract/validators/price.ts';
import {
  cancelOrder,
  carrierEvent,
  checkout,
  confirmReceipt,
  decideIntercept,
  decideRisk,
  holdForRisk,
  latestShipment,
  type OrderRow,
  orderOf,
  parcelBack,
  payOrder,
  refuseDelivery,
  requestIntercept,
  type ShipmentRow,
} from '../areas/orders/index.ts';
import { shopNamed } from '../auth/operator-scope.ts';
import type { Tx } from '../db/client.ts';
import type { Registration } from '../envelope/handler.ts';
import { handle } from '../envelope/handler.ts';
import { BizError, notFound } from '../errors.ts';
import { BUYER_PLACES, createBuyer, listBuyers, pick } from './buyers.ts';
import { BUYER_REMARKS, discountGiven, simulatedBuyers, simulateOrders } from './order-simulate.ts';

// The marketplace simulator's buyer side (auth 'operator'): each call names the shop it acts
// on; an order or shipment of another shop is not found.

const orderNumber = (raw: string): number => {
  const n = Number(raw);
  if (!Number.isSafeInteger(n)) throw notFound();
  return n;
};

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : '');

export const marketplaceOrderHandlers: readonly Registration[] = [
  handle(mkt.buyerCreate, async (ctx) => {
    const p = ctx.payload;
    const address = p.address ?? {
      name: p.nickname,
      phone: p.phone,
      ...(BUYER_PLACES[0] ?? { province: 'กรุงเทพมหานคร', district: 'จตุจักร', subDistrict: 'จตุจักร', zipCode: '10900' }),
      detail: '1 ถนนพหลโยธิน',
    };
    const buyer = await createBuyer(
      ctx.tx,
      { nickname: p.nickname, phone: p.phone, email: p.email, address, status: p.status },
      ctx.now,
    );
    return { buyerId: buyer.id };
  }),

  handle(mkt.buyerList, async (ctx) => {
    const { pageNum, pageSize } = ctx.payload.page;
    const { rows, total } = await listBuyers(ctx.tx, {
      keyword: ctx.payload.keyword,
      offset: (pageNum - 1) * pageSize,
      limit: pageSize,
    });
    return {
      list: rows.map((b) => ({
        buyerId: b.id,
        nickname: b.nickname,
        phone: b.phone,
        status: b.status,
        province: b.address.province,
        createdAt: b.createdAt.toISOString(),
      })),
      page: { pageNum, pageSize, count: total },
    };
  }),

  handle(mkt.mktOrderCheckout, async (ctx) => {
    const p = ctx.payload;
    const shop = await shopNamed(ctx.tx, p.shopId);
    const buyerId = p.buyerId ?? pick(Math.random, await simulatedBuyers(ctx.tx, Math.random, ctx.now)).id;
    const { orderId } = await checkout(
      shop.tx,
      {
        shopId: shop.shopId,
        buyerId,
        lines: p.lines.map((l) => ({ skuId: Number(l.skuId), quantity: l.quantity })),
        payMethod: p.payMethod,
        orderType: p.orderType,
        deliveryMode: p.deliveryMode,
        buyerRemark: p.buyerRemark || (p.buyerId ? '' : pick(Math.random, BUYER_REMARKS)),
        freightAmount: p.freight,
        discountAmount: p.discount,
        depositAmount: p.deposit,
      },
      ctx.now,
    );
    const order = await orderOf(shop.tx, shop.shopId, orderId);
    return {
      orderId: String(orderId),
      buyerId,
      status: order.status as OrderStatus,
      goodsAmount: satangToBaht(order.goodsAmount),
      totalAmount: satangToBaht(order.totalAmount),
    };
  }),

  handle(mkt.mktOrderPay, async (ctx) => {
    const shop = await shopNamed(ctx.tx, ctx.payload.shopId);
    const paid = await payOrder(shop.tx, shop.shopId, orderNumber(ctx.payload.orderId), ctx.now, ctx.payload.paySerial);
    return {
      orderId: String(paid.id),
      status: paid.status as OrderStatus,
      paySerial: paid.paySerial ?? '',
      paidAt: iso(paid.paidAt),
      shipDeadline: iso(paid.shipDeadline),
    };
  }),

  handle(mkt.mktCarrierEvent, async (ctx) => {
    const p = ctx.payload;
    const shop = await shopNamed(ctx.tx, p.shopId);
    const shipmentId = p.shipmentId ?? (await shipmentOfOrder(shop.tx, shop.shopId, p.orderId ?? ''));
    const { shipment, order } =
      p.event === 'refused'
        ? await refuseDelivery(shop.tx, shop.shopId, shipmentId, ctx.now, p.location)
        : p.event === 'back_to_shop'
          ? await parcelBack(shop.tx, shop.shopId, shipmentId, ctx.now, p.location)
          : await carrierEvent(shop.tx, shop.shopId, shipmentId, p.event, ctx.now, p.location);
    return {
      shipmentId: shipment.id,
      shipmentStatus: shipment.status,
      orderId: String(order.id),
      orderStatus: order.status as OrderStatus,
      payStatus: order.payStatus,
    };
  }),

  handle(mkt.mktInterceptRequest, async (ctx) => {
    const p = ctx.payload;
    const shop = await shopNamed(ctx.tx, p.shopId);
    const shipmentId = p.shipmentId ?? (await shipmentOfOrder(shop.tx, shop.shopId, p.orderId ?? ''));
    return interceptReply(await requestIntercept(shop.tx, shop.shopId, shipmentId, { actor: 'buyer' }, ctx.now));
  }),

  handle(mkt.mktInterceptResult, async (ctx) => {
    const p = ctx.payload;
    const shop = await shopNamed(ctx.tx, p.shopId);
    const shipmentId = p.shipmentId ?? (await shipmentOfOrder(shop.tx, shop.shopId, p.orderId ?? ''));
    return interceptReply(await decideIntercept(shop.tx, shop.shopId, shipmentId, p.outcome, ctx.now));
  }),

  handle(mkt.mktReceiptConfirm, async (ctx) => {
    const shop = await shopNamed(ctx.tx, ctx.payload.shopId);
    const done = await confirmReceipt(shop.tx, shop.shopId, orderNumber(ctx.payload.orderId), ctx.now);
    return { orderId: String(done.id), status: done.status as OrderStatus, completedAt: iso(done.completedAt) };
  }),

  handle(mkt.mktBuyerCancel, async (ctx) => {
    const shop = await shopNamed(ctx.tx, ctx.payload.shopId);
    const orderId = orderNumber(ctx.payload.orderId);
    const order = await orderOf(shop.tx, shop.shopId, orderId);
    if (order.status !== 'unpaid') throw new BizError('RULE_VIOLATED', 'mktBuyerCancelPaid');
    const cancelled = await cancelOrder(
      shop.tx,
      shop.shopId,
      orderId,
      { reason: 'buyer', actor: 'buyer', actorId: order.buyerId },
      ctx.now,
    );
    return { orderId: String(cancelled.id), status: cancelled.status as OrderStatus };
  }),

  handle(mkt.mktOrderRiskHold, async (ctx) => {
    const shop = await shopNamed(ctx.tx, ctx.payload.shopId);
    const held = await holdForRisk(
      shop.tx,
      shop.shopId,
      orderNumber(ctx.payload.orderId),
      { reason: ctx.payload.reason, actorId: ctx.operator?.operatorId },
      ctx.now,
    );
    return { orderId: String(held.id), status: held.status as OrderStatus };
  }),

  handle(mkt.mktOrderRiskDecide, async (ctx) => {
    const shop = await shopNamed(ctx.tx, ctx.payload.shopId);
    const decided = await decideRisk(
      shop.tx,
      shop.shopId,
      orderNumber(ctx.payload.orderId),
      { decision: ctx.payload.decision, actorId: ctx.operator?.operatorId },
      ctx.now,
    );
    return { orderId: String(decided.id), status: decided.status as OrderStatus };
  }),

  handle(mkt.mktOrderSimulate, async (ctx) => {
    const shop = await shopNamed(ctx.tx, ctx.payload.shopId);
    const ids = await simulateOrders(shop, {
      orders: ctx.payload.orders,
      payRatio: ctx.payload.payRatio,
      now: ctx.now,
    });
    const given = await discountGiven(shop, ids);
    return { orderIds: ids.map(String), ...given };
  }),
];

const interceptReply = ({ shipment, order }: { shipment: ShipmentRow; order: OrderRow }) => ({
  shipmentId: shipment.id,
  shipmentStatus: shipment.status,
  interceptStatus: (shipment.interceptStatus ?? 'requested') as InterceptStatus,
  orderId: String(order.id),
  orderStatus: order.status as OrderStatus,
});

async function shipmentOfOrder(tx: Tx, shopId: string, orderId: string): Promise<string> {
  const order = await orderOf(tx, shopId, orderNumber(orderId));
  return (await latestShipment(tx, shopId, order.id)).id;
}
