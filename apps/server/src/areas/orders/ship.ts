import type { MessageKey } from '@sc/contract/messages.ts';
import {
  carrierOf,
  isValidWaybill,
  NOT_SHIPPED_STATUS,
  normaliseWaybill,
  type OrderActor,
  SHIPPABLE_STATUS,
  SHIPPED_STATUS,
  statusIn,
} from '@sc/contract/orders.ts';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { bangkokDay } from '../../bangkok-time.ts';
import type { Tx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { orderItems, orders, products, shipments } from '../../db/schema.ts';
import { ShopScope } from '../../db/tenant.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { BizError, notFound } from '../../errors.ts';
import { moveStock, type StockUnits } from '../items/index.ts';
import {
  type LockedOrder,
  lockOrder,
  type OrderRow,
  type ShipmentRow,
  stateRefused,
  writeOrder,
} from './lock-order.ts';
import { assignPickupCode, releasePickupCode } from './pickup-code.ts';
import { recordEvent } from './timeline.ts';

// Shipping an order: the one home of it. Two doors, one way through: `shipOrder` is the merchant's
// (carrier and waybill checked, the merchant's messages, a taken waybill refused by name; used by
// delivery, advance delivery and bulk ship here, and by the shipping area's shipment orders);
// `shipUnits` is the platform's (the simulator, the seed and the tests move orders with it and get
// the marketplace's state refusal). Each locks and loads the order and its lines once, checks once,
// then `writeParcel` takes the stock and moves the order.

/** A refusal; `field` marks a check of one input (reply VALIDATION_FAILED) rather than of the order's state. */
const refuse = (key: MessageKey, params: Record<string, string | number> = {}, field?: string) =>
  new BizError(field ? 'VALIDATION_FAILED' : 'RULE_VIOLATED', key, field ? { ...params, field } : params);

type OrderLine = typeof orderItems.$inferSelect;
type LineUnits = { lineNo: number; quantity: number };

export interface ShipInput {
  orderId: number;
  /** The order, when the caller has locked it already in this transaction (`lockOrder`). */
  order?: LockedOrder | undefined;
  carrierCode: string;
  waybillNo: string;
  /** Which units; default every unshipped unit. */
  lines?: LineUnits[] | undefined;
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

/** The merchant's state checks for shipping `order` now, with the merchant's messages. */
async function checkShippable(tx: Tx, order: OrderRow, kind: ShipInput['kind']): Promise<void> {
  const id = String(order.id);
  // Frozen for the platform's risk review: said first, whatever else the state would say.
  if (order.status === 'frozen' || order.riskLevel === 'hold') throw refuse('orderRiskHeld', { orderId: id });
  if (statusIn(SHIPPED_STATUS, order.status)) throw refuse('orderAlreadyShipped', { orderId: id });
  if (kind === 'advance') {
    if (!statusIn(NOT_SHIPPED_STATUS, order.status) || !(await isAdvanceOrder(tx, order))) {
      throw refuse('orderNotAdvanceShippable', { orderId: id });
    }
  } else if (!statusIn(SHIPPABLE_STATUS, order.status)) {
    throw refuse('orderNotShippable', { orderId: id });
  }
}

/** The merchant's check of the units named: each line once, at least one unit, no more than is left. */
function checkMerchantLines(rows: readonly OrderLine[], lines: readonly LineUnits[]): void {
  const seen = new Set<number>();
  for (const l of lines) {
    const row = rows.find((r) => r.lineNo === l.lineNo);
    if (!row || seen.has(l.lineNo) || l.quantity < 1 || l.quantity > row.quantity - row.shippedQty) {
      throw refuse('orderShipLinesInvalid', { lineNo: l.lineNo }, 'lines');
    }
    seen.add(l.lineNo);
  }
}

const linesOf = (tx: Tx, shopId: string, orderId: number) =>
  new ShopScope(tx, shopId).select(orderItems, eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.lineNo));

interface Parcel {
  lines: LineUnits[];
  units: StockUnits[];
  /** Units of the order still unshipped once this parcel is out. */
  left: number;
}

/** The parcel `wanted` makes of the order's lines (default: every unshipped unit), or the state refusal. */
function parcelOf(order: OrderRow, rows: readonly OrderLine[], wanted: readonly LineUnits[] | undefined): Parcel {
  const want = wanted ?? rows.map((l) => ({ lineNo: l.lineNo, quantity: l.quantity - l.shippedQty }));
  const parcel: Parcel = { lines: [], units: [], left: 0 };
  for (const w of want) {
    const line = rows.find((l) => l.lineNo === w.lineNo);
    if (!line || !Number.isSafeInteger(w.quantity) || w.quantity < 0 || w.quantity > line.quantity - line.shippedQty) {
      throw stateRefused(order);
    }
    if (w.quantity === 0) continue;
    parcel.lines.push({ lineNo: w.lineNo, quantity: w.quantity });
    parcel.units.push({ skuId: line.skuId, productId: line.productId, quantity: w.quantity });
  }
  if (parcel.lines.length === 0) throw stateRefused(order);
  parcel.left =
    rows.reduce((n, l) => n + l.quantity - l.shippedQty, 0) - parcel.lines.reduce((n, p) => n + p.quantity, 0);
  return parcel;
}

interface ParcelWrite {
  carrierCode: string;
  /** Already checked against the carrier's pattern and normalised. */
  waybillNo: string;
  kind: string;
  actor: OrderActor;
  actorId?: string | null | undefined;
  estimatedArrival?: string | null | undefined;
}

/**
 * Puts the parcel's units in the carrier's hands: the stock is taken (and the reservation with
 * it), the lines count what is shipped, a shipment row is written, the order becomes shipped or
 * partially shipped with its carrier and waybill, and the timeline says so.
 */
async function writeParcel(
  tx: Tx,
  order: OrderRow,
  parcel: Parcel,
  input: ParcelWrite,
  now: Date,
): Promise<{ shipmentId: string; order: OrderRow }> {
  const { shopId, id: orderId } = order;
  const shop = new ShopScope(tx, shopId);
  await moveStock(tx, shopId, 'take', parcel.units, now);
  for (const p of parcel.lines) {
    await shop.update(
      orderItems,
      { shippedQty: sql`${orderItems.shippedQty} + ${p.quantity}` },
      and(eq(orderItems.orderId, orderId), eq(orderItems.lineNo, p.lineNo)),
    );
  }
  const shipmentId = newId();
  await tx.insert(shipments).values({
    shopId,
    id: shipmentId,
    orderId,
    carrierCode: input.carrierCode,
    waybillNo: input.waybillNo,
    lines: parcel.lines,
    kind: input.kind,
    shippedBy: input.actorId ?? null,
    shippedAt: now,
  });
  const after = await writeOrder(
    tx,
    shopId,
    orderId,
    {
      status: parcel.left > 0 ? 'partially_shipped' : 'shipped',
      shippedAt: order.shippedAt ?? now,
      carrierCode: input.carrierCode,
      waybillNo: input.waybillNo,
      ...(input.estimatedArrival !== undefined ? { estimatedArrival: input.estimatedArrival } : {}),
    },
    {
      kind: 'shipped',
      actor: input.actor,
      actorId: input.actorId,
      detail: { shipmentId, carrierCode: input.carrierCode, waybillNo: input.waybillNo, partial: parcel.left > 0 },
    },
    now,
  );
  // A pick-up order gets its code now: the parcel heads for the carrier's pick-up point
  // (pickup-code.ts says why this moment).
  if (order.deliveryMode === 'pickup') await assignPickupCode(tx, after, input.carrierCode, now);
  return { shipmentId, order: after };
}

/**
 * The merchant ships an order of `shopId` (or the units `lines` name): the checks and messages,
 * then the stock is taken, the order becomes shipped or partially shipped with its carrier,
 * waybill, shippedAt and estimated arrival, a shipment row and a `shipped` event are written.
 * Refusals are BizErrors and leave nothing written.
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
  const order = input.order ?? (await lockOrder(tx, shopId, input.orderId));
  await checkShippable(tx, order, input.kind);
  const rows = await linesOf(tx, shopId, order.id);
  if (input.lines) checkMerchantLines(rows, input.lines);
  const parcel = parcelOf(order, rows, input.lines);
  try {
    // A savepoint: a waybill another parcel holds (the unique index is marketplace-wide) is
    // refused with its message, and the caller's transaction stays usable.
    return await new ShopScope(tx, shopId).savepoint((sp) =>
      writeParcel(
        sp.tx,
        order,
        parcel,
        {
          carrierCode,
          waybillNo,
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

export interface ShipUnitsInput {
  carrierCode: string;
  /** Already checked against the carrier's pattern and normalised by the caller. */
  waybillNo: string;
  /** Which units; default every unshipped unit of every line. */
  lines?: LineUnits[] | undefined;
  /** normal | advance (shipped before payment cleared) | merchant (the shop's own order). */
  kind?: string | undefined;
  actor: OrderActor;
  actorId?: string | null | undefined;
  estimatedArrival?: string | null | undefined;
}

