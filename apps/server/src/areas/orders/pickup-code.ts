import type { OrderPickupCode } from '@sc/contract/calls/orders.ts';
import { PICKUP_CODE_COLLECT_DAYS, PICKUP_CODE_UNUSED_DAYS } from '@sc/contract/constants.ts';
import {
  ON_ITS_WAY_STATUS,
  type OrderStatus,
  type PickupCodeStatus,
  statusIn,
  UNSHIPPED_STATUS,
} from '@sc/contract/orders.ts';
import { and, asc, count, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orderEvents, orders, pickupCodes } from '../../db/schema.ts';
import { ShopScope } from '../../db/tenant.ts';
import { lockOrder, type OrderRow } from './lock-order.ts';
import { iso } from './order-view.ts';
import { recordEvent } from './timeline.ts';

// Pick-up codes in use (/order/pickupCode; the shipping area imports and lists them). A pick-up
// order (deliveryMode pickup: the buyer collects the parcel at the carrier's pick-up point) is
// handed a code when the merchant ships it: the parcel is then on its way to the pick-up point,
// the buyer needs the code from that moment on, and only then is the carrier known whose codes
// these are (a paid order has none yet). The oldest imported unused code of that carrier is taken
// under its row lock, skipping codes another order is taking at the same moment, so two orders
// never get one code. None left: the order ships all the same, its timeline and page say so, and
// the next import of that carrier's codes hands it one (handOutWaitingCodes).
// The buyer collecting (the carrier's `signed`, or the buyer's confirmation) uses the code; a
// cancel, the last parcel called back, or a parcel that comes back before collection puts it back
// to unused; PICKUP_CODE_UNUSED_DAYS after import an unused code expires, PICKUP_CODE_COLLECT_DAYS
// after the handout an uncollected one does (expirePickupCodes, a job of the order rules).

const DAY_MS = 24 * 60 * 60 * 1000;
const c = pickupCodes;

export const PICKUP_EVENT = {
  assigned: 'pickup_code_assigned',
  missing: 'pickup_code_missing',
  released: 'pickup_code_released',
  expired: 'pickup_code_expired',
} as const;

/** A pick-up order shipped and not yet collected, nor closed: it should hold a code. */
const AWAITING_COLLECTION: readonly OrderStatus[] = ['partially_shipped', ...ON_ITS_WAY_STATUS];
/** The state the order's lifecycle has (an order in dispute keeps it under the dispute). */
const lifecycleStatus = sql<string>`coalesce(${orders.disputeReturnStatus}, ${orders.status})`;

/** Imported by `now` and not past PICKUP_CODE_UNUSED_DAYS: may be handed out at `now`. */
const unusedSince = (now: Date) => new Date(now.getTime() - PICKUP_CODE_UNUSED_DAYS * DAY_MS);

/**
 * Hands the locked pick-up order the oldest imported unused code of `carrierCode` (the order's
 * timeline says which), or, none being left, answers null (the timeline says so unless `quiet`).
 * An order that holds a code already keeps it.
 */
export async function assignPickupCode(
  tx: Tx,
  order: OrderRow,
  carrierCode: string,
  now: Date,
  opts: { quiet?: boolean } = {},
): Promise<string | null> {
  const shop = new ShopScope(tx, order.shopId);
  const held = await shop.first(c, eq(c.orderId, order.id));
  if (held) return held.code;
  const [free] = await shop
    .pick(
      c,
      { id: c.id, code: c.code },
      and(
        eq(c.status, 'unused'),
        eq(c.carrierCode, carrierCode),
        lte(c.importedAt, now),
        gt(c.importedAt, unusedSince(now)),
      ),
    )
    .orderBy(asc(c.importedAt), asc(c.code))
    .limit(1)
    .forUpdate({ skipLocked: true });
  if (!free) {
    if (!opts.quiet) {
      await recordEvent(
        tx,
        {
          shopId: order.shopId,
          orderId: order.id,
          kind: PICKUP_EVENT.missing,
          actor: 'system',
          detail: { carrierCode },
        },
        now,
      );
    }
    return null;
  }
  await shop.update(c, { status: 'assigned', orderId: order.id }, eq(c.id, free.id));
  await recordEvent(
    tx,
    {
      shopId: order.shopId,
      orderId: order.id,
      kind: PICKUP_EVENT.assigned,
      actor: 'system',
      detail: { code: free.code, carrierCode },
    },
    now,
  );
  return free.code;
}

/** The buyer collected the order: its assigned code is used. The caller holds the order's lock. */
export async function collectPickupCode(tx: Tx, order: OrderRow, now: Date): Promise<void> {
  if (order.deliveryMode !== 'pickup') return;
  await new ShopScope(tx, order.shopId).update(
    c,
    { status: 'used', usedAt: now },
    and(eq(c.orderId, order.id), eq(c.status, 'assigned')),
  );
}

/**
 * The order will not be collected (cancelled, its parcel called back or coming back): its assigned
 * code is unused again, first in line for the next order of its carrier. The caller holds the
 * order's lock.
 */
export async function releasePickupCode(tx: Tx, order: OrderRow, now: Date): Promise<void> {
  if (order.deliveryMode !== 'pickup') return;
  const released = await new ShopScope(tx, order.shopId)
    .update(c, { status: 'unused', orderId: null }, and(eq(c.orderId, order.id), eq(c.status, 'assigned')))
    .returning({ code: c.code });
  for (const r of released) {
    await recordEvent(
      tx,
      {
        shopId: order.shopId,
        orderId: order.id,
        kind: PICKUP_EVENT.released,
        actor: 'system',
        detail: { code: r.code },
      },
      now,
    );
  }
}

