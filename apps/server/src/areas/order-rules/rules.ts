import {
  ABNORMAL_ORDER_NO_DELIVERY_DAYS,
  COMPLAINT_WINDOW_DAYS,
  SAME_DAY_PICKUP_CUTOFF_HOUR,
  SELF_DELIVERY_CONFIRM_DAYS,
} from '@sc/contract/constants.ts';
import { LOTTERY_LATE_POINTS, ON_ITS_WAY_STATUS, PARCEL_OUT_STATUS, SHIPPABLE_STATUS } from '@sc/contract/orders.ts';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, ne, notExists, or, sql } from 'drizzle-orm';
import { BANGKOK_OFFSET_MS } from '../../bangkok-time.ts';
import type { Db } from '../../db/client.ts';
import { orderAppeals, orderItems, orders, shipments, shopPointDeductions } from '../../db/schema.ts';
import { ShopScope } from '../../db/tenant.ts';
import { lockProducts, moveStock } from '../items/index.ts';
import { cancelOrder, carrierEvent, lockFreeOrders, orderKey, recordEvent } from '../orders/index.ts';

// The automatic order rules, each a sweep over every shop at the clock's time:
// - notShipped: a paid (or cash-on-delivery) order still to ship at its ship deadline (3 working
//   days) is system-cancelled, refunded, its reserved stock released, and marked abnormal
//   ('not_shipped'); lottery orders (15 days) are not cancelled but lose LOTTERY_LATE_POINTS once;
// - noPickup: a shipped order no carrier picked up within 7 days is cancelled, refunded, its
//   parcels voided and their units back in stock, and marked abnormal ('no_pickup');
// - complaintWindow: an abnormal order with no complaint filed within 3 days: the refund is final;
// - selfDeliveryReceipt: a self-delivery order shipped 20 days ago and not signed awaits the
//   seller's confirmation of receipt;
// - pickupCollect: a pick-up order placed before 14:00 Bangkok time is collected that day at
//   14:00, one placed later the next day at 14:00 (once it is shipped).
// Abnormal is a mark (abnormal_at, abnormal_reason; counted as 'marked_abnormal' by the
// order_counts trigger), not a state: the order's state says what happened to it (cancelled),
// the mark says the rules did it and opens the complaint window. Each sweep picks rows its own
// change takes out of its condition, so a second run at the same time changes nothing.

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Orders one sweep handles; the rest wait for the next run a minute later. */
const BATCH = 200;

/** The refund is final and the complaint window closed (cancel_reason once the window passes). */
export const COMPLAINT_EXPIRED = 'complaint_expired';
/** The platform rejected the merchant's complaint: the refund is final. */
export const APPEAL_REJECTED = 'appeal_rejected';

/** The last moment a complaint about an order marked abnormal at `abnormalAt` may be filed. */
export const complaintDeadlineOf = (abnormalAt: Date) =>
  new Date(abnormalAt.getTime() + COMPLAINT_WINDOW_DAYS * DAY_MS);

/** When the carrier collects a pick-up order placed at `placedAt`: at the cutoff hour that day or the next. */
export function pickupCollectionOf(placedAt: Date): Date {
  const local = new Date(placedAt.getTime() + BANGKOK_OFFSET_MS);
  const dayStart = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - BANGKOK_OFFSET_MS;
  const cutoff = dayStart + SAME_DAY_PICKUP_CUTOFF_HOUR * HOUR_MS;
  return new Date(placedAt.getTime() < cutoff ? cutoff : cutoff + DAY_MS);
}

type Due = { shopId: string; id: number };

/**
 * Before a sweep changes anything it locks the orders it will change (lockFreeOrders, skipping
 * those another move holds) and then their products, shop by shop, so that it never waits for
 * an order or a product while holding order_counts rows: a merchant shipping or a buyer checking
 * out (the product, then those count rows) would otherwise deadlock with it.
 */
async function lockForSweep<T extends Due>(tx: Db, due: readonly T[]): Promise<T[]> {
  const free = await lockFreeOrders(
    tx,
    due.map((o) => ({ shopId: o.shopId, orderId: o.id })),
  );
  const mine = due.filter((o) => free.has(orderKey(o.shopId, o.id)));
  const byShop = new Map<string, number[]>();
  for (const o of mine) byShop.set(o.shopId, [...(byShop.get(o.shopId) ?? []), o.id]);
  for (const [shopId, ids] of [...byShop].sort((a, b) => a[0].localeCompare(b[0]))) {
    const lines = await new ShopScope(tx, shopId).pick(
      orderItems,
      { productId: orderItems.productId },
      inArray(orderItems.orderId, ids),
    );
    await lockProducts(
      tx,
      shopId,
      lines.map((l) => l.productId),
    );
  }
  return mine;
}

