import { z } from 'zod';
import { id, isoTime, yn } from '../common.ts';
import { type Call, defineCall } from '../define-call.ts';
import { FUNC } from '../func-codes.ts';
import { TIME_TEXT_MAX } from '../limits.ts';
import { paged, pageSchema } from '../page.ts';
import { MIN_DISCOUNT_PERCENT } from '../validators/discount.ts';
import { mediaLink } from '../validators/media-link.ts';

// Violations and inspections the platform raises on a shop's products (product issue:
// /shop/IllegalGoods, /shop/inspection, /shop/commodityinspection, /m/commodity;: violation-point
// lists and punishments). The platform side is played by the marketplace simulator
// (calls/marketplace.ts); here is what the merchant reads and answers.

/** What the platform found wrong with a product. */
export const VIOLATION_TYPES = [
  'prohibited',
  'counterfeit',
  'misleading',
  'price_manipulation',
  'wrong_category',
  'spam_listing',
] as const;
export const violationType = z.enum(VIOLATION_TYPES);
export type ViolationType = z.infer<typeof violationType>;

/**
 * How hard the platform acts (product states):
 * - warn: the product stays on sale; fix it before the deadline;
 * - take_down: the product goes off shelf and may return to sale only after a passed recheck;
 * - halt: permanently halted, never restorable; only the points can be appealed.
 */
export const VIOLATION_SEVERITIES = ['warn', 'take_down', 'halt'] as const;
export const violationSeverity = z.enum(VIOLATION_SEVERITIES);
export type ViolationSeverity = z.infer<typeof violationSeverity>;

/**
 * pending: waits for the merchant to rectify or appeal; appealing: waits for the platform's
 * review; rectified (recheck passed), revoked (appeal passed: not a violation) and expired
 * (the deadline passed on the last step) are closed.
 */
export const VIOLATION_STATUSES = ['pending', 'appealing', 'rectified', 'revoked', 'expired'] as const;
export const violationStatus = z.enum(VIOLATION_STATUSES);
export type ViolationStatus = z.infer<typeof violationStatus>;
export const OPEN_VIOLATION_STATUSES = ['pending', 'appealing'] as const satisfies readonly ViolationStatus[];
export const CLOSED_VIOLATION_STATUSES = [
  'rectified',
  'revoked',
  'expired',
] as const satisfies readonly ViolationStatus[];

/** The three tabs of /shop/IllegalGoods. */
export const VIOLATION_TABS = ['pending', 'appealing', 'closed'] as const;
export const violationTab = z.enum(VIOLATION_TABS);
export type ViolationTab = z.infer<typeof violationTab>;

/**
 * What the merchant sends: rectify (the listing is fixed, please recheck) or appeal (it is
 * not a violation). A passed rectification keeps the points; a passed appeal returns them.
 */
export const SUBMISSION_KINDS = ['rectify', 'appeal'] as const;
export const submissionKind = z.enum(SUBMISSION_KINDS);
export type SubmissionKind = z.infer<typeof submissionKind>;

/** Days to rectify or appeal when the platform names none; also the new deadline after an escalation. */
export const DEFAULT_RECTIFY_DAYS = 7;
export const MAX_RECTIFY_DAYS = 30;
/** Points one violation may deduct. */
export const MAX_VIOLATION_POINTS = 12;
/** The points total the list shows counts violations raised in this many days. */
export const VIOLATION_POINTS_WINDOW_DAYS = 90;
export const EXPLANATION_MIN = 10;
/** Remark 200 is the spec's nearest limit; an explanation needs room: 500. */
export const EXPLANATION_MAX = 500;
export const MAX_EVIDENCE_URLS = 5;

