import { and, asc, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { afterSales } from '../../db/schema.ts';
import type { Job } from '../../jobs/job.ts';
import { lockFreeOrders, orderKey } from '../orders/index.ts';
import { timeOut } from './case-platform.ts';
import { runReceiptRetention } from './receipts.ts';

// The after-sale timers (machine.ts DEADLINE_OF; platform intervention 48 hours and
// receipts kept one year). One sweep reads the cases whose deadline passed, oldest first, from the
// partial index on deadline_at; each case is moved under its row lock and the move clears or
// replaces its deadline, so a second run at the same time finds nothing to do.

const MINUTE = 60 * 1000;
const BATCH = 500;

export async function runCaseTimers(tx: Db, now: Date): Promise<number> {
  const due = await tx
    .select({ shopId: afterSales.shopId, id: afterSales.id, orderId: afterSales.orderId })
    .from(afterSales)
    .where(and(isNotNull(afterSales.deadlineAt), lte(afterSales.deadlineAt, now)))
    .orderBy(asc(afterSales.deadlineAt), asc(afterSales.id))
    .limit(BATCH);
  // Locks first, skipping orders a merchant's move holds (see lockFreeOrders).
  const free = await lockFreeOrders(tx, due);
  let changed = 0;
  for (const c of due) {
    if (!free.has(orderKey(c.shopId, c.orderId))) continue;
    if (await timeOut(tx, c.shopId, c.id, now)) changed += 1;
  }
  return changed;
}

export const afterSaleJobs: readonly Job[] = [
  { name: 'after-sales.timers', everyMs: MINUTE, run: runCaseTimers },
  { name: 'after-sales.receipt-retention', everyMs: 60 * MINUTE, run: runReceiptRetention },
];
