/**
 * What the API costs per request, from the bottom up:
 *   1. raw node:http no-op POST (the baseline, ratio 1),
 *   2. Fastify no-op POST route,
 *   3. the authenticated user-info inquiry on the real server over its embedded PostgreSQL (the default),
 *   4. the same over the machine's PostgreSQL (skipped when the local server is unreachable).
 * Same body for all; each server in its own process; ratios are to (1) at the same connections.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onCleanup } from '../cleanup.ts';
import { type LoadResult, runLoad } from '../load.ts';
import { backendPids, createTempDatabase, postgresReachable, postgresVersion } from '../postgres.ts';
import type { Goal, LoadMeasurement, Scenario, ScenarioContext, ScenarioResult, Skip } from '../scenario.ts';
import { loginDemoOwner, postCall } from '../seller-centre.ts';
import {
  embeddedPids,
  processCpuSeconds,
  type ServerProcess,
  startFastifyNoop,
  startRawNoop,
  startSellerCentre,
} from '../servers.ts';

const USER_INFO_PATH = '/oms/sms/V3/user/info/inquiry';
const BODY = JSON.stringify({ sessionContext: { locale: 'en-US' } });
const NOOP_ANSWER = JSON.stringify({ ok: true });
/** The goal: user-info on PostgreSQL at no less than this share of the raw no-op's req/s. */
const GOAL_RATIO = 0.2;
/** More server output than this during one load run means requests are being logged. */
const LOG_LINES_LIMIT = 20;

const TARGETS = {
  raw: { id: 'raw-noop', label: 'raw node:http no-op POST' },
  fastify: { id: 'fastify-noop', label: 'Fastify no-op POST' },
  embedded: { id: 'user-info-embedded', label: 'user-info inquiry, embedded PostgreSQL' },
  postgres: { id: 'user-info-postgres', label: 'user-info inquiry, PostgreSQL' },
} as const;

type Target = (typeof TARGETS)[keyof typeof TARGETS];

interface Request {
  path: string;
  headers: Record<string, string>;
  verifyBody: (body: string) => boolean;
  /** Process ids of the database backends serving the server, when they are processes of their own. */
  dbPids?: () => Promise<number[]>;
}

/** CPU seconds so far of each process, by pid (processes gone are left out). */
function cpuByPid(pids: number[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const pid of pids) {
    const s = processCpuSeconds(pid);
    if (s !== null) out.set(pid, s);
  }
  return out;
}

/** Runs every connection count against one started server, then stops it. */
async function measure(
  ctx: ScenarioContext,
  target: Target,
  server: ServerProcess,
  request: Request,
): Promise<LoadMeasurement[]> {
  const out: LoadMeasurement[] = [];
  try {
    for (const connections of ctx.settings.connections) {
      ctx.log(
        `  ${target.label}: ${connections} connections, ${ctx.settings.warmupS}s warm-up + ${ctx.settings.durationS}s`,
      );
      const linesBefore = server.outputLines();
      let cpuBefore: number | null = null;
      let dbBefore = new Map<number, number>();
      const result = await runLoad({
        baseUrl: server.baseUrl,
        path: request.path,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...request.headers },
        body: BODY,
        connections,
        durationS: ctx.settings.durationS,
        warmupS: ctx.settings.warmupS,
        verifyBody: request.verifyBody,
        onMeasuredStart: async () => {
          if (request.dbPids) dbBefore = cpuByPid(await request.dbPids());
          cpuBefore = server.cpuSeconds();
        },
      });
      const cpuAfter = server.cpuSeconds();
      const serverCpuS = cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null;
      let dbCpuS: number | null = null;
      if (request.dbPids) {
        // Backends that started during the run count from 0; any that ended are lost (pools keep theirs).
        const after = cpuByPid([...new Set([...dbBefore.keys(), ...(await request.dbPids())])]);
        dbCpuS = 0;
        for (const [pid, s] of after) dbCpuS += s - (dbBefore.get(pid) ?? 0);
      }
      out.push(toMeasurement(target, result, server.outputLines() - linesBefore, serverCpuS, dbCpuS));
      const m = out[out.length - 1];
      if (m) {
        const cpu = m.serverCpuPct === null ? '' : `, server CPU ${m.serverCpuPct.toFixed(0)}%`;
        ctx.log(
          `    ${Math.round(m.rps)} req/s, p99 ${m.latencyMs.p99.toFixed(1)} ms${cpu}${m.clean ? '' : ' (NOT CLEAN)'}`,
        );
      }
    }
  } finally {
    await server.stop();
  }
  return out;
}

