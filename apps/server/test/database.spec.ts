import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { passwordFileOf } from '../src/db/embedded.ts';
import { acquireDataDirLock, DataDirLockedError } from '../src/db/lock.ts';

const serverDir = new URL('..', import.meta.url).pathname;
const repoRoot = new URL('../../..', import.meta.url).pathname;
const temp: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'sc-db-'));
  // The embedded cluster runs as the user postgres when the tests run as root.
  chmodSync(d, 0o755);
  temp.push(d);
  return d;
};
afterAll(() => {
  for (const d of temp) rmSync(d, { recursive: true, force: true });
});

describe('the data directory lock', () => {
  it('a second server on the same data directory refuses to start with a clear message', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', join(serverDir, 'src/main.ts')], {
        env: { ...process.env, DATA_DIR: dir, PORT: '0', DATABASE_URL: '', SEED_DEMO: '0' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`The data directory ${dir} is in use by another server (pid ${process.pid})`);
    } finally {
      release();
    }
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
  });

  it('a lock left by a process that is gone is taken over', () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid;
    writeFileSync(join(dir, 'server.lock'), String(dead));
    const release = acquireDataDirLock(dir);
    release();
  });

  it('a live owner other than this process blocks the lock', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'server.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
  });
});

/** `npm start`'s server on an embedded cluster in `dataDir`; resolves once it listens. */
async function startServer(dataDir: string): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(serverDir, 'src/main.ts')], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      SEED_DEMO: '0',
      MAIL_TO_CONSOLE: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const port = await new Promise<number>((resolve, reject) => {
    const look = setInterval(() => {
      const m = output.match(/embedded PostgreSQL in .*, 127\.0\.0\.1:(\d+)\)/);
      if (m) {
        clearInterval(look);
        resolve(Number(m[1]));
      }
    }, 50);
    child.once('exit', (code) => {
      clearInterval(look);
      reject(new Error(`the server exited with ${code}:\n${output}`));
    });
  });
  return { child, port, output: () => output };
}

function postmasterPid(dataDir: string): number {
  return Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function query(dataDir: string, port: number, text: string, values: unknown[] = []) {
  const password = readFileSync(passwordFileOf(join(dataDir, 'pg')), 'utf8').trim();
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

async function gone(pid: number) {
  for (let i = 0; i < 300 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  return !alive(pid);
}

describe('the embedded PostgreSQL', () => {
  it('is made once in DATA_DIR/pg, outlives kill -9 of the server and of itself with nothing lost, and stops on SIGTERM', async () => {
    const dir = tempDir();
    let server = await startServer(dir);
    expect(server.output()).toContain(`Made the embedded PostgreSQL cluster in ${join(dir, 'pg')}`);
    expect(statSync(passwordFileOf(join(dir, 'pg'))).mode & 0o077).toBe(0);
    await query(
      dir,
      server.port,
      `insert into outbox (channel, recipient, subject, body) values ('mail', $1, 's', 'b')`,
      ['first@crash.example'],
    );

    // The server is killed; its cluster outlives it. The next start stops that one and takes over.
    const orphan = postmasterPid(dir);
    server.child.kill('SIGKILL');
    await exited(server.child);
    expect(alive(orphan)).toBe(true);
    server = await startServer(dir);
    expect(server.output()).not.toContain('Made the embedded PostgreSQL cluster');
    expect(server.output()).toContain(
      `Stopping the embedded PostgreSQL (pid ${orphan}) that a previous server left running.`,
    );
    expect(alive(orphan)).toBe(false);
    await query(
      dir,
      server.port,
      `insert into outbox (channel, recipient, subject, body) values ('mail', $1, 's', 'b')`,
      ['second@crash.example'],
    );

    // Both killed at once (a power cut, the OOM killer): a stale postmaster.pid, crash recovery.
    const postmaster = postmasterPid(dir);
    server.child.kill('SIGKILL');
    process.kill(postmaster, 'SIGKILL');
    await exited(server.child);
    expect(await gone(postmaster)).toBe(true);
    expect(existsSync(join(dir, 'pg', 'postmaster.pid'))).toBe(true);
    server = await startServer(dir);
    const rows = await query(
      dir,
      server.port,
      `select recipient from outbox where recipient like '%@crash.example' order by id`,
    );
    expect(rows.map((r) => r.recipient)).toEqual(['first@crash.example', 'second@crash.example']);

    // SIGTERM: the server closes, then stops its cluster cleanly.
    const last = postmasterPid(dir);
    server.child.kill('SIGTERM');
    expect(await exited(server.child)).toBe(0);
    expect(alive(last)).toBe(false);
    expect(existsSync(join(dir, 'pg', 'postmaster.pid'))).toBe(false);
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
    const log = readdirSync(join(dir, 'pg', 'log'))
      .map((f) => readFileSync(join(dir, 'pg', 'log', f), 'utf8'))
      .join('');
    expect(log).toContain('database system was interrupted');
    expect(log).toMatch(/database system is shut down\s*$/);
  }, 300_000);
});

describe('migrations', () => {
  it('the committed migrations match the schema (run npm run db:generate after a schema change)', () => {
    const out = tempDir();
    cpSync(join(serverDir, 'drizzle'), out, { recursive: true });
    const before = readdirSync(out).length;
    const run = spawnSync(
      process.execPath,
      [
        join(repoRoot, 'node_modules/drizzle-kit/bin.cjs'),
        'generate',
        '--dialect',
        'postgresql',
        '--schema',
        join(serverDir, 'src/db/schema.ts'),
        '--out',
        // drizzle-kit reads the folder relative to its working directory.
        relative(repoRoot, out),
      ],
      { cwd: repoRoot, encoding: 'utf8', timeout: 120_000 },
    );
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('No schema changes');
    expect(readdirSync(out).length).toBe(before);
  });
});
