import { PLUS_GROUP } from '@sc/contract/plusmember.ts';
import { type Audience, COUPON_PREVIEW_UNITS_MAX, type CouponType, type StackedKind } from '@sc/contract/promotions.ts';
import { inArray, sql } from 'drizzle-orm';
import { activities, coupons, fullscalePromotions } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import type { SkuPrice } from '../items/index.ts';
import { runningActivityOffers } from './activity-checkout.ts';
import { couponState } from './coupons.ts';
import type { ActivityOffer, CouponOffer, FullscaleOffer, PricedCart } from './engine.ts';
import { runningFullscales } from './fullscale.ts';

// What the final price previews (coupon-preview.ts, fullscale-preview.ts, activity-preview.ts,
// plus-preview.ts, addon-preview.ts) share: the buyer they price for, the shop's coupons granting
// now as that buyer would hold them (the engine then takes the best that applies), the carts where
// a unit may cost least, the names of what stacked, and the below-cost flag. The offer being made
// has no name: only the shop's own promotions are named as stacked.

const DAY = 24 * 60 * 60 * 1000;

/** A buyer the previews price for: new to the shop, of no group. */
export const ANY_BUYER = { registeredAt: new Date(0), ordersInShop: 0, groups: [] } as const;

/** The same buyer in the T Plus members group, who pays member prices. */
export const PLUS_BUYER = { ...ANY_BUYER, groups: [PLUS_GROUP] } as const;

/** Units of one SKU at `each` satang that just reach `threshold` satang, within a line's worth. */
export const unitsReaching = (threshold: number, each: number) =>
  Math.min(Math.max(1, Math.ceil(threshold / Math.max(1, each))), COUPON_PREVIEW_UNITS_MAX);

/**
 * The carts of one SKU at `each` satang a unit where a unit may cost least, fewest units first:
 * one unit, and the fewest that just reach each tier of `tiers` and each coupon of `coupons`.
 */
export function reachingQuantities(
  each: number,
  tiers: readonly FullscaleOffer[],
  coupons: readonly CouponOffer[],
): number[] {
  const quantities = new Set([
    1,
    ...tiers.flatMap((f) =>
      f.tiers.map((t) =>
        f.kind === 'quantity' ? Math.min(t.threshold, COUPON_PREVIEW_UNITS_MAX) : unitsReaching(t.threshold, each),
      ),
    ),
    ...coupons.flatMap((c) => [
      unitsReaching(c.minSpend, each),
      Math.min(Math.max(1, c.minUnits ?? 0), COUPON_PREVIEW_UNITS_MAX),
    ]),
  ]);
  return [...quantities].sort((a, b) => a - b);
}

/** Of the carts `price` makes at these quantities, the one where a unit costs least (the fewer units on a tie). */
export function cheapestPerUnit(
  quantities: readonly number[],
  price: (quantity: number) => PricedCart,
): { quantity: number; cart: PricedCart } | null {
  let best: { quantity: number; cart: PricedCart } | null = null;
  for (const quantity of quantities) {
    const cart = price(quantity);
    if (!best || cart.finalAmount * best.quantity < best.cart.finalAmount * quantity) best = { quantity, cart };
  }
  return best;
}

/** The shop's coupons granting now, as a buyer who collected each of them now holds them. */
export async function grantingOffers(
  shop: ShopScope,
  now: Date,
): Promise<{ offers: CouponOffer[]; names: Map<string, string> }> {
  const rows = await shop
    .pick(
      coupons,
      {
        id: coupons.id,
        name: coupons.name,
        type: coupons.type,
        value: coupons.value,
        minSpend: coupons.minSpend,
        minUnits: coupons.minUnits,
        maxDiscount: coupons.maxDiscount,
        audience: coupons.audience,
        validityDays: coupons.validityDays,
      },
      sql`${couponState(now)} = 'granting'`,
    )
    .limit(50);
  const offers = rows.map(
    (c): CouponOffer => ({
      offerId: c.id,
      couponId: c.id,
      type: c.type as CouponType,
      value: c.value,
      minSpend: c.minSpend,
      minUnits: c.minUnits,
      maxDiscount: c.maxDiscount,
      audience: c.audience as Audience,
      usableFrom: now,
      usableUntil: new Date(now.getTime() + c.validityDays * DAY),
      stopped: false,
      used: false,
    }),
  );
  return { offers, names: new Map(rows.map((c) => [c.id, c.name])) };
}

/** The names of the shop's activities and full-scale promotions with these ids, by id. */
export async function promotionNames(
  shop: ShopScope,
  activityIds: readonly string[],
  fullscaleIds: readonly string[],
): Promise<Map<string, string>> {
  const a =
    activityIds.length === 0
      ? []
      : await shop.pick(
          activities,
          { id: activities.id, name: activities.name },
          inArray(activities.id, [...activityIds]),
        );
  const f =
    fullscaleIds.length === 0
      ? []
      : await shop.pick(
          fullscalePromotions,
          { id: fullscalePromotions.id, name: fullscalePromotions.name },
          inArray(fullscalePromotions.id, [...fullscaleIds]),
        );
  return new Map([...a, ...f].map((r) => [r.id, r.name]));
}

/**
 * What runs now for these SKUs and stacks on an offer being made: their running discounts, their
 * products' running full-scale promotions, the shop's granting coupons, and the names of all three.
 */
export async function runningStack(
  shop: ShopScope,
  skus: readonly SkuPrice[],
  now: Date,
): Promise<{
  running: ActivityOffer[];
  tiers: FullscaleOffer[];
  granting: { offers: CouponOffer[] };
  names: Map<string, string>;
}> {
  const running = await runningActivityOffers(
    shop,
    skus.map((sku) => ({ skuId: sku.skuId, unitPrice: sku.price })),
    now,
  );
  const tiers = await runningFullscales(shop, [...new Set(skus.map((sku) => sku.productId))], now);
  const granting = await grantingOffers(shop, now);
  const names = new Map([
    ...(await promotionNames(
      shop,
      running.map((a) => a.activityId),
      tiers.map((f) => f.fullscaleId),
    )),
    ...granting.names,
  ]);
  return { running, tiers, granting, names };
}

/**
 * The named promotions that took something off a line of a cart (the first unless told): its
 * activity and full-scale promotion, then the coupon applied; an id missing from `names` (the offer
 * being made) is left out.
 */
export function stackedOf(
  cart: PricedCart,
  names: ReadonlyMap<string, string>,
  lineIndex = 0,
): { kind: StackedKind; name: string }[] {
  const line = cart.lines[lineIndex];
  const taken: [StackedKind, string | null | undefined, number][] = [
    ['activity', line?.activityId, line?.activityDiscount ?? 0],
    ['fullscale', line?.fullscaleId, line?.fullscaleDiscount ?? 0],
    ['coupon', cart.applied, line?.couponDiscount ?? 0],
  ];
  return taken.flatMap(([kind, id, off]) => {
    const name = id && off > 0 ? names.get(id) : undefined;
    return name === undefined ? [] : [{ kind, name }];
  });
}

/** y when `final` satang for `quantity` units is below what they cost the shop (never when no cost is recorded). */
export function belowCost(purchasePrice: number, final: number, quantity: number): 'y' | 'n' {
  return purchasePrice > 0 && final < purchasePrice * quantity ? 'y' : 'n';
}
