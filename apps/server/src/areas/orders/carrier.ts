import { CARRIED_STATUS, CLOSED_STATUS, statusIn } from '@sc/contract/orders.ts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orders, shipments, shipmentTracks } from '../../db/schema.ts';
import { ShopScope } from '../../db/tenant.ts';
import { notFound } from '../../errors.ts';
import { lockOrder, type OrderRow, refuse, type ShipmentRow, underDispute } from './lock-order.ts';
import { postCarrierCharge, postOrderPaid } from './order-ledger.ts';
import { newPaySerial } from './pay.ts';
import { collectPickupCode } from './pickup-code.ts';
import { recordEvent } from './timeline.ts';

// Carriers: a parcel is picked up, carried, delivered and signed; the order follows its parcels.

export const CARRIER_EVENTS = ['picked_up', 'in_transit', 'delivered', 'signed'] as const;
export type CarrierEvent = (typeof CARRIER_EVENTS)[number];

const SHIPMENT_STAGES = ['shipped', 'picked_up', 'in_transit', 'delivered', 'signed'] as const;
const stageOf = (status: string) => SHIPMENT_STAGES.indexOf(status as (typeof SHIPMENT_STAGES)[number]);
// A self-delivery order the rules moved to awaiting_confirmation (20 days unsigned) ranks with
// delivered: only its signing moves it on.
const ORDER_STATUS_RANK = { shipped: 0, in_transit: 1, delivered: 2, awaiting_confirmation: 2, signed: 3 } as const;
type CarriedStatus = keyof typeof ORDER_STATUS_RANK;
/** The order's status when all its parcels are at least at a stage. */
const ORDER_AT_STAGE: Record<(typeof SHIPMENT_STAGES)[number], CarriedStatus> = {
  shipped: 'shipped',
  picked_up: 'shipped',
  in_transit: 'in_transit',
  delivered: 'delivered',
  signed: 'signed',
};

/** The order's latest shipment not cancelled, or the refusal "not shipped yet". */
export async function latestShipment(tx: Tx, shopId: string, orderId: number): Promise<ShipmentRow> {
  const [row] = await new ShopScope(tx, shopId)
    .select(shipments, and(eq(shipments.orderId, orderId), isNull(shipments.cancelledAt)))
    .orderBy(desc(shipments.shippedAt), desc(shipments.id))
    .limit(1);
  if (!row) throw refuse('mktNoShipment', { orderId: String(orderId) });
  return row;
}

/**
 * A carrier reports a parcel: picked up, in transit, delivered, signed. Only forward moves (a
 * stage may be skipped). The order follows its least advanced parcel once fully shipped; cash
 * on delivery is paid when signed.
 */
export async function carrierEvent(
  tx: Tx,
  shopId: string,
  shipmentId: string,
  event: CarrierEvent,
  now: Date,
  location = '',
): Promise<{ shipment: ShipmentRow; order: OrderRow }> {
  const shop = new ShopScope(tx, shopId);
  const [shipment] = await shop.select(shipments, eq(shipments.id, shipmentId)).limit(1).forUpdate();
  if (!shipment) throw notFound();
  if (shipment.cancelledAt || stageOf(shipment.status) < 0 || stageOf(event) <= stageOf(shipment.status)) {
    throw refuse('mktCarrierEventRefused', { status: shipment.cancelledAt ? 'cancelled' : shipment.status, event });
  }
  const order = await lockOrder(tx, shopId, shipment.orderId, (o) => !statusIn(CLOSED_STATUS, o.status));

  const [moved] = await shop
    .update(
      shipments,
      {
        status: event,
        pickedUpAt: shipment.pickedUpAt ?? now,
        ...(stageOf(event) >= stageOf('delivered') ? { deliveredAt: shipment.deliveredAt ?? now } : {}),
        ...(event === 'signed' ? { signedAt: now } : {}),
      },
      eq(shipments.id, shipmentId),
    )
    .returning();
  await shop.insert(shipmentTracks, [{ shipmentId, event, location: location.slice(0, 100), at: now }]);
  // The carrier's first report of the parcel: it has taken it, and charges for carrying it.
  if (!shipment.pickedUpAt) await postCarrierCharge(tx, order, shipment, 'out', now);
  await recordEvent(
    tx,
    {
      shopId,
      orderId: order.id,
      kind: event,
      actor: 'carrier',
      detail: { shipmentId, waybillNo: shipment.waybillNo, location },
    },
    now,
  );

  // The order moves when all its parcels have reached a stage further than its own.
  const set: Partial<typeof orders.$inferInsert> = { updatedAt: now };
  if (!order.pickedUpAt) set.pickedUpAt = now;
  if (statusIn(CARRIED_STATUS, order.status)) {
    const parcels = await shop.pick(
      shipments,
      { status: shipments.status },
      and(eq(shipments.orderId, order.id), isNull(shipments.cancelledAt)),
    );
    // Parcels coming back (intercepted, refused) no longer count towards the order's delivery.
    const stages = parcels.map((p) => stageOf(p.status)).filter((n) => n >= 0);
    const least = Math.min(...stages);
    const next = ORDER_AT_STAGE[SHIPMENT_STAGES[least] ?? 'shipped'];
    if (ORDER_STATUS_RANK[next] > ORDER_STATUS_RANK[order.status as CarriedStatus]) {
      set.status = next;
      if (ORDER_STATUS_RANK[next] >= ORDER_STATUS_RANK.delivered && !order.deliveredAt) set.deliveredAt = now;
      if (next === 'signed') {
        set.signedAt = now;
        if (order.payMethod === 'cod' && order.payStatus !== 'success') {
          set.payStatus = 'success';
          set.paidAt = now;
          set.paySerial = order.paySerial ?? newPaySerial(now);
        }
      }
    }
  }
  const [orderAfter] = await shop.update(orders, underDispute(set), eq(orders.id, order.id)).returning();
  // Signed for at the pick-up point: the buyer collected with the order's code.
  if (set.status === 'signed') await collectPickupCode(tx, order, now);
  if (set.payStatus === 'success') {
    await recordEvent(
      tx,
      {
        shopId,
        orderId: order.id,
        kind: 'paid',
        actor: 'buyer',
        actorId: order.buyerId,
        detail: { paySerial: set.paySerial ?? null, amount: order.totalAmount, cod: true },
      },
      now,
    );
    await postOrderPaid(tx, order, order.totalAmount, set.paySerial ?? '', now);
  }
  if (!moved || !orderAfter) throw notFound();
  return { shipment: moved, order: orderAfter };
}
