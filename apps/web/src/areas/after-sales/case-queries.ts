import { AFTER_SALE_TABS, type AfterSaleTab } from '@sc/contract/after-sales.ts';
import { type AfterSaleFilter, afterSaleDetailInquiry, afterSaleList } from '@sc/contract/calls/after-sales.ts';
import type { CallRequest, CallResponse } from '@sc/contract/define-call.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { invalidateCall } from '../../api/use-call.ts';
import type { ListQuery, ListQueryShape } from '../../components/list/list-query.ts';
import { isAfterSaleType } from './paths.ts';

export type CaseListAnswer = CallResponse<typeof afterSaleList>;
export type CaseRow = CaseListAnswer['list'][number];
export type CaseDetail = CallResponse<typeof afterSaleDetailInquiry>;

/**
 * Filters of /order/aftersale as the URL holds them (times ISO). `status=waiting` is the
 * action centre's link: only the cases whose next step is the shop's.
 */
export const CASE_FILTER_KEYS = ['caseId', 'orderId', 'buyer', 'type', 'appliedFrom', 'appliedTo', 'status'] as const;
export type CaseFilterKey = (typeof CASE_FILTER_KEYS)[number];
export const WAITING = 'waiting';

export const CASE_QUERY_SHAPE: ListQueryShape<CaseFilterKey> = { filterKeys: CASE_FILTER_KEYS, tabs: AFTER_SALE_TABS };

const DIGITS = /^\d{0,18}$/;
const isTab = (v: string): v is AfterSaleTab => (AFTER_SALE_TABS as readonly string[]).includes(v);
const isTime = (v: string) => v !== '' && !Number.isNaN(Date.parse(v));

/** Case and order numbers are digits (up to 18); a URL holding anything else sends nothing. */
export function caseQueryAcceptable(query: ListQuery<CaseFilterKey>): boolean {
  return DIGITS.test(query.filters.caseId) && DIGITS.test(query.filters.orderId);
}

/** The URL's query as the filter the list and its export take. */
export function caseFilterOf(query: ListQuery<CaseFilterKey>): AfterSaleFilter {
  const f = query.filters;
  return {
    tab: isTab(query.tab) ? query.tab : 'all',
    ...(isAfterSaleType(f.type) ? { type: f.type } : {}),
    caseId: DIGITS.test(f.caseId) ? f.caseId : '',
    orderId: DIGITS.test(f.orderId) ? f.orderId : '',
    buyer: f.buyer.slice(0, 40),
    ...(isTime(f.appliedFrom) ? { appliedFrom: new Date(f.appliedFrom).toISOString() } : {}),
    ...(isTime(f.appliedTo) ? { appliedTo: new Date(f.appliedTo).toISOString() } : {}),
    ...(f.status === WAITING ? { waitingMerchant: 'y' as const } : {}),
  };
}

export function caseListPayload(query: ListQuery<CaseFilterKey>): CallRequest<typeof afterSaleList> {
  return { ...caseFilterOf(query), page: { pageNum: query.pageNum, pageSize: query.pageSize } };
}

/** Refreshes the list (and its tab counts) and one case's detail. */
export function useRefreshCases(): (caseId: string) => Promise<void> {
  const client = useQueryClient();
  return useCallback(
    async (caseId: string) => {
      await Promise.all([
        invalidateCall(client, afterSaleList),
        invalidateCall(client, afterSaleDetailInquiry, { caseId }),
      ]);
    },
    [client],
  );
}
