import { z } from 'zod';
import { id, isoTime } from '../common.ts';
import { defineCall } from '../define-call.ts';
import { BROADCAST_ATTACHMENT, BROADCAST_MAX_COUPONS, BROADCAST_PRODUCTS_MAX, BROADCAST_TEXT_MAX } from '../fans.ts';
import { FUNC } from '../func-codes.ts';
import { NUMERIC_ID_MAX } from '../limits.ts';
import { paged, pageSchema } from '../page.ts';

// Fans marketing (/activityreport/fansmarketing, /activityreport/sendmessageform) under
// /oms/mms/fans/ (catalogue §7 "Marketing (mms/)"): the shop's followers and broadcasts to them.
// Every merchant call is FUNC.fansMarketing (OMS_FUNC_0050). The simulator's buyers follow shops and
// read their inbox with the /oms/mkt/ calls at the end (auth 'operator').

const EXAMPLE_ID = '0123456789abcdef0123456789abcdef';
const digits = z
  .string()
  .trim()
  .regex(/^\d{1,18}$/)
  .max(NUMERIC_ID_MAX);

/** Where the shop stands this calendar month (Bangkok time). */
export const fansQuota = z.object({
  perMonth: z.number().int(),
  sentThisMonth: z.number().int(),
  /** Bangkok day ('2026-12-01') the next broadcast may be sent when this month's are used; null while one is left. */
  nextAllowedDate: z.string().nullable(),
});

export const fansSummary = defineCall({
  readOnly: true,
  path: '/oms/mms/fans/summary/inquiry',
  func: FUNC.fansMarketing,
  summary:
    'The shop’s follower count and this calendar month’s broadcasts (Bangkok time): how many were sent of the two allowed, and from which day the next may be sent when none is left.',
  request: z.object({}),
  response: fansQuota.extend({ followers: z.number().int() }),
});

export const fanView = z.object({
  buyerId: z.string(),
  nickname: z.string(),
  /** When the buyer followed the shop. */
  since: isoTime,
  /** Orders the buyer placed in the shop. */
  orderCount: z.number().int(),
});
export type FanView = z.infer<typeof fanView>;

export const fansList = defineCall({
  readOnly: true,
  path: '/oms/mms/fans/list/inquiry',
  func: FUNC.fansMarketing,
  summary: 'The shop’s followers, newest first: nickname, followed since and orders placed in the shop.',
  request: z.object({ page: pageSchema }),
  response: paged(fanView),
});

export const broadcastInput = z.object({
  /** The message: 1 to 500 characters. */
  text: z.string().max(BROADCAST_TEXT_MAX * 2),
  attachment: z.enum(BROADCAST_ATTACHMENT),
  /** Attachment coupon: 1 to BROADCAST_MAX_COUPONS coupons of the shop being granted now. */
  couponIds: z
    .array(id)
    .max(BROADCAST_MAX_COUPONS * 2)
    .default([]),
  /** Attachment products: 1 to 6 products of the shop on sale. */
  productIds: z
    .array(digits)
    .max(BROADCAST_PRODUCTS_MAX * 2)
    .default([]),
});
export type BroadcastInput = z.input<typeof broadcastInput>;

export const fansMessageSend = defineCall({
  path: '/oms/mms/fans/message/send',
  func: FUNC.fansMarketing,
  summary:
    'Broadcast a message to the shop’s followers: a text of at most 500 characters with 1 to 4 coupons of the shop being granted now (a fifth refused), or 1 to 6 products on sale. It lands in the inbox of every buyer following the shop at that moment. At most twice a calendar month, Bangkok time: the third is refused naming the day the next may be sent. A shop without followers is refused.',
  ids: { couponIds: 'coupon' },
  example: { text: 'ลดพิเศษสำหรับแฟนคลับ เก็บคูปองได้เลย', attachment: 'coupon', couponIds: [EXAMPLE_ID] },
  request: broadcastInput,
  response: z.object({ broadcastId: z.string(), delivered: z.number().int(), sentAt: isoTime }),
});

export const broadcastView = z.object({
  broadcastId: z.string(),
  text: z.string(),
  attachment: z.enum(BROADCAST_ATTACHMENT),
  /** The coupons it carried, as chosen (none with products). */
  coupons: z.array(z.object({ couponId: z.string(), name: z.string() })),
  products: z.array(z.object({ productId: z.string(), title: z.string() })),
  /** Followers whose inbox it reached. */
  delivered: z.number().int(),
  sentAt: isoTime,
});
export type BroadcastView = z.infer<typeof broadcastView>;

export const fansMessageList = defineCall({
  readOnly: true,
  path: '/oms/mms/fans/message/list',
  func: FUNC.fansMarketing,
  summary: 'The broadcasts the shop sent, newest first, each with what it carried and how many followers it reached.',
  request: z.object({ page: pageSchema }),
  response: paged(broadcastView),
});

export const fansMessageOptions = defineCall({
  readOnly: true,
  path: '/oms/mms/fans/message/options',
  func: FUNC.fansMarketing,
  summary:
    'What a broadcast may carry: the shop’s coupons being granted now, and its products on sale whose title contains the keyword (at most 20).',
  request: z.object({ keyword: z.string().trim().max(100).default('') }),
  response: z.object({
    coupons: z.array(z.object({ couponId: z.string(), name: z.string(), left: z.number().int() })),
    products: z.array(z.object({ productId: z.string(), title: z.string(), imageUrl: z.string() })),
  }),
});

export const fansCalls = [fansSummary, fansList, fansMessageSend, fansMessageList, fansMessageOptions];

// The simulator's buyers (auth 'operator').
const OPERATOR = { auth: 'operator', func: FUNC.home } as const;

export const mktShopFollow = defineCall({
  ...OPERATOR,
  path: '/oms/mkt/shop/follow',
  summary: 'A buyer follows a shop; one who follows already keeps the first time.',
  example: { shopId: EXAMPLE_ID, buyerId: EXAMPLE_ID },
  request: z.object({ shopId: id, buyerId: id }),
  response: z.object({ since: isoTime }),
});

export const mktBuyerInbox = defineCall({
  ...OPERATOR,
  readOnly: true,
  path: '/oms/mkt/buyer/inbox/inquiry',
  summary: 'The messages in a buyer’s inbox, newest first: the shops’ broadcasts with what they carry.',
  example: { buyerId: EXAMPLE_ID },
  request: z.object({ buyerId: id }),
  response: z.object({
    list: z.array(
      broadcastView.omit({ delivered: true }).extend({ shopId: z.string(), shopName: z.string(), receivedAt: isoTime }),
    ),
  }),
});

export const fansOperatorCalls = [mktShopFollow, mktBuyerInbox];
