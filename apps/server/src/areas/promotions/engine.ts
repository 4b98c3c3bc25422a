import { FULLSCALE_STACKS_WITH_COUPON, fullscaleTier } from '@sc/contract/fullscale.ts';
import { PLUS_GROUP } from '@sc/contract/plusmember.ts';
import type { PromotionReason } from '@sc/contract/promotions.ts';
import { addonVerdicts } from './addon-step.ts';
import { bundleStep, outsideBundles } from './bundle-step.ts';
import { type CampaignOffer, campaignStep } from './campaign-step.ts';
import { couponDiscount, couponRefusal, shareDiscount } from './coupon-step.ts';
import type {
  ActivityOffer,
  AddonOffer,
  AddonVerdict,
  BundleOffer,
  BuyerFacts,
  CartLine,
  CouponOffer,
  FlashOffer,
  FullscaleOffer,
  FullscaleVerdict,
  MemberOffer,
  MemberVerdict,
  PricedCart,
  Verdict,
} from './engine-types.ts';
import { fullscaleCovers, fullscaleRunning, lineActivity, lineMemberOffer } from './unit-price-step.ts';

// The promotion engine: for a cart of one shop and the promotions open to its buyer, which apply,
// which one is taken, each line's discount and the final price, and why each promotion does or
// does not apply. Pure: no database, no clock of its own; money is integer satang.
//
// Stacking, in steps: first a running activity (discount) sets a line's unit price (never above the
// list price; the lowest when a SKU is in several); then a cart takes at most one shop coupon, the
// one that takes the most off the goods at their activity prices (ties go to the earlier in the
// list the caller gives, so the caller decides what "first" means). A line's discount is what its
// activity took off plus its share of the coupon.
//
// Between the two, a running full-scale promotion (full amount or full quantity) takes its best
// reached tier off the goods of its eligible lines at their activity prices, shared over those lines
// in proportion to their amounts; the coupon then reads what remains, so its minimum spend is judged
// after the tier. Full-scale promotions stack with coupons (FULLSCALE_STACKS_WITH_COUPON, true): a
// cart may take both. A line's discount is then activity + full-scale share + coupon share.
//
// Add-on deals come right after the activity prices, before full-scale and coupon: in a cart
// holding at least one unit of a running deal's main products, its add-on SKUs take the add-on
// price (only when lower than the activity or member price, or the list price) for up to the deal's add-on
// units per order and the add-on stock taken for them; full-scale tiers and the coupon's minimum
// spend are judged on what the goods cost after it. A line's discount is then activity + add-on +
// full-scale share + coupon share.
//
// A T Plus member offer is a unit-price step beside activities: a SKU's running member price applies
// only to a buyer in the T Plus members group (BuyerFacts.groups has PLUS_GROUP). A line takes the
// lowest unit price of its activity and its member offer; on a tie the member offer (checkout takes
// activity stock only for an activity price below the member price). A buyer outside the group is
// given the reason 'audience' and pays the activity or list price. What the member offer took off
// counts in the line's discount beside the activity's: activity or member + full-scale + coupon.
//
// A percent coupon with a cap (maxDiscount, COUPON_MAX_DISCOUNT_RULE) takes no more than the cap.
//
// A flash sale comes first and takes precedence: the units of a line that checkout took from a
// running approved flash registration's stock (FlashOffer.units, within the buyer's limit) sell at
// the flash price, even where a time-limited activity or member offer prices the SKU, since the
// platform reviewed the flash price for that slot; its activity stock is not taken for them. The
// line's other units pay the normal price (activity or member price, else list price) and go on
// through the steps below; bundles and add-on prices read only those other units.
//
// An add-on deal opens for a cart holding a unit of its main products at any price: the catalogue
// asks only that the cart hold a main product (spec §5 names no exception for promotion prices), so
// a main product bought at a flash, campaign or bundle price opens the add-on price too.
//
// A bundle (set meal) comes right after the unit-price step, before add-ons: a running bundle prices
// each whole set a cart holds (every member in its quantity, up to the bundle's stock of sets) at
// its package price. It is judged against what the set's units cost after the unit-price step, so
// a buyer never pays more for taking the bundle: when the package price is not below that, the
// bundle does not apply (not_lower). What it takes off (set cost − package price, per set) is spread
// over the member lines in proportion to what their units cost, by largest remainder in satang, so
// the member lines' bundled units come to exactly the package price per set. A unit in a set is the
// bundle's: it takes no add-on price, though as a main product it still opens a deal. Full-scale
// tiers and the coupon read what the goods cost after the bundle. Bundles come before add-ons because
// a set is a price for the whole group of units, and an add-on price would cut one member below the
// price the merchant set for the group.
//
// A platform campaign comes right after the flash step (campaign-step.ts): the units of a line
// that checkout took from an approved registration's campaign stock, while the campaign runs, sell
// at the campaign price. It comes after the flash price because a flash slot is the narrower
// programme (hours inside a campaign's days) with its own per-buyer limit, so units already sold
// at a flash price do not spend campaign stock; it comes before the shop's own activity and member
// prices because the platform reviewed the campaign price and the shop committed that stock to the
// campaign. The line's other units go on through the steps below at their normal price.
//
// The steps in order: flash price → campaign price → unit price (activity or member offer) →
// bundle → add-on → full-scale tier → coupon; a line's discount is the sum of what each step took
// off it.
//
// The shapes are in engine-types.ts and the steps each in a file of its own (campaign-step.ts,
// unit-price-step.ts, bundle-step.ts, addon-step.ts, coupon-step.ts); this file runs them in order
// (priceCart) and gives them all to the rest of the area under one name.

