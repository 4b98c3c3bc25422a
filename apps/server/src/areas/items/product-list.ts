import { NO_BRAND_ID } from '@sc/contract/calls/catalog.ts';
import type {
  itemListInquiry,
  itemPictureList,
  itemRecycleList,
  itemShelfRemovalList,
} from '@sc/contract/calls/items.ts';
import { toYN } from '@sc/contract/common.ts';
import { SEARCH_COUNT_CAP } from '@sc/contract/constants.ts';
import type { CallPayload, CallResponse } from '@sc/contract/define-call.ts';
import type { Locale } from '@sc/contract/locale.ts';
import type { PageInput } from '@sc/contract/page.ts';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { KeptMap } from '../../db/kept-map.ts';
import { containsPattern } from '../../db/like.ts';
import { toNumber } from '../../db/numbers.ts';
import { asIs, asPlaceholder, type Bind, limitInText, namedByText, preparedOnce } from '../../db/prepared.ts';
import { productCounts, products, skus } from '../../db/schema.ts';
import { ShopScope } from '../../db/tenant.ts';
import { noCounts, tabCounts, tabCountsJson } from './counts.ts';
import { lowestPriceWindowStart } from './price-history.ts';
import {
  codePattern,
  listWhere,
  type ProductFilterValue,
  searches,
  sortOf,
  titleIndexWhere,
  titlePattern,
} from './product-filter.ts';
import { listed, presentedStatus } from './product-tabs.ts';
import { namesColumns, presentPage, presentRows, rowColumns, skusJson, skusOf } from './product-view.ts';
import { keepSearchCount, keptSearchCount, type SearchCount, searchCountKey } from './search-counts.ts';
import { ruleApplies, ruleDue, type ShelfRule } from './shelf-rules.ts';

// The lists of the products area: /shop/index with its tabs, the recycle bin, the shelf-rule
// forecast and the picture manager. The index is built for 100,000 products in one shop: one
// query reads the page from an index that leads with the shop, its SKUs with their 30-day
// lowest prices, their category and brand names, and the tab counts from one counter row
// (product_counts, kept by trigger) (bench: items-list).

const p = products;

const pageOf = (page: PageInput) => ({ limit: page.pageSize, offset: (page.pageNum - 1) * page.pageSize });
const answerPage = (page: PageInput, n: number, capped?: boolean) => ({
  pageNum: page.pageNum,
  pageSize: page.pageSize,
  count: n,
  ...(capped ? { countCapped: 'y' as const } : {}),
});

/**
 * Reading a title search's page in the list's order, each title matched as it is read, stops at the
 * page's end after some (offset + limit) × listed ÷ matches rows; reading all the matches from the
 * trigram index and sorting them costs one row per match. The page is read in order when
 * (offset + limit) × listed ≤ SEARCH_IN_ORDER_FACTOR × matches² (the count capped at
 * SEARCH_COUNT_CAP + 1, so a common word, matching more, is read in order): a row read from the
 * trigram index also pays for its share of the index and the sort.
 */
export const SEARCH_IN_ORDER_FACTOR = 4;

/**
 * The sorts an index of products reads in order within the shop (products_shop_list_idx,
 * products_shop_created_idx, and products_shop_status_idx for a state's tab): a title search
 * sorted otherwise is read from the trigram index and sorted, however many match.
 */
const READ_IN_ORDER: ReadonlySet<ProductFilterValue['sort']> = new Set(['updated_desc', 'created_desc']);

/** How a list statement is made: its page, language and kept count, besides the filter. */
interface ListShape {
  limit: number;
  /** The page's first row (a placeholder's value in a statement built once). */
  offset: number;
  locale: Locale;
  /** The kept count of a title search (search-counts.ts), if any. */
  kept: SearchCount | undefined;
  /** When the 30-day lowest prices' window opened (lowestPriceWindowStart). */
  opened: string;
}

/**
 * A search's count, counted up to SEARCH_COUNT_CAP + 1 rows only (a title search of a common word
 * matches tens of thousands of products, and an exact count would recheck every one of them); a
 * title search's through the trigram index (titleIndexWhere).
 */
