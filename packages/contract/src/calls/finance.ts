import { z } from 'zod';
import { id, isoTime } from '../common.ts';
import { defineCall } from '../define-call.ts';
import { BATCH_SETTLE_MAX, BILL_REASON_MAX, BILL_STATUS, CARRIER_LEG, LEDGER_KIND } from '../finance.ts';
import { FUNC } from '../func-codes.ts';
import { NUMERIC_ID_MAX } from '../limits.ts';
import { CARRIER_CODES } from '../orders.ts';
import { paged, pageSchema } from '../page.ts';
import { zBaht } from '../validators/zod.ts';

// Finance (/finance, catalogue §7 "Bills" and "Store (store/)" bill config): the shop's bills
// built from its ledger lines per bill cycle, each order's earnings line by line, the merchant's
// audit (confirm or dispute within BILL_AUDIT_WORKING_DAYS), settlement to the default receiving
// account after a trial calculation, the operator's adjustments, and every money line
// (/finance/merchant/trade/list). Amounts in baht; a line's sign is the merchant's.

const EXAMPLE_ID = '0123456789abcdef0123456789abcdef';
const baht = z.number();
const digits = z
  .string()
  .trim()
  .regex(/^\d{1,18}$/)
  .max(NUMERIC_ID_MAX);
const bangkokDay = z
  .string()
  .trim()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)));

export const billStatus = z.enum(BILL_STATUS);
/** The bill list's tabs: the spec's two states (to be settled, settled) and all. */
export const BILL_TAB = ['to_be_settled', 'settled', 'all'] as const;

export const billView = z.object({
  billId: z.string(),
  /** The cycle's first Bangkok day and the day after its last. */
  periodStart: z.string(),
  periodEnd: z.string(),
  status: billStatus,
  amount: baht,
  lineCount: z.number().int(),
  builtAt: isoTime,
  /** Confirm or dispute by then (15 working days); not audited by then, it counts as confirmed. */
  auditDeadline: isoTime,
  /** The platform pays by then (20 working days). */
  payDeadline: isoTime,
  auditedAt: isoTime.nullable(),
  autoConfirmed: z.boolean(),
  disputeReason: z.string().nullable(),
  settledAt: isoTime.nullable(),
  /** The receiving account paid (bank and the last digits), once settled. */
  payoutAccount: z.string().nullable(),
});
export type BillView = z.infer<typeof billView>;

export const billListInquiry = defineCall({
  readOnly: true,
  path: '/oms/bill/list/inquiry',
  func: FUNC.bills,
  summary:
    'The shop’s bills, newest cycle first, by tab: to be settled (waiting for audit, disputed, confirmed), settled, or all; with the shop’s balance (the sum of all its ledger lines) and what is not on a bill yet.',
  request: z.object({ tab: z.enum(BILL_TAB).default('to_be_settled'), page: pageSchema }),
  response: paged(billView).extend({
    balance: baht,
    unbilled: baht,
    counts: z.object({ to_be_settled: z.number().int(), settled: z.number().int() }),
  }),
});

export const kindTotal = z.object({ kind: z.string(), amount: baht, lines: z.number().int() });

export const billDetailInquiry = defineCall({
  readOnly: true,
  path: '/oms/bill/detail/inquiry',
  func: FUNC.bills,
  summary:
    'One bill: its state and deadlines, its amount (the sum of its lines), the totals by kind of line, and the adjustments it carries.',
  ids: { billId: 'bill' },
  example: { billId: EXAMPLE_ID },
  request: z.object({ billId: id }),
  response: z.object({
    bill: billView,
    kinds: z.array(kindTotal),
    adjustments: z.array(z.object({ adjustmentId: z.string(), amount: baht, reason: z.string(), at: isoTime })),
  }),
});

export const ledgerLineView = z.object({
  lineId: z.string(),
  kind: z.string(),
  amount: baht,
  orderId: z.string().nullable(),
  ref: z.string(),
  note: z.string(),
  at: isoTime,
  /** The bill that holds the line; null while it is on none. */
  billId: z.string().nullable(),
});
export type LedgerLineView = z.infer<typeof ledgerLineView>;

export const orderEarnings = z.object({
  orderId: z.string(),
  /** What the order earned on this bill: the sum of its lines. */
  amount: baht,
  lines: z.array(ledgerLineView),
});
export type OrderEarnings = z.infer<typeof orderEarnings>;

