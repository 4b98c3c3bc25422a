import pg from 'pg';
import type { Db } from '../src/db/client.ts';
import { listeningClients } from '../src/db/listener.ts';

/**
 * Counts the statements a database client sends: each is one round trip to PostgreSQL
 * (node-postgres sends one query at a time per connection, BEGIN and COMMIT included).
 * Wraps the query method of every node-postgres client of this process, so a pool's
 * connections and a transaction's connection are all counted (the listening connections are
 * kept apart: they serve no call's data); the statements are kept
 * so a failing budget shows what was sent.
 */
export function countRoundTrips(db: Db) {
  const statements: string[] = [];
  /** The name each statement went by (a named statement, db/prepared.ts), or null. */
  const names: (string | null)[] = [];
  /** What went on the listening connections meanwhile (a write's wait for its session notices). */
  const listening: string[] = [];
  const client: unknown = '$client' in db ? db.$client : undefined;
  if (!(client instanceof pg.Pool || client instanceof pg.Client)) {
    throw new Error('countRoundTrips: not a node-postgres client');
  }
  const proto = pg.Client.prototype;
  const original = proto.query;
  // The overloads of query cannot be restated; the wrapper passes every argument through.
  const wrapped = function (this: pg.Client, ...args: unknown[]) {
    const q = args[0];
    const text = typeof q === 'string' ? q : isQueryConfig(q) ? q.text : String(q);
    const shown = text.replace(/\s+/g, ' ').slice(0, 160);
    if (listeningClients.has(this)) listening.push(shown);
    else {
      statements.push(shown);
      names.push(isQueryConfig(q) && typeof q.name === 'string' && q.name !== '' ? q.name : null);
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  };
  proto.query = wrapped as typeof original;
  return {
    statements,
    names,
    listening,
    get count() {
      return statements.length;
    },
    stop() {
      proto.query = original;
    },
  };
}

/** The round trips one piece of work makes, with the statements sent. */
export async function roundTripsOf(db: Db, work: () => Promise<unknown>) {
  const counter = countRoundTrips(db);
  try {
    await work();
  } finally {
    counter.stop();
  }
  return { count: counter.count, statements: counter.statements, names: counter.names, listening: counter.listening };
}

function isQueryConfig(q: unknown): q is { text: string; name?: unknown } {
  return typeof q === 'object' && q !== null && typeof (q as { text?: unknown }).text === 'string';
}
