import {
  ORDER_TABS,
  type OrderFilter,
  type OrderTab,
  orderDetailInquiry,
  orderListInquiry,
  orderStatistics,
} from '@sc/contract/calls/orders.ts';
import type { CallRequest, CallResponse } from '@sc/contract/define-call.ts';
import { PAY_METHOD, type PayMethod } from '@sc/contract/orders.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { invalidateCall, invalidateCalls } from '../../api/use-call.ts';
import { checkIdSearch } from '../../components/form/id-search.ts';
import type { ListQuery, ListQueryShape } from '../../components/list/list-query.ts';

export type OrderListAnswer = CallResponse<typeof orderListInquiry>;
export type OrderListRow = OrderListAnswer['list'][number];
export type OrderDetailAnswer = CallResponse<typeof orderDetailInquiry>;

export const ORDER_LIST_PATH = '/order/index';
export const printPath = (orderIds: readonly string[]) =>
  `/order/printcoversheet?ids=${orderIds.map(encodeURIComponent).join(',')}`;
/** The carrier labels of booked orders: the cover-sheet screen in its label form. */
export const labelPrintPath = (orderIds: readonly string[]) => `${printPath(orderIds)}&kind=label`;

/** Filters of /order/index as the URL holds them (order numbers comma-separated, times ISO). */
export const ORDER_FILTER_KEYS = [
  'orderIds',
  'buyer',
  'createdFrom',
  'createdTo',
  'payMethod',
  'carrierCode',
  'waybillNo',
  'shipDue',
] as const;
export type OrderFilterKey = (typeof ORDER_FILTER_KEYS)[number];

export const ORDER_QUERY_SHAPE: ListQueryShape<OrderFilterKey> = { filterKeys: ORDER_FILTER_KEYS, tabs: ORDER_TABS };

/**
 * The tabs of the order list's bar; the rest (states an order reaches now and then) sit behind its
 * "more" button, so the bar stays one or two rows and the first order shows without scrolling.
 */
export const EVERYDAY_TABS: readonly OrderTab[] = [
  'all',
  'unpaid',
  'to_ship',
  'partially_shipped',
  'shipped',
  'delivered',
  'completed',
  'cancelled',
  'abnormal',
];
export const RARE_TABS: readonly OrderTab[] = ORDER_TABS.filter((tab) => !EVERYDAY_TABS.includes(tab));

export const isOrderTab = (v: string): v is OrderTab => (ORDER_TABS as readonly string[]).includes(v);
const isPayMethod = (v: string): v is PayMethod => (PAY_METHOD as readonly string[]).includes(v);
const isTime = (v: string) => v !== '' && !Number.isNaN(Date.parse(v));

/** Whether the URL's order numbers pass the search rules; if not, nothing is sent. */
export function orderIdsAcceptable(query: ListQuery<OrderFilterKey>): boolean {
  return checkIdSearch(query.filters.orderIds).ok;
}

/** The URL's query as the filter the list and its export take. */
export function orderFilterOf(query: ListQuery<OrderFilterKey>): OrderFilter {
  const f = query.filters;
  const ids = checkIdSearch(f.orderIds);
  return {
    tab: isOrderTab(query.tab) ? query.tab : 'all',
    orderIds: ids.ok ? ids.ids : [],
    buyer: f.buyer,
    ...(isTime(f.createdFrom) ? { createdFrom: new Date(f.createdFrom).toISOString() } : {}),
    ...(isTime(f.createdTo) ? { createdTo: new Date(f.createdTo).toISOString() } : {}),
    ...(isPayMethod(f.payMethod) ? { payMethod: f.payMethod } : {}),
    carrierCode: f.carrierCode,
    waybillNo: f.waybillNo,
    ...(f.shipDue === 'soon' ? { shipDue: 'soon' as const } : {}),
  };
}

export function orderListPayload(query: ListQuery<OrderFilterKey>): CallRequest<typeof orderListInquiry> {
  return { ...orderFilterOf(query), page: { pageNum: query.pageNum, pageSize: query.pageSize } };
}

/** Refreshes the order lists (desktop and phone) and their counts and, when given, one order's detail. */
export function useRefreshOrders(): (orderId?: string) => Promise<void> {
  const client = useQueryClient();
  return useCallback(
    async (orderId?: string) => {
      await Promise.all([
        invalidateCalls(client, [orderListInquiry, orderStatistics]),
        orderId ? invalidateCall(client, orderDetailInquiry, { orderId }) : Promise.resolve(),
      ]);
    },
    [client],
  );
}
