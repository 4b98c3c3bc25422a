import { KeptMap } from '../../db/kept-map.ts';
import type { ProductFilterValue } from './product-filter.ts';

// The capped counts of title searches, kept per server process with the shop's listing version
// they were counted at (product_counts.listing_version, moved by the trigger of migration 0043
// whenever a product is added, removed or changed in anything a filter reads). The list's one
// statement reads the version beside its page and counts again only when it has moved, so a
// merchant paging through a search, or typing the same word again, is not charged the count's
// trigram scan each time, and never sees a count older than the page beside it: the version is the
// database's at that statement, whichever process wrote last.

/** How many searches' counts a process keeps (the oldest go first). */
export const SEARCH_COUNT_ENTRIES = 1_000;

export interface SearchCount {
  version: number;
  count: number;
}

const counts = new KeptMap<string, SearchCount>(SEARCH_COUNT_ENTRIES);

/**
 * The key of a filter whose count may be kept: a title search, with only filters on the product
 * row itself beside it. A category (its subtree is another table's) or a list of ids is not kept.
 */
export function searchCountKey(shopId: string, f: ProductFilterValue): string | null {
  if (!f.title || f.categoryId || f.spuIds.length > 0 || f.skuIds.length > 0) return null;
  return JSON.stringify([shopId, f.tab, f.title.toLowerCase(), f.code ?? '', f.brandId ?? '', f.lowStockOnly ?? '']);
}

export function keptSearchCount(key: string): SearchCount | undefined {
  return counts.get(key);
}

export function keepSearchCount(key: string, kept: SearchCount): void {
  counts.set(key, kept);
}
