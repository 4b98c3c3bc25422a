import {
  purchaseLimitAdd,
  purchaseLimitInquiry,
  purchaseLimitList,
  purchaseLimitModify,
  purchaseLimitStop,
} from '@sc/contract/calls/purchase-limits.ts';
import type { CallRequest, CallResponse } from '@sc/contract/define-call.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { invalidateCalls, useCall } from '../../../api/use-call.ts';

export type LimitListResult = CallResponse<typeof purchaseLimitList>;
export type LimitRow = LimitListResult['list'][number];

/** One rule with its SKUs; a missing id loads nothing. */
export function usePurchaseLimit(purchaseLimitId: string | undefined) {
  return useCall(
    purchaseLimitInquiry,
    { purchaseLimitId: purchaseLimitId ?? '' },
    { enabled: !!purchaseLimitId, retry: false },
  );
}

/** Every change refreshes the list and the rule. */
export function usePurchaseLimitActions() {
  const client = useQueryClient();
  const onSettled = () => invalidateCalls(client, [purchaseLimitList, purchaseLimitInquiry]);
  return {
    add: useMutation({
      mutationFn: (input: CallRequest<typeof purchaseLimitAdd>) => api(purchaseLimitAdd, input),
      onSettled,
    }),
    modify: useMutation({
      mutationFn: (input: CallRequest<typeof purchaseLimitModify>) => api(purchaseLimitModify, input),
      onSettled,
    }),
    stop: useMutation({
      mutationFn: (purchaseLimitId: string) => api(purchaseLimitStop, { purchaseLimitId }),
      onSettled,
    }),
  };
}
