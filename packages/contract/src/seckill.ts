import { ACTIVITY_STOCK_MAX } from './activities.ts';
import type { seckillMessages } from './messages/seckill.ts';
import { checkActivitySku } from './validators/activity-price.ts';

// Flash sales (/activityreport/seckill/{modeId}; catalogue §7 "Marketing (mms/)": activities and
// activity reports). The platform publishes a flash-sale programme (modeId) with time slots; a
// merchant registers SKUs into a slot with a flash price, flash stock and a per-buyer limit; the
// platform's operator approves or rejects each registration with a reason. An approved
// registration sells at its flash price only while its slot runs, up to its flash stock and, per
// buyer, its limit; units beyond either pay the normal price (what the line would cost without
// the flash sale), as marketplaces sell past a flash allowance. Its rules are one function
// (seckillSkuIssues) read by the server's refusals and, in the same words, by the form.

/** Units one buyer buys at the flash price of one registration: 1 to this many (a bound of ours). */
export const FLASH_PER_BUYER_MAX = 99;
/** The most flash stock one registration may carry (the product's own bound, as an activity's). */
export const FLASH_STOCK_MAX = ACTIVITY_STOCK_MAX;
/** SKUs one registration request may carry (the spec's "up to 100 … ids per query"). */
export const FLASH_SKUS_PER_REQUEST_MAX = 100;
/** Slots of one programme (a bound of ours: three a day for a week and more). */
export const FLASH_SLOTS_MAX = 48;
export const FLASH_NAME_MAX = 40;
/** The operator's reason for a rejection: the spec's remark length. */
export const FLASH_REASON_MAX = 200;
/** The modeId the screens use for the newest programme published. */
export const FLASH_LATEST_MODE = 'latest';

/** Review states of a registration (the spec's "submission or entry review" words). */
export const FLASH_REG_STATE = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type FlashRegState = (typeof FLASH_REG_STATE)[number];
/** States of a slot, from the clock. */
export const FLASH_SLOT_STATE = ['upcoming', 'running', 'ended'] as const;
export type FlashSlotState = (typeof FLASH_SLOT_STATE)[number];

export type SeckillMessageKey = keyof typeof seckillMessages;

/** One SKU to register, as the rules read it: money in satang; the SKU's figures as the shop has them now. */
export interface FlashSkuDraft {
  skuId: string;
  /** The flash price; null when not given. */
  price: number | null;
  /** Units offered at the flash price; null when not given. */
  stock: number | null;
  /** Units one buyer buys at the flash price; null when not given. */
  perBuyer: number | null;
  salesPrice: number;
  mallStock: number;
  /** The SKU's lowest price of the last 30 days; null when unknown. */
  lowest30: number | null;
}

export interface FlashIssue {
  /** skus.<i>.price / skus.<i>.stock / skus.<i>.perBuyer / skus.<i>.skuId, or slotId / skus. */
  field: string;
  key: SeckillMessageKey;
  params?: Record<string, string | number>;
}

/** The price check's keys (validators/activity-price.ts) in a flash sale's words. */
const SKU_KEYS = {
  activitySkuAboveSales: 'seckillAboveSales',
  activitySkuDiscountTooSmall: 'seckillDiscountTooSmall',
  activitySkuFree: 'seckillFree',
  activitySkuShallowDiscount: 'seckillShallowDiscount',
  activitySkuDeepDiscount: 'seckillDeepDiscount',
  activitySkuNotBelowLowest: 'seckillNotBelowLowest',
  activitySkuStockNotPositive: 'seckillStockNotPositive',
  activitySkuStockAboveMall: 'seckillStockAboveMall',
  activitySkuStockBelowReserved: 'seckillStockNotPositive',
} as const satisfies Record<string, SeckillMessageKey>;

