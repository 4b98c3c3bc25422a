import {
  DOWNLOAD_POLL_MS,
  DOWNLOAD_STATUSES,
  type DownloadStatus,
  downloadCenterDelete,
  downloadCenterListInquiry,
  downloadCenterRetry,
} from '@sc/contract/calls/downloads.ts';
import type { CallRequest, CallResponse } from '@sc/contract/define-call.ts';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { api } from '../../api/client.ts';
import { invalidateCall, useCall } from '../../api/use-call.ts';
import type { ListQuery, ListQueryShape } from '../../components/list/list-query.ts';

export type DownloadsPage = CallResponse<typeof downloadCenterListInquiry>;
export type DownloadRow = DownloadsPage['list'][number];

export type DownloadFilter = 'status' | 'kind' | 'from' | 'to';
/** The download centre's URL query: status, type, and the days it was started between (YYYY-MM-DD). */
export const DOWNLOADS_SHAPE: ListQueryShape<DownloadFilter> = { filterKeys: ['status', 'kind', 'from', 'to'] };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isStatus = (s: string): s is DownloadStatus => (DOWNLOAD_STATUSES as readonly string[]).includes(s);

/** The list call's payload for a URL query; values the URL holds wrongly are left out. */
export function toPayload(query: ListQuery<DownloadFilter>): CallRequest<typeof downloadCenterListInquiry> {
  const { status, kind, from, to } = query.filters;
  return {
    ...(isStatus(status) ? { status } : {}),
    ...(kind ? { kind } : {}),
    // Days in the browser's time: from the start of the first to the start of the day after the last.
    ...(DAY.test(from) && dayjs(from).isValid() ? { createdFrom: dayjs(from).startOf('day').toISOString() } : {}),
    ...(DAY.test(to) && dayjs(to).isValid() ? { createdTo: dayjs(to).add(1, 'day').startOf('day').toISOString() } : {}),
    page: { pageNum: query.pageNum, pageSize: query.pageSize },
  };
}

/** One page of exports; asked again every 2 s while an export waits or runs, and not after. */
export function useDownloads(query: ListQuery<DownloadFilter>) {
  return useCall(downloadCenterListInquiry, toPayload(query), {
    placeholderData: keepPreviousData,
    refetchInterval: (q) => ((q.state.data?.active ?? 0) > 0 ? DOWNLOAD_POLL_MS : false),
    retry: false,
  });
}

export function useDownloadActions() {
  const client = useQueryClient();
  const onSuccess = () => invalidateCall(client, downloadCenterListInquiry);
  return {
    remove: useMutation({ mutationFn: (taskId: string) => api(downloadCenterDelete, { taskId }), onSuccess }),
    retry: useMutation({ mutationFn: (taskId: string) => api(downloadCenterRetry, { taskId }), onSuccess }),
  };
}
