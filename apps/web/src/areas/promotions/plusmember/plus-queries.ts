import {
  plusOfferAdd,
  plusOfferInquiry,
  plusOfferList,
  plusOfferPreview,
  plusOfferStop,
} from '@sc/contract/calls/plusmember.ts';
import type { CallRequest, CallResponse } from '@sc/contract/define-call.ts';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { invalidateCalls, useCall } from '../../../api/use-call.ts';

export type PlusListResult = CallResponse<typeof plusOfferList>;
export type PlusRow = PlusListResult['list'][number];

/** The form's final price preview, priced by the server's engine with what stacks and runs now. */
export function usePlusPreview(payload: CallRequest<typeof plusOfferPreview>, enabled: boolean) {
  return useCall(plusOfferPreview, payload, { enabled, placeholderData: keepPreviousData, retry: false, quiet: true });
}

/** Every change refreshes the list and the offer. */
export function usePlusActions() {
  const client = useQueryClient();
  const onSettled = () => invalidateCalls(client, [plusOfferList, plusOfferInquiry]);
  return {
    add: useMutation({ mutationFn: (input: CallRequest<typeof plusOfferAdd>) => api(plusOfferAdd, input), onSettled }),
    stop: useMutation({ mutationFn: (offerId: string) => api(plusOfferStop, { offerId }), onSettled }),
  };
}
