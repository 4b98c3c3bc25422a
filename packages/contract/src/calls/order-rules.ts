import { z } from 'zod';
import { isoTime, yn } from '../common.ts';
import { COMPLAINT_WINDOW_DAYS, PLATFORM_REVIEW_BUSINESS_DAYS } from '../constants.ts';
import { type Call, defineCall } from '../define-call.ts';
import { FUNC } from '../func-codes.ts';
import { NUMERIC_ID_MAX, TEXT_MAX, URL_MAX } from '../limits.ts';
import { APPEAL_DESCRIPTION_MAX, APPEAL_EVIDENCE_MAX, ORDER_STATUS } from '../orders.ts';
import { paged, pageSchema } from '../page.ts';

// Abnormal orders and the merchant's complaints about them (/order/abnormalOrder,
// /order/orderAppeal, /order/orderAppealList; sham-delivery appeals; the shipping rules). The
// automatic rules (server areas/order-rules/rules.ts) cancel and refund an order not shipped in
// time or not picked up by a carrier, and mark it abnormal; the merchant may then file one
// complaint within COMPLAINT_WINDOW_DAYS, or the refund to the buyer becomes final.

export { APPEAL_DESCRIPTION_MAX, APPEAL_EVIDENCE_MAX, COMPLAINT_WINDOW_DAYS, PLATFORM_REVIEW_BUSINESS_DAYS };

/** The abnormal list belongs to the orders menu; complaints to "Order appeals". */

/** Why the rules marked an order abnormal: not shipped in 3 working days; no carrier pick-up in 7 days. */
export const ABNORMAL_REASONS = ['not_shipped', 'no_pickup'] as const;
export type AbnormalReason = (typeof ABNORMAL_REASONS)[number];

/** A complaint's state, and the tabs of /order/orderAppealList. */
export const APPEAL_STATUSES = ['pending', 'passed', 'rejected'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];
export const appealStatus = z.enum(APPEAL_STATUSES);

const orderNumber = z
  .string()
  .trim()
  .regex(/^\d{1,18}$/)
  .max(NUMERIC_ID_MAX);
const orderSearch = z
  .string()
  .trim()
  .regex(/^\d{0,18}$/)
  .max(NUMERIC_ID_MAX)
  .default('');
const EXAMPLE_ORDER_ID = '2611000000001';
const EXAMPLE_APPEAL_ID = '0123456789abcdef0123456789abcdef';

export const abnormalOrderRow = z.object({
  orderId: z.string(),
  status: z.enum(ORDER_STATUS),
  reason: z.string(),
  abnormalAt: isoTime,
  /** The last moment a complaint may be filed (abnormal time + COMPLAINT_WINDOW_DAYS). */
  complaintDeadline: isoTime,
  /** none (no complaint filed) or the complaint's state. */
  appealStatus: z.enum(['none', ...APPEAL_STATUSES]),
  appealId: z.string().nullable(),
  /** A complaint may be filed now: within the window and none filed yet. */
  canAppeal: yn,
  /** The refund to the buyer is final (the window passed, or the complaint was rejected). */
  refundFinal: yn,
  buyerNickname: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  itemCount: z.number().int(),
  /** Baht. */
  totalAmount: z.number(),
  refundedAmount: z.number(),
});
export type AbnormalOrderRow = z.infer<typeof abnormalOrderRow>;

export const abnormalOrderList = defineCall({
  readOnly: true,
  path: '/oms/order/abnormal/list/inquiry',
  func: FUNC.orders,
  summary: `Orders the automatic rules cancelled, refunded and marked abnormal (not shipped in time, no carrier pick-up), newest first, with the reason, the abnormal time, the complaint deadline (${COMPLAINT_WINDOW_DAYS} days) and whether a complaint was filed.`,
  request: z.object({
    orderId: orderSearch,
    reason: z.enum(ABNORMAL_REASONS).optional(),
    page: pageSchema,
  }),
  response: paged(abnormalOrderRow),
});

export const appealDescription = z.string().trim().min(1).max(APPEAL_DESCRIPTION_MAX);

export const orderAppealCreate = defineCall({
  path: '/oms/order/appeal/create',
  func: FUNC.orderAppeals,
  summary: `File a complaint about an abnormal order within ${COMPLAINT_WINDOW_DAYS} days of it being marked: a description (1 to ${APPEAL_DESCRIPTION_MAX} characters) and up to ${APPEAL_EVIDENCE_MAX} evidence images the shop uploaded (/oms/p/image/upload, usage appealEvidence), each named by its media id or its url. One complaint per order; the platform decides.`,
  ids: { orderId: 'order' },
  example: { orderId: EXAMPLE_ORDER_ID, description: 'The parcel was handed to the carrier on time.', evidence: [] },
  request: z.object({
    orderId: orderNumber,
    description: z.string().trim().max(TEXT_MAX).default(''),
    evidence: z
      .array(z.string().trim().min(1).max(URL_MAX))
      .max(APPEAL_EVIDENCE_MAX, 'appealEvidenceTooMany')
      .default([]),
  }),
  response: z.object({ appealId: z.string(), status: appealStatus, filedAt: isoTime, reviewDeadline: isoTime }),
});

export const appealRow = z.object({
  appealId: z.string(),
  orderId: z.string(),
  reason: z.string(),
  description: z.string(),
  evidenceCount: z.number().int(),
  status: appealStatus,
  filedAt: isoTime,
  /** The platform decides by then (PLATFORM_REVIEW_BUSINESS_DAYS working days after filing). */
  reviewDeadline: isoTime,
  decidedAt: isoTime.nullable(),
  decisionNote: z.string(),
});
export type AppealRow = z.infer<typeof appealRow>;

export const orderAppealList = defineCall({
  readOnly: true,
  path: '/oms/order/appeal/list/inquiry',
  func: FUNC.orderAppeals,
  summary:
    'The shop’s complaints about abnormal orders by tab (pending, passed, rejected), newest first, with the review deadline and the tab counts.',
  request: z.object({ tab: appealStatus.default('pending'), orderId: orderSearch, page: pageSchema }),
  response: paged(appealRow).extend({ tabCounts: z.record(appealStatus, z.number().int()) }),
});

export const orderAppealDetail = defineCall({
  readOnly: true,
  path: '/oms/order/appeal/detail/inquiry',
  func: FUNC.orderAppeals,
  summary: 'One complaint: description, evidence images, state, decision, and the order it is about.',
  ids: { appealId: 'orderAppeal' },
  example: { appealId: EXAMPLE_APPEAL_ID },
  request: z.object({ appealId: z.string().trim().min(1).max(64) }),
  response: appealRow.extend({
    evidence: z.array(z.object({ mediaId: z.string(), url: z.string() })),
    orderStatus: z.enum(ORDER_STATUS),
    totalAmount: z.number(),
    refundedAmount: z.number(),
  }),
});

export const orderRulesCalls: readonly Call[] = [
  abnormalOrderList,
  orderAppealCreate,
  orderAppealList,
  orderAppealDetail,
];
