import { NO_BRAND_ID } from '@sc/contract/calls/catalog.ts';
import type { productFilter } from '@sc/contract/calls/items.ts';
import { and, asc, desc, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { containsPattern } from '../../db/like.ts';
import { asIs } from '../../db/prepared.ts';
import { categories, products, skus } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { listed, tabCondition } from './product-tabs.ts';

// The filter of /shop/index as SQL: its tab, its search fields and its sorts, read by the list
// (product-list.ts) and the export (product-export.ts). A condition takes its values through a
// Bind: as they are, or as placeholders of a statement built once for every filter of its shape.

const p = products;
export type ProductFilterValue = z.output<typeof productFilter>;

/** What a title search matches, lowered: contains, with LIKE's own characters taken literally. */
export const titlePattern = (title: string) => containsPattern(title.toLowerCase());
/** What a code search matches, lowered: the codes that begin with it. */
export const codePattern = (code: string) => `${code.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** A non-leaf category means its whole subtree (the tree is a few hundred rows). */
function inCategory(categoryId: string): SQL {
  const c = categories;
  return sql`${p.categoryId} in (
    with recursive sub(id) as (
      select ${categoryId}::varchar
      union all select ${c.id} from ${c} join sub on ${c.parentId} = sub.id
    ) select id from sub)`;
}

/** Whether the filter searches (anything besides its tab). */
export const searches = (f: ProductFilterValue) =>
  Boolean(f.title || f.code || f.brandId || f.categoryId || f.lowStockOnly === 'y') ||
  f.spuIds.length > 0 ||
  f.skuIds.length > 0;

/**
 * The search conditions of a filter besides its tab; empty when none is set. The lists of ids are
 * put in as they are whatever `bind` (a statement with them is built for its call).
 */
export function searchConditions(shop: ShopScope, f: ProductFilterValue, bind = asIs): SQL[] {
  const out: SQL[] = [];
  // lower(title) LIKE matches the trigram index products_shop_title_trgm_idx.
  if (f.title) out.push(sql`lower(${p.title}) like ${bind('title', titlePattern(f.title))}`);
  if (f.code) out.push(sql`lower(${p.code}) like ${bind('code', codePattern(f.code))}`);
  if (f.brandId) out.push(f.brandId === NO_BRAND_ID ? isNull(p.brandId) : eq(p.brandId, bind('brand', f.brandId)));
  if (f.categoryId) out.push(inCategory(bind('category', f.categoryId)));
  if (f.spuIds.length > 0) out.push(inArray(p.id, f.spuIds.map(Number)));
  if (f.skuIds.length > 0) {
    out.push(
      inArray(
        p.id,
        shop.tx
          .select({ id: skus.productId })
          .from(skus)
          .where(shop.where(skus, inArray(skus.id, f.skuIds.map(Number)))),
      ),
    );
  }
  if (f.lowStockOnly === 'y') out.push(gt(p.lowStockSkus, 0));
  return out;
}

export function listWhere(shop: ShopScope, f: ProductFilterValue, bind = asIs): SQL {
  return shop.where(p, listed(), tabCondition(f.tab), ...searchConditions(shop, f, bind));
}

/**
 * listWhere for a title search read through the trigram index products_shop_title_trgm_idx (its
 * capped count, and a page of few matches). Written with listWhere's shop condition, the index
 * intersected the title's trigrams with its shop key, whose list holds every product of the shop
 * (11 ms for a page of 11 matches at 100,000 products, bench products-list). Matched here as an
 * expression the index does not hold, the shop is checked on each candidate row the trigrams give
 * (the same rows, the same shop). So the shop condition is written by hand here rather than by the
 * scope's `where`, which would give the index its shop key back.
 */
export function titleIndexWhere(shop: ShopScope, f: ProductFilterValue, bind = asIs): SQL {
  return and(
    sql`(${p.shopId} || '') = ${shop.shopId}`,
    listed(),
    tabCondition(f.tab),
    ...searchConditions(shop, f, bind),
  ) as SQL;
}

const SORTS: Record<ProductFilterValue['sort'], SQL[]> = {
  updated_desc: [desc(p.updatedAt), desc(p.id)],
  created_desc: [desc(p.id)],
  price_asc: [asc(p.priceMin), desc(p.id)],
  price_desc: [desc(p.priceMax), desc(p.id)],
  stock_asc: [asc(p.stockTotal), desc(p.id)],
  stock_desc: [desc(p.stockTotal), desc(p.id)],
  sales_desc: [desc(p.salesCount), desc(p.id)],
};
export const sortOf = (sort: ProductFilterValue['sort']) => SORTS[sort];
