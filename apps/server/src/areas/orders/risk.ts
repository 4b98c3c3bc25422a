import { SHIPPABLE_STATUS, statusIn } from '@sc/contract/orders.ts';
import { and, eq, gt } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderItems } from '../../db/schema.ts';
import { ShopScope } from '../../db/tenant.ts';
import { cancelOrder } from './cancel.ts';
import { addWorkingDays } from './deadlines.ts';
import { lockOrder, type OrderRow, refuse, writeOrder } from './lock-order.ts';

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
  return writeOrder(
    tx,
    shopId,
    orderId,
    { status: 'frozen', riskLevel: 'hold', riskReason: input.reason },
    { kind: 'risk_held', actor: 'platform', actorId: input.actorId, detail: { reason: input.reason } },
    now,
  );
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
  if (input.decision === 'cancel') {
    return cancelOrder(tx, shopId, orderId, { reason: 'risk', actor: 'platform', actorId: input.actorId }, now);
  }
  const [shipped] = await new ShopScope(tx, shopId)
    .pick(orderItems, { lineNo: orderItems.lineNo }, and(eq(orderItems.orderId, orderId), gt(orderItems.shippedQty, 0)))
    .limit(1);
  const earliest = addWorkingDays(now, RELEASED_SHIP_WORKING_DAYS);
  return writeOrder(
    tx,
    shopId,
    orderId,
    {
      status: shipped ? 'partially_shipped' : 'to_ship',
      riskLevel: 'none',
      riskReason: '',
      shipDeadline: order.shipDeadline && order.shipDeadline > earliest ? order.shipDeadline : earliest,
    },
    { kind: 'risk_released', actor: 'platform', actorId: input.actorId },
    now,
  );
}
