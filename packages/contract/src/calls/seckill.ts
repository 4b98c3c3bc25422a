import { z } from 'zod';
import { id, isoTime } from '../common.ts';
import { defineCall } from '../define-call.ts';
import { FUNC } from '../func-codes.ts';
import { NUMERIC_ID_MAX } from '../limits.ts';
import { paged, pageSchema } from '../page.ts';
import {
  FLASH_NAME_MAX,
  FLASH_PER_BUYER_MAX,
  FLASH_REASON_MAX,
  FLASH_REG_STATE,
  FLASH_SKUS_PER_REQUEST_MAX,
  FLASH_SLOT_STATE,
  FLASH_SLOTS_MAX,
  FLASH_STOCK_MAX,
} from '../seckill.ts';
import { zBaht } from '../validators/zod.ts';

// Flash sales under /oms/mms/seckill/ (catalogue §7 "Marketing (mms/)": activities and activity
// reports): the merchant's registrations of SKUs into the slots of a flash-sale programme (modeId)
// the platform publishes. The /activityreport/seckill/{modeId} and addSeckill/{modeId} routes have
// no code of their own, so every merchant call is FUNC.marketing (OMS_FUNC_0042), their area's.
// The platform's side (publish a programme, list and review the pending registrations) is an operator call under
// /oms/mkt/seckill/. SKUs are picked with the discounts' picker (/oms/shop/promote/item/list/inquiry).
// Money travels as baht with at most two decimals. modeId 'latest' names the newest programme.

const modeId = z.string().trim().min(1).max(64);
const registrationId = z.string().trim().min(1).max(64);
const EXAMPLE_ID = '0123456789abcdef0123456789abcdef';
const digits = z
  .string()
  .trim()
  .regex(/^\d{1,18}$/)
  .max(NUMERIC_ID_MAX);

export const seckillSlotView = z.object({
  slotId: z.string(),
  startTime: isoTime,
  endTime: isoTime,
  state: z.enum(FLASH_SLOT_STATE),
  /** The shop's registrations in the slot, not cancelled. */
  registered: z.number().int(),
});
export type SeckillSlotView = z.infer<typeof seckillSlotView>;

export const seckillRegView = z.object({
  registrationId: z.string(),
  modeId: z.string(),
  slotId: z.string(),
  slotStart: isoTime,
  slotEnd: isoTime,
  slotState: z.enum(FLASH_SLOT_STATE),
  skuId: z.string(),
  productId: z.string(),
  title: z.string(),
  specValues: z.array(z.string()),
  imageUrl: z.string(),
  /** Baht. */
  price: z.number(),
  salesPrice: z.number(),
  stock: z.number().int(),
  /** Units sold at the flash price (given back by cancels). */
  sold: z.number().int(),
  perBuyer: z.number().int(),
  state: z.enum(FLASH_REG_STATE),
  /** The operator's reason for a rejection; empty otherwise. */
  reason: z.string(),
  reviewedAt: isoTime.nullable(),
  createdAt: isoTime,
});
export type SeckillRegView = z.infer<typeof seckillRegView>;

export const seckillSlotList = defineCall({
  readOnly: true,
  path: '/oms/mms/seckill/slot/list',
  func: FUNC.marketing,
  summary:
    "A flash-sale programme with its slots (upcoming, running, ended, from the clock) and the shop's registrations per slot. modeId 'latest' answers the newest programme.",
  example: { modeId: 'latest' },
  request: z.object({ modeId }),
  response: z.object({ modeId: z.string(), name: z.string(), slots: z.array(seckillSlotView) }),
});

export const seckillSkuInput = z.object({
  skuId: digits,
  /** The flash price, baht: not above the sales price, at least 2% below it, above 0. */
  price: zBaht,
  /** Units offered at the flash price: above 0, not above the product's stock. */
  stock: z.number().int().min(0).max(FLASH_STOCK_MAX),
  /** Units one buyer buys at the flash price: 1 to 99. */
  perBuyer: z
    .number()
    .int()
    .min(0)
    .max(FLASH_PER_BUYER_MAX * 10),
});
export type SeckillSkuInput = z.input<typeof seckillSkuInput>;