export const billOrderList = defineCall({
  readOnly: true,
  path: '/oms/bill/order/list/inquiry',
  func: FUNC.bills,
  summary:
    'Each order’s earnings on a bill, line by line (payment, freight, commission, fee, refund, …), by order number; an order number given shows that order only. The bill’s lines of no order (adjustments) come last under no order.',
  ids: { billId: 'bill' },
  example: { billId: EXAMPLE_ID },
  request: z.object({ billId: id, orderId: digits.optional(), page: pageSchema }),
  response: paged(orderEarnings),
});

export const billAuditAction = z.enum(['confirm', 'dispute']);

export const merchantBillAudit = defineCall({
  path: '/oms/merchant/bill/audit',
  func: FUNC.bills,
  summary:
    'The merchant audits a bill waiting for audit or disputed, before its audit deadline (15 working days after it was built): confirm (it is then to be settled) or dispute with a reason (the platform answers with an adjustment on the next bill; the bill may then be confirmed). After the deadline a bill not audited counts as confirmed.',
  ids: { billId: 'bill' },
  example: { billId: EXAMPLE_ID, action: 'dispute', reason: 'ค่าคอมมิชชันคำสั่งซื้อ 2611000000001 ไม่ถูกต้อง' },
  request: z.object({
    billId: id,
    action: billAuditAction,
    reason: z
      .string()
      .trim()
      .max(BILL_REASON_MAX * 2)
      .default(''),
  }),
  response: z.object({ bill: billView }),
});

const billIds = z
  .array(id)
  .max(BATCH_SETTLE_MAX * 2)
  .default([]);

export const settleTrialRow = z.object({
  billId: z.string(),
  periodStart: z.string(),
  amount: baht,
  /** Null when the bill can be settled; the refusal's text otherwise. */
  refusal: z.string().nullable(),
});

export const billSettleTrial = defineCall({
  readOnly: true,
  path: '/oms/bill/batch/settlement/trial',
  func: FUNC.bills,
  summary:
    'The trial calculation of a batch settlement: for each chosen bill its amount and whether it can be settled (confirmed, not settled, not below 0), the total to be paid and the default receiving account it goes to. Changes nothing.',
  ids: { billIds: 'bill' },
  example: { billIds: [EXAMPLE_ID] },
  request: z.object({ billIds }),
  response: z.object({
    rows: z.array(settleTrialRow),
    total: baht,
    /** The default receiving account (bank and the last digits); null when the shop has none. */
    account: z.string().nullable(),
    settleable: z.boolean(),
  }),
});

export const billSettleBatch = defineCall({
  path: '/oms/bill/batch/settlement',
  func: FUNC.bills,
  summary:
    'Settles the chosen confirmed bills (1 to 50) at once: each is paid out to the default receiving account (a payout line of the ledger) and becomes settled. A bill below 0 cannot start settlement; any bill that cannot be settled refuses the whole batch, naming it, and nothing changes.',
  ids: { billIds: 'bill' },
  example: { billIds: [EXAMPLE_ID] },
  request: z.object({ billIds }),
  response: z.object({ settled: z.array(billView), total: baht, account: z.string() }),
});

export const adjustmentView = z.object({
  adjustmentId: z.string(),
  amount: baht,
  reason: z.string(),
  at: isoTime,
  /** The disputed bill it answers; null when none. */
  forBillId: z.string().nullable(),
  /** The bill that carries it; null until the next bill is built. */
  billId: z.string().nullable(),
});

export const billAdjustList = defineCall({
  readOnly: true,
  path: '/oms/bill/adjust/list/inquiry',
  func: FUNC.bills,
  summary:
    'The adjustments the platform raised on the shop, newest first, each with its reason, the bill it answers and the bill that carries it.',
  request: z.object({ page: pageSchema }),
  response: paged(adjustmentView),
});

export const billConfigInquiry = defineCall({
  readOnly: true,
  path: '/oms/store/bill/config/inquiry',
  func: FUNC.bills,
  summary:
    'The shop’s bill configuration: the bill cycle (a Bangkok calendar month), the audit and payout windows in working days, the payment fee and the commission by top-level category, in basis points.',
  request: z.object({}),
  response: z.object({
    cycle: z.string(),
    auditWorkingDays: z.number().int(),
    payoutWorkingDays: z.number().int(),
    paymentFeeBp: z.number().int(),
    commissionDefaultBp: z.number().int(),
    commissionBp: z.array(z.object({ category: z.string(), bp: z.number().int() })),
  }),
});

