import {
  type CouponInput,
  type CouponView,
  couponAdd,
  couponCancel,
  couponCompensate,
  couponInquiry,
  couponList,
  couponOrderList,
  couponPreview,
} from '@sc/contract/calls/promotions.ts';
import type { CallRequest, CallResponse } from '@sc/contract/define-call.ts';
import { COUPON_TABS, type CouponTab } from '@sc/contract/promotions.ts';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { invalidateCalls, useCall } from '../../api/use-call.ts';
import type { ListQuery, ListQueryShape } from '../../components/list/list-query.ts';

export type { CouponView };
export type CouponListAnswer = CallResponse<typeof couponList>;
export type PreviewPayload = CallRequest<typeof couponPreview>;

/** The list's filters as the URL holds them: a name or code. */
export const COUPON_FILTER_KEYS = ['keyword'] as const;
export type CouponFilterKey = (typeof COUPON_FILTER_KEYS)[number];
export const COUPON_QUERY_SHAPE: ListQueryShape<CouponFilterKey> = {
  filterKeys: COUPON_FILTER_KEYS,
  tabs: COUPON_TABS,
};

const isTab = (v: string): v is CouponTab => (COUPON_TABS as readonly string[]).includes(v);
/** The longest search the list call takes (a coupon name's length). */
const KEYWORD_MAX = 40;

export function couponListPayload(
  query: Pick<ListQuery<CouponFilterKey>, 'filters' | 'tab' | 'pageNum' | 'pageSize'>,
): CallRequest<typeof couponList> {
  return {
    tab: isTab(query.tab) ? query.tab : 'all',
    keyword: query.filters.keyword.trim().slice(0, KEYWORD_MAX),
    page: { pageNum: query.pageNum, pageSize: query.pageSize },
  };
}

/** Every call a change to a coupon alters. */
const COUPON_READS = [couponList, couponInquiry, couponOrderList];

export function useCoupon(couponId: string | undefined) {
  return useCall(
    couponInquiry,
    { couponId: couponId ?? '' },
    { enabled: Boolean(couponId), retry: false, quiet: true },
  );
}

export function useCouponOrders(couponId: string, pageNum: number, pageSize: number) {
  return useCall(
    couponOrderList,
    { couponId, page: { pageNum, pageSize } },
    { placeholderData: keepPreviousData, retry: false },
  );
}

export function useCouponPreview(payload: PreviewPayload, enabled: boolean) {
  return useCall(couponPreview, payload, { enabled, placeholderData: keepPreviousData, retry: false, quiet: true });
}

/** Create, stop or cancel, or give one to an order's buyer; each refreshes the lists, details and counts. */
export function useCouponActions() {
  const client = useQueryClient();
  const onSuccess = () => invalidateCalls(client, COUPON_READS);
  return {
    create: useMutation({ mutationFn: (input: CouponInput) => api(couponAdd, input), onSuccess }),
    stop: useMutation({ mutationFn: (couponId: string) => api(couponCancel, { couponId }), onSuccess }),
    // The modal names a refusal beside its field.
    compensate: useMutation({
      mutationFn: (input: { couponId: string; orderId: string }) => api(couponCompensate, input, { quiet: true }),
      onSuccess,
    }),
  };
}
