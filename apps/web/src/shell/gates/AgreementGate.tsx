import { contractGenerateResult } from '@sc/contract/calls/shell.ts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callKey } from '../../api/use-call.ts';
import type { UserInfo } from '../../session/session.ts';
import { AgreementModal } from './AgreementModal.tsx';
import { isAgreementExempt, unsignedAgreements } from './agreement-status.ts';
import { MainAccountNotice } from './MainAccountNotice.tsx';

/**
 * The agreement gate on entering the main layout: nothing for exempt shop types or when both are
 * signed; the main account signs; anyone else is told to ask it.
 */
export function AgreementGate({ user, onSigned }: { user: UserInfo; onSigned: () => void }) {
  const exempt = isAgreementExempt(user.shopType);
  const { data: unsigned, isError } = useQuery({
    // Both agreements' answers in one: under contractGenerateResult, so signing refreshes it.
    queryKey: callKey(contractGenerateResult, 'unsigned', user.shopId),
    queryFn: ({ signal }) => unsignedAgreements(signal),
    enabled: !exempt && !!user.shopId,
    staleTime: 0,
  });
  // A failed check does not lock the merchant out; the next visit asks again.
  const settled = exempt || !user.shopId || isError || unsigned?.length === 0;

  useEffect(() => {
    if (settled) onSigned();
  }, [settled, onSigned]);

  if (settled || !unsigned) return null;
  if (user.acctType !== 1) return <MainAccountNotice />;
  return <AgreementModal types={unsigned} onSigned={onSigned} />;
}