export const tradeFilter = z.object({
  kind: z.enum(LEDGER_KIND).optional(),
  orderId: digits.optional(),
  /** Bangkok days, both included. */
  from: bangkokDay.optional(),
  to: bangkokDay.optional(),
});
export type TradeFilter = z.infer<typeof tradeFilter>;

export const merchantTradeList = defineCall({
  readOnly: true,
  path: '/oms/merchant/trade/list/inquiry',
  func: FUNC.merchantTransactions,
  summary:
    'Every money line of the shop, newest first, filtered by kind, order number and Bangkok days; with the sum of the lines that match.',
  request: tradeFilter.extend({ page: pageSchema }),
  response: paged(ledgerLineView).extend({ sum: baht }),
});

export const merchantTradeExport = defineCall({
  path: '/oms/merchant/trade/export/excel',
  func: FUNC.merchantTransactions,
  summary:
    'Export the money lines of a filter to xlsx (one row per line, newest first) through the download centre; answers the task id at once.',
  request: tradeFilter,
  response: z.object({ taskId: z.string() }),
});

/**
 * The invoice of a bill as a PDF in the app's language: GET `${INVOICE_PDF_PATH}/{billId}?locale=`
 * with the session cookie (the bills permission), not an envelope call.
 */
export const INVOICE_PDF_PATH = '/oms/bill/invoice/pdf';
export const invoicePdfUrl = (billId: string, locale: string) =>
  `${INVOICE_PDF_PATH}/${encodeURIComponent(billId)}?locale=${encodeURIComponent(locale)}`;

export const billInvoiceDetail = defineCall({
  readOnly: true,
  path: '/oms/bill/invoice/detail/inquiry',
  func: FUNC.bills,
  summary:
    'The invoice details of a bill (/finance/serviceslikebillingdetails/{settlementId}): the platform’s charges to the shop on it (commission and payment fee, each net of what was given back) and the month’s ad spend from the prepaid ad account (not deducted from the bill), each with the 7% VAT it includes; their total and its VAT, the shop and the platform.',
  ids: { billId: 'bill' },
  example: { billId: EXAMPLE_ID },
  request: z.object({ billId: id }),
  response: z.object({
    invoiceNo: z.string(),
    bill: billView,
    shopName: z.string(),
    issuedAt: isoTime,
    lines: z.array(z.object({ kind: z.string(), amount: baht, lines: z.number().int() })),
    /** The clicks the ad account paid for in the bill's month, their cost and the VAT in it. */
    /** Keyword clicks and brand ads paid from the prepaid ad account in the bill's month; vat is what both include. */
    adSpend: z.object({ clicks: z.number().int(), amount: baht, brandAmount: baht, vat: baht }),
    total: baht,
    vat: baht,
    net: baht,
  }),
});

export const expressBillRow = z.object({
  orderId: z.string(),
  carrierCode: z.string().nullable(),
  waybillNo: z.string().nullable(),
  /** The freight the buyer paid on this bill, net of freight given back on it. */
  freight: baht,
  lines: z.number().int(),
});

export const expressBillList = defineCall({
  readOnly: true,
  path: '/oms/dms/express/bill/list/inquiry',
  func: FUNC.bills,
  summary:
    'The express bill of a bill (/finance/logisticsorderdetails/{settlementId}): each order’s freight on it, net of freight given back, with the carrier and waybill of its last shipment, by order number; with the total.',
  ids: { billId: 'bill' },
  example: { billId: EXAMPLE_ID },
  request: z.object({ billId: id, page: pageSchema }),
  response: paged(expressBillRow).extend({ total: baht, period: z.string() }),
});

export const agencyBillCarrier = z.object({
  carrierCode: z.string(),
  /** Parcels the carrier took on this bill, and parcels it carried back to the shop. */
  parcels: z.number().int(),
  returns: z.number().int(),
  /** What it charged for them (positive), net of anything reversed on the bill. */
  charged: baht,
});

