import type { Audience, CouponType } from '@sc/contract/promotions.ts';
import { sql } from 'drizzle-orm';
import { coupons } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { couponState } from './coupons.ts';
import type { CouponOffer } from './engine.ts';

// What the final price previews stack for a buyer: the shop's coupons granting now, as held by a
// buyer who collected each of them now (the engine then takes the best that applies), for a new
// buyer of no group.

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
