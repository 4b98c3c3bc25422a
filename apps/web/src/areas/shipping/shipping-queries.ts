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
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { useSession } from '../../session/session.ts';

// Freight templates and the logistics configuration on react-query, per shop.

export type FreightTemplate = CallResponse<typeof freightTemplateList>['list'][number];
export type FreightTemplateInput = CallRequest<typeof freightTemplateAdd>;
export type LogisticsConfig = CallResponse<typeof storeExpressConfigInquiry>;
export type LogisticsConfigInput = CallRequest<typeof storeExpressConfigMaintain>;

export const shippingKeys = {
  templates: (shopId: string | undefined) => ['freightTemplates', shopId ?? ''] as const,
  config: (shopId: string | undefined) => ['logisticsConfig', shopId ?? ''] as const,
  carriers: (shopId: string | undefined) => ['expressCompanies', shopId ?? ''] as const,
};

/** A shop keeps a handful of templates: one page holds them all. */
export function useFreightTemplates() {
  const { shopId } = useSession();
  return useQuery({
    queryKey: shippingKeys.templates(shopId),
    queryFn: async ({ signal }) => (await api(freightTemplateList, { page: { pageSize: 100 } }, { signal })).list,
    retry: false,
  });
}

export function useFreightActions() {
  const client = useQueryClient();
  const { shopId } = useSession();
  const onSuccess = () => client.invalidateQueries({ queryKey: shippingKeys.templates(shopId) });
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
  const { shopId } = useSession();
  return useQuery({
    queryKey: shippingKeys.config(shopId),
    queryFn: ({ signal }) => api(storeExpressConfigInquiry, {}, { signal }),
    retry: false,
  });
}

export function useExpressCompanies() {
  const { shopId } = useSession();
  return useQuery({
    queryKey: shippingKeys.carriers(shopId),
    queryFn: async ({ signal }) => (await api(expressCompanyList, {}, { signal })).list,
    retry: false,
  });
}

export function useSaveLogisticsConfig() {
  const client = useQueryClient();
  const { shopId } = useSession();
  return useMutation({
    mutationFn: (input: LogisticsConfigInput) => api(storeExpressConfigMaintain, input),
    onSuccess: (saved) => {
      client.setQueryData(shippingKeys.config(shopId), saved);
      return client.invalidateQueries({ queryKey: shippingKeys.carriers(shopId) });
    },
  });
}
