import { giftAdd, giftInquiry, giftList, giftModify, giftStop } from '@sc/contract/calls/gift.ts';
import type { CallRequest, CallResponse } from '@sc/contract/define-call.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { invalidateCalls, useCall } from '../../../api/use-call.ts';

export type GiftListResult = CallResponse<typeof giftList>;
export type GiftRow = GiftListResult['list'][number];
export type GiftDetails = CallResponse<typeof giftInquiry>;

/** One activity with its main goods and gift SKU; a missing id loads nothing. */
export function useGift(giftId: string | undefined) {
  return useCall(giftInquiry, { giftId: giftId ?? '' }, { enabled: !!giftId, retry: false });
}

/** Every change refreshes the list and the activity. */
export function useGiftActions() {
  const client = useQueryClient();
  const onSettled = () => invalidateCalls(client, [giftList, giftInquiry]);
  return {
    add: useMutation({ mutationFn: (input: CallRequest<typeof giftAdd>) => api(giftAdd, input), onSettled }),
    modify: useMutation({ mutationFn: (input: CallRequest<typeof giftModify>) => api(giftModify, input), onSettled }),
    stop: useMutation({ mutationFn: (giftId: string) => api(giftStop, { giftId }), onSettled }),
  };
}
