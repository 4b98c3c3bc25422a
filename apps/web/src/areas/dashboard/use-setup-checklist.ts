import { contractGenerateResult } from '@sc/contract/calls/shell.ts';
import { CONTRACT_TYPES } from '@sc/contract/constants.ts';
import { useQueries } from '@tanstack/react-query';
import { callQuery } from '../../api/use-call.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { useSession } from '../../session/session.ts';
import { useSetupStatus } from '../settings/index.ts';

export interface ChecklistStep {
  key: 'agreements' | 'returnAddress' | 'customerService';
  to: string;
  done: boolean;
}

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
      ...callQuery(contractGenerateResult, { contractTemplate }, { shopId, locale: currentLocale() }, true),
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
