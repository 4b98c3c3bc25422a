import { and, desc, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { toNumber } from '../../db/numbers.ts';
import { products } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { BizError } from '../../errors.ts';
import { productKeyword } from '../compliance/index.ts';

// The products an ad shows (a product plan's, a brand ad's): the shop's own, on sale, not deleted,
// with stock left in some SKU (§8 "out of stock or off shelf, choose another").

export interface AdProduct {
  productId: string;
  title: string;
  image: string;
}

const sellable: SQL = sql`${products.status} = 'on_sale' and exists (select 1 from skus s where s.shop_id = ${products.shopId} and s.product_id = ${products.id} and s.stock > s.reserved)`;

const columns = { id: products.id, title: products.title, images: products.images };
const view = (r: { id: number; title: string; images: string[] }): AdProduct => ({
  productId: String(r.id),
  title: r.title,
  image: r.images[0] ?? '',
});

/** A page of the shop's products an ad may show, found by title or id. */
export async function adProductCandidates(
  shop: ShopScope,
  keyword: string,
  page: { pageNum: number; pageSize: number },
) {
  const cond = and(
    isNull(products.deletedAt),
    isNull(products.purgedAt),
    sellable,
    productKeyword(keyword, products.id, [products.title]),
  );
  const rows = await shop
    .pick(products, columns, cond)
    .orderBy(desc(products.updatedAt), desc(products.id))
    .limit(page.pageSize)
    .offset((page.pageNum - 1) * page.pageSize);
  return { list: rows.map(view), page: { ...page, count: await shop.count(products, cond) } };
}

/**
 * The chosen products, in the order given, refusing an empty list, more than `max`, or any that is
 * not the shop's on sale with stock (another shop's product reads as not on sale).
 */
export async function checkAdProducts(shop: ShopScope, ids: readonly string[], max: number): Promise<number[]> {
  const unique = [...new Set(ids.map((i) => Number(i)))];
  if (unique.length === 0) throw new BizError('VALIDATION_FAILED', 'adProductsRequired');
  if (unique.length > max) throw new BizError('VALIDATION_FAILED', 'adProductsTooMany', { max });
  const found = await shop.pick(
    products,
    { id: products.id },
    and(inArray(products.id, unique), isNull(products.deletedAt), isNull(products.purgedAt), sellable),
  );
  const ok = new Set(found.map((r) => toNumber(r.id)));
  const missing = unique.find((i) => !ok.has(i));
  if (missing !== undefined)
    throw new BizError('VALIDATION_FAILED', 'adProductNotOnSale', { productId: String(missing) });
  return unique;
}

/** The products of these ids (the shop's, deleted ones left out), in the order given. */
export async function adProductViews(shop: ShopScope, ids: readonly number[]): Promise<AdProduct[]> {
  if (ids.length === 0) return [];
  const rows = await shop.pick(products, columns, and(inArray(products.id, [...ids]), isNull(products.purgedAt)));
  const byId = new Map(rows.map((r) => [toNumber(r.id), view(r)]));
  return ids.flatMap((i) => byId.get(i) ?? []);
}
