/**
 * Finance at scale: the demo shop's ledger holds BENCH_LEDGER_ORDERS orders' lines (default
 * 100,000 orders, five lines each: payment, freight, commission, payment fee and the carrier's
 * charge) in one closed Bangkok month that has no bill yet, and as many again in the month now
 * open, so the shop has about 1,000,000 money lines (filled by bulk SQL, the way a migrated
 * ledger arrives). Two figures:
 *
 * - building that month's bill: the operator's build call (/oms/mkt/bill/build, what the hourly
 *   timer runs) takes every line of the closed month onto one bill and sums it; the time of that
 *   one call (the goal: within BUILD_GOAL_S);
 * - the merchant trade list (/finance/merchant/trade/list) at those lines, as the screen calls it:
 *   the first page with the count and sum of every line (the goal: p95 ≤ TRADE_GOAL_P95_MS at
 *   TRADE_GOAL_CONNECTIONS connections), and one kind over one month, at 1 connection, 10 and each
 *   BENCH_CONNECTIONS count. Ratios are to the raw node:http no-op at the same connection count.
 *
 * The goals are the project's own (the spec names none): a month's bill built well within the
 * hour between two runs of the timer, and a list that answers as a screen should.
 * Try it small first: BENCH_LEDGER_ORDERS=20000 BENCH_ONLY=finance-ledger npm run bench.
 */
import pg from 'pg';
import type { Goal, LoadMeasurement, Scenario, ScenarioResult, Skip } from '../scenario.ts';
import { explainStatements } from './after-sales-shop.ts';
import { addRawNoopRatios, measureCall, p95Goal, startItemsShop, type Target } from './items-shop.ts';

const ORDERS = Number(process.env.BENCH_LEDGER_ORDERS ?? 100_000);
const LINES_PER_ORDER = 5;
/** The closed month that gets the bill: far enough back that the demo shop has no bill of it. */
const BILL_MONTHS_BACK = 14;
const TRADE_PATH = '/oms/merchant/trade/list/inquiry';
const BUILD_PATH = '/oms/mkt/bill/build';
const JOBS_PATH = '/oms/mkt/jobs/run';
const PAGE_SIZE = 20;
const BUILD_GOAL_S = 60;
const TRADE_GOAL_P95_MS = 200;
const TRADE_GOAL_CONNECTIONS = 10;
const OPERATOR = { loginAcct: 'platform-operator', password: 'PlatformOps2026' };
const OPERATOR_COOKIE = 'sc_op_sid';

/** The Bangkok month `back` months before now: its first day and its bounds as instants. */
function monthBack(back: number): { day: string; from: string; to: string } {
  const bangkok = new Date(Date.now() + 7 * 3_600_000);
  const first = new Date(Date.UTC(bangkok.getUTCFullYear(), bangkok.getUTCMonth() - back, 1));
  const next = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 1));
  const instant = (d: Date) => new Date(d.getTime() - 7 * 3_600_000).toISOString();
  return { day: first.toISOString().slice(0, 10), from: instant(first), to: instant(next) };
}

/**
 * Adds `orders` orders' five lines each to the shop, spread evenly over [from, to), order numbers
 * from `firstOrder`; then ANALYZE.
 */
async function fillLedger(
  client: pg.Client,
  shopId: string,
  orders: number,
  firstOrder: number,
  from: string,
  to: string,
) {
  await client.query(
    `INSERT INTO ledger_lines (shop_id, kind, amount, order_id, ref, note, at)
     SELECT $1, k.kind,
       CASE k.kind WHEN 'payment' THEN 10000 + (g % 900) * 100 WHEN 'freight' THEN 4000
         WHEN 'commission' THEN -(500 + (g % 900) * 5) WHEN 'fee' THEN -(280 + (g % 900) * 2) ELSE -3500 END,
       $2::bigint + g, 'BENCH' || g, CASE k.kind WHEN 'carrier' THEN 'out' ELSE '' END,
       $3::timestamptz + (($4::timestamptz - $3::timestamptz) * (g - 1) / $5::int)
     FROM generate_series(1, $5::int) g
     CROSS JOIN (VALUES ('payment'), ('freight'), ('commission'), ('fee'), ('carrier')) AS k(kind)`,
    [shopId, firstOrder, from, to, orders],
  );
}

/** Where the shop's day totals end (the list reads it first, then counts the lines after it). */
async function markOf(url: string, shopId: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const r = await client.query<{ at: Date }>(
      'SELECT totalled_before AS at FROM ledger_totals_marks WHERE shop_id = $1',
      [shopId],
    );
    return (r.rows[0]?.at ?? new Date(0)).toISOString();
  } finally {
    await client.end();
  }
}

