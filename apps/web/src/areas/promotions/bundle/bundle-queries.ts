import { bundleAdd, bundleInquiry, bundleList, bundleModify, bundleStop } from '@sc/contract/calls/bundle.ts';
import type { CallRequest, CallResponse } from '@sc/contract/define-call.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { invalidateCalls, useCall } from '../../../api/use-call.ts';

export type BundleListResult = CallResponse<typeof bundleList>;
export type BundleRow = BundleListResult['list'][number];
export type BundleDetails = CallResponse<typeof bundleInquiry>;

/** One bundle with its items; a missing id loads nothing. */
export function useBundle(bundleId: string | undefined) {
  return useCall(bundleInquiry, { bundleId: bundleId ?? '' }, { enabled: !!bundleId, retry: false });
}

/** Every change refreshes the list and the bundle. */
export function useBundleActions() {
  const client = useQueryClient();
  const onSettled = () => invalidateCalls(client, [bundleList, bundleInquiry]);
  return {
    add: useMutation({ mutationFn: (input: CallRequest<typeof bundleAdd>) => api(bundleAdd, input), onSettled }),
    modify: useMutation({
      mutationFn: (input: CallRequest<typeof bundleModify>) => api(bundleModify, input),
      onSettled,
    }),
    stop: useMutation({ mutationFn: (bundleId: string) => api(bundleStop, { bundleId }), onSettled }),
  };
}
