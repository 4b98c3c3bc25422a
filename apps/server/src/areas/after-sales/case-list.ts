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
import type { Tx } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { toNumber } from '../../db/numbers.ts';
import { asIs, asPlaceholder, type Bind, BuiltOnce, executeBuilt, placeholderValues } from '../../db/prepared.ts';
import { afterSaleBuyers, afterSaleCounts, afterSaleItems, afterSales, orderItems } from '../../db/schema.ts';
import { ShopScope } from '../../db/tenant.ts';
import type { CaseRow } from './money.ts';

// The after-sale list of /order/aftersale (/oms/shop/after/sale/list): tabs by state group, type,
// case or order number, buyer, time applied. Open cases first, the nearest deadline first (the
// partial index on (shop_id, deadline_at, id)); then the others, newest first. Tab counts come from
// after_sale_counts; the page, its products, its counts and its total are one statement (listCases).

export type AfterSaleFilterValue = z.output<typeof afterSaleFilter>;
export type { AfterSaleFilter };

type AfterSaleListLine = z.infer<typeof afterSaleListLine>;

const baht = (satang: number) => satang / 100;

/**
 * The filter's condition, without the tab (the tab counts use it too). Its values go through
 * `bind`: as they are, or as placeholders of the list's statement built once for its shape.
 */
export function filterWhere(f: AfterSaleFilterValue, bind: Bind = asIs): (SQL | undefined)[] {
  return [
    f.type ? eq(afterSales.type, bind('type', f.type)) : undefined,
    f.caseId ? sql`${afterSales.id} = ${bind('caseId', f.caseId)}::bigint` : undefined,
    f.orderId ? sql`${afterSales.orderId} = ${bind('orderId', f.orderId)}::bigint` : undefined,
    // The names that hold the part are found among the shop's buyer names (after_sale_buyers, one
    // entry a name), then their cases by name. The shop's id reaches that subquery through the
    // case's own (PostgreSQL carries the equality across). The pattern comes from a subquery:
    // PostgreSQL then guesses its share as it does for any value, so the named list statement's
    // plan, kept for every buyer, costs what each call's own would (with the pattern's own share
    // it kept planning every call: 1.5 ms).
    f.buyer
      ? sql`(${afterSales.shopId}, ${afterSales.buyerNickname}) in (select ${afterSaleBuyers.shopId}, ${afterSaleBuyers.buyerNickname}
          from ${afterSaleBuyers} where ${afterSaleBuyers.buyerNickname} ilike (select ${bind('buyer', containsPattern(f.buyer))}::text))`
      : undefined,
    f.appliedFrom ? gte(afterSales.appliedAt, bind('appliedFrom', new Date(f.appliedFrom))) : undefined,
    f.appliedTo ? lte(afterSales.appliedAt, bind('appliedTo', new Date(f.appliedTo))) : undefined,
    f.waitingMerchant === 'y' ? inArray(afterSales.status, [...AFTER_SALE_WAITING_MERCHANT]) : undefined,
  ];
}

export function tabWhere(tab: AfterSaleTab): SQL | undefined {
  const states = AFTER_SALE_TAB_STATES[tab];
  return states ? inArray(afterSales.status, [...states]) : undefined;
}

/** What a row of the list shows of a case. */
type ListedCase = Pick<CaseRow, (typeof LISTED)[number]>;
const LISTED = [
  'id',
  'orderId',
  'type',
  'status',
  'reason',
  'buyerNickname',
  'title',
  'imageUrl',
  'quantity',
  'refundAmount',
  'refundedAmount',
  'appliedAt',
  'updatedAt',
  'deadlineKind',
  'deadlineAt',
] as const satisfies readonly (keyof CaseRow)[];

