import { z } from 'zod';
import { ACTIVITY_STATE, ACTIVITY_TABS } from '../activities.ts';
import { id, isoTime } from '../common.ts';
import { defineCall } from '../define-call.ts';
import { FUNC } from '../func-codes.ts';
import { NUMERIC_ID_MAX } from '../limits.ts';
import { paged, pageSchema } from '../page.ts';
import { PAYLATER_MAX_PRODUCTS, PAYLATER_NAME_MAX, PAYLATER_PLANS, PAYLATER_SUBSIDY_MAX } from '../paylater.ts';

// Pay-later activities (/activityreport/tPaylaterActivity/{modeId}, addtPaylaterActivity/{modeId})
// under /oms/mms/paylater/: only for a shop that signed agreement 010 (the shell's contracts).
// The routes have no code of their own, so every merchant call is the activity-report menu's
// FUNC.marketing (OMS_FUNC_0042), as the flash sale's. The simulator's buyers check out paying
// later with the /oms/mkt/ call at the end (auth 'operator').

const activityId = z.string().trim().min(1).max(64);
const EXAMPLE_ID = '0123456789abcdef0123456789abcdef';
const digits = z
  .string()
  .trim()
  .regex(/^\d{1,18}$/)
  .max(NUMERIC_ID_MAX);

export const paylaterAgreement = defineCall({
  readOnly: true,
  path: '/oms/mms/paylater/agreement/inquiry',
  func: FUNC.marketing,
  summary:
    'Whether the shop signed the pay-later merchant agreement (010), needed for pay-later activities; an exempt shop type cannot sign it.',
  request: z.object({}),
  response: z.object({ signed: z.boolean(), exempt: z.boolean(), signedAt: isoTime.nullable() }),
});

export const paylaterInput = z.object({
  name: z.string().max(PAYLATER_NAME_MAX * 2),
  startTime: isoTime,
  endTime: isoTime,
  /** 1 to 100 products of the shop on sale. */
  productIds: z.array(digits).max(PAYLATER_MAX_PRODUCTS + 1),
  /** Instalment plans in months, of 3, 6 and 10. */
  plans: z.array(z.number().int().min(0).max(100)).max(PAYLATER_PLANS.length * 2),
  /** The interest the shop bears, whole percent 1 to 10. */
  subsidyPercent: z
    .number()
    .int()
    .min(0)
    .max(PAYLATER_SUBSIDY_MAX * 10)
    .nullable(),
});
export type PaylaterInput = z.input<typeof paylaterInput>;

export const paylaterAdd = defineCall({
  path: '/oms/mms/paylater/add',
  func: FUNC.marketing,
  summary:
    'Create a pay-later activity: a name of at most 40 characters, a window (start not in the past, before the end, at most 90 days), 1 to 100 products on sale, instalment plans of 3, 6 and 10 months and the interest the shop bears (1 to 10%). Refused without agreement 010; a product is in one pay-later activity at a time.',
  example: {
    name: 'ผ่อน 0% สินค้าไอที',
    startTime: '2026-12-25T00:00:00+07:00',
    endTime: '2027-01-05T00:00:00+07:00',
    productIds: ['100000001'],
    plans: [3, 6, 10],
    subsidyPercent: 3,
  },
  request: paylaterInput,
  response: z.object({ activityId: z.string() }),
});

export const paylaterView = z.object({
  activityId: z.string(),
  name: z.string(),
  startTime: isoTime,
  endTime: isoTime,
  state: z.enum(ACTIVITY_STATE),
  plans: z.array(z.number().int()),
  subsidyPercent: z.number().int(),
  products: z.array(z.object({ productId: z.string(), title: z.string() })),
  /** Orders paid later on it. */
  orderCount: z.number().int(),
});
export type PaylaterView = z.infer<typeof paylaterView>;

export const paylaterList = defineCall({
  readOnly: true,
  path: '/oms/mms/paylater/list',
  func: FUNC.marketing,
  summary:
    'The shop’s pay-later activities, newest first, with counts per state tab; states come from the clock (not started, running, ended, stopped).',
  request: z.object({ tab: z.enum(ACTIVITY_TABS).default('all'), page: pageSchema }),
  response: paged(paylaterView).extend({ tabCounts: z.record(z.enum(ACTIVITY_TABS), z.number().int()) }),
});

export const paylaterStop = defineCall({
  path: '/oms/mms/paylater/stop',
  func: FUNC.marketing,
  summary: 'Stop a pay-later activity not yet ended: its products are no longer offered to pay later.',
  ids: { activityId: 'activity' },
  example: { activityId: EXAMPLE_ID },
  request: z.object({ activityId }),
  response: z.object({ activityId: z.string(), state: z.enum(ACTIVITY_STATE) }),
});

export const paylaterProductOptions = defineCall({
  readOnly: true,
  path: '/oms/mms/paylater/product/options',
  func: FUNC.marketing,
  summary: 'The shop’s products on sale whose title contains the keyword (at most 20), for a pay-later activity.',
  request: z.object({ keyword: z.string().trim().max(100).default('') }),
  response: z.object({
    products: z.array(z.object({ productId: z.string(), title: z.string(), imageUrl: z.string() })),
  }),
});

export const paylaterCalls = [paylaterAgreement, paylaterAdd, paylaterList, paylaterStop, paylaterProductOptions];

const OPERATOR = { auth: 'operator', func: FUNC.home } as const;

export const mktPaylaterCheckout = defineCall({
  ...OPERATOR,
  path: '/oms/mkt/order/paylater/checkout',
  summary:
    'A buyer checks out paying later in monthly instalments: every line’s product must be in a running pay-later activity of the shop offering that plan, else refused. The order records pay method pay later and the plan.',
  example: { shopId: EXAMPLE_ID, buyerId: EXAMPLE_ID, lines: [{ skuId: '200000001', quantity: 1 }], months: 3 },
  request: z.object({
    shopId: id,
    buyerId: id,
    lines: z
      .array(z.object({ skuId: digits, quantity: z.number().int().min(1).max(999) }))
      .min(1)
      .max(20),
    months: z.number().int().min(1).max(100),
  }),
  response: z.object({
    orderId: z.string(),
    payMethod: z.literal('pay_later'),
    months: z.number().int(),
    activityId: z.string(),
  }),
});

export const paylaterOperatorCalls = [mktPaylaterCheckout];
