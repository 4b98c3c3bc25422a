/**
 * The product list of /shop/index at scale: the demo shop holds 100,000 products (200,000
 * SKUs) on PostgreSQL, and the list inquiry is loaded as the screen calls it: the first page,
 * a tab further in, and a title search (trigram index). Latency at one connection is the
 * per-request figure the goal speaks of; the other counts show throughput under queueing.
 * Ratios are to the raw node:http no-op at the same connection count.
 *
 * Goals: the default list (first page, all tab) at p95 ≤ 15 ms on PostgreSQL; the title search
 * at p95 ≤ 15 ms at 10 connections.
 */
import type { Goal, LoadMeasurement, Scenario, ScenarioResult, Skip } from '../scenario.ts';
import { fillShop, measureCall, measureRawNoop, startItemsShop, type Target } from './items-shop.ts';

const PRODUCTS = Number(process.env.BENCH_ITEMS_PRODUCTS ?? 100_000);
const GOAL_P95_MS = 15;
const SEARCH_GOAL_CONNECTIONS = 10;
const LIST_PATH = '/oms/shop/item/list/inquiry';

const TARGETS: Target[] = [
  {
    id: 'items-list-first-page',
    label: `product list, first page (${PRODUCTS.toLocaleString('en-US')} products)`,
    path: LIST_PATH,
    body: { page: { pageNum: 1, pageSize: 10 } },
  },
  {
    id: 'items-list-on-sale-page-5',
    label: 'product list, on-sale tab, page 5',
    path: LIST_PATH,
    body: { tab: 'on_sale', page: { pageNum: 5, pageSize: 10 } },
  },
  {
    id: 'items-list-title-search',
    label: 'product list, title search (1 in 10 match)',
    path: LIST_PATH,
    body: { title: 'หูฟังไร้สาย', page: { pageNum: 1, pageSize: 10 } },
  },
];

export const itemsList: Scenario = {
  id: 'items-list',
  title: `Product list inquiry at ${PRODUCTS.toLocaleString('en-US')} products in one shop (PostgreSQL)`,
  async run(ctx): Promise<ScenarioResult> {
    const notes: string[] = [];
    const skipped: Skip[] = [];
    const measurements: LoadMeasurement[] = [];
    const connections = [...new Set([1, SEARCH_GOAL_CONNECTIONS, ...ctx.settings.connections])];
    const goals: Goal[] = [];
    const searchGoalText = `title search p95 ≤ ${GOAL_P95_MS} ms at ${SEARCH_GOAL_CONNECTIONS} connections, ${PRODUCTS.toLocaleString('en-US')} products`;
    const goalText = `default product list p95 ≤ ${GOAL_P95_MS} ms on PostgreSQL at ${PRODUCTS.toLocaleString('en-US')} products`;

    const shop = await startItemsShop(ctx);
    if (!shop) {
      for (const t of TARGETS)
        skipped.push({ target: t.id, label: t.label, reason: 'PostgreSQL unreachable', failed: false });
      goals.push({ description: goalText, status: 'skipped', detail: 'PostgreSQL not reachable' });
      goals.push({ description: searchGoalText, status: 'skipped', detail: 'PostgreSQL not reachable' });
      return { id: this.id, title: this.title, measurements, skipped, goals, notes };
    }
    try {
      const started = Date.now();
      ctx.log(`filling the demo shop with ${PRODUCTS} products`);
      await fillShop(shop.database.url, shop.shopId, PRODUCTS);
      notes.push(
        `Filled ${PRODUCTS.toLocaleString('en-US')} products with 2 SKUs each in ${((Date.now() - started) / 1000).toFixed(1)} s (bulk SQL, triggers on).`,
      );
      for (const target of TARGETS) {
        measurements.push(...(await measureCall(ctx, shop, target, connections, ctx.settings.postgresUrl)));
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
    for (const m of measurements.filter((x) => x.target === 'items-list-first-page')) {
      goals.push({
        description: `${goalText}, ${m.connections} connection${m.connections === 1 ? '' : 's'}`,
        status: m.latencyMs.p95 <= GOAL_P95_MS && m.clean ? 'met' : 'not met',
        detail: `p50 ${m.latencyMs.p50.toFixed(1)} ms, p95 ${m.latencyMs.p95.toFixed(1)} ms, ${Math.round(m.rps)} req/s`,
      });
    }
    const searched = measurements.find(
      (m) => m.target === 'items-list-title-search' && m.connections === SEARCH_GOAL_CONNECTIONS,
    );
    goals.push({
      description: searchGoalText,
      status: !searched ? 'skipped' : searched.latencyMs.p95 <= GOAL_P95_MS && searched.clean ? 'met' : 'not met',
      detail: searched
        ? `p50 ${searched.latencyMs.p50.toFixed(1)} ms, p95 ${searched.latencyMs.p95.toFixed(1)} ms, ${Math.round(searched.rps)} req/s`
        : 'not measured',
    });
    notes.push(
      'The page comes from an index leading with the shop id, the tab counts from one counter row kept by trigger (product_counts), the SKUs with their 30-day lowest prices in one more query beside the category and brand names.',
    );
    return { id: this.id, title: this.title, measurements, skipped, goals, notes };
  },
};
