import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';

/** An order as a sweep names it. */
export const orderKey = (shopId: string, orderId: number) => `${shopId}:${orderId}`;

/**
 * Locks the orders a sweep will change, before it changes anything, skipping those another
 * transaction holds now (they wait for the next run); answers the keys (orderKey) it locked.
 * A sweep is one transaction and each change it makes bumps count rows (order_counts,
 * after_sale_counts) it then holds to the end: had it waited for an order after that, a
 * merchant's move on that order, waiting for those count rows, would deadlock with it.
 */
export async function lockFreeOrders(
  tx: Db,
  wanted: readonly { shopId: string; orderId: number }[],
): Promise<Set<string>> {
  if (wanted.length === 0) return new Set();
  const locked = await tx
    .select({ shopId: orders.shopId, id: orders.id })
    .from(orders)
    .where(
      sql`(${orders.shopId}, ${orders.id}) in (${sql.join(
        wanted.map((o) => sql`(${o.shopId}, ${o.orderId})`),
        sql`, `,
      )})`,
    )
    .orderBy(asc(orders.shopId), asc(orders.id))
    .for('update', { skipLocked: true });
  return new Set(locked.map((o) => orderKey(o.shopId, o.id)));
}
