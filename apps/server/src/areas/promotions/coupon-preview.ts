import type { CouponPreviewRow } from '@sc/contract/calls/promotions.ts';
import {
  COUPON_PREVIEW_SKUS_MAX,
  COUPON_PREVIEW_UNITS_MAX,
  type CouponThreshold,
  type CouponType,
} from '@sc/contract/promotions.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { skuPrices } from '../items/index.ts';
import { runningActivityOffers } from './activity-checkout.ts';
import { type CouponOffer, priceCart } from './engine.ts';
import { runningFullscales } from './fullscale.ts';
import { ANY_BUYER, belowCost, promotionNames, stackedOf } from './preview-stack.ts';

// The final price preview of a coupon being made (catalogue entry /oms/mms/coupon/preview): each
// SKU priced by the promotion engine as a checkout would, with everything of the shop's that
// stacks with a coupon and runs now (the SKU's activity price, the product's full-scale tier), in
// a cart of the fewest units that reach the minimum spend or the count rule's units, for a buyer
// the coupon is open to. Nothing is stored.

export interface PreviewInput {
  type: CouponType;
  /** Satang. */
  faceValue: number | null;
  percentOff: number | null;
  /** Satang: a percent coupon's cap; null or absent: none. */
  maxDiscount?: number | null;
  /** Satang; 0 means none. */
  minSpend: number;
  /** COUPON_THRESHOLD: with units, minUnits is the count rule's; spend when absent. */
  threshold?: CouponThreshold;
  minUnits?: number | null;
  skuIds: readonly string[];
}

const baht = (satang: number) => satang / 100;

/** Units of one SKU a buyer buys to reach the minimum spend (1 without one), at most a line's worth. */
export function unitsToReach(minSpend: number, price: number): number {
  if (minSpend <= 0 || price <= 0) return 1;
  return Math.min(Math.ceil(minSpend / price), COUPON_PREVIEW_UNITS_MAX);
}

export async function previewCoupon(shop: ShopScope, input: PreviewInput, now: Date): Promise<CouponPreviewRow[]> {
  const minUnits = input.threshold === 'units' ? Math.min(input.minUnits ?? 0, COUPON_PREVIEW_UNITS_MAX) : 0;
  const offer: CouponOffer = {
    offerId: 'preview',
    couponId: 'preview',
    type: input.type,
    value: (input.type === 'amount' ? input.faceValue : input.percentOff) ?? 0,
    minSpend: input.minSpend,
    minUnits,
    maxDiscount: input.type === 'percent' ? (input.maxDiscount ?? null) : null,
    audience: 'all',
    usableFrom: now,
    usableUntil: new Date(now.getTime() + 1),
    stopped: false,
    used: false,
  };
  const found = await skuPrices(shop, input.skuIds, COUPON_PREVIEW_SKUS_MAX);
  const running = await runningActivityOffers(
    shop,
    found.map((sku) => ({ skuId: sku.skuId, unitPrice: sku.price })),
    now,
  );
  const tiers = await runningFullscales(shop, [...new Set(found.map((sku) => sku.productId))], now);
  const names = await promotionNames(
    shop,
    running.map((a) => a.activityId),
    tiers.map((f) => f.fullscaleId),
  );
  return found.map((sku) => {
    const activity = running.filter((a) => a.skuId === sku.skuId);
    // The coupon's minimum spend is judged on the goods at their activity price.
    const paidEach = activity[0]?.unitPrice ?? sku.price;
    const quantity = Math.max(unitsToReach(input.minSpend, paidEach), minUnits);
    const cart = priceCart(
      [{ skuId: sku.skuId, productId: sku.productId, quantity, unitPrice: sku.price }],
      [offer],
      ANY_BUYER,
      now,
      activity,
      tiers,
    );
    const reason = cart.verdicts[0]?.reason ?? 'no_goods';
    return {
      skuId: String(sku.skuId),
      productId: String(sku.productId),
      title: sku.title,
      specText: sku.specValues.join(' / '),
      imageUrl: sku.imageUrl,
      price: baht(sku.price),
      purchasePrice: sku.purchasePrice > 0 ? baht(sku.purchasePrice) : null,
      quantity,
      goodsAmount: baht(cart.listAmount),
      discount: baht(cart.discount),
      activityDiscount: baht(cart.activityDiscount),
      fullscaleDiscount: baht(cart.fullscaleDiscount),
      couponDiscount: baht(cart.couponDiscount),
      stacked: stackedOf(cart, names),
      payAmount: baht(cart.finalAmount),
      unitPrice: baht(Math.round(cart.finalAmount / quantity)),
      reason,
      belowPurchase: belowCost(sku.purchasePrice, cart.finalAmount, quantity),
    };
  });
}
