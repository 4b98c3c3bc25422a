import { REQUEST_TIMEOUT_MS } from '@sc/contract/constants.ts';
import type { Call, CallRequest, CallResponse } from '@sc/contract/define-call.ts';
import { ANONYMOUS_USER_ID, CHANNEL, type SessionContext, type TransactionStatus } from '@sc/contract/envelope.ts';
import { replyHandling } from '@sc/contract/reply-codes.ts';
import { containsDollar } from '@sc/contract/validators/text.ts';
import { currentLocale, i18n } from '../i18n/i18n.ts';
import { readStored } from '../session/storage.ts';
import { ApiError } from './api-error.ts';
import { feedback } from './feedback.ts';
import { recordServerDate } from './server-time.ts';

export interface ApiOptions {
  signal?: AbortSignal;
  /** Show no toast for a failure; the caller reports it (a poller, a form with its own message). */
  quiet?: boolean;
}

const HTTP_STATUSES = ['400', '401', '403', '404', '405', '408', '413', '500', '501', '502', '503', '504', '505'];

function httpMessage(status: number): string {
  const key = HTTP_STATUSES.includes(String(status)) ? String(status) : 'other';
  return i18n.t(`common:http.${key}`);
}

/** The context every call carries; uploads send it as a form field. */
export function sessionContext(call: Call): SessionContext {
  const now = new Date();
  return {
    entityCode: 1,
    channel: CHANNEL,
    serviceCode: call.serviceCode ?? '',
    localDateTimeText: now.toISOString(),
    branchCode: '',
    userId: readStored<string>('userId') ?? ANONYMOUS_USER_ID,
    superUserId: '',
    locale: currentLocale(),
    shopId: readStored<string>('shopId') ?? '',
    referenceNo: `${now.getTime()}${Math.random().toString(36).slice(2, 8)}`,
  };
}

/**
 * The body of a call: the payload and the session context. An authorization reason (the recharge
 * and token-check calls) travels in the context, not the payload (product-spec §3).
 */
function withContext(call: Call, payload: object): object {
  const { authorizationReason, ...rest } = payload as { authorizationReason?: unknown };
  if (typeof authorizationReason !== 'string') return { ...payload, sessionContext: sessionContext(call) };
  return { ...rest, sessionContext: { ...sessionContext(call), authorizationReason } };
}

let expiryShown = false;

/**
 * The one way the web app talks to the server: posts the payload with the session context, and
 * applies the reply-code rules. Resolves with the call's result; rejects with an ApiError after
 * showing what the rules say to show.
 */
export async function api<C extends Call>(
  call: C,
  payload: CallRequest<C>,
  options: ApiOptions = {},
): Promise<CallResponse<C>> {
  const fail = (error: ApiError, show: boolean) => {
    if (show && !options.quiet) feedback().error(error.replyText);
    return Promise.reject(error);
  };
  if (containsDollar(payload)) {
    return fail(new ApiError('DOLLAR', i18n.t('common:dollarForbidden'), 'refused'), true);
  }
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(call.path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(withContext(call, payload)),
      signal,
    });
  } catch (err) {
    if (options.signal?.aborted) throw err;
    return transportFailure(timeout.aborted, options);
  }
  recordServerDate(response.headers.get('Date'));
  const body = await response.json().catch(() => undefined);
  // Given up while the answer was read (a newer fetch of the same list took its place): the
  // caller asked for nothing more, so there is nothing to show; the time running out is a timeout,
  // not a broken answer.
  if (options.signal?.aborted) throw options.signal.reason;
  if (body === undefined && timeout.aborted) return transportFailure(true, options);
  return settleReply<C>(response.status, body, options);
}

/** A request that got no answer: the network failed or the time ran out. */
export function transportFailure(timedOut: boolean, options: ApiOptions = {}): Promise<never> {
  const error = new ApiError(
    timedOut ? '408' : '0',
    timedOut ? httpMessage(408) : i18n.t('common:networkError'),
    'transport',
  );
  if (!options.quiet) feedback().error(error.replyText);
  return Promise.reject(error);
}

/**
 * The reply-code rules on one answer: the HTTP status and the parsed JSON body. Shared by `api` and
 * the multipart uploads (api/upload.ts).
 */
export async function settleReply<C extends Call>(
  httpStatus: number,
  parsedBody: unknown,
  options: ApiOptions = {},
): Promise<CallResponse<C>> {
  const fail = (error: ApiError, show: boolean) => {
    if (show && !options.quiet) feedback().error(error.replyText);
    return Promise.reject(error);
  };
  const body = parsedBody as { data?: Record<string, unknown> & { transactionStatus?: TransactionStatus } } | undefined;
  const status = body?.data?.transactionStatus;
  if (httpStatus < 200 || httpStatus >= 300) {
    return fail(new ApiError(String(httpStatus), httpMessage(httpStatus), 'transport'), true);
  }
  // A reply without transactionStatus is rejected.
  if (!status || !body?.data) return fail(new ApiError('NO_STATUS', httpMessage(500), 'transport'), true);
  const { transactionStatus: _status, ...result } = body.data;
  if (status.success) return result as CallResponse<C>;

  const handling = replyHandling(status.replyCode, false);
  const error = new ApiError(status.replyCode, status.replyText, handling, status.fieldErrors ?? [], result);
  if (handling === 'sessionExpired') {
    if (!expiryShown) {
      expiryShown = true;
      feedback().sessionExpired();
    }
    return Promise.reject(error);
  }
  return fail(error, handling === 'toast');
}

/** After a new login the expiry dialog may show again. */
export function resetSessionExpiry(): void {
  expiryShown = false;
}
