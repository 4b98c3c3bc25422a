import type { MessageKey } from '@sc/contract/messages.ts';
import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { orders, type shipments } from '../../db/schema.ts';
import { ShopScope } from '../../db/tenant.ts';
import { BizError, notFound } from '../../errors.ts';
import { type OrderEventInput, recordEvent } from './timeline.ts';

// The order lifecycle (the stock rule at the top of db/tables/orders.ts), one file per verb:
// checkout.ts, pay.ts, ship.ts, carrier.ts, receipt.ts, cancel.ts. Plain functions on the caller's
// transaction, each limited to one shop: the marketplace simulator (checkout, payment, carrier
// events, the buyer's confirmation and cancel), the merchant's calls and the automatic rules all
// move orders through these, so an order's state, its amounts, the SKUs' reservations and its
// timeline always move together. Every verb starts with `lockOrder` below and ends with `writeOrder`.
//
// Locking: an order's writers take its row lock first. Every writer of SKU stock (stock.ts) then
// locks the products concerned (in product id order), then changes the SKUs one conditional
// UPDATE each in SKU id order. The statement trigger on skus writes the product row, so taking the
// product locks first keeps two orders on SKUs of one product from deadlocking
// (sku 1 → product ← sku 2).

export type OrderRow = typeof orders.$inferSelect;
export type ShipmentRow = typeof shipments.$inferSelect;

/** A marketplace refusal (the simulator's and the lifecycle's own messages). */
export const refuse = (
  key: MessageKey,
  params: Record<string, string | number> = {},
  reply: 'RULE_VIOLATED' | 'NOT_FOUND' | 'VALIDATION_FAILED' = 'RULE_VIOLATED',
) => new BizError(reply, key, params);

/** The marketplace's refusal of a move the order's state does not allow. */
export const stateRefused = (order: Pick<OrderRow, 'id' | 'status'>) =>
  refuse('mktOrderStateRefused', { orderId: String(order.id), status: order.status });

/** The order of the shop, or not found (another shop's order is not found either). */
export async function orderOf(
  tx: Tx,
  shopId: string,
  orderId: number,
  opts: { lock?: boolean } = {},
): Promise<OrderRow> {
  if (!Number.isSafeInteger(orderId)) throw notFound();
  const q = new ShopScope(tx, shopId).select(orders, eq(orders.id, orderId)).limit(1);
  const [row] = opts.lock ? await q.forUpdate() : await q;
  if (!row) throw notFound();
  return row;
}

declare const locked: unique symbol;
/** An order row read under its row lock in the caller's transaction (`lockOrder` gives one). */
export type LockedOrder = OrderRow & { readonly [locked]: true };

/**
 * The one way an order is moved: lock its row (writers of one order run one after the other, the
 * second sees what the first left), load it, and check that its state allows the move (`may`;
 * false is the marketplace's state refusal, a check may also throw a refusal of its own).
 * An order in dispute is seen in the state its lifecycle has under the dispute (dispute.ts), so a
 * parcel in transit may still be delivered while the platform looks at a case.
 */
export async function lockOrder(
  tx: Tx,
  shopId: string,
  orderId: number,
  may: (order: OrderRow) => boolean = () => true,
): Promise<LockedOrder> {
  const row = await orderOf(tx, shopId, orderId, { lock: true });
  const order = row.disputeReturnStatus === null ? row : { ...row, status: row.disputeReturnStatus };
  if (!may(order)) throw stateRefused(order);
  return order as LockedOrder;
}

/** What a verb changes on the order's row (`updatedAt` is set by `writeOrder`). */
export type OrderSet = Omit<Partial<typeof orders.$inferInsert>, 'updatedAt'>;
/** The timeline row a verb writes with its change (the shop and order are the order's). */
export type OrderEvent = Omit<OrderEventInput, 'shopId' | 'orderId'>;

/**
 * `set` as it applies to an order that may be in dispute: a new state goes to the state kept
 * under the dispute (dispute.ts) and the state shown stays in_dispute. A set naming
 * `disputeReturnStatus` is the dispute's own and applies as it is.
 */
export function underDispute(set: OrderSet): PgUpdateSetSource<typeof orders> {
  const { status, ...rest } = set;
  if (status === undefined || 'disputeReturnStatus' in set) return set;
  return {
    ...rest,
    status: sql<string>`case when ${orders.disputeReturnStatus} is null then ${status} else ${orders.status} end`,
    disputeReturnStatus: sql<
      string | null
    >`case when ${orders.disputeReturnStatus} is null then null else ${status} end`,
  };
}

/**
 * The one way a verb ends: the locked order's row takes `set` (and `updatedAt`), the timeline
 * gains `event`, and the order is returned as it now is. On an order in dispute a new state
 * becomes the state kept under the dispute (dispute.ts); only the dispute's own verbs, which set
 * `disputeReturnStatus` themselves, change the state shown.
 */
export async function writeOrder(
  tx: Tx,
  shopId: string,
  orderId: number,
  set: OrderSet,
  event: OrderEvent,
  now: Date,
): Promise<OrderRow> {
  const [after] = await new ShopScope(tx, shopId)
    .update(orders, { ...underDispute(set), updatedAt: now }, eq(orders.id, orderId))
    .returning();
  await recordEvent(tx, { shopId, orderId, ...event }, now);
  if (!after) throw notFound();
  return after;
}