// Commodity compliance: "Sales over 90 days, score 4 and above and discount not under 2% apply to
// commodity compliance". Some promotions name 5%; commodity compliance takes the 2%
// (MIN_DISCOUNT_PERCENT).
export const COMMODITY_SALES_WINDOW_DAYS = 90;
/** "Sales over 90 days": at least one sale in the window. */
export const COMMODITY_MIN_SALES = 1;
export const COMMODITY_MIN_SCORE = 4;
export const COMMODITY_MIN_DISCOUNT_PERCENT = MIN_DISCOUNT_PERCENT;

/** The commodity compliance rule on measured figures; each criterion on its own, then all together. */
export function commodityCriteria(m: { sales90d: number; score: number; discountPercent: number }) {
  const criteria = {
    sales: m.sales90d >= COMMODITY_MIN_SALES,
    score: m.score >= COMMODITY_MIN_SCORE,
    discount: m.discountPercent >= COMMODITY_MIN_DISCOUNT_PERCENT,
  };
  return { criteria, passed: criteria.sales && criteria.score && criteria.discount };
}

/** Inspections: a quality check of the goods or a compliance check of the listing. */
export const INSPECTION_KINDS = ['quality', 'compliance'] as const;
export const inspectionKind = z.enum(INSPECTION_KINDS);
export type InspectionKind = z.infer<typeof inspectionKind>;

/** The items an inspector checks. */
export const INSPECTION_ITEMS = [
  'title_accuracy',
  'image_quality',
  'description_match',
  'category_correct',
  'price_consistency',
  'brand_authorization',
  'prohibited_content',
  'sample_quality',
  'packaging',
] as const;
export const inspectionItemCode = z.enum(INSPECTION_ITEMS);
export type InspectionItemCode = z.infer<typeof inspectionItemCode>;

export const inspectionResult = z.enum(['passed', 'failed']);
export type InspectionResult = z.infer<typeof inspectionResult>;

export const inspectionItem = z.object({
  code: inspectionItemCode,
  passed: z.boolean(),
  note: z.string(),
});

const exampleViolationId = '0123456789abcdef0123456789abcdef';

/** An evidence link: the shop's upload or an https link on an allowed host. */
export const evidenceUrl = mediaLink;

const productBrief = {
  productId: z.string(),
  productTitle: z.string(),
  productImage: z.string(),
  /** The product's status now (on_sale, off_shelf, halted …). */
  productStatus: z.string(),
};

export const violationRow = z.object({
  violationId: z.string(),
  ...productBrief,
  type: violationType,
  severity: violationSeverity,
  reason: z.string(),
  points: z.number().int(),
  status: violationStatus,
  raisedAt: isoTime,
  deadlineAt: isoTime,
  closedAt: isoTime.nullable(),
  /** The merchant may rectify or appeal now (pending and before the deadline). */
  canSubmit: yn,
  submissions: z.number().int(),
});
export type ViolationRow = z.infer<typeof violationRow>;

export const violationEvent = z.object({
  kind: z.enum(['raised', 'submitted', 'passed', 'failed', 'escalated', 'expired']),
  actor: z.enum(['platform', 'merchant', 'system']),
  submissionKind: submissionKind.nullable(),
  severity: violationSeverity.nullable(),
  text: z.string(),
  evidenceUrls: z.array(z.string()),
  at: isoTime,
});
export type ViolationEvent = z.infer<typeof violationEvent>;

export const violationListInquiry = defineCall({
  readOnly: true,
  path: '/oms/shop/violation/list/inquiry',
  func: FUNC.products,
  summary:
    'Violations the platform raised on the shop’s products, by tab (pending rectification, under appeal, closed), with filters, tab counts and the points of the last 90 days.',
  request: z.object({
    tab: violationTab.default('pending'),
    type: violationType.optional(),
    severity: violationSeverity.optional(),
    /** Product title words or a product id. */
    keyword: z.string().trim().max(100).default(''),
    raisedFrom: z.iso.datetime({ offset: true }).max(TIME_TEXT_MAX).optional(),
    raisedTo: z.iso.datetime({ offset: true }).max(TIME_TEXT_MAX).optional(),
    page: pageSchema,
  }),
  response: paged(violationRow).extend({
    tabCounts: z.object({ pending: z.number().int(), appealing: z.number().int(), closed: z.number().int() }),
    pointsInWindow: z.number().int(),
  }),
});

