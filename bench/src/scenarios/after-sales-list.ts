/**
 * The after-sale list of /order/aftersale at scale: the demo shop holds 100,000 cases on
 * PostgreSQL, filled by bulk SQL (after-sales-shop.ts: most final, a few thousand open with
 * deadlines ahead), and the list inquiry is loaded as the screen calls it: the default list
 * (all tab, page 1), the pending tab (what the merchant answers next), a search by order
 * number, a search by part of a buyer's name (the goal: p95 ≤ 15 ms at 10 connections), and
 * page 50 of the all tab. Each reply carries the page and the count of every tab.
 * Ratios are to the raw node:http no-op at the same connection count.
 *
 * After the load runs, each target's statements (as case-list.ts issues them) are run under
 * EXPLAIN ANALYZE, so the notes say where a slow reply spends its time. BENCH_AFTER_SALES sets
 * the scale (try it small: BENCH_AFTER_SALES=10000).
 */
import type { Goal, LoadMeasurement, Scenario, ScenarioResult, Skip } from '../scenario.ts';
import { explainStatements, fillCases, ORDER_BASE } from './after-sales-shop.ts';
import { measureCall, measureRawNoop, startItemsShop, type Target } from './items-shop.ts';

const CASES = Number(process.env.BENCH_AFTER_SALES ?? 100_000);
const LIST_PATH = '/oms/shop/after/sale/list';
const PAGE_SIZE = 10;
/** A case of the fill, searched for by its order number (a successful refund, closed long ago). */
const SEARCHED_ORDER = String(ORDER_BASE + Math.min(4242, CASES));

/**
 * Part of a buyer's name (the fill names 2,000 buyers ผู้ซื้อ 0 … ผู้ซื้อ 1999): a contains-match,
 * as the screen's buyer search is, over the shop's buyer names (after_sale_buyers, through its
 * trigram index after_sale_buyers_trgm_idx), then the cases of the names found.
 */
const SEARCHED_BUYER = 'ซื้อ 1234';
const SEARCHED_BUYER_MATCHES = Math.floor(CASES / 2000);
/** The goal of both list searches (this one and the product title search): p95 at 10 connections. */
const SEARCH_GOAL_P95_MS = 15;
const SEARCH_GOAL_CONNECTIONS = 10;

interface ListTarget extends Target {
  /** The filter and tab as SQL, and the page's offset: what listStatements writes out. */
  filter: string;
  states: string[];
  offset: number;
}

const TARGETS: ListTarget[] = [
  {
    id: 'after-sales-list-all',
    label: `after-sale list, all tab, first page (${CASES.toLocaleString('en-US')} cases)`,
    path: LIST_PATH,
    body: { page: { pageNum: 1, pageSize: PAGE_SIZE } },
    filter: '',
    states: [],
    offset: 0,
  },
  {
    id: 'after-sales-list-pending',
    label: 'after-sale list, pending tab, first page',
    path: LIST_PATH,
    body: { tab: 'pending', page: { pageNum: 1, pageSize: PAGE_SIZE } },
    filter: '',
    states: ['pending'],
    offset: 0,
  },
  {
    id: 'after-sales-list-order-search',
    label: 'after-sale list, search by order number',
    path: LIST_PATH,
    body: { orderId: SEARCHED_ORDER, page: { pageNum: 1, pageSize: PAGE_SIZE } },
    filter: ` AND order_id = ${SEARCHED_ORDER}`,
    states: [],
    offset: 0,
  },
  {
    id: 'after-sales-list-buyer-search',
    label: `after-sale list, search by part of a buyer's name (${SEARCHED_BUYER_MATCHES} cases)`,
    path: LIST_PATH,
    body: { buyer: SEARCHED_BUYER, page: { pageNum: 1, pageSize: PAGE_SIZE } },
    filter: ` AND (shop_id, buyer_nickname) IN (SELECT shop_id, buyer_nickname FROM after_sale_buyers WHERE buyer_nickname ILIKE '%${SEARCHED_BUYER}%')`,
    states: [],
    offset: 0,
  },
  {
    id: 'after-sales-list-page-50',
    label: 'after-sale list, all tab, page 50',
    path: LIST_PATH,
    body: { page: { pageNum: 50, pageSize: PAGE_SIZE } },
    filter: '',
    states: [],
    offset: 49 * PAGE_SIZE,
  },
];

/**
 * The statements listCases (apps/server/src/areas/after-sales/case-list.ts) makes for one page,
 * written out here to EXPLAIN them: the count of the open run (first: the caller reads it to
 * know where the page falls), the tab counts from after_sale_counts (kept by a trigger), the
 * list's total only when the filter searches (otherwise the tab's count is the total), the
 * count of the cases waiting on the platform, and the page from the open run when the offset
 * falls in it, else from the final run (the bench's fill has no case waiting on the platform).
 */
