import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { EXPORT_MAX_ROWS, EXPORT_RETENTION_MS } from '@sc/contract/calls/downloads.ts';
import { DEFAULT_LOCALE, toLocale } from '@sc/contract/locale.ts';
import { and, asc, eq, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { downloadTasks } from '../../db/schema.ts';
import { ShopScope } from '../../db/tenant.ts';
import { BizError } from '../../errors.ts';
import { writeSheet } from '../../sheets/write.ts';
import { exportFilePath, inDataDir } from './files.ts';
import { exportKindOf } from './kinds.ts';

// The export runner: claims waiting tasks, writes each one's xlsx outside any transaction (a
// long transaction would hold a pooled connection for minutes) and keeps the task row up to date.
//
// Claims use FOR UPDATE SKIP LOCKED, so two instances never take one task. A running task
// carries its runner's id and a heartbeat; one whose heartbeat is older than the lease was
// left by a crash and is taken again from the start.

/** Exports one server instance writes at once. */
export const EXPORT_CONCURRENCY = 2;
/** A running task whose heartbeat is older than this is taken over. */
export const EXPORT_LEASE_MS = 60_000;
const HEARTBEAT_MS = EXPORT_LEASE_MS / 4;
/**
 * After a call queues an export the runner looks at once and a few times more: the call's
 * transaction commits just after the handler returns, and until then PostgreSQL does not
 * show the new task to other connections.
 */
const KICK_DELAYS_MS = [0, 100, 300, 1000];
/** How long a launched task waits for its claim to commit: 100 looks 50 ms apart. */
const CLAIM_WAIT_ATTEMPTS = 100;
const CLAIM_WAIT_STEP_MS = 50;

export interface ClaimedTask {
  shopId: string;
  id: string;
  kind: string;
  locale: string;
  fileName: string;
  params: unknown;
}

export interface RunnerOptions {
  db: Db;
  clock: Clock;
  dataDir: string;
  log?: (err: unknown, taskId: string) => void;
}

/** The task was deleted, or taken over, while it ran: stop without a trace. */
class Cancelled extends Error {}
/** The server is stopping: leave the task running so the next start resumes it. */
class Stopping extends Error {}

export class ExportRunner {
  readonly id = newId();
  private readonly active = new Map<string, Promise<void>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private draining: Promise<void> | null = null;
  private drainAgain = false;
  private stopped = false;

  constructor(readonly options: RunnerOptions) {}

  get dataDir(): string {
    return this.options.dataDir;
  }

  /**
   * Marks waiting tasks (and abandoned running ones) as running under this runner, oldest
   * first, as many as it has room for, through `db` (the scheduler's transaction or the
   * database). Call `launch` with the result once that transaction has committed or is about to.
   */
  async claim(db: Db, now: Date): Promise<ClaimedTask[]> {
    const room = EXPORT_CONCURRENCY - this.active.size;
    if (this.stopped || room <= 0) return [];
    const t = downloadTasks;
    const pick = db
      .select({ id: t.id })
      .from(t)
      .where(
        or(
          eq(t.status, 'queued'),
          and(eq(t.status, 'running'), lt(t.heartbeatAt, new Date(now.getTime() - EXPORT_LEASE_MS))),
        ),
      )
      .orderBy(asc(t.createdAt))
      .limit(room)
      .for('update', { skipLocked: true });
    return db
      .update(t)
      .set({
        status: 'running',
        runnerId: this.id,
        heartbeatAt: now,
        startedAt: now,
        progress: 0,
        rowCount: 0,
        bytes: 0,
        path: null,
        error: null,
        errorParams: null,
      })
      .where(inArray(t.id, pick))
      .returning({
        shopId: t.shopId,
        id: t.id,
        kind: t.kind,
        locale: t.locale,
        fileName: t.fileName,
        params: t.params,
      });
  }

  /** Starts writing claimed tasks; each runs on its own and the runner looks for more after. */
  launch(tasks: ClaimedTask[]): void {
    for (const task of tasks) {
      if (this.active.has(task.id)) continue;
      const run = this.execute(task)
        .catch((err) => this.options.log?.(err, task.id))
        .finally(() => {
          this.active.delete(task.id);
          if (!this.stopped) this.kick([0]);
        });
      this.active.set(task.id, run);
    }
  }

  /** Looks for waiting tasks soon (after a call queued one, or at start to resume). */
  kick(delays: readonly number[] = KICK_DELAYS_MS): void {
    if (this.stopped) return;
    for (const delay of delays) {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        void this.drain().catch((err) => this.options.log?.(err, ''));
      }, delay);
      timer.unref();
      this.timers.add(timer);
    }
  }

  /** Claims and launches through the database itself; one at a time. */
  async drain(): Promise<void> {
    if (this.draining) {
      this.drainAgain = true;
      return this.draining;
    }
    this.draining = (async () => {
      do {
        this.drainAgain = false;
        if (this.stopped) return;
        this.launch(await this.claim(this.options.db, this.options.clock.now()));
      } while (this.drainAgain);
    })().finally(() => {
      this.draining = null;
    });
    return this.draining;
  }

  /** Resolves when nothing is running or about to look (tests wait for it). */
  async idle(): Promise<void> {
    while (this.timers.size > 0 || this.active.size > 0 || this.draining) {
      await Promise.allSettled([...this.active.values(), this.draining]);
      if (this.timers.size > 0) await new Promise((r) => setTimeout(r, 20));
    }
  }

  /** Stops looking; running exports stop at their next batch and stay running for the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.active.values(), this.draining]);
  }

  /** Moves the heartbeat (and what is given) while the task is still this runner's; false once not. */
  private async touch(task: ClaimedTask, set: { progress?: number; rowCount?: number } = {}): Promise<boolean> {
    const t = downloadTasks;
    const rows = await this.options.db
      .update(t)
      .set({ ...set, heartbeatAt: this.options.clock.now() })
      .where(this.mine(task))
      .returning({ id: t.id });
    return rows.length > 0;
  }

  /**
   * Waits until the claim is visible outside the transaction that made it. The scheduler's job
   * claims inside its transaction and launches before that commits; on PostgreSQL an update run
   * meanwhile would still see the task as before and miss it. False when the claim never shows
   * (its transaction rolled back): the task stays for a later claim.
   */
  private async claimVisible(task: ClaimedTask): Promise<boolean> {
    const t = downloadTasks;
    for (let attempt = 0; attempt < CLAIM_WAIT_ATTEMPTS && !this.stopped; attempt++) {
      const [row] = await new ShopScope(this.options.db, task.shopId).pick(
        t,
        { status: t.status, runnerId: t.runnerId },
        eq(t.id, task.id),
      );
      if (!row) return false;
      if (row.status === 'running' && row.runnerId === this.id) return true;
      await new Promise((r) => setTimeout(r, CLAIM_WAIT_STEP_MS));
    }
    return false;
  }

  private mine(task: ClaimedTask): SQL {
    const t = downloadTasks;
    return new ShopScope(this.options.db, task.shopId).where(
      t,
      eq(t.id, task.id),
      eq(t.status, 'running'),
      eq(t.runnerId, this.id),
    );
  }

  private async execute(task: ClaimedTask): Promise<void> {
    const { db, clock, dataDir } = this.options;
    const path = exportFilePath(task.shopId, task.id);
    const file = inDataDir(dataDir, path);
    const part = `${file}.part`;
    if (!(await this.claimVisible(task))) return;
    let lost = false;
    const heartbeat = setInterval(() => {
      void this.touch(task).then(
        (still) => {
          if (!still) lost = true;
        },
        () => undefined,
      );
    }, HEARTBEAT_MS);
    heartbeat.unref();
    try {
      const kind = exportKindOf(task.kind);
      if (!kind) throw new BizError('RULE_VIOLATED', 'exportKindUnavailable');
      const locale = toLocale(task.locale) ?? DEFAULT_LOCALE;
      const params = kind.params ? kind.params.parse(task.params) : task.params;
      const shop = new ShopScope(db, task.shopId);
      const total = await kind.count(shop, params);
      const tooMany = (count: number) =>
        new BizError('RULE_VIOLATED', 'exportTooManyRows', { count, max: EXPORT_MAX_ROWS });
      if (total > EXPORT_MAX_ROWS) throw tooMany(total);
      await mkdir(dirname(file), { recursive: true });
      const rows = await writeSheet({
        file: part,
        sheet: kind.fileName(locale),
        columns: kind.columns(locale),
        batches: kind.batches(shop, params, locale),
        afterBatch: async (written) => {
          if (written > EXPORT_MAX_ROWS) throw tooMany(written);
          if (this.stopped) throw new Stopping();
          // Never 100 before the file is complete; an estimate that was low stays at 99.
          const progress = total > 0 ? Math.min(99, Math.floor((written * 100) / total)) : 99;
          if (lost || !(await this.touch(task, { progress, rowCount: written }))) throw new Cancelled();
        },
      });
      await rename(part, file);
      const { size } = await stat(file);
      const now = clock.now();
      const done = await db
        .update(downloadTasks)
        .set({
          status: 'done',
          progress: 100,
          rowCount: rows,
          bytes: size,
          path,
          heartbeatAt: now,
          finishedAt: now,
          expiresAt: new Date(now.getTime() + EXPORT_RETENTION_MS),
        })
        .where(this.mine(task))
        .returning({ id: downloadTasks.id });
      // Deleted while it ran: the file has no task to be listed under.
      if (done.length === 0) await rm(file, { force: true });
    } catch (err) {
      await rm(part, { force: true });
      if (err instanceof Cancelled || err instanceof Stopping) return;
      if (!(err instanceof BizError)) this.options.log?.(err, task.id);
      const reason =
        err instanceof BizError
          ? { error: err.messageKey, errorParams: err.params }
          : { error: 'exportFailed', errorParams: null };
      await db
        .update(downloadTasks)
        .set({ status: 'failed', ...reason, path: null, bytes: 0, finishedAt: clock.now() })
        .where(this.mine(task));
    } finally {
      clearInterval(heartbeat);
    }
  }
}

let current: ExportRunner | undefined;

/** The runner of this process (bound when the app is built; see ./routes.ts). */
export function exportRunner(): ExportRunner | undefined {
  return current;
}

export function bindExportRunner(runner: ExportRunner): void {
  current = runner;
}

export function unbindExportRunner(runner: ExportRunner): void {
  if (current === runner) current = undefined;
}
