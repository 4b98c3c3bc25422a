import { addonAdd, addonInquiry, addonList, addonModify, addonPreview, addonStop } from '@sc/contract/calls/addon.ts';
import type { CallRequest, CallResponse } from '@sc/contract/define-call.ts';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { invalidateCalls, useCall } from '../../../api/use-call.ts';

export type AddonListResult = CallResponse<typeof addonList>;
export type AddonRow = AddonListResult['list'][number];
export type AddonDetails = CallResponse<typeof addonInquiry>;

/** One deal with its main products and add-on SKUs; a missing id loads nothing. */
export function useAddon(addonId: string | undefined) {
  return useCall(addonInquiry, { addonId: addonId ?? '' }, { enabled: !!addonId, retry: false });
}

/** The form's final price preview, priced by the server's engine with what stacks and runs now. */
export function useAddonPreview(payload: CallRequest<typeof addonPreview>, enabled: boolean) {
  return useCall(addonPreview, payload, { enabled, placeholderData: keepPreviousData, retry: false, quiet: true });
}

/** Every change refreshes the list and the deal. */
export function useAddonActions() {
  const client = useQueryClient();
  const onSettled = () => invalidateCalls(client, [addonList, addonInquiry]);
  return {
    add: useMutation({ mutationFn: (input: CallRequest<typeof addonAdd>) => api(addonAdd, input), onSettled }),
    modify: useMutation({ mutationFn: (input: CallRequest<typeof addonModify>) => api(addonModify, input), onSettled }),
    stop: useMutation({ mutationFn: (addonId: string) => api(addonStop, { addonId }), onSettled }),
  };
}