function listStatements(shopId: string, filter: string, states: string[], offset: number, open: number) {
  const tab = states.length > 0 ? ` AND status IN (${states.map((s) => `'${s}'`).join(', ')})` : '';
  const where = `shop_id = $1${filter}${tab}`;
  const p = [shopId];
  const fromOpen = offset < open ? Math.min(PAGE_SIZE, open - offset) : 0;
  return [
    {
      label: 'count of open run',
      sql: `SELECT count(*) FROM after_sales WHERE ${where} AND deadline_at IS NOT NULL`,
      params: p,
    },
    {
      label: 'tab counts',
      sql: 'SELECT status, type, count FROM after_sale_counts WHERE shop_id = $1',
      params: p,
    },
    ...(filter !== ''
      ? [{ label: 'count of the search', sql: `SELECT count(*) FROM after_sales WHERE ${where}`, params: p }]
      : []),
    ...(fromOpen > 0
      ? [
          {
            label: 'page of open run',
            sql: `SELECT * FROM after_sales WHERE ${where} AND deadline_at IS NOT NULL ORDER BY deadline_at, id LIMIT ${PAGE_SIZE} OFFSET ${offset}`,
            params: p,
          },
        ]
      : []),
    ...(fromOpen < PAGE_SIZE
      ? [
          {
            label: 'count waiting on the platform',
            sql: `SELECT count(*) FROM after_sales WHERE ${where} AND deadline_at IS NULL AND closed_at IS NULL`,
            params: p,
          },
          {
            label: 'page of final run',
            sql: `SELECT * FROM after_sales WHERE ${where} AND deadline_at IS NULL AND closed_at IS NOT NULL ORDER BY applied_at DESC, id DESC LIMIT ${PAGE_SIZE - fromOpen} OFFSET ${Math.max(0, offset - open)}`,
            params: p,
          },
        ]
      : []),
  ];
}

export const afterSalesList: Scenario = {
  id: 'after-sales-list',
  title: `After-sale list inquiry at ${CASES.toLocaleString('en-US')} cases in one shop (PostgreSQL)`,
  async run(ctx): Promise<ScenarioResult> {
    const notes: string[] = [];
    const skipped: Skip[] = [];
    const measurements: LoadMeasurement[] = [];
    const connections = [...new Set([1, SEARCH_GOAL_CONNECTIONS, ...ctx.settings.connections])];
    const goals: Goal[] = [];
    const goalText = `buyer search p95 ≤ ${SEARCH_GOAL_P95_MS} ms at ${SEARCH_GOAL_CONNECTIONS} connections, ${CASES.toLocaleString('en-US')} cases`;

    const shop = await startItemsShop(ctx);
    if (!shop) {
      for (const t of TARGETS)
        skipped.push({ target: t.id, label: t.label, reason: 'PostgreSQL unreachable', failed: false });
      goals.push({ description: goalText, status: 'skipped', detail: 'PostgreSQL not reachable' });
      return { id: this.id, title: this.title, measurements, skipped, goals, notes };
    }
    try {
      ctx.log(`filling the demo shop with ${CASES} after-sale cases`);
      const filled = await fillCases(shop.database.url, shop.shopId, CASES);
      const states = Object.entries(filled.byStatus)
        .sort((a, b) => b[1] - a[1])
        .map(([s, n]) => `${s} ${n.toLocaleString('en-US')}`)
        .join(', ');
      notes.push(
        `Filled ${filled.cases.toLocaleString('en-US')} cases (${filled.open.toLocaleString('en-US')} open with a deadline) in ${filled.seconds.toFixed(1)} s by bulk SQL: ${states}.`,
      );
      for (const target of TARGETS) {
        measurements.push(...(await measureCall(ctx, shop, target, connections, ctx.settings.postgresUrl)));
      }
      ctx.log('EXPLAIN ANALYZE of the list statements');
      for (const target of TARGETS) {
        const [counted] = await explainStatements(
          shop.database.url,
          listStatements(shop.shopId, target.filter, target.states, target.offset, 0).slice(0, 1),
        );
        const statements = listStatements(shop.shopId, target.filter, target.states, target.offset, counted?.rows ?? 0);
        const times = await explainStatements(shop.database.url, statements);
        const total = times.reduce((s, t) => s + t.ms, 0);
        notes.push(
          `${target.label}: statements ${total.toFixed(1)} ms in the database — ${times
            .map((t) => `${t.label} ${t.ms.toFixed(2)} ms [${t.plan}]`)
            .join('; ')}.`,
        );
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
      (m) => m.target === 'after-sales-list-buyer-search' && m.connections === SEARCH_GOAL_CONNECTIONS,
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
      'Each reply is one statement (the session is kept: auth/session-cache.ts), written out above as its parts: the tab counts from after_sale_counts (kept by a trigger on after_sales), the count of open cases with a timer, the count of a search (only when the filter searches), the count of open cases waiting on the platform (when the page goes past the timers), and the page from one run or two.',
      'At 50 connections on 2 cores the latency is mostly queueing: compare req/s and the ratio there, and the 1-connection row for the per-request time.',
    );
    return { id: this.id, title: this.title, measurements, skipped, goals, notes };
  },
};
