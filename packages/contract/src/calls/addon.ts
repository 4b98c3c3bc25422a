import { z } from 'zod';
import { ACTIVITY_STATE, ACTIVITY_TABS } from '../activities.ts';
import {
  ADDON_MAX_MAIN_PRODUCTS,
  ADDON_MAX_SKUS,
  ADDON_NAME_MAX,
  ADDON_PER_ORDER_MAX,
  ADDON_STOCK_MAX,
} from '../addon.ts';
import { isoTime } from '../common.ts';
import { defineCall } from '../define-call.ts';
import { FUNC } from '../func-codes.ts';
import { NUMERIC_ID_MAX } from '../limits.ts';
import { paged, pageSchema } from '../page.ts';
import { zBaht } from '../validators/zod.ts';
import { stackedPromotions } from './promotions.ts';

// Add-on deals (/promotion/pricincrease) under /oms/mms/pricemore/: the catalogue's "price-more
// items" (§7 "Marketing (mms/)") and "tied sale" (§7 "Promotions") name this one tool. An add-on
// SKU sells at its add-on price only tied to a main product: in a cart holding at least one unit of
// one of the deal's main products, up to the deal's add-on units per order; otherwise at its list
// price. The /promotion/pricincrease route has no code of its own, so every call is
// FUNC.promotions (OMS_FUNC_0019), as the full-scale promotions' are. Main products are picked with
// the discounts' picker (/oms/shop/promote/item/list/inquiry), which also gives the add-on SKUs'
// figures. Money travels as baht with at most two decimals.

const addonId = z.string().trim().min(1).max(64);
const EXAMPLE_ADDON_ID = '0123456789abcdef0123456789abcdef';
const digits = z
  .string()
  .trim()
  .regex(/^\d{1,18}$/)
  .max(NUMERIC_ID_MAX);

export const addonSkuInput = z.object({
  skuId: digits,
  /** The add-on price, baht: not above the sales price, at least 2% below it, above 0. */
  price: zBaht,
  /** Units offered at the add-on price: above 0, not above the product's stock. */
  stock: z.number().int().min(0).max(ADDON_STOCK_MAX),
});

export const addonInput = z.object({
  name: z.string().max(ADDON_NAME_MAX * 2),
  /** ISO times; start before end, at most 90 days apart, start not in the past. */
  startTime: isoTime,
  endTime: isoTime,
  /** The main products: 1 to 100. */
  mainProductIds: z.array(digits).max(ADDON_MAX_MAIN_PRODUCTS + 1),
  /** The add-on SKUs: 1 to 6, none of a main product. */
  skus: z.array(addonSkuInput).max(ADDON_MAX_SKUS + 1),
  /** Add-on units one order buys at their add-on price: 1 to 99. */
  perOrder: z
    .number()
    .int()
    .min(0)
    .max(ADDON_PER_ORDER_MAX * 10),
});
export type AddonInput = z.input<typeof addonInput>;

export const addonView = z.object({
  addonId: z.string(),
  name: z.string(),
  startTime: isoTime,
  endTime: isoTime,
  state: z.enum(ACTIVITY_STATE),
  perOrder: z.number().int(),
  mainCount: z.number().int(),
  skuCount: z.number().int(),
  /** Add-on units sold at their add-on price (given back by cancels). */
  sold: z.number().int(),
  /** Order lines that took an add-on price of this deal. */
  orderLines: z.number().int(),
  stoppedAt: isoTime.nullable(),
  createdAt: isoTime,
});
export type AddonView = z.infer<typeof addonView>;

export const addonMainProduct = z.object({
  productId: z.string(),
  title: z.string(),
  imageUrl: z.string(),
});

export const addonSkuView = z.object({
  skuId: z.string(),
  productId: z.string(),
  title: z.string(),
  specValues: z.array(z.string()),
  imageUrl: z.string(),
  /** Baht. */
  price: z.number(),
  salesPrice: z.number(),
  mallStock: z.number().int(),
  lowestPrice30: z.number(),
  stock: z.number().int(),
  sold: z.number().int(),
});
export type AddonSkuView = z.infer<typeof addonSkuView>;

const saved = z.object({
  addonId: z.string(),
  /** The price check's warnings, each naming its SKU, in the request's language. */
  warnings: z.array(z.string()),
});

const exampleAddon: AddonInput = {
  name: 'ซื้อคู่เคสราคาพิเศษ',
  startTime: '2026-12-25T00:00:00+07:00',
  endTime: '2027-01-05T00:00:00+07:00',
  mainProductIds: ['100000001'],
  skus: [{ skuId: '200000002', price: '59.00', stock: 50 }],
  perOrder: 2,
};

export const addonAdd = defineCall({
  path: '/oms/mms/pricemore/add',
  func: FUNC.promotions,
  summary:
    'Create an add-on deal (price-more items, tied sale): 1 to 100 main products, 1 to 6 add-on SKUs of other products each with an add-on price passing the price check (not above the sales price, at least 2% below it) and add-on stock (above 0, not above the product stock), add-on units per order 1 to 99, a window (start not in the past, before the end, at most 90 days). An add-on SKU is in one deal at a time.',
  example: exampleAddon,
  request: addonInput,
  response: saved,
});

