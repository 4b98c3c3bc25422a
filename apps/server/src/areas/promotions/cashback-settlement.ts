import { CASHBACK_AFTER_RECEIPT_DAYS, lastMonthEnd } from '@sc/contract/cashback.ts';
import { CANCELLED_ORDER_STATUS } from '@sc/contract/purchase-limits.ts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

// The month-end settlement of cashback (product-spec §9 "Cashback rules are settled at month end"),
// a sweep over every shop on the server's clock:
// 1. a pending record whose order was cancelled or refunded (any amount) is not cashed back, and
//    its amount goes back to its rule's budget;
// 2. a pending record due (the buyer signed for the order CASHBACK_AFTER_RECEIPT_DAYS ago) by the
//    last month end (the first instant of this month, Bangkok time) is cashed back.
// Step 1 runs first in the same sweep, so an order refunded before its settlement is never paid.
// Run again at the same time, it changes nothing.

const cancelled = sql.join(
  CANCELLED_ORDER_STATUS.map((s) => sql`${s}`),
  sql`, `,
);

export async function settleCashback(tx: Db, now: Date): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const voided = (await tx.execute(sql`
    with voided as (
      update cashback_records r set state = 'not_cashed_back', settled_at = ${at}
      from orders o
      where r.state = 'pending' and o.shop_id = r.shop_id and o.id = r.order_id
        and (o.status in (${cancelled}) or o.refunded_amount > 0)
      returning r.shop_id, r.cashback_id, r.amount
    ), given_back as (
      update cashback_rules c set budget_used = greatest(c.budget_used - v.total, 0)
      from (select shop_id, cashback_id, sum(amount) as total from voided group by shop_id, cashback_id) v
      where c.shop_id = v.shop_id and c.id = v.cashback_id
      returning c.id
    )
    select (select count(*) from voided)::int as n, (select count(*) from given_back)::int as rules
  `)) as unknown as { rows: { n: number }[] };
  const monthEnd = sql`${lastMonthEnd(now).toISOString()}::timestamptz`;
  const paid = (await tx.execute(sql`
    update cashback_records r set state = 'cashed_back', settled_at = ${at}
    from orders o
    where r.state = 'pending' and o.shop_id = r.shop_id and o.id = r.order_id
      and o.signed_at is not null
      and o.signed_at + make_interval(days => ${CASHBACK_AFTER_RECEIPT_DAYS}) <= ${monthEnd}
      and o.status not in (${cancelled}) and o.refunded_amount = 0
    returning r.id
  `)) as unknown as { rows: unknown[] };
  return (voided.rows[0]?.n ?? 0) + paid.rows.length;
}
