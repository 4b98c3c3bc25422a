import { z } from 'zod';
import { ACTIVITY_STATE, ACTIVITY_TABS } from '../activities.ts';
import { CASHBACK_NAME_MAX, CASHBACK_RECORD_STATE, CASHBACK_RECORD_TABS, CASHBACK_REWARD } from '../cashback.ts';
import { isoTime } from '../common.ts';
import { defineCall } from '../define-call.ts';
import { FUNC } from '../func-codes.ts';
import { NUMERIC_ID_MAX } from '../limits.ts';
import { paged, pageSchema } from '../page.ts';

// Cashback (/promotion/cashback) under /oms/shop/promote/cashback/ (catalogue §7 "Promotions":
// cashback, promote rule). The route has no code of its own in the spec, so every call is
// FUNC.promotions (OMS_FUNC_0019). Money travels as baht numbers with at most two decimals; percents
// whole. How a rule and its records read: @sc/contract/cashback.ts.

const cashbackId = z.string().trim().min(1).max(64);
const EXAMPLE_CASHBACK_ID = '0123456789abcdef0123456789abcdef';
const money = z.number().min(0).max(1e9);

export const cashbackInput = z.object({
  name: z.string().max(CASHBACK_NAME_MAX * 2),
  /** The goods after discounts an order reaches, baht. */
  minSpend: money,
  rewardType: z.enum(CASHBACK_REWARD),
  /** amount: baht back, below the minimum spend; percent: 1–50. */
  reward: money,
  /** percent: the most back per order, baht; ignored for amount. */
  cap: money.nullable().default(null),
  /** The most the rule gives back in all, baht; never exceeded. */
  budget: money,
  /** ISO times; start not in the past, before the end, at most 90 days apart. */
  startTime: isoTime,
  endTime: isoTime,
});
export type CashbackInput = z.input<typeof cashbackInput>;

export const cashbackView = z.object({
  cashbackId: z.string(),
  name: z.string(),
  minSpend: z.number(),
  rewardType: z.enum(CASHBACK_REWARD),
  reward: z.number(),
  cap: z.number().nullable(),
  budget: z.number(),
  /** Reserved by pending records and paid by cashed-back ones, baht. */
  budgetUsed: z.number(),
  startTime: isoTime,
  endTime: isoTime,
  state: z.enum(ACTIVITY_STATE),
  /** Orders that got a record. */
  orders: z.number().int(),
  stoppedAt: isoTime.nullable(),
  createdAt: isoTime,
});
export type CashbackView = z.infer<typeof cashbackView>;

const example: CashbackInput = {
  name: 'ซื้อครบ 500 รับเงินคืน 50',
  minSpend: 500,
  rewardType: 'amount',
  reward: 50,
  cap: null,
  budget: 10_000,
  startTime: '2026-12-25T00:00:00+07:00',
  endTime: '2027-01-05T00:00:00+07:00',
};

export const cashbackAdd = defineCall({
  path: '/oms/shop/promote/cashback/add',
  func: FUNC.promotions,
  summary:
    "Create a cashback rule: an order whose goods after discounts reach the minimum spend gets a fixed amount back (below the spend) or 1–50% up to a cap, while the budget lasts; a window (start not in the past, before the end, at most 90 days) not overlapping another of the shop's rules.",
  example,
  request: cashbackInput,
  response: z.object({ cashbackId: z.string() }),
});

export const cashbackModify = defineCall({
  path: '/oms/shop/promote/cashback/modify',
  func: FUNC.promotions,
  summary: 'Change a cashback rule not yet started, under the rules of a new one.',
  ids: { cashbackId: 'cashback' },
  example: { cashbackId: EXAMPLE_CASHBACK_ID, ...example },
  request: cashbackInput.extend({ cashbackId }),
  response: z.object({ cashbackId: z.string() }),
});

export const cashbackList = defineCall({
  readOnly: true,
  path: '/oms/shop/promote/cashback/list',
  func: FUNC.promotions,
  summary:
    'The cashback rules of /promotion/cashback, newest first, with counts per state tab (from the clock) and each budget used. Search by name (contains).',
  request: z.object({
    tab: z.enum(ACTIVITY_TABS).default('all'),
    keyword: z.string().trim().max(CASHBACK_NAME_MAX).default(''),
    page: pageSchema,
  }),
  response: paged(cashbackView).extend({ tabCounts: z.record(z.enum(ACTIVITY_TABS), z.number().int()) }),
});

export const cashbackInquiry = defineCall({
  readOnly: true,
  path: '/oms/shop/promote/cashback/inquiry',
  func: FUNC.promotions,
  summary: 'One cashback rule with its state and budget used.',
  ids: { cashbackId: 'cashback' },
  example: { cashbackId: EXAMPLE_CASHBACK_ID },
  request: z.object({ cashbackId }),
  response: cashbackView,
});

export const cashbackStop = defineCall({
  path: '/oms/shop/promote/cashback/stop',
  func: FUNC.promotions,
  summary:
    'Stop a cashback rule not started or running: no order gets a record from now on; records made stay and are settled.',
  ids: { cashbackId: 'cashback' },
  example: { cashbackId: EXAMPLE_CASHBACK_ID },
  request: z.object({ cashbackId }),
  response: z.object({ cashbackId: z.string(), state: z.enum(ACTIVITY_STATE) }),
});

export const cashbackRecord = z.object({
  recordId: z.string(),
  cashbackId: z.string(),
  ruleName: z.string(),
  orderId: z.string(),
  buyerNickname: z.string(),
  /** The goods after discounts, baht. */
  spend: z.number(),
  /** Baht back. */
  amount: z.number(),
  state: z.enum(CASHBACK_RECORD_STATE),
  /** When the buyer received (signed for) the order; null before. */
  receivedAt: isoTime.nullable(),
  /** receivedAt + CASHBACK_AFTER_RECEIPT_DAYS; null before receipt. */
  dueAt: isoTime.nullable(),
  /** The month end that pays it (pending and due), or null. */
  settlesAt: isoTime.nullable(),
  /** When it was cashed back or turned not cashed back. */
  settledAt: isoTime.nullable(),
  createdAt: isoTime,
});
export type CashbackRecordView = z.infer<typeof cashbackRecord>;

export const cashbackRecordList = defineCall({
  readOnly: true,
  path: '/oms/shop/promote/cashback/record/list',
  func: FUNC.promotions,
  summary:
    "The shop's cashback records, newest first, by state (pending, cashed back, not cashed back) with counts: each order's cashback, its due date (receipt + 7 days) and the month end that settles it. Search by order number.",
  request: z.object({
    tab: z.enum(CASHBACK_RECORD_TABS).default('all'),
    orderId: z
      .string()
      .trim()
      .regex(/^\d{0,18}$/)
      .max(NUMERIC_ID_MAX)
      .default(''),
    page: pageSchema,
  }),
  response: paged(cashbackRecord).extend({
    tabCounts: z.record(z.enum(CASHBACK_RECORD_TABS), z.number().int()),
  }),
});

export const cashbackCalls = [
  cashbackAdd,
  cashbackModify,
  cashbackList,
  cashbackInquiry,
  cashbackStop,
  cashbackRecordList,
];
