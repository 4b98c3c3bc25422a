import { z } from 'zod';
import { AFTER_SALE_DESCRIPTION_MAX, AFTER_SALE_PROOF_MAX } from '../after-sales.ts';
import { id, isoTime } from '../common.ts';
import { type Call, defineCall } from '../define-call.ts';
import { FUNC } from '../func-codes.ts';
import { NUMERIC_ID_MAX } from '../limits.ts';
import { paged, pageSchema } from '../page.ts';
import { mediaLink } from '../validators/media-link.ts';
import { zBaht } from '../validators/zod.ts';
import { afterSaleDeadline, afterSaleReason, afterSaleRow, afterSaleStatus, afterSaleType } from './after-sales.ts';

// The buyer's and the platform's sides of after-sales (marketplace simulator, auth
// 'operator'): the buyer asks for a refund, a return or an exchange, ships the return,
// withdraws, accepts a rejection, asks the platform to step in or appeals a judgement for the shop;
// the platform intervenes, judges, decides an appeal or terminates a case. Each call names the shop.

const OPERATOR = { auth: 'operator', func: FUNC.home } as const;
const exampleShopId = '0123456789abcdef0123456789abcdef';
const digits = z
  .string()
  .regex(/^\d{1,18}$/)
  .max(NUMERIC_ID_MAX);

const caseState = z.object({
  caseId: z.string(),
  orderId: z.string(),
  status: afterSaleStatus,
  refundAmount: z.number(),
  refundedAmount: z.number(),
  deadlineKind: afterSaleDeadline.nullable(),
  deadlineAt: isoTime.nullable(),
});

export const mktAfterSaleApply = defineCall({
  ...OPERATOR,
  path: '/oms/mkt/after/sale/apply',
  summary: `The buyer asks for an after-sale on a shipped order (or one completed within 15 days): a type, a reason, a description (up to ${AFTER_SALE_DESCRIPTION_MAX} characters), evidence image urls (up to ${AFTER_SALE_PROOF_MAX}), the lines and units (all units of every line if none are named) and the amount (the most those units paid if none is given). Units already in another open or refunded case cannot be asked for again.`,
  example: { shopId: exampleShopId, orderId: '2611000000001', type: 'refund', reason: 'damaged' },
  request: z.object({
    shopId: id,
    orderId: digits,
    type: afterSaleType,
    reason: afterSaleReason,
    description: z.string().trim().max(AFTER_SALE_DESCRIPTION_MAX).default(''),
    evidence: z.array(mediaLink).max(AFTER_SALE_PROOF_MAX).default([]),
    lines: z
      .array(z.object({ lineNo: z.number().int().min(1).max(999), quantity: z.number().int().min(1).max(999) }))
      .max(100)
      .default([]),
    amount: zBaht.refine((satang) => satang > 0, { message: 'valueZero' }).optional(),
  }),
  response: caseState,
});

export const mktAfterSaleBuyerAct = defineCall({
  ...OPERATOR,
  path: '/oms/mkt/after/sale/buyer/act',
  summary:
    'The buyer acts on a case: ship_return (an agreed return, with carrier and waybill), revoke (withdraw before the return ships, after a rejection, or while the platform has the case: its order leaves the dispute), accept (a rejection: the case closes), dispute (a rejection, within the dispute window: the platform steps in and the order is in dispute until it judges) or appeal (a judgement for the shop, once, with the reason in note, within the same window the shop has to appeal a judgement for the buyer).',
  example: {
    shopId: exampleShopId,
    caseId: '8611000000001',
    action: 'ship_return',
    carrierCode: 'flash',
    waybillNo: 'TH0123456789A',
  },
  request: z.object({
    shopId: id,
    caseId: digits,
    action: z.enum(['ship_return', 'revoke', 'accept', 'dispute', 'appeal']),
    carrierCode: z.string().trim().max(16).optional(),
    waybillNo: z.string().trim().max(40).optional(),
    note: z.string().trim().max(200).default(''),
  }),
  response: caseState,
});

export const mktAfterSalePlatformAct = defineCall({
  ...OPERATOR,
  path: '/oms/mkt/after/sale/platform/act',
  summary:
    'The platform acts on a case: intervene (an open case: the platform judges within 48 hours), judge_buyer (the refund is paid; the merchant may appeal), judge_seller (no refund; the buyer may appeal), appeal_pass or appeal_fail (the appeal pending: a pass of the merchant’s compensates the shop and the refund stands, a pass of the buyer’s refunds the buyer) or terminate (any open case).',
  example: { shopId: exampleShopId, caseId: '8611000000001', action: 'intervene', note: '' },
  request: z.object({
    shopId: id,
    caseId: digits,
    action: z.enum(['intervene', 'judge_buyer', 'judge_seller', 'appeal_pass', 'appeal_fail', 'terminate']),
    note: z.string().trim().max(500).default(''),
  }),
  response: caseState,
});

export const mktAfterSaleList = defineCall({
  ...OPERATOR,
  readOnly: true,
  path: '/oms/mkt/after/sale/list/inquiry',
  summary: 'Cases across shops (or of one) in a state, oldest first: what the buyers and the platform have to act on.',
  request: z.object({ shopId: id.optional(), status: afterSaleStatus.optional(), page: pageSchema }),
  response: paged(afterSaleRow.extend({ shopId: z.string(), hasMerchantProof: z.boolean() })),
});

export const AFTER_SALE_SIMULATE_MAX = 200;

export const mktAfterSaleSimulate = defineCall({
  ...OPERATOR,
  path: '/oms/mkt/after/sale/simulate',
  summary: `Buyers of up to ${AFTER_SALE_SIMULATE_MAX} shipped or completed orders of a shop, at random, ask for a refund, a return or an exchange with a reason and, now and then, a photo. What \`npm run simulate\` calls after placing orders.`,
  example: { shopId: exampleShopId, cases: 5 },
  request: z.object({ shopId: id, cases: z.number().int().min(1).max(AFTER_SALE_SIMULATE_MAX) }),
  response: z.object({ caseIds: z.array(z.string()) }),
});

export const marketplaceAfterSaleCalls: readonly Call[] = [
  mktAfterSaleApply,
  mktAfterSaleBuyerAct,
  mktAfterSalePlatformAct,
  mktAfterSaleList,
  mktAfterSaleSimulate,
];
