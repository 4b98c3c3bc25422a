import { and, asc, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { afterSales, orders } from '../../db/schema.ts';
import type { Job } from '../../jobs/job.ts';
import { timeOut } from './cases.ts';
import { runReceiptRetention } from './receipts.ts';

// The after-sale timers (machine.ts DEADLINE_OF; product-spec section 4 "refund is automatic if
// the seller does not act in time", section 9 platform intervention 48 hours and receipts kept
// one year). One sweep reads the cases whose deadline passed, oldest first, from the partial
// index on deadline_at; each case is moved under its row lock and the move
// clears or replaces its deadline, so a second run at the same time finds nothing to do.

const MINUTE = 60 * 1000;
const BATCH = 500;

export async function runCaseTimers(tx: Db, now: Date): Promise<number> {
  const due = await tx
    .select({ shopId: afterSales.shopId, id: afterSales.id, orderId: afterSales.orderId })
    .from(afterSales)
    .where(and(isNotNull(afterSales.deadlineAt), lte(afterSales.deadlineAt, now)))
    .orderBy(asc(afterSales.deadlineAt), asc(afterSales.id))
    .limit(BATCH);
  if (due.length === 0) return 0;
  // The sweep is one transaction: it takes the locks of all the orders it will touch first,
  // skipping any a merchant's move holds now (those cases wait for the next run). Otherwise,
  // holding the tab-count rows of one case's move, it could wait for an order a merchant holds
  // while that merchant waits for those count rows.
  const pairs = [...new Map(due.map((c) => [`${c.shopId}:${c.orderId}`, c])).values()];
  const locked = await tx
    .select({ shopId: orders.shopId, id: orders.id })
    .from(orders)
    .where(
      sql`(${orders.shopId}, ${orders.id}) in (${sql.join(
        pairs.map((c) => sql`(${c.shopId}, ${c.orderId})`),
        sql`, `,
      )})`,
    )
    .orderBy(asc(orders.shopId), asc(orders.id))
    .for('update', { skipLocked: true });
  const free = new Set(locked.map((o) => `${o.shopId}:${o.id}`));
  let changed = 0;
  for (const c of due) {
    if (!free.has(`${c.shopId}:${c.orderId}`)) continue;
    if (await timeOut(tx, c.shopId, c.id, now)) changed += 1;
  }
  return changed;
}

export const afterSaleJobs: readonly Job[] = [
  { name: 'after-sales.timers', everyMs: MINUTE, run: runCaseTimers },
  { name: 'after-sales.receipt-retention', everyMs: 60 * MINUTE, run: runReceiptRetention },
];
