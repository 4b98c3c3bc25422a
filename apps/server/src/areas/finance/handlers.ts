import * as calls from '@sc/contract/calls/finance.ts';
import {
  BILL_AUDIT_WORKING_DAYS,
  BILL_CYCLE,
  BILL_PAYOUT_WORKING_DAYS,
  COMMISSION_BP_BY_CATEGORY,
  COMMISSION_BP_DEFAULT,
  PAYMENT_FEE_BP,
  RECEIVING_ACCOUNTS_MAX,
} from '@sc/contract/finance.ts';
import { handle, sessionOf } from '../../envelope/handler.ts';
import { startExport } from '../downloads/index.ts';
import {
  accountGroups,
  accountOf,
  deleteAccount,
  listAccounts,
  maintainAccount,
  presentAccount,
  searchBanks,
  setDefaultAccount,
} from './accounts.ts';
import { agencyBill, agencyBillLines } from './agency-bill.ts';
import { auditBill, listBills, presentBill } from './bills.ts';
import { billDetail, billInvoice, billOrders, expressBill, listAdjustments, tradeList } from './reads.ts';
import { settleBatch, settleTrial } from './settlement.ts';
import { tradeExport } from './trade-export.ts';

// The calls of finance (calls/finance.ts): bills under FUNC.bills, the money lines under
// FUNC.merchantTransactions.

const pageOf = (p: { pageNum: number; pageSize: number }) => ({ pageNum: p.pageNum, pageSize: p.pageSize });

export const financeHandlers = [
  handle(calls.billListInquiry, async (ctx) => listBills(ctx.shop, ctx.payload.tab, pageOf(ctx.payload.page))),
  handle(calls.billDetailInquiry, async (ctx) => billDetail(ctx.shop, ctx.payload.billId)),
  handle(calls.billOrderList, async (ctx) =>
    billOrders(
      ctx.shop,
      ctx.payload.billId,
      ctx.payload.orderId !== undefined ? Number(ctx.payload.orderId) : undefined,
      pageOf(ctx.payload.page),
    ),
  ),
  handle(calls.merchantBillAudit, async (ctx) => ({
    bill: presentBill(await auditBill(ctx.shop, ctx.payload.billId, ctx.payload.action, ctx.payload.reason, ctx.now)),
  })),
  handle(calls.billSettleTrial, async (ctx) => settleTrial(ctx.shop, ctx.payload.billIds, ctx.locale)),
  handle(calls.billSettleBatch, async (ctx) => settleBatch(ctx.shop, ctx.payload.billIds, ctx.now)),
  handle(calls.billAdjustList, async (ctx) => listAdjustments(ctx.shop, pageOf(ctx.payload.page))),
  handle(calls.billConfigInquiry, async () => ({
    cycle: BILL_CYCLE,
    auditWorkingDays: BILL_AUDIT_WORKING_DAYS,
    payoutWorkingDays: BILL_PAYOUT_WORKING_DAYS,
    paymentFeeBp: PAYMENT_FEE_BP,
    commissionDefaultBp: COMMISSION_BP_DEFAULT,
    commissionBp: Object.entries(COMMISSION_BP_BY_CATEGORY).map(([category, bp]) => ({ category, bp })),
  })),
  handle(calls.merchantTradeList, async (ctx) => {
    const { page, ...filter } = ctx.payload;
    return tradeList(ctx.shop, filter, pageOf(page));
  }),
  handle(calls.expressBillList, async (ctx) => expressBill(ctx.shop, ctx.payload.billId, pageOf(ctx.payload.page))),
  handle(calls.agencyBillInquiry, async (ctx) => agencyBill(ctx.shop, ctx.payload.billId)),
  handle(calls.agencyBillList, async (ctx) =>
    agencyBillLines(ctx.shop, ctx.payload.billId, ctx.payload.carrierCode, pageOf(ctx.payload.page)),
  ),
  handle(calls.billInvoiceDetail, async (ctx) => billInvoice(ctx.shop, ctx.payload.billId)),
  handle(calls.merchantTradeExport, (ctx) => startExport(ctx, tradeExport, ctx.payload)),
  handle(calls.receivingAccountList, async (ctx) => ({
    list: (await listAccounts(ctx.shop)).map((a) => presentAccount(a, ctx.locale)),
    max: RECEIVING_ACCOUNTS_MAX,
  })),
  handle(calls.receivingAccountInquiry, async (ctx) =>
    presentAccount(await accountOf(ctx.shop, ctx.payload.accountId), ctx.locale),
  ),
  handle(calls.receivingAccountGroups, async (ctx) => accountGroups(ctx.shop)),
  handle(calls.bankSearch, async (ctx) => searchBanks(ctx.payload.keyword, ctx.locale)),
  handle(calls.receivingAccountMaintain, async (ctx) =>
    presentAccount(await maintainAccount(ctx.shop, ctx.payload, sessionOf(ctx), ctx.locale, ctx.now), ctx.locale),
  ),
  handle(calls.receivingAccountDefault, async (ctx) =>
    presentAccount(await setDefaultAccount(ctx.shop, ctx.payload.accountId, sessionOf(ctx), ctx.now), ctx.locale),
  ),
  handle(calls.receivingAccountDelete, async (ctx) =>
    deleteAccount(ctx.shop, ctx.payload.accountId, sessionOf(ctx), ctx.now),
  ),
];
