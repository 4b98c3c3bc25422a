import {
  fansList,
  fansMessageList,
  fansMessageOptions,
  fansMessageSend,
  fansSummary,
} from '@sc/contract/calls/fans.ts';
import type { CallRequest, CallResponse } from '@sc/contract/define-call.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { invalidateCalls, useCall } from '../../../api/use-call.ts';

export type FanRow = CallResponse<typeof fansList>['list'][number];
export type BroadcastRow = CallResponse<typeof fansMessageList>['list'][number];

/** Rows per page of the followers and of the sent broadcasts. */
export const FANS_PAGE_SIZE = 10;

export function useFansSummary() {
  return useCall(fansSummary, {});
}

export function useFans(pageNum: number) {
  return useCall(fansList, { page: { pageNum, pageSize: FANS_PAGE_SIZE } });
}

export function useBroadcasts(pageNum: number) {
  return useCall(fansMessageList, { page: { pageNum, pageSize: FANS_PAGE_SIZE } });
}

/** The coupons granting now and the products on sale matching `keyword`. */
export function useBroadcastOptions(keyword: string) {
  return useCall(fansMessageOptions, { keyword }, { placeholderData: (previous) => previous });
}

/** Sending refreshes the quota and the history; the form reports a refusal itself (quiet). */
export function useSendBroadcast() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallRequest<typeof fansMessageSend>) => api(fansMessageSend, input, { quiet: true }),
    onSettled: () => invalidateCalls(client, [fansSummary, fansMessageList]),
  });
}
