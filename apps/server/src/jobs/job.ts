import type { Db } from '../db/client.ts';

/**
 * An automatic rule (docs/architecture.md): an idempotent sweep over every shop, run on a schedule
 * with the time of the injectable clock. Running it twice at the same time changes nothing the
 * second time.
 */
export interface Job {
  name: string;
  /** How often the scheduler runs it. */
  everyMs: number;
  /** Does the work due at `now` inside the given transaction; returns how many rows it changed. */
  run(tx: Db, now: Date): Promise<number>;
}
