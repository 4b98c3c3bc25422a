import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Tx } from './client.ts';

type Work<T extends readonly unknown[]> = { [K in keyof T]: () => PromiseLike<T[K]> };

/**
 * Runs independent reads for one answer. On the pool (a read-only call) they go out at once,
 * each on a connection of its own. A transaction has one connection, which takes one statement
 * at a time: there they run one after another, as node-postgres would queue them anyway (it
 * warns when asked to, and its next major version refuses).
 */
export async function together<T extends readonly unknown[]>(tx: Tx, work: Work<T>): Promise<T> {
  if (!(tx instanceof PgTransaction)) return (await Promise.all(work.map((w) => w()))) as unknown as T;
  const results: unknown[] = [];
  for (const w of work) results.push(await w());
  return results as unknown as T;
}
