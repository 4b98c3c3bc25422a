import { hasSetCustomerAddress } from '@sc/contract/calls/shell.ts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { useSession } from '../../session/session.ts';

// What the setup gate reads (return address, customer service, rights). The screens that
// change it invalidate this key, so the dashboard checklist (and the gate, if it uses the
// key) see the change at once.

export const setupStatusKey = ['setupStatus'] as const;
const setupStatusOf = (shopId: string | undefined) => [...setupStatusKey, shopId ?? ''] as const;

export function useSetupStatus() {
  const { shopId } = useSession();
  return useQuery({
    queryKey: setupStatusOf(shopId),
    queryFn: ({ signal }) => api(hasSetCustomerAddress, {}, { signal, quiet: true }),
    retry: false,
  });
}
