/**
 * Shared by the items scenarios: the real seller centre on a throw-away PostgreSQL database,
 * a demo shop filled with N products (bulk SQL, the way a migrated catalogue arrives), and load
 * runs reported like api-overhead's (ratio to the raw node:http no-op at the same connections).
 */
import pg from 'pg';
import { type LoadResult, runLoad } from '../load.ts';
import { backendPids, createTempDatabase, postgresReachable, type TempDatabase } from '../postgres.ts';
import type { Goal, LoadMeasurement, Measurement, ScenarioContext } from '../scenario.ts';
import { loginDemoOwnerSession, postCall } from '../seller-centre.ts';
import { processCpuSeconds, type ServerProcess, startRawNoop, startSellerCentre } from '../servers.ts';

export interface ItemsShop {
  server: ServerProcess;
  database: TempDatabase;
  cookie: string;
  shopId: string;
  stop(): Promise<void>;
}

/** Starts the seller centre on a new PostgreSQL database with the demo shop; null when PostgreSQL is unreachable. */
export async function startItemsShop(
  ctx: ScenarioContext,
  env?: Record<string, string>,
  nodeArgs?: string[],
): Promise<ItemsShop | null> {
  const adminUrl = ctx.settings.postgresUrl;
  if (!(await postgresReachable(adminUrl))) return null;
  const database = await createTempDatabase(adminUrl, 'sc_bench_items');
  ctx.log(`starting the seller centre on PostgreSQL (database ${database.name}, dropped afterwards)`);
  let server: ServerProcess;
  try {
    server = await startSellerCentre(
      { kind: 'postgres', url: database.url },
      { env, ...(nodeArgs ? { nodeArgs } : {}) },
    );
  } catch (err) {
    await database.drop();
    throw err;
  }
  const { cookie, data } = await loginDemoOwnerSession(server.baseUrl);
  if (!data.shopId) throw new Error('the demo owner has no shop');
  return {
    server,
    database,
    cookie,
    shopId: data.shopId,
    async stop() {
      await server.stop();
      await database.drop();
    },
  };
}

const TITLES = [
  'เสื้อยืดคอกลม Cotton',
  'กางเกงยีนส์ขากระบอก',
  'รองเท้าผ้าใบ น้ำหนักเบา',
  'กระเป๋าเป้ใส่โน้ตบุ๊ก',
  'หูฟังไร้สาย Bluetooth',
  'พัดลมตั้งพื้น 16 นิ้ว',
  'หม้อทอดไร้น้ำมัน',
  'เซรั่มวิตามินซี',
  'Smart Watch Pro',
  'ลำโพงพกพา กันน้ำ',
];

/**
 * Adds `count` products of two SKUs each to the shop, in every state of the tabs (70% on sale,
 * a share of them sold out, off shelf, coming, halted, pre-sale, a few with open violations),
 * over every leaf category, each SKU with its first price; then ANALYZE.
 */