export const agencyBillInquiry = defineCall({
  readOnly: true,
  path: '/oms/dms/agency/bill/inquiry',
  func: FUNC.bills,
  summary:
    'The agency bill of a bill: what the carriers charged for the shop’s parcels on it (collected by the platform for them, not the platform’s own charges), by carrier, with the parcels taken and carried back, and the total.',
  ids: { billId: 'bill' },
  example: { billId: EXAMPLE_ID },
  request: z.object({ billId: id }),
  response: z.object({
    period: z.string(),
    carriers: z.array(agencyBillCarrier),
    parcels: z.number().int(),
    returns: z.number().int(),
    charged: baht,
  }),
});

export const agencyBillRow = z.object({
  lineId: z.string(),
  orderId: z.string().nullable(),
  carrierCode: z.string().nullable(),
  waybillNo: z.string().nullable(),
  /** out: the carrier took the parcel; back: it carried it back to the shop. */
  leg: z.enum(CARRIER_LEG),
  charged: baht,
  at: isoTime,
});

export const agencyBillList = defineCall({
  readOnly: true,
  path: '/oms/dms/agency/bill/list/inquiry',
  func: FUNC.bills,
  summary:
    'The agency bill’s list: each carrier charge on a bill, oldest first, with its order, carrier, waybill and leg (out or back); of one carrier when given.',
  ids: { billId: 'bill' },
  example: { billId: EXAMPLE_ID },
  request: z.object({ billId: id, carrierCode: z.enum(CARRIER_CODES).optional(), page: pageSchema }),
  response: paged(agencyBillRow),
});

export const financeCalls = [
  billListInquiry,
  billDetailInquiry,
  billOrderList,
  merchantBillAudit,
  billSettleTrial,
  billSettleBatch,
  billAdjustList,
  billConfigInquiry,
  merchantTradeList,
  merchantTradeExport,
  billInvoiceDetail,
  expressBillList,
  agencyBillInquiry,
  agencyBillList,
];

// The platform's operator (auth 'operator').
const OPERATOR = { auth: 'operator', func: FUNC.home } as const;

export const mktBillAdjust = defineCall({
  ...OPERATOR,
  path: '/oms/mkt/bill/adjust',
  summary:
    'The platform’s operator raises an adjustment on a shop with a reason: credit (the shop earns it) or debit (the shop pays it). It is posted now as an adjustment line and lands on the next bill; it may answer a disputed bill.',
  example: { shopId: EXAMPLE_ID, direction: 'credit', amount: '25.00', reason: 'คืนค่าคอมมิชชันที่คิดเกิน' },
  request: z.object({
    shopId: id,
    direction: z.enum(['credit', 'debit']),
    amount: zBaht,
    reason: z
      .string()
      .trim()
      .max(BILL_REASON_MAX * 2),
    forBillId: id.optional(),
  }),
  response: z.object({ adjustmentId: z.string(), amount: baht, at: isoTime }),
});

export const mktBillBuild = defineCall({
  ...OPERATOR,
  path: '/oms/mkt/bill/build',
  summary:
    'Builds the bills due at the clock’s time for every shop now (the timer does it every hour): each closed bill cycle’s lines not on a bill yet become one bill per shop and cycle; bills past their audit deadline count as confirmed. Answers how many bills were built and confirmed.',
  request: z.object({}),
  response: z.object({ built: z.number().int(), confirmed: z.number().int() }),
});

export const financeOperatorCalls = [mktBillAdjust, mktBillBuild];

// Receiving accounts (catalogue §3 "Receiving account", §7 "Store (store/)": list, maintain,
// default, delete, inquiry, group, bank search; product-spec §3 "Bank account"), shown in the
// store settings (/setting/storesetup). Reads are FUNC.storeSetup (or FUNC.bills, whose settlement
// names the default account); changes are the main account's, each confirmed by a code mailed to
// it (/oms/cos/v2/send/code/notice purpose authorize, then /oms/sms/V2/authorize/confirm with the
// reason RECEIVING_ACCOUNT_REASON) within the recent-authentication window.

export const receivingAccountView = z.object({
  accountId: z.string(),
  holder: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  number: z.string(),
  branch: z.string(),
  groupName: z.string(),
  isDefault: z.boolean(),
  createdAt: isoTime,
});
export type ReceivingAccountView = z.infer<typeof receivingAccountView>;

