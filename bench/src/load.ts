/**
 * The load generator: autocannon, run programmatically in this process, for a fixed time with a
 * fixed number of connections. It stops by itself; a warm-up run comes first and is not counted.
 */
import autocannon from 'autocannon';
import { machineCpuSeconds } from './machine.ts';
import { LOOPBACK } from './servers.ts';

export interface LoadOptions {
  /** http://127.0.0.1:<port>; any other host is refused. */
  baseUrl: string;
  path: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  /** Seconds measured. */
  durationS: number;
  /** Seconds of load before, not measured (JIT, pools, caches). 0 for none. */
  warmupS: number;
  /** A cheap check of each reply body; a reply failing it counts as a mismatch. */
  verifyBody?: (body: string) => boolean;
  /** Seconds before a request counts as timed out. */
  timeoutS?: number;
  /** Called just before the measured run starts (after the warm-up), e.g. to read a server's CPU time. */
  onMeasuredStart?: () => void | Promise<void>;
}

export interface Latency {
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  max: number;
}

export interface LoadResult {
  connections: number;
  /** Measured seconds (wall clock of the measured run). */
  elapsedS: number;
  /** 2xx replies that passed verifyBody. */
  goodRequests: number;
  /** goodRequests per second. */
  rps: number;
  /** Of 2xx replies, in milliseconds. */
  latencyMs: Latency;
  errors: number;
  timeouts: number;
  non2xx: number;
  mismatches: number;
  /** CPU the load generator (this process) used during the measured run, % of one core. */
  loadgenCpuPct: number;
  /** CPU the whole machine used during the measured run, % of one core (all cores: up to cores × 100). */
  machineCpuPct: number | null;
  warmup: { requests: number; rps: number; errors: number; non2xx: number; mismatches: number } | null;
}

interface RawRun {
  elapsedS: number;
  latencies: number[];
  responses2xx: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  mismatches: number;
}

function assertLoopback(baseUrl: string) {
  const url = new URL(baseUrl);
  if (url.hostname !== LOOPBACK) throw new Error(`refusing to load ${baseUrl}: only ${LOOPBACK} is allowed`);
}

function runOnce(options: LoadOptions, durationS: number): Promise<RawRun> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    let responses2xx = 0;
    let non2xx = 0;
    const started = process.hrtime.bigint();
    const instance = autocannon(
      {
        url: `${options.baseUrl}${options.path}`,
        method: options.method,
        headers: options.headers ?? {},
        ...(options.body !== undefined ? { body: options.body } : {}),
        connections: options.connections,
        duration: durationS,
        timeout: options.timeoutS ?? 10,
        // A server that died makes every request fail; stop rather than spin for the whole run.
        bailout: 1_000,
        ...(options.verifyBody ? { verifyBody: (body: string | Buffer | undefined) => check(options, body) } : {}),
      },
      (err: unknown, result: autocannon.Result) => {
        if (err) {
          reject(err instanceof Error ? err : new Error(String(err)));
          return;
        }
        const elapsedS = Number(process.hrtime.bigint() - started) / 1e9;
        resolve({
          elapsedS,
          latencies,
          responses2xx,
          non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
          mismatches: result.mismatches,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) {
        responses2xx++;
        latencies.push(responseTime);
      } else {
        non2xx++;
      }
    });
  });
}

function check(options: LoadOptions, body: string | Buffer | undefined): boolean {
  if (!options.verifyBody) return true;
  return options.verifyBody(typeof body === 'string' ? body : (body?.toString('utf8') ?? ''));
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}

export function summarise(latencies: number[]): Latency {
  const sorted = Float64Array.from(latencies).sort();
  let sum = 0;
  for (const v of sorted) sum += v;
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    mean: sorted.length ? sum / sorted.length : Number.NaN,
    max: sorted.length ? (sorted[sorted.length - 1] ?? Number.NaN) : Number.NaN,
  };
}

/** A warm-up run (if any), then the measured run. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  assertLoopback(options.baseUrl);
  let warmup: LoadResult['warmup'] = null;
  if (options.warmupS > 0) {
    const w = await runOnce(options, options.warmupS);
    const good = w.responses2xx - w.mismatches;
    warmup = {
      requests: good,
      rps: good / w.elapsedS,
      errors: w.errors,
      non2xx: w.non2xx,
      mismatches: w.mismatches,
    };
  }
  await options.onMeasuredStart?.();
  const cpuBefore = process.cpuUsage();
  const machineBefore = machineCpuSeconds();
  const run = await runOnce(options, options.durationS);
  const cpu = process.cpuUsage(cpuBefore);
  const machineAfter = machineCpuSeconds();
  const goodRequests = run.responses2xx - run.mismatches;
  return {
    connections: options.connections,
    elapsedS: run.elapsedS,
    goodRequests,
    rps: goodRequests / run.elapsedS,
    latencyMs: summarise(run.latencies),
    errors: run.errors,
    timeouts: run.timeouts,
    non2xx: run.non2xx,
    mismatches: run.mismatches,
    loadgenCpuPct: ((cpu.user + cpu.system) / 1e6 / run.elapsedS) * 100,
    machineCpuPct:
      machineBefore && machineAfter ? ((machineAfter.busy - machineBefore.busy) / run.elapsedS) * 100 : null,
    warmup,
  };
}
