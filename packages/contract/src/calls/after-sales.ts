import { z } from 'zod';
import {
  AFTER_SALE_ACTORS,
  AFTER_SALE_APPEAL_DAYS,
  AFTER_SALE_DEADLINES,
  AFTER_SALE_MERCHANT_ACTIONS,
  AFTER_SALE_NOTE_MAX,
  AFTER_SALE_PROOF_MAX,
  AFTER_SALE_REASONS,
  AFTER_SALE_REJECT_REASONS,
  AFTER_SALE_RESPONSE_DAYS,
  AFTER_SALE_STATUS,
  AFTER_SALE_TABS,
  AFTER_SALE_TYPES,
} from '../after-sales.ts';
import { isoTime, yn } from '../common.ts';
import { PLATFORM_INTERVENTION_HOURS, REFUND_RECEIPT_RETENTION_DAYS } from '../constants.ts';
import { type Call, defineCall } from '../define-call.ts';
import { FUNC } from '../func-codes.ts';
import { NUMERIC_ID_MAX, TEXT_MAX, TIME_TEXT_MAX } from '../limits.ts';
import { ORDER_STATUS, PAY_METHOD } from '../orders.ts';
import { paged, pageSchema } from '../page.ts';
import { returnAddress } from './settings.ts';

// After-sales (after/sale/list, detail/inquiry, audit/admin, report, proof; /order/aftersale and
// the three detail screens; the states and the automatic refund, platform
// intervention 48 hours and refund receipts kept one year). A case is a buyer's request about some
// lines of a shipped order: refund only, return and refund, or exchange. The buyer's and the
// platform's sides are played by the marketplace simulator (calls/marketplace-after-sales.ts); the
// timers run on the server's clock (server areas/after-sales/jobs.ts). Case and order numbers are
// digit strings; amounts are baht with two decimals.

export const afterSaleType = z.enum(AFTER_SALE_TYPES);
export const afterSaleStatus = z.enum(AFTER_SALE_STATUS);
export const afterSaleTab = z.enum(AFTER_SALE_TABS);
export const afterSaleDeadline = z.enum(AFTER_SALE_DEADLINES);
export const afterSaleReason = z.enum(AFTER_SALE_REASONS);
export const afterSaleRejectReason = z.enum(AFTER_SALE_REJECT_REASONS);
export const afterSaleActor = z.enum(AFTER_SALE_ACTORS);
export const afterSaleAction = z.enum(AFTER_SALE_MERCHANT_ACTIONS);

/** A case number. */
export const caseNumber = z
  .string()
  .trim()
  .regex(/^\d{1,18}$/)
  .max(NUMERIC_ID_MAX);
const digitSearch = z
  .string()
  .trim()
  .regex(/^\d{0,18}$/)
  .max(NUMERIC_ID_MAX)
  .default('');
const timeFilter = z.iso.datetime({ offset: true }).max(TIME_TEXT_MAX);
const baht = z.number();
const EXAMPLE_CASE_ID = '8611000000001';

export const afterSaleFilter = z.object({
  tab: afterSaleTab.default('all'),
  type: afterSaleType.optional(),
  /** A case number or an order number (digits). */
  caseId: digitSearch,
  orderId: digitSearch,
  buyer: z.string().trim().max(40).default(''),
  appliedFrom: timeFilter.optional(),
  appliedTo: timeFilter.optional(),
  /** Only cases that wait for the merchant now. */
  waitingMerchant: yn.optional(),
});
export type AfterSaleFilter = z.input<typeof afterSaleFilter>;

export const afterSaleRow = z.object({
  caseId: z.string(),
  orderId: z.string(),
  type: afterSaleType,
  status: afterSaleStatus,
  reason: afterSaleReason,
  buyerNickname: z.string(),
  /** The first line's product, and how many units the case covers in all. */
  title: z.string(),
  imageUrl: z.string(),
  quantity: z.number().int(),
  /** What the buyer asks back, and what has been refunded on this case. */
  refundAmount: baht,
  refundedAmount: baht,
  appliedAt: isoTime,
  updatedAt: isoTime,
  /** The open timer: what it is for and when it fires; null on a final case. */
  deadlineKind: afterSaleDeadline.nullable(),
  deadlineAt: isoTime.nullable(),
  /** y when the next step is the merchant's. */
  waitingMerchant: yn,
});
export type AfterSaleRow = z.infer<typeof afterSaleRow>;

/** A product a listed case covers: the list shows the first and opens the rest. */
export const afterSaleListLine = z.object({
  lineNo: z.number().int(),
  title: z.string(),
  specValues: z.array(z.string()),
  imageUrl: z.string(),
  /** Units of the order line the case covers. */
  quantity: z.number().int(),
});

/** A row of the shop's after-sale list: the case with every product it covers, in line order. */
export const afterSaleListRow = afterSaleRow.extend({ lines: z.array(afterSaleListLine) });