export async function fillShop(databaseUrl: string, shopId: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `WITH leaves AS (SELECT array_agg(id ORDER BY id) AS ids FROM categories WHERE is_leaf)
       INSERT INTO products (shop_id, title, code, category_id, images, specs, keywords, status, off_shelf_reason,
         pre_sale, pre_sale_ship_days, on_shelf_at, off_shelf_at, release_at, last_edited_at, last_viewed_at,
         last_sold_at, sales_count, view_count, open_violations, created_at, updated_at)
       SELECT $1, ($3::text[])[1 + g % 10] || ' รุ่น ' || g, 'BN-' || g, l.ids[1 + g % array_length(l.ids, 1)],
         '["https://img.alicdn.com/imgextra/cover.jpg"]'::jsonb, '[{"name":"สี","values":["ขาว","ดำ"]}]'::jsonb, '["bench"]'::jsonb,
         CASE WHEN g % 20 < 14 THEN 'on_sale' WHEN g % 20 < 18 THEN 'off_shelf' WHEN g % 20 = 18 THEN 'coming'
           WHEN g % 40 = 19 THEN 'halted' ELSE 'off_shelf' END,
         CASE WHEN g % 20 >= 14 AND g % 20 <> 18 THEN 'merchant' END,
         g % 17 = 0, CASE WHEN g % 17 = 0 THEN 10 END,
         now() - (g || ' minutes')::interval, CASE WHEN g % 20 >= 14 THEN now() - interval '3 days' END,
         CASE WHEN g % 20 = 18 THEN now() + interval '3 days' END,
         now() - (g || ' seconds')::interval, now() - interval '1 day', now() - interval '2 days',
         g % 500, g % 5000, CASE WHEN g % 250 = 0 THEN 1 ELSE 0 END,
         now() - (g || ' minutes')::interval, now() - (g || ' seconds')::interval
       FROM generate_series(1, $2::int) g, leaves l`,
      [shopId, count, TITLES],
    );
    await client.query(
      `INSERT INTO skus (shop_id, product_id, spec_values, code, price, market_price, purchase_price, stock,
         warning_line, sort, created_at, updated_at)
       SELECT p.shop_id, p.id, jsonb_build_array(v.value), p.code || '-' || v.k, 10000 + (p.id % 900) * 100,
         20000 + (p.id % 900) * 100, 5000, CASE WHEN p.id % 13 = 0 THEN 0 ELSE 1 + p.id % 50 END, 3, v.k - 1,
         p.created_at, p.updated_at
       FROM products p CROSS JOIN (VALUES (1, 'ขาว'), (2, 'ดำ')) AS v(k, value)
       WHERE p.shop_id = $1 AND p.code LIKE 'BN-%'`,
      [shopId],
    );
    await client.query(
      `INSERT INTO sku_price_history (shop_id, sku_id, price, at)
       SELECT shop_id, id, price, created_at FROM skus WHERE shop_id = $1 AND code LIKE 'BN-%'`,
      [shopId],
    );
    await client.query('VACUUM ANALYZE products');
    await client.query('VACUUM ANALYZE skus');
    await client.query('VACUUM ANALYZE sku_price_history');
  } finally {
    await client.end();
  }
}

export interface Target {
  id: string;
  label: string;
  path: string;
  body: unknown;
}

function cpuByPid(pids: number[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const pid of pids) {
    const seconds = processCpuSeconds(pid);
    if (seconds !== null) out.set(pid, seconds);
  }
  return out;
}

function toMeasurement(
  target: { id: string; label: string },
  r: LoadResult,
  serverCpuS: number | null,
  dbCpuS: number | null,
  logLines: number,
): LoadMeasurement {
  const pct = (seconds: number) => (seconds / r.elapsedS) * 100;
  const warmErrors = r.warmup ? r.warmup.errors + r.warmup.non2xx + r.warmup.mismatches : 0;
  return {
    kind: 'load',
    target: target.id,
    label: target.label,
    connections: r.connections,
    rps: r.rps,
    ratio: null,
    latencyMs: r.latencyMs,
    requests: r.goodRequests,
    elapsedS: r.elapsedS,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    mismatches: r.mismatches,
    serverCpuPct: serverCpuS === null ? null : pct(serverCpuS),
    serverCpuUsPerRequest: serverCpuS === null || r.goodRequests === 0 ? null : (serverCpuS / r.goodRequests) * 1e6,
    loadgenCpuPct: r.loadgenCpuPct,
    dbCpuPct: dbCpuS === null ? null : pct(dbCpuS),
    otherCpuPct:
      r.machineCpuPct === null || serverCpuS === null
        ? null
        : Math.max(0, r.machineCpuPct - r.loadgenCpuPct - pct(serverCpuS) - pct(dbCpuS ?? 0)),
    serverLogLines: logLines,
    clean: r.errors === 0 && r.non2xx === 0 && r.mismatches === 0 && warmErrors === 0 && r.goodRequests > 0,
  };
}

