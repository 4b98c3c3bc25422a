import { spawn } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SERVER_NODE_FLAGS } from '../../apps/server/node-flags.mjs';

/**
 * A server of its own for one spec file, with the demo seed as seeded: the shell's gate and
 * permission tests need the demo shop as it starts (agreements unsigned, no return address),
 * whatever the other spec files of the run have done to the shared one.
 *
 * Its database is a copy of one template, made once per run on the shared server's embedded
 * PostgreSQL (`CREATE DATABASE … TEMPLATE`, a fraction of a second) instead of a cluster of its
 * own made, migrated and seeded each time. Against a server that is already up (E2E_BASE_URL),
 * whose cluster the run does not know, a fresh server makes its own cluster as before.
 */
export interface FreshServer {
  baseURL: string;
  stop(): Promise<void>;
}

// The compiled server, as npm start runs it (npm run build builds it).
const serverMain = fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));
const e2eDir = fileURLToPath(new URL('..', import.meta.url));

/** The shared server's cluster, as playwright.config.ts starts it: its data directory and port. */
function sharedCluster(): { adminUrl: string; runDir: string } | undefined {
  const runDir = process.env.SC_E2E_DATA_DIR;
  const port = process.env.SC_E2E_PG_PORT;
  if (!runDir || !port) return undefined;
  const passwordFile = join(runDir, 'pg.password');
  if (!existsSync(passwordFile)) return undefined;
  const password = readFileSync(passwordFile, 'utf8').trim();
  return { adminUrl: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`, runDir };
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The line main.ts prints once it listens, naming the port it took. */
const LISTENING = /Seller Centre on http:\/\/localhost:(\d+)/;

/**
 * Starts the compiled server on a port the system gives it (PORT=0) and waits for the line that
 * names it, so two servers of one run never meet on one port (a spec talking to another file's
 * server loses it when that file ends). The server's last lines of output are kept for the
 * error, should it exit first.
 */
async function launch(env: Record<string, string>): Promise<{ baseURL: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverMain], {
    cwd: e2eDir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail: string[] = [];
  const keep = (chunk: Buffer) => {
    tail.push(chunk.toString());
    if (tail.length > 20) tail.shift();
  };
  child.stderr?.on('data', keep);
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    let listening = false;
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`the server did not listen within 90 s:\n${tail.join('')}`));
    }, 90_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      keep(chunk);
      if (listening) return;
      seen = (seen + chunk.toString()).slice(-4096);
      const found = LISTENING.exec(seen);
      if (!found) return;
      listening = true;
      clearTimeout(timer);
      resolve(Number(found[1]));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with code ${code}:\n${tail.join('')}`));
    });
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  };
  return { baseURL, stop };
}

const TEMPLATE = 'e2e_template';

/**
 * Makes the run's template once: a server started on an empty database migrates and seeds it,
 * then stops (a template takes no connections). Its data directory (the seed's photos) is kept
 * for the copies. Spec files on two workers may ask at once: a directory made with mkdir is the
 * lock, and the `ready` file says the template is there.
 */
async function templateOf(adminUrl: string, runDir: string): Promise<string> {
  const dir = join(runDir, 'template');
  const ready = join(dir, 'ready');
  const lock = join(runDir, 'template.lock');
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (existsSync(ready)) return join(dir, 'data');
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error('the template database was not made in time');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    if (existsSync(ready)) return join(dir, 'data');
    mkdirSync(join(dir, 'data'), { recursive: true });
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${TEMPLATE}`);
    await adminQuery(adminUrl, `CREATE DATABASE ${TEMPLATE}`);
    const server = await launch({ DATABASE_URL: databaseUrl(adminUrl, TEMPLATE), DATA_DIR: join(dir, 'data') });
    await server.stop();
    writeFileSync(ready, '');
    return join(dir, 'data');
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** `env` adds to the server's environment (SIMULATOR_CLOCK=1, say). */
export async function startFreshServer(env: Record<string, string> = {}): Promise<FreshServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sc-e2e-shell-'));
  // The server's embedded PostgreSQL runs as the user postgres when the tests run as root.
  chmodSync(dataDir, 0o755);
  const cluster = sharedCluster();
  if (!cluster) {
    const server = await launch({ DATA_DIR: dataDir, ...env });
    return {
      baseURL: server.baseURL,
      async stop() {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const templateData = await templateOf(cluster.adminUrl, cluster.runDir);
  const name = `e2e_fresh_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  await adminQuery(cluster.adminUrl, `CREATE DATABASE ${name} TEMPLATE ${TEMPLATE}`);
  cpSync(templateData, dataDir, { recursive: true });
  const server = await launch({ DATABASE_URL: databaseUrl(cluster.adminUrl, name), DATA_DIR: dataDir, ...env });
  return {
    baseURL: server.baseURL,
    async stop() {
      await server.stop();
      await adminQuery(cluster.adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
