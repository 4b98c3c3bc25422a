import type { PlusPreviewRow } from '@sc/contract/calls/plusmember.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { skuPrices } from '../items/index.ts';
import { type BuyerFacts, type MemberOffer, priceCart } from './engine.ts';
import {
  ANY_BUYER,
  belowCost,
  cheapestPerUnit,
  PLUS_BUYER,
  reachingQuantities,
  runningStack,
  stackedOf,
} from './preview-stack.ts';

// The final price preview of the T Plus member offer form (catalogue entry
// /oms/mms/plusmember/preview): each SKU at the member price being typed, priced by the promotion
// engine for a member as a checkout would with what stacks and runs now (the SKU's running discount,
// which the engine takes instead where lower, the product's full-scale tier, the best coupon the
// shop grants now, members' coupons among them). As in the discount form's preview, of the carts of
// one unit and of the fewest units that just reach each tier or coupon, the one where a member pays
// least a unit is shown, with what any other buyer pays for the same units. Nothing is stored.

const baht = (satang: number) => satang / 100;

export async function previewMemberPrices(
  shop: ShopScope,
  rows: readonly { skuId: string; memberPrice: number }[],
  now: Date,
): Promise<PlusPreviewRow[]> {
  const found = await skuPrices(
    shop,
    rows.map((r) => r.skuId),
    rows.length,
  );
  const byId = new Map(found.map((sku) => [String(sku.skuId), sku]));
  const { running, tiers, granting, names } = await runningStack(shop, found, now);
  return rows.flatMap((row): PlusPreviewRow[] => {
    const sku = byId.get(row.skuId);
    if (!sku) return [];
    const activity = running.filter((a) => a.skuId === sku.skuId);
    const member: MemberOffer[] =
      row.memberPrice < sku.price
        ? [
            {
              offerId: 'preview',
              skuId: sku.skuId,
              unitPrice: row.memberPrice,
              startAt: now,
              endAt: new Date(now.getTime() + 1),
              stopped: false,
            },
          ]
        : [];
    const mine = tiers.filter((f) => f.productIds === null || f.productIds.includes(sku.productId));
    const each = Math.min(row.memberPrice, activity[0]?.unitPrice ?? sku.price, sku.price);
    const price = (quantity: number, buyer: BuyerFacts, members: readonly MemberOffer[]) =>
      priceCart(
        [{ skuId: sku.skuId, productId: sku.productId, quantity, unitPrice: sku.price }],
        granting.offers,
        buyer,
        now,
        activity,
        mine,
        [],
        members,
      );
    const best = cheapestPerUnit(reachingQuantities(each, mine, granting.offers), (q) => price(q, PLUS_BUYER, member));
    if (!best) return [];
    const { quantity, cart } = best;
    const others = price(quantity, ANY_BUYER, []);
    return [
      {
        skuId: row.skuId,
        quantity,
        goodsAmount: baht(cart.listAmount),
        memberDiscount: baht(cart.memberDiscount),
        activityDiscount: baht(cart.activityDiscount),
        fullscaleDiscount: baht(cart.fullscaleDiscount),
        couponDiscount: baht(cart.couponDiscount),
        payAmount: baht(cart.finalAmount),
        unitPrice: baht(Math.round(cart.finalAmount / quantity)),
        belowPurchase: belowCost(sku.purchasePrice, cart.finalAmount, quantity),
        stacked: stackedOf(cart, names),
        othersPayAmount: baht(others.finalAmount),
        othersUnitPrice: baht(Math.round(others.finalAmount / quantity)),
      },
    ];
  });
}
