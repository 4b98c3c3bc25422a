import { contractGenerateResult } from '@sc/contract/calls/shell.ts';
import type { ContractType } from '@sc/contract/constants.ts';
import { CONTRACT_TYPES } from '@sc/contract/constants.ts';
import { useQueries } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { useSession } from '../../session/session.ts';
import { useSetupStatus } from '../settings/setup-status.ts';

export interface ChecklistStep {
  key: 'agreements' | 'returnAddress' | 'customerService';
  to: string;
  done: boolean;
}

export const contractResultKey = (shopId: string | undefined, type: ContractType) =>
  ['contractResult', shopId ?? '', type] as const;

/**
 * The steps a new shop takes before it can sell, from what the gates read: both agreements
 * signed (or exempt), a return address, and customer service either run by the shop or
 * its service commitments saved. Undefined until all of it is known.
 */
export function useSetupChecklist(): ChecklistStep[] | undefined {
  const { shopId } = useSession();
  const status = useSetupStatus();
  const contracts = useQueries({
    queries: CONTRACT_TYPES.map((contractTemplate) => ({
      queryKey: contractResultKey(shopId, contractTemplate),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api(contractGenerateResult, { contractTemplate }, { signal, quiet: true }),
      retry: false,
    })),
  });
  const s = status.data;
  if (!s || contracts.some((c) => !c.data)) return undefined;
  return [
    { key: 'agreements', to: '/agreement', done: contracts.every((c) => c.data?.result === 'y') },
    { key: 'returnAddress', to: '/setting/returnaddress', done: s.hasSetAddress === 'y' },
    {
      key: 'customerService',
      to: '/setting/storesetup',
      done: s.customerType === 'y' || s.hasRights === 'y',
    },
  ];
}
