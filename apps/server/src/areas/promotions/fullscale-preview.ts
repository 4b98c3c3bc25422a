import { FULLSCALE_PREVIEW_SKUS_MAX, type FullscalePreviewRow } from '@sc/contract/calls/fullscale.ts';
import type { FullscaleKind, FullscaleReward } from '@sc/contract/fullscale.ts';
import { COUPON_PREVIEW_UNITS_MAX } from '@sc/contract/promotions.ts';
import { bahtToSatang } from '@sc/contract/validators/price.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { skuPrices } from '../items/index.ts';
import { runningActivityOffers } from './activity-checkout.ts';
import { type FullscaleOffer, priceCart } from './engine.ts';
import { ANY_BUYER, belowCost, grantingOffers, promotionNames, stackedOf, unitsReaching } from './preview-stack.ts';

// The final price preview of a full-scale promotion being made (catalogue entry
// /oms/mms/fullscale/preview): each SKU bought just enough to reach each tier, priced by the
// promotion engine as a checkout would with what stacks and runs now: the SKU's activity price
// before the tier, then the best of the coupons the shop grants now, judged after it, for a buyer
// who collected them all. Nothing is stored.

export interface FullscalePreviewInput {
  kind: FullscaleKind;
  rewardType: FullscaleReward;
  /** As fullscaleAdd takes them: baht or units, baht or whole percent. */
  tiers: readonly { threshold: number; reward: number }[];
  skuIds: readonly string[];
}

const baht = (satang: number) => satang / 100;

export async function previewFullscale(
  shop: ShopScope,
  input: FullscalePreviewInput,
  now: Date,
): Promise<FullscalePreviewRow[]> {
  // A tier not yet whole (a threshold or reward missing, zero or past two decimals) is left out.
  const tiers = input.tiers.flatMap((t) => {
    const threshold = input.kind === 'amount' ? bahtToSatang(t.threshold) : Math.round(t.threshold);
    const reward = input.rewardType === 'amount' ? bahtToSatang(t.reward) : Math.round(t.reward);
    return threshold && reward ? [{ threshold, reward }] : [];
  });
  if (tiers.length === 0) return [];
  const found = await skuPrices(shop, input.skuIds, FULLSCALE_PREVIEW_SKUS_MAX);
  const draft: FullscaleOffer = {
    fullscaleId: 'preview',
    kind: input.kind,
    rewardType: input.rewardType,
    tiers,
    productIds: null,
    startAt: now,
    endAt: new Date(now.getTime() + 1),
    stopped: false,
  };
  const running = await runningActivityOffers(
    shop,
    found.map((sku) => ({ skuId: sku.skuId, unitPrice: sku.price })),
    now,
  );
  const granting = await grantingOffers(shop, now);
  const names = new Map([
    ...(await promotionNames(
      shop,
      running.map((r) => r.activityId),
      [],
    )),
    ...granting.names,
  ]);
  return found.flatMap((sku) => {
    const activity = running.filter((a) => a.skuId === sku.skuId);
    // The tier is judged on the goods at their activity price.
    const paidEach = activity[0]?.unitPrice ?? sku.price;
    return tiers.map((tier, i): FullscalePreviewRow => {
      const quantity =
        input.kind === 'quantity'
          ? Math.min(Math.max(1, tier.threshold), COUPON_PREVIEW_UNITS_MAX)
          : unitsReaching(tier.threshold, paidEach);
      const cart = priceCart(
        [{ skuId: sku.skuId, productId: sku.productId, quantity, unitPrice: sku.price }],
        granting.offers,
        ANY_BUYER,
        now,
        activity,
        [draft],
      );
      return {
        skuId: String(sku.skuId),
        productId: String(sku.productId),
        title: sku.title,
        specText: sku.specValues.join(' / '),
        price: baht(sku.price),
        purchasePrice: sku.purchasePrice > 0 ? baht(sku.purchasePrice) : null,
        tier: i + 1,
        quantity,
        goodsAmount: baht(cart.listAmount),
        activityDiscount: baht(cart.activityDiscount),
        fullscaleDiscount: baht(cart.fullscaleDiscount),
        couponDiscount: baht(cart.couponDiscount),
        payAmount: baht(cart.finalAmount),
        belowPurchase: belowCost(sku.purchasePrice, cart.finalAmount, quantity),
        stacked: stackedOf(cart, names),
      };
    });
  });
}
