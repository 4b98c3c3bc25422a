import { z } from 'zod';
import { ACTIVITY_STATE, ACTIVITY_TABS } from '../activities.ts';
import { BUNDLE_MAX_ITEMS, BUNDLE_NAME_MAX, BUNDLE_QUANTITY_MAX, BUNDLE_ROLE, BUNDLE_STOCK_MAX } from '../bundle.ts';
import { isoTime } from '../common.ts';
import { defineCall } from '../define-call.ts';
import { FUNC } from '../func-codes.ts';
import { NUMERIC_ID_MAX } from '../limits.ts';
import { paged, pageSchema } from '../page.ts';
import { zBaht } from '../validators/zod.ts';

// Bundles, or set meals (/promotion/setmeal, /promotion/addSetMeal, /promotion/mealconf), under
// /oms/mms/suit/: the catalogue's "suit" (§7 "Promotions"). Every call checks FUNC.bundles
// (OMS_FUNC_0040), the code of /promotion/setmeal. A bundle's SKUs are picked with the discounts'
// picker (/oms/shop/promote/item/list/inquiry), which also gives their figures. Money travels as
// baht with at most two decimals.

const bundleId = z.string().trim().min(1).max(64);
const EXAMPLE_BUNDLE_ID = '0123456789abcdef0123456789abcdef';
const digits = z
  .string()
  .trim()
  .regex(/^\d{1,18}$/)
  .max(NUMERIC_ID_MAX);

export const bundleItemInput = z.object({
  skuId: digits,
  role: z.enum(BUNDLE_ROLE),
  /** Units of the SKU in one set: 1 to 99. */
  quantity: z
    .number()
    .int()
    .min(0)
    .max(BUNDLE_QUANTITY_MAX * 10),
});

export const bundleInput = z.object({
  name: z.string().max(BUNDLE_NAME_MAX * 2),
  /** ISO times; start before end, at most 90 days apart, start not in the past. */
  startTime: isoTime,
  endTime: isoTime,
  /** The package price of one set, baht: at least 5% below the combined price, above 0. */
  packagePrice: zBaht,
  /** Sets offered at the package price: above 0, not above what the items' stock makes. */
  stock: z.number().int().min(0).max(BUNDLE_STOCK_MAX),
  /** 2 to 20 SKUs, 1 to 10 of them main items. */
  items: z.array(bundleItemInput).max(BUNDLE_MAX_ITEMS + 1),
});
export type BundleInput = z.input<typeof bundleInput>;

export const bundleView = z.object({
  bundleId: z.string(),
  name: z.string(),
  startTime: isoTime,
  endTime: isoTime,
  state: z.enum(ACTIVITY_STATE),
  /** Baht. */
  packagePrice: z.number(),
  /** The members' sales prices now, times their quantities, baht. */
  combinedPrice: z.number(),
  mainCount: z.number().int(),
  addonCount: z.number().int(),
  stock: z.number().int(),
  /** Sets sold at the package price (given back by cancels). */
  sold: z.number().int(),
  stoppedAt: isoTime.nullable(),
  createdAt: isoTime,
});
export type BundleView = z.infer<typeof bundleView>;

export const bundleItemView = z.object({
  skuId: z.string(),
  productId: z.string(),
  role: z.enum(BUNDLE_ROLE),
  quantity: z.number().int(),
  title: z.string(),
  specValues: z.array(z.string()),
  imageUrl: z.string(),
  /** Baht. */
  salesPrice: z.number(),
  marketPrice: z.number(),
  purchasePrice: z.number(),
  mallStock: z.number().int(),
});
export type BundleItemView = z.infer<typeof bundleItemView>;

const saved = z.object({
  bundleId: z.string(),
  /** The bundle's warnings in the request's language. */
  warnings: z.array(z.string()),
});

const exampleBundle: BundleInput = {
  name: 'ชุดกาแฟคู่แก้ว',
  startTime: '2026-12-25T00:00:00+07:00',
  endTime: '2027-01-05T00:00:00+07:00',
  packagePrice: '299.00',
  stock: 50,
  items: [
    { skuId: '200000001', role: 'main', quantity: 1 },
    { skuId: '200000002', role: 'addon', quantity: 2 },
  ],
};

export const bundleAdd = defineCall({
  path: '/oms/mms/suit/add',
  func: FUNC.bundles,
  summary:
    'Create a bundle (set meal): 2 to 20 SKUs, each a main item (1 to 10) or an add-on item in a quantity of 1 to 99; a package price at least 5% below the combined price (the sales prices times the quantities) under the shared price check (every item needs a reference price, no sale above the combined market price or below cost); a stock of sets above 0 and not above what the items stock makes; a window (start not in the past, before the end, at most 90 days). A SKU is in one bundle at a time.',
  example: exampleBundle,
  request: bundleInput,
  response: saved,
});

export const bundleModify = defineCall({
  path: '/oms/mms/suit/modify',
  func: FUNC.bundles,
  summary: 'Change a bundle not yet started, under the rules of a new one.',
  ids: { bundleId: 'bundle' },
  example: { bundleId: EXAMPLE_BUNDLE_ID, ...exampleBundle },
  request: bundleInput.extend({ bundleId }),
  response: saved,
});

export const bundleList = defineCall({
  readOnly: true,
  path: '/oms/mms/suit/list',
  func: FUNC.bundles,
  summary:
    'The bundles of /promotion/setmeal, newest first, with counts per state tab; states come from the clock (not started, running, ended, stopped). Search by name (contains).',
  request: z.object({
    tab: z.enum(ACTIVITY_TABS).default('all'),
    keyword: z.string().trim().max(BUNDLE_NAME_MAX).default(''),
    page: pageSchema,
  }),
  response: paged(bundleView).extend({ tabCounts: z.record(z.enum(ACTIVITY_TABS), z.number().int()) }),
});

export const bundleInquiry = defineCall({
  readOnly: true,
  path: '/oms/mms/suit/inquiry',
  func: FUNC.bundles,
  summary: 'One bundle with its state, package price, stock and items (role, quantity, the SKU figures).',
  ids: { bundleId: 'bundle' },
  example: { bundleId: EXAMPLE_BUNDLE_ID },
  request: z.object({ bundleId }),
  response: bundleView.extend({ items: z.array(bundleItemView) }),
});

export const bundleStop = defineCall({
  path: '/oms/mms/suit/stop',
  func: FUNC.bundles,
  summary:
    'Stop a bundle not started or running: its items sell at their own prices from now on. An ended or stopped one is refused.',
  ids: { bundleId: 'bundle' },
  example: { bundleId: EXAMPLE_BUNDLE_ID },
  request: z.object({ bundleId }),
  response: z.object({ bundleId: z.string(), state: z.enum(ACTIVITY_STATE) }),
});

export const bundleCalls = [bundleAdd, bundleModify, bundleList, bundleInquiry, bundleStop];
