import { storeConfigInquiry, storeConfigMaintain } from '@sc/contract/calls/settings.ts';
import { hasSetCustomerAddress } from '@sc/contract/calls/shell.ts';
import type { CallRequest, CallResponse } from '@sc/contract/define-call.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { callQueryKey, invalidateCall, useCall } from '../../api/use-call.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { useSession } from '../../session/session.ts';

export type StoreConfig = CallResponse<typeof storeConfigInquiry>;
export type StoreConfigInput = CallRequest<typeof storeConfigMaintain>;

export function useStoreConfig() {
  return useCall(storeConfigInquiry, {}, { retry: false });
}

/** Saves the setup; the reply is the saved setup, and the setup status changes with it. */
export function useSaveStoreConfig() {
  const client = useQueryClient();
  const { shopId } = useSession();
  return useMutation({
    mutationFn: (input: StoreConfigInput) => api(storeConfigMaintain, input),
    onSuccess: (saved) => {
      client.setQueryData(callQueryKey(storeConfigInquiry, {}, { shopId, locale: currentLocale() }), saved);
      return invalidateCall(client, hasSetCustomerAddress);
    },
  });
}