export function presentRow(c: ListedCase): AfterSaleRow {
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

const listedColumns = LISTED.map((key) => getTableColumns(afterSales)[key]);

/** A listed case as the raw list statement reads it: stored names, bigint as text, times as Date. */
interface ListedRaw {
  id: string;
  order_id: string;
  type: string;
  status: string;
  reason: string;
  buyer_nickname: string;
  title: string;
  image_url: string;
  quantity: number;
  refund_amount: string;
  refunded_amount: string;
  applied_at: Date;
  updated_at: Date;
  deadline_kind: string | null;
  deadline_at: Date | null;
}

/** The listed case of a page row, as drizzle would have mapped it (bigint columns are numbers). */
function listedCaseOf(r: ListedRaw): ListedCase {
  return {
    id: Number(r.id),
    orderId: Number(r.order_id),
    type: r.type,
    status: r.status,
    reason: r.reason,
    buyerNickname: r.buyer_nickname,
    title: r.title,
    imageUrl: r.image_url,
    quantity: r.quantity,
    refundAmount: Number(r.refund_amount),
    refundedAmount: Number(r.refunded_amount),
    appliedAt: r.applied_at,
    updatedAt: r.updated_at,
    deadlineKind: r.deadline_kind,
    deadlineAt: r.deadline_at,
  };
}

type ListRow = ListedRaw & {
  /** The tab counts as JSON text, read once (every row of the page carries them). */
  counts: string;
  found: string | null;
  run: number | null;
  lines: AfterSaleListLine[] | null;
};

/** The shapes of the list's statement kept built (listShape): tabs × the filter fields set. */
const LIST_SHAPES = 200;
const built = new BuiltOnce(LIST_SHAPES);

/** What of a call makes the text of its statement: the tab and which filter fields are set. */
function listShape(f: AfterSaleFilterValue): string {
  return JSON.stringify([
    f.tab,
    Boolean(f.type),
    Boolean(f.caseId),
    Boolean(f.orderId),
    Boolean(f.buyer),
    Boolean(f.appliedFrom),
    Boolean(f.appliedTo),
    f.waitingMerchant === 'y',
  ]);
}

/**
 * One statement: the tab counts (after_sale_counts, of the type asked for), the count of a search,
 * the size of the first run and, only when the page reaches past it, of the second; then the page
 * read from each run in index order, each run given the part of the page that falls in it, each
 * case with the products it covers. The page is left-joined to the one row of figures, so a page
 * past the end still brings the counts. Every value is a placeholder (listValues), so the text is
 * built once for each shape of filter (listShape).
 */
function listStatement(tx: Tx, f: AfterSaleFilterValue): SQL {
  const shop = new ShopScope(tx, asPlaceholder('shop', ''));
  const from = asPlaceholder('from', 0);
  const to = asPlaceholder('to', 0);
  const where = [...filterWhere(f, asPlaceholder), tabWhere(f.tab)];
  // A search by part of the buyer's name is read once into `found`: its cases' ids and the
  // columns the runs are told apart and ordered by. The counts and the runs then read `found`
  // under the table's name (so the runs' conditions, written for after_sales, read its columns),
  // and only the page's cases come from the table, by id. Each of them matching the name again
  // would read the names and the cases five times for one page.
  const byBuyer = f.buyer !== '';
  const found = byBuyer
    ? sql`found as materialized (select ${afterSales.id}, ${afterSales.deadlineAt}, ${afterSales.closedAt},
        ${afterSales.updatedAt}, ${afterSales.appliedAt} from ${afterSales} where ${shop.where(afterSales, ...where)}), `
    : sql``;
  const cases = (...more: (SQL | undefined)[]) =>
    byBuyer
      ? sql`from found as ${afterSales} where ${and(sql`true`, ...more)}`
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
  // What a page row reads: the columns it shows, its shop (for its products) and its run's order.
  const columns = sql.join(
    [afterSales.shopId, afterSales.closedAt, ...listedColumns].map((col) => sql`${col}`),
    sql`, `,
  );
  // The part of the page in a run that starts after `before` cases: [from, to) moved into the run.
  const part = (n: number, run: ListRun, before: SQL) => {
    const window = sql`order by ${sql.join(runOrder(run), sql`, `)}
      limit (select greatest(0, ${to} - (${before})) - greatest(0, ${from} - (${before})) from k)
      offset (select greatest(0, ${from} - (${before})) from k)`;
    return byBuyer
      ? sql`(select ${sql.raw(String(n))} as run, ${columns} from ${afterSales}
          where ${shop.where(afterSales)} and ${afterSales.id} in (select ${afterSales.id} ${cases(run.only)} ${window}))`
      : sql`(select ${sql.raw(String(n))} as run, ${columns} ${cases(run.only)} ${window})`;
  };
  // k0 is read once (materialized): k reads its n0 twice, and each would count the run again.
  // The counts go as text: every row of the page carries them, and they are read once.
  return sql`with ${found}k0 as materialized (select
      (select coalesce(json_agg(json_build_object('status', ${c.status}, 'n', ${c.count})), '[]'::json)
        from ${c} where ${shop.where(c, f.type ? eq(c.type, asPlaceholder('type', f.type)) : undefined)}) as counts,
      ${searches(f) ? sql`(select count(*) ${cases()})` : sql`null::bigint`} as found,
      (select count(*) ${cases(timed.only)}) as n0
    ), k as (select counts, found, n0,
      case when ${to} > n0 then (select count(*) ${cases(untimed.only)}) else 0 end as n1 from k0)
    select k.counts::text as counts, k.found, page.*, ${linesOfPage} as lines from k left join (
      ${part(0, timed, sql`0`)} union all ${part(1, untimed, sql`n0`)} union all ${part(2, final, sql`n0 + n1`)}
    ) page on true
    order by page.run, case page.run when 0 then page.deadline_at end,
      case page.run when 1 then page.updated_at when 2 then page.applied_at end desc,
      case page.run when 0 then page.id else -page.id end`;
}

/** The values of the list statement's placeholders for a call (those its shape has). */
const listValues = (shopId: string, f: AfterSaleFilterValue, from: number, to: number) =>
  placeholderValues({ shop: shopId, from, to }, (bind) => filterWhere(f, bind));

export async function listCases(
  shop: ShopScope,
  p: AfterSaleFilterValue & { page: { pageNum: number; pageSize: number } },
) {
  const { pageNum, pageSize } = p.page;
  const from = (pageNum - 1) * pageSize;
  // Sent by a name made of its text (db/prepared.ts): each connection plans it once, for every
  // shop and value. The page's columns come under their stored names.
  const statement = built.of(listShape(p), () => listStatement(shop.tx, p));
  const rows = await executeBuilt<ListRow>(shop.tx, statement, listValues(shop.shopId, p, from, from + pageSize));
  const [first] = rows;
  const tabCounts = countsByTab(first ? (JSON.parse(first.counts) as { status: string; n: number }[]) : [], p);
  // Without a search the tab's count is the list's total; a search counts what it finds.
  const total = first?.found === null || first?.found === undefined ? tabCounts[p.tab] : toNumber(first.found);
  const page = rows.filter((r) => r.run !== null);
  return {
    list: page.map((r) => ({ ...presentRow(listedCaseOf(r)), lines: r.lines ?? [] })),
    page: { pageNum, pageSize, count: total },
    tabCounts,
  };
}

/** Cases waiting for the merchant (the action centre). */
export function waitingCount(shop: ShopScope): Promise<number> {
  return shop.count(afterSales, inArray(afterSales.status, [...AFTER_SALE_WAITING_MERCHANT]));
}