/**
 * The platform's door (simulator, seed): ships units of an order waiting to ship with the
 * marketplace's state refusal. An unpaid order ships only as an advance delivery (kind 'advance').
 */
export async function shipUnits(
  tx: Tx,
  shopId: string,
  orderId: number,
  input: ShipUnitsInput,
  now: Date,
): Promise<{ shipmentId: string; order: OrderRow }> {
  const order = await lockOrder(
    tx,
    shopId,
    orderId,
    (o) => statusIn(SHIPPABLE_STATUS, o.status) || (input.kind === 'advance' && o.status === 'unpaid'),
  );
  const parcel = parcelOf(order, await linesOf(tx, shopId, orderId), input.lines);
  return writeParcel(tx, order, parcel, { ...input, kind: input.kind ?? 'normal' }, now);
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
 * the old and be free. The order shows the new one when it is its latest, and a pick-up order
 * changes to a code of the new carrier.
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
  const order = await lockOrder(tx, shopId, input.orderId);
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
  let after: OrderRow = order;
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
  // A pick-up order's code is its carrier's: re-booked with another carrier, the old carrier's code
  // goes back to unused and the new carrier's oldest unused one is handed out (or it waits for one).
  if (order.deliveryMode === 'pickup' && parcel.id === latest?.id && parcel.carrierCode !== carrierCode) {
    await releasePickupCode(tx, order, now);
    await assignPickupCode(tx, after, carrierCode, now);
  }
  return { shipment: moved, order: after };
}
