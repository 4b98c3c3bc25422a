import { ACTIVITY_MAX_DAYS, ACTIVITY_NAME_MAX, ACTIVITY_START_GRACE_MS, type ActivityState } from './activities.ts';
import type { addonMessages } from './messages/addon.ts';
import { checkActivitySku } from './validators/activity-price.ts';

// Add-on deals (/promotion/pricincrease; catalogue §7 "Marketing (mms/)": price-more items, and
// "Promotions": tied sale): while a deal runs, a cart holding at least one unit of one of its main
// products buys its add-on SKUs at their add-on price, up to a number of add-on units per order;
// without a main product they sell at their list price. Its rules are one function (addonIssues)
// read by the server's refusals and, in the same words, by the form. States are the activities'
// (ACTIVITY_STATE), read from the clock.

export const ADDON_NAME_MAX = ACTIVITY_NAME_MAX;
export const ADDON_MAX_DAYS = ACTIVITY_MAX_DAYS;
export const ADDON_START_GRACE_MS = ACTIVITY_START_GRACE_MS;
/**
 * Main products of one deal. The spec gives two counts of main products: "at most 10 (bundle main
 * goods) or 100 (main product configuration)" (§5 "Counts"); an add-on deal's main products are a
 * main product configuration, so 100.
 */
export const ADDON_MAX_MAIN_PRODUCTS = 100;
/** Add-on SKUs of one deal: "up to 6 additions" (spec §5 "Counts"). */
export const ADDON_MAX_SKUS = 6;
/** Add-on units one order may buy at their add-on price: 1 to this many (a bound of ours). */
export const ADDON_PER_ORDER_MAX = 99;
/** The most add-on stock one SKU may carry (the product's own bound, as an activity's). */
export const ADDON_STOCK_MAX = 9_999_999;

export type AddonState = ActivityState;
export type AddonMessageKey = keyof typeof addonMessages;

/**
 * Why an add-on SKU of a cart does or does not sell at its add-on price (the engine's verdicts):
 * applied (some or all units at the add-on price); no_main_product (the cart holds none of the
 * deal's main products: list price); not_lower (the line's activity price is already as low);
 * limit_reached (the order's add-on units are used up by other lines); sold_out (too little add-on
 * stock left for the units).
 */
export const ADDON_REASON = ['applied', 'no_main_product', 'not_lower', 'limit_reached', 'sold_out'] as const;
export type AddonReason = (typeof ADDON_REASON)[number];

/** One add-on SKU as the rules read it: money in satang; the SKU's figures as the shop has them now. */
export interface AddonSkuDraft {
  skuId: string;
  productId: string;
  /** The add-on price; null when not given. */
  price: number | null;
  /** Units offered at the add-on price; null when not given. */
  stock: number | null;
  salesPrice: number;
  mallStock: number;
  /** The SKU's lowest price of the last 30 days; null when unknown. */
  lowest30: number | null;
}

export interface AddonDraft {
  name: string;
  startAt: Date | null;
  endAt: Date | null;
  mainProductIds: readonly string[];
  skus: readonly AddonSkuDraft[];
  perOrder: number | null;
}