export const addonModify = defineCall({
  path: '/oms/mms/pricemore/modify',
  func: FUNC.promotions,
  summary: 'Change an add-on deal not yet started, under the rules of a new one.',
  ids: { addonId: 'addon' },
  example: { addonId: EXAMPLE_ADDON_ID, ...exampleAddon },
  request: addonInput.extend({ addonId }),
  response: saved,
});

export const addonList = defineCall({
  readOnly: true,
  path: '/oms/mms/pricemore/list',
  func: FUNC.promotions,
  summary:
    'The add-on deals of /promotion/pricincrease, newest first, with counts per state tab; states come from the clock (not started, running, ended, stopped). Search by name (contains).',
  request: z.object({
    tab: z.enum(ACTIVITY_TABS).default('all'),
    keyword: z.string().trim().max(ADDON_NAME_MAX).default(''),
    page: pageSchema,
  }),
  response: paged(addonView).extend({ tabCounts: z.record(z.enum(ACTIVITY_TABS), z.number().int()) }),
});

export const addonInquiry = defineCall({
  readOnly: true,
  path: '/oms/mms/pricemore/inquiry',
  func: FUNC.promotions,
  summary: 'One add-on deal with its state, main products and add-on SKUs (price, stock, sold, the SKU figures).',
  ids: { addonId: 'addon' },
  example: { addonId: EXAMPLE_ADDON_ID },
  request: z.object({ addonId }),
  response: addonView.extend({ mainProducts: z.array(addonMainProduct), skus: z.array(addonSkuView) }),
});

export const addonStop = defineCall({
  path: '/oms/mms/pricemore/stop',
  func: FUNC.promotions,
  summary:
    'Stop an add-on deal not started or running: its add-on SKUs sell at their list price from now on. An ended or stopped one is refused.',
  ids: { addonId: 'addon' },
  example: { addonId: EXAMPLE_ADDON_ID },
  request: z.object({ addonId }),
  response: z.object({ addonId: z.string(), state: z.enum(ACTIVITY_STATE) }),
});

/** One add-on SKU of the add-on deal form's final price preview. Money in baht. */
export const addonPreviewRow = z.object({
  skuId: z.string(),
  /** The add-on unit in the cart with the main product: its list price and what each promotion took off it. */
  goodsAmount: z.number(),
  /** What a running discount of the add-on SKU takes off before the add-on price. */
  activityDiscount: z.number(),
  /** What the add-on price being set takes off (none where a running discount is lower). */
  addonDiscount: z.number(),
  /** The add-on unit's share of a running full-scale tier and of the best granting coupon the cart reaches. */
  fullscaleDiscount: z.number(),
  couponDiscount: z.number(),
  /** What the add-on unit costs the buyer with the main product, and whether that is below its purchase price. */
  payAmount: z.number(),
  belowPurchase: z.enum(['y', 'n']),
  /** The shop's running discount, full-scale promotion and granting coupon that stacked on the add-on unit, by name. */
  stacked: stackedPromotions,
  /** What the whole cart (the main unit and the add-on unit) costs. */
  cartPayAmount: z.number(),
  /** What one add-on unit bought without a main product costs, with what runs now, and what stacked then. */
  alonePayAmount: z.number(),
  aloneStacked: stackedPromotions,
});
export type AddonPreviewRow = z.infer<typeof addonPreviewRow>;

export const addonPreview = defineCall({
  readOnly: true,
  path: '/oms/mms/pricemore/preview',
  func: FUNC.promotions,
  summary: `The final price preview of the add-on deal form: for each add-on SKU with the add-on price being typed (at most ${ADDON_MAX_SKUS}), what a buyer pays for one unit of it in a cart with one unit of the cheapest SKU of the chosen main products, with what stacks and runs now (the SKUs' discounts, the products' full-scale tiers, the best of the coupons the shop grants now, shared over the cart's lines as at checkout); what one unit costs bought alone; and whether the tied price is below the purchase price. Stores nothing.`,
  ids: { mainProductIds: 'product', 'skus[].skuId': 'sku' },
  example: { mainProductIds: ['100000001'], skus: [{ skuId: '200000002', price: '59.00' }] },
  request: z.object({
    mainProductIds: z.array(digits).min(1).max(ADDON_MAX_MAIN_PRODUCTS),
    skus: z
      .array(z.object({ skuId: digits, price: zBaht }))
      .min(1)
      .max(ADDON_MAX_SKUS),
  }),
  response: z.object({
    /** The main product's unit in the cart: the cheapest SKU of the chosen main products, at its running discount price, else its list price. */
    main: z.object({
      skuId: z.string(),
      productId: z.string(),
      title: z.string(),
      specText: z.string(),
      price: z.number(),
    }),
    list: z.array(addonPreviewRow),
  }),
});

export const addonCalls = [addonAdd, addonModify, addonList, addonInquiry, addonStop, addonPreview];