export * from './addon-step.ts';
export * from './bundle-step.ts';
export * from './coupon-step.ts';
export * from './engine-types.ts';
export * from './unit-price-step.ts';

/**
 * Prices a cart: each line's running activity price, then the best coupon the buyer may use on
 * the goods at those prices, each line's share of it, every verdict.
 */
export function priceCart(
  lines: readonly CartLine[],
  offers: readonly CouponOffer[],
  buyer: BuyerFacts,
  now: Date,
  activities: readonly ActivityOffer[] = [],
  fullscales: readonly FullscaleOffer[] = [],
  addons: readonly AddonOffer[] = [],
  members: readonly MemberOffer[] = [],
  flashes: readonly FlashOffer[] = [],
  bundles: readonly BundleOffer[] = [],
  campaigns: readonly CampaignOffer[] = [],
): PricedCart {
  const listAmounts = lines.map((l) => l.unitPrice * l.quantity);
  // The flash step: the units taken at a flash price; the rest of each line goes on at its normal price.
  const flashChosen = lines.map(
    (l) =>
      flashes.find((f) => f.skuId === l.skuId && f.units > 0 && f.unitPrice >= 0 && f.unitPrice < l.unitPrice) ?? null,
  );
  const flashUnitsOf = lines.map((l, i) => Math.min(l.quantity, flashChosen[i]?.units ?? 0));
  const flashOff = lines.map(
    (l, i) => (l.unitPrice - (flashChosen[i]?.unitPrice ?? l.unitPrice)) * (flashUnitsOf[i] ?? 0),
  );
  const afterFlash = lines.map((l, i) => ({ ...l, quantity: l.quantity - (flashUnitsOf[i] ?? 0) }));
  // The campaign step: the units taken at a campaign price; the rest goes on at its normal price.
  const campaign = campaignStep(afterFlash, campaigns);
  const rest = campaign.rest;
  // The unit-price step: the lowest of the activity price and, for a member, the member price.
  const isMember = buyer.groups.includes(PLUS_GROUP);
  const memberVerdicts: MemberVerdict[] = [];
  const memberChosen = rest.map((l) => {
    const m = lineMemberOffer(l, members, now);
    if (!m || l.quantity <= 0) return null;
    const a = lineActivity(l, activities, now);
    const off = (l.unitPrice - m.unitPrice) * l.quantity;
    const reason: PromotionReason = !isMember ? 'audience' : a && a.unitPrice < m.unitPrice ? 'not_best' : 'applied';
    memberVerdicts.push({ offerId: m.offerId, skuId: l.skuId, reason, discount: reason === 'applied' ? off : 0 });
    return reason === 'applied' ? m : null;
  });
  const chosen = rest.map((l, i) => (memberChosen[i] || l.quantity <= 0 ? null : lineActivity(l, activities, now)));
  const activityOff = rest.map((l, i) => {
    const a = chosen[i];
    return a ? (l.unitPrice - a.unitPrice) * l.quantity : 0;
  });
  const memberOff = rest.map((l, i) => {
    const m = memberChosen[i];
    return m ? (l.unitPrice - m.unitPrice) * l.quantity : 0;
  });
  const basePrices = lines.map((l, i) => memberChosen[i]?.unitPrice ?? chosen[i]?.unitPrice ?? l.unitPrice);
  // Bundles and add-ons read the units not sold at a flash price.
  const bundled = bundleStep(rest, bundles, now, basePrices);
  const bundleOff = bundled.shares.map((b) => b?.discount ?? 0);
  const addonOf = addonVerdicts(outsideBundles(rest, bundled.shares), addons, now, basePrices, lines);
  const addonOff = addonOf.map((v) => v?.discount ?? 0);
  const afterActivity = listAmounts.map(
    (a, i) =>
      a -
      (flashOff[i] ?? 0) -
      (campaign.off[i] ?? 0) -
      (activityOff[i] ?? 0) -
      (memberOff[i] ?? 0) -
      (bundleOff[i] ?? 0) -
      (addonOff[i] ?? 0),
  );

  // Full-scale tiers: each line to the first running promotion covering it (the server lets one
  // product be in one promotion at a time, so there is at most one).
  const running = fullscales.filter((f) => fullscaleRunning(f, now));
  const owner = lines.map((l) => running.find((f) => fullscaleCovers(f, l)) ?? null);
  const fullscaleOff = lines.map(() => 0);
  const fullscale: FullscaleVerdict[] = [];
  for (const offer of running) {
    const mine = lines.flatMap((_, i) => (owner[i] === offer ? [i] : []));
    if (mine.length === 0) continue;
    const goodsOf = mine.reduce((s, i) => s + (afterActivity[i] ?? 0), 0);
    const units = mine.reduce((s, i) => s + (lines[i]?.quantity ?? 0), 0);
    const verdict = { fullscaleId: offer.fullscaleId, ...fullscaleTier(offer, goodsOf, units) };
    fullscale.push(verdict);
    const shares = shareDiscount(
      mine.map((i) => afterActivity[i] ?? 0),
      verdict.discount,
    );
    mine.forEach((i, k) => {
      fullscaleOff[i] = shares[k] ?? 0;
    });
  }
  const fullscaleDiscount = fullscaleOff.reduce((s, a) => s + a, 0);
  const amounts = afterActivity.map((a, i) => a - (fullscaleOff[i] ?? 0));
  const goods = amounts.reduce((s, a) => s + a, 0);
  const activityDiscount = activityOff.reduce((s, a) => s + a, 0);
  const seckillDiscount = flashOff.reduce((s, a) => s + a, 0);
  const campaignDiscount = campaign.off.reduce((s, a) => s + a, 0);
  const addonDiscount = addonOff.reduce((s, a) => s + a, 0);
  const memberDiscount = memberOff.reduce((s, a) => s + a, 0);
  const bundleDiscount = bundleOff.reduce((s, a) => s + a, 0);
  const listAmount = listAmounts.reduce((s, a) => s + a, 0);

  // FULLSCALE_STACKS_WITH_COUPON: with it off, a cart that took a tier would take no coupon.
  const couponsOpen = FULLSCALE_STACKS_WITH_COUPON || fullscaleDiscount === 0;
  // A count-rule coupon counts the units of the lines still to pay for.
  const cartUnits = lines.reduce((s, l, i) => s + ((amounts[i] ?? 0) > 0 ? l.quantity : 0), 0);
  const verdicts: Verdict[] = (couponsOpen ? offers : []).map((offer) => {
    const why = couponRefusal(offer, goods, cartUnits, buyer, now);
    return {
      offerId: offer.offerId,
      couponId: offer.couponId,
      reason: why ?? 'applied',
      discount: why ? 0 : couponDiscount(offer, goods),
    };
  });
  let best: Verdict | null = null;
  for (const v of verdicts) {
    if (v.reason === 'applied' && (!best || v.discount > best.discount)) best = v;
  }
  for (const v of verdicts) if (v.reason === 'applied' && v !== best) v.reason = 'not_best';

  const couponOff = best?.discount ?? 0;
  const shares = shareDiscount(amounts, couponOff);
  const priced = lines.map((l, i) => {
    const lineList = listAmounts[i] ?? 0;
    const byActivity = activityOff[i] ?? 0;
    const byMember = memberOff[i] ?? 0;
    const byFullscale = fullscaleOff[i] ?? 0;
    const byCoupon = shares[i] ?? 0;
    const byAddon = addonOff[i] ?? 0;
    const byFlash = flashOff[i] ?? 0;
    const byBundle = bundleOff[i] ?? 0;
    const byCampaign = campaign.off[i] ?? 0;
    const share = bundled.shares[i];
    const discount = byFlash + byCampaign + byActivity + byMember + byBundle + byAddon + byFullscale + byCoupon;
    return {
      ...l,
      listAmount: lineList,
      activityId: chosen[i]?.activityId ?? null,
      activityDiscount: byActivity,
      seckillId: byFlash > 0 ? (flashChosen[i]?.registrationId ?? null) : null,
      seckillUnits: byFlash > 0 ? (flashUnitsOf[i] ?? 0) : 0,
      seckillDiscount: byFlash,
      campaignRegId: byCampaign > 0 ? (campaign.chosen[i]?.registrationId ?? null) : null,
      campaignUnits: byCampaign > 0 ? (campaign.units[i] ?? 0) : 0,
      campaignDiscount: byCampaign,
      memberOfferId: memberChosen[i]?.offerId ?? null,
      memberDiscount: byMember,
      bundleId: share?.bundleId ?? null,
      bundleUnits: share?.units ?? 0,
      bundleSets: share?.sets ?? 0,
      bundleDiscount: byBundle,
      addonId: byAddon > 0 ? (addonOf[i]?.addonId ?? null) : null,
      addonUnits: byAddon > 0 ? (addonOf[i]?.units ?? 0) : 0,
      addonDiscount: byAddon,
      fullscaleId: byFullscale > 0 ? (owner[i]?.fullscaleId ?? null) : null,
      fullscaleDiscount: byFullscale,
      couponDiscount: byCoupon,
      discount,
      finalAmount: lineList - discount,
    };
  });
  const discount =
    seckillDiscount +
    campaignDiscount +
    activityDiscount +
    memberDiscount +
    bundleDiscount +
    addonDiscount +
    fullscaleDiscount +
    couponOff;
  return {
    lines: priced,
    listAmount,
    activityDiscount,
    seckillDiscount,
    campaignDiscount,
    memberDiscount,
    bundleDiscount,
    addonDiscount,
    fullscaleDiscount,
    couponDiscount: couponOff,
    discount,
    finalAmount: listAmount - discount,
    applied: best?.offerId ?? null,
    verdicts,
    fullscale,
    members: memberVerdicts,
    addons: addonOf.filter((v): v is AddonVerdict => v !== null),
    bundles: bundled.verdicts,
  };
}
