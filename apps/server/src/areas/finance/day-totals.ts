import type { TradeFilter } from '@sc/contract/calls/finance.ts';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { bangkokDay, bangkokDayStart } from '../../bangkok-time.ts';
import type { Db, Tx } from '../../db/client.ts';
import { toNumber } from '../../db/numbers.ts';
import { ledgerLines } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';

// The closed days' totals of the ledger (tables ledger_day_totals and ledger_totals_marks): the
// count and sum of each shop's lines per Bangkok day and kind, written by the finance.day-totals
// job for the days that have closed, so the trade list's count and sum read a few rows a day
// instead of every line. A line is posted at the time of its event and never changed, so a closed
// day's totals stay true. The job, never a trigger: a trigger would make every payment of a shop
// wait on one row.
//
// A shop's mark says what the totals hold: its lines before `totalled_before` with an id up to
// `max_line_id`. Every other line (the day not closed yet, days the job has not reached, a line
// that arrived late for a closed day) is counted live, and the job's next run takes it in.

/**
 * How long after a Bangkok midnight the day counts as closed: a money event's transaction that
 * started before midnight has committed by then, so no line of the day arrives after its totals.
 */
export const DAY_CLOSE_GRACE_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The lines of a trade list filter: Bangkok days, both included. */
export function tradeWhere(f: TradeFilter): SQL | undefined {
  return and(
    f.kind ? eq(ledgerLines.kind, f.kind) : undefined,
    f.orderId ? eq(ledgerLines.orderId, Number(f.orderId)) : undefined,
    f.from ? gte(ledgerLines.at, bangkokDayStart(f.from)) : undefined,
    f.to ? lt(ledgerLines.at, new Date(bangkokDayStart(f.to).getTime() + DAY_MS)) : undefined,
  );
}

type Mark = { shopId: string; before: Date | null; maxLineId: number };

/**
 * Totals every shop's lines of the days closed at `now` that its totals do not hold yet (all days
 * since its first line the first time, the days since the last run after that, and any line that
 * arrived since for a day already totalled); then moves each shop's mark. Run under the job's
 * advisory lock; running it twice at one time changes nothing the second time. Answers the
 * total rows written.
 */
export async function totalClosedDays(db: Db | Tx, now: Date): Promise<number> {
  const before = bangkokDayStart(bangkokDay(new Date(now.getTime() - DAY_CLOSE_GRACE_MS)));
  const top = (await db.execute(sql`select coalesce(max(id), 0)::bigint as id from ledger_lines`)) as unknown as {
    rows: { id: unknown }[];
  };
  const maxLineId = toNumber(top.rows[0]?.id ?? 0);
  // Every shop with a line, or with a mark, is swept (shops is the platform's table of shops).
  const marks = (
    (await db.execute(sql`
      select s.id as "shopId", m.totalled_before as before, coalesce(m.max_line_id, 0)::bigint as "maxLineId"
      from shops s left join ledger_totals_marks m on m.shop_id = s.id
      order by s.id
    `)) as unknown as { rows: { shopId: string; before: Date | string | null; maxLineId: unknown }[] }
  ).rows.map(
    (r): Mark => ({
      shopId: r.shopId,
      before: r.before === null ? null : new Date(r.before),
      maxLineId: toNumber(r.maxLineId),
    }),
  );
  let written = 0;
  for (const mark of marks) {
    if (mark.before !== null && mark.before >= before && mark.maxLineId >= maxLineId) continue;
    written += await totalShop(db, mark, before, maxLineId);
  }
  return written;
}

async function totalShop(db: Db | Tx, mark: Mark, before: Date, maxLineId: number): Promise<number> {
  const from = mark.before ?? new Date(0);
  // A clock set back never takes a day out of the totals.
  if (mark.before !== null && mark.before > before) before = mark.before;
  // The lines the totals do not hold yet, of days closed now: after the old mark's day (by the
  // shop-and-time index), then those with an id above the old mark's that arrived late for a day
  // already totalled (by the line id).
  const closed = sql`l.shop_id = ${mark.shopId} and l.at < ${before.toISOString()}::timestamptz and l.id <= ${maxLineId}`;
  let written = 0;
  for (const which of [
    sql`l.at >= ${from.toISOString()}::timestamptz`,
    sql`l.at < ${from.toISOString()}::timestamptz and l.id > ${mark.maxLineId}`,
  ]) {
    const rows = (await db.execute(sql`
      insert into ledger_day_totals as t (shop_id, day, kind, lines, amount)
      select l.shop_id, (l.at at time zone 'Asia/Bangkok')::date, l.kind, count(*), sum(l.amount)
      from ledger_lines l
      where ${closed} and ${which}
      group by 1, 2, 3
      on conflict (shop_id, day, kind) do update
        set lines = t.lines + excluded.lines, amount = t.amount + excluded.amount
      returning 1
    `)) as unknown as { rows: unknown[] };
    written += rows.rows.length;
  }
  await db.execute(sql`
    insert into ledger_totals_marks (shop_id, totalled_before, max_line_id)
    values (${mark.shopId}, ${before.toISOString()}::timestamptz, ${maxLineId})
    on conflict (shop_id) do update
      set totalled_before = excluded.totalled_before, max_line_id = excluded.max_line_id
  `);
  return written;
}

