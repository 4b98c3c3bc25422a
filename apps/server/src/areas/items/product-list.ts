import { NO_BRAND_ID } from '@sc/contract/calls/catalog.ts';
import type {
  itemListInquiry,
  itemPictureList,
  itemRecycleList,
  itemShelfRemovalList,
  productFilter,
} from '@sc/contract/calls/items.ts';
import { toYN } from '@sc/contract/common.ts';
import { SEARCH_COUNT_CAP } from '@sc/contract/constants.ts';
import type { CallPayload, CallResponse } from '@sc/contract/define-call.ts';
import type { Locale } from '@sc/contract/locale.ts';
import type { PageInput } from '@sc/contract/page.ts';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { containsPattern } from '../../db/like.ts';
import { toNumber } from '../../db/numbers.ts';
import { categories, products, skus } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { noCounts, tabCounts, tabCountsJson } from './counts.ts';
import { listed, presentedStatus, tabCondition } from './product-tabs.ts';
import { namesColumns, presentPage, presentRows, rowColumns, skusJson, skusOf } from './product-view.ts';
import { ruleApplies, ruleDue, type ShelfRule } from './shelf-rules.ts';

// The lists of the products area: /shop/index with its tabs, the recycle bin, the shelf-rule
// forecast and the picture manager. The index is built for 100,000 products in one shop: one
// query reads the page from an index that leads with the shop, its SKUs with their 30-day
// lowest prices, their category and brand names, and the tab counts from one counter row
// (product_counts, kept by trigger) (bench: items-list).

const p = products;
export type ProductFilterValue = z.output<typeof productFilter>;

const pageOf = (page: PageInput) => ({ limit: page.pageSize, offset: (page.pageNum - 1) * page.pageSize });
const answerPage = (page: PageInput, n: number, capped?: boolean) => ({
  pageNum: page.pageNum,
  pageSize: page.pageSize,
  count: n,
  ...(capped ? { countCapped: 'y' as const } : {}),
});

/** A non-leaf category means its whole subtree (the tree is a few hundred rows). */
function inCategory(categoryId: string): SQL {
  const c = categories;
  return sql`${p.categoryId} in (
    with recursive sub(id) as (
      select ${categoryId}::varchar
      union all select ${c.id} from ${c} join sub on ${c.parentId} = sub.id
    ) select id from sub)`;
}