export const seckillAdd = defineCall({
  path: '/oms/mms/seckill/add',
  func: FUNC.marketing,
  summary:
    'Register SKUs into a slot of a flash-sale programme, each with a flash price passing the price check (not above the sales price, at least 2% below it), flash stock (above 0, not above the product stock) and a limit per buyer (1 to 99). A slot that has started takes none; a SKU is registered once per slot. Registrations wait for the platform’s review.',
  example: {
    modeId: EXAMPLE_ID,
    slotId: EXAMPLE_ID,
    skus: [{ skuId: '200000002', price: '59.00', stock: 100, perBuyer: 2 }],
  },
  request: z.object({
    modeId,
    slotId: z.string().trim().min(1).max(64),
    skus: z.array(seckillSkuInput).max(FLASH_SKUS_PER_REQUEST_MAX + 1),
  }),
  response: z.object({
    registrationIds: z.array(z.string()),
    /** The price check's warnings, each naming its SKU, in the request's language. */
    warnings: z.array(z.string()),
  }),
});

export const seckillList = defineCall({
  readOnly: true,
  path: '/oms/mms/seckill/list',
  func: FUNC.marketing,
  summary:
    "The shop's registrations in a flash-sale programme, by slot then newest, with their review state (pending, approved, rejected with the reason, cancelled) and units sold; narrowed to one slot or state when given.",
  example: { modeId: EXAMPLE_ID },
  request: z.object({
    modeId,
    slotId: z.string().trim().max(64).default(''),
    state: z.enum(['all', ...FLASH_REG_STATE]).default('all'),
    page: pageSchema,
  }),
  response: paged(seckillRegView),
});

export const seckillInquiry = defineCall({
  readOnly: true,
  path: '/oms/mms/seckill/inquiry',
  func: FUNC.marketing,
  summary: 'One flash-sale registration of the shop with its slot, review state, reason and units sold.',
  ids: { registrationId: 'seckill' },
  example: { registrationId: EXAMPLE_ID },
  request: z.object({ registrationId }),
  response: seckillRegView,
});

export const seckillCancel = defineCall({
  path: '/oms/mms/seckill/cancel',
  func: FUNC.marketing,
  summary:
    'Cancel a pending or approved flash-sale registration before its slot starts; a started slot, a rejected or cancelled registration is refused.',
  ids: { registrationId: 'seckill' },
  example: { registrationId: EXAMPLE_ID },
  request: z.object({ registrationId }),
  response: z.object({ registrationId: z.string(), state: z.enum(FLASH_REG_STATE) }),
});

export const seckillCalls = [seckillSlotList, seckillAdd, seckillList, seckillInquiry, seckillCancel];

// The platform's side (auth 'operator'), as the other /oms/mkt/ calls.
const OPERATOR = { auth: 'operator', func: FUNC.home } as const;

export const seckillPublish = defineCall({
  ...OPERATOR,
  path: '/oms/mkt/seckill/publish',
  summary: 'Publish a flash-sale programme with its time slots (each start before its end, none overlapping).',
  example: {
    name: 'Flash sale 12.12',
    slots: [
      { startTime: '2026-12-12T00:00:00+07:00', endTime: '2026-12-12T12:00:00+07:00' },
      { startTime: '2026-12-12T12:00:00+07:00', endTime: '2026-12-12T18:00:00+07:00' },
    ],
  },
  request: z.object({
    name: z.string().trim().min(1).max(FLASH_NAME_MAX),
    slots: z
      .array(z.object({ startTime: isoTime, endTime: isoTime }))
      .min(1)
      .max(FLASH_SLOTS_MAX),
  }),
  response: z.object({
    modeId: z.string(),
    slots: z.array(z.object({ slotId: z.string(), startTime: isoTime, endTime: isoTime })),
  }),
});

export const seckillPending = defineCall({
  ...OPERATOR,
  readOnly: true,
  path: '/oms/mkt/seckill/pending',
  summary: "A shop's registrations in a flash-sale programme waiting for review, oldest first, in slots not yet ended.",
  example: { shopId: EXAMPLE_ID, modeId: EXAMPLE_ID },
  request: z.object({ shopId: id, modeId }),
  response: z.object({ list: z.array(seckillRegView) }),
});

export const seckillReview = defineCall({
  ...OPERATOR,
  path: '/oms/mkt/seckill/review',
  summary:
    "Approve or reject a shop's pending flash-sale registration before its slot ends; a rejection gives the merchant a reason.",
  example: {
    shopId: EXAMPLE_ID,
    registrationId: EXAMPLE_ID,
    decision: 'reject',
    reason: 'Price above the campaign cap',
  },
  request: z.object({
    shopId: id,
    registrationId,
    decision: z.enum(['approve', 'reject']),
    reason: z.string().trim().max(FLASH_REASON_MAX).default(''),
  }),
  response: z.object({ registrationId: z.string(), state: z.enum(FLASH_REG_STATE) }),
});

export const seckillOperatorCalls = [seckillPublish, seckillPending, seckillReview];
