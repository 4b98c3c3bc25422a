import { type Audience, BUYER_GROUP, type BuyerGroup, type CouponType } from '@sc/contract/promotions.ts';
import { and, asc, count, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { newId } from '../../db/ids.ts';
import { buyers, couponClaims, coupons, orders } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { BizError, notFound } from '../../errors.ts';
import type { CampaignOffer } from './campaign-step.ts';
import { couponOf, couponState } from './coupons.ts';
import {
  type ActivityOffer,
  type AddonOffer,
  type BundleOffer,
  type BuyerFacts,
  type CartLine,
  type CouponOffer,
  type FlashOffer,
  type FullscaleOffer,
  inAudience,
  type MemberOffer,
  type PricedCart,
  priceCart,
} from './engine.ts';
import { followsShop } from './follows.ts';

// Buyers collect a shop's coupons (claims) and spend them at checkout through the engine.
//
// Quantity: one conditional UPDATE takes a coupon (received_count + 1 while below quantity, in
// the grant window, not stopped), so however many buyers collect at once, no more are given out
// than the quantity; the row lock it holds until commit puts the per-person check of the next
// collector of the same coupon after this one.

const DAY_MS = 24 * 60 * 60 * 1000;

export async function collectCoupon(
  shop: ShopScope,
  couponId: string,
  buyerId: string,
  facts: BuyerFacts,
  now: Date,
): Promise<{ claimId: string; usableUntil: Date }> {
  const [taken] = await shop
    .update(
      coupons,
      { receivedCount: sql`${coupons.receivedCount} + 1` },
      and(
        eq(coupons.id, couponId),
        isNull(coupons.stoppedAt),
        lte(coupons.grantStart, now),
        gt(coupons.grantEnd, now),
        sql`${coupons.receivedCount} < ${coupons.quantity}`,
      ),
    )
    .returning();
  if (!taken) {
    const { coupon, state } = await couponOf(shop, couponId, now);
    if (state === 'ended' && coupon.receivedCount >= coupon.quantity)
      throw new BizError('RULE_VIOLATED', 'couponAllGivenOut');
    throw new BizError('RULE_VIOLATED', 'couponNotGranting');
  }
  if (!inAudience(taken.audience as Audience, facts, now)) throw new BizError('RULE_VIOLATED', 'couponNotForBuyer');
  // A follow coupon (/promotion/attention) is the shop's followers' only.
  if (taken.channel === 'follow' && !(await followsShop(shop, buyerId)))
    throw new BizError('RULE_VIOLATED', 'followCouponNotFollower');
  const [held] = await shop.pick(
    couponClaims,
    { n: count() },
    and(eq(couponClaims.couponId, couponId), eq(couponClaims.buyerId, buyerId)),
  );
  if ((held?.n ?? 0) >= taken.perPerson) {
    throw new BizError('RULE_VIOLATED', 'couponPerPersonReached', { max: taken.perPerson });
  }
  const claimId = newId();
  const usableUntil = new Date(now.getTime() + taken.validityDays * DAY_MS);
  await shop.insert(couponClaims, [{ id: claimId, couponId, buyerId, claimedAt: now, usableUntil }]);
  return { claimId, usableUntil };
}

/**
 * Compensate grant: the merchant gives one of a granting coupon to the buyer of one of the shop's
 * orders, as if the buyer collected it: from its quantity, within its per-person limit and for its
 * audience (checkout asks the audience again, so a coupon the buyer could not use is not given). A
 * follow coupon, its followers' own and kept out of the coupon list, is not given this way.
 */
export async function compensateCoupon(shop: ShopScope, couponId: string, orderId: number, now: Date) {
  const { coupon } = await couponOf(shop, couponId, now);
  if (coupon.channel === 'follow') throw new BizError('RULE_VIOLATED', 'couponFollowNotCompensated');
  const [order] = await shop
    .pick(orders, { buyerId: orders.buyerId, buyerNickname: orders.buyerNickname }, eq(orders.id, orderId))
    .limit(1);
  if (!order) throw notFound();
  // Buyers are the platform's: read by id, as the marketplace's checkout reads them.
  const [buyer] = await shop.tx
    .select({ registeredAt: buyers.createdAt, groups: buyers.groups })
    .from(buyers)
    .where(eq(buyers.id, order.buyerId))
    .limit(1);
  if (!buyer) throw notFound();
  const facts: BuyerFacts = {
    registeredAt: buyer.registeredAt,
    ordersInShop: await shop.count(orders, eq(orders.buyerId, order.buyerId)),
    groups: buyer.groups.filter((g): g is BuyerGroup => (BUYER_GROUP as readonly string[]).includes(g)),
  };
  const { claimId, usableUntil } = await collectCoupon(shop, couponId, order.buyerId, facts, now);
  const after = await couponOf(shop, couponId, now);
  return {
    claimId,
    buyerNickname: order.buyerNickname,
    usableUntil: usableUntil.toISOString(),
    receivedCount: after.coupon.receivedCount,
  };
}

/** The coupons of the shop a buyer may collect now: granting, with some left. */
export async function grantingCoupons(shop: ShopScope, now: Date): Promise<string[]> {
  const rows = await shop
    .pick(coupons, { id: coupons.id }, sql`${couponState(now)} = 'granting'`)
    .orderBy(asc(coupons.createdAt))
    .limit(50);
  return rows.map((r) => r.id);
}

/** The buyer's unused coupons of the shop as the engine reads them, oldest collected first. */
async function heldOffers(shop: ShopScope, buyerId: string): Promise<CouponOffer[]> {
  // Joined on both shop columns by hand: a claim and its coupon belong to one shop.
  const rows = await shop.tx
    .select({ claim: couponClaims, coupon: coupons })
    .from(couponClaims)
    .innerJoin(coupons, and(eq(coupons.shopId, couponClaims.shopId), eq(coupons.id, couponClaims.couponId)))
    .where(shop.where(couponClaims, eq(couponClaims.buyerId, buyerId), isNull(couponClaims.usedAt)))
    .orderBy(asc(couponClaims.claimedAt), asc(couponClaims.id));
  return rows.map(({ claim, coupon }) => ({
    offerId: claim.id,
    couponId: coupon.id,
    type: coupon.type as CouponType,
    value: coupon.value,
    minSpend: coupon.minSpend,
    minUnits: coupon.minUnits,
    maxDiscount: coupon.maxDiscount,
    audience: coupon.audience as Audience,
    usableFrom: claim.claimedAt,
    usableUntil: claim.usableUntil,
    stopped: coupon.stoppedAt !== null,
    used: claim.usedAt !== null,
  }));
}

/**
 * Prices a checkout's cart with the activity prices taken for it (takeActivityStock), the running
 * full-scale promotions of its products (runningFullscales), the add-on prices taken for it
 * (takeAddonStock), the bundle sets taken for it (takeBundleStock) and the coupons its buyer holds, and spends the coupon taken: the claim
 * is marked used (only if still unused: a claim pays one order) and the coupon's used count goes
 * up. The caller stores each line's discount; `orderId` is filled in with markClaimOrder.
 */
export async function priceCheckout(
  shop: ShopScope,
  buyerId: string,
  facts: BuyerFacts,
  lines: readonly CartLine[],
  now: Date,
  activities: readonly ActivityOffer[] = [],
  fullscales: readonly FullscaleOffer[] = [],
  addons: readonly AddonOffer[] = [],
  members: readonly MemberOffer[] = [],
  flashes: readonly FlashOffer[] = [],
  bundles: readonly BundleOffer[] = [],
  campaigns: readonly CampaignOffer[] = [],
): Promise<PricedCart> {
  const held = await heldOffers(shop, buyerId);
  const priced = priceCart(
    lines,
    held,
    facts,
    now,
    activities,
    fullscales,
    addons,
    members,
    flashes,
    bundles,
    campaigns,
  );
  if (priced.applied) {
    const [spent] = await shop
      .update(couponClaims, { usedAt: now }, and(eq(couponClaims.id, priced.applied), isNull(couponClaims.usedAt)))
      .returning({ couponId: couponClaims.couponId });
    if (!spent) throw new BizError('RULE_VIOLATED', 'couponNotGranting');
    await shop.update(coupons, { usedCount: sql`${coupons.usedCount} + 1` }, eq(coupons.id, spent.couponId));
  }
  return priced;
}

/** Records which order spent a claim. */
export async function markClaimOrder(shop: ShopScope, claimId: string, orderId: number): Promise<void> {
  await shop.update(couponClaims, { orderId }, eq(couponClaims.id, claimId));
}

/**
 * A cancelled order gives its coupon back to the buyer, as marketplaces do: the claim is unused
 * again (until its own end, which does not move), leaves the coupon's orders, and the coupon's
 * used count goes down. What the order was sold with stays on its lines.
 */
export async function giveBackCoupon(shop: ShopScope, claimId: string, orderId: number): Promise<void> {
  const [back] = await shop
    .update(
      couponClaims,
      { usedAt: null, orderId: null },
      and(eq(couponClaims.id, claimId), eq(couponClaims.orderId, orderId)),
    )
    .returning({ couponId: couponClaims.couponId });
  if (!back) return;
  await shop.update(coupons, { usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` }, eq(coupons.id, back.couponId));
}
