import {
  activityAdd,
  activityInquiry,
  activityList,
  activityModify,
  activityStop,
  promoteItemMaintain,
  promoteItemPreview,
  promoteItemRemove,
} from '@sc/contract/calls/activities.ts';
import type { CallRequest, CallResponse } from '@sc/contract/define-call.ts';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { invalidateCalls, useCall } from '../../../api/use-call.ts';

export type ActivityListResult = CallResponse<typeof activityList>;
export type ActivityRow = ActivityListResult['list'][number];
export type ActivityDetails = CallResponse<typeof activityInquiry>;
export type ActivitySku = ActivityDetails['skus'][number];

/** One activity with its SKUs; a missing id loads nothing. */
/** The form's final price preview of the prices typed, with what stacks and runs now (priced by the server's engine). */
export function useActivityPreview(payload: CallRequest<typeof promoteItemPreview>, enabled: boolean) {
  return useCall(promoteItemPreview, payload, {
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
    quiet: true,
  });
}

export function useActivity(activityId: string | undefined) {
  return useCall(activityInquiry, { activityId: activityId ?? '' }, { enabled: !!activityId, retry: false });
}

/** Every change refreshes the list and the activity. */
export function useActivityActions() {
  const client = useQueryClient();
  const onSettled = () => invalidateCalls(client, [activityList, activityInquiry]);
  return {
    add: useMutation({ mutationFn: (input: CallRequest<typeof activityAdd>) => api(activityAdd, input), onSettled }),
    modify: useMutation({
      mutationFn: (input: CallRequest<typeof activityModify>) => api(activityModify, input),
      onSettled,
    }),
    stop: useMutation({ mutationFn: (activityId: string) => api(activityStop, { activityId }), onSettled }),
    maintain: useMutation({
      mutationFn: (input: CallRequest<typeof promoteItemMaintain>) => api(promoteItemMaintain, input),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (input: CallRequest<typeof promoteItemRemove>) => api(promoteItemRemove, input),
      onSettled,
    }),
  };
}
