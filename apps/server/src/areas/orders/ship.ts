import type { MessageKey } from '@sc/contract/messages.ts';
import { carrierOf, isValidWaybill, normaliseWaybill } from '@sc/contract/orders.ts';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { bangkokDay } from '../../bangkok-time.ts';
import type { Tx } from '../../db/client.ts';
import { orderItems, orders, products, shipments } from '../../db/schema.ts';
import { ShopScope } from '../../db/tenant.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { BizError, notFound } from '../../errors.ts';
import { type OrderRow, orderOf, recordEvent, type ShipmentRow, shipUnits } from './lifecycle.ts';

// Shipping an order, the merchant's side: the checks and messages before the lifecycle core
// (orders/lifecycle.ts shipUnits) takes the stock and moves the order. Used by delivery, advance
// delivery and bulk ship here, and by the shipping area (merchant shipment orders, express reissue)
// and the demo seed.

/** Orders that have left the shop: shipping them again means the waybill is wrong. */
const SHIPPED_STATES: readonly string[] = [
  'shipped',
  'in_transit',
  'delivered',
  'signed',
  'awaiting_confirmation',
  'completed',
];
const SHIPPABLE: readonly string[] = ['to_ship', 'partially_shipped'];
/** Advance delivery: a deposit or pre-sale order not shipped yet, paid in part or not. */
const ADVANCE_SHIPPABLE: readonly string[] = ['unpaid', 'to_ship', 'partially_shipped'];

/** A refusal; `field` marks a check of one input (reply VALIDATION_FAILED) rather than of the order's state. */
const refuse = (key: MessageKey, params: Record<string, string | number> = {}, field?: string) =>
  new BizError(field ? 'VALIDATION_FAILED' : 'RULE_VIOLATED', key, field ? { ...params, field } : params);

export interface ShipInput {
  orderId: number;
  carrierCode: string;
  waybillNo: string;
  /** Which units; default every unshipped unit. */
  lines?: { lineNo: number; quantity: number }[] | undefined;
  /** normal | advance (advance delivery) | merchant (a shipment order the shop booked). */
  kind?: 'normal' | 'advance' | 'merchant' | undefined;
  /** year-month-day, not before today; checked when given. */
  estimatedArrival?: string | null | undefined;
}

export interface ShipActor {
  userId: string;
}

/** Carrier and waybill as given: both present, the carrier known, the number fitting it. */
export function checkLogistics(carrierCode: string, waybillNo: string): { carrierCode: string; waybillNo: string } {
  const carrier = carrierCode.trim();
  const waybill = normaliseWaybill(waybillNo);
  if (!carrier || !waybill) throw refuse('orderLogisticsEmpty', {}, carrier ? 'waybillNo' : 'carrierCode');
  if (!carrierOf(carrier)) throw refuse('orderCarrierUnknown', { carrier }, 'carrierCode');
  if (!isValidWaybill(carrier, waybill)) throw refuse('orderWaybillInvalid', {}, 'waybillNo');
  return { carrierCode: carrier, waybillNo: waybill };
}

/** An estimated arrival date: a real calendar day, not before today (Bangkok). */
export function checkArrival(value: string | null | undefined, now: Date): string {
  const day = (value ?? '').trim();
  if (!day) throw refuse('orderArrivalRequired', {}, 'estimatedArrival');
  const parsed = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day) {
    throw refuse('orderArrivalRequired', {}, 'estimatedArrival');
  }
  if (day < bangkokDay(now)) throw refuse('orderArrivalPast', {}, 'estimatedArrival');
  return day;
}

/**
 * The estimated arrival date a merchant may give when shipping with a carrier of its own: left
 * blank it stays unknown (the carrier's tracking tells the buyer); given, it is checked.
 */
export function optionalArrival(value: string, now: Date): string | null {
  return value.trim() === '' ? null : checkArrival(value, now);
}