/** Checks one call by hand, then loads it at each connection count. */
export async function measureCall(
  ctx: ScenarioContext,
  shop: ItemsShop,
  target: Target,
  connections: number[],
  adminUrl: string,
): Promise<LoadMeasurement[]> {
  const sample = await postCall(shop.server.baseUrl, target.path, target.body, shop.cookie);
  if (!sample.success) throw new Error(`${target.label}: ${sample.replyCode} ${sample.replyText}`);
  const at = sample.body.lastIndexOf('"transactionStatus":');
  const suffix = sample.body.slice(at);
  const out: LoadMeasurement[] = [];
  for (const c of connections) {
    ctx.log(`  ${target.label}: ${c} connections, ${ctx.settings.warmupS}s warm-up + ${ctx.settings.durationS}s`);
    const lines = shop.server.outputLines();
    let cpuBefore: number | null = null;
    let dbBefore = new Map<number, number>();
    const r = await runLoad({
      baseUrl: shop.server.baseUrl,
      path: target.path,
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: shop.cookie },
      body: JSON.stringify(target.body),
      connections: c,
      durationS: ctx.settings.durationS,
      warmupS: ctx.settings.warmupS,
      verifyBody: (body) => body.endsWith(suffix),
      onMeasuredStart: async () => {
        dbBefore = cpuByPid(await backendPids(adminUrl, shop.database.name));
        cpuBefore = shop.server.cpuSeconds();
      },
    });
    const cpuAfter = shop.server.cpuSeconds();
    const after = cpuByPid([...new Set([...dbBefore.keys(), ...(await backendPids(adminUrl, shop.database.name))])]);
    let dbCpuS = 0;
    for (const [pid, seconds] of after) dbCpuS += seconds - (dbBefore.get(pid) ?? 0);
    const serverCpuS = cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null;
    const m = toMeasurement(target, r, serverCpuS, dbCpuS, shop.server.outputLines() - lines);
    ctx.log(
      `    ${Math.round(m.rps)} req/s, p50 ${m.latencyMs.p50.toFixed(1)} ms, p95 ${m.latencyMs.p95.toFixed(1)} ms${m.clean ? '' : ' (NOT CLEAN)'}`,
    );
    out.push(m);
  }
  return out;
}

/** The raw node:http no-op at the same connection counts: the baseline of the ratios. */
export async function measureRawNoop(ctx: ScenarioContext, connections: number[]): Promise<LoadMeasurement[]> {
  const server = await startRawNoop();
  try {
    const out: LoadMeasurement[] = [];
    for (const c of connections) {
      const r = await runLoad({
        baseUrl: server.baseUrl,
        path: '/noop',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
        connections: c,
        durationS: ctx.settings.durationS,
        warmupS: ctx.settings.warmupS,
        verifyBody: (b) => b === JSON.stringify({ ok: true }),
      });
      out.push(toMeasurement({ id: 'raw-noop', label: 'raw node:http no-op POST' }, r, null, null, 0));
    }
    return out;
  } finally {
    await server.stop();
  }
}

/** Measures the raw no-op at the same connection counts, adds it, and sets each load row's ratio to it. */
export async function addRawNoopRatios(ctx: ScenarioContext, connections: number[], measurements: Measurement[]) {
  ctx.log('the raw node:http no-op, for the ratios');
  const raw = await measureRawNoop(ctx, connections);
  measurements.push(...raw);
  for (const m of measurements) {
    if (m.kind !== 'load') continue;
    const base = raw.find((b) => b.connections === m.connections);
    m.ratio = base && base.rps > 0 ? m.rps / base.rps : null;
  }
}

/** A p95 goal of one load row: met when it was clean and within `p95Ms`. */
export function p95Goal(description: string, m: LoadMeasurement | undefined, p95Ms: number): Goal {
  return {
    description,
    status: !m ? 'skipped' : m.latencyMs.p95 <= p95Ms && m.clean ? 'met' : 'not met',
    detail: m
      ? `p50 ${m.latencyMs.p50.toFixed(1)} ms, p95 ${m.latencyMs.p95.toFixed(1)} ms, ${Math.round(m.rps)} req/s`
      : 'not measured',
  };
}
