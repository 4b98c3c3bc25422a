import {
  ACTIVITY_DEEP_DISCOUNT_PERCENT,
  ACTIVITY_MAX_DAYS,
  ACTIVITY_NAME_MAX,
  ACTIVITY_START_GRACE_MS,
  type ActivityState,
} from './activities.ts';
import { fillParams, type Locale } from './locale.ts';
import { bundleMessages } from './messages/bundle.ts';
import { STRICT_MIN_DISCOUNT_PERCENT } from './validators/discount.ts';
import { validatorMessages } from './validators/messages.ts';
import { satangToBaht } from './validators/price.ts';
import { type PriceCheckInput, priceCheck } from './validators/price-check.ts';

// Bundles, or set meals (/promotion/setmeal, /promotion/addSetMeal, /promotion/mealconf; calls
// under /oms/mms/suit/): main items and add-on items, each SKU in a quantity, sold together at a
// package price below their combined price (the members' sales prices times their quantities).
// While a bundle runs, a cart holding every member in its quantities pays the package price for
// each whole set, up to the bundle's stock of sets. Its rules are one function (bundleIssues) read
// by the server's refusals and, in the same words, by the form. States are the activities'
// (ACTIVITY_STATE), read from the clock.

export const BUNDLE_NAME_MAX = ACTIVITY_NAME_MAX;
export const BUNDLE_MAX_DAYS = ACTIVITY_MAX_DAYS;
export const BUNDLE_START_GRACE_MS = ACTIVITY_START_GRACE_MS;
/** Items (SKUs) of one bundle: "bundle items at most 20". */
export const BUNDLE_MAX_ITEMS = 20;
/** SKUs of one bundle at the least: "at least 2 associated SKU IDs". */
export const BUNDLE_MIN_ITEMS = 2;
/** Main items of one bundle: "Main products at most 10 (bundle main goods)". */
export const BUNDLE_MAX_MAIN = 10;
/** Units of one SKU in one set: 1 to this many (a bound of ours). */
export const BUNDLE_QUANTITY_MAX = 99;
/** The most sets a bundle may offer (the product's own stock bound, as an activity's). */
export const BUNDLE_STOCK_MAX = 9_999_999;
/**
 * The least a package price takes off the combined price, in percent. The spec gives 2% for
 * promotions and 5% "in some cases", and says bundle bounds use their own percent; a bundle takes
 * the stricter 5% (STRICT_MIN_DISCOUNT_PERCENT).
 */
export const BUNDLE_MIN_DISCOUNT_PERCENT = STRICT_MIN_DISCOUNT_PERCENT;
/** Above this many percent off the combined price, the package price is flagged (as an activity price). */
export const BUNDLE_DEEP_DISCOUNT_PERCENT = ACTIVITY_DEEP_DISCOUNT_PERCENT;

export const BUNDLE_ROLE = ['main', 'addon'] as const;
export type BundleRole = (typeof BUNDLE_ROLE)[number];
export type BundleState = ActivityState;
export type BundleMessageKey = keyof typeof bundleMessages;
/** The shared price check's keys a bundle may fail with (validators/price-check.ts). */
export type BundlePriceCheckKey =
  | 'priceCheckBundleNoReferencePrice'
  | 'priceCheckNegativeProfit'
  | 'priceCheckAboveMarket';

/**
 * Why a running bundle does or does not price a cart (the engine's verdicts): applied (whole sets
 * at the package price); incomplete (a member is missing or short of its quantity); not_lower (the
 * members already cost no more than the package price after their activity or member prices);
 * sold_out (no set left in the bundle's stock).
 */
export const BUNDLE_REASON = ['applied', 'incomplete', 'not_lower', 'sold_out'] as const;
export type BundleReason = (typeof BUNDLE_REASON)[number];

/** One member as the rules read it: money in satang; the SKU's figures as the shop has them now. */
export interface BundleItemDraft {
  skuId: string;
  productId: string;
  role: BundleRole;
  /** Units in one set; null when not given. */
  quantity: number | null;
  salesPrice: number;
  /** The SKU's reference (market) price; 0 means it has none. */
  marketPrice: number;
  purchasePrice: number;
  mallStock: number;
}

export interface BundleDraft {
  name: string;
  startAt: Date | null;
  endAt: Date | null;
  /** The package price of one set; null when not given. */
  packagePrice: number | null;
  /** Sets offered; null when not given. */
  stock: number | null;
  items: readonly BundleItemDraft[];
}

