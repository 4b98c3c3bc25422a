/**
 * Servers under test, each in its own child process (so the load generator never shares their
 * event loop), always on 127.0.0.1 and a free port.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../../apps/server/node-flags.mjs';
import { onCleanup } from './cleanup.ts';
import { clockTicksPerSecond } from './machine.ts';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The only address the bench ever serves on or sends to. */
export const LOOPBACK = '127.0.0.1';

/** A free TCP port on the loopback address (taken by the OS, released at once). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, LOOPBACK, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

export interface ServerProcess {
  name: string;
  pid: number;
  port: number;
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  /** Lines the process has printed so far, stdout and stderr together. */
  outputLines(): number;
  /** The last lines it printed, for error reports. */
  tail(): string[];
  /** CPU seconds (user + system) the process has used so far; null where /proc is missing. */
  cpuSeconds(): number | null;
  /** SIGTERM, then SIGKILL if it has not exited within a few seconds. Safe to call twice. */
  stop(): Promise<void>;
}

export interface StartOptions {
  name: string;
  /** The entry file, relative to the repo root; run as `node --import tsx <script>`, or with plain node when compiled. */
  script: string;
  /** The script is compiled JavaScript: no TypeScript loader. */
  compiled?: boolean;
  /** Extra environment; PORT and HOST are set by this function. */
  env: Record<string, string>;
  /** A GET path that answers 200 once the server is ready. */
  healthPath: string;
  startTimeoutMs: number;
  /** Extra node flags before the script, e.g. ['--cpu-prof'] to profile a server. */
  nodeArgs?: string[];
}

/** Variables of the bench's own environment that must not leak into a server under test. */
const STRIPPED_ENV = ['PORT', 'HOST', 'DATA_DIR', 'DATABASE_URL', 'LOG_LEVEL', 'SEED_DEMO', 'DB_POOL_SIZE'];

const TAIL_LINES = 40;

export async function startServer(options: StartOptions): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://${LOOPBACK}:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of STRIPPED_ENV) delete env[key];
  Object.assign(env, options.env, { PORT: String(port), HOST: LOOPBACK });

  const loader = options.compiled ? [] : ['--import', 'tsx'];
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...loader, options.script], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${options.name}: could not spawn ${options.script}`);

  let lines = 0;
  const tail: string[] = [];
  const collect = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    for (const line of text.split('\n')) {
      if (!line) continue;
      lines++;
      tail.push(line);
      if (tail.length > TAIL_LINES) tail.shift();
    }
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

  const stop = onCleanup(
    `stop ${options.name} (pid ${pid})`,
    () => terminate(child, exited),
    () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  );

  const server: ServerProcess = {
    name: options.name,
    pid,
    port,
    baseUrl,
    outputLines: () => lines,
    tail: () => [...tail],
    cpuSeconds: () => processCpuSeconds(pid),
    stop,
  };

  try {
    await waitForHealth(server, child, `${baseUrl}${options.healthPath}`, options.startTimeoutMs);
  } catch (err) {
    await stop();
    throw err;
  }
  return server;
}

/** utime + stime of a process from /proc/<pid>/stat, in seconds (Linux only). */
export function processCpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at field 3 (state).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    if (!Number.isFinite(utime) || !Number.isFinite(stime)) return null;
    return (utime + stime) / clockTicksPerSecond();
  } catch {
    return null;
  }
}

async function terminate(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timedOut = await Promise.race([
    exited.then(() => false),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 5_000).unref()),
  ]);
  if (timedOut) {
    child.kill('SIGKILL');
    await exited;
  }
}

async function waitForHealth(server: ServerProcess, child: ChildProcess, url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `${server.name} exited (${child.exitCode ?? child.signalCode}) before it was ready:\n  ${server.tail().join('\n  ')}`,
      );
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${server.name} did not answer ${url} within ${timeoutMs} ms:\n  ${server.tail().join('\n  ')}`);
}

/** The raw node:http no-op server (POST any path). */
export function startRawNoop(): Promise<ServerProcess> {
  return startServer({
    name: 'raw node:http no-op',
    script: 'bench/src/noop/raw-http.ts',
    env: {},
    healthPath: '/health',
    startTimeoutMs: 20_000,
  });
}

/** The Fastify no-op server (POST /noop). */
export function startFastifyNoop(): Promise<ServerProcess> {
  return startServer({
    name: 'Fastify no-op',
    script: 'bench/src/noop/fastify.ts',
    env: {},
    healthPath: '/health',
    startTimeoutMs: 20_000,
  });
}

let built = false;

/** Compiles the server (apps/server/build.mjs, about a second and a half) before its first start. */
function buildServerOnce() {
  if (built) return;
  const run = spawnSync(process.execPath, ['apps/server/build.mjs'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (run.status !== 0) throw new Error('building the server (apps/server/build.mjs) failed');
  built = true;
}

export type SellerCentreDatabase = { kind: 'embedded'; dataDir: string } | { kind: 'postgres'; url: string };

/**
 * The real seller centre as `npm start` runs it: the compiled server (apps/server/dist/main.js,
 * built once per bench run from the current sources), with the demo shop seeded and logging at
 * warn, so request logs do not weigh on the figures.
 */
export function startSellerCentre(
  database: SellerCentreDatabase,
  extra: { env?: Record<string, string>; nodeArgs?: string[] } = {},
) {
  buildServerOnce();
  return startServer({
    name: `seller centre (${database.kind})`,
    script: 'apps/server/dist/main.js',
    compiled: true,
    env: {
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      // The demo console mailer polls the outbox every 2 s; not part of the request path.
      MAIL_TO_CONSOLE: '0',
      ...(database.kind === 'embedded' ? { DATA_DIR: database.dataDir } : { DATABASE_URL: database.url }),
      ...extra.env,
    },
    healthPath: '/health',
    startTimeoutMs: 240_000,
    nodeArgs: [...SERVER_NODE_FLAGS, ...(extra.nodeArgs ?? [])],
  });
}

/** VmRSS and VmHWM of a process, bytes (null where /proc is missing). */
export function memoryOf(pid: number): { rss: number; hwm: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1] ?? Number.NaN);
    return { rss: kb('VmRSS') * 1024, hwm: kb('VmHWM') * 1024 };
  } catch {
    return null;
  }
}

/** The embedded cluster's postmaster and its children (the backends and background workers). */
export function embeddedPids(dataDir: string): Promise<number[]> {
  const postmaster = Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        // The fourth field of /proc/<pid>/stat is the parent's pid (the name in field two has no spaces here).
        return Number(readFileSync(`/proc/${d}/stat`, 'utf8').split(' ')[3]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return Promise.resolve([postmaster, ...children]);
}

/** Proportional set size of a process, bytes (its share of pages it shares with others), null where /proc is missing. */
export function pssOf(pid: number): number | null {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const kb = Number(rollup.match(/^Pss:\s+(\d+) kB/m)?.[1] ?? Number.NaN);
    return Number.isFinite(kb) ? kb * 1024 : null;
  } catch {
    return null;
  }
}
