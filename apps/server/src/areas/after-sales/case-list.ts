import {
  AFTER_SALE_TAB_STATES,
  AFTER_SALE_TABS,
  AFTER_SALE_WAITING_MERCHANT,
  type AfterSaleDeadline,
  type AfterSaleReason,
  type AfterSaleStatus,
  type AfterSaleTab,
  type AfterSaleType,
} from '@sc/contract/after-sales.ts';
import type {
  AfterSaleFilter,
  AfterSaleRow,
  afterSaleFilter,
  afterSaleListLine,
} from '@sc/contract/calls/after-sales.ts';
import { toYN } from '@sc/contract/common.ts';
import { and, asc, desc, eq, getTableColumns, gte, inArray, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { toNumber } from '../../db/numbers.ts';
import { executeNamed } from '../../db/prepared.ts';
import { afterSaleCounts, afterSaleItems, afterSales, orderItems } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import type { CaseRow } from './money.ts';

// The after-sale list of /order/aftersale (/oms/shop/after/sale/list): tabs by state group, type,
// case or order number, buyer, time applied. Open cases first, the nearest deadline first (the
// partial index on (shop_id, deadline_at, id)); then the others, newest first. Tab counts come from
// after_sale_counts; the page, its products, its counts and its total are one statement (listCases).

export type AfterSaleFilterValue = z.output<typeof afterSaleFilter>;
export type { AfterSaleFilter };

type AfterSaleListLine = z.infer<typeof afterSaleListLine>;

const baht = (satang: number) => satang / 100;

/** The filter's condition, without the tab (the tab counts use it too). */
export function filterWhere(f: AfterSaleFilterValue): (SQL | undefined)[] {
  return [
    f.type ? eq(afterSales.type, f.type) : undefined,
    f.caseId ? sql`${afterSales.id} = ${f.caseId}::bigint` : undefined,
    f.orderId ? sql`${afterSales.orderId} = ${f.orderId}::bigint` : undefined,
    // The pattern comes from a subquery: PostgreSQL then guesses its share of the cases as it
    // does for any value, so the named list statement's plan, kept for every buyer, costs what
    // each call's own would (with the pattern's own share it kept planning every call: 1.5 ms).
    f.buyer
      ? sql`${afterSales.buyerNickname} ilike (select ${`%${f.buyer.replace(/[\\%_]/g, '\\$&')}%`}::text)`
      : undefined,
    f.appliedFrom ? gte(afterSales.appliedAt, new Date(f.appliedFrom)) : undefined,
    f.appliedTo ? lte(afterSales.appliedAt, new Date(f.appliedTo)) : undefined,
    f.waitingMerchant === 'y' ? inArray(afterSales.status, [...AFTER_SALE_WAITING_MERCHANT]) : undefined,
  ];
}

export function tabWhere(tab: AfterSaleTab): SQL | undefined {
  const states = AFTER_SALE_TAB_STATES[tab];
  return states ? inArray(afterSales.status, [...states]) : undefined;
}

export function presentRow(c: CaseRow): AfterSaleRow {
  return {
    caseId: String(c.id),
    orderId: String(c.orderId),
    type: c.type as AfterSaleType,
    status: c.status as AfterSaleStatus,
    reason: c.reason as AfterSaleReason,
    buyerNickname: c.buyerNickname,
    title: c.title,
    imageUrl: c.imageUrl,
    quantity: c.quantity,
    refundAmount: baht(c.refundAmount),
    refundedAmount: baht(c.refundedAmount),
    appliedAt: c.appliedAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    deadlineKind: (c.deadlineKind as AfterSaleDeadline | null) ?? null,
    deadlineAt: c.deadlineAt ? c.deadlineAt.toISOString() : null,
    waitingMerchant: toYN(AFTER_SALE_WAITING_MERCHANT.includes(c.status as AfterSaleStatus)),
  };
}

/** The filter searches (by number, buyer or time) beyond the tab, type and waiting flag. */
const searches = (f: AfterSaleFilterValue) =>
  f.caseId !== '' || f.orderId !== '' || f.buyer !== '' || f.appliedFrom !== undefined || f.appliedTo !== undefined;

/**
 * The list's order as three runs, each read in index order: the cases with a running timer,
 * nearest deadline first; the open cases waiting on the platform without one (intervening with
 * the shop's evidence, an appeal under review), last moved first; then the final ones, newest
 * first. A page takes from one run and goes on into the next; the export reads them in turn.
 */
export const LIST_RUNS = [
  { only: isNotNull(afterSales.deadlineAt), key: afterSales.deadlineAt, dir: 'asc' },
  { only: and(isNull(afterSales.deadlineAt), isNull(afterSales.closedAt)), key: afterSales.updatedAt, dir: 'desc' },
  { only: and(isNull(afterSales.deadlineAt), isNotNull(afterSales.closedAt)), key: afterSales.appliedAt, dir: 'desc' },
] as const;
export type ListRun = (typeof LIST_RUNS)[number];

export const runOrder = (run: ListRun) =>
  run.dir === 'asc' ? [asc(run.key), asc(afterSales.id)] : [desc(run.key), desc(afterSales.id)];

/** The tab counts of the shop from after_sale_counts rows (of one type when the filter says so). */
function countsByTab(rows: readonly { status: string; n: number }[], f: AfterSaleFilterValue) {
  const waiting = f.waitingMerchant === 'y';
  const tabCounts = Object.fromEntries(AFTER_SALE_TABS.map((t) => [t, 0])) as Record<AfterSaleTab, number>;
  for (const r of rows) {
    const status = r.status as AfterSaleStatus;
    if (waiting && !AFTER_SALE_WAITING_MERCHANT.includes(status)) continue;
    for (const tab of AFTER_SALE_TABS) {
      const states = AFTER_SALE_TAB_STATES[tab];
      if (!states || states.includes(status)) tabCounts[tab] += toNumber(r.n);
    }
  }
  return tabCounts;
}

const caseColumns = Object.entries(getTableColumns(afterSales));

/** A case read by a raw statement (column names as stored) as drizzle would have read it. */
function caseOf(raw: Record<string, unknown>): CaseRow {
  return Object.fromEntries(
    caseColumns.map(([key, column]) => {
      const value = raw[column.name];
      return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  ) as CaseRow;
}

type ListRow = Record<string, unknown> & {
  counts: { status: string; n: number }[];
  found: string | null;
  run: number | null;
  lines: AfterSaleListLine[] | null;
};

/**
 * One statement: the tab counts (after_sale_counts, of the type asked for), the count of a search,
 * the size of the first run and, only when the page reaches past it, of the second; then the page
 * read from each run in index order, each run given the part of the page that falls in it, each
 * case with the products it covers. The page is left-joined to the one row of figures, so a page
 * past the end still brings the counts.
 */
export async function listCases(
  shop: ShopScope,
  p: AfterSaleFilterValue & { page: { pageNum: number; pageSize: number } },
) {
  const { pageNum, pageSize } = p.page;
  const from = (pageNum - 1) * pageSize;
  const to = from + pageSize;
  const where = [...filterWhere(p), tabWhere(p.tab)];
  // A search by part of the buyer's name is read once, through the trigram index, into `found`
  // (its cases' ids); the counts and the runs then read those cases by id. Each of them matching
  // the name again would read the index again: five times for one page, each time through the
  // posting lists of trigrams every buyer's name holds (bench after-sales-list).
  const byBuyer = p.buyer !== '';
  const found = byBuyer
    ? sql`found as materialized (select ${afterSales.id} as id from ${afterSales} where ${shop.where(afterSales, ...where)}), `
    : sql``;
  const cases = (...more: (SQL | undefined)[]) =>
    byBuyer
      ? sql`from ${afterSales} where ${shop.where(afterSales, ...more)} and ${afterSales.id} in (select id from found)`
      : sql`from ${afterSales} where ${shop.where(afterSales, ...where, ...more)}`;
  const [timed, untimed, final] = LIST_RUNS;
  const c = afterSaleCounts;
  const i = afterSaleItems;
  const l = orderItems;
  // The products each case of the page covers (its units with their order lines), in line order,
  // read beside the page; the case's own shop joins them, so no other shop's line can come in.
  const linesOfPage = sql`(select coalesce(json_agg(json_build_object('lineNo', ${i.lineNo}, 'title', ${l.title},
      'specValues', ${l.specValues}, 'imageUrl', ${l.imageUrl}, 'quantity', ${i.quantity}) order by ${i.lineNo}), '[]'::json)
    from ${i} join ${l} on ${l.shopId} = ${i.shopId} and ${l.orderId} = ${i.orderId} and ${l.lineNo} = ${i.lineNo}
    where ${i.shopId} = page.shop_id and ${i.caseId} = page.id)`;
  // The part of the page in a run that starts after `before` cases: [from, to) moved into the run.
  const part = (i: number, run: ListRun, before: SQL) =>
    sql`(select ${sql.raw(String(i))} as run, ${afterSales}.* ${cases(run.only)} order by ${sql.join(runOrder(run), sql`, `)}
      limit (select greatest(0, ${to} - (${before})) - greatest(0, ${from} - (${before})) from k)
      offset (select greatest(0, ${from} - (${before})) from k))`;
  const query = sql`with ${found}k0 as (select
      (select coalesce(json_agg(json_build_object('status', ${c.status}, 'n', ${c.count})), '[]'::json)
        from ${c} where ${shop.where(c, p.type ? eq(c.type, p.type) : undefined)}) as counts,
      ${byBuyer ? sql`(select count(*) from found)` : searches(p) ? sql`(select count(*) ${cases()})` : sql`null::bigint`} as found,
      (select count(*) ${cases(timed.only)}) as n0
    ), k as (select counts, found, n0,
      case when ${to} > n0 then (select count(*) ${cases(untimed.only)}) else 0 end as n1 from k0)
    select k.counts, k.found, page.*, ${linesOfPage} as lines from k left join (
      ${part(0, timed, sql`0`)} union all ${part(1, untimed, sql`n0`)} union all ${part(2, final, sql`n0 + n1`)}
    ) page on true
    order by page.run, case page.run when 0 then page.deadline_at end,
      case page.run when 1 then page.updated_at when 2 then page.applied_at end desc,
      case page.run when 0 then page.id else -page.id end`;
  // Sent by a name made of its text (db/prepared.ts): each connection plans it once, for every
  // shop and value. The page's columns come under their stored names.
  const rows = await executeNamed<ListRow>(shop.tx, query);
  const [first] = rows;
  const tabCounts = countsByTab(first?.counts ?? [], p);
  // Without a search the tab's count is the list's total; a search counts what it finds.
  const total = first?.found === null || first?.found === undefined ? tabCounts[p.tab] : toNumber(first.found);
  const page = rows.filter((r) => r.run !== null);
  return {
    list: page.map((r) => ({ ...presentRow(caseOf(r)), lines: r.lines ?? [] })),
    page: { pageNum, pageSize, count: total },
    tabCounts,
  };
}

/** Cases waiting for the merchant (the action centre). */
export function waitingCount(shop: ShopScope): Promise<number> {
  return shop.count(afterSales, inArray(afterSales.status, [...AFTER_SALE_WAITING_MERCHANT]));
}
