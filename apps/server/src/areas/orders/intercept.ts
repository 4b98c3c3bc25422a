import {
  CLOSED_STATUS,
  COMING_BACK_PARCEL_STATUS,
  INTERCEPTABLE_PARCEL_STATUS,
  type InterceptStatus,
  statusIn,
} from '@sc/contract/orders.ts';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderItems, shipments, shipmentTracks } from '../../db/schema.ts';
import { ShopScope } from '../../db/tenant.ts';
import { BizError, notFound } from '../../errors.ts';
import { moveStock } from '../items/index.ts';
import { lockOrder, type OrderRow, refuse, type ShipmentRow, writeOrder } from './lock-order.ts';
import { postCarrierCharge } from './order-ledger.ts';
import { refundParcelBack } from './parcel-refund.ts';
import { releasePickupCode } from './pickup-code.ts';
import { recordEvent } from './timeline.ts';

// Parcels coming back: the merchant (or the buyer) asks the carrier to stop a parcel in transit and
// the carrier answers; the buyer refuses a parcel at the door. Either way the parcel travels back,
// the carrier reports it at the shop, and the merchant confirms it received: only then do its
// units go back to stock, once. An intercepted order shows `intercepted`; an order whose every
// unit came back (refused parcels, returns received through after-sales) shows `returned`.

/** Who asks: a merchant user, or the order's buyer (through the simulator). */
export type InterceptActor = { actor: 'merchant'; actorId: string } | { actor: 'buyer' };

const isOneOf = (set: readonly string[], status: string) => set.includes(status);

/** The parcel under its row lock, after its order's (the order's writers lock the order first). */
async function lockParcel(tx: Tx, shopId: string, shipmentId: string) {
  const shop = new ShopScope(tx, shopId);
  const [found] = await shop.pick(shipments, { orderId: shipments.orderId }, eq(shipments.id, shipmentId)).limit(1);
  if (!found) throw notFound();
  const order = await lockOrder(tx, shopId, found.orderId);
  const [parcel] = await shop.select(shipments, eq(shipments.id, shipmentId)).limit(1).forUpdate();
  if (!parcel) throw notFound();
  return { parcel, order };
}

async function setParcel(tx: Tx, shopId: string, id: string, set: Partial<typeof shipments.$inferInsert>) {
  const [row] = await new ShopScope(tx, shopId).update(shipments, set, eq(shipments.id, id)).returning();
  if (!row) throw notFound();
  return row;
}

async function track(tx: Tx, shopId: string, shipmentId: string, event: string, now: Date, location = '') {
  await new ShopScope(tx, shopId).insert(shipmentTracks, [
    { shipmentId, event, location: location.slice(0, 100), at: now },
  ]);
}

/**
 * Asks the carrier to stop a parcel it carries (picked up, not delivered). A parcel not yet picked
 * up is cancelled instead (shipping's parcel cancel); one delivered can only come back as a return.
 * A failed interception may be asked again; one waiting for the carrier's answer may not.
 */
export async function requestIntercept(
  tx: Tx,
  shopId: string,
  shipmentId: string,
  by: InterceptActor,
  now: Date,
): Promise<{ shipment: ShipmentRow; order: OrderRow }> {
  const { parcel, order } = await lockParcel(tx, shopId, shipmentId);
  if (parcel.cancelledAt) throw new BizError('RULE_VIOLATED', 'interceptParcelCancelled');
  if (parcel.status === 'shipped') throw new BizError('RULE_VIOLATED', 'interceptNotPickedUp');
  if (parcel.interceptStatus === 'requested') throw new BizError('RULE_VIOLATED', 'interceptAlreadyRequested');
  if (!isOneOf(INTERCEPTABLE_PARCEL_STATUS, parcel.status) || statusIn(CLOSED_STATUS, order.status)) {
    throw new BizError('RULE_VIOLATED', 'interceptNotInTransit');
  }
  const shipment = await setParcel(tx, shopId, parcel.id, {
    interceptStatus: 'requested' satisfies InterceptStatus,
    interceptBy: by.actor,
    interceptRequestedAt: now,
  });
  await recordEvent(
    tx,
    {
      shopId,
      orderId: order.id,
      kind: 'intercept_requested',
      actor: by.actor,
      actorId: by.actor === 'buyer' ? order.buyerId : by.actorId,
      detail: { shipmentId: parcel.id, waybillNo: parcel.waybillNo },
    },
    now,
  );
  return { shipment, order };
}