export interface AddonIssue {
  /** name, startTime, endTime, mainProductIds, skus, perOrder, or skus.<i>.price / skus.<i>.stock / skus.<i>.skuId. */
  field: string;
  key: AddonMessageKey;
  params?: Record<string, string | number>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The price check's keys (validators/activity-price.ts) in an add-on's words. */
const SKU_KEYS = {
  activitySkuAboveSales: 'addonSkuAboveSales',
  activitySkuDiscountTooSmall: 'addonSkuDiscountTooSmall',
  activitySkuFree: 'addonSkuFree',
  activitySkuShallowDiscount: 'addonSkuShallowDiscount',
  activitySkuDeepDiscount: 'addonSkuDeepDiscount',
  activitySkuNotBelowLowest: 'addonSkuNotBelowLowest',
  activitySkuStockNotPositive: 'addonSkuStockNotPositive',
  activitySkuStockAboveMall: 'addonSkuStockAboveMall',
  activitySkuStockBelowReserved: 'addonSkuStockNotPositive',
} as const satisfies Record<string, AddonMessageKey>;

/**
 * The shared price check of one add-on SKU (spec §5 "Prices and promotions", as an activity price):
 * not above the sales price, at least 2% below it, above 0; add-on stock above 0 and not above the
 * product's stock. Warnings: a cut under 50% or over 95%, a price not below the lowest of 30 days.
 */
export function checkAddonSku(s: AddonSkuDraft, i: number): { errors: AddonIssue[]; warnings: AddonIssue[] } {
  const errors: AddonIssue[] = [];
  if (s.price === null || !Number.isSafeInteger(s.price))
    errors.push({ field: `skus.${i}.price`, key: 'addonSkuPriceMissing', params: { skuId: s.skuId } });
  const check = checkActivitySku({
    skuId: s.skuId,
    activityPrice: s.price ?? s.salesPrice,
    salesPrice: s.salesPrice,
    mallStock: s.mallStock,
    // Open orders hold units of the product, not of the add-on stock: no floor but 1.
    reserved: 0,
    activityStock: s.stock ?? 0,
    lowest30: s.lowest30,
    bolSkipCheck: 'n',
  });
  const mapped = (f: (typeof check.errors)[number], field: string): AddonIssue => ({
    field,
    key: SKU_KEYS[f.key as keyof typeof SKU_KEYS] ?? 'addonSkuPriceMissing',
    params: { ...f.params, skuId: s.skuId },
  });
  for (const e of check.errors) {
    const stock = e.key.startsWith('activitySkuStock');
    if (!stock && s.price === null) continue;
    errors.push(mapped(e, `skus.${i}.${stock ? 'stock' : 'price'}`));
  }
  const warnings = s.price === null ? [] : check.warnings.map((w) => mapped(w, `skus.${i}.price`));
  return { errors, warnings };
}

/** Every rule an add-on deal breaks at `now`, in field order; empty when it may be saved. */
export function addonIssues(d: AddonDraft, now: Date): AddonIssue[] {
  const issues: AddonIssue[] = [];
  const name = d.name.trim();
  if (!name) issues.push({ field: 'name', key: 'addonNameRequired' });
  else if ([...name].length > ADDON_NAME_MAX)
    issues.push({ field: 'name', key: 'addonNameTooLong', params: { max: ADDON_NAME_MAX } });

  const { startAt, endAt } = d;
  if (!startAt || !endAt) issues.push({ field: startAt ? 'endTime' : 'startTime', key: 'addonTimeRequired' });
  else if (startAt.getTime() < now.getTime() - ADDON_START_GRACE_MS)
    issues.push({ field: 'startTime', key: 'addonStartPast' });
  else if (endAt <= startAt) issues.push({ field: 'endTime', key: 'addonEndBeforeStart' });
  else if (endAt.getTime() - startAt.getTime() > ADDON_MAX_DAYS * DAY_MS)
    issues.push({ field: 'endTime', key: 'addonTooLong', params: { days: ADDON_MAX_DAYS } });

  const perOrder = d.perOrder;
  if (perOrder === null || !Number.isInteger(perOrder) || perOrder < 1 || perOrder > ADDON_PER_ORDER_MAX)
    issues.push({ field: 'perOrder', key: 'addonPerOrderInvalid', params: { max: ADDON_PER_ORDER_MAX } });

  if (d.mainProductIds.length < 1) issues.push({ field: 'mainProductIds', key: 'addonMainRequired' });
  else if (d.mainProductIds.length > ADDON_MAX_MAIN_PRODUCTS)
    issues.push({ field: 'mainProductIds', key: 'addonTooManyMain', params: { max: ADDON_MAX_MAIN_PRODUCTS } });

  if (d.skus.length < 1) issues.push({ field: 'skus', key: 'addonSkusRequired' });
  else if (d.skus.length > ADDON_MAX_SKUS)
    issues.push({ field: 'skus', key: 'addonTooManySkus', params: { max: ADDON_MAX_SKUS } });
  const main = new Set(d.mainProductIds);
  const seen = new Set<string>();
  d.skus.forEach((s, i) => {
    if (seen.has(s.skuId)) {
      issues.push({ field: `skus.${i}.skuId`, key: 'addonSkuTwice', params: { skuId: s.skuId } });
      return;
    }
    seen.add(s.skuId);
    // A product both main and add-on would take its own add-on price: a deal ties two products.
    if (main.has(s.productId))
      issues.push({ field: `skus.${i}.skuId`, key: 'addonSkuIsMain', params: { skuId: s.skuId } });
    issues.push(...checkAddonSku(s, i).errors);
  });
  return issues;
}

/** The price check's warnings of every add-on SKU: saved, but the merchant is asked to look again. */
export function addonWarnings(d: Pick<AddonDraft, 'skus'>): AddonIssue[] {
  return d.skus.flatMap((s, i) => checkAddonSku(s, i).warnings);
}

/** What an add-on line pays, and why: the engine's reading, which the form's preview shares. */
export interface AddonLineResult {
  reason: AddonReason;
  /** Units at the add-on price. */
  units: number;
  /** What the add-on price takes off the line below its price before it (activity or list), satang. */
  discount: number;
}

/**
 * One add-on line: `quantity` units whose price before the deal is `basePrice` (the activity price,
 * or the list price), with a main product in the cart or not, `limitLeft` add-on units left in the
 * order and `stockLeft` units of add-on stock for it (null: not counted). The add-on price replaces
 * the base price only when lower; units past the limit or the stock pay the base price.
 */
export function addonLine(input: {
  quantity: number;
  basePrice: number;
  addonPrice: number;
  hasMain: boolean;
  limitLeft: number;
  stockLeft: number | null;
}): AddonLineResult {
  const none = (reason: AddonReason): AddonLineResult => ({ reason, units: 0, discount: 0 });
  if (!input.hasMain) return none('no_main_product');
  if (input.addonPrice < 0 || input.addonPrice >= input.basePrice) return none('not_lower');
  if (input.limitLeft <= 0) return none('limit_reached');
  const units = Math.min(input.quantity, input.limitLeft, input.stockLeft ?? Number.POSITIVE_INFINITY);
  if (units <= 0) return none('sold_out');
  return { reason: 'applied', units, discount: (input.basePrice - input.addonPrice) * units };
}
