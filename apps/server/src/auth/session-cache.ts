import { performance } from 'node:perf_hooks';
import type { Database } from '../db/client.ts';
import type { ChannelListener } from '../db/listener.ts';

/** How long a resolved session is kept at most, notices or not. */
export const SESSION_CACHE_MS = 5_000;
/** The channel the database tells session changes on (migration 0009_session_notify). */
const CHANNEL = 'session_changed';
/** More sessions than this at once and the oldest make room. */
const MAX_ENTRIES = 20_000;

/** What the cache needs of a session statement's row to forget it on a notice. */
export interface CachedSessionRow {
  userId: string;
  shopId: string | null;
}

interface Entry<R> {
  row: R;
  at: number;
}

/**
 * The sessions this process resolved in the last few seconds, by token hash, so a call's
 * session costs no round trip. Exact across server processes: the database tells every change
 * to what a session statement reads (logout, password change, disabling, grants, role, shop
 * switch, shop type) on a channel all processes listen on, and a notice drops the sessions it
 * names before the next call reads them. While the listening connection is down nothing is
 * kept. A call that changed a session (the database tells its connection: db/session-notice.ts)
 * waits for settle() before it answers, so every process has heard of its changes before the
 * caller's next call.
 */
export class SessionCache<R extends CachedSessionRow = CachedSessionRow> {
  private readonly entries = new Map<string, Entry<R>>();
  /** Moves on every notice and reset: a row read before a move may be stale and is not kept. */
  private generation = 0;
  private readonly listener: ChannelListener | null;

  constructor(
    database: Pick<Database, 'listen'> | null,
    private readonly ttlMs = SESSION_CACHE_MS,
  ) {
    this.listener = database
      ? database.listen(CHANNEL, { message: (p) => this.notice(p), reset: () => this.reset() })
      : null;
  }

  /** A cache that keeps nothing (each call reads its session). */
  static off() {
    return new SessionCache(null, 0);
  }

  start(): Promise<void> {
    return this.listener?.start() ?? Promise.resolve();
  }

  close(): Promise<void> {
    this.reset();
    return this.listener?.close() ?? Promise.resolve();
  }

  private get live(): boolean {
    return this.ttlMs > 0 && this.listener !== null && this.listener.live;
  }

  get(tokenHash: string): R | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (!this.live || performance.now() - entry.at > this.ttlMs) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.row;
  }

  /** Take before reading a session; put() keeps the row only if nothing moved since. */
  mark(): number {
    return this.generation;
  }

  put(tokenHash: string, row: R, mark: number): void {
    if (mark !== this.generation || !this.live) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(tokenHash, { row, at: performance.now() });
  }

  /**
   * Resolves once every server process has heard of every session change committed before the
   * call. First this process's own notices (one statement on the listening connection); only
   * when a change was among them (since `mark`, taken before the call) does it wait for the
   * other processes too (a barrier), so calls that changed no session pay one statement.
   * Without a mark, only this process's own notices are waited for.
   */
  async settle(mark?: number): Promise<void> {
    if (!this.listener || !this.live) return;
    await this.listener.sync();
    if (mark !== undefined && this.generation !== mark) await this.listener.barrier();
  }

  private notice(payload: string) {
    this.generation += 1;
    const id = payload.slice(2);
    switch (payload.slice(0, 2)) {
      case 't:':
        this.entries.delete(id);
        return;
      case 'u:':
        for (const [hash, e] of this.entries) if (e.row.userId === id) this.entries.delete(hash);
        return;
      case 's:':
        for (const [hash, e] of this.entries) if (e.row.shopId === id) this.entries.delete(hash);
        return;
      default:
        this.entries.clear();
    }
  }

  private reset() {
    this.generation += 1;
    this.entries.clear();
  }
}