function cappedMatches(db: Tx, shop: ShopScope, f: ProductFilterValue, bind: Bind) {
  return db.select({ n: count() }).from(
    db
      .select({ one: sql`1`.as('one') })
      .from(p)
      .where(f.title ? titleIndexWhere(shop, f, bind) : listWhere(shop, f, bind))
      .limit(SEARCH_COUNT_CAP + 1)
      .as('m'),
  );
}

/**
 * The list's one statement: the page, its SKUs with their 30-day lowest prices, category and brand
 * names, the tab counts from product_counts and, for a search, its capped count (cappedMatches)
 * with the shop's listing version. The page's ids
 * are read first and its columns for those rows alone, so a page deep in the list reads the rows
 * before it from the index only. With `asPlaceholder` every value is a placeholder (listValues).
 */
function listStatement(db: Tx, shop: ShopScope, f: ProductFilterValue, shape: ListShape, bind: Bind) {
  const { limit, locale, kept } = shape;
  const offset = bind('offset', shape.offset);
  const order = sortOf(f.sort);
  const searching = searches(f);
  const counted = sql`(${cappedMatches(db, shop, f, bind)})`;
  const c = productCounts;
  // A title search's count as last read at the shop's listing version (search-counts.ts): the
  // statement counts again only where the version it reads has moved.
  const m = db.$with('m').as(
    db
      .select({
        n: (kept
          ? sql<string>`case when ${c.listingVersion} = ${bind('keptVersion', kept.version)} then ${bind('keptCount', kept.count)}::bigint else ${counted} end`
          : sql<string>`${counted}`
        ).as('n'),
        version: sql<string>`${c.listingVersion}`.as('version'),
        listed: sql<number>`${c.listed}`.as('listed'),
      })
      .from(c)
      .where(eq(c.shopId, shop.shopId)),
  );
  // The page's size in the text and no OFFSET on the first page (limitInText says why); a page
  // further on is planned for its call.
  const pageIds = (where: SQL | undefined) => {
    const first = db
      .select({ id: p.id })
      .from(p)
      .where(where)
      .orderBy(...order)
      .limit(limitInText(limit))
      .$dynamic();
    return shape.offset > 0 ? first.offset(offset) : first;
  };
  let inPage: SQL;
  if (f.title && READ_IN_ORDER.has(f.sort)) {
    const reach = bind('reach', shape.offset + limit);
    const inOrder = sql`(select ${m.n} * ${m.n} * ${SEARCH_IN_ORDER_FACTOR} >= ${reach}::bigint * ${m.listed} from ${m})`;
    // Read in order, the title is tested with strpos rather than LIKE: the trigram index cannot
    // read it, and PostgreSQL, which cannot guess its share of the titles, takes a third, so it
    // plans the list's index read in order for any word (LIKE's share it reads from the statistics,
    // and for a word it thinks rare it would scan and sort the whole shop).
    const contains = sql`strpos(lower(${p.title}), ${bind('word', f.title.toLowerCase())}) > 0`;
    const readInOrder = and(listWhere(shop, { ...f, title: '' }, bind), contains, sql`${inOrder} is true`);
    const readByTrigram = and(titleIndexWhere(shop, f, bind), sql`${inOrder} is not true`);
    inPage = sql`${p.id} in (${pageIds(readInOrder)} union all ${pageIds(readByTrigram)})`;
  } else if (f.title) {
    inPage = inArray(p.id, pageIds(titleIndexWhere(shop, f, bind)));
  } else {
    inPage = inArray(p.id, pageIds(listWhere(shop, f, bind)));
  }
  return (searching ? db.with(m) : db)
    .select({
      ...rowColumns,
      skus: skusJson({ opened: bind('opened', shape.opened) }),
      ...namesColumns(locale),
      counts: tabCountsJson(shop),
      matched: searching ? sql<string | null>`(select ${m.n} from ${m})` : sql<string | null>`null`,
      version: searching ? sql<string | null>`(select ${m.version} from ${m})` : sql<string | null>`null`,
    })
    .from(p)
    .where(and(eq(p.shopId, shop.shopId), inPage))
    .orderBy(...order);
}

