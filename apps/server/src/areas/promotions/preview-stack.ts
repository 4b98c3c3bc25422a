import type { Audience, CouponType, StackedKind } from '@sc/contract/promotions.ts';
import { inArray, sql } from 'drizzle-orm';
import { activities, coupons, fullscalePromotions } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { couponState } from './coupons.ts';
import type { CouponOffer, PricedCart } from './engine.ts';

// What the final price previews (coupon-preview.ts, fullscale-preview.ts, activity-preview.ts)
// share: the buyer they price for, the shop's coupons granting now as that buyer would hold them
// (the engine then takes the best that applies), the names of what stacked, and the below-cost
// flag. The offer being made has no name: only the shop's own promotions are named as stacked.

const DAY = 24 * 60 * 60 * 1000;

/** A buyer the previews price for: new to the shop, of no group. */
export const ANY_BUYER = { registeredAt: new Date(0), ordersInShop: 0, groups: [] } as const;

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
 * The named promotions that took something off a one-line cart: its line's activity and full-scale
 * promotion, then the coupon applied; an id missing from `names` (the offer being made) is left out.
 */
export function stackedOf(cart: PricedCart, names: ReadonlyMap<string, string>): { kind: StackedKind; name: string }[] {
  const line = cart.lines[0];
  const taken: [StackedKind, string | null | undefined, number][] = [
    ['activity', line?.activityId, line?.activityDiscount ?? 0],
    ['fullscale', line?.fullscaleId, line?.fullscaleDiscount ?? 0],
    ['coupon', cart.applied, cart.couponDiscount],
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
