import { SHIPPABLE_STATUS, statusIn } from '@sc/contract/orders.ts';
import { and, eq, gt } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema.ts';
import { ShopScope } from '../../db/tenant.ts';
import { notFound } from '../../errors.ts';
import { cancelOrder } from './cancel.ts';
import { addWorkingDays } from './deadlines.ts';
import { lockOrder, type OrderRow, refuse } from './lock-order.ts';
import { recordEvent } from './timeline.ts';

// Risk review (/oms/order/risk/list): the platform holds a paid order waiting to ship. The order is
// frozen (its own tab; it cannot ship and its ship deadline stops counting) until the platform
// releases it, back to waiting for shipment, or cancels it as any cancel does.

/** Working days a released order has at least to ship in: it could not ship while frozen. */
export const RELEASED_SHIP_WORKING_DAYS = 1;

/** Freezes a paid order waiting to ship for risk review, with the platform's reason. */
export async function holdForRisk(
  tx: Tx,
  shopId: string,
  orderId: number,
  input: { reason: string; actorId?: string | null },
  now: Date,
): Promise<OrderRow> {
  const order = await lockOrder(tx, shopId, orderId);
  if (!statusIn(SHIPPABLE_STATUS, order.status)) {
    throw refuse('mktRiskNotHoldable', { orderId: String(order.id), status: order.status });
  }
  const shop = new ShopScope(tx, shopId);
  const [held] = await shop
    .update(
      orders,
      { status: 'frozen', riskLevel: 'hold', riskReason: input.reason, updatedAt: now },
      eq(orders.id, orderId),
    )
    .returning();
  if (!held) throw notFound();
  await recordEvent(
    tx,
    { shopId, orderId, kind: 'risk_held', actor: 'platform', actorId: input.actorId, detail: { reason: input.reason } },
    now,
  );
  return held;
}

/**
 * Ends the review of a frozen order. Release: back to waiting for shipment, or partly shipped if
 * units had left, with at least RELEASED_SHIP_WORKING_DAYS to ship. Cancel: stock back and the
 * buyer refunded (cancelOrder).
 */
export async function decideRisk(
  tx: Tx,
  shopId: string,
  orderId: number,
  input: { decision: 'release' | 'cancel'; actorId?: string | null },
  now: Date,
): Promise<OrderRow> {
  const order = await lockOrder(tx, shopId, orderId);
  if (order.status !== 'frozen' || order.riskLevel !== 'hold') {
    throw refuse('mktRiskNotHeld', { orderId: String(order.id) });
  }
  const shop = new ShopScope(tx, shopId);
  if (input.decision === 'cancel') {
    await shop.update(orders, { riskLevel: 'none', updatedAt: now }, eq(orders.id, orderId));
    return cancelOrder(tx, shopId, orderId, { reason: 'risk', actor: 'platform', actorId: input.actorId }, now);
  }
  const [shipped] = await shop
    .pick(orderItems, { lineNo: orderItems.lineNo }, and(eq(orderItems.orderId, orderId), gt(orderItems.shippedQty, 0)))
    .limit(1);
  const earliest = addWorkingDays(now, RELEASED_SHIP_WORKING_DAYS);
  const shipDeadline = order.shipDeadline && order.shipDeadline > earliest ? order.shipDeadline : earliest;
  const [released] = await shop
    .update(
      orders,
      {
        status: shipped ? 'partially_shipped' : 'to_ship',
        riskLevel: 'none',
        riskReason: '',
        shipDeadline,
        updatedAt: now,
      },
      eq(orders.id, orderId),
    )
    .returning();
  if (!released) throw notFound();
  await recordEvent(tx, { shopId, orderId, kind: 'risk_released', actor: 'platform', actorId: input.actorId }, now);
  return released;
}
