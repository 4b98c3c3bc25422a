import {
  type commodityInspectionListInquiry,
  type inspectionListInquiry,
  VIOLATION_SEVERITIES,
  VIOLATION_TABS,
  VIOLATION_TYPES,
  type ViolationSeverity,
  type ViolationTab,
  type ViolationType,
  violationAppeal,
  violationDetailInquiry,
  violationListInquiry,
} from '@sc/contract/calls/compliance.ts';
import { dashboardActionInquiry } from '@sc/contract/calls/dashboard.ts';
import type { CallRequest, CallResponse } from '@sc/contract/define-call.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { invalidateCall, useCall } from '../../api/use-call.ts';
import type { ListQuery, ListQueryShape } from '../../components/list/list-query.ts';

export type ViolationListAnswer = CallResponse<typeof violationListInquiry>;
export type ViolationDetail = CallResponse<typeof violationDetailInquiry>;
export type AppealInput = CallRequest<typeof violationAppeal>;

// --- /shop/IllegalGoods -------------------------------------------------------------------

export const VIOLATION_FILTER_KEYS = ['keyword', 'type', 'severity', 'from', 'to'] as const;
export type ViolationFilterKey = (typeof VIOLATION_FILTER_KEYS)[number];
export const VIOLATION_QUERY_SHAPE: ListQueryShape<ViolationFilterKey> = {
  filterKeys: VIOLATION_FILTER_KEYS,
  tabs: VIOLATION_TABS,
};

const isType = (v: string): v is ViolationType => (VIOLATION_TYPES as readonly string[]).includes(v);
const isSeverity = (v: string): v is ViolationSeverity => (VIOLATION_SEVERITIES as readonly string[]).includes(v);
export const isViolationTab = (v: string): v is ViolationTab => (VIOLATION_TABS as readonly string[]).includes(v);
const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

/** The URL's query as the list call's payload; dates are Thai days (UTC+7 all year). */
export function violationListPayload(query: ListQuery<ViolationFilterKey>): CallRequest<typeof violationListInquiry> {
  const f = query.filters;
  return {
    tab: isViolationTab(query.tab) ? query.tab : 'pending',
    keyword: f.keyword.slice(0, 100),
    ...(isType(f.type) ? { type: f.type } : {}),
    ...(isSeverity(f.severity) ? { severity: f.severity } : {}),
    ...(isDay(f.from) ? { raisedFrom: `${f.from}T00:00:00+07:00` } : {}),
    ...(isDay(f.to) ? { raisedTo: `${f.to}T23:59:59.999+07:00` } : {}),
    page: { pageNum: query.pageNum, pageSize: query.pageSize },
  };
}

/** The counts above the list: what waits for the merchant and the points of the last 90 days. */
export function useViolationSummary() {
  return useCall(
    violationListInquiry,
    { tab: 'pending', page: { pageSize: 1 } },
    {
      quiet: true,
      select: (r) => ({ ...r.tabCounts, points: r.pointsInWindow }),
      retry: false,
    },
  );
}

export function useViolationDetail(violationId: string | null) {
  return useCall(
    violationDetailInquiry,
    { violationId: violationId ?? '' },
    {
      enabled: violationId !== null,
      retry: false,
    },
  );
}

/** Rectify or appeal; refreshes the lists, the detail and the dashboard's counts. */
export function useSubmitViolation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AppealInput) => api(violationAppeal, input),
    onSuccess: () =>
      Promise.all([
        invalidateCall(client, violationListInquiry),
        invalidateCall(client, violationDetailInquiry),
        // The dashboard's action centre counts violations that wait for the merchant.
        invalidateCall(client, dashboardActionInquiry),
      ]),
  });
}

// --- /shop/inspection -------------------------------------------------------------------

export const INSPECTION_TABS = ['all', 'quality', 'compliance'] as const;
export const INSPECTION_FILTER_KEYS = ['keyword', 'result'] as const;
export type InspectionFilterKey = (typeof INSPECTION_FILTER_KEYS)[number];
export const INSPECTION_QUERY_SHAPE: ListQueryShape<InspectionFilterKey> = {
  filterKeys: INSPECTION_FILTER_KEYS,
  tabs: INSPECTION_TABS,
};
export type InspectionListAnswer = CallResponse<typeof inspectionListInquiry>;

const isResult = (v: string): v is 'passed' | 'failed' => v === 'passed' || v === 'failed';

export function inspectionListPayload(
  query: ListQuery<InspectionFilterKey>,
): CallRequest<typeof inspectionListInquiry> {
  return {
    keyword: query.filters.keyword.slice(0, 100),
    ...(query.tab === 'quality' || query.tab === 'compliance' ? { kind: query.tab } : {}),
    ...(isResult(query.filters.result) ? { result: query.filters.result } : {}),
    page: { pageNum: query.pageNum, pageSize: query.pageSize },
  };
}

// --- /shop/commodityinspection ------------------------------------------------------------

export const COMMODITY_TABS = ['all', 'failed', 'passed'] as const;
export const COMMODITY_FILTER_KEYS = ['keyword'] as const;
export type CommodityFilterKey = (typeof COMMODITY_FILTER_KEYS)[number];
export const COMMODITY_QUERY_SHAPE: ListQueryShape<CommodityFilterKey> = {
  filterKeys: COMMODITY_FILTER_KEYS,
  tabs: COMMODITY_TABS,
};
export type CommodityListAnswer = CallResponse<typeof commodityInspectionListInquiry>;

export function commodityListPayload(
  query: ListQuery<CommodityFilterKey>,
): CallRequest<typeof commodityInspectionListInquiry> {
  return {
    keyword: query.filters.keyword.slice(0, 100),
    ...(isResult(query.tab) ? { result: query.tab } : {}),
    page: { pageNum: query.pageNum, pageSize: query.pageSize },
  };
}