/**
 * The carrier answers an interception: stopped (the parcel turns back, the order is intercepted) or
 * not (the parcel goes on). A parcel the carrier delivered meanwhile can no longer be stopped.
 */
export async function decideIntercept(
  tx: Tx,
  shopId: string,
  shipmentId: string,
  outcome: 'success' | 'failed',
  now: Date,
): Promise<{ shipment: ShipmentRow; order: OrderRow }> {
  const { parcel, order } = await lockParcel(tx, shopId, shipmentId);
  if (parcel.interceptStatus !== 'requested') throw refuse('mktInterceptNotRequested');
  const stopped = outcome === 'success' && isOneOf(INTERCEPTABLE_PARCEL_STATUS, parcel.status);
  if (!stopped) {
    const shipment = await setParcel(tx, shopId, parcel.id, { interceptStatus: 'failed' });
    await track(tx, shopId, parcel.id, 'intercept_failed', now);
    await recordEvent(
      tx,
      {
        shopId,
        orderId: order.id,
        kind: 'intercept_failed',
        actor: 'carrier',
        detail: { shipmentId: parcel.id, waybillNo: parcel.waybillNo },
      },
      now,
    );
    return { shipment, order };
  }
  const shipment = await setParcel(tx, shopId, parcel.id, {
    status: 'intercepted',
    interceptStatus: 'intercepted',
    interceptedAt: now,
  });
  await track(tx, shopId, parcel.id, 'intercepted', now);
  const after = await writeOrder(
    tx,
    shopId,
    order.id,
    { status: 'intercepted' },
    { kind: 'intercepted', actor: 'carrier', detail: { shipmentId: parcel.id, waybillNo: parcel.waybillNo } },
    now,
  );
  // Stopped before it reached the pick-up point: its code goes back to unused.
  await releasePickupCode(tx, order, now);
  return { shipment, order: after };
}

/**
 * The buyer refuses a parcel at the door (carried, not signed, not stopped): it travels back, its
 * units count as returned, and the order is returned once every unit has come back.
 */
export async function refuseDelivery(
  tx: Tx,
  shopId: string,
  shipmentId: string,
  now: Date,
  location = '',
): Promise<{ shipment: ShipmentRow; order: OrderRow }> {
  const { parcel, order } = await lockParcel(tx, shopId, shipmentId);
  const carried = ['picked_up', 'in_transit', 'delivered'].includes(parcel.status);
  if (parcel.cancelledAt || !carried || statusIn(CLOSED_STATUS, order.status)) {
    throw refuse('mktCarrierEventRefused', {
      status: parcel.cancelledAt ? 'cancelled' : parcel.status,
      event: 'refused',
    });
  }
  const shipment = await setParcel(tx, shopId, parcel.id, {
    status: 'refused',
    // An interception still waiting is moot: the parcel comes back anyway.
    ...(parcel.interceptStatus === 'requested' ? { interceptStatus: 'failed' } : {}),
  });
  await track(tx, shopId, parcel.id, 'refused', now, location);
  await recordEvent(
    tx,
    {
      shopId,
      orderId: order.id,
      kind: 'delivery_refused',
      actor: 'buyer',
      actorId: order.buyerId,
      detail: { shipmentId: parcel.id, waybillNo: parcel.waybillNo, location },
    },
    now,
  );
  const after = await unitsReturned(tx, shopId, order, parcel.lines, { actor: 'buyer', reason: 'refused' }, now);
  // Every unit refused instead of collected: the pick-up code goes back to unused.
  if (after.status === 'returned') await releasePickupCode(tx, order, now);
  return { shipment, order: after };
}

/** The carrier brings an intercepted or refused parcel back to the shop. */
export async function parcelBack(
  tx: Tx,
  shopId: string,
  shipmentId: string,
  now: Date,
  location = '',
): Promise<{ shipment: ShipmentRow; order: OrderRow }> {
  const { parcel, order } = await lockParcel(tx, shopId, shipmentId);
  if (!isOneOf(COMING_BACK_PARCEL_STATUS, parcel.status) || parcel.backAt) {
    throw refuse('mktCarrierEventRefused', { status: parcel.status, event: 'back_to_shop' });
  }
  const shipment = await setParcel(tx, shopId, parcel.id, { backAt: now });
  await track(tx, shopId, parcel.id, 'back_to_shop', now, location);
  await postCarrierCharge(tx, order, parcel, 'back', now);
  await recordEvent(
    tx,
    {
      shopId,
      orderId: order.id,
      kind: 'parcel_back',
      actor: 'carrier',
      detail: { shipmentId: parcel.id, waybillNo: parcel.waybillNo },
    },
    now,
  );
  return { shipment, order };
}

