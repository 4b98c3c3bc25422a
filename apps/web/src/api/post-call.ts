import type { ANONYMOUS_USER_ID, CHANNEL, Envelope, SessionContext } from '@sc/contract/envelope.ts';
import type { Locale } from '@sc/contract/locale.ts';

// A stop-gap until the shell's api client (reply-code rules, 900001 dialog) exists:
// it posts one call in the envelope and hands back the reply as it came.

/** The reply was not an envelope (network down, proxy page, transport fault without a body). */
export class TransportError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}: the reply was not an envelope`);
  }
}

const CALL_TIMEOUT_MS = 50_000; // spec section 7

// Typed against the contract's constants without importing the module that holds them (it pulls in zod).
const channel: typeof CHANNEL = 'omsAdmin';
const anonymous: typeof ANONYMOUS_USER_ID = 'omsAdmin';

function isEnvelope<T>(body: unknown): body is Envelope<T> {
  if (typeof body !== 'object' || body === null || !('data' in body)) return false;
  const data = body.data;
  return typeof data === 'object' && data !== null && 'transactionStatus' in data;
}

export async function postCall<T>(path: string, payload: object, locale: Locale): Promise<Envelope<T>> {
  const sessionContext: SessionContext = { entityCode: 1, channel, locale, userId: anonymous };
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ ...payload, sessionContext }),
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!isEnvelope<T>(body)) throw new TransportError(response.status);
  return body;
}
