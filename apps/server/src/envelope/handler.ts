import type { ActionCounts } from '@sc/contract/calls/dashboard.ts';
import type { Call, CallPayload, CallResponse } from '@sc/contract/define-call.ts';
import type { SessionContext } from '@sc/contract/envelope.ts';
import type { Locale } from '@sc/contract/locale.ts';
import type { OperatorInfo } from '../auth/operator-session.ts';
import type { SessionInfo } from '../auth/session.ts';
import type { Clock } from '../clock.ts';
import type { Db, Tx } from '../db/client.ts';
import type { ShopScope } from '../db/tenant.ts';

export interface CallContext<C extends Call> {
  payload: CallPayload<C>;
  /** The call's transaction; tenant tables go through `shop`. */
  tx: Tx;
  /** The session's shop; reading it on a call made without a shop refuses the call. */
  readonly shop: ShopScope;
  /** The session, present on every call whose auth is 'session'. */
  session: SessionInfo | null;
  /** The function codes the session user holds in its shop. */
  funcs(): Promise<Set<string>>;
  locale: Locale;
  now: Date;
  clock: Clock;
  client: { ip: string; userAgent: string; sessionContext: SessionContext };
  /** The platform operator, present on every call whose auth is 'operator' (the marketplace simulator). */
  operator: OperatorInfo | null;
  cookies: {
    setSession(token: string, expiresAt: Date): void;
    clearSession(): void;
    /** The operator's own cookie, never the merchant's. */
    setOperatorSession(token: string, expiresAt: Date): void;
    clearOperatorSession(): void;
  };
  /** Work to run after the transaction commits (outside it), such as a slow notification. */
  db: Db;
}

export type Handler<C extends Call> = (ctx: CallContext<C>) => Promise<CallResponse<C>>;

export interface Registration {
  call: Call;
  handler: (ctx: CallContext<Call>) => Promise<object>;
}

/** Binds a handler to its catalogue entry, typed by that entry's request and response. */
export function handle<C extends Call>(call: C, handler: Handler<C>): Registration {
  return { call, handler: handler as unknown as Registration['handler'] };
}

/** The session of a call whose auth is 'session' (the envelope guarantees it). */
export function sessionOf(ctx: { session: SessionInfo | null }): SessionInfo {
  if (!ctx.session) throw new Error('session call without a session');
  return ctx.session;
}

/**
 * Counters an area contributes to the dashboard's "waiting for you" strip through its face;
 * the dashboard sums up whatever the faces give it and shows zero for the rest.
 */
export type ActionCounters = { [K in keyof ActionCounts]?: (shop: ShopScope, now: Date) => Promise<number> };
