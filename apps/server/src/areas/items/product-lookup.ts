import { and, eq, inArray, isNull } from 'drizzle-orm';
import { products } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { notFound } from '../../errors.ts';

// Finding the products a call names. A product of another shop, an unknown id and one deleted
// for good (purged) are all "not found" (reply 10009): a merchant never learns which.

export type ProductRecord = typeof products.$inferSelect;

/** A product or SKU id as the API carries it (digits) to the stored number. */
export function idNumber(id: string): number {
  const n = Number(id);
  if (!Number.isSafeInteger(n)) throw notFound();
  return n;
}

export async function findProduct(shop: ShopScope, productId: string): Promise<ProductRecord> {
  const row = await shop.first(products, and(eq(products.id, idNumber(productId)), isNull(products.purgedAt)));
  if (!row) throw notFound();
  return row;
}

/** All of them, in the order asked; one missing refuses the whole call. */
export async function findProducts(shop: ShopScope, productIds: readonly string[]): Promise<ProductRecord[]> {
  const ids = [...new Set(productIds.map(idNumber))];
  const rows = await shop.select(products, and(inArray(products.id, ids), isNull(products.purgedAt)));
  if (rows.length !== ids.length) throw notFound();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is ProductRecord => r !== undefined);
}