/** The search conditions of a filter besides its tab; empty when none is set. */
export function searchConditions(shop: ShopScope, f: ProductFilterValue): SQL[] {
  const out: SQL[] = [];
  // lower(title) LIKE matches the trigram index products_shop_title_trgm_idx.
  if (f.title) out.push(sql`lower(${p.title}) like ${containsPattern(f.title.toLowerCase())}`);
  if (f.code) out.push(sql`lower(${p.code}) like ${`${f.code.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`}`);
  if (f.brandId) out.push(f.brandId === NO_BRAND_ID ? isNull(p.brandId) : eq(p.brandId, f.brandId));
  if (f.categoryId) out.push(inCategory(f.categoryId));
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

export function listWhere(shop: ShopScope, f: ProductFilterValue): SQL {
  return shop.where(p, listed(), tabCondition(f.tab), ...searchConditions(shop, f));
}

/**
 * listWhere for the capped count of a title search, read through the trigram index
 * products_shop_title_trgm_idx. Written with listWhere's shop condition, the count read the shop's
 * rows in turn until SEARCH_COUNT_CAP + 1 matched (the planner counts on stopping early, and a
 * word in one title of ten stops it only after some 10,000 rows, each title lowered and matched:
 * 15 to 19 ms at 100,000 products), or, read through the index, intersected the title's trigrams with
 * the index's shop key, whose list holds every product of the shop. Matched here as an expression
 * the index does not hold, the shop is checked on each candidate row the trigrams give (the same
 * rows, the same shop; bench products-list has the plans). So the shop condition is written by
 * hand here rather than by the scope's `where`, which would give the index its shop key back.
 */
function titleCountWhere(shop: ShopScope, f: ProductFilterValue): SQL {
  return and(
    sql`(${p.shopId} || '') = ${shop.shopId}`,
    listed(),
    tabCondition(f.tab),
    ...searchConditions(shop, f),
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

export async function listProducts(
  shop: ShopScope,
  input: CallPayload<typeof itemListInquiry>,
  now: Date,
  locale: Locale,
): Promise<CallResponse<typeof itemListInquiry>> {
  const searching = searchConditions(shop, input).length > 0;
  const where = listWhere(shop, input);
  const { limit, offset } = pageOf(input.page);
  // A search's count, counted up to SEARCH_COUNT_CAP + 1 rows only (a title search of a common word
  // matches tens of thousands of products, and an exact count would recheck every one of them).
  const matchedQuery = () =>
    shop.tx.select({ n: count() }).from(
      shop.tx
        .select({ one: sql`1`.as('one') })
        .from(p)
        .where(input.title ? titleCountWhere(shop, input) : where)
        .limit(SEARCH_COUNT_CAP + 1)
        .as('m'),
    );
  // One query for the page, its SKUs and names, the tab counts and a search's count (the two
  // counts name no column of the page, so each runs once).
  const rows = await shop.tx
    .select({
      ...rowColumns,
      skus: skusJson(now),
      ...namesColumns(locale),
      counts: tabCountsJson(shop),
      matched: searching ? sql<string>`(${matchedQuery()})` : sql<null>`null`,
    })
    .from(p)
    .where(where)
    .orderBy(...sortOf(input.sort))
    .limit(limit)
    .offset(offset);
  const [first] = rows;
  // A page past the end has no row to carry the counts.
  const counts = first ? (first.counts ?? noCounts()) : await tabCounts(shop);
  const list = presentPage(rows);
  if (!searching) {
    // Without a search the tab's own count is the page count.
    return { list, page: answerPage(input.page, counts[input.tab]), tabCounts: counts };
  }
  const n = toNumber(first ? first.matched : (await matchedQuery())[0]?.n);
  const capped = n > SEARCH_COUNT_CAP;
  return { list, page: answerPage(input.page, capped ? SEARCH_COUNT_CAP : n, capped), tabCounts: counts };
}

export async function listRecycleBin(
  shop: ShopScope,
  input: CallPayload<typeof itemRecycleList>,
  now: Date,
  locale: Locale,
): Promise<CallResponse<typeof itemRecycleList>> {
  const where = shop.where(
    p,
    isNotNull(p.deletedAt),
    isNull(p.purgedAt),
    input.title ? sql`lower(${p.title}) like ${containsPattern(input.title.toLowerCase())}` : undefined,
  );
  const { limit, offset } = pageOf(input.page);
  const [rows, total] = await Promise.all([
    shop.tx.select(rowColumns).from(p).where(where).orderBy(desc(p.deletedAt), desc(p.id)).limit(limit).offset(offset),
    shop.tx.select({ n: count() }).from(p).where(where),
  ]);
  const list = await presentRows(shop, rows, now, locale);
  return {
    list: list.map((row, i) => ({
      ...row,
      deletedAt: rows[i]?.deletedAt?.toISOString() ?? '',
      // Permanently halted products cannot come back.
      restorable: toYN(rows[i]?.status !== 'halted'),
    })),
    page: answerPage(input.page, toNumber(total[0]?.n)),
  };
}

/**
 * What the shelf rules will do within `withinDays`, soonest first: on-sale products that
 * will be taken down (the earlier of their two rules) and off-shelf products without stock
 * that will be moved to the recycle bin. Ones already due are at the top.
 */
export async function listShelfRemovals(
  shop: ShopScope,
  input: CallPayload<typeof itemShelfRemovalList>,
  now: Date,
  locale: Locale,
): Promise<CallResponse<typeof itemShelfRemovalList>> {
  const until = sql`${new Date(now.getTime() + input.withinDays * 86_400_000).toISOString()}::timestamptz`;
  const onSaleDue = sql`least(${ruleDue('idle_180')}, ${ruleDue('no_sales_360')})`;
  const removalAt = sql<Date>`case when ${p.status} = 'on_sale' then ${onSaleDue} else ${ruleDue('purge_off_180')} end`;
  const rule = sql<ShelfRule>`case when ${p.status} <> 'on_sale' then 'purge_off_180'
    when ${ruleDue('idle_180')} <= ${ruleDue('no_sales_360')} then 'idle_180' else 'no_sales_360' end`;
  const where = shop.where(p, or(ruleApplies.idle_180(), ruleApplies.purge_off_180()), lte(removalAt, until));
  const { limit, offset } = pageOf(input.page);
  const [rows, total] = await Promise.all([
    shop.tx
      .select({ ...rowColumns, removalAt: removalAt.mapWith(p.createdAt), rule })
      .from(p)
      .where(where)
      .orderBy(asc(removalAt), asc(p.id))
      .limit(limit)
      .offset(offset),
    shop.tx.select({ n: count() }).from(p).where(where),
  ]);
  const list = await presentRows(shop, rows, now, locale);
  return {
    list: list.map((row, i) => ({
      ...row,
      removalAt: rows[i]?.removalAt.toISOString() ?? '',
      rule: rows[i]?.rule ?? 'idle_180',
    })),
    page: answerPage(input.page, toNumber(total[0]?.n)),
  };
}

/** /shop/pictureMg: products with their photos, those missing a SKU photo or a video on request. */
export async function listPictures(
  shop: ShopScope,
  input: CallPayload<typeof itemPictureList>,
  now: Date,
): Promise<CallResponse<typeof itemPictureList>> {
  const missing =
    input.missing === 'video'
      ? eq(p.videoUrl, '')
      : input.missing === 'sku_photo'
        ? sql`exists (select 1 from ${skus} where ${skus.shopId} = ${p.shopId} and ${skus.productId} = ${p.id} and ${skus.imageUrl} = '')`
        : undefined;
  const where = shop.where(
    p,
    listed(),
    missing,
    input.title ? sql`lower(${p.title}) like ${containsPattern(input.title.toLowerCase())}` : undefined,
  );
  const { limit, offset } = pageOf(input.page);
  const [rows, total] = await Promise.all([
    shop.tx
      .select({ ...rowColumns })
      .from(p)
      .where(where)
      .orderBy(desc(p.updatedAt), desc(p.id))
      .limit(limit)
      .offset(offset),
    shop.tx.select({ n: count() }).from(p).where(where),
  ]);
  const skuMap = await skusOf(
    shop,
    rows.map((r) => r.id),
    now,
  );
  return {
    list: rows.map((r) => ({
      productId: String(r.id),
      title: r.title,
      status: presentedStatus(r),
      images: r.images,
      videoUrl: r.videoUrl,
      skus: (skuMap.get(r.id) ?? []).map((s) => ({
        skuId: String(s.id),
        specValues: s.specValues,
        imageUrl: s.imageUrl,
      })),
    })),
    page: answerPage(input.page, toNumber(total[0]?.n)),
  };
}
