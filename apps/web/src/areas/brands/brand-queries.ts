import {
  type BrandApplication,
  type BrandApplyInput,
  brandApply,
  brandApplyDetail,
  brandApplyModify,
  brandApplyRevoke,
} from '@sc/contract/calls/catalog.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { catalogKeys } from '../../components/catalog/catalog-queries.ts';
import { listKey } from '../../components/list/list-key.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { useSession } from '../../session/session.ts';

export type { BrandApplication };

/** The list's name in the query cache (ListPage). */
export const BRAND_LIST = 'brandApplications';

export const applicationKey = (shopId: string | undefined, applicationId: string) =>
  ['brandApplication', shopId ?? '', applicationId, currentLocale()] as const;

/** One application of the shop; none asked while `applicationId` is empty. */
export function useApplication(applicationId: string | null) {
  const { shopId } = useSession();
  return useQuery({
    queryKey: applicationKey(shopId, applicationId ?? ''),
    queryFn: ({ signal }) => api(brandApplyDetail, { applicationId: applicationId ?? '' }, { signal }),
    enabled: Boolean(applicationId),
    retry: false,
  });
}

/** Submit, resubmit or withdraw; each refreshes the list, the detail and the brand pickers. */
export function useApplicationActions() {
  const client = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: listKey(BRAND_LIST) }),
      client.invalidateQueries({ queryKey: ['brandApplication'] }),
      client.invalidateQueries({ queryKey: catalogKeys.all }),
    ]);
  return {
    submit: useMutation({
      mutationFn: async (input: BrandApplyInput & { applicationId?: string }) => {
        const { applicationId, ...rest } = input;
        return applicationId ? api(brandApplyModify, { ...rest, applicationId }) : api(brandApply, rest);
      },
      onSuccess,
    }),
    withdraw: useMutation({
      mutationFn: (applicationId: string) => api(brandApplyRevoke, { applicationId }),
      onSuccess,
    }),
  };
}