export const violationDetailInquiry = defineCall({
  readOnly: true,
  path: '/oms/shop/violation/detail/inquiry',
  func: FUNC.products,
  summary: 'One violation with what the platform requires, what the merchant may do and its history.',
  ids: { violationId: 'violation' },
  example: { violationId: exampleViolationId },
  request: z.object({ violationId: id }),
  response: violationRow.extend({
    requirement: z.string(),
    /** A rectification is possible (not for a halted product, which never returns). */
    canRectify: yn,
    canAppeal: yn,
    /** The product may go on sale again as far as this violation goes. */
    productMayReturn: yn,
    events: z.array(violationEvent),
  }),
});

export const violationAppeal = defineCall({
  path: '/oms/shop/violation/appeal',
  func: FUNC.products,
  summary:
    'Rectify (the listing is fixed, please recheck) or appeal (not a violation) before the deadline, with an explanation and evidence links; the platform then reviews.',
  ids: { violationId: 'violation' },
  example: {
    violationId: exampleViolationId,
    kind: 'rectify',
    explanation: 'เปลี่ยนรูปหลักเป็นรูปสินค้าจริงและแก้ชื่อสินค้าแล้ว',
    evidenceUrls: ['https://img.alicdn.com/evidence/photo-1.jpg'],
  },
  request: z.object({
    violationId: id,
    kind: submissionKind,
    explanation: z.string().trim().min(EXPLANATION_MIN).max(EXPLANATION_MAX),
    evidenceUrls: z.array(evidenceUrl).max(MAX_EVIDENCE_URLS).default([]),
  }),
  response: z.object({ status: violationStatus }),
});

export const inspectionRow = z.object({
  inspectionId: z.string(),
  ...productBrief,
  kind: inspectionKind,
  result: inspectionResult,
  items: z.array(inspectionItem),
  remark: z.string(),
  inspectedAt: isoTime,
});
export type InspectionRow = z.infer<typeof inspectionRow>;

export const inspectionListInquiry = defineCall({
  readOnly: true,
  path: '/oms/shop/inspection/list/inquiry',
  func: FUNC.products,
  summary: 'Quality and compliance inspections the platform made of the shop’s products, each item checked.',
  request: z.object({
    kind: inspectionKind.optional(),
    result: inspectionResult.optional(),
    keyword: z.string().trim().max(100).default(''),
    page: pageSchema,
  }),
  response: paged(inspectionRow).extend({
    counts: z.object({ passed: z.number().int(), failed: z.number().int() }),
  }),
});

export const commodityRow = z.object({
  inspectionId: z.string(),
  ...productBrief,
  sales90d: z.number().int(),
  score: z.number(),
  discountPercent: z.number(),
  criteria: z.object({ sales: z.boolean(), score: z.boolean(), discount: z.boolean() }),
  result: inspectionResult,
  inspectedAt: isoTime,
});
export type CommodityRow = z.infer<typeof commodityRow>;

export const commodityInspectionListInquiry = defineCall({
  readOnly: true,
  path: '/oms/shop/commodity/inspection/list/inquiry',
  func: FUNC.products,
  summary:
    'Commodity compliance: the latest check of each product — sales in 90 days, score 4 and above, discount not under 2% — and which criterion failed.',
  request: z.object({
    result: inspectionResult.optional(),
    keyword: z.string().trim().max(100).default(''),
    page: pageSchema,
  }),
  response: paged(commodityRow).extend({
    counts: z.object({ passed: z.number().int(), failed: z.number().int() }),
  }),
});

export const complianceCalls: readonly Call[] = [
  violationListInquiry,
  violationDetailInquiry,
  violationAppeal,
  inspectionListInquiry,
  commodityInspectionListInquiry,
];