/** The shop's pick-up orders waiting for a code: shipped, not collected, holding none. */
const waitingWhere = (shop: ShopScope) =>
  shop.where(
    orders,
    eq(orders.deliveryMode, 'pickup'),
    inArray(lifecycleStatus, [...AWAITING_COLLECTION]),
    // Correlated with the order row: the code's shop is matched to the order's column.
    sql`not exists (select 1 from ${c} where ${c.shopId} = ${orders.shopId} and ${c.orderId} = ${orders.id})`,
  );

/** How many pick-up orders wait for a code, by carrier. */
export async function pickupOrdersWaiting(shop: ShopScope): Promise<{ carrierCode: string; orders: number }[]> {
  const rows = await shop.tx
    .select({ carrierCode: orders.carrierCode, n: count() })
    .from(orders)
    .where(waitingWhere(shop))
    .groupBy(orders.carrierCode)
    .orderBy(asc(orders.carrierCode));
  return rows.flatMap((r) => (r.carrierCode ? [{ carrierCode: r.carrierCode, orders: Number(r.n) }] : []));
}

/**
 * After an import: the pick-up orders that shipped while no code of their carrier was left get one
 * each, oldest shipped first, as far as the carrier's unused codes go. Answers how many were handed out.
 */
export async function handOutWaitingCodes(shop: ShopScope, now: Date, max: number): Promise<number> {
  const waiting = await shop.tx
    .select({ id: orders.id, carrierCode: orders.carrierCode })
    .from(orders)
    .where(waitingWhere(shop))
    .orderBy(asc(orders.shippedAt), asc(orders.id))
    .limit(max);
  const dry = new Set<string>();
  let handed = 0;
  for (const w of waiting) {
    if (!w.carrierCode || dry.has(w.carrierCode)) continue;
    const order = await lockOrder(shop.tx, shop.shopId, w.id);
    // Read again under the lock: another move may have collected, closed or coded it meanwhile.
    if (order.deliveryMode !== 'pickup' || !statusIn(AWAITING_COLLECTION, order.status) || !order.carrierCode) continue;
    const held = await shop.first(c, eq(c.orderId, order.id));
    if (held) continue;
    const code = await assignPickupCode(shop.tx, order, order.carrierCode, now, { quiet: true });
    if (code === null) dry.add(order.carrierCode);
    else handed += 1;
  }
  return handed;
}

/** The order's pick-up code as its page shows it; null for an order not collected at a pick-up point. */
export async function pickupCodeOf(shop: ShopScope, order: OrderRow): Promise<OrderPickupCode | null> {
  if (order.deliveryMode !== 'pickup') return null;
  const row = await shop.first(c, eq(c.orderId, order.id));
  if (row) {
    return {
      state: row.status as Exclude<PickupCodeStatus, 'unused'>,
      code: row.code,
      carrierCode: row.carrierCode,
      usedAt: iso(row.usedAt),
    };
  }
  const status = order.disputeReturnStatus ?? order.status;
  const none = { code: null, carrierCode: order.carrierCode, usedAt: null };
  if (statusIn(UNSHIPPED_STATUS, status) || status === 'frozen') return { ...none, state: 'not_shipped' };
  if (statusIn(AWAITING_COLLECTION, status)) return { ...none, state: 'missing' };
  return null;
}

/**
 * The order rules' sweep over every shop's codes: unused ones imported PICKUP_CODE_UNUSED_DAYS ago,
 * and assigned ones handed out PICKUP_CODE_COLLECT_DAYS ago and not collected, expire (the latter
 * on the order's timeline too). Codes another move holds are left for the next run.
 */
export async function expirePickupCodes(tx: Db, now: Date): Promise<number> {
  const stale = await tx
    .update(c)
    .set({ status: 'expired' })
    .where(and(eq(c.status, 'unused'), lte(c.importedAt, unusedSince(now))))
    .returning({ id: c.id });
  const handedBefore = new Date(now.getTime() - PICKUP_CODE_COLLECT_DAYS * DAY_MS);
  const e = orderEvents;
  // Over every shop: the event's shop and order are matched to the code's columns. The handout is
  // the code's latest assigned event on its order (a code called back and handed out again counts
  // from the second time).
  const handedLongAgo = sql`(select max(${e.at}) from ${e} where ${e.shopId} = ${c.shopId} and ${e.orderId} = ${c.orderId}
    and ${e.kind} = ${PICKUP_EVENT.assigned} and ${e.detail} ->> 'code' = ${c.code}) <= ${handedBefore.toISOString()}::timestamptz`;
  const due = await tx
    .select({ shopId: c.shopId, id: c.id, orderId: c.orderId, code: c.code })
    .from(c)
    .where(and(eq(c.status, 'assigned'), handedLongAgo))
    .orderBy(asc(c.shopId), asc(c.id))
    .for('update', { skipLocked: true });
  for (const code of due) {
    const shop = new ShopScope(tx, code.shopId);
    await shop.update(c, { status: 'expired' }, and(eq(c.id, code.id), eq(c.status, 'assigned')));
    if (code.orderId !== null) {
      await recordEvent(
        tx,
        {
          shopId: code.shopId,
          orderId: code.orderId,
          kind: PICKUP_EVENT.expired,
          actor: 'system',
          detail: { code: code.code },
        },
        now,
      );
    }
  }
  return stale.length + due.length;
}
