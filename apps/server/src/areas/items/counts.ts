import { PRODUCT_TABS, type ProductTab } from '@sc/contract/calls/items.ts';
import { type SQL, sql } from 'drizzle-orm';
import { productCounts } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';

// The shop's product counts, from its one counter row (product_counts, kept by the trigger of
// migration 0005_product_triggers.sql): as cheap at 100,000 products as at ten.

/** The counter column of each tab. */
const TAB_COLUMNS: Record<ProductTab, keyof Omit<typeof productCounts.$inferSelect, 'shopId'>> = {
  all: 'listed',
  on_sale: 'onSale',
  sold_out: 'soldOut',
  coming: 'coming',
  off_shelf: 'offShelf',
  pre_sale: 'preSale',
  violation: 'violation',
};

type TabCounts = Record<ProductTab, number>;
const zero = (): TabCounts => Object.fromEntries(PRODUCT_TABS.map((tab) => [tab, 0])) as TabCounts;

/** The counts of the tabs of /shop/index. */
export async function tabCounts(shop: ShopScope): Promise<TabCounts> {
  const row = await shop.first(productCounts);
  if (!row) return zero();
  return Object.fromEntries(PRODUCT_TABS.map((tab) => [tab, row[TAB_COLUMNS[tab]]])) as TabCounts;
}

/**
 * The same counts as a JSON object, for a column of the page select (the list's page and its
 * counts in one query); null when the shop has no counter row yet.
 */
export function tabCountsJson(shop: ShopScope): SQL<TabCounts | null> {
  const c = productCounts;
  const pairs = PRODUCT_TABS.map((tab) => sql`${tab}::text, c.${sql.identifier(c[TAB_COLUMNS[tab]].name)}`);
  return sql<TabCounts | null>`(select json_build_object(${sql.join(pairs, sql`, `)}) from ${sql.raw('product_counts c')} where c.shop_id = ${shop.shopId})`;
}

export const noCounts = zero;

/** SKUs whose available stock is at or below their warning line, on products not in the recycle bin (dashboard). */
export async function lowStockSkuCount(shop: ShopScope): Promise<number> {
  return (await shop.first(productCounts))?.lowStockSkus ?? 0;
}
