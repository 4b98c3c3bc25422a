import pg from 'pg';

// Whether a call's transaction changed what a session statement reads, told by the database
// itself: the session triggers (migrations 0009 and 0042) raise this notice on the writer's own
// connection during the statement that made the change, beside the notice every process hears on
// commit. A call that changed no session need not wait for the processes to hear of it
// (auth/session-cache.ts settle): that wait is a statement on every write otherwise.

/** The message of the triggers' notice (migration 0042). */
export const SESSION_NOTICE = 'sc:session_changed';

const watched = new WeakSet<pg.Client>();
const told = new WeakSet<pg.Client>();

/** Watches every connection of `pool` for the notice, from its first statement on. */
export function watchSessionNotices(pool: pg.Pool) {
  pool.on('connect', (client) => {
    watched.add(client);
    client.on('notice', (notice) => {
      if (notice.message === SESSION_NOTICE) told.add(client);
    });
  });
}

/**
 * A drizzle transaction (db/client.ts Tx), seen only for the connection under it: this module
 * sits below the client, which watches its pool through it.
 */
type Transaction = object;

/** The connection a drizzle transaction runs on, when it can be told. */
function connectionOf(tx: Transaction): pg.Client | undefined {
  const client = (tx as unknown as { session?: { client?: unknown } }).session?.client;
  return client instanceof pg.Client && watched.has(client) ? client : undefined;
}

/** Forgets what the transaction's connection was told before this transaction. */
export function forgetSessionNotices(tx: Transaction) {
  const client = connectionOf(tx);
  if (client) told.delete(client);
}

/**
 * Whether the transaction may have changed a session: it was told so, or its connection is one
 * that cannot be told (then it may have). Forgets what it was told.
 */
export function mayHaveChangedSessions(tx: Transaction): boolean {
  const client = connectionOf(tx);
  if (!client) return true;
  const changed = told.has(client);
  told.delete(client);
  return changed;
}