export interface BundleIssue {
  /** name, startTime, endTime, packagePrice, stock, items, or items.<i>.quantity / items.<i>.skuId. */
  field: string;
  key: BundleMessageKey | BundlePriceCheckKey;
  params?: Record<string, string | number>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const quantityOk = (q: number | null): q is number =>
  q !== null && Number.isInteger(q) && q >= 1 && q <= BUNDLE_QUANTITY_MAX;

/** The combined price of one set: each member's sales price times its quantity, satang (quantities not valid count 0). */
export function bundleCombined(items: readonly Pick<BundleItemDraft, 'salesPrice' | 'quantity'>[]): number {
  return items.reduce((s, i) => s + (quantityOk(i.quantity) ? i.salesPrice * i.quantity : 0), 0);
}

/** Percent the package price takes off the combined price, two decimals (0 without a combined price). */
export function bundlePercentOff(packagePrice: number, combined: number): number {
  if (combined <= 0) return 0;
  return Math.round(((combined - packagePrice) * 10_000) / combined) / 100;
}

/** The most sets the members' product stock makes. */
export function bundleSetsOfStock(items: readonly Pick<BundleItemDraft, 'mallStock' | 'quantity'>[]): number {
  const sets = items.filter((i) => quantityOk(i.quantity)).map((i) => Math.floor(i.mallStock / (i.quantity ?? 1)));
  return sets.length === 0 ? 0 : Math.max(0, Math.min(...sets));
}

/**
 * The shared price check of a bundle (validators/price-check.ts), prefixed with its first main
 * SKU: every member needs a reference price; the package price is not above the members' combined
 * market price and, against their combined purchase price, no sale at a loss. A merchant has no
 * exemption of their own: bolSkipCheck is the platform's, never set here.
 */
export function bundlePriceCheck(d: Pick<BundleDraft, 'packagePrice' | 'items'>): BundleIssue[] {
  const head = d.items.find((i) => i.role === 'main') ?? d.items[0];
  if (!head) return [];
  const sum = (f: (i: BundleItemDraft) => number) =>
    d.items.reduce((s, i) => s + (quantityOk(i.quantity) ? f(i) * i.quantity : 0), 0);
  const input: PriceCheckInput = {
    skuId: head.skuId,
    bolNoPromotionalPrice: 'n',
    bolAllowNegProfit: 'n',
    bolSkipCheck: 'n',
    amtPromotion: d.packagePrice,
    marketPrice: sum((i) => i.marketPrice),
    erpItemPromotion: { purchasePrice: sum((i) => i.purchasePrice) },
    notSetPromotionGroupSkuIds: d.items.filter((i) => i.marketPrice <= 0).map((i) => i.skuId),
  };
  return priceCheck(input).flatMap((f): BundleIssue[] => {
    if (f.key === 'priceCheckBundleNoReferencePrice')
      return [{ field: 'items', key: f.key, ...(f.params ? { params: f.params } : {}) }];
    if (f.key === 'priceCheckNegativeProfit' || f.key === 'priceCheckAboveMarket')
      return [{ field: 'packagePrice', key: f.key, ...(f.params ? { params: f.params } : {}) }];
    // No package price yet is said by the bundle's own rule.
    return [];
  });
}

/** Every rule a bundle breaks at `now`, in field order; empty when it may be saved. */
export function bundleIssues(d: BundleDraft, now: Date): BundleIssue[] {
  const issues: BundleIssue[] = [];
  const name = d.name.trim();
  if (!name) issues.push({ field: 'name', key: 'bundleNameRequired' });
  else if ([...name].length > BUNDLE_NAME_MAX)
    issues.push({ field: 'name', key: 'bundleNameTooLong', params: { max: BUNDLE_NAME_MAX } });

  const { startAt, endAt } = d;
  if (!startAt || !endAt) issues.push({ field: startAt ? 'endTime' : 'startTime', key: 'bundleTimeRequired' });
  else if (startAt.getTime() < now.getTime() - BUNDLE_START_GRACE_MS)
    issues.push({ field: 'startTime', key: 'bundleStartPast' });
  else if (endAt <= startAt) issues.push({ field: 'endTime', key: 'bundleEndBeforeStart' });
  else if (endAt.getTime() - startAt.getTime() > BUNDLE_MAX_DAYS * DAY_MS)
    issues.push({ field: 'endTime', key: 'bundleTooLong', params: { days: BUNDLE_MAX_DAYS } });

  const mains = d.items.filter((i) => i.role === 'main').length;
  if (d.items.length < BUNDLE_MIN_ITEMS)
    issues.push({ field: 'items', key: 'bundleTooFewItems', params: { min: BUNDLE_MIN_ITEMS } });
  else if (d.items.length > BUNDLE_MAX_ITEMS)
    issues.push({ field: 'items', key: 'bundleTooManyItems', params: { max: BUNDLE_MAX_ITEMS } });
  if (d.items.length > 0 && mains < 1) issues.push({ field: 'items', key: 'bundleMainRequired' });
  else if (mains > BUNDLE_MAX_MAIN)
    issues.push({ field: 'items', key: 'bundleTooManyMain', params: { max: BUNDLE_MAX_MAIN } });
  const seen = new Set<string>();
  d.items.forEach((item, i) => {
    if (seen.has(item.skuId)) {
      issues.push({ field: `items.${i}.skuId`, key: 'bundleSkuTwice', params: { skuId: item.skuId } });
      return;
    }
    seen.add(item.skuId);
    if (!quantityOk(item.quantity))
      issues.push({
        field: `items.${i}.quantity`,
        key: 'bundleQuantityInvalid',
        params: { skuId: item.skuId, max: BUNDLE_QUANTITY_MAX },
      });
  });

  const combined = bundleCombined(d.items);
  const price = d.packagePrice;
  if (price === null || !Number.isSafeInteger(price)) issues.push({ field: 'packagePrice', key: 'bundlePriceMissing' });
  else if (price <= 0) issues.push({ field: 'packagePrice', key: 'bundlePriceFree' });
  else if (combined > 0 && price >= combined)
    issues.push({
      field: 'packagePrice',
      key: 'bundlePriceNotBelowCombined',
      params: { combined: satangToBaht(combined) },
    });
  else if (combined > 0 && price * 100 > combined * (100 - BUNDLE_MIN_DISCOUNT_PERCENT))
    issues.push({
      field: 'packagePrice',
      key: 'bundleDiscountTooSmall',
      params: { min: BUNDLE_MIN_DISCOUNT_PERCENT, combined: satangToBaht(combined) },
    });
  issues.push(...bundlePriceCheck(d));

  const stock = d.stock;
  if (stock === null || !Number.isSafeInteger(stock) || stock <= 0)
    issues.push({ field: 'stock', key: 'bundleStockNotPositive' });
  else if (d.items.length > 0 && stock > bundleSetsOfStock(d.items))
    issues.push({ field: 'stock', key: 'bundleStockAboveMembers', params: { max: bundleSetsOfStock(d.items) } });
  return issues;
}

/** Saved, but the merchant is asked to look again: a package price more than 95% off the combined price. */
export function bundleWarnings(d: Pick<BundleDraft, 'packagePrice' | 'items'>): BundleIssue[] {
  const combined = bundleCombined(d.items);
  if (d.packagePrice === null || d.packagePrice <= 0 || combined <= 0) return [];
  const off = bundlePercentOff(d.packagePrice, combined);
  return off > BUNDLE_DEEP_DISCOUNT_PERCENT
    ? [
        {
          field: 'packagePrice',
          key: 'bundleDeepDiscount',
          params: { percent: off, threshold: BUNDLE_DEEP_DISCOUNT_PERCENT },
        },
      ]
    : [];
}

/**
 * Shares a set's `total` (satang) over its members in proportion to `weights` by largest
 * remainder: each share is the floor of its exact part, and the satang left go one each to the
 * largest fractional parts (ties to the earlier member), so the shares sum exactly to `total`.
 */
export function largestRemainder(weights: readonly number[], total: number): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (BigInt(total) * BigInt(w)) / BigInt(sum));
  const rest = weights.map((w) => (BigInt(total) * BigInt(w)) % BigInt(sum));
  const shares = exact.map(Number);
  let left = total - shares.reduce((s, x) => s + x, 0);
  const order = rest.map((r, i) => ({ r, i })).sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** An issue in `locale`: the bundle's own words, or the shared price check's. */
export function sayBundleIssue(i: BundleIssue, locale: Locale): string {
  const texts = i.key.startsWith('priceCheck')
    ? validatorMessages[i.key as BundlePriceCheckKey]
    : bundleMessages[i.key as BundleMessageKey];
  return fillParams(texts[locale], i.params);
}
