import {
  type BrandApplication,
  type BrandApplyInput,
  brandApply,
  brandApplyDetail,
  brandApplyList,
  brandApplyModify,
  brandApplyRevoke,
} from '@sc/contract/calls/catalog.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { invalidateCall, invalidateCalls, useCall } from '../../api/use-call.ts';
import { CATALOG_PICKER_CALLS } from '../../components/catalog-pickers/catalog-queries.ts';

export type { BrandApplication };

/** One application of the shop; none asked while `applicationId` is empty. */
export function useApplication(applicationId: string | null) {
  return useCall(
    brandApplyDetail,
    { applicationId: applicationId ?? '' },
    {
      enabled: Boolean(applicationId),
      retry: false,
    },
  );
}

/** Submit, resubmit or withdraw; each refreshes the list, the detail and the brand pickers. */
export function useApplicationActions() {
  const client = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      invalidateCall(client, brandApplyList),
      invalidateCall(client, brandApplyDetail),
      invalidateCalls(client, CATALOG_PICKER_CALLS),
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
