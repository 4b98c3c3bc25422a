import { and, gte, inArray, lt, sql } from 'drizzle-orm';
import { toNumber } from '../../db/numbers.ts';
import { adTransactions } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';

// What the shop's ad account spent in a span of time, read for the finance area's invoice details:
// the clicks charged to the prepaid balance (ledger.ts chargeClick), each a 'click' transaction, and
// the brand ads' days paid ('brand') less those given back on a rejection or withdrawal ('brandRefund').

/** The clicks charged in [from, to), what they cost and what brand ads cost, in satang (positive). */
export async function adSpendBetween(
  shop: ShopScope,
  from: Date,
  to: Date,
): Promise<{ clicks: number; spend: number; brandSpend: number }> {
  const t = adTransactions;
  const [row] = await shop.pick(
    t,
    {
      clicks: sql<number>`count(*) filter (where ${t.kind} = 'click')`.mapWith(toNumber),
      spend: sql<number>`coalesce(-sum(${t.amount}) filter (where ${t.kind} = 'click'), 0)`.mapWith(toNumber),
      brandSpend:
        sql<number>`coalesce(-sum(${t.amount}) filter (where ${t.kind} in ('brand', 'brandRefund')), 0)`.mapWith(
          toNumber,
        ),
    },
    and(inArray(t.kind, ['click', 'brand', 'brandRefund']), gte(t.at, from), lt(t.at, to)),
  );
  return { clicks: row?.clicks ?? 0, spend: row?.spend ?? 0, brandSpend: row?.brandSpend ?? 0 };
}