function toMeasurement(
  target: Target,
  r: LoadResult,
  serverLogLines: number,
  serverCpuS: number | null,
  dbCpuS: number | null,
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
    serverLogLines,
    clean: r.errors === 0 && r.non2xx === 0 && r.mismatches === 0 && warmErrors === 0 && r.goodRequests > 0,
  };
}

/** Logs in, checks one user-info call by hand, and builds the request for the load. */
async function userInfoRequest(server: ServerProcess): Promise<Request> {
  const cookie = await loginDemoOwner(server.baseUrl);
  const sample = await postCall(server.baseUrl, USER_INFO_PATH, JSON.parse(BODY), cookie);
  if (sample.status !== 200 || !sample.success) {
    throw new Error(`user-info check failed (HTTP ${sample.status}, ${sample.replyCode}: ${sample.replyText})`);
  }
  // The reply ends with its transactionStatus; a failure (e.g. an expired session) ends otherwise.
  const at = sample.body.lastIndexOf('"transactionStatus":');
  if (at < 0) throw new Error('user-info reply has no transactionStatus');
  const suffix = sample.body.slice(at);
  return { path: USER_INFO_PATH, headers: { cookie }, verifyBody: (body) => body.endsWith(suffix) };
}

async function runEmbedded(ctx: ScenarioContext): Promise<LoadMeasurement[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sc-bench-embedded-'));
  // The cluster runs as the user postgres when the bench runs as root.
  chmodSync(dataDir, 0o755);
  const removeDir = onCleanup(
    `remove ${dataDir}`,
    async () => rmSync(dataDir, { recursive: true, force: true }),
    () => rmSync(dataDir, { recursive: true, force: true }),
  );
  try {
    ctx.log(`starting the seller centre on its embedded PostgreSQL (DATA_DIR ${dataDir})`);
    const server = await startSellerCentre({ kind: 'embedded', dataDir });
    let request: Request;
    try {
      request = { ...(await userInfoRequest(server)), dbPids: () => embeddedPids(dataDir) };
    } catch (err) {
      await server.stop();
      throw err;
    }
    return await measure(ctx, TARGETS.embedded, server, request);
  } finally {
    await removeDir();
  }
}

function skipPostgres(reason: string): Skip {
  return { target: TARGETS.postgres.id, label: TARGETS.postgres.label, reason, failed: false };
}

async function runPostgres(ctx: ScenarioContext, notes: string[]): Promise<LoadMeasurement[] | Skip> {
  const adminUrl = ctx.settings.postgresUrl;
  const where = new URL(adminUrl).host;
  if (!(await postgresReachable(adminUrl))) {
    return skipPostgres(`PostgreSQL at ${where} is unreachable`);
  }
  let database: Awaited<ReturnType<typeof createTempDatabase>>;
  try {
    notes.push(`PostgreSQL ${await postgresVersion(adminUrl)} at ${where}.`);
    database = await createTempDatabase(adminUrl);
  } catch (err) {
    return skipPostgres(`PostgreSQL at ${where} refused: ${err instanceof Error ? err.message : String(err)}`);
  }
  try {
    ctx.log(`starting the seller centre on PostgreSQL (database ${database.name}, dropped afterwards)`);
    const server = await startSellerCentre({ kind: 'postgres', url: database.url });
    let request: Request;
    try {
      request = { ...(await userInfoRequest(server)), dbPids: () => backendPids(adminUrl, database.name) };
    } catch (err) {
      await server.stop();
      throw err;
    }
    return await measure(ctx, TARGETS.postgres, server, request);
  } finally {
    await database.drop();
  }
}

