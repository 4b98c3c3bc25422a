import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from '../columns.ts';

// The download centre's export tasks (areas/downloads). One row per export a user started;
// the runner moves it queued → running → done | failed, the expiry sweep done → expired.

export const downloadTasks = pgTable(
  'download_tasks',
  {
    shopId: id('shop_id').notNull(),
    id: id().notNull(),
    /** Who started it. */
    userId: id('user_id').notNull(),
    /** The export kind (ExportKind.kind), e.g. 'products'. */
    kind: varchar('kind', { length: 40 }).notNull(),
    /** The language the sheet is written in: the one the export was started in. */
    locale: varchar('locale', { length: 8 }).notNull(),
    /** The name the file downloads with, ending in .xlsx. */
    fileName: varchar('file_name', { length: 200 }).notNull(),
    /** The kind's filter, as the export call received it. */
    params: jsonb('params').$type<unknown>().notNull(),
    /** queued | running | done | failed | expired */
    status: varchar('status', { length: 16 }).notNull().default('queued'),
    progress: smallint('progress').notNull().default(0),
    rowCount: integer('row_count').notNull().default(0),
    bytes: integer('bytes').notNull().default(0),
    /** The file under the data directory, while there is one (done). */
    path: varchar('path', { length: 300 }),
    /** Why it failed: a message key of @sc/contract/messages.ts and its params. */
    error: varchar('error', { length: 64 }),
    errorParams: jsonb('error_params').$type<Record<string, string | number>>(),
    /** The runner instance working on it, and when it last said it still is (the lease). */
    runnerId: varchar('runner_id', { length: 32 }),
    heartbeatAt: at('heartbeat_at'),
    createdAt: createdAt(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
    expiresAt: at('expires_at'),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    index('download_tasks_shop_created_idx').on(t.shopId, t.createdAt),
    // The runner's claim and the expiry sweep look across shops by status.
    index('download_tasks_status_idx').on(t.status, t.createdAt),
    check('download_tasks_progress_ck', sql`${t.progress} between 0 and 100`),
  ],
);
