import { OPERATOR_COOKIE, OPERATOR_COOKIE_PATH } from '@sc/contract/calls/marketplace.ts';
import type { UploadedFile } from '@sc/contract/calls/media.ts';
import type { Call } from '@sc/contract/define-call.ts';
import { ANONYMOUS_USER_ID, type SessionContext } from '@sc/contract/envelope.ts';
import { FUNC } from '@sc/contract/func-codes.ts';
import { DEFAULT_LOCALE, type Locale, toLocale } from '@sc/contract/locale.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { withMediaLinkPolicy } from '@sc/contract/validators/media-link.ts';
import { formatValidatorMessage } from '@sc/contract/validators/messages.ts';
import { findPayloadFault, MAX_PAYLOAD_DEPTH } from '@sc/contract/validators/text.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authenticateOperator, type OperatorInfo } from '../auth/operator-session.ts';
import { holdsAny, MAIN_ACCOUNT } from '../auth/permissions.ts';
import { resolveSession, SESSION_COOKIE, type SessionInfo, type SessionsCache } from '../auth/session.ts';
import type { Clock } from '../clock.ts';
import type { Db, Tx } from '../db/client.ts';
import { forgetSessionNotices, mayHaveChangedSessions } from '../db/session-notice.ts';
import { ShopScope } from '../db/tenant.ts';
import { BizError } from '../errors.ts';
import type { CallContext, Registration } from './handler.ts';
import { mediaLinkPolicy } from './media-links.ts';
import { readMultipartBody } from './multipart-body.ts';
import { failureReply, successReply, text } from './reply.ts';
import { parsePayload } from './validation.ts';

export interface CallRuntime {
  db: Db;
  clock: Clock;
  /** Sessions resolved in the last few seconds, dropped on the database's notices (auth/session-cache.ts). */
  sessions: SessionsCache;
  cookieSecure: boolean;
  /** Check every reply against the call's response schema (tests and development). */
  checkResponses: boolean;
}

