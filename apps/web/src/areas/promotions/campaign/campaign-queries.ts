import {
  campaignInquiry,
  campaignList,
  campaignRegister,
  campaignReport,
  campaignUrge,
} from '@sc/contract/calls/campaign.ts';
import type { CallRequest, CallResponse } from '@sc/contract/define-call.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { invalidateCalls, useCall } from '../../../api/use-call.ts';

export type Campaign = CallResponse<typeof campaignList>['list'][number];
export type CampaignReg = CallResponse<typeof campaignInquiry>['registrations'][number];
export type UrgeRow = CallResponse<typeof campaignUrge>['list'][number];
export type CampaignFigures = CallResponse<typeof campaignReport>;

export const useCampaigns = (scope: 'open' | 'all') => useCall(campaignList, { scope });
export const useCampaign = (campaignId: string) => useCall(campaignInquiry, { campaignId }, { retry: false });
export const useUrges = () => useCall(campaignUrge, {});
export const useCampaignReport = (campaignId: string) => useCall(campaignReport, { campaignId }, { retry: false });

/** A registration refreshes the lists, the campaign and the urge table. */
export function useCampaignRegister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallRequest<typeof campaignRegister>) => api(campaignRegister, input),
    onSettled: () => invalidateCalls(client, [campaignList, campaignInquiry, campaignUrge]),
  });
}
