import { LOWEST_PRICE_WINDOW_DAYS } from '@sc/contract/constants.ts';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { skuPriceHistory } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';

// The lowest price in 30 days: every price a SKU takes is recorded from the moment it takes effect,
// and the lowest is the least of the current price, every price set within the window, and the
// price already in force when the window opened.

const DAY_MS = 24 * 60 * 60 * 1000;

export async function recordPrices(shop: ShopScope, entries: { skuId: number; price: number }[], at: Date) {
  if (entries.length === 0) return;
  await shop.insert(
    skuPriceHistory,
    entries.map((e) => ({ skuId: e.skuId, price: e.price, at })),
  );
}

/** When the lowest price's window opened at `now`, as the statement's parameter. */
export const lowestPriceWindowStart = (now: Date) =>
  new Date(now.getTime() - LOWEST_PRICE_WINDOW_DAYS * DAY_MS).toISOString();

/** The window's start as a placeholder of a statement built once (its value: lowestPriceWindowStart). */
export interface LowestPriceWindow {
  opened: string | Placeholder;
}

/**
 * The 30-day lowest price of a SKU row, in satang, for a select list; `sku` names the row's
 * table or alias. The outer columns are spelt out with it: in a select list drizzle writes a
 * column bare, and a bare "shop_id" inside the subquery would be the history's own.
 */
export function lowestPrice30(now: Date | LowestPriceWindow, sku = '"skus"'): SQL<number> {
  const start = now instanceof Date ? lowestPriceWindowStart(now) : now.opened;
  const opened = sql`${start}::timestamptz`;
  const history = sql.raw('sku_price_history h');
  const sameSku = sql.raw(`h.shop_id = ${sku}."shop_id" and h.sku_id = ${sku}."id"`);
  return sql<number>`least(
    ${sql.raw(sku)}."price",
    (select min(h.price) from ${history} where ${sameSku} and h.at > ${opened}),
    (select h.price from ${history} where ${sameSku} and h.at <= ${opened} order by h.at desc limit 1)
  )`.mapWith(Number);
}
