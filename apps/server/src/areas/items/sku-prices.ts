import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { products, skus } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { notFound } from '../../errors.ts';
import { idNumber } from './product-lookup.ts';

// SKUs with their prices, for screens of other areas that price them (the coupon form's final
// price preview). Money in satang.

export interface SkuPrice {
  skuId: number;
  productId: number;
  title: string;
  specValues: string[];
  /** The SKU's picture, else the product's cover; empty when neither has one. */
  imageUrl: string;
  price: number;
  /** 0 where the product has none. */
  purchasePrice: number;
}

/** A SKU's price fields, its product joined. */
const skuPriceFields = {
  skuId: skus.id,
  productId: skus.productId,
  title: products.title,
  specValues: skus.specValues,
  imageUrl: sql<string>`coalesce(nullif(${skus.imageUrl}, ''), ${products.images}->>0, '')`,
  price: skus.price,
  purchasePrice: skus.purchasePrice,
};

/**
 * The SKUs named (all of them the shop's, of products not deleted, else not found), in the order
 * named; or, with none named, the shop's `limit` best-selling SKUs on sale.
 */
export async function skuPrices(shop: ShopScope, skuIds: readonly string[], limit: number): Promise<SkuPrice[]> {
  const ids = [...new Set(skuIds.map(idNumber))];
  const rows = await shop.tx
    .select(skuPriceFields)
    .from(skus)
    // A join: the product is matched on the shop column of the SKU, which `where` scopes.
    .innerJoin(products, and(eq(products.shopId, skus.shopId), eq(products.id, skus.productId)))
    .where(
      shop.where(
        skus,
        isNull(products.deletedAt),
        isNull(products.purgedAt),
        ids.length > 0 ? inArray(skus.id, ids) : eq(products.status, 'on_sale'),
      ),
    )
    .orderBy(desc(products.salesCount), desc(skus.salesCount), asc(skus.id))
    .limit(ids.length > 0 ? ids.length : limit);
  if (ids.length === 0) return rows;
  if (rows.length < ids.length) throw notFound();
  const byId = new Map(rows.map((r) => [r.skuId, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is SkuPrice => r !== undefined);
}

/**
 * The cheapest SKU (then the lowest id) of the products named, all of them the shop's and not
 * deleted, else not found: the add-on form prices its deal with a unit of it as the main product.
 */
export async function cheapestSkuOf(shop: ShopScope, productIds: readonly string[]): Promise<SkuPrice> {
  const ids = [...new Set(productIds.map(idNumber))];
  const found = await shop.pick(
    products,
    { id: products.id },
    and(inArray(products.id, ids), isNull(products.deletedAt), isNull(products.purgedAt)),
  );
  if (found.length < ids.length) throw notFound();
  const [cheapest] = await shop.tx
    .select(skuPriceFields)
    .from(skus)
    // A join: the product is matched on the shop column of the SKU, which `where` scopes.
    .innerJoin(products, and(eq(products.shopId, skus.shopId), eq(products.id, skus.productId)))
    .where(shop.where(skus, inArray(skus.productId, ids)))
    .orderBy(asc(skus.price), asc(skus.id))
    .limit(1);
  if (!cheapest) throw notFound();
  return cheapest;
}
