import type { OrderDetail } from '@sc/contract/calls/orders.ts';
import { toYN } from '@sc/contract/common.ts';
import { type OrderActor, SHIPPABLE_STATUS, statusIn, UNSHIPPED_STATUS } from '@sc/contract/orders.ts';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { orderAddressChanges, orderEvents, orderMemos, shipments, shipmentTracks } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { linePromotionsOf } from '../promotions/index.ts';
import { orderOf } from './lock-order.ts';
import { presentAddressChange, presentMemo } from './order-notes.ts';
import { baht, iso, linesOf, plansOf, presentLine, presentOrder, presentParcel } from './order-view.ts';
import { pickupCodeOf } from './pickup-code.ts';

// One order as /order/orderItem/{id} shows it: the row, its payment and address, memos,
// parcels with their tracks, the timeline, the address changes and a pick-up order's code.

export async function orderDetail(shop: ShopScope, orderId: number): Promise<OrderDetail> {
  const order = await orderOf(shop.tx, shop.shopId, orderId);
  const [lines, memos, parcels, events, changes, pickupCode, plans] = await Promise.all([
    linesOf(shop, [order.id]),
    shop.tx
      .select()
      .from(orderMemos)
      .where(shop.where(orderMemos, eq(orderMemos.orderId, order.id)))
      .orderBy(desc(orderMemos.createdAt), desc(orderMemos.id)),
    shop.tx
      .select()
      .from(shipments)
      .where(shop.where(shipments, eq(shipments.orderId, order.id)))
      .orderBy(asc(shipments.shippedAt), asc(shipments.id)),
    shop.tx
      .select()
      .from(orderEvents)
      .where(shop.where(orderEvents, eq(orderEvents.orderId, order.id)))
      .orderBy(asc(orderEvents.id)),
    shop.tx
      .select()
      .from(orderAddressChanges)
      .where(shop.where(orderAddressChanges, eq(orderAddressChanges.orderId, order.id)))
      .orderBy(desc(orderAddressChanges.requestedAt), desc(orderAddressChanges.id)),
    pickupCodeOf(shop, order),
    plansOf(shop, [order]),
  ]);
  const tracks =
    parcels.length === 0
      ? []
      : await shop.tx
          .select()
          .from(shipmentTracks)
          .where(
            shop.where(
              shipmentTracks,
              inArray(
                shipmentTracks.shipmentId,
                parcels.map((p) => p.id),
              ),
            ),
          )
          .orderBy(asc(shipmentTracks.at), asc(shipmentTracks.id));
  const latest = parcels.filter((p) => !p.cancelledAt).at(-1);
  const pre = order.orderType === 'deposit';
  return {
    ...presentOrder(order, (lines.get(order.id) ?? []).map(presentLine), plans),
    buyerId: order.buyerId,
    paySerial: order.paySerial,
    address: order.address,
    memos: memos.map(presentMemo),
    shipments: parcels.map((p) => presentParcel(p, tracks)),
    events: events.map((e) => ({
      kind: e.kind,
      actor: e.actor as OrderActor,
      detail: e.detail,
      at: e.at.toISOString(),
    })),
    addressChanges: changes.map(presentAddressChange),
    pickedUpAt: iso(order.pickedUpAt),
    deliveredAt: iso(order.deliveredAt),
    signedAt: iso(order.signedAt),
    completedAt: iso(order.completedAt),
    cancelledAt: iso(order.cancelledAt),
    cancelReason: order.cancelReason,
    abnormalAt: iso(order.abnormalAt),
    abnormalReason: order.abnormalReason,
    riskReason: order.riskReason,
    pickupCode,
    linePromotions: (await linePromotionsOf(shop, lines.get(order.id) ?? [])).map((p) => ({
      ...p,
      discount: baht(p.discount),
    })),
    canShip: toYN(statusIn(SHIPPABLE_STATUS, order.status) && order.riskLevel !== 'hold'),
    canAdvanceShip: toYN(pre && statusIn(UNSHIPPED_STATUS, order.status) && order.riskLevel !== 'hold'),
    canModifyWaybill: toYN(latest !== undefined && latest.status === 'shipped' && latest.pickedUpAt === null),
    canModifyAddress: toYN(statusIn(UNSHIPPED_STATUS, order.status)),
  };
}
