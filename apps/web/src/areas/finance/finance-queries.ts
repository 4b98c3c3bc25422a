import { authorizeConfirm, sendCodeNoticeV2 } from '@sc/contract/calls/account.ts';
import {
  type BILL_TAB,
  bankSearch,
  billConfigInquiry,
  billDetailInquiry,
  billListInquiry,
  billOrderList,
  billSettleBatch,
  billSettleTrial,
  merchantBillAudit,
  merchantTradeList,
  receivingAccountDefault,
  receivingAccountDelete,
  receivingAccountList,
  receivingAccountMaintain,
  type TradeFilter,
} from '@sc/contract/calls/finance.ts';
import type { CallRequest, CallResponse } from '@sc/contract/define-call.ts';
import { RECEIVING_ACCOUNT_REASON } from '@sc/contract/finance.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { invalidateCalls, useCall } from '../../api/use-call.ts';

export type BillTab = (typeof BILL_TAB)[number];
export type BillRow = CallResponse<typeof billListInquiry>['list'][number];
export type TradeRow = CallResponse<typeof merchantTradeList>['list'][number];
export type OrderEarningsRow = CallResponse<typeof billOrderList>['list'][number];
export type AccountRow = CallResponse<typeof receivingAccountList>['list'][number];
export type TrialAnswer = CallResponse<typeof billSettleTrial>;

export const BILLS_PAGE_SIZE = 10;
export const TRADE_PAGE_SIZE = 20;
export const BILL_ORDERS_PAGE_SIZE = 10;

export const billPath = (billId: string) => `/finance/billingdetails/${billId}`;

/** A finance table's pager: one page size, hidden while everything fits on one page. */
export const pagerOf = (current: number, pageSize: number, total: number, onChange: (page: number) => void) => ({
  current,
  pageSize,
  total,
  onChange,
  hideOnSinglePage: true,
  showSizeChanger: false,
});

export function useBills(tab: BillTab, pageNum: number) {
  return useCall(billListInquiry, { tab, page: { pageNum, pageSize: BILLS_PAGE_SIZE } });
}

export function useBillConfig() {
  return useCall(billConfigInquiry, {});
}

export function useBill(billId: string) {
  return useCall(billDetailInquiry, { billId });
}

export function useBillOrders(billId: string, orderId: string, pageNum: number) {
  return useCall(billOrderList, {
    billId,
    ...(orderId ? { orderId } : {}),
    page: { pageNum, pageSize: BILL_ORDERS_PAGE_SIZE },
  });
}

export function useTrades(filter: TradeFilter, pageNum: number) {
  return useCall(
    merchantTradeList,
    { ...filter, page: { pageNum, pageSize: TRADE_PAGE_SIZE } },
    { placeholderData: (previous) => previous },
  );
}

const BILL_CALLS = [billListInquiry, billDetailInquiry, billOrderList];

export function useAuditBill() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallRequest<typeof merchantBillAudit>) => api(merchantBillAudit, input),
    onSettled: () => invalidateCalls(client, BILL_CALLS),
  });
}

export function useSettleTrial() {
  return useMutation({
    mutationFn: (billIds: string[]) => api(billSettleTrial, { billIds }),
  });
}

export function useSettle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (billIds: string[]) => api(billSettleBatch, { billIds }),
    onSettled: () => invalidateCalls(client, [...BILL_CALLS, merchantTradeList]),
  });
}

export function useAccounts() {
  return useCall(receivingAccountList, {});
}

export function useBanks() {
  return useCall(bankSearch, { keyword: '' });
}

const ACCOUNT_CALLS = [receivingAccountList];

export function useSaveAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallRequest<typeof receivingAccountMaintain>) => api(receivingAccountMaintain, input),
    onSettled: () => invalidateCalls(client, ACCOUNT_CALLS),
  });
}

export function useDefaultAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (accountId: string) => api(receivingAccountDefault, { accountId }),
    onSettled: () => invalidateCalls(client, ACCOUNT_CALLS),
  });
}

export function useDeleteAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (accountId: string) => api(receivingAccountDelete, { accountId }),
    onSettled: () => invalidateCalls(client, ACCOUNT_CALLS),
  });
}

/** Mails the main account a code for a receiving-account change. */
export function useSendAccountCode() {
  return useMutation({ mutationFn: () => api(sendCodeNoticeV2, { purpose: 'authorize' }) });
}

/** Confirms the mailed code for receiving-account changes in this session. */
export function useConfirmAccountCode() {
  return useMutation({
    mutationFn: (verifyCode: string) =>
      api(authorizeConfirm, { authorizationReason: RECEIVING_ACCOUNT_REASON, verifyCode }),
  });
}
