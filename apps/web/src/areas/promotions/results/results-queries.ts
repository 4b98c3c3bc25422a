import { promotionResultsInquiry, promotionToolsSummary } from '@sc/contract/calls/results.ts';
import type { CallResponse } from '@sc/contract/define-call.ts';
import type { ResultKind } from '@sc/contract/results.ts';
import { useCall } from '../../../api/use-call.ts';

export type PromotionResults = CallResponse<typeof promotionResultsInquiry>;
export type ToolsSummary = CallResponse<typeof promotionToolsSummary>;

/** One promotion's results; nothing is asked without a kind and an id. */
export function usePromotionResults(kind: ResultKind | undefined, promotionId: string | undefined) {
  return useCall(
    promotionResultsInquiry,
    { kind: kind ?? 'coupon', promotionId: promotionId ?? '' },
    { enabled: !!kind && !!promotionId, retry: false, quiet: true },
  );
}

/** The running and upcoming counts of the tools that count them. */
export function useToolsSummary() {
  return useCall(promotionToolsSummary, {}, { quiet: true });
}