export const afterSaleList = defineCall({
  readOnly: true,
  path: '/oms/shop/after/sale/list',
  func: FUNC.afterSales,
  summary:
    'The shop’s after-sale cases by tab (a group of states) and type, searched by case or order number, buyer and time applied, each with every product it covers. Open cases come first, the nearest deadline first; then the rest, newest first. With the count of each tab.',
  request: afterSaleFilter.extend({ page: pageSchema }),
  response: paged(afterSaleListRow).extend({ tabCounts: z.record(afterSaleTab, z.number().int()) }),
});

export const afterSaleLine = z.object({
  lineNo: z.number().int(),
  skuId: z.string(),
  title: z.string(),
  specValues: z.array(z.string()),
  imageUrl: z.string(),
  skuCode: z.string(),
  unitPrice: baht,
  /** Units of the order line the case covers. */
  quantity: z.number().int(),
  /** Units the order line has. */
  orderedQuantity: z.number().int(),
});

export const afterSaleEvidence = z.object({
  side: afterSaleActor,
  note: z.string(),
  urls: z.array(z.string()),
  at: isoTime,
});

export const afterSaleEvent = z.object({
  kind: z.string(),
  actor: afterSaleActor,
  /** The state the case moved to, where it moved. */
  status: afterSaleStatus.nullable(),
  note: z.string(),
  /** A refund paid at this step. */
  amount: baht.nullable(),
  at: isoTime,
});

export const refundReceipt = z.object({
  receiptNo: z.string(),
  /** All this refund paid, freight included. */
  amount: baht,
  /** Of `amount`, the order's freight. */
  freightAmount: baht,
  paySerial: z.string(),
  paidAt: isoTime,
  /** Kept REFUND_RECEIPT_RETENTION_DAYS after payment, then removed. */
  keepUntil: isoTime,
});

export const parcelRef = z.object({
  carrierCode: z.string(),
  waybillNo: z.string(),
  shippedAt: isoTime,
});

export const afterSaleDetail = afterSaleRow.extend({
  description: z.string(),
  lines: z.array(afterSaleLine),
  order: z.object({
    status: z.enum(ORDER_STATUS),
    payMethod: z.enum(PAY_METHOD),
    totalAmount: baht,
    /** The order's freight (in its total). */
    freightAmount: baht,
    refundedAmount: baht,
    paidAt: isoTime.nullable(),
  }),
  /** The most that may still be refunded on this case (its lines' paid share, less what was refunded). */
  refundableAmount: baht,
  /** The order's freight this case refunded besides its units (a full return, FULL_RETURN_REFUNDS_FREIGHT). */
  refundedFreight: baht,
  /** Where the buyer sends a return (agreed returns and exchanges). */
  returnAddress: returnAddress.omit({ isDefault: true, createdAt: true }).nullable(),
  returnParcel: parcelRef.nullable(),
  receivedAt: isoTime.nullable(),
  reshipParcel: parcelRef.nullable(),
  rejectReason: afterSaleRejectReason.nullable(),
  rejectNote: z.string(),
  judgement: z.object({ for: z.enum(['buyer', 'seller']), note: z.string(), at: isoTime }).nullable(),
  appeal: z
    .object({
      status: z.enum(['pending', 'passed', 'failed']),
      /** Who appealed: the side the judgement went against (the shop, or the buyer through the marketplace). */
      by: z.enum(['merchant', 'buyer']),
      reason: z.string(),
      filedAt: isoTime,
      decidedAt: isoTime.nullable(),
      note: z.string(),
    })
    .nullable(),
  evidence: z.array(afterSaleEvidence),
  timeline: z.array(afterSaleEvent),
  receipts: z.array(refundReceipt),
  /** The merchant's actions legal in the case's state now. */
  actions: z.array(z.enum([...AFTER_SALE_MERCHANT_ACTIONS, 'report', 'proof'])),
});
export type AfterSaleDetail = z.infer<typeof afterSaleDetail>;

export const afterSaleDetailInquiry = defineCall({
  readOnly: true,
  path: '/oms/shop/after/sale/detail/inquiry',
  func: FUNC.afterSales,
  summary:
    'One case: its lines, amounts, the order’s payment, the return address and parcels, evidence from both sides, the timeline, refund receipts, the open deadline and the actions the merchant may take now.',
  ids: { caseId: 'afterSale' },
  example: { caseId: EXAMPLE_CASE_ID },
  request: z.object({ caseId: caseNumber }),
  response: afterSaleDetail,
});

