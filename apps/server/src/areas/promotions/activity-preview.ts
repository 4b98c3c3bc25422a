import type { ActivityPreviewRow } from '@sc/contract/calls/activities.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { skuPrices } from '../items/index.ts';
import { type ActivityOffer, priceCart } from './engine.ts';
import { runningFullscales } from './fullscale.ts';
import {
  ANY_BUYER,
  belowCost,
  cheapestPerUnit,
  grantingOffers,
  promotionNames,
  reachingQuantities,
  stackedOf,
} from './preview-stack.ts';

// The final price preview of the discount form (catalogue entry /oms/shop/promote/item/preview):
// each SKU at the activity price being typed, priced by the promotion engine as a checkout would
// with what stacks and runs now (the product's full-scale tier, the best coupon the shop grants
// now). A merchant's worry is the deepest stack, so of the carts of one unit and of the fewest
// units that just reach each running tier or coupon, the one where a unit costs least is shown.
// Nothing is stored.

const baht = (satang: number) => satang / 100;

export async function previewActivityPrices(
  shop: ShopScope,
  rows: readonly { skuId: string; amtPromotion: number }[],
  now: Date,
): Promise<ActivityPreviewRow[]> {
  const found = await skuPrices(
    shop,
    rows.map((r) => r.skuId),
    rows.length,
  );
  const byId = new Map(found.map((sku) => [String(sku.skuId), sku]));
  const tiers = await runningFullscales(shop, [...new Set(found.map((sku) => sku.productId))], now);
  const granting = await grantingOffers(shop, now);
  const names = new Map([
    ...(await promotionNames(
      shop,
      [],
      tiers.map((f) => f.fullscaleId),
    )),
    ...granting.names,
  ]);
  return rows.flatMap((row): ActivityPreviewRow[] => {
    const sku = byId.get(row.skuId);
    if (!sku) return [];
    const each = Math.min(row.amtPromotion, sku.price);
    const activity: ActivityOffer[] =
      row.amtPromotion < sku.price
        ? [
            {
              activityId: 'preview',
              skuId: sku.skuId,
              unitPrice: row.amtPromotion,
              startAt: now,
              endAt: new Date(now.getTime() + 1),
              stopped: false,
            },
          ]
        : [];
    const mine = tiers.filter((f) => f.productIds === null || f.productIds.includes(sku.productId));
    const best = cheapestPerUnit(reachingQuantities(each, mine, granting.offers), (quantity) =>
      priceCart(
        [{ skuId: sku.skuId, productId: sku.productId, quantity, unitPrice: sku.price }],
        granting.offers,
        ANY_BUYER,
        now,
        activity,
        mine,
      ),
    );
    if (!best) return [];
    const { quantity, cart } = best;
    return [
      {
        skuId: row.skuId,
        quantity,
        goodsAmount: baht(cart.listAmount),
        activityDiscount: baht(cart.activityDiscount),
        fullscaleDiscount: baht(cart.fullscaleDiscount),
        couponDiscount: baht(cart.couponDiscount),
        payAmount: baht(cart.finalAmount),
        unitPrice: baht(Math.round(cart.finalAmount / quantity)),
        belowPurchase: belowCost(sku.purchasePrice, cart.finalAmount, quantity),
        stacked: stackedOf(cart, names),
      },
    ];
  });
}