async function operatorCookie(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/oms/mkt/operator/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(OPERATOR),
  });
  const sid = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith(`${OPERATOR_COOKIE}=`));
  if (!res.ok || !sid) throw new Error(`operator login failed (HTTP ${res.status})`);
  return sid;
}

/** An operator's call, timed; it may take longer than the usual call timeout. */
async function timeOperatorCall(baseUrl: string, path: string, cookie: string) {
  const started = performance.now();
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: '{}',
    signal: AbortSignal.timeout(600_000),
  });
  const body = (await res.json()) as {
    data?: {
      built?: number;
      changed?: Record<string, number>;
      transactionStatus?: { success?: boolean; replyText?: string };
    };
  };
  const seconds = (performance.now() - started) / 1000;
  const status = body.data?.transactionStatus;
  if (!status?.success) throw new Error(`${path} refused (HTTP ${res.status}: ${status?.replyText ?? 'no status'})`);
  return { seconds, built: body.data?.built ?? 0, changed: body.data?.changed ?? {} };
}

export const financeLedger: Scenario = {
  id: 'finance-ledger',
  title: `One month’s bill at ${ORDERS.toLocaleString('en-US')} orders and the trade list at ${(2 * ORDERS * LINES_PER_ORDER).toLocaleString('en-US')} money lines (PostgreSQL)`,
  async run(ctx): Promise<ScenarioResult> {
    const notes: string[] = [];
    const skipped: Skip[] = [];
    const measurements: ScenarioResult['measurements'] = [];
    const connections = [...new Set([1, TRADE_GOAL_CONNECTIONS, ...ctx.settings.connections])];
    const goals: Goal[] = [];
    const lines = 2 * ORDERS * LINES_PER_ORDER;
    const buildGoal = `one month’s bill of ${ORDERS.toLocaleString('en-US')} orders (${(ORDERS * LINES_PER_ORDER).toLocaleString('en-US')} lines) built within ${BUILD_GOAL_S} s`;
    const tradeGoal = `trade list first page p95 ≤ ${TRADE_GOAL_P95_MS} ms at ${TRADE_GOAL_CONNECTIONS} connections, ${lines.toLocaleString('en-US')} lines`;

    // The simulator's clock lets the operator run the automatic rules now (/oms/mkt/jobs/run).
    const shop = await startItemsShop(ctx, { SIMULATOR_CLOCK: '1' });
    if (!shop) {
      skipped.push({
        target: 'finance-bill-build',
        label: 'bill build',
        reason: 'PostgreSQL unreachable',
        failed: false,
      });
      goals.push({ description: buildGoal, status: 'skipped', detail: 'PostgreSQL not reachable' });
      goals.push({ description: tradeGoal, status: 'skipped', detail: 'PostgreSQL not reachable' });
      return { id: this.id, title: this.title, measurements, skipped, goals, notes };
    }
    const billMonth = monthBack(BILL_MONTHS_BACK);
    const open = monthBack(0);
    const targets: Target[] = [
      {
        id: 'finance-trade-list-first-page',
        label: `trade list, first page with the count and sum (${lines.toLocaleString('en-US')} lines)`,
        path: TRADE_PATH,
        body: { page: { pageNum: 1, pageSize: PAGE_SIZE } },
      },
      {
        id: 'finance-trade-list-kind-month',
        label: 'trade list, commission lines of one month',
        path: TRADE_PATH,
        body: {
          kind: 'commission',
          from: billMonth.day,
          to: new Date(new Date(billMonth.to).getTime() + 6 * 3_600_000).toISOString().slice(0, 10),
          page: { pageNum: 1, pageSize: PAGE_SIZE },
        },
      },
    ];
    try {
      const client = new pg.Client({ connectionString: shop.database.url });
      await client.connect();
      try {
        const started = Date.now();
        ctx.log(
          `filling the demo shop's ledger: ${ORDERS} orders in ${billMonth.day.slice(0, 7)}, ${ORDERS} this month`,
        );
        await fillLedger(client, shop.shopId, ORDERS, 9_100_000_000_000, billMonth.from, billMonth.to);
        await fillLedger(client, shop.shopId, ORDERS, 9_200_000_000_000, open.from, new Date().toISOString());
        await client.query('VACUUM ANALYZE ledger_lines');
        const total = await client.query<{ n: string }>('SELECT count(*) AS n FROM ledger_lines WHERE shop_id = $1', [
          shop.shopId,
        ]);
        notes.push(
          `Filled ${(2 * ORDERS * LINES_PER_ORDER).toLocaleString('en-US')} lines by bulk SQL in ${((Date.now() - started) / 1000).toFixed(1)} s; the shop holds ${Number(total.rows[0]?.n).toLocaleString('en-US')} lines with the demo ones.`,
        );
      } finally {
        await client.end();
      }

      ctx.log(`building the bill of ${billMonth.day.slice(0, 7)}`);
      const cookie = await operatorCookie(shop.server.baseUrl);
      const build = await timeOperatorCall(shop.server.baseUrl, BUILD_PATH, cookie);
      measurements.push({
        kind: 'value',
        target: 'finance-bill-build',
        label: `build one month’s bill (${ORDERS.toLocaleString('en-US')} orders, ${(ORDERS * LINES_PER_ORDER).toLocaleString('en-US')} lines)`,
        value: build.seconds,
        unit: 's',
      });
      goals.push({
        description: buildGoal,
        status: build.built >= 1 && build.seconds <= BUILD_GOAL_S ? 'met' : 'not met',
        detail: `${build.seconds.toFixed(2)} s, ${build.built} bill(s) built`,
      });

      ctx.log('running the automatic rules: the closed days of the ledger totalled');
      const totalled = await timeOperatorCall(shop.server.baseUrl, JOBS_PATH, cookie);
      measurements.push({
        kind: 'value',
        target: 'finance-day-totals',
        label: `total the closed days of ${lines.toLocaleString('en-US')} lines (every automatic rule once, the first time)`,
        value: totalled.seconds,
        unit: 's',
      });
      notes.push(
        `The first run of the automatic rules wrote ${totalled.changed['finance.day-totals'] ?? 0} day totals in ${totalled.seconds.toFixed(2)} s; the list counts the lines of the day not closed yet live.`,
      );

      for (const target of targets) {
        measurements.push(...(await measureCall(ctx, shop, target, connections, ctx.settings.postgresUrl)));
      }
      ctx.log('EXPLAIN ANALYZE of the trade list statements');
      const explained = await explainStatements(shop.database.url, [
        {
          label: 'page',
          sql: `SELECT id, kind, amount, order_id, at FROM ledger_lines WHERE shop_id = $1 ORDER BY at DESC, id DESC LIMIT ${PAGE_SIZE}`,
          params: [shop.shopId],
        },
        {
          label: 'count and sum over every line (before the day totals)',
          sql: 'SELECT count(*), coalesce(sum(amount), 0) FROM ledger_lines WHERE shop_id = $1',
          params: [shop.shopId],
        },
        {
          label: 'count and sum of the closed days (day totals)',
          sql: 'SELECT coalesce(sum(lines), 0), coalesce(sum(amount), 0) FROM ledger_day_totals WHERE shop_id = $1',
          params: [shop.shopId],
        },
        {
          label: 'count and sum of the lines of the days not totalled (counted live)',
          sql: 'SELECT count(*), coalesce(sum(amount), 0) FROM ledger_lines WHERE shop_id = $1 AND at >= $2',
          params: [shop.shopId, await markOf(shop.database.url, shop.shopId)],
        },
        {
          label: 'count and sum of one order (no day totals)',
          sql: 'SELECT count(*), coalesce(sum(amount), 0) FROM ledger_lines WHERE shop_id = $1 AND order_id = $2',
          params: [shop.shopId, 9_200_000_000_123],
        },
      ]);
      for (const e of explained)
        notes.push(`trade list ${e.label}: ${e.ms.toFixed(2)} ms in the database [${e.plan}].`);
    } finally {
      await shop.stop();
    }
    await addRawNoopRatios(ctx, connections, measurements);
    const first = measurements.find(
      (m): m is LoadMeasurement =>
        m.kind === 'load' && m.target === 'finance-trade-list-first-page' && m.connections === TRADE_GOAL_CONNECTIONS,
    );
    goals.push(p95Goal(tradeGoal, first, TRADE_GOAL_P95_MS));
    notes.push(
      'Each trade list reply is the page of lines with their bills, and the count and sum of every line that matches the filter.',
      'At 50 connections on 2 cores the latency is mostly queueing: compare req/s and the ratio there, and the 1-connection row for the per-request time.',
    );
    return { id: this.id, title: this.title, measurements, skipped, goals, notes };
  },
};