/** The values of listStatement's placeholders for a call. */
function listValues(shopId: string, f: ProductFilterValue, shape: ListShape) {
  return {
    shop: shopId,
    title: titlePattern(f.title),
    word: f.title.toLowerCase(),
    code: codePattern(f.code),
    brand: f.brandId,
    category: f.categoryId,
    offset: shape.offset,
    reach: shape.offset + shape.limit,
    opened: shape.opened,
    keptVersion: shape.kept?.version,
    keptCount: shape.kept?.count,
  };
}

type ListQuery = ReturnType<ReturnType<typeof listStatement>['prepare']>;

/** Statements built once, by shape (listShapeKey); the oldest go first past LIST_STATEMENTS. */
const LIST_STATEMENTS = 200;
const built = new KeptMap<string, (db: Tx) => ListQuery>(LIST_STATEMENTS);

/**
 * What makes a filter's statement text: everything but its values. A list of ids has its own
 * length in the text: its statement is built for its call.
 */
function listShapeKey(f: ProductFilterValue, shape: ListShape): string | null {
  if (f.spuIds.length > 0 || f.skuIds.length > 0) return null;
  return JSON.stringify([
    f.tab,
    f.sort,
    Boolean(f.title),
    Boolean(f.code),
    f.brandId === NO_BRAND_ID ? 'none' : Boolean(f.brandId),
    Boolean(f.categoryId),
    f.lowStockOnly === 'y',
    shape.limit,
    shape.offset > 0,
    shape.locale,
    Boolean(shape.kept),
  ]);
}

/**
 * The list's statement for the call: built once for its shape with placeholders (building a
 * drizzle query costs more than PostgreSQL's run of it), sent by a name made of its text
 * (namedByText), so each connection parses and plans it once.
 */
function listQuery(shop: ShopScope, f: ProductFilterValue, shape: ListShape): ListQuery {
  const key = listShapeKey(f, shape);
  if (key === null) {
    return namedByText((name) => listStatement(shop.tx, shop, f, shape, asIs).prepare(name));
  }
  let make = built.get(key);
  if (!make) {
    make = preparedOnce((db) =>
      namedByText((name) =>
        listStatement(
          db,
          new ShopScope(db, sql.placeholder('shop') as unknown as string),
          f,
          shape,
          asPlaceholder,
        ).prepare(name),
      ),
    );
    built.set(key, make);
  }
  return make(shop.tx);
}

export async function listProducts(
  shop: ShopScope,
  input: CallPayload<typeof itemListInquiry>,
  now: Date,
  locale: Locale,
): Promise<CallResponse<typeof itemListInquiry>> {
  const searching = searches(input);
  const { limit, offset } = pageOf(input.page);
  const key = searching ? searchCountKey(shop.shopId, input) : null;
  const shape: ListShape = {
    limit,
    offset,
    locale,
    kept: key ? keptSearchCount(key) : undefined,
    opened: lowestPriceWindowStart(now),
  };
  const rows = await listQuery(shop, input, shape).execute(listValues(shop.shopId, input, shape));
  const [first] = rows;
  // A page past the end has no row to carry the counts.
  const counts = first ? (first.counts ?? noCounts()) : await tabCounts(shop);
  const list = presentPage(rows);
  if (!searching) {
    // Without a search the tab's own count is the page count.
    return { list, page: answerPage(input.page, counts[input.tab]), tabCounts: counts };
  }
  // An empty first page is a search nothing matches.
  const n = first ? toNumber(first.matched) : offset === 0 ? 0 : await matchedCount(shop, input);
  if (key && first?.version != null) keepSearchCount(key, { version: toNumber(first.version), count: n });
  const capped = n > SEARCH_COUNT_CAP;
  return { list, page: answerPage(input.page, capped ? SEARCH_COUNT_CAP : n, capped), tabCounts: counts };
}

/** A search's count capped at SEARCH_COUNT_CAP + 1, on its own (for a page past the end). */
async function matchedCount(shop: ShopScope, f: ProductFilterValue): Promise<number> {
  const [row] = await cappedMatches(shop.tx, shop, f, asIs);
  return toNumber(row?.n);
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
      .select({ ...rowColumns, videoUrl: p.videoUrl })
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
