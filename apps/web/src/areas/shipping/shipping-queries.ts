import {
  expressCompanyList,
  freightTemplateAdd,
  freightTemplateDelete,
  freightTemplateList,
  freightTemplateModify,
  freightTemplateSetDefault,
  storeExpressConfigInquiry,
  storeExpressConfigMaintain,
} from '@sc/contract/calls/shipping.ts';
import type { CallRequest, CallResponse } from '@sc/contract/define-call.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { callQueryKey, invalidateCall, useCall } from '../../api/use-call.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { useSession } from '../../session/session.ts';

// Freight templates and the logistics configuration on react-query, per shop.

export type FreightTemplate = CallResponse<typeof freightTemplateList>['list'][number];
export type FreightTemplateInput = CallRequest<typeof freightTemplateAdd>;
export type LogisticsConfig = CallResponse<typeof storeExpressConfigInquiry>;
export type LogisticsConfigInput = CallRequest<typeof storeExpressConfigMaintain>;

/** A shop keeps a handful of templates: one page holds them all. */
export function useFreightTemplates() {
  return useCall(freightTemplateList, { page: { pageSize: 100 } }, { select: (r) => r.list, retry: false });
}

export function useFreightActions() {
  const client = useQueryClient();
  const onSuccess = () => invalidateCall(client, freightTemplateList);
  return {
    save: useMutation({
      mutationFn: (input: FreightTemplateInput & { templateId?: string | undefined }) =>
        input.templateId
          ? api(freightTemplateModify, { ...input, templateId: input.templateId })
          : api(freightTemplateAdd, input),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (templateId: string) => api(freightTemplateDelete, { templateId }), onSuccess }),
    makeDefault: useMutation({
      mutationFn: (templateId: string) => api(freightTemplateSetDefault, { templateId }),
      onSuccess,
    }),
  };
}

export function useLogisticsConfig() {
  return useCall(storeExpressConfigInquiry, {}, { retry: false });
}

export function useExpressCompanies() {
  return useCall(expressCompanyList, {}, { select: (r) => r.list, retry: false });
}

export function useSaveLogisticsConfig() {
  const client = useQueryClient();
  const { shopId } = useSession();
  return useMutation({
    mutationFn: (input: LogisticsConfigInput) => api(storeExpressConfigMaintain, input),
    onSuccess: (saved) => {
      client.setQueryData(callQueryKey(storeExpressConfigInquiry, {}, { shopId, locale: currentLocale() }), saved);
      return invalidateCall(client, expressCompanyList);
    },
  });
}
