import {
  fullscaleAdd,
  fullscaleInquiry,
  fullscaleList,
  fullscaleModify,
  fullscalePreview,
  fullscaleStop,
} from '@sc/contract/calls/fullscale.ts';
import type { CallRequest, CallResponse } from '@sc/contract/define-call.ts';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { invalidateCalls, useCall } from '../../../api/use-call.ts';

export type FullscaleListResult = CallResponse<typeof fullscaleList>;
export type FullscaleRow = FullscaleListResult['list'][number];
export type FullscaleDetails = CallResponse<typeof fullscaleInquiry>;

/** One promotion with its products; a missing id loads nothing. */
export function useFullscale(fullscaleId: string | undefined) {
  return useCall(fullscaleInquiry, { fullscaleId: fullscaleId ?? '' }, { enabled: !!fullscaleId, retry: false });
}

/** The form's final price preview, priced by the server's engine with what stacks and runs now. */
export function useFullscalePreview(payload: CallRequest<typeof fullscalePreview>, enabled: boolean) {
  return useCall(fullscalePreview, payload, { enabled, placeholderData: keepPreviousData, retry: false, quiet: true });
}

/** Every change refreshes the list and the promotion. */
export function useFullscaleActions() {
  const client = useQueryClient();
  const onSettled = () => invalidateCalls(client, [fullscaleList, fullscaleInquiry]);
  return {
    add: useMutation({ mutationFn: (input: CallRequest<typeof fullscaleAdd>) => api(fullscaleAdd, input), onSettled }),
    modify: useMutation({
      mutationFn: (input: CallRequest<typeof fullscaleModify>) => api(fullscaleModify, input),
      onSettled,
    }),
    stop: useMutation({ mutationFn: (fullscaleId: string) => api(fullscaleStop, { fullscaleId }), onSettled }),
  };
}
