import { SHELF_DELETE_AFTER_OFF_DAYS, SHELF_IDLE_DAYS, SHELF_NO_SALES_DAYS } from '@sc/contract/constants.ts';
import { and, eq, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';

// The automatic shelf rules ("Shelf removal 180 days off shelf; 360 days no sales"):
// - idle_180: on shelf with no edit, sale or view for 180 days → off shelf;
// - no_sales_360: on shelf with no sale for 360 days (since it went on shelf or last sold) → off shelf;
// - purge_off_180: off shelf for 180 days with no stock and no sale → deleted: moved to the
//   recycle bin, marked as done by the rule (the merchant can still restore it).
// A product's clock restarts when it goes (back) on shelf, so one taken down and put up again
// is not taken down at once. Each sweep is one UPDATE whose condition no longer holds for the
// rows it changed: running it twice at the same time changes nothing the second time.

const p = products;
const DAY_S = 24 * 60 * 60;

export const SHELF_RULES = {
  idle_180: SHELF_IDLE_DAYS,
  no_sales_360: SHELF_NO_SALES_DAYS,
  purge_off_180: SHELF_DELETE_AFTER_OFF_DAYS,
} as const;
export type ShelfRule = keyof typeof SHELF_RULES;

/** Since when each rule has been counting (greatest() skips nulls). */
export const ruleClock: Record<ShelfRule, SQL<Date>> = {
  idle_180: sql<Date>`greatest(${p.lastEditedAt}, ${p.lastSoldAt}, ${p.lastViewedAt}, coalesce(${p.onShelfAt}, ${p.createdAt}))`,
  no_sales_360: sql<Date>`greatest(coalesce(${p.onShelfAt}, ${p.createdAt}), ${p.lastSoldAt})`,
  purge_off_180: sql<Date>`greatest(coalesce(${p.offShelfAt}, ${p.createdAt}), ${p.lastSoldAt})`,
};

/** When a rule acts on a product, as SQL: its clock plus the rule's days (in seconds, so no calendar shifts). */
export const ruleDue = (rule: ShelfRule): SQL<Date> =>
  sql<Date>`(${ruleClock[rule]} + interval '${sql.raw(String(SHELF_RULES[rule] * DAY_S))} seconds')`;

/** The products a rule watches, whatever their clock says. */
export const ruleApplies: Record<ShelfRule, () => SQL> = {
  idle_180: () => and(eq(p.status, 'on_sale'), isNull(p.deletedAt), isNull(p.purgedAt)) as SQL,
  no_sales_360: () => and(eq(p.status, 'on_sale'), isNull(p.deletedAt), isNull(p.purgedAt)) as SQL,
  purge_off_180: () =>
    and(eq(p.status, 'off_shelf'), eq(p.stockTotal, 0), isNull(p.deletedAt), isNull(p.purgedAt)) as SQL,
};

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

async function sweepOffShelf(tx: Db, now: Date, rule: 'idle_180' | 'no_sales_360'): Promise<number> {
  const rows = await tx
    .update(p)
    .set({ status: 'off_shelf', offShelfReason: rule, offShelfAt: now, updatedAt: now })
    .where(and(ruleApplies[rule](), lte(ruleDue(rule), at(now))))
    .returning({ id: p.id });
  return rows.length;
}

async function sweepPurge(tx: Db, now: Date): Promise<number> {
  const rows = await tx
    .update(p)
    .set({ deletedAt: now, deleteReason: 'purge_off_180', updatedAt: now })
    .where(and(ruleApplies.purge_off_180(), lte(ruleDue('purge_off_180'), at(now))))
    .returning({ id: p.id });
  return rows.length;
}

/** The three shelf rules, across every shop. */
export async function runShelfRules(tx: Db, now: Date): Promise<number> {
  const idle = await sweepOffShelf(tx, now, 'idle_180');
  const noSales = await sweepOffShelf(tx, now, 'no_sales_360');
  return idle + noSales + (await sweepPurge(tx, now));
}

/** Timed release: products whose release time has come go on sale. */
export async function runTimedRelease(tx: Db, now: Date): Promise<number> {
  const rows = await tx
    .update(p)
    .set({ status: 'on_sale', onShelfAt: now, releaseAt: null, offShelfReason: null, updatedAt: now })
    .where(and(eq(p.status, 'coming'), lte(p.releaseAt, now), isNull(p.deletedAt), isNull(p.purgedAt)))
    .returning({ id: p.id });
  return rows.length;
}

const DAY_MS = DAY_S * 1000;
const latest = (...dates: (Date | null)[]) =>
  new Date(Math.max(...dates.filter((d): d is Date => d !== null).map((d) => d.getTime())));

/**
 * When the shelf rules will take an on-sale product down if nothing changes, and by which
 * rule (the product detail shows it); null for a product not on sale.
 */
export function shelfRemovalOf(
  row: typeof products.$inferSelect,
): { at: Date; rule: 'idle_180' | 'no_sales_360' } | null {
  if (row.status !== 'on_sale' || row.deletedAt || row.purgedAt) return null;
  const onShelf = row.onShelfAt ?? row.createdAt;
  const idle = latest(row.lastEditedAt, row.lastSoldAt, row.lastViewedAt, onShelf).getTime() + SHELF_IDLE_DAYS * DAY_MS;
  const noSales = latest(onShelf, row.lastSoldAt).getTime() + SHELF_NO_SALES_DAYS * DAY_MS;
  return idle <= noSales ? { at: new Date(idle), rule: 'idle_180' } : { at: new Date(noSales), rule: 'no_sales_360' };
}
