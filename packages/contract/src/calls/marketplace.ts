import { z } from 'zod';
import { empty, id, isoTime } from '../common.ts';
import { type Call, defineCall } from '../define-call.ts';
import { FUNC } from '../func-codes.ts';
import { NUMERIC_ID_MAX } from '../limits.ts';
import { paged, pageSchema } from '../page.ts';
import {
  commodityRow,
  DEFAULT_RECTIFY_DAYS,
  inspectionItem,
  inspectionKind,
  inspectionResult,
  MAX_RECTIFY_DAYS,
  MAX_VIOLATION_POINTS,
  submissionKind,
  violationSeverity,
  violationStatus,
  violationType,
} from './compliance.ts';

// The platform side of the marketplace simulator (docs/architecture.md): platform operators log in
// apart from merchants (their own table, session and cookie) and act on any shop, which each call
// names in its payload. A merchant session never opens these calls and an operator session never
// opens a merchant's.

/** The operator session cookie; the merchant one is sc_sid. */
export const OPERATOR_COOKIE = 'sc_op_sid';
/** The cookie is sent only to the operator calls. */
export const OPERATOR_COOKIE_PATH = '/oms/mkt/';
/** An operator works a shift: sessions last 12 hours. */
export const OPERATOR_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

const OPERATOR = { auth: 'operator', func: FUNC.home } as const;
const shopId = id;
const exampleShopId = '0123456789abcdef0123456789abcdef';

export const operatorLogin = defineCall({
  path: '/oms/mkt/operator/login',
  auth: 'public',
  func: FUNC.home,
  summary: 'A platform operator logs in; the operator session cookie (sc_op_sid) opens only the /oms/mkt/ calls.',
  example: { loginAcct: 'your-operator', password: 'YourPassword1' },
  request: z.object({ loginAcct: z.string().trim().min(1).max(40), password: z.string().min(1).max(64) }),
  response: z.object({ operatorId: z.string(), name: z.string(), expiresAt: isoTime }),
});

export const operatorLogout = defineCall({
  ...OPERATOR,
  path: '/oms/mkt/operator/logout',
  summary: 'Ends the operator session and clears its cookie.',
  request: empty,
  response: empty,
});

export const operatorShopList = defineCall({
  ...OPERATOR,
  readOnly: true,
  path: '/oms/mkt/shop/list/inquiry',
  summary: 'The marketplace’s shops, by name, for the operator to pick one to act on.',
  request: z.object({ keyword: z.string().trim().max(100).default(''), page: pageSchema }),
  response: paged(z.object({ shopId: z.string(), shopName: z.string(), shopType: z.number().int() })),
});

export const operatorProductList = defineCall({
  ...OPERATOR,
  readOnly: true,
  path: '/oms/mkt/shop/product/list/inquiry',
  summary: 'The listed products of one shop (not deleted), with status and open violations.',
  example: { shopId: exampleShopId },
  request: z.object({ shopId, keyword: z.string().trim().max(100).default(''), page: pageSchema }),
  response: paged(
    z.object({
      productId: z.string(),
      title: z.string(),
      status: z.string(),
      openViolations: z.number().int(),
    }),
  ),
});

export const violationRaise = defineCall({
  ...OPERATOR,
  path: '/oms/mkt/violation/raise',
  summary:
    'Raise a violation on a product: warn (stays on sale), take_down (off shelf until a passed recheck) or halt (permanently halted); sets the deadline and the points.',
  example: {
    shopId: exampleShopId,
    productId: '100000001',
    type: 'misleading',
    severity: 'warn',
    reason: 'รูปหลักไม่ตรงกับสินค้าจริง',
  },
  request: z.object({
    shopId,
    productId: z
      .string()
      .regex(/^\d{1,18}$/)
      .max(NUMERIC_ID_MAX),
    type: violationType,
    severity: violationSeverity,
    reason: z.string().trim().min(1).max(500),
    /** What the merchant must change; a default per type is shown when empty. */
    requirement: z.string().trim().max(500).default(''),
    rectifyDays: z.number().int().min(1).max(MAX_RECTIFY_DAYS).default(DEFAULT_RECTIFY_DAYS),
    points: z.number().int().min(0).max(MAX_VIOLATION_POINTS).default(0),
  }),
  response: z.object({ violationId: z.string(), deadlineAt: isoTime, productStatus: z.string() }),
});

