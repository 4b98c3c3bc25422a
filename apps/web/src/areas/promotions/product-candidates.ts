import { promoteItemCandidates } from '@sc/contract/calls/activities.ts';
import type { CallRequest, CallResponse } from '@sc/contract/define-call.ts';
import { useCall } from '../../api/use-call.ts';

// The shop's products on sale a promotion may take (/oms/shop/promote/item/list/inquiry): the
// product picker and the full-scale preview of the promotions read them.

export type Candidates = CallResponse<typeof promoteItemCandidates>;
export type Candidate = Candidates['list'][number];

export function useCandidates(payload: CallRequest<typeof promoteItemCandidates>, enabled: boolean) {
  return useCall(promoteItemCandidates, payload, { enabled, retry: false });
}
