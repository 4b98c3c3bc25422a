import type { ResultKind } from '@sc/contract/results.ts';
import { and, eq, inArray } from 'drizzle-orm';
import {
  activities,
  addonDeals,
  bundles,
  campaignRegistrations,
  couponClaims,
  coupons,
  fullscalePromotions,
  giftActivities,
  platformCampaigns,
  plusOffers,
  seckillProgrammes,
  seckillRegistrations,
} from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';

// The promotions behind an order's lines (/order/orderItem/{id}): which flash sale, platform campaign, activity or member offer,
// bundle, add-on deal, full-scale promotion and coupon gave each line its discount (the engine's order), by name, with each one's share (satang), read
// from what checkout kept on the line; a gift line names the gift activity that gave it (its share 0). A promotion deleted since shows without its name.

export interface LinePromotion {
  lineNo: number;
  kind: ResultKind;
  promotionId: string;
  name: string;
  /** Its share of the line's discount, satang. */
  discount: number;
}

export interface PricedLineRow {
  lineNo: number;
  activityId: string | null;
  fullscaleId: string | null;
  couponClaimId: string | null;
  activityDiscount: number;
  fullscaleDiscount: number;
  couponDiscount: number;
  addonId: string | null;
  addonDiscount: number;
  plusOfferId: string | null;
  memberDiscount: number;
  giftId: string | null;
  seckillId: string | null;
  seckillDiscount: number;
  campaignRegId: string | null;
  campaignDiscount: number;
  bundleId: string | null;
  bundleDiscount: number;
}

const ids = (list: readonly (string | null)[]) => [...new Set(list.filter((x): x is string => x !== null))];

