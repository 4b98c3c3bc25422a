import {
  ACTIVITY_DEEP_DISCOUNT_PERCENT,
  ACTIVITY_MIN_DISCOUNT_PERCENT,
  ACTIVITY_SHALLOW_DISCOUNT_PERCENT,
} from '../activities.ts';
import { satangToBaht } from './price.ts';
import type { YesNo } from './price-check.ts';
import { type CheckFailure, fail } from './result.ts';

// The price check of one activity SKU (spec §5 "Prices and promotions", "Stock", and the shared
// price check's bolSkipCheck), the same on the server and in the form. Amounts are integer satang.
// Every message names the SKU. Failures refuse the price; warnings ask the merchant to look again.

export interface ActivityPriceInput {
  skuId: string;
  /** The activity price under check. */
  activityPrice: number;
  /** The SKU's sales price now. */
  salesPrice: number;
  /** The SKU's stock in the mall and the part of it open orders hold. */
  mallStock: number;
  reserved: number;
  /** Units offered at the activity price. */
  activityStock: number;
  /** The SKU's lowest price of the last 30 days; null when unknown. */
  lowest30: number | null;
  /** 'y': the platform exempts this SKU from the check. */
  bolSkipCheck: YesNo;
  /** The SKU's purchase price (what the shop paid); null, 0 or absent when not recorded. */
  purchasePrice?: number | null;
}

export interface ActivityPriceResult {
  errors: CheckFailure[];
  warnings: CheckFailure[];
}

/** Percent off the sales price, two decimals at most (0 when there is no sales price). */
export function percentOff(activityPrice: number, salesPrice: number): number {
  if (salesPrice <= 0) return 0;
  return Math.round(((salesPrice - activityPrice) * 10_000) / salesPrice) / 100;
}

export function checkActivitySku(input: ActivityPriceInput): ActivityPriceResult {
  const errors: CheckFailure[] = [];
  const warnings: CheckFailure[] = [];
  if (input.bolSkipCheck === 'y') return { errors, warnings };
  const { skuId, activityPrice: price, salesPrice: sales } = input;

  // 1. Not above the sales price; 2. at least the minimum discount, and below 100% off.
  if (price > sales) {
    errors.push(fail('activitySkuAboveSales', { skuId, salesPrice: satangToBaht(sales) }));
  } else if (price * 100 > sales * (100 - ACTIVITY_MIN_DISCOUNT_PERCENT) || sales <= 0) {
    errors.push(fail('activitySkuDiscountTooSmall', { skuId, min: ACTIVITY_MIN_DISCOUNT_PERCENT }));
  } else if (price <= 0) {
    errors.push(fail('activitySkuFree', { skuId }));
  } else {
    const off = percentOff(price, sales);
    if (off < ACTIVITY_SHALLOW_DISCOUNT_PERCENT) {
      warnings.push(
        fail('activitySkuShallowDiscount', { skuId, percent: off, threshold: ACTIVITY_SHALLOW_DISCOUNT_PERCENT }),
      );
    }
    if (off > ACTIVITY_DEEP_DISCOUNT_PERCENT) {
      warnings.push(
        fail('activitySkuDeepDiscount', { skuId, percent: off, threshold: ACTIVITY_DEEP_DISCOUNT_PERCENT }),
      );
    }
  }
  // The lowest price of 30 days: a price not below it is no real cut for the buyer.
  if (input.lowest30 !== null && price <= sales && price >= input.lowest30) {
    warnings.push(fail('activitySkuNotBelowLowest', { skuId, lowest: satangToBaht(input.lowest30) }));
  }

  // Below what the shop paid for it: sold at a loss on every unit, before anything else stacks.
  const cost = input.purchasePrice ?? 0;
  if (cost > 0 && price > 0 && price <= sales && price < cost) {
    warnings.push(fail('activitySkuBelowPurchase', { skuId, purchasePrice: satangToBaht(cost) }));
  }

  // 3. Promotion stock above 0; 4. not above the mall stock and not below what orders hold.
  const stock = input.activityStock;
  if (!Number.isSafeInteger(stock) || stock <= 0) {
    errors.push(fail('activitySkuStockNotPositive', { skuId }));
  } else if (stock > input.mallStock) {
    errors.push(fail('activitySkuStockAboveMall', { skuId, mallStock: input.mallStock }));
  } else if (stock < input.reserved) {
    errors.push(fail('activitySkuStockBelowReserved', { skuId, reserved: input.reserved }));
  }
  return { errors, warnings };
}
