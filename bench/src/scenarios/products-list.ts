/**
 * The product list of /shop/index at scale, its search the subject: the demo shop holds
 * BENCH_PRODUCTS products (default 100,000, two SKUs each, filled by bulk SQL as items-shop.ts
 * does; one title in ten holds the searched word) beside a few thousand of another shop, and the
 * list inquiry is loaded as the screen calls it: the first page, a title search (the goal: p95 ≤
 * 15 ms at 10 connections) and page 50, at 1 connection, 10 and each BENCH_CONNECTIONS count.
 * Ratios are to the raw node:http no-op at the same connection count.
 *
 * After the load runs, the list's statement for each target (as listProducts in
 * apps/server/src/areas/items/product-list.ts builds it) runs under EXPLAIN (ANALYZE, BUFFERS), so
 * the notes say which index each reads and where the time goes. Try it small first:
 * BENCH_PRODUCTS=20000 BENCH_ONLY=products-list npm run bench.
 */
import { SEARCH_COUNT_CAP } from '@sc/contract/constants.ts';
import pg from 'pg';
import type { Goal, LoadMeasurement, Scenario, ScenarioResult, Skip } from '../scenario.ts';
import { explainStatements } from './after-sales-shop.ts';
import { fillShop, measureCall, measureRawNoop, startItemsShop, type Target } from './items-shop.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
/** Products of another shop: the search must read none of them. */
const OTHER_SHOP_PRODUCTS = Math.min(5_000, PRODUCTS);
const LIST_PATH = '/oms/shop/item/list/inquiry';
const PAGE_SIZE = 10;
/** One title in ten holds it (items-shop.ts names products after ten titles in turn). */
const SEARCHED_TITLE = 'หูฟังไร้สาย';
const SEARCH_GOAL_P95_MS = 15;
const SEARCH_GOAL_CONNECTIONS = 10;
/** The server's rule for reading a search's page in order (SEARCH_IN_ORDER_FACTOR of product-list.ts). */
const SEARCH_IN_ORDER_FACTOR = 4;

interface ListTarget extends Target {
  /** The search's condition as SQL (empty for none), and the page's offset. */
  search: string;
  offset: number;
}

const TARGETS: ListTarget[] = [
  {
    id: 'products-list-first-page',
    label: `product list, first page (${PRODUCTS.toLocaleString('en-US')} products)`,
    path: LIST_PATH,
    body: { page: { pageNum: 1, pageSize: PAGE_SIZE } },
    search: '',
    offset: 0,
  },
  {
    id: 'products-list-title-search',
    label: 'product list, title search (1 in 10 titles match)',
    path: LIST_PATH,
    body: { title: SEARCHED_TITLE, page: { pageNum: 1, pageSize: PAGE_SIZE } },
    search: `lower(title) LIKE '%${SEARCHED_TITLE}%'`,
    offset: 0,
  },
  {
    id: 'products-list-page-50',
    label: 'product list, page 50',
    path: LIST_PATH,
    body: { page: { pageNum: 50, pageSize: PAGE_SIZE } },
    search: '',
    offset: 49 * PAGE_SIZE,
  },
];

/**
 * The list's one statement as listProducts (apps/server/src/areas/items/product-list.ts) builds it
 * for a page, written out to EXPLAIN it with its values in place: the page's ids first (for a
 * title search both ways of reading them, down the list's index, the title tested by strpos, when
 * the capped count says the matches are many, from products_shop_title_trgm_idx when few,
 * SEARCH_IN_ORDER_FACTOR), then the
 * columns of those rows with their SKUs, the tab counts from product_counts and, for a search, its
 * count capped at SEARCH_COUNT_CAP + 1 beside the shop's listing version, the shop matched as an
 * expression so the title's trigrams are read without the index's shop key. The server sends it
 * as a named statement and runs PostgreSQL's generic plan of it; the category and brand names and
 * the SKUs' lowest prices are left out (each is an index look-up per row of the page), and so is
 * the kept count (the server counts again only when the version has moved: this is the count's
 * first run).
 */
function listStatements(shopId: string, search: string, offset: number) {
  const listed = 'deleted_at IS NULL AND purged_at IS NULL';
  const order = 'ORDER BY updated_at DESC, id DESC';
  const page = `LIMIT ${PAGE_SIZE}${offset > 0 ? ` OFFSET ${offset}` : ''}`;
  const ids =
    search === ''
      ? `SELECT id FROM products WHERE shop_id = $1 AND ${listed} ${order} ${page}`
      : `(SELECT id FROM products WHERE shop_id = $1 AND ${listed} AND strpos(lower(title), '${SEARCHED_TITLE.toLowerCase()}') > 0
            AND (SELECT n * n * ${SEARCH_IN_ORDER_FACTOR} >= ${offset + PAGE_SIZE}::bigint * listed FROM m) IS TRUE ${order} ${page})
         UNION ALL
         (SELECT id FROM products WHERE (shop_id || '') = $1 AND ${listed} AND ${search}
            AND (SELECT n * n * ${SEARCH_IN_ORDER_FACTOR} >= ${offset + PAGE_SIZE}::bigint * listed FROM m) IS NOT TRUE ${order} ${page})`;
  const matched =
    search === ''
      ? ''
      : `WITH m AS (SELECT (SELECT count(*) FROM (SELECT 1 FROM products WHERE (shop_id || '') = $1 AND ${listed} AND ${search} LIMIT ${SEARCH_COUNT_CAP + 1}) x) AS n,
            c.listing_version AS version, c.listed FROM product_counts c WHERE c.shop_id = $1) `;
  return [
    {
      label: 'page',
      sql: `${matched}SELECT p.id, p.title, p.status, p.updated_at,
          (SELECT coalesce(json_agg(json_build_object('id', s.id, 'price', s.price, 'stock', s.stock) ORDER BY s.sort, s.id), '[]'::json)
             FROM skus s WHERE s.shop_id = p.shop_id AND s.product_id = p.id) AS skus,
          (SELECT json_build_object('all', c.listed, 'on_sale', c.on_sale) FROM product_counts c WHERE c.shop_id = $1) AS counts,
          ${search === '' ? 'NULL' : '(SELECT n FROM m)'} AS matched
        FROM products p WHERE p.shop_id = $1 AND p.id IN (${ids})
        ORDER BY p.updated_at DESC, p.id DESC`,
      params: [shopId],
    },
  ];
}