export async function linePromotionsOf(shop: ShopScope, lines: readonly PricedLineRow[]): Promise<LinePromotion[]> {
  const activityIds = ids(lines.map((l) => l.activityId));
  const fullscaleIds = ids(lines.map((l) => l.fullscaleId));
  const claimIds = ids(lines.map((l) => l.couponClaimId));
  const addonIds = ids(lines.map((l) => l.addonId));
  const plusIds = ids(lines.map((l) => l.plusOfferId));
  const giftIds = ids(lines.map((l) => l.giftId));
  const seckillIds = ids(lines.map((l) => l.seckillId));
  const bundleIds = ids(lines.map((l) => l.bundleId));
  const campaignRegIds = ids(lines.map((l) => l.campaignRegId));
  const [acts, fulls, claims, addons, pluses, gifts, flashes, sets, campaigns] = await Promise.all([
    activityIds.length === 0
      ? []
      : shop.pick(activities, { id: activities.id, name: activities.name }, inArray(activities.id, activityIds)),
    fullscaleIds.length === 0
      ? []
      : shop.pick(
          fullscalePromotions,
          { id: fullscalePromotions.id, name: fullscalePromotions.name },
          inArray(fullscalePromotions.id, fullscaleIds),
        ),
    claimIds.length === 0
      ? []
      : shop.tx
          .select({ id: couponClaims.id, couponId: coupons.id, name: coupons.name })
          .from(couponClaims)
          // Joined on both shop columns by hand: a claim and its coupon belong to one shop.
          .innerJoin(coupons, and(eq(coupons.shopId, couponClaims.shopId), eq(coupons.id, couponClaims.couponId)))
          .where(shop.where(couponClaims, inArray(couponClaims.id, claimIds))),
    addonIds.length === 0
      ? []
      : shop.pick(addonDeals, { id: addonDeals.id, name: addonDeals.name }, inArray(addonDeals.id, addonIds)),
    plusIds.length === 0
      ? []
      : shop.pick(plusOffers, { id: plusOffers.id, name: plusOffers.name }, inArray(plusOffers.id, plusIds)),
    giftIds.length === 0
      ? []
      : shop.pick(
          giftActivities,
          { id: giftActivities.id, name: giftActivities.name },
          inArray(giftActivities.id, giftIds),
        ),
    seckillIds.length === 0
      ? []
      : shop.tx
          .select({ id: seckillRegistrations.id, name: seckillProgrammes.name })
          .from(seckillRegistrations)
          // A programme is the platform's (no shop column): joined on its id alone.
          .innerJoin(seckillProgrammes, eq(seckillProgrammes.id, seckillRegistrations.modeId))
          .where(shop.where(seckillRegistrations, inArray(seckillRegistrations.id, seckillIds))),
    bundleIds.length === 0
      ? []
      : shop.pick(bundles, { id: bundles.id, name: bundles.name }, inArray(bundles.id, bundleIds)),
    campaignRegIds.length === 0
      ? []
      : shop.tx
          .select({ id: campaignRegistrations.id, name: platformCampaigns.name })
          .from(campaignRegistrations)
          // A campaign is the platform's (no shop column): joined on its id alone.
          .innerJoin(platformCampaigns, eq(platformCampaigns.id, campaignRegistrations.campaignId))
          .where(shop.where(campaignRegistrations, inArray(campaignRegistrations.id, campaignRegIds))),
  ]);
  const campaignName = new Map(campaigns.map((c) => [c.id, c.name]));
  const giftName = new Map(gifts.map((g) => [g.id, g.name]));
  const flashName = new Map(flashes.map((f) => [f.id, f.name]));
  const bundleName = new Map(sets.map((b) => [b.id, b.name]));
  const addonName = new Map(addons.map((a) => [a.id, a.name]));
  const plusName = new Map(pluses.map((p) => [p.id, p.name]));
  const actName = new Map(acts.map((a) => [a.id, a.name]));
  const fullName = new Map(fulls.map((f) => [f.id, f.name]));
  const claim = new Map(claims.map((c) => [c.id, c]));
  return lines.flatMap((l): LinePromotion[] => {
    const out: LinePromotion[] = [];
    if (l.giftId) {
      const name = giftName.get(l.giftId) ?? '';
      out.push({ lineNo: l.lineNo, kind: 'gift', promotionId: l.giftId, name, discount: 0 });
    }
    if (l.seckillId) {
      const name = flashName.get(l.seckillId) ?? '';
      out.push({ lineNo: l.lineNo, kind: 'seckill', promotionId: l.seckillId, name, discount: l.seckillDiscount });
    }
    if (l.campaignRegId) {
      const name = campaignName.get(l.campaignRegId) ?? '';
      out.push({
        lineNo: l.lineNo,
        kind: 'campaign',
        promotionId: l.campaignRegId,
        name,
        discount: l.campaignDiscount,
      });
    }
    if (l.activityId) {
      const name = actName.get(l.activityId) ?? '';
      out.push({ lineNo: l.lineNo, kind: 'activity', promotionId: l.activityId, name, discount: l.activityDiscount });
    }
    if (l.plusOfferId) {
      const name = plusName.get(l.plusOfferId) ?? '';
      out.push({ lineNo: l.lineNo, kind: 'plusmember', promotionId: l.plusOfferId, name, discount: l.memberDiscount });
    }
    if (l.bundleId) {
      const name = bundleName.get(l.bundleId) ?? '';
      out.push({ lineNo: l.lineNo, kind: 'bundle', promotionId: l.bundleId, name, discount: l.bundleDiscount });
    }
    if (l.addonId) {
      const name = addonName.get(l.addonId) ?? '';
      out.push({ lineNo: l.lineNo, kind: 'addon', promotionId: l.addonId, name, discount: l.addonDiscount });
    }
    if (l.fullscaleId) {
      const name = fullName.get(l.fullscaleId) ?? '';
      out.push({
        lineNo: l.lineNo,
        kind: 'fullscale',
        promotionId: l.fullscaleId,
        name,
        discount: l.fullscaleDiscount,
      });
    }
    const c = l.couponClaimId ? claim.get(l.couponClaimId) : undefined;
    // The order's coupon is kept on every line; a line it took nothing off does not name it.
    if (c && l.couponDiscount > 0) {
      out.push({ lineNo: l.lineNo, kind: 'coupon', promotionId: c.couponId, name: c.name, discount: l.couponDiscount });
    }
    return out;
  });
}
