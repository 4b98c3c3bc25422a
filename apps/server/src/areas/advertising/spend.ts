import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { toNumber } from '../../db/numbers.ts';
import { adTransactions } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';

// What the shop's ad account spent in a span of time, read for the finance area's invoice details:
// the clicks charged to the prepaid balance (ledger.ts chargeClick), each a 'click' transaction.

/** The clicks charged in [from, to) and what they cost, in satang (positive). */
export async function adSpendBetween(
  shop: ShopScope,
  from: Date,
  to: Date,
): Promise<{ clicks: number; spend: number }> {
  const [row] = await shop.pick(
    adTransactions,
    {
      clicks: sql<number>`count(*)`.mapWith(toNumber),
      spend: sql<number>`coalesce(-sum(${adTransactions.amount}), 0)`.mapWith(toNumber),
    },
    and(eq(adTransactions.kind, 'click'), gte(adTransactions.at, from), lt(adTransactions.at, to)),
  );
  return { clicks: row?.clicks ?? 0, spend: row?.spend ?? 0 };
}
