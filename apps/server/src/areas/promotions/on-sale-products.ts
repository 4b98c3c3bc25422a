import { and, desc, eq, ilike, inArray, isNull } from 'drizzle-orm';
import { containsPattern } from '../../db/like.ts';
import { products } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';

// The shop's products on sale as the fans broadcast and the pay-later activity pick them.

const onSale = and(eq(products.status, 'on_sale'), isNull(products.deletedAt));

/** Up to `limit` products on sale whose title contains `keyword`, newest first. */
export async function findOnSale(shop: ShopScope, keyword: string, limit: number) {
  const rows = await shop
    .pick(
      products,
      { id: products.id, title: products.title, images: products.images },
      and(onSale, keyword ? ilike(products.title, containsPattern(keyword)) : undefined),
    )
    .orderBy(desc(products.id))
    .limit(limit);
  return rows.map((p) => ({ productId: String(p.id), title: p.title, imageUrl: p.images[0] ?? '' }));
}

/** The first of `productIds` that is not a product of the shop on sale, or undefined when all are. */
export async function firstNotOnSale(shop: ShopScope, productIds: readonly number[]): Promise<number | undefined> {
  const found = await shop.pick(products, { id: products.id }, and(inArray(products.id, [...productIds]), onSale));
  const ids = new Set(found.map((p) => p.id));
  return productIds.find((p) => !ids.has(p));
}