/**
 * The merchant confirms a parcel back at the shop received: its units go back to stock, and a paid
 * order's buyer is refunded them (and the freight once every unit is back), once (parcel-refund.ts).
 */
export async function receiveBack(
  tx: Tx,
  shopId: string,
  shipmentId: string,
  actor: { userId: string },
  now: Date,
): Promise<{ shipment: ShipmentRow; order: OrderRow }> {
  const { parcel, order } = await lockParcel(tx, shopId, shipmentId);
  if (!isOneOf(COMING_BACK_PARCEL_STATUS, parcel.status)) throw new BizError('RULE_VIOLATED', 'receiveBackNotComing');
  if (parcel.receivedBackAt) throw new BizError('RULE_VIOLATED', 'receiveBackAlready');
  if (!parcel.backAt) throw new BizError('RULE_VIOLATED', 'receiveBackNotYet');
  const shop = new ShopScope(tx, shopId);
  const lines = await shop.select(orderItems, eq(orderItems.orderId, order.id));
  const units = parcel.lines.flatMap((p) => {
    const line = lines.find((l) => l.lineNo === p.lineNo);
    return line ? [{ skuId: line.skuId, productId: line.productId, quantity: p.quantity }] : [];
  });
  await moveStock(tx, shopId, 'return', units, now);
  const shipment = await setParcel(tx, shopId, parcel.id, { receivedBackAt: now });
  await refundParcelBack(tx, shopId, order, parcel, now);
  const after = await writeOrder(
    tx,
    shopId,
    order.id,
    {},
    {
      kind: 'parcel_received_back',
      actor: 'merchant',
      actorId: actor.userId,
      detail: { shipmentId: parcel.id, waybillNo: parcel.waybillNo },
    },
    now,
  );
  return { shipment, order: after };
}

/**
 * Units of an order came back to the shop (a refused parcel, a return received through
 * after-sales): each line counts them, never above its quantity, and the order is `returned` once
 * every unit of every line has come back. A partial return leaves the order as it is. The caller
 * holds the order's row lock (`lockOrder`).
 */
export async function unitsReturned(
  tx: Tx,
  shopId: string,
  order: OrderRow,
  units: readonly { lineNo: number; quantity: number }[],
  by: { actor: 'buyer' | 'merchant' | 'system'; actorId?: string | null; reason: string },
  now: Date,
): Promise<OrderRow> {
  const shop = new ShopScope(tx, shopId);
  for (const u of units) {
    if (u.quantity <= 0) continue;
    await shop.update(
      orderItems,
      { returnedQty: sql`least(${orderItems.returnedQty} + ${u.quantity}, ${orderItems.quantity})` },
      and(eq(orderItems.orderId, order.id), eq(orderItems.lineNo, u.lineNo)),
    );
  }
  const lines = await shop.pick(
    orderItems,
    { quantity: orderItems.quantity, returnedQty: orderItems.returnedQty },
    eq(orderItems.orderId, order.id),
  );
  const whole = lines.length > 0 && lines.every((l) => l.returnedQty >= l.quantity);
  if (!whole || order.status === 'returned' || order.status === 'intercepted') return order;
  return writeOrder(
    tx,
    shopId,
    order.id,
    { status: 'returned' },
    { kind: 'returned', actor: by.actor, actorId: by.actorId ?? null, detail: { reason: by.reason } },
    now,
  );
}

/** The order's row lock, then `unitsReturned`: the face's entry for after-sales. */
export async function returnUnits(
  tx: Tx,
  shopId: string,
  orderId: number,
  units: readonly { lineNo: number; quantity: number }[],
  by: { actor: 'buyer' | 'merchant' | 'system'; actorId?: string | null; reason: string },
  now: Date,
): Promise<OrderRow> {
  const order = await lockOrder(tx, shopId, orderId);
  return unitsReturned(tx, shopId, order, units, by, now);
}
