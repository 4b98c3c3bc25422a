import {
  cashbackAdd,
  cashbackInquiry,
  cashbackList,
  cashbackModify,
  type cashbackRecordList,
  cashbackStop,
} from '@sc/contract/calls/cashback.ts';
import type { CallRequest, CallResponse } from '@sc/contract/define-call.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { invalidateCalls, useCall } from '../../../api/use-call.ts';

export type CashbackListResult = CallResponse<typeof cashbackList>;
export type CashbackRow = CashbackListResult['list'][number];
export type CashbackRecordsResult = CallResponse<typeof cashbackRecordList>;
export type CashbackRecordRow = CashbackRecordsResult['list'][number];

export function useCashback(cashbackId: string | undefined) {
  return useCall(cashbackInquiry, { cashbackId: cashbackId ?? '' }, { enabled: !!cashbackId, retry: false });
}

/** Every change refreshes the rules and the rule. */
export function useCashbackActions() {
  const client = useQueryClient();
  const onSettled = () => invalidateCalls(client, [cashbackList, cashbackInquiry]);
  return {
    add: useMutation({ mutationFn: (input: CallRequest<typeof cashbackAdd>) => api(cashbackAdd, input), onSettled }),
    modify: useMutation({
      mutationFn: (input: CallRequest<typeof cashbackModify>) => api(cashbackModify, input),
      onSettled,
    }),
    stop: useMutation({ mutationFn: (cashbackId: string) => api(cashbackStop, { cashbackId }), onSettled }),
  };
}
