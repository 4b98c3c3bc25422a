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
import type { AfterSaleFilter, AfterSaleRow, afterSaleFilter } from '@sc/contract/calls/after-sales.ts';
import { toYN } from '@sc/contract/common.ts';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { toNumber } from '../../db/numbers.ts';
import { afterSaleCounts, afterSales } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import type { CaseRow } from './money.ts';

// The after-sale list of /order/aftersale (/oms/shop/after/sale/list): tabs by state group, type,
// case or order number, buyer, time applied. Open cases first, the nearest deadline first (the
// partial index on (shop_id, deadline_at, id)); then the others, newest first. Tab counts come from
// one grouped count over the shop's cases by state.

export type AfterSaleFilterValue = z.output<typeof afterSaleFilter>;
export type { AfterSaleFilter };

const baht = (satang: number) => satang / 100;

/** The filter's condition, without the tab (the tab counts use it too). */
export function filterWhere(f: AfterSaleFilterValue): (SQL | undefined)[] {
  return [
    f.type ? eq(afterSales.type, f.type) : undefined,
    f.caseId ? sql`${afterSales.id} = ${f.caseId}::bigint` : undefined,
    f.orderId ? sql`${afterSales.orderId} = ${f.orderId}::bigint` : undefined,
    f.buyer ? sql`${afterSales.buyerNickname} ilike ${`%${f.buyer.replace(/[\\%_]/g, '\\$&')}%`}` : undefined,
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
 * Counts per tab of the shop (of one type, or of the cases waiting for the merchant, when the
 * filter says so), from after_sale_counts; the searches do not change them, as on /order/index.
 */
async function countsByTab(shop: ShopScope, f: AfterSaleFilterValue) {
  const rows = await shop.tx
    .select({ status: afterSaleCounts.status, type: afterSaleCounts.type, n: afterSaleCounts.count })
    .from(afterSaleCounts)
    .where(shop.where(afterSaleCounts, f.type ? eq(afterSaleCounts.type, f.type) : undefined));
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

export async function listCases(
  shop: ShopScope,
  p: AfterSaleFilterValue & { page: { pageNum: number; pageSize: number } },
) {
  const { pageNum, pageSize } = p.page;
  const where = [...filterWhere(p), tabWhere(p.tab)];
  const tabCounts = await countsByTab(shop, p);
  // Without a search the tab's count is the list's total; a search counts what it finds.
  let total = tabCounts[p.tab];
  if (searches(p)) {
    const [found] = await shop.tx
      .select({ n: count() })
      .from(afterSales)
      .where(shop.where(afterSales, ...where));
    total = toNumber(found?.n);
  }
  let skip = (pageNum - 1) * pageSize;
  let counted = 0;
  const rows: CaseRow[] = [];
  for (const [i, run] of LIST_RUNS.entries()) {
    if (rows.length >= pageSize || counted + skip >= total) break;
    let size = total - counted;
    if (i < LIST_RUNS.length - 1) {
      const [n] = await shop.tx
        .select({ n: count() })
        .from(afterSales)
        .where(shop.where(afterSales, ...where, run.only));
      size = toNumber(n?.n);
    }
    counted += size;
    if (skip >= size) {
      skip -= size;
      continue;
    }
    rows.push(
      ...(await shop.tx
        .select()
        .from(afterSales)
        .where(shop.where(afterSales, ...where, run.only))
        .orderBy(...runOrder(run))
        .limit(pageSize - rows.length)
        .offset(skip)),
    );
    skip = 0;
  }
  return { list: rows.map(presentRow), page: { pageNum, pageSize, count: total }, tabCounts };
}

/** Cases waiting for the merchant (the action centre). */
export function waitingCount(shop: ShopScope): Promise<number> {
  return shop.count(afterSales, inArray(afterSales.status, [...AFTER_SALE_WAITING_MERCHANT]));
}
