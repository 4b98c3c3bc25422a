import { followCardAdd, followCardInquiry, followCardList, followCardStop } from '@sc/contract/calls/follow.ts';
import type { CallRequest, CallResponse } from '@sc/contract/define-call.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { invalidateCalls, useCall } from '../../../api/use-call.ts';

export type FollowListResult = CallResponse<typeof followCardList>;
export type FollowRow = FollowListResult['list'][number];

/** The shop's follower count and the follow coupon granting now (the list's first page, all tabs). */
export function useFollowSummary() {
  return useCall(followCardList, { tab: 'all', page: { pageNum: 1, pageSize: 1 } });
}

/** Every change refreshes the list and the summary. */
export function useFollowActions() {
  const client = useQueryClient();
  const onSettled = () => invalidateCalls(client, [followCardList, followCardInquiry]);
  return {
    add: useMutation({
      mutationFn: (input: CallRequest<typeof followCardAdd>) => api(followCardAdd, input),
      onSettled,
    }),
    stop: useMutation({ mutationFn: (couponId: string) => api(followCardStop, { couponId }), onSettled }),
  };
}