/**
 * The shared price check of one flash SKU (as an activity price): not above the sales price, at
 * least the minimum discount below it, above 0; flash stock above 0 and not above the product's
 * stock; per-buyer limit 1 to FLASH_PER_BUYER_MAX. Warnings: a cut under 50% or over 95%, a price
 * not below the lowest of 30 days.
 */
export function checkFlashSku(s: FlashSkuDraft, i: number): { errors: FlashIssue[]; warnings: FlashIssue[] } {
  const errors: FlashIssue[] = [];
  if (s.price === null || !Number.isSafeInteger(s.price))
    errors.push({ field: `skus.${i}.price`, key: 'seckillPriceMissing', params: { skuId: s.skuId } });
  const check = checkActivitySku({
    skuId: s.skuId,
    activityPrice: s.price ?? s.salesPrice,
    salesPrice: s.salesPrice,
    mallStock: s.mallStock,
    // Open orders hold units of the product, not of the flash stock: no floor but 1.
    reserved: 0,
    activityStock: s.stock ?? 0,
    lowest30: s.lowest30,
    bolSkipCheck: 'n',
  });
  const mapped = (f: (typeof check.errors)[number], field: string): FlashIssue => ({
    field,
    key: SKU_KEYS[f.key as keyof typeof SKU_KEYS] ?? 'seckillPriceMissing',
    params: { ...f.params, skuId: s.skuId },
  });
  for (const e of check.errors) {
    const stock = e.key.startsWith('activitySkuStock');
    if (!stock && s.price === null) continue;
    errors.push(mapped(e, `skus.${i}.${stock ? 'stock' : 'price'}`));
  }
  const p = s.perBuyer;
  if (p === null || !Number.isInteger(p) || p < 1 || p > FLASH_PER_BUYER_MAX)
    errors.push({
      field: `skus.${i}.perBuyer`,
      key: 'seckillPerBuyerInvalid',
      params: { skuId: s.skuId, max: FLASH_PER_BUYER_MAX },
    });
  const warnings = s.price === null ? [] : check.warnings.map((w) => mapped(w, `skus.${i}.price`));
  return { errors, warnings };
}

/** Every rule a registration request breaks: at least one SKU, no SKU twice, each SKU's own. */
export function seckillSkuIssues(skus: readonly FlashSkuDraft[]): FlashIssue[] {
  const issues: FlashIssue[] = [];
  if (skus.length < 1) issues.push({ field: 'skus', key: 'seckillSkusRequired' });
  else if (skus.length > FLASH_SKUS_PER_REQUEST_MAX)
    issues.push({ field: 'skus', key: 'seckillTooManySkus', params: { max: FLASH_SKUS_PER_REQUEST_MAX } });
  const seen = new Set<string>();
  skus.forEach((s, i) => {
    if (seen.has(s.skuId)) {
      issues.push({ field: `skus.${i}.skuId`, key: 'seckillSkuTwice', params: { skuId: s.skuId } });
      return;
    }
    seen.add(s.skuId);
    issues.push(...checkFlashSku(s, i).errors);
  });
  return issues;
}

/** The price check's warnings of every SKU: registered, but the merchant is asked to look again. */
export function seckillWarnings(skus: readonly FlashSkuDraft[]): FlashIssue[] {
  return skus.flatMap((s, i) => checkFlashSku(s, i).warnings);
}

/** A slot's state at `now`: upcoming before its start, running until its end, then ended. */
export function flashSlotState(slot: { startAt: Date; endAt: Date }, now: Date): FlashSlotState {
  if (now < slot.startAt) return 'upcoming';
  return now < slot.endAt ? 'running' : 'ended';
}

/**
 * Units of one line at the flash price: at most the buyer's allowance left and the flash stock
 * left (null: not counted); the rest pay the normal price.
 */
export function flashUnits(input: { quantity: number; buyerLeft: number; stockLeft: number | null }): number {
  return Math.max(0, Math.min(input.quantity, input.buyerLeft, input.stockLeft ?? Number.POSITIVE_INFINITY));
}
