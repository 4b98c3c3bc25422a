import { z } from 'zod';
import { ACTIVITY_STATE, ACTIVITY_TABS } from '../activities.ts';
import { isoTime } from '../common.ts';
import { defineCall } from '../define-call.ts';
import { FUNC } from '../func-codes.ts';
import { NUMERIC_ID_MAX } from '../limits.ts';
import { paged, pageSchema } from '../page.ts';
import {
  PURCHASE_LIMIT_MAX_PERIOD_DAYS,
  PURCHASE_LIMIT_MAX_SKUS,
  PURCHASE_LIMIT_NAME_MAX,
  PURCHASE_LIMIT_QTY_MAX,
} from '../purchase-limits.ts';

// Purchase limits (/promotion/purchaselimit) under /oms/mms/purchase/limit/ (catalogue §7
// "Marketing (mms/)"). The route has no code of its own in the spec, so every call is
// FUNC.promotions (OMS_FUNC_0019), as the discounts are. Its SKUs are found with the discounts'
// picker (/oms/shop/promote/item/list/inquiry). How a rule reads: @sc/contract/purchase-limits.ts.

const purchaseLimitId = z.string().trim().min(1).max(64);
const EXAMPLE_LIMIT_ID = '0123456789abcdef0123456789abcdef';

export const purchaseLimitInput = z.object({
  name: z.string().max(PURCHASE_LIMIT_NAME_MAX * 2),
  /** Units of each chosen SKU one buyer may buy while the rule runs; 0: no limit. */
  limitQty: z
    .number()
    .int()
    .min(0)
    .max(PURCHASE_LIMIT_QTY_MAX * 10),
  /** ISO time; not in the past, at most 90 days ahead. */
  startTime: isoTime,
  /** Days the rule runs from its start, at most 90; 0: until stopped. A limit above 0 or a period is required. */
  periodDays: z
    .number()
    .int()
    .min(0)
    .max(PURCHASE_LIMIT_MAX_PERIOD_DAYS * 10),
  skuIds: z
    .array(
      z
        .string()
        .trim()
        .regex(/^\d{1,18}$/)
        .max(NUMERIC_ID_MAX),
    )
    .max(PURCHASE_LIMIT_MAX_SKUS + 1)
    .default([]),
});
export type PurchaseLimitInput = z.input<typeof purchaseLimitInput>;

export const purchaseLimitView = z.object({
  purchaseLimitId: z.string(),
  name: z.string(),
  limitQty: z.number().int(),
  periodDays: z.number().int(),
  startTime: isoTime,
  /** start + period; null: no period, runs until stopped. */
  endTime: isoTime.nullable(),
  state: z.enum(ACTIVITY_STATE),
  skuCount: z.number().int(),
  stoppedAt: isoTime.nullable(),
  createdAt: isoTime,
});
export type PurchaseLimitView = z.infer<typeof purchaseLimitView>;

const example: PurchaseLimitInput = {
  name: 'จำกัด 2 ชิ้นต่อท่าน',
  limitQty: 2,
  startTime: '2026-12-25T00:00:00+07:00',
  periodDays: 30,
  skuIds: ['2611000000101'],
};

export const purchaseLimitAdd = defineCall({
  path: '/oms/mms/purchase/limit/add',
  func: FUNC.promotions,
  summary:
    'Create a purchase limit: at most N units (0: no limit) of each chosen SKU per buyer while the rule runs; a start not in the past and within 90 days; a limit period of 0 (until stopped) to 90 days; a limit above 0 or a period required; 1 to 200 SKUs of the shop.',
  example,
  request: purchaseLimitInput,
  response: z.object({ purchaseLimitId: z.string() }),
});

export const purchaseLimitModify = defineCall({
  path: '/oms/mms/purchase/limit/modify',
  func: FUNC.promotions,
  summary: 'Change a purchase limit not yet started, under the rules of a new one.',
  ids: { purchaseLimitId: 'purchaseLimit' },
  example: { purchaseLimitId: EXAMPLE_LIMIT_ID, ...example },
  request: purchaseLimitInput.extend({ purchaseLimitId }),
  response: z.object({ purchaseLimitId: z.string() }),
});

export const purchaseLimitList = defineCall({
  readOnly: true,
  path: '/oms/mms/purchase/limit/list',
  func: FUNC.promotions,
  summary:
    'The purchase limits of /promotion/purchaselimit, newest first, with counts per state tab; states come from the clock (not started, running, ended, stopped). Search by name (contains).',
  request: z.object({
    tab: z.enum(ACTIVITY_TABS).default('all'),
    keyword: z.string().trim().max(PURCHASE_LIMIT_NAME_MAX).default(''),
    page: pageSchema,
  }),
  response: paged(purchaseLimitView).extend({ tabCounts: z.record(z.enum(ACTIVITY_TABS), z.number().int()) }),
});

export const purchaseLimitSku = z.object({
  skuId: z.string(),
  productId: z.string(),
  title: z.string(),
  specValues: z.array(z.string()),
  imageUrl: z.string(),
});

export const purchaseLimitInquiry = defineCall({
  readOnly: true,
  path: '/oms/mms/purchase/limit/inquiry',
  func: FUNC.promotions,
  summary: 'One purchase limit with its state and chosen SKUs.',
  ids: { purchaseLimitId: 'purchaseLimit' },
  example: { purchaseLimitId: EXAMPLE_LIMIT_ID },
  request: z.object({ purchaseLimitId }),
  response: purchaseLimitView.extend({ skus: z.array(purchaseLimitSku) }),
});

export const purchaseLimitStop = defineCall({
  path: '/oms/mms/purchase/limit/stop',
  func: FUNC.promotions,
  summary: 'Stop a purchase limit not started or running: buyers are not limited by it from now on.',
  ids: { purchaseLimitId: 'purchaseLimit' },
  example: { purchaseLimitId: EXAMPLE_LIMIT_ID },
  request: z.object({ purchaseLimitId }),
  response: z.object({ purchaseLimitId: z.string(), state: z.enum(ACTIVITY_STATE) }),
});

export const purchaseLimitCalls = [
  purchaseLimitAdd,
  purchaseLimitModify,
  purchaseLimitList,
  purchaseLimitInquiry,
  purchaseLimitStop,
];
