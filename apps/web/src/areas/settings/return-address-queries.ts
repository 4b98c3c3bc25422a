import {
  addressAdd,
  addressDelete,
  addressListInquiry,
  addressModify,
  addressSetDefault,
} from '@sc/contract/calls/settings.ts';
import type { CallRequest, CallResponse } from '@sc/contract/define-call.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { useSession } from '../../session/session.ts';
import { setupStatusKey } from './setup-status.ts';

export type ReturnAddress = CallResponse<typeof addressListInquiry>['list'][number];
export type AddressInput = CallRequest<typeof addressAdd>;

// Per shop; place names come back in the request's language, so the language is part of the key.
export const addressKeys = {
  all: ['returnAddresses'] as const,
  list: (shopId: string | undefined, locale: string) => [...addressKeys.all, shopId ?? '', locale] as const,
};

export function useReturnAddresses() {
  const { shopId } = useSession();
  return useQuery({
    queryKey: addressKeys.list(shopId, currentLocale()),
    queryFn: async ({ signal }) => (await api(addressListInquiry, {}, { signal })).list,
    retry: false,
  });
}

/** Add, modify, delete or make default; each refreshes the list and the setup status. */
export function useAddressActions() {
  const client = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: addressKeys.all }),
      client.invalidateQueries({ queryKey: setupStatusKey }),
    ]);
  return {
    save: useMutation({
      mutationFn: async (input: AddressInput & { addressId?: string }): Promise<void> => {
        if (input.addressId) await api(addressModify, { ...input, addressId: input.addressId });
        else await api(addressAdd, input);
      },
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (addressId: string) => api(addressDelete, { addressId }), onSuccess }),
    makeDefault: useMutation({ mutationFn: (addressId: string) => api(addressSetDefault, { addressId }), onSuccess }),
  };
}
