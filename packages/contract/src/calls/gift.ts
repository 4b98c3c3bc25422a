import { z } from 'zod';
import { ACTIVITY_STATE, ACTIVITY_TABS } from '../activities.ts';
import { isoTime } from '../common.ts';
import { defineCall } from '../define-call.ts';
import { FUNC } from '../func-codes.ts';
import {
  GIFT_PER_ORDER_MAX,
  GIFT_SET_MAX_MAIN_GOODS,
  GIFT_STOCK_MAX,
  GIFT_THRESHOLD_MAX,
  GIFT_TITLE_MAX,
} from '../gift.ts';
import { NUMERIC_ID_MAX } from '../limits.ts';
import { paged, pageSchema } from '../page.ts';

// Gift activities (/promotion/gift, /promotion/addSet, /promotion/add, /promotion/mainGoods) under
// /oms/mms/gift/: the catalogue's "gift" (§7 "Promotions") and its entity "Gift: title, SKU, total
// inventory, given inventory". An order holding at least the activity's threshold of units of its
// main goods gets its gifts per order of the gift SKU at 0 baht while gift stock lasts. Every call
// is FUNC.gifts (OMS_FUNC_0032), the /promotion/gift route's code. Main goods and the gift SKU are
// picked with the discounts' picker (/oms/shop/promote/item/list/inquiry).

const giftId = z.string().trim().min(1).max(64);
const EXAMPLE_GIFT_ID = '0123456789abcdef0123456789abcdef';
const digits = z
  .string()
  .trim()
  .regex(/^\d{1,18}$/)
  .max(NUMERIC_ID_MAX);

export const giftInput = z.object({
  /** The gift title: at most 30 characters. */
  name: z.string().max(GIFT_TITLE_MAX * 2),
  /** ISO times; start before end, at most 90 days apart, start not in the past. */
  startTime: isoTime,
  endTime: isoTime,
  /** The main goods: 1 to 10 products of the shop. */
  mainProductIds: z.array(digits).max(GIFT_SET_MAX_MAIN_GOODS + 1),
  /** The gift SKU, of a product on sale. */
  giftSkuId: digits,
  /** Total gift stock: above 0, not above the product's stock. */
  giftStock: z.number().int().min(0).max(GIFT_STOCK_MAX),
  /** Units of the main goods an order holds to get the gift: 1 to 99. */
  threshold: z
    .number()
    .int()
    .min(0)
    .max(GIFT_THRESHOLD_MAX * 10)
    .default(1),
  /** Gift units one order gets: 1 to 99. */
  perOrder: z
    .number()
    .int()
    .min(0)
    .max(GIFT_PER_ORDER_MAX * 10)
    .default(1),
});
export type GiftInput = z.input<typeof giftInput>;

export const giftView = z.object({
  giftId: z.string(),
  name: z.string(),
  startTime: isoTime,
  endTime: isoTime,
  state: z.enum(ACTIVITY_STATE),
  threshold: z.number().int(),
  perOrder: z.number().int(),
  mainCount: z.number().int(),
  giftSkuId: z.string(),
  /** The gift's product title. */
  giftTitle: z.string(),
  /** Total gift stock. */
  giftStock: z.number().int(),
  /** Gift units given (given back by cancels). */
  given: z.number().int(),
  /** Orders that got this gift. */
  orderCount: z.number().int(),
  stoppedAt: isoTime.nullable(),
  createdAt: isoTime,
});
export type GiftView = z.infer<typeof giftView>;

export const giftMainProduct = z.object({
  productId: z.string(),
  title: z.string(),
  imageUrl: z.string(),
});

export const giftSkuView = z.object({
  skuId: z.string(),
  productId: z.string(),
  title: z.string(),
  specValues: z.array(z.string()),
  imageUrl: z.string(),
  /** Baht: what the gift sells for. */
  salesPrice: z.number(),
  mallStock: z.number().int(),
});
export type GiftSkuView = z.infer<typeof giftSkuView>;

const saved = z.object({ giftId: z.string() });

const exampleGift: GiftInput = {
  name: 'ซื้อกล้องแถมเคส',
  startTime: '2026-12-25T00:00:00+07:00',
  endTime: '2027-01-05T00:00:00+07:00',
  mainProductIds: ['100000001'],
  giftSkuId: '200000002',
  giftStock: 50,
  threshold: 1,
  perOrder: 1,
};

export const giftAdd = defineCall({
  path: '/oms/mms/gift/add',
  func: FUNC.gifts,
  summary:
    'Create a gift activity: a title of at most 30 characters, 1 to 10 main products, one gift SKU with total gift stock (above 0, not above the product stock, not below the gifts per order), units of main goods to buy (1 to 99, default 1) and gifts per order (1 to 99, default 1), a window (start not in the past, before the end, at most 90 days). A product is a main product of one gift activity at a time.',
  example: exampleGift,
  request: giftInput,
  response: saved,
});

export const giftModify = defineCall({
  path: '/oms/mms/gift/modify',
  func: FUNC.gifts,
  summary: 'Change a gift activity not yet started, under the rules of a new one.',
  ids: { giftId: 'gift' },
  example: { giftId: EXAMPLE_GIFT_ID, ...exampleGift },
  request: giftInput.extend({ giftId }),
  response: saved,
});

export const giftList = defineCall({
  readOnly: true,
  path: '/oms/mms/gift/list',
  func: FUNC.gifts,
  summary:
    'The gift activities of /promotion/gift, newest first, with counts per state tab; states come from the clock (not started, running, ended, stopped). Search by title (contains).',
  request: z.object({
    tab: z.enum(ACTIVITY_TABS).default('all'),
    keyword: z.string().trim().max(GIFT_TITLE_MAX).default(''),
    page: pageSchema,
  }),
  response: paged(giftView).extend({ tabCounts: z.record(z.enum(ACTIVITY_TABS), z.number().int()) }),
});

export const giftInquiry = defineCall({
  readOnly: true,
  path: '/oms/mms/gift/inquiry',
  func: FUNC.gifts,
  summary: 'One gift activity with its state, main products and gift SKU (stock given and left, the SKU figures).',
  ids: { giftId: 'gift' },
  example: { giftId: EXAMPLE_GIFT_ID },
  request: z.object({ giftId }),
  response: giftView.extend({ mainProducts: z.array(giftMainProduct), gift: giftSkuView.nullable() }),
});

export const giftStop = defineCall({
  path: '/oms/mms/gift/stop',
  func: FUNC.gifts,
  summary:
    'Stop a gift activity not started or running: orders get no gift from it from now on. An ended or stopped one is refused.',
  ids: { giftId: 'gift' },
  example: { giftId: EXAMPLE_GIFT_ID },
  request: z.object({ giftId }),
  response: z.object({ giftId: z.string(), state: z.enum(ACTIVITY_STATE) }),
});

export const giftCalls = [giftAdd, giftModify, giftList, giftInquiry, giftStop];
