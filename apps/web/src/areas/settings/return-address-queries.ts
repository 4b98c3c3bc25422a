import {
  addressAdd,
  addressDelete,
  addressListInquiry,
  addressModify,
  addressSetDefault,
} from '@sc/contract/calls/settings.ts';
import { hasSetCustomerAddress } from '@sc/contract/calls/shell.ts';
import type { CallRequest, CallResponse } from '@sc/contract/define-call.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { invalidateCalls, useCall } from '../../api/use-call.ts';

export type ReturnAddress = CallResponse<typeof addressListInquiry>['list'][number];
export type AddressInput = CallRequest<typeof addressAdd>;

export function useReturnAddresses() {
  // Place names come back in the request's language (useCall keys answers by language).
  return useCall(addressListInquiry, {}, { select: (r) => r.list, retry: false });
}

/** Add, modify, delete or make default; each refreshes the list and the setup status. */
export function useAddressActions() {
  const client = useQueryClient();
  const onSuccess = () => invalidateCalls(client, [addressListInquiry, hasSetCustomerAddress]);
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
