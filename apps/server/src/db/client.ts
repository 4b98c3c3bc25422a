import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './lock.ts';
import * as schema from './schema.ts';

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
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = new URL('../../drizzle', import.meta.url).pathname;

// node-postgres returns int8 and numeric as text; PGlite returns int8 as bigint. Columns
// declare mode 'number', and raw aggregates go through toNumber() (db/numbers.ts).
export async function openDatabase(options: { url?: string; dataDir?: string }): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: Number(process.env.DB_POOL_SIZE ?? 10) });
    const db = drizzlePg({ client: pool, schema });
    await migratePg(db, { migrationsFolder });
    // pool.end() resolves before its connections have closed; wait for each one, so a caller
    // that drops the database next does not cut a live connection.
    const close = () =>
      new Promise<void>((resolve, reject) => {
        let open = pool.totalCount;
        if (open === 0) return void pool.end().then(() => resolve(), reject);
        pool.on('remove', () => {
          open -= 1;
          if (open <= 0) resolve();
        });
        pool.end().catch(reject);
      });
    return { db, kind: 'postgres', close };
  }
  let release = () => {};
  let client: PGlite;
  // The product title search needs pg_trgm and btree_gin (migration 0003_product_extensions).
  const extensions = { pg_trgm, btree_gin };
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    release = acquireDataDirLock(options.dataDir);
    client = new PGlite(join(options.dataDir, 'pglite'), { extensions });
  } else {
    client = new PGlite({ extensions });
  }
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await client.close();
      release();
    },
  };
}