/** Whether an order may be shipped in advance: a deposit order, or one with a pre-sale product. */
async function isAdvanceOrder(tx: Tx, order: OrderRow): Promise<boolean> {
  if (order.orderType === 'deposit') return true;
  const shop = new ShopScope(tx, order.shopId);
  const [row] = await shop
    .pick(
      products,
      { id: products.id },
      and(
        eq(products.preSale, true),
        inArray(products.id, shop.pick(orderItems, { id: orderItems.productId }, eq(orderItems.orderId, order.id))),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The state checks for shipping `order` now. */
async function checkShippable(tx: Tx, order: OrderRow, kind: ShipInput['kind']): Promise<void> {
  const id = String(order.id);
  if (SHIPPED_STATES.includes(order.status)) throw refuse('orderAlreadyShipped', { orderId: id });
  if (kind === 'advance') {
    if (!ADVANCE_SHIPPABLE.includes(order.status) || !(await isAdvanceOrder(tx, order))) {
      throw refuse('orderNotAdvanceShippable', { orderId: id });
    }
  } else if (!SHIPPABLE.includes(order.status)) {
    throw refuse('orderNotShippable', { orderId: id });
  }
  if (order.riskLevel === 'hold') throw refuse('orderRiskHeld', { orderId: id });
}

async function checkLines(tx: Tx, shopId: string, orderId: number, lines: ShipInput['lines']): Promise<void> {
  if (!lines) return;
  const rows = await new ShopScope(tx, shopId).pick(
    orderItems,
    { lineNo: orderItems.lineNo, quantity: orderItems.quantity, shippedQty: orderItems.shippedQty },
    eq(orderItems.orderId, orderId),
  );
  const seen = new Set<number>();
  for (const l of lines) {
    const row = rows.find((r) => r.lineNo === l.lineNo);
    if (!row || seen.has(l.lineNo) || l.quantity < 1 || l.quantity > row.quantity - row.shippedQty) {
      throw refuse('orderShipLinesInvalid', { lineNo: l.lineNo }, 'lines');
    }
    seen.add(l.lineNo);
  }
}

/**
 * Ships an order of `shopId` (or the units `lines` name): the checks and messages, then the stock
 * is taken, the order becomes shipped or partially shipped with its carrier, waybill, shippedAt and
 * estimated arrival, a shipment row and a `shipped` event are written. Refusals are BizErrors and
 * leave nothing written.
 */
export async function shipOrder(
  tx: Tx,
  shopId: string,
  input: ShipInput,
  actor: ShipActor,
  now: Date,
): Promise<{ shipmentId: string; order: OrderRow }> {
  const { carrierCode, waybillNo } = checkLogistics(input.carrierCode, input.waybillNo);
  const estimatedArrival =
    input.estimatedArrival === undefined || input.estimatedArrival === null
      ? undefined
      : checkArrival(input.estimatedArrival, now);
  const order = await orderOf(tx, shopId, input.orderId, { lock: true });
  await checkShippable(tx, order, input.kind);
  await checkLines(tx, shopId, order.id, input.lines);
  try {
    // A savepoint: a waybill another parcel holds (the unique index is marketplace-wide) is
    // refused with its message, and the caller's transaction stays usable.
    return await tx.transaction(async (sp) =>
      shipUnits(
        sp as unknown as Tx,
        shopId,
        order.id,
        {
          carrierCode,
          waybillNo,
          lines: input.lines,
          kind: input.kind ?? 'normal',
          actor: 'merchant',
          actorId: actor.userId,
          estimatedArrival,
        },
        now,
      ),
    );
  } catch (error) {
    if (isUniqueViolation(error, 'shipments_carrier_waybill_uq'))
      throw refuse('orderWaybillUsed', { waybillNo }, 'waybillNo');
    throw error;
  }
}

export interface WaybillChange {
  orderId: number;
  carrierCode: string;
  waybillNo: string;
  /** The parcel to correct; default the order's latest. */
  shipmentId?: string | undefined;
}

/**
 * Corrects the carrier and waybill of a parcel not yet picked up: the new number must differ from
 * the old and be free. The order shows the new one when it is its latest.
 */
export async function modifyWaybill(
  tx: Tx,
  shopId: string,
  input: WaybillChange,
  actor: ShipActor,
  now: Date,
): Promise<{ shipment: ShipmentRow; order: OrderRow }> {
  const { carrierCode, waybillNo } = checkLogistics(input.carrierCode, input.waybillNo);
  const shop = new ShopScope(tx, shopId);
  const order = await orderOf(tx, shopId, input.orderId, { lock: true });
  const parcels = await shop
    .select(shipments, and(eq(shipments.orderId, order.id), isNull(shipments.cancelledAt)))
    .orderBy(desc(shipments.shippedAt), desc(shipments.id));
  const latest = parcels[0];
  const parcel = input.shipmentId ? parcels.find((p) => p.id === input.shipmentId) : latest;
  if (!parcel) {
    if (input.shipmentId) throw notFound();
    throw refuse('orderWaybillNotModifiable', { orderId: String(order.id) });
  }
  if (parcel.status !== 'shipped' || parcel.pickedUpAt) throw refuse('orderWaybillNotModifiable', {});
  if (normaliseWaybill(parcel.waybillNo) === waybillNo) throw refuse('orderWaybillSame', {}, 'waybillNo');
  let moved: ShipmentRow | undefined;
  try {
    moved = await shop.savepoint(async (sp) => {
      const [row] = await sp.update(shipments, { carrierCode, waybillNo }, eq(shipments.id, parcel.id)).returning();
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'shipments_carrier_waybill_uq'))
      throw refuse('orderWaybillUsed', { waybillNo }, 'waybillNo');
    throw error;
  }
  if (!moved) throw notFound();
  let after = order;
  if (parcel.id === latest?.id) {
    const [row] = await shop
      .update(orders, { carrierCode, waybillNo, updatedAt: now }, eq(orders.id, order.id))
      .returning();
    if (row) after = row;
  }
  await recordEvent(
    tx,
    {
      shopId,
      orderId: order.id,
      kind: 'waybill_changed',
      actor: 'merchant',
      actorId: actor.userId,
      detail: {
        shipmentId: parcel.id,
        oldCarrierCode: parcel.carrierCode,
        oldWaybillNo: parcel.waybillNo,
        carrierCode,
        waybillNo,
      },
    },
    now,
  );
  return { shipment: moved, order: after };
}