/**
 * The count and sum of the shop's lines that match the filter. A filter of kind and days reads
 * the closed days' totals inside its days and counts the rest of its lines live; a filter of one
 * order reads that order's lines (a few, by the shop-and-order index). One statement, so the
 * totals and the live lines are read at one moment even while the job runs.
 */
export async function tradeTotals(shop: ShopScope, f: TradeFilter): Promise<{ n: number; sum: number }> {
  const where = tradeWhere(f) ?? sql`true`;
  if (f.orderId) {
    const direct = (await shop.tx.execute(sql`
      select count(*)::bigint as n, coalesce(sum(ledger_lines.amount), 0)::bigint as sum
      from ledger_lines where ledger_lines.shop_id = ${shop.shopId} and ${where}
    `)) as unknown as { rows: { n: unknown; sum: unknown }[] };
    return { n: toNumber(direct.rows[0]?.n ?? 0), sum: toNumber(direct.rows[0]?.sum ?? 0) };
  }
  const days = sql.join(
    [
      sql`t.shop_id = ${shop.shopId}`,
      f.kind ? sql`t.kind = ${f.kind}` : sql`true`,
      f.from ? sql`t.day >= ${f.from}::date` : sql`true`,
      f.to ? sql`t.day <= ${f.to}::date` : sql`true`,
    ],
    sql` and `,
  );
  // The mark read first gives the planner the bounds as values (so it takes the indexes); the
  // statement reads the mark again, and a mark only moves forward, so its own reading decides.
  const [seen] = (
    (await shop.tx.execute(
      sql`select totalled_before as before, max_line_id as top from ledger_totals_marks where shop_id = ${shop.shopId}`,
    )) as unknown as { rows: { before: Date | string; top: unknown }[] }
  ).rows;
  const seenBefore = seen ? new Date(seen.before).toISOString() : '-infinity';
  const seenTop = seen ? toNumber(seen.top) : 0;
  const result = (await shop.tx.execute(sql`
    with m as (
      select coalesce(max(totalled_before), '-infinity'::timestamptz) as before, coalesce(max(max_line_id), 0) as top,
        count(*) as marked
      from ledger_totals_marks where shop_id = ${shop.shopId}
    ),
    closed as (
      select coalesce(sum(t.lines), 0)::bigint as n, coalesce(sum(t.amount), 0)::bigint as sum
      from ledger_day_totals t where ${days} and (select marked from m) > 0
    ),
    -- The lines counted live in two parts, each on its own index: those of the days not
    -- totalled (shop, time) and those that arrived late for a day totalled (line id).
    live as (
      select count(*)::bigint as n, coalesce(sum(ledger_lines.amount), 0)::bigint as sum
      from ledger_lines
      where ledger_lines.shop_id = ${shop.shopId} and ${where}
        and ledger_lines.at >= ${seenBefore}::timestamptz and ledger_lines.at >= (select before from m)
    ),
    late as (
      select count(*)::bigint as n, coalesce(sum(ledger_lines.amount), 0)::bigint as sum
      from ledger_lines
      where ledger_lines.shop_id = ${shop.shopId} and ${where}
        and ledger_lines.id > ${seenTop} and ledger_lines.id > (select top from m) and ledger_lines.at < (select before from m)
    )
    select closed.n + live.n + late.n as n, closed.sum + live.sum + late.sum as sum from closed, live, late
  `)) as unknown as { rows: { n: unknown; sum: unknown }[] };
  return { n: toNumber(result.rows[0]?.n ?? 0), sum: toNumber(result.rows[0]?.sum ?? 0) };
}
