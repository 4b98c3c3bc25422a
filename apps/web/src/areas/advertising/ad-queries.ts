import { RECHARGE_AUTHORIZATION_REASON } from '@sc/contract/advertising.ts';
import { authorizeConfirm, sendCodeNoticeV2 } from '@sc/contract/calls/account.ts';
import { advStatistics } from '@sc/contract/calls/ad-reports.ts';
import {
  advAccountMast,
  advAccountOpen,
  advAccountRecharge,
  advDataStatisticsRecords,
  advExpensesRecordList,
  advKeywordAdd,
  advKeywordList,
  advKeywordRecommend,
  advKeywordRemove,
  advKeywordUpdate,
  advPlanCheck,
  advPlanInquiry,
  advPlanMaintenance,
  advPlanStatusUpdate,
  advRechargeStatus,
} from '@sc/contract/calls/advertising.ts';
import { advPlanItemList } from '@sc/contract/calls/brand-ads.ts';
import type { CallRequest, CallResponse } from '@sc/contract/define-call.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../api/client.ts';
import { invalidateCalls, useCall } from '../../api/use-call.ts';

export type AdPlanRow = CallResponse<typeof advPlanInquiry>['list'][number];
export type AdKeywordRow = CallResponse<typeof advKeywordList>['list'][number];
export type AdStatsRow = CallResponse<typeof advDataStatisticsRecords>['list'][number];
export type AdTransactionRow = CallResponse<typeof advExpensesRecordList>['list'][number];
export type AdProduct = CallResponse<typeof advPlanItemList>['list'][number];

export const AD_PAGE_SIZE = 10;
/** How often the result screen asks the payment again while a recharge is paying. */
export const RECHARGE_POLL_MS = 2000;

const EVERYTHING = [
  advAccountMast,
  advPlanInquiry,
  advPlanCheck,
  advKeywordList,
  advKeywordRecommend,
  advExpensesRecordList,
  advDataStatisticsRecords,
  advStatistics,
];

export const useAccount = () => useCall(advAccountMast, {});
export const usePlans = (pageNum: number) => useCall(advPlanInquiry, { page: { pageNum, pageSize: AD_PAGE_SIZE } });
export const usePlan = (planId: string) => useCall(advPlanCheck, { planId }, { enabled: planId !== '' });
export const useStatistics = (planId: string | null) =>
  useCall(advDataStatisticsRecords, { planId }, { enabled: planId !== '' });
/** The shop's figures per day across its plans from `firstDay` to `lastDay`. */
export const useShopStatistics = (firstDay: string, lastDay: string) => useCall(advStatistics, { firstDay, lastDay });
/** The shop's products on sale an ad may show, found by title or id. */
export const useAdCandidates = (keyword: string) =>
  useCall(advPlanItemList, { keyword, page: { pageNum: 1, pageSize: AD_PAGE_SIZE } });
export const useRecommended = (planId: string | null) => useCall(advKeywordRecommend, { planId });
export const useRecords = (pageNum: number) =>
  useCall(advExpensesRecordList, { kind: null, page: { pageNum, pageSize: AD_PAGE_SIZE } });
export const useRecharge = (rechargeId: string) =>
  useCall(
    advRechargeStatus,
    { rechargeId },
    {
      enabled: rechargeId !== '',
      refetchInterval: (q) => (q.state.data?.status === 'paying' ? RECHARGE_POLL_MS : false),
    },
  );

/** Refreshes every advertising screen (after a recharge is settled at the payment). */
export function useRefreshAdvertising() {
  const client = useQueryClient();
  return useCallback(() => invalidateCalls(client, EVERYTHING), [client]);
}

/** A change that refreshes every advertising screen when it settles; refusals are the caller's (quiet). */
function useAdMutation<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => invalidateCalls(client, EVERYTHING) });
}

export const useOpenAccount = () => useAdMutation(() => api(advAccountOpen, {}));
export const useSavePlan = () =>
  useAdMutation((input: CallRequest<typeof advPlanMaintenance>) => api(advPlanMaintenance, input, { quiet: true }));
export const usePlanAction = () =>
  useAdMutation((input: CallRequest<typeof advPlanStatusUpdate>) => api(advPlanStatusUpdate, input));
export const useAddKeywords = () =>
  useAdMutation((input: CallRequest<typeof advKeywordAdd>) => api(advKeywordAdd, input, { quiet: true }));
export const useUpdateBid = () =>
  useAdMutation((input: CallRequest<typeof advKeywordUpdate>) => api(advKeywordUpdate, input));
export const useRemoveKeyword = () =>
  useAdMutation((input: CallRequest<typeof advKeywordRemove>) => api(advKeywordRemove, input));

/** Mails the signed-in user a code for the recharge (product-spec §3 sensitive step). */
export const sendRechargeCode = () => api(sendCodeNoticeV2, { purpose: 'authorize' });
export const confirmRechargeCode = (verifyCode: string) =>
  api(authorizeConfirm, { authorizationReason: RECHARGE_AUTHORIZATION_REASON, verifyCode }, { quiet: true });
export const useRechargeMutation = () =>
  useAdMutation((amount: string) =>
    api(advAccountRecharge, { amount, authorizationReason: RECHARGE_AUTHORIZATION_REASON }, { quiet: true }),
  );