async function markAbnormal(tx: Db, shopId: string, orderId: number, reason: string, now: Date): Promise<void> {
  await new ShopScope(tx, shopId).update(
    orders,
    { abnormalAt: now, abnormalReason: reason, updatedAt: now },
    eq(orders.id, orderId),
  );
  await recordEvent(
    tx,
    {
      shopId,
      orderId,
      kind: 'abnormal',
      actor: 'system',
      detail: { reason, complaintDeadline: complaintDeadlineOf(now).toISOString() },
    },
    now,
  );
}

/** Paid orders not shipped by their deadline: cancelled, refunded, abnormal (lottery orders: points). */
export async function runNotShipped(tx: Db, now: Date): Promise<number> {
  const due = await tx
    .select({ shopId: orders.shopId, id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'to_ship'), ne(orders.orderType, 'lottery'), lte(orders.shipDeadline, now)))
    .orderBy(asc(orders.shipDeadline), asc(orders.id))
    .limit(BATCH);
  // Lottery orders first: marking them takes no count rows, and their locks are skipped alike.
  const points = await runLotteryLate(tx, now);
  const mine = await lockForSweep(tx, due);
  for (const o of mine) {
    await cancelOrder(tx, o.shopId, o.id, { reason: 'not_shipped', actor: 'system', status: 'system_cancelled' }, now);
    await markAbnormal(tx, o.shopId, o.id, 'not_shipped', now);
  }
  return mine.length + points;
}

