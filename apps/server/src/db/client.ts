import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type EmbeddedCluster, startEmbeddedCluster } from './embedded.ts';
import { ChannelListener, type ListenerEvents } from './listener.ts';
import { acquireDataDirLock } from './lock.ts';
import * as schema from './schema.ts';
import { watchSessionNotices } from './session-notice.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/**
 * What a handler queries through: the call's transaction, or for a read-only call the
 * database itself. A transaction is a database, so one type serves both.
 */
export type Tx = Db;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface Database {
  db: Db;
  /** The connections under `db` (node-postgres). */
  pool: pg.Pool;
  /** The embedded cluster under DATA_DIR/pg, or a server of DATABASE_URL. */
  kind: 'embedded' | 'external';
  /** For the start line: where the data is. */
  where: string;
  /** A connection of its own that listens on `channel` (db/listener.ts); call start() on it. */
  listen(channel: string, events: ListenerEvents): ChannelListener;
  close(): Promise<void>;
}

const migrationsFolder = new URL('../../drizzle', import.meta.url).pathname;

/**
 * The server's connections run without JIT compilation. PostgreSQL compiles a statement whose
 * estimated cost passes jit_above_cost, as a list's statement with its counts and subqueries may
 * although it runs in a millisecond or two: the after-sale list's first page at 100,000 cases took
 * 53 ms with it and 2.9 ms without (PostgreSQL 15; bench after-sales-list). A DATABASE_URL that
 * sets `options` itself is taken as it is.
 */
export const CONNECTION_OPTIONS = '-c jit=off';

/** The embedded cluster's directory inside DATA_DIR. */
export const embeddedDirOf = (dataDir: string) => join(dataDir, 'pg');

/**
 * The database at `url`, or the embedded cluster of `dataDir` (made the first time, started,
 * stopped again by close()), migrated to the latest schema. node-postgres returns int8 and
 * numeric as text: columns declare mode 'number', and raw aggregates go through toNumber()
 * (db/numbers.ts).
 */
export async function openDatabase(
  options: { url: string } | { dataDir: string; port?: number | undefined },
): Promise<Database> {
  let cluster: EmbeddedCluster | undefined;
  let release = () => {};
  let url: string;
  if ('url' in options) {
    url = options.url;
  } else {
    mkdirSync(options.dataDir, { recursive: true });
    release = acquireDataDirLock(options.dataDir);
    try {
      cluster = await startEmbeddedCluster({
        dir: embeddedDirOf(options.dataDir),
        ...(options.port ? { port: options.port } : {}),
      });
    } catch (err) {
      release();
      throw err;
    }
    url = cluster.url;
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.DB_POOL_SIZE ?? 10),
    options: CONNECTION_OPTIONS,
  });
  watchSessionNotices(pool);
  const db = drizzle({ client: pool, schema });
  const stopCluster = async () => {
    await cluster?.stop();
    release();
  };
  try {
    await migrate(db, { migrationsFolder });
  } catch (err) {
    await pool.end();
    await stopCluster();
    throw err;
  }
  // pool.end() resolves before its connections have closed; wait for each one, so a caller
  // that drops the database (or stops the cluster) next does not cut a live connection.
  const endPool = () =>
    new Promise<void>((resolve, reject) => {
      let open = pool.totalCount;
      if (open === 0) return void pool.end().then(() => resolve(), reject);
      pool.on('remove', () => {
        open -= 1;
        if (open <= 0) resolve();
      });
      pool.end().catch(reject);
    });
  return {
    db,
    pool,
    kind: cluster ? 'embedded' : 'external',
    where: cluster ? `embedded PostgreSQL in ${cluster.dir}, 127.0.0.1:${cluster.port}` : 'PostgreSQL of DATABASE_URL',
    listen: (channel, events) => new ChannelListener(url, channel, events),
    close: async () => {
      await endPool();
      await stopCluster();
    },
  };
}
