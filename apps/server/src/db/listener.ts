import { randomUUID } from 'node:crypto';
import pg from 'pg';

export interface ListenerEvents {
  /** A notice on the channel. */
  message(payload: string): void;
  /**
   * The connection was lost or (re)made: notices may have been missed, so whatever was kept
   * on their account must be forgotten.
   */
  reset(): void;
}

const RECONNECT_MS = 1_000;
/** A barrier gives up on processes that have not answered by then (one stalled or dying). */
export const BARRIER_WAIT_MS = 2_000;
/**
 * Every process's listening connection on a channel is named after it, so a barrier counts the
 * connections that will answer it: those of its own channel, not another channel's listeners
 * (sessions and chat each have one per process).
 */
const applicationName = (channel: string) => `seller-centre-listener:${channel}`.slice(0, 63);

interface PendingBarrier {
  need: number;
  got: number;
  done: () => void;
}

/** The listening connections of this process: not a call's round trips (test/round-trips.ts). */
export const listeningClients = new WeakSet<pg.Client>();

/**
 * One connection of its own that LISTENs on a channel, outside the pool (a pooled connection
 * would stop listening when it goes back). Reconnects after a second when lost; `live` tells
 * whether notices are arriving now.
 */
export class ChannelListener {
  live = false;
  private client: pg.Client | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;
  private syncing: Promise<void> | null = null;
  private nextSync: Promise<void> | null = null;
  private readonly barriers = new Map<string, PendingBarrier>();
  /** The statement the listening connection runs last: the next one waits for it. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly connectionString: string,
    private readonly channel: string,
    private readonly events: ListenerEvents,
  ) {}

  /** Connects and listens; a failure leaves it retrying in the background. */
  async start(): Promise<void> {
    try {
      await this.open();
    } catch {
      this.scheduleRetry();
    }
  }

  private async open(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: applicationName(this.channel),
    });
    listeningClients.add(client);
    client.on('notification', (n) => {
      const payload = n.payload ?? '';
      if (n.channel === this.channel) this.events.message(payload);
      else if (n.channel === this.barrierChannel) this.answerBarrier(client, payload);
      else if (n.channel === this.ackChannel) this.heardAck(payload);
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    await client.connect();
    try {
      await client.query(`LISTEN ${this.channel}; LISTEN ${this.barrierChannel}; LISTEN ${this.ackChannel}`);
    } catch (err) {
      await client.end().catch(() => {});
      throw err;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.queue = Promise.resolve();
    this.live = true;
    this.events.reset();
  }

  private lost(client: pg.Client) {
    if (this.client !== client) return;
    this.client = null;
    this.live = false;
    this.events.reset();
    client.end().catch(() => {});
    this.scheduleRetry();
  }

  private scheduleRetry() {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      this.open().catch(() => this.scheduleRetry());
    }, RECONNECT_MS);
    this.retry.unref();
  }

  /**
   * Resolves once every notice committed before the call has been handled: a statement on the
   * listening connection, since PostgreSQL sends the notices it holds for a connection before
   * that connection's next reply. Calls while one is on its way share the next one.
   */
  sync(): Promise<void> {
    if (this.nextSync) return this.nextSync;
    const run = (): Promise<void> => {
      const client = this.client;
      const done = client ? this.query(client, 'select 1').then(() => undefined) : Promise.resolve();
      return done.catch(() => undefined);
    };
    if (!this.syncing) {
      const current = run().finally(() => {
        if (this.syncing === current) this.syncing = null;
      });
      this.syncing = current;
      return current;
    }
    const next = this.syncing.then(() => {
      this.nextSync = null;
      const current = run().finally(() => {
        if (this.syncing === current) this.syncing = null;
      });
      this.syncing = current;
      return current;
    });
    this.nextSync = next;
    return next;
  }

  private get barrierChannel() {
    return `${this.channel}_barrier`;
  }

  private get ackChannel() {
    return `${this.channel}_ack`;
  }

  /**
   * Resolves once every process listening on the channel has handled every notice committed
   * before the call. PostgreSQL delivers notices in commit order, so a process that answers a
   * barrier sent after a change has handled that change first. Gives up after BARRIER_WAIT_MS
   * on a process that does not answer.
   */
  async barrier(): Promise<void> {
    const client = this.client;
    if (!client) return;
    const id = randomUUID();
    let done!: () => void;
    const answered = new Promise<void>((resolve) => {
      done = resolve;
    });
    const pending: PendingBarrier = { need: Number.POSITIVE_INFINITY, got: 0, done };
    this.barriers.set(id, pending);
    const timer = setTimeout(done, BARRIER_WAIT_MS);
    timer.unref();
    try {
      const { rows } = await this.query<{ n: string }>(
        client,
        `select pg_notify($1, $2), (select count(*) from pg_stat_activity
           where application_name = $3 and datname = current_database()) as n`,
        [this.barrierChannel, id, applicationName(this.channel)],
      );
      pending.need = Number(rows[0]?.n ?? 0);
      if (pending.got >= pending.need) done();
      await answered;
    } catch {
      // The connection went: lost() has forgotten everything kept, nothing to wait for.
    } finally {
      clearTimeout(timer);
      this.barriers.delete(id);
    }
  }

  private answerBarrier(client: pg.Client, id: string) {
    this.query(client, 'select pg_notify($1, $2)', [this.ackChannel, id]).catch(() => {});
  }

  /**
   * One statement at a time on the listening connection, in the order asked: answers to
   * barriers, syncs and barriers of this process's calls would otherwise overlap, which pg only
   * queues with a warning and will refuse in its next major version.
   */
  private query<R extends pg.QueryResultRow>(
    client: pg.Client,
    text: string,
    values?: unknown[],
  ): Promise<pg.QueryResult<R>> {
    const result = this.queue.then(() => client.query<R>(text, values));
    this.queue = result.catch(() => undefined);
    return result;
  }

  private heardAck(id: string) {
    const pending = this.barriers.get(id);
    if (!pending) return;
    pending.got += 1;
    if (pending.got >= pending.need) pending.done();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    this.live = false;
    if (client) await client.end().catch(() => {});
  }
}