export const productsList: Scenario = {
  id: 'products-list',
  title: `Product list and title search at ${PRODUCTS.toLocaleString('en-US')} products in one shop (PostgreSQL)`,
  async run(ctx): Promise<ScenarioResult> {
    const notes: string[] = [];
    const skipped: Skip[] = [];
    const measurements: LoadMeasurement[] = [];
    const connections = [...new Set([1, SEARCH_GOAL_CONNECTIONS, ...ctx.settings.connections])];
    const goals: Goal[] = [];
    const goalText = `title search p95 ≤ ${SEARCH_GOAL_P95_MS} ms at ${SEARCH_GOAL_CONNECTIONS} connections, ${PRODUCTS.toLocaleString('en-US')} products`;

    const shop = await startItemsShop(ctx);
    if (!shop) {
      for (const t of TARGETS)
        skipped.push({ target: t.id, label: t.label, reason: 'PostgreSQL unreachable', failed: false });
      goals.push({ description: goalText, status: 'skipped', detail: 'PostgreSQL not reachable' });
      return { id: this.id, title: this.title, measurements, skipped, goals, notes };
    }
    try {
      const started = Date.now();
      ctx.log(`filling the demo shop with ${PRODUCTS} products, another shop with ${OTHER_SHOP_PRODUCTS}`);
      await fillShop(shop.database.url, shop.shopId, PRODUCTS);
      const otherShop = await anotherShop(shop.database.url, shop.shopId);
      if (otherShop) await fillShop(shop.database.url, otherShop, OTHER_SHOP_PRODUCTS);
      notes.push(
        `Filled ${PRODUCTS.toLocaleString('en-US')} products of 2 SKUs in the demo shop${otherShop ? ` and ${OTHER_SHOP_PRODUCTS.toLocaleString('en-US')} in another` : ''} in ${((Date.now() - started) / 1000).toFixed(1)} s by bulk SQL; one title in ten holds "${SEARCHED_TITLE}".`,
      );
      for (const target of TARGETS) {
        measurements.push(...(await measureCall(ctx, shop, target, connections, ctx.settings.postgresUrl)));
      }
      ctx.log('EXPLAIN ANALYZE of the list statement');
      for (const target of TARGETS) {
        const [page] = await explainStatements(
          shop.database.url,
          listStatements(shop.shopId, target.search, target.offset),
        );
        if (page) notes.push(`${target.label}: ${page.ms.toFixed(2)} ms in the database [${page.plan}].`);
      }
    } finally {
      await shop.stop();
    }
    ctx.log('the raw node:http no-op, for the ratios');
    const raw = await measureRawNoop(ctx, connections);
    measurements.push(...raw);
    for (const m of measurements) {
      const base = raw.find((b) => b.connections === m.connections);
      m.ratio = base && base.rps > 0 ? m.rps / base.rps : null;
    }
    const searched = measurements.find(
      (m) => m.target === 'products-list-title-search' && m.connections === SEARCH_GOAL_CONNECTIONS,
    );
    goals.push({
      description: goalText,
      status: !searched
        ? 'skipped'
        : searched.latencyMs.p95 <= SEARCH_GOAL_P95_MS && searched.clean
          ? 'met'
          : 'not met',
      detail: searched
        ? `p50 ${searched.latencyMs.p50.toFixed(1)} ms, p95 ${searched.latencyMs.p95.toFixed(1)} ms, ${Math.round(searched.rps)} req/s`
        : 'not measured',
    });
    notes.push(
      'Each reply is one statement after the session: the page, its SKUs with their 30-day lowest prices, category and brand names, the tab counts from product_counts (kept by trigger) and, for a search, its count capped at 1,000.',
      'At 50 connections on 2 cores the latency is mostly queueing: compare req/s and the ratio there, and the 1-connection row for the per-request time.',
    );
    return { id: this.id, title: this.title, measurements, skipped, goals, notes };
  },
};

/** A shop other than the demo shop (the seed makes the owner's second shop). */
async function anotherShop(databaseUrl: string, shopId: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const r = await client.query<{ id: string }>('SELECT id FROM shops WHERE id <> $1 ORDER BY id LIMIT 1', [shopId]);
    return r.rows[0]?.id ?? null;
  } finally {
    await client.end();
  }
}