const ACCOUNT_READ = { func: FUNC.storeSetup, alsoFuncs: [FUNC.bills] } as const;
const ACCOUNT_CHANGE = { func: FUNC.storeSetup, mainAccountOnly: true } as const;

export const receivingAccountList = defineCall({
  ...ACCOUNT_READ,
  readOnly: true,
  path: '/oms/store/receiving/account/list/inquiry',
  summary: 'The shop’s receiving accounts, the default first, then by group and age.',
  request: z.object({}),
  response: z.object({ list: z.array(receivingAccountView), max: z.number().int() }),
});

export const receivingAccountInquiry = defineCall({
  ...ACCOUNT_READ,
  readOnly: true,
  path: '/oms/store/receiving/account/inquiry',
  summary: 'One receiving account of the shop.',
  ids: { accountId: 'receivingAccount' },
  example: { accountId: EXAMPLE_ID },
  request: z.object({ accountId: id }),
  response: receivingAccountView,
});

export const receivingAccountGroups = defineCall({
  ...ACCOUNT_READ,
  readOnly: true,
  path: '/oms/store/receiving/account/group/inquiry',
  summary: 'The groups the shop’s receiving accounts are filed under, each with its accounts’ count (no group is "").',
  request: z.object({}),
  response: z.object({ list: z.array(z.object({ groupName: z.string(), count: z.number().int() })) }),
});

export const bankSearch = defineCall({
  ...ACCOUNT_READ,
  readOnly: true,
  path: '/oms/store/bank/search',
  summary:
    'The Thai banks whose code or name (in any of the three languages) contains the keyword, each with the digits of an account number there; all of them without a keyword.',
  request: z.object({ keyword: z.string().trim().max(50).default('') }),
  response: z.object({
    list: z.array(z.object({ code: z.string(), name: z.string(), digits: z.number().int() })),
  }),
});

const accountText = (max: number) =>
  z
    .string()
    .trim()
    .max(max * 2);

export const receivingAccountMaintain = defineCall({
  ...ACCOUNT_CHANGE,
  path: '/oms/store/receiving/account/maintain',
  summary:
    'Adds a receiving account (without accountId) or changes one: holder, bank (from the bank search), number of the bank’s digits, branch and group; at most 10 per shop, one bank and number once. The shop’s first account is its default; isDefault makes this one the default. The main account only, after confirming a mailed code for the reason receiving_account.',
  ids: { accountId: 'receivingAccount' },
  example: {
    accountId: EXAMPLE_ID,
    holder: 'บริษัท เดโม ช็อป จำกัด',
    bankCode: 'KBANK',
    number: '0123456789',
    branch: 'สาขาสยามสแควร์',
    groupName: 'บัญชีหลัก',
    isDefault: true,
  },
  request: z.object({
    accountId: id.optional(),
    holder: accountText(100),
    bankCode: z.string().trim().max(16),
    number: z
      .string()
      .trim()
      .max(40)
      .transform((s) => s.replaceAll(/[\s-]/g, '')),
    branch: accountText(100).default(''),
    groupName: accountText(40).default(''),
    isDefault: z.boolean().default(false),
  }),
  response: receivingAccountView,
});

export const receivingAccountDefault = defineCall({
  ...ACCOUNT_CHANGE,
  path: '/oms/store/receiving/account/default',
  summary:
    'Makes a receiving account the shop’s default: bills are settled to it. The main account only, after confirming a mailed code for the reason receiving_account.',
  ids: { accountId: 'receivingAccount' },
  example: { accountId: EXAMPLE_ID },
  request: z.object({ accountId: id }),
  response: receivingAccountView,
});

export const receivingAccountDelete = defineCall({
  ...ACCOUNT_CHANGE,
  path: '/oms/store/receiving/account/delete',
  summary:
    'Deletes a receiving account; the default cannot be deleted while another account could take its place. The main account only, after confirming a mailed code for the reason receiving_account.',
  ids: { accountId: 'receivingAccount' },
  example: { accountId: EXAMPLE_ID },
  request: z.object({ accountId: id }),
  response: z.object({ accountId: z.string() }),
});

export const receivingAccountCalls = [
  receivingAccountList,
  receivingAccountInquiry,
  receivingAccountGroups,
  bankSearch,
  receivingAccountMaintain,
  receivingAccountDefault,
  receivingAccountDelete,
];
