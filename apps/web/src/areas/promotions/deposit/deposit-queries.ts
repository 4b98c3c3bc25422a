import { depositAdd, depositInquiry, depositList, depositModify } from '@sc/contract/calls/deposit.ts';
import type { CallRequest, CallResponse } from '@sc/contract/define-call.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { invalidateCalls, useCall } from '../../../api/use-call.ts';

export type DepositListResult = CallResponse<typeof depositList>;
export type DepositRow = DepositListResult['list'][number];

/** One pre-sale with its SKUs; a missing id loads nothing. */
export function useDeposit(depositId: string | undefined) {
  return useCall(depositInquiry, { depositId: depositId ?? '' }, { enabled: !!depositId, retry: false });
}

/** Every change refreshes the list and the pre-sale. */
export function useDepositActions() {
  const client = useQueryClient();
  const onSettled = () => invalidateCalls(client, [depositList, depositInquiry]);
  return {
    add: useMutation({ mutationFn: (input: CallRequest<typeof depositAdd>) => api(depositAdd, input), onSettled }),
    modify: useMutation({
      mutationFn: (input: CallRequest<typeof depositModify>) => api(depositModify, input),
      onSettled,
    }),
  };
}
