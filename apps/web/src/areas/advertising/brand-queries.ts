import type { BrandAdState } from '@sc/contract/brand-ads.ts';
import { advAccountMast, advExpensesRecordList } from '@sc/contract/calls/advertising.ts';
import {
  advBrandModeDetail,
  advBrandModeList,
  advBrandPlanAdd,
  advBrandPlanDetail,
  advBrandPlanList,
  advBrandPlanRevoke,
  advBrandPlanUpdate,
} from '@sc/contract/calls/brand-ads.ts';
import type { CallRequest, CallResponse } from '@sc/contract/define-call.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { invalidateCalls, useCall } from '../../api/use-call.ts';
import { AD_PAGE_SIZE } from './ad-queries.ts';

// The brand-ad screens' calls (/activityreport/advertisingsubmissionlist, details, registration).

export type BrandAdRow = CallResponse<typeof advBrandPlanList>['list'][number];
export type BrandMode = CallResponse<typeof advBrandModeList>['list'][number];

const BRAND = [advBrandPlanList, advBrandPlanDetail, advBrandModeDetail, advAccountMast, advExpensesRecordList];

export const useModes = () => useCall(advBrandModeList, {});
export const useMode = (modeId: BrandMode['modeId'] | null) =>
  useCall(advBrandModeDetail, { modeId: modeId ?? 'searchTop' }, { enabled: modeId !== null });
export const useBrandAds = (state: BrandAdState | null, pageNum: number) =>
  useCall(advBrandPlanList, { state, page: { pageNum, pageSize: AD_PAGE_SIZE } });
export const useBrandAd = (reportId: string) => useCall(advBrandPlanDetail, { reportId }, { enabled: reportId !== '' });

function useBrandMutation<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => invalidateCalls(client, BRAND) });
}

/** Registers (no reportId) or changes a submission; refusals are the form's (quiet). */
export const useSaveBrandAd = () =>
  useBrandMutation((input: CallRequest<typeof advBrandPlanAdd> & { reportId: string | null }) => {
    const { reportId, ...rest } = input;
    return reportId
      ? api(advBrandPlanUpdate, { reportId, ...rest }, { quiet: true })
      : api(advBrandPlanAdd, rest, { quiet: true });
  });
export const useRevokeBrandAd = () => useBrandMutation((reportId: string) => api(advBrandPlanRevoke, { reportId }));