export const apiOverhead: Scenario = {
  id: 'api-overhead',
  title: 'API overhead: raw node:http → Fastify → user-info inquiry (embedded PostgreSQL, PostgreSQL)',
  async run(ctx): Promise<ScenarioResult> {
    const notes: string[] = [];
    const skipped: Skip[] = [];
    const measurements: LoadMeasurement[] = [];
    const noopRequest = (path: string): Request => ({ path, headers: {}, verifyBody: (b) => b === NOOP_ANSWER });

    // One broken target is recorded and the others still run.
    const attempt = async (target: Target, work: () => Promise<LoadMeasurement[] | Skip>) => {
      try {
        const got = await work();
        if (Array.isArray(got)) measurements.push(...got);
        else skipped.push(got);
      } catch (err) {
        const reason = `failed: ${err instanceof Error ? err.message : String(err)}`;
        ctx.log(`${target.label} ${reason}`);
        skipped.push({ target: target.id, label: target.label, reason: reason.split('\n')[0] ?? reason, failed: true });
        notes.push(`${target.label} ${reason}`);
      }
    };
    await attempt(TARGETS.raw, async () => {
      ctx.log('starting the raw node:http no-op server');
      return measure(ctx, TARGETS.raw, await startRawNoop(), noopRequest('/noop'));
    });
    await attempt(TARGETS.fastify, async () => {
      ctx.log('starting the Fastify no-op server');
      return measure(ctx, TARGETS.fastify, await startFastifyNoop(), noopRequest('/noop'));
    });
    await attempt(TARGETS.embedded, () => runEmbedded(ctx));
    await attempt(TARGETS.postgres, () => runPostgres(ctx, notes));

    // Ratios to the raw no-op at the same connection count.
    for (const m of measurements) {
      const base = measurements.find((b) => b.target === TARGETS.raw.id && b.connections === m.connections);
      m.ratio = base && base.rps > 0 ? m.rps / base.rps : null;
    }

    const goals: Goal[] = [];
    const goalText = `user-info on PostgreSQL ≥ ${GOAL_RATIO * 100}% of the raw no-op's req/s`;
    if (skipped.some((s) => s.target === TARGETS.postgres.id)) {
      goals.push({ description: goalText, status: 'skipped', detail: 'PostgreSQL not measured (see above)' });
    }
    for (const m of measurements.filter((x) => x.target === TARGETS.postgres.id)) {
      const pct = m.ratio === null ? 'n/a' : `${(m.ratio * 100).toFixed(1)}%`;
      goals.push({
        description: `${goalText} at ${m.connections} connections`,
        status: m.ratio !== null && m.ratio >= GOAL_RATIO && m.clean ? 'met' : 'not met',
        detail: `${Math.round(m.rps)} req/s = ${pct} of the raw no-op${m.clean ? '' : ' (run not clean)'}`,
      });
    }

    const noisy = measurements.filter((m) => m.serverLogLines > LOG_LINES_LIMIT);
    if (noisy.length > 0) {
      notes.push(
        `LOG_LEVEL=warn did NOT silence the server: ${noisy
          .map((m) => `${m.target}@${m.connections}: ${m.serverLogLines} lines`)
          .join(', ')} printed during load.`,
      );
    } else if (measurements.some((m) => m.target === TARGETS.embedded.id || m.target === TARGETS.postgres.id)) {
      notes.push(
        `LOG_LEVEL=warn silenced request logs (the real server printed ≤ ${LOG_LINES_LIMIT} lines during each load run).`,
      );
    }
    notes.push(
      'The real server runs with its defaults otherwise: a pool of 10 connections (DB_POOL_SIZE); MAIL_TO_CONSOLE=0 stops the demo outbox poller.',
    );
    return { id: this.id, title: this.title, measurements, skipped, goals, notes };
  },
};
