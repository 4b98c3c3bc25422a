import type { ProductStatus, ProductTab } from '@sc/contract/calls/items.ts';
import { and, eq, gt, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import { products } from '../../db/schema.ts';

// The tabs of /shop/index (product states). A tab is a condition on the product row; the tabs
// overlap where the states do (a pre-sale product on sale is under both "on sale" and "pre-sale").
// Halted products are under "violation", not "off shelf". The same conditions count the tabs in the
// trigger of migration 0005_product_triggers.sql: change both together (items-list.spec.ts checks
// the counts against these conditions).

const p = products;

/** Not in the recycle bin and not purged: everything /shop/index lists. */
export const listed = (): SQL => and(isNull(p.deletedAt), isNull(p.purgedAt)) as SQL;

const TAB_CONDITIONS: Record<ProductTab, () => SQL | undefined> = {
  all: () => undefined,
  // On sale with something left to sell.
  on_sale: () => and(eq(p.status, 'on_sale'), gt(p.stockTotal, p.reservedTotal)),
  sold_out: () => and(eq(p.status, 'on_sale'), lte(p.stockTotal, p.reservedTotal)),
  coming: () => eq(p.status, 'coming'),
  off_shelf: () => eq(p.status, 'off_shelf'),
  pre_sale: () => and(eq(p.preSale, true), ne(p.status, 'halted')),
  violation: () => or(eq(p.status, 'halted'), gt(p.openViolations, 0)),
};

export function tabCondition(tab: ProductTab): SQL | undefined {
  return TAB_CONDITIONS[tab]();
}

/** The state a merchant sees: sold out is an on-sale product with nothing left; deleted is the bin. */
export function presentedStatus(row: {
  status: string;
  stockTotal: number;
  reservedTotal: number;
  deletedAt: Date | null;
}): ProductStatus {
  if (row.deletedAt) return 'deleted';
  if (row.status === 'on_sale') return row.stockTotal > row.reservedTotal ? 'on_sale' : 'sold_out';
  if (row.status === 'coming' || row.status === 'halted') return row.status;
  return 'off_shelf';
}
