import { storeConfigInquiry, storeConfigMaintain } from '@sc/contract/calls/settings.ts';
import type { CallRequest, CallResponse } from '@sc/contract/define-call.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { useSession } from '../../session/session.ts';
import { setupStatusKey } from './setup-status.ts';

export type StoreConfig = CallResponse<typeof storeConfigInquiry>;
export type StoreConfigInput = CallRequest<typeof storeConfigMaintain>;

export const storeConfigKey = ['storeConfig'] as const;
const storeConfigOf = (shopId: string | undefined) => [...storeConfigKey, shopId ?? ''] as const;

export function useStoreConfig() {
  const { shopId } = useSession();
  return useQuery({
    queryKey: storeConfigOf(shopId),
    queryFn: ({ signal }) => api(storeConfigInquiry, {}, { signal }),
    retry: false,
  });
}

/** Saves the setup; the reply is the saved setup, and the setup status changes with it. */
export function useSaveStoreConfig() {
  const client = useQueryClient();
  const { shopId } = useSession();
  return useMutation({
    mutationFn: (input: StoreConfigInput) => api(storeConfigMaintain, input),
    onSuccess: (saved) => {
      client.setQueryData(storeConfigOf(shopId), saved);
      return client.invalidateQueries({ queryKey: setupStatusKey });
    },
  });
}
