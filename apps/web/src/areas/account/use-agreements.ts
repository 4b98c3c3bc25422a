import { contractCreate, contractGenerateResult, contractTemplateInfo } from '@sc/contract/calls/shell.ts';
import { CONTRACT_TYPES, type ContractType } from '@sc/contract/constants.ts';
import type { CallResponse } from '@sc/contract/define-call.ts';
import type { Locale } from '@sc/contract/locale.ts';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { callQuery, invalidateCall } from '../../api/use-call.ts';

export type AgreementText = CallResponse<typeof contractTemplateInfo>['data'][number];
export type AgreementState = CallResponse<typeof contractGenerateResult>;

/** The text of an agreement in the display language (contractContent is the Thai one). */
export function agreementBody(text: AgreementText, locale: Locale): string {
  if (locale === 'en-US') return text.contractTemplateEn;
  if (locale === 'zh-CN') return text.contractTemplateCn;
  return text.contractContent;
}

/**
 * Both agreements (009, 010): titles and texts (titles come in the request's language) and
 * whether each is signed by the session's shop.
 */
export function useAgreements(locale: Locale, shopId: string) {
  const texts = useQuery({
    ...callQuery(contractTemplateInfo, { contractTemplates: [...CONTRACT_TYPES] }, { shopId, locale }),
    select: (r) => r.data,
  });
  const states = useQueries({
    queries: CONTRACT_TYPES.map((type) => ({
      ...callQuery(contractGenerateResult, { contractTemplate: type }, { shopId, locale }),
      staleTime: 0,
    })),
  });
  const stateOf = (type: ContractType): AgreementState | undefined => states[CONTRACT_TYPES.indexOf(type)]?.data;
  return { texts, states, stateOf };
}

/**
 * Signs one agreement as the main account; a refusal (601600, or 601601 already signed) is
 * silent by the spec: the agreement just stays as the server says it is.
 */
export function useSignAgreement(locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (type: ContractType) =>
      api(contractCreate, {
        contractBusinessType: type,
        contractSignChannel: 'local',
        // "1" asks for the agreement in the non-Thai display language.
        ...(locale === 'th-TH' ? {} : { language: '1' as const }),
      }),
    onSettled: (_data, _error, type) => invalidateCall(queryClient, contractGenerateResult, { contractTemplate: type }),
  });
}