/** Lottery orders unshipped at their deadline, or shipped after it: points deducted, once. */
async function runLotteryLate(tx: Db, now: Date): Promise<number> {
  const late = await tx
    .select({ shopId: orders.shopId, id: orders.id, shipDeadline: orders.shipDeadline })
    .from(orders)
    .where(
      and(
        eq(orders.orderType, 'lottery'),
        eq(orders.pointsDeducted, false),
        lte(orders.shipDeadline, now),
        or(
          inArray(orders.status, [...SHIPPABLE_STATUS]),
          and(isNotNull(orders.shippedAt), gt(orders.shippedAt, orders.shipDeadline)),
        ),
      ),
    )
    .orderBy(asc(orders.shipDeadline), asc(orders.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  for (const o of late) {
    const shop = new ShopScope(tx, o.shopId);
    await shop.update(orders, { pointsDeducted: true, updatedAt: now }, eq(orders.id, o.id));
    await shop.insert(shopPointDeductions, [
      {
        orderId: o.id,
        points: LOTTERY_LATE_POINTS,
        reason: 'lottery_late',
        note: `Lottery order ${o.id} not shipped by ${o.shipDeadline?.toISOString() ?? ''}`,
        at: now,
      },
    ]);
    await recordEvent(
      tx,
      {
        shopId: o.shopId,
        orderId: o.id,
        kind: 'points_deducted',
        actor: 'platform',
        detail: { points: LOTTERY_LATE_POINTS },
      },
      now,
    );
  }
  return late.length;
}

/** Shipped orders no carrier picked up within 7 days: cancelled, refunded, abnormal. */
export async function runNoPickup(tx: Db, now: Date): Promise<number> {
  const since = new Date(now.getTime() - ABNORMAL_ORDER_NO_DELIVERY_DAYS * DAY_MS);
  const due = await tx
    .select({ shopId: orders.shopId, id: orders.id })
    .from(orders)
    .where(
      and(
        inArray(orders.status, [...PARCEL_OUT_STATUS]),
        ne(orders.deliveryMode, 'self_delivery'),
        isNull(orders.pickedUpAt),
        lte(orders.shippedAt, since),
      ),
    )
    .orderBy(asc(orders.shippedAt), asc(orders.id))
    .limit(BATCH);
  const mine = await lockForSweep(tx, due);
  for (const o of mine) {
    await cancelOrder(tx, o.shopId, o.id, { reason: 'no_pickup', actor: 'system', status: 'system_cancelled' }, now);
    await voidParcels(tx, o.shopId, o.id, now);
    await markAbnormal(tx, o.shopId, o.id, 'no_pickup', now);
  }
  return mine.length;
}

/** The parcels never left the shop: they are voided and their units go back in stock. */
async function voidParcels(tx: Db, shopId: string, orderId: number, now: Date): Promise<void> {
  const shop = new ShopScope(tx, shopId);
  const parcels = await shop
    .update(
      shipments,
      { status: 'cancelled', cancelledAt: now },
      and(eq(shipments.orderId, orderId), isNull(shipments.cancelledAt)),
    )
    .returning({ lines: shipments.lines });
  const perLine = new Map<number, number>();
  for (const p of parcels) for (const l of p.lines) perLine.set(l.lineNo, (perLine.get(l.lineNo) ?? 0) + l.quantity);
  if (perLine.size === 0) return;
  const lines = await shop.pick(
    orderItems,
    { lineNo: orderItems.lineNo, skuId: orderItems.skuId, productId: orderItems.productId },
    eq(orderItems.orderId, orderId),
  );
  await moveStock(
    tx,
    shopId,
    'return',
    lines.map((l) => ({ skuId: l.skuId, productId: l.productId, quantity: perLine.get(l.lineNo) ?? 0 })),
    now,
  );
}

/** Abnormal orders whose complaint window passed with no complaint: the refund is final. */
export async function runComplaintWindow(tx: Db, now: Date): Promise<number> {
  const openedBefore = new Date(now.getTime() - COMPLAINT_WINDOW_DAYS * DAY_MS);
  const due = await tx
    .update(orders)
    .set({ cancelReason: COMPLAINT_EXPIRED, updatedAt: now })
    .where(
      and(
        lte(orders.abnormalAt, openedBefore),
        or(
          isNull(orders.cancelReason),
          and(ne(orders.cancelReason, COMPLAINT_EXPIRED), ne(orders.cancelReason, APPEAL_REJECTED)),
        ),
        // Correlated with the swept order over every shop: the appeal's shop is matched to the
        // order's column, not to one shop, so no scope can write it.
        notExists(
          tx
            .select({ one: sql`1` })
            .from(orderAppeals)
            .where(and(eq(orderAppeals.shopId, orders.shopId), eq(orderAppeals.orderId, orders.id))),
        ),
      ),
    )
    .returning({ shopId: orders.shopId, id: orders.id, refunded: orders.refundedAmount });
  for (const o of due) {
    await recordEvent(
      tx,
      {
        shopId: o.shopId,
        orderId: o.id,
        kind: 'refunded',
        actor: 'platform',
        detail: { amount: o.refunded, reason: COMPLAINT_EXPIRED, final: true },
      },
      now,
    );
  }
  return due.length;
}

/** Self-delivery orders shipped 20 days ago and not signed: the seller is asked to confirm receipt. */
export async function runSelfDeliveryReceipt(tx: Db, now: Date): Promise<number> {
  const since = new Date(now.getTime() - SELF_DELIVERY_CONFIRM_DAYS * DAY_MS);
  const due = await tx
    .update(orders)
    .set({ status: 'awaiting_confirmation', receiptRequestedAt: now, updatedAt: now })
    .where(
      and(
        eq(orders.deliveryMode, 'self_delivery'),
        inArray(orders.status, [...ON_ITS_WAY_STATUS]),
        isNull(orders.signedAt),
        isNull(orders.receiptRequestedAt),
        lte(orders.shippedAt, since),
      ),
    )
    .returning({ shopId: orders.shopId, id: orders.id });
  for (const o of due) {
    await recordEvent(
      tx,
      { shopId: o.shopId, orderId: o.id, kind: 'receipt_requested', actor: 'system', detail: {} },
      now,
    );
  }
  return due.length;
}

/** Shipped pick-up orders whose collection time came: the carrier picks their parcels up. */
export async function runPickupCollect(tx: Db, now: Date): Promise<number> {
  // Placed by now and shipped; the collection time is checked here, in Bangkok time.
  const candidates = await tx
    .select({ shopId: orders.shopId, id: orders.id, createdAt: orders.createdAt })
    .from(orders)
    .where(
      and(
        eq(orders.deliveryMode, 'pickup'),
        inArray(orders.status, [...PARCEL_OUT_STATUS]),
        isNull(orders.pickedUpAt),
        lte(orders.createdAt, now),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(BATCH);
  let changed = 0;
  const due = await lockForSweep(
    tx,
    candidates.filter((o) => pickupCollectionOf(o.createdAt).getTime() <= now.getTime()),
  );
  for (const o of due) {
    const parcels = await new ShopScope(tx, o.shopId)
      .pick(
        shipments,
        { id: shipments.id },
        and(eq(shipments.orderId, o.id), eq(shipments.status, 'shipped'), isNull(shipments.cancelledAt)),
      )
      .orderBy(asc(shipments.id));
    for (const p of parcels) await carrierEvent(tx, o.shopId, p.id, 'picked_up', now, 'pickup');
    if (parcels.length > 0) changed += 1;
  }
  return changed;
}
