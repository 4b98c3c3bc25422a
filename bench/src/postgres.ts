/**
 * A throw-away database on the local PostgreSQL server: created for one benchmark, dropped after
 * it (also on failure or Ctrl-C, through cleanup.ts).
 */
import { connect } from 'node:net';
import pg from 'pg';
import { onCleanup } from './cleanup.ts';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/** Throws unless the URL names a PostgreSQL server on this machine (loopback). */
export function assertLocalPostgres(adminUrl: string): void {
  adminTarget(adminUrl);
}

/** Parses the admin URL and refuses any host but the loopback one. */
function adminTarget(adminUrl: string): { url: URL; host: string; port: number } {
  const url = new URL(adminUrl);
  if (!LOOPBACK_HOSTS.has(url.hostname)) {
    throw new Error(`refusing PostgreSQL at ${url.hostname}: the bench only uses a server on this machine`);
  }
  return { url, host: url.hostname.replace(/^\[|\]$/g, ''), port: Number(url.port || 5432) };
}

/** Whether something accepts TCP connections at the admin URL's host and port. */
export function postgresReachable(adminUrl: string, timeoutMs = 1_500): Promise<boolean> {
  const { host, port } = adminTarget(adminUrl);
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export interface TempDatabase {
  name: string;
  /** Connection URL of the new database. */
  url: string;
  drop(): Promise<void>;
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates an empty database with a fresh name; drop() (or the cleanup on exit) removes it. */
export async function createTempDatabase(adminUrl: string, prefix = 'sc_bench'): Promise<TempDatabase> {
  const { url } = adminTarget(adminUrl);
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name ${name}`);
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const drop = onCleanup(`drop database ${name}`, () =>
    withAdmin(adminUrl, async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }),
  );
  const dbUrl = new URL(url.href);
  dbUrl.pathname = `/${name}`;
  return { name, url: dbUrl.href, drop };
}

/** Process ids of the PostgreSQL backends connected to one database (to read their CPU time). */
export function backendPids(adminUrl: string, database: string): Promise<number[]> {
  return withAdmin(adminUrl, async (client) => {
    const res = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database],
    );
    return res.rows.map((r) => r.pid);
  });
}

/** The server's version string, for the report. */
export function postgresVersion(adminUrl: string): Promise<string> {
  return withAdmin(adminUrl, async (client) => {
    const res = await client.query<{ server_version: string }>('SHOW server_version');
    return res.rows[0]?.server_version ?? 'unknown';
  });
}
