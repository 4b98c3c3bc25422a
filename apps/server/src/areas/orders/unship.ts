import { PARCEL_OUT_STATUS, statusIn } from '@sc/contract/orders.ts';
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderItems, shipments } from '../../db/schema.ts';
import { ShopScope } from '../../db/tenant.ts';
import { BizError, notFound } from '../../errors.ts';
import { moveStock } from '../items/index.ts';
import { lockOrder, type OrderRow, type ShipmentRow, stateRefused, writeOrder } from './lock-order.ts';
import { releasePickupCode } from './pickup-code.ts';
import type { ShipActor } from './ship.ts';

// Unship: the merchant calls back a parcel the carrier has not picked up (shipping's parcel
// cancellation); the reverse of shipping it.

export interface UnshipInput {
  orderId: number;
  shipmentId: string;
}

/**
 * Cancels a parcel not yet picked up: its units go back to the order's lines, their stock back to
 * reserved (the reverse of shipping's take), the order to_ship again (partially shipped if other
 * parcels remain), carrying the carrier and waybill of its latest remaining parcel.
 */
export async function unshipParcel(
  tx: Tx,
  shopId: string,
  input: UnshipInput,
  actor: ShipActor,
  now: Date,
): Promise<{ shipment: ShipmentRow; order: OrderRow }> {
  const shop = new ShopScope(tx, shopId);
  const order = await lockOrder(tx, shopId, input.orderId);
  const [parcel] = await shop
    .select(shipments, and(eq(shipments.id, input.shipmentId), eq(shipments.orderId, order.id)))
    .limit(1)
    .forUpdate();
  if (!parcel) throw notFound();
  if (parcel.cancelledAt || parcel.status !== 'shipped' || parcel.pickedUpAt) {
    throw new BizError('RULE_VIOLATED', 'deliveryNotCancellable');
  }
  if (!statusIn(PARCEL_OUT_STATUS, order.status)) throw stateRefused(order);
  const lines = await shop.select(orderItems, eq(orderItems.orderId, order.id));
  const units = parcel.lines.flatMap((p) => {
    const line = lines.find((l) => l.lineNo === p.lineNo);
    return line ? [{ ...p, skuId: line.skuId, productId: line.productId }] : [];
  });
  await moveStock(tx, shopId, 'unship', units, now);
  for (const u of units) {
    await shop.update(
      orderItems,
      { shippedQty: sql`greatest(${orderItems.shippedQty} - ${u.quantity}, 0)` },
      and(eq(orderItems.orderId, order.id), eq(orderItems.lineNo, u.lineNo)),
    );
  }
  const [cancelled] = await shop
    .update(shipments, { status: 'cancelled', cancelledAt: now }, eq(shipments.id, parcel.id))
    .returning();
  const [rest] = await shop
    .select(shipments, and(eq(shipments.orderId, order.id), isNull(shipments.cancelledAt), ne(shipments.id, parcel.id)))
    .orderBy(desc(shipments.shippedAt), desc(shipments.id))
    .limit(1);
  const after = await writeOrder(
    tx,
    shopId,
    order.id,
    {
      status: rest ? 'partially_shipped' : 'to_ship',
      carrierCode: rest?.carrierCode ?? null,
      waybillNo: rest?.waybillNo ?? null,
      shippedAt: rest ? order.shippedAt : null,
      ...(rest ? {} : { estimatedArrival: null }),
    },
    {
      kind: 'shipment_cancelled',
      actor: 'merchant',
      actorId: actor.userId,
      detail: { shipmentId: parcel.id, carrierCode: parcel.carrierCode, waybillNo: parcel.waybillNo },
    },
    now,
  );
  if (!cancelled) throw notFound();
  // Nothing left on its way: a pick-up code handed out goes back (the order may ship with another carrier).
  if (!rest) await releasePickupCode(tx, order, now);
  return { shipment: cancelled, order: after };
}