export function requestLocale(body: unknown, req: FastifyRequest): Locale {
  const ctx = isPlainObject(body) && isPlainObject(body.sessionContext) ? body.sessionContext : undefined;
  return toLocale(ctx?.locale) ?? toLocale(req.headers['accept-language']?.split(',')[0]) ?? DEFAULT_LOCALE;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

class Refusal {
  constructor(readonly error: BizError) {}
}

/** The envelope around one call: session, permission, validation, transaction, reply. */
export async function runCall(
  rt: CallRuntime,
  reg: Registration,
  rawBody: unknown,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<object> {
  const { call } = reg;
  let body = rawBody;
  let locale = requestLocale(body, req);
  const fail = (e: BizError) =>
    failureReply(e.replyCode, text(e.messageKey, locale, e.params), {
      ...(e.options.fieldErrors ? { fieldErrors: e.options.fieldErrors } : {}),
      ...(e.options.result ? { result: e.options.result } : {}),
    });
  try {
    // An upload: the text fields of its multipart body stand for the JSON body, and the file
    // joins the payload after the `$` check (a JSON body never fills the file field).
    let file: UploadedFile | undefined;
    if (call.multipart && req.isMultipart()) {
      ({ body, file } = await readMultipartBody(req, call.multipart));
      locale = requestLocale(body, req);
    }
    if (!isPlainObject(body)) {
      return fail(validationError([{ field: '(payload)', message: 'expected a JSON object' }]));
    }
    // Before anything reads the body: a NUL or a lone surrogate cannot be stored in PostgreSQL
    // text, and unbounded nesting would overflow whatever walks it next.
    const fault = findPayloadFault(body);
    if (fault?.kind === 'dollar') return fail(new BizError('DOLLAR_FORBIDDEN', 'dollarForbidden'));
    if (fault) {
      const key =
        fault.kind === 'nul' ? 'nulNotAllowed' : fault.kind === 'surrogate' ? 'brokenCharacter' : 'nestedTooDeep';
      const message = formatValidatorMessage(key, locale, { max: MAX_PAYLOAD_DEPTH });
      return fail(validationError([{ field: fault.path || '(payload)', message }]));
    }
    const { sessionContext: rawContext, ...rawPayload } = body;
    if (call.multipart && file) rawPayload[call.multipart.fileField] = file;
    const sessionContext: SessionContext = isPlainObject(rawContext) ? rawContext : {};
    // The token-check and recharge calls carry their authorization reason in the context.
    if (sessionContext.authorizationReason !== undefined && rawPayload.authorizationReason === undefined) {
      rawPayload.authorizationReason = sessionContext.authorizationReason;
    }

    const now = rt.clock.now();
    // Operator calls take the operator's own cookie only; merchant calls never see it.
    const operator = call.auth === 'operator' ? await authenticateOperator(rt.db, req, now) : null;
    const session = call.auth === 'operator' ? null : await authenticate(rt, call, req, sessionContext, now);
    // The function codes came with the session (one statement, auth/session.ts).
    const funcs = session?.funcs ?? new Set<string>([FUNC.home]);
    if (session && call.auth === 'session') {
      if (!call.withoutShop && !session.shopId) throw new BizError('SHOP_NOT_SELECTED', 'noShop');
      if (call.mainAccountOnly && session.acctType !== MAIN_ACCOUNT) {
        throw new BizError('NO_PERMISSION', 'mainAccountOnly');
      }
      if (!holdsAny(funcs, call.funcs)) throw new BizError('NO_PERMISSION', 'noPermission');
    }

    const links = mediaLinkPolicy(session?.shopId ?? null, call.auth === 'operator');
    const parsed = withMediaLinkPolicy(links, () => parsePayload(call.request, rawPayload, locale));
    if (!parsed.ok) return fail(validationError(parsed.fieldErrors));

    const run = async (tx: Tx) => {
      const ctx = makeContext(rt, tx, {
        payload: parsed.value,
        session,
        operator,
        funcs,
        locale,
        now,
        sessionContext,
        req,
        reply,
      });
      try {
        return await reg.handler(ctx);
      } catch (err) {
        if (err instanceof BizError && err.options.keepWrites) return new Refusal(err);
        throw err;
      }
    };
    // Read-only calls skip BEGIN and COMMIT: two round trips fewer on the hottest calls. Slow
    // work (uploads) runs outside a transaction so it holds no connection while it works.
    const heard = rt.sessions.mark();
    // Outside a transaction a call's statements run on any connection: it may have changed a session.
    let changedSessions = !call.readOnly;
    const outcome =
      call.readOnly || call.outsideTransaction
        ? await run(rt.db)
        : await rt.db.transaction(async (tx) => {
            forgetSessionNotices(tx);
            const result = await run(tx);
            changedSessions = mayHaveChangedSessions(tx);
            return result;
          });
    // What the call changed about sessions (a logout, a disabled member) is heard of in every
    // server process before the caller can make its next call; a call that changed none, as the
    // database tells its connection (db/session-notice.ts), has nothing to wait for.
    if (changedSessions) await rt.sessions.settle(heard);
    if (outcome instanceof Refusal) return fail(outcome.error);
    if (rt.checkResponses) {
      const checked = call.response.safeParse(outcome);
      if (!checked.success) {
        req.log.error({ path: call.path, issues: checked.error.issues }, 'reply does not match its schema');
        return fail(new BizError('SYSTEM_ERROR', 'systemError'));
      }
    }
    return successReply(outcome, locale);
  } catch (err) {
    if (err instanceof BizError) return fail(err);
    req.log.error({ err, path: call.path }, 'call failed');
    return fail(new BizError('SYSTEM_ERROR', 'systemError'));
  }
}

function validationError(fieldErrors: { field: string; message: string }[]) {
  const detail = fieldErrors.map((f) => `${f.field}: ${f.message}`).join('; ');
  return new BizError('VALIDATION_FAILED', 'validationFailed', { detail }, { fieldErrors });
}

async function authenticate(
  rt: CallRuntime,
  call: Call,
  req: FastifyRequest,
  sessionContext: SessionContext,
  now: Date,
): Promise<SessionInfo | null> {
  const token = req.cookies[SESSION_COOKIE];
  if (call.auth === 'public') return token ? resolveSession(rt.db, token, now, rt.sessions) : null;
  const session = token ? await resolveSession(rt.db, token, now, rt.sessions) : null;
  if (!session) throw new BizError('SESSION_EXPIRED', 'sessionExpired');
  // Identity comes from the session; a context that names someone else is refused.
  const { userId, shopId } = sessionContext;
  if (userId && userId !== ANONYMOUS_USER_ID && userId !== session.userId) {
    throw new BizError('CONTEXT_MISMATCH', 'contextMismatch');
  }
  if (shopId && shopId !== session.shopId) throw new BizError('CONTEXT_MISMATCH', 'contextMismatch');
  return session;
}

function makeContext(
  rt: CallRuntime,
  tx: Tx,
  input: {
    payload: unknown;
    session: SessionInfo | null;
    operator: OperatorInfo | null;
    funcs: Set<string>;
    locale: Locale;
    now: Date;
    sessionContext: SessionContext;
    req: FastifyRequest;
    reply: FastifyReply;
  },
): CallContext<Call> {
  let scope: ShopScope | undefined;
  const { session, req, reply } = input;
  return {
    payload: input.payload as CallContext<Call>['payload'],
    tx,
    get shop() {
      if (!session?.shopId) throw new BizError('SHOP_NOT_SELECTED', 'noShop');
      scope ??= new ShopScope(tx, session.shopId);
      return scope;
    },
    session,
    operator: input.operator,
    funcs: async () => input.funcs,
    locale: input.locale,
    now: input.now,
    clock: rt.clock,
    db: rt.db,
    client: { ip: req.ip, userAgent: String(req.headers['user-agent'] ?? ''), sessionContext: input.sessionContext },
    cookies: {
      setSession(token, expiresAt) {
        reply.setCookie(SESSION_COOKIE, token, {
          httpOnly: true,
          sameSite: 'lax',
          secure: rt.cookieSecure,
          path: '/',
          expires: expiresAt,
        });
      },
      clearSession() {
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
      },
      setOperatorSession(token, expiresAt) {
        reply.setCookie(OPERATOR_COOKIE, token, {
          httpOnly: true,
          sameSite: 'strict',
          secure: rt.cookieSecure,
          path: OPERATOR_COOKIE_PATH,
          expires: expiresAt,
        });
      },
      clearOperatorSession() {
        reply.clearCookie(OPERATOR_COOKIE, { path: OPERATOR_COOKIE_PATH });
      },
    },
  };
}

export const SUCCESS_CODE = REPLY.SUCCESS.code;
