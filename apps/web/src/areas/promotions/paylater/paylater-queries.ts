import {
  paylaterAdd,
  paylaterAgreement,
  paylaterList,
  paylaterProductOptions,
  paylaterStop,
} from '@sc/contract/calls/paylater.ts';
import type { CallRequest, CallResponse } from '@sc/contract/define-call.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { invalidateCalls, useCall } from '../../../api/use-call.ts';

export type PaylaterRow = CallResponse<typeof paylaterList>['list'][number];

export function usePaylaterAgreement() {
  return useCall(paylaterAgreement, {}, { staleTime: 0 });
}

export function usePaylaterOptions(keyword: string) {
  return useCall(paylaterProductOptions, { keyword }, { placeholderData: (previous) => previous });
}

export function usePaylaterActions() {
  const client = useQueryClient();
  const onSettled = () => invalidateCalls(client, [paylaterList]);
  return {
    add: useMutation({
      mutationFn: (input: CallRequest<typeof paylaterAdd>) => api(paylaterAdd, input, { quiet: true }),
      onSettled,
    }),
    stop: useMutation({ mutationFn: (activityId: string) => api(paylaterStop, { activityId }), onSettled }),
  };
}
