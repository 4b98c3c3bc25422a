/**
 * The order list of /order/index at scale: the demo shop holds 1,000,000 orders (about
 * 1,250,000 lines) on PostgreSQL, filled by bulk SQL, and the list inquiry is loaded as the
 * screen calls it: a status tab's first page (the tab a merchant works from, "to ship"), the
 * all tab, and a tab further in. Each reply carries the page with its lines and the tab counts
 * (one order_counts read). Ratios are to the raw node:http no-op at the same connection count.
 *
 * Goals: the status-tab list at p95 ≤ 10 ms at 1 and 10 connections, and at 50 connections at least
 * 3,000 req/s with p95 ≤ 25 ms, on PostgreSQL. BENCH_ORDERS sets the scale (try it small:
 * BENCH_ORDERS=20000).
 */
import type { Goal, LoadMeasurement, Scenario, ScenarioResult, Skip } from '../scenario.ts';
import { measureCall, measureRawNoop, startItemsShop, type Target } from './items-shop.ts';
import { fillOrders } from './orders-shop.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const GOAL_P95_MS = 10;
/** At many connections the latency is queueing: the goal there is throughput, with a p95 bound. */
const LOADED_CONNECTIONS = 50;
const LOADED_GOAL_RPS = 3_000;
const LOADED_GOAL_P95_MS = 25;
const LIST_PATH = '/oms/order/list/inquiry';
const GOAL_TARGET = 'orders-list-to-ship';

const TARGETS: Target[] = [
  {
    id: GOAL_TARGET,
    label: `order list, to-ship tab, first page (${ORDERS.toLocaleString('en-US')} orders)`,
    path: LIST_PATH,
    body: { tab: 'to_ship', page: { pageNum: 1, pageSize: 10 } },
  },
  {
    id: 'orders-list-all',
    label: 'order list, all tab, first page',
    path: LIST_PATH,
    body: { page: { pageNum: 1, pageSize: 10 } },
  },
  {
    id: 'orders-list-completed-page-5',
    label: 'order list, completed tab, page 5',
    path: LIST_PATH,
    body: { tab: 'completed', page: { pageNum: 5, pageSize: 10 } },
  },
];

export const ordersList: Scenario = {
  id: 'orders-list',
  title: `Order list inquiry at ${ORDERS.toLocaleString('en-US')} orders in one shop (PostgreSQL)`,
  async run(ctx): Promise<ScenarioResult> {
    const notes: string[] = [];
    const skipped: Skip[] = [];
    const measurements: LoadMeasurement[] = [];
    const connections = [...new Set([1, ...ctx.settings.connections])];
    const goals: Goal[] = [];
    const goalText = `to-ship tab p95 ≤ ${GOAL_P95_MS} ms on PostgreSQL at ${ORDERS.toLocaleString('en-US')} orders`;

    const shop = await startItemsShop(ctx);
    if (!shop) {
      for (const t of TARGETS)
        skipped.push({ target: t.id, label: t.label, reason: 'PostgreSQL unreachable', failed: false });
      goals.push({ description: goalText, status: 'skipped', detail: 'PostgreSQL not reachable' });
      return { id: this.id, title: this.title, measurements, skipped, goals, notes };
    }
    try {
      ctx.log(`filling the demo shop with ${ORDERS} orders`);
      const filled = await fillOrders(shop.database.url, shop.shopId, ORDERS);
      notes.push(
        `Filled ${filled.orders.toLocaleString('en-US')} orders with ${filled.lines.toLocaleString('en-US')} lines in ${filled.seconds.toFixed(1)} s (bulk SQL; the order_counts trigger on, its counts checked after).`,
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
    for (const m of measurements.filter((x) => x.target === GOAL_TARGET)) {
      const detail = `p50 ${m.latencyMs.p50.toFixed(1)} ms, p95 ${m.latencyMs.p95.toFixed(1)} ms, ${Math.round(m.rps)} req/s`;
      if (m.connections >= LOADED_CONNECTIONS) {
        goals.push({
          description: `to-ship tab at ${m.connections} connections: at least ${LOADED_GOAL_RPS.toLocaleString('en-US')} req/s with p95 ≤ ${LOADED_GOAL_P95_MS} ms`,
          status: m.rps >= LOADED_GOAL_RPS && m.latencyMs.p95 <= LOADED_GOAL_P95_MS && m.clean ? 'met' : 'not met',
          detail,
        });
        continue;
      }
      goals.push({
        description: `${goalText}, ${m.connections} connection${m.connections === 1 ? '' : 's'}`,
        status: m.latencyMs.p95 <= GOAL_P95_MS && m.clean ? 'met' : 'not met',
        detail,
      });
    }
    notes.push(
      'One statement a call, built once per filter shape: the page newest first from orders_shop_status_created_idx (shop, status, created_at, id) for a tab and orders_shop_created_idx for all, only the columns a row shows, its lines as one JSON column, the tab counts from one order_counts read (kept by trigger).',
      'At 50 connections on 2 cores the latency is mostly queueing (50 requests in flight over one event loop): compare req/s and the ratio there, and the 1-connection row for the per-request time.',
    );
    return { id: this.id, title: this.title, measurements, skipped, goals, notes };
  },
};
