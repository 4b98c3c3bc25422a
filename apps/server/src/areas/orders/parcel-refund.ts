import { FULL_RETURN_REFUNDS_FREIGHT } from '@sc/contract/after-sales.ts';
import { REFUND_RECEIPT_RETENTION_DAYS } from '@sc/contract/constants.ts';
import { and, asc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { orderItems, orders, refundReceipts, shipments } from '../../db/schema.ts';
import { ShopScope } from '../../db/tenant.ts';
import type { OrderRow, ShipmentRow } from './lock-order.ts';
import { postOrderRefunded } from './order-ledger.ts';
import { newPaySerial } from './pay.ts';
import { refundPlan } from './refund-shares.ts';
import { recordEvent } from './timeline.ts';

// A paid parcel coming back refunds the buyer (docs/architecture.md): when the merchant confirms a
// refused or intercepted parcel received, the buyer gets back what its units were paid (their
// part of their lines, discount share taken off: refundPlan, the arithmetic after-sales refunds
// with) and, when with it every unit of the order is back, the order's freight
// (FULL_RETURN_REFUNDS_FREIGHT), once. Cash on delivery never paid: nothing comes back. A refund
// receipt like after-sales' is written, its case 0 (no case: the parcel's own refund).

const DAY_MS = 24 * 60 * 60 * 1000;

/** The case number of a refund receipt paid for a parcel coming back rather than a case. */
export const PARCEL_REFUND_CASE = 0;

/**
 * Refunds the units of `parcel`, received back now, and the freight where the order is then whole
 * back. The caller holds the order's and the parcel's row locks and refuses a parcel received
 * twice, so this runs once per parcel. Returns the satang refunded for units and for freight.
 */
export async function refundParcelBack(
  tx: Tx,
  shopId: string,
  order: OrderRow,
  parcel: ShipmentRow,
  now: Date,
): Promise<{ paid: number; freight: number }> {
  if (order.payMethod === 'cod' || order.payStatus !== 'success') return { paid: 0, freight: 0 };
  const shop = new ShopScope(tx, shopId);
  const lines = await shop
    .pick(
      orderItems,
      {
        lineNo: orderItems.lineNo,
        quantity: orderItems.quantity,
        lineAmount: orderItems.lineAmount,
        discountAmount: orderItems.discountAmount,
        refundedAmount: orderItems.refundedAmount,
      },
      eq(orderItems.orderId, order.id),
    )
    .orderBy(asc(orderItems.lineNo));
  // The units of the order's other parcels received back before: already refunded with them.
  const before = await shop.pick(
    shipments,
    { lines: shipments.lines },
    and(
      eq(shipments.orderId, order.id),
      ne(shipments.id, parcel.id),
      isNotNull(shipments.receivedBackAt),
      isNull(shipments.cancelledAt),
    ),
  );
  const backBefore = new Map<number, number>();
  for (const p of before)
    for (const l of p.lines) backBefore.set(l.lineNo, (backBefore.get(l.lineNo) ?? 0) + l.quantity);
  const plan = refundPlan(
    order,
    lines.map((l) => ({ ...l, refundedUnits: backBefore.get(l.lineNo) ?? 0 })),
    parcel.lines,
  );
  const takes = plan.filter((p) => p.cap > 0);
  const paid = takes.reduce((s, t) => s + t.cap, 0);
  const backNow = new Map(backBefore);
  for (const l of parcel.lines) backNow.set(l.lineNo, (backNow.get(l.lineNo) ?? 0) + l.quantity);
  const whole = lines.length > 0 && lines.every((l) => (backNow.get(l.lineNo) ?? 0) >= l.quantity);
  const freight =
    FULL_RETURN_REFUNDS_FREIGHT && whole && order.refundedFreight <= 0
      ? Math.max(0, Math.min(order.freightAmount, order.totalAmount - order.refundedAmount - paid))
      : 0;
  if (paid + freight <= 0) return { paid: 0, freight: 0 };
  for (const t of takes) {
    await shop.update(
      orderItems,
      { refundedAmount: sql`${orderItems.refundedAmount} + ${t.cap}` },
      and(eq(orderItems.orderId, order.id), eq(orderItems.lineNo, t.lineNo)),
    );
  }
  await shop.update(
    orders,
    {
      refundedAmount: sql`${orders.refundedAmount} + ${paid + freight}`,
      refundedFreight: sql`${orders.refundedFreight} + ${freight}`,
      updatedAt: now,
    },
    eq(orders.id, order.id),
  );
  const paySerial = newPaySerial(now);
  await shop.insert(refundReceipts, [
    {
      id: newId(),
      caseId: PARCEL_REFUND_CASE,
      orderId: order.id,
      amount: paid + freight,
      freightAmount: freight,
      paySerial,
      paidAt: now,
      keepUntil: new Date(now.getTime() + REFUND_RECEIPT_RETENTION_DAYS * DAY_MS),
    },
  ]);
  await recordEvent(
    tx,
    {
      shopId,
      orderId: order.id,
      kind: 'refunded',
      actor: 'platform',
      detail: {
        amount: paid + freight,
        freight,
        reason: parcel.status === 'refused' ? 'refused' : 'intercepted',
        shipmentId: parcel.id,
        paySerial,
      },
    },
    now,
  );
  await postOrderRefunded(tx, order, paid + freight, freight, paySerial, now);
  return { paid, freight };
}