export const operatorViolationList = defineCall({
  ...OPERATOR,
  readOnly: true,
  path: '/oms/mkt/violation/list/inquiry',
  summary: 'Violations across shops (or of one), newest first; status appealing lists what waits for review.',
  request: z.object({ shopId: shopId.optional(), status: violationStatus.optional(), page: pageSchema }),
  response: paged(
    z.object({
      shopId: z.string(),
      violationId: z.string(),
      productId: z.string(),
      productTitle: z.string(),
      type: violationType,
      severity: violationSeverity,
      status: violationStatus,
      deadlineAt: isoTime,
      lastSubmission: z
        .object({ kind: submissionKind, explanation: z.string(), evidenceUrls: z.array(z.string()), at: isoTime })
        .nullable(),
    }),
  ),
});

export const violationDecide = defineCall({
  ...OPERATOR,
  path: '/oms/mkt/violation/appeal/decide',
  summary:
    'Decide a rectification or appeal: pass closes it (rectified, or revoked with the points returned; the product may go back on sale unless halted), fail returns it to the merchant.',
  example: { shopId: exampleShopId, violationId: exampleShopId, decision: 'pass', remark: 'ตรวจสอบแล้ว ผ่าน' },
  request: z.object({
    shopId,
    violationId: id,
    decision: z.enum(['pass', 'fail']),
    remark: z.string().trim().max(500).default(''),
  }),
  response: z.object({ status: violationStatus, productStatus: z.string() }),
});

export const inspectionRecord = defineCall({
  ...OPERATOR,
  path: '/oms/mkt/inspection/record',
  summary: 'Record a quality or compliance inspection of a product; it fails when any checked item fails.',
  example: {
    shopId: exampleShopId,
    productId: '100000001',
    kind: 'quality',
    items: [{ code: 'sample_quality', passed: true }],
  },
  request: z.object({
    shopId,
    productId: z
      .string()
      .regex(/^\d{1,18}$/)
      .max(NUMERIC_ID_MAX),
    kind: inspectionKind,
    items: z
      .array(inspectionItem.extend({ note: z.string().trim().max(200).default('') }))
      .min(1)
      .max(20)
      .refine((items) => new Set(items.map((i) => i.code)).size === items.length, {
        message: 'inspectionItemRepeated',
      }),
    remark: z.string().trim().max(500).default(''),
  }),
  response: z.object({ inspectionId: z.string(), result: inspectionResult }),
});

export const commodityInspectionRecord = defineCall({
  ...OPERATOR,
  path: '/oms/mkt/commodity/inspection/record',
  summary:
    'Record a commodity compliance check (shown by /oms/shop/commodity/inspection/list/inquiry) from the platform’s 90-day sales and score; the discount is read from the product’s SKUs.',
  example: { shopId: exampleShopId, productId: '100000001', sales90d: 12, score: 4.6 },
  request: z.object({
    shopId,
    productId: z
      .string()
      .regex(/^\d{1,18}$/)
      .max(NUMERIC_ID_MAX),
    sales90d: z.number().int().min(0).max(100_000_000),
    score: z.number().min(0).max(5),
  }),
  response: commodityRow.pick({ inspectionId: true, discountPercent: true, criteria: true, result: true }),
});

export const marketplaceCalls: readonly Call[] = [
  operatorLogin,
  operatorLogout,
  operatorShopList,
  operatorProductList,
  violationRaise,
  operatorViolationList,
  violationDecide,
  inspectionRecord,
  commodityInspectionRecord,
];
