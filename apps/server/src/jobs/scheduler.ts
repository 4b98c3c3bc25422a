import { sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import type { Job } from './job.ts';

/**
 * Runs the jobs on their intervals. Each run takes a transaction-scoped advisory lock named
 * after the job, so several server instances on one PostgreSQL never run the same job at
 * once; an instance that does not get the lock skips that round.
 */
export class Scheduler {
  private timers: NodeJS.Timeout[] = [];
  private running = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly jobs: readonly Job[],
    private readonly onError: (job: Job, err: unknown) => void = () => undefined,
  ) {}

  start(): void {
    for (const job of this.jobs) {
      const timer = setInterval(() => void this.runOne(job).catch((err) => this.onError(job, err)), job.everyMs);
      timer.unref();
      this.timers.push(timer);
    }
  }

  stop(): void {
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
  }

  /** Runs every job once at the clock's time (tests call this after moving the clock). */
  async runAll(): Promise<Record<string, number>> {
    const changed: Record<string, number> = {};
    for (const job of this.jobs) changed[job.name] = await this.runOne(job);
    return changed;
  }

  /** Runs one job now unless it is already running here or on another instance; returns rows changed. */
  async runOne(job: Job): Promise<number> {
    if (this.running.has(job.name)) return 0;
    this.running.add(job.name);
    try {
      return await this.db.transaction(async (tx) => {
        // node-postgres answers raw SQL with { rows }.
        const result = (await tx.execute(
          sql`select pg_try_advisory_xact_lock(hashtext(${`job:${job.name}`})) as ok`,
        )) as unknown as { rows: { ok: boolean }[] };
        if (!result.rows[0]?.ok) return 0;
        return job.run(tx, this.clock.now());
      });
    } finally {
      this.running.delete(job.name);
    }
  }
}
