import type { Call, CallRequest, CallResponse } from '@sc/contract/define-call.ts';
import {
  type QueryClient,
  type QueryFunction,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
} from '@tanstack/react-query';
import { currentLocale } from '../i18n/i18n.ts';
import { useSession } from '../session/session.ts';
import { api } from './client.ts';

/**
 * The cache key of a call's answers, derived from its catalogue entry: the entry's path first,
 * so `invalidateCall(client, entry)` finds every answer of that call (any payload, shop,
 * language, list page). Nothing else builds query keys by hand.
 */
export function callKey(call: Call, ...parts: readonly unknown[]): QueryKey {
  return [call.path, ...parts];
}

export interface CallQueryOptions<C extends Call, T>
  extends Omit<UseQueryOptions<CallResponse<C>, Error, T>, 'queryKey' | 'queryFn'> {
  /** Show no toast for a failure; the screen reports it (see ApiOptions.quiet). */
  quiet?: boolean;
}

/** Whose answer it is: answers are the session shop's, in the chosen language. */
export interface CallScope {
  shopId?: string | undefined;
  locale: string;
}

/** The key of one call's answer to one payload for one shop and language. */
export function callQueryKey<C extends Call>(call: C, payload: CallRequest<C>, scope: CallScope): QueryKey {
  return callKey(call, payload, scope.shopId ?? '', scope.locale);
}

/**
 * The query of one call with one payload (for `useQueries`, `fetchQuery`): keyed by the entry,
 * the payload and the scope, fetched with `api`.
 */
export function callQuery<C extends Call>(
  call: C,
  payload: CallRequest<C>,
  scope: CallScope,
  quiet?: boolean,
): { queryKey: QueryKey; queryFn: QueryFunction<CallResponse<C>> } {
  return {
    queryKey: callQueryKey(call, payload, scope),
    queryFn: ({ signal }) => api(call, payload, { signal, quiet }),
  };
}

/**
 * One call's answer through the query cache: keyed by the entry, the payload, the session's
 * shop and the language (answers carry translated text), fetched with `api`. Shape the answer
 * with `select`, never in the fetch, so two screens asking the same thing share one answer.
 */
export function useCall<C extends Call, T = CallResponse<C>>(
  call: C,
  payload: CallRequest<C>,
  options: CallQueryOptions<C, T> = {},
): UseQueryResult<T> {
  const { shopId } = useSession();
  const { quiet, ...query } = options;
  return useQuery({ ...callQuery(call, payload, { shopId, locale: currentLocale() }, quiet), ...query });
}

/**
 * Marks a call's cached answers stale (active screens fetch again): all of them, or those whose
 * payload has the given fields (one order's detail).
 */
export function invalidateCall<C extends Call>(
  client: QueryClient,
  call: C,
  payload?: Partial<CallRequest<C>>,
): Promise<void> {
  return client.invalidateQueries({ queryKey: payload ? callKey(call, payload) : callKey(call) });
}

/** `invalidateCall` for several entries at once (everything a change can alter). */
export async function invalidateCalls(client: QueryClient, calls: readonly Call[]): Promise<void> {
  await Promise.all(calls.map((call) => invalidateCall(client, call)));
}