export const afterSaleAudit = defineCall({
  path: '/oms/shop/after/sale/audit/admin',
  func: FUNC.afterSales,
  summary: `The merchant answers a case (within ${AFTER_SALE_RESPONSE_DAYS} days, or it is refunded for them): agree (refund only, or refund without return), reject with a reason (a pending case, or a return that came back not as sold), agree_return to a return address (the default one unless addressId names another), confirm_receipt of a returned parcel (the units go back to stock; a return is refunded, an exchange waits to reship) and reship an exchange with a carrier and waybill. A refund never exceeds what the buyer paid for the lines.`,
  ids: { caseId: 'afterSale', addressId: 'address' },
  example: { caseId: EXAMPLE_CASE_ID, action: 'reject', rejectReason: 'evidence_insufficient', note: 'No photo' },
  request: z.object({
    caseId: caseNumber,
    action: afterSaleAction,
    rejectReason: afterSaleRejectReason.optional(),
    note: z.string().trim().max(AFTER_SALE_NOTE_MAX).default(''),
    addressId: z.string().trim().min(1).max(64).optional(),
    carrierCode: z.string().trim().max(16).optional(),
    waybillNo: z.string().trim().max(40).optional(),
  }),
  response: z.object({
    caseId: z.string(),
    status: afterSaleStatus,
    refundedAmount: baht,
    deadlineKind: afterSaleDeadline.nullable(),
    deadlineAt: isoTime.nullable(),
  }),
});

const evidenceEntries = z.array(z.string().trim().min(1).max(500)).max(AFTER_SALE_PROOF_MAX).default([]);

export const afterSaleReport = defineCall({
  path: '/oms/shop/after/sale/report',
  func: FUNC.afterSales,
  summary: `Appeal the platform’s judgement for the buyer, within ${AFTER_SALE_APPEAL_DAYS} days: a reason (1 to ${AFTER_SALE_NOTE_MAX} characters) and up to ${AFTER_SALE_PROOF_MAX} evidence images. Once per case; the platform decides.`,
  ids: { caseId: 'afterSale' },
  example: { caseId: EXAMPLE_CASE_ID, reason: 'The buyer returned a different item.', evidence: [] },
  request: z.object({
    caseId: caseNumber,
    reason: z.string().trim().max(TEXT_MAX).default(''),
    evidence: evidenceEntries,
  }),
  response: z.object({ caseId: z.string(), appealStatus: z.literal('pending'), filedAt: isoTime }),
});

export const afterSaleProof = defineCall({
  path: '/oms/shop/after/sale/proof',
  func: FUNC.afterSales,
  summary: `Add the merchant’s evidence to an open case: 1 to ${AFTER_SALE_PROOF_MAX} images the shop uploaded (/oms/p/image/upload, usage afterSaleProof), each named by its media id or url, and a note. While the platform intervenes (${PLATFORM_INTERVENTION_HOURS} hours), evidence keeps it from judging for the buyer by default.`,
  ids: { caseId: 'afterSale' },
  example: { caseId: EXAMPLE_CASE_ID, note: 'Photo of the parcel as sent', evidence: ['/media/x.jpg'] },
  request: z.object({
    caseId: caseNumber,
    note: z.string().trim().max(AFTER_SALE_NOTE_MAX).default(''),
    evidence: evidenceEntries,
  }),
  response: z.object({ caseId: z.string(), evidenceCount: z.number().int() }),
});

export const afterSaleExportExcel = defineCall({
  path: '/oms/shop/after/sale/export/excel',
  func: FUNC.afterSales,
  summary:
    'Export the cases of a filter to xlsx (one row per case) through the download centre; answers the task id at once.',
  request: afterSaleFilter,
  response: z.object({ taskId: z.string() }),
});

export const refundReceiptList = defineCall({
  readOnly: true,
  path: '/oms/shop/after/sale/refund/receipt/list',
  func: FUNC.afterSales,
  summary: `Refund receipts of the shop, newest first (kept ${REFUND_RECEIPT_RETENTION_DAYS} days), by case or order number.`,
  request: z.object({ caseId: digitSearch, orderId: digitSearch, page: pageSchema }),
  response: paged(refundReceipt.extend({ caseId: z.string(), orderId: z.string() })),
});

// ---- The express address tree -------------------------------------------------------------

export const expressAddressNode = z.object({
  code: z.string(),
  name: z.string(),
  postalCode: z.string().optional(),
  get children() {
    return z.array(expressAddressNode).optional();
  },
});
export type ExpressAddressNode = z.infer<typeof expressAddressNode>;

export const expressAddressTree = defineCall({
  readOnly: true,
  path: '/oms/ba/dict/express/address/tree/inquiry',
  func: FUNC.home,
  withoutShop: true,
  summary:
    'The areas carriers deliver to, as one tree: provinces, their districts and, with depth 3, the sub-districts with their postcodes; names in the request’s language (Thai, or romanised).',
  example: { depth: 2 },
  request: z.object({ depth: z.union([z.literal(2), z.literal(3)]).default(3) }),
  response: z.object({ tree: z.array(expressAddressNode) }),
});

export const afterSalesCalls: readonly Call[] = [
  afterSaleList,
  afterSaleDetailInquiry,
  afterSaleAudit,
  afterSaleReport,
  afterSaleProof,
  afterSaleExportExcel,
  refundReceiptList,
  expressAddressTree,
];
