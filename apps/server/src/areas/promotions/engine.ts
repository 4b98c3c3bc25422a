import { type AddonReason, addonLine } from '@sc/contract/addon.ts';
import { type BundleReason, largestRemainder } from '@sc/contract/bundle.ts';
import {
  FULLSCALE_STACKS_WITH_COUPON,
  type FullscaleKind,
  type FullscaleReward,
  type FullscaleTierResult,
  fullscaleTier,
} from '@sc/contract/fullscale.ts';
import { PLUS_GROUP } from '@sc/contract/plusmember.ts';
import {
  type Audience,
  type BuyerGroup,
  type CouponType,
  type PromotionReason,
  RECENT_BUYER_DAYS,
} from '@sc/contract/promotions.ts';
import { type CampaignOffer, campaignStep } from './campaign-step.ts';

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

const DAY_MS = 24 * 60 * 60 * 1000;

export interface CartLine {
  skuId: number;
  /** The SKU's product: a full-scale promotion on chosen products reads it. */
  productId?: number;
  quantity: number;
  /** The list price of one unit, satang. */
  unitPrice: number;
}

export interface BuyerFacts {
  registeredAt: Date;
  /** Orders the buyer placed in this shop before this one. */
  ordersInShop: number;
  groups: readonly BuyerGroup[];
}

/** One coupon a buyer holds (collected and not used), as the engine reads it. */
export interface CouponOffer {
  /** The buyer's coupon (a claim) the cart would use. */
  offerId: string;
  couponId: string;
  type: CouponType;
  /** amount: satang off; percent: whole percent off. */
  value: number;
  /** Minimum spend on the goods, satang; 0 means none. */
  minSpend: number;
  audience: Audience;
  /** The buyer may use it from this time until (not including) `usableUntil`. */
  usableFrom: Date;
  usableUntil: Date;
  /** Stopped by the merchant: collected coupons no longer work. */
  stopped: boolean;
  /** Already used on another order. */
  used: boolean;
  /** Type percent: the most it takes off, satang; null or absent: no cap. */
  maxDiscount?: number | null;
}

/** A SKU's T Plus member price, as the engine reads it. */
export interface MemberOffer {
  offerId: string;
  skuId: number;
  /** The member price of one unit, satang. */
  unitPrice: number;
  startAt: Date;
  endAt: Date;
  stopped: boolean;
}

/** What a member offer does to a line: applied, not_best (the activity is lower), audience (not a member). */
export interface MemberVerdict {
  offerId: string;
  skuId: number;
  reason: PromotionReason;
  /** What it takes off the line (0 when it does not apply). */
  discount: number;
}

/** Units of a line taken from a running approved flash registration's stock, as the engine reads them. */
export interface FlashOffer {
  registrationId: string;
  skuId: number;
  /** The flash price of one unit, satang. */
  unitPrice: number;
  /** Units of the line at the flash price (taken at checkout). */
  units: number;
}

/** A SKU's activity price, as the engine reads it. */
export interface ActivityOffer {
  activityId: string;
  skuId: number;
  /** The activity price of one unit, satang. */
  unitPrice: number;
  /** Running from `startAt` until (not including) `endAt`, unless stopped. */
  startAt: Date;
  endAt: Date;
  stopped: boolean;
}

/** A full-scale promotion, as the engine reads it. */
export interface FullscaleOffer {
  fullscaleId: string;
  kind: FullscaleKind;
  rewardType: FullscaleReward;
  /** Rising thresholds (satang or units) and rewards (satang or whole percent). */
  tiers: readonly { threshold: number; reward: number }[];
  /** The chosen products; null: every product of the shop. */
  productIds: readonly number[] | null;
  startAt: Date;
  endAt: Date;
  stopped: boolean;
}

/** An add-on deal, as the engine reads it. */
export interface AddonOffer {
  addonId: string;
  /** A cart holding a unit of one of these products opens the add-on prices. */
  mainProductIds: readonly number[];
  /** Add-on units one order buys at their add-on price. */
  perOrder: number;
  /** unitPrice: the add-on price, satang; stockLeft: add-on units open to this cart (null: not counted). */
  skus: readonly { skuId: number; unitPrice: number; stockLeft: number | null }[];
  startAt: Date;
  endAt: Date;
  stopped: boolean;
}

/** What an add-on deal does to one line of its add-on SKUs, for the reasons list. */
export interface AddonVerdict {
  addonId: string;
  skuId: number;
  reason: AddonReason;
  /** Units at the add-on price. */
  units: number;
  /** Taken off the line below its activity (or list) price. */
  discount: number;
}

/** A bundle, as the engine reads it. */
export interface BundleOffer {
  bundleId: string;
  /** The package price of one set, satang. */
  packagePrice: number;
  /** The members and their units per set. */
  items: readonly { skuId: number; quantity: number }[];
  /** Sets open to this cart (null: not counted). */
  stockLeft: number | null;
  startAt: Date;
  endAt: Date;
  stopped: boolean;
}

/** What a running bundle does to a cart, for the reasons list. */
export interface BundleVerdict {
  bundleId: string;
  reason: BundleReason;
  /** Whole sets at the package price. */
  sets: number;
  /** Taken off the sets' units below their unit-step prices. */
  discount: number;
}

/** A line's part in a bundle: its units in the sets and its share of what the bundle took off. */
export interface BundleShare {
  bundleId: string;
  units: number;
  sets: number;
  discount: number;
}

/** What a full-scale promotion does to a cart, for the reasons list: the tier taken or how far the next is. */
export interface FullscaleVerdict extends FullscaleTierResult {
  fullscaleId: string;
}

export interface Verdict {
  offerId: string;
  couponId: string;
  reason: PromotionReason;
  /** What it would take off this cart, satang (0 when it does not apply). */
  discount: number;
}

export interface PricedLine extends CartLine {
  /** unitPrice × quantity. */
  listAmount: number;
  /** The activity whose price the line takes; null when none. */
  activityId: string | null;
  /** What the activity took off the line: (list price − activity price) × quantity. */
  activityDiscount: number;
  /** The add-on deal whose price some units took; null when none. */
  addonId: string | null;
  /** Units at the add-on price. */
  addonUnits: number;
  /** What the add-on price took off below the activity (or list) price. */
  addonDiscount: number;
  /** The bundle whose package price some units took; null when none. */
  bundleId: string | null;
  /** Units of the line in the bundle's sets. */
  bundleUnits: number;
  /** Sets of the bundle in the cart. */
  bundleSets: number;
  /** The line's share of what the package price took off. */
  bundleDiscount: number;
  /** The member offer whose price the line takes; null when none. */
  memberOfferId: string | null;
  /** What the member offer took off the line: (list price − member price) × quantity. */
  memberDiscount: number;
  /** The full-scale promotion the line shared in; null when none applied to it. */
  fullscaleId: string | null;
  /** The line's share of the full-scale tier. */
  fullscaleDiscount: number;
  /** The line's share of the coupon. */
  couponDiscount: number;
  /** The flash-sale registration whose price some units took; null when none. */
  seckillId: string | null;
  /** Units at the flash price. */
  seckillUnits: number;
  /** What the flash price took off those units below the list price. */
  seckillDiscount: number;
  /** The platform campaign registration whose price some units took; null when none. */
  campaignRegId: string | null;
  /** Units at the campaign price. */
  campaignUnits: number;
  /** What the campaign price took off those units below the list price. */
  campaignDiscount: number;
  /** seckillDiscount + campaignDiscount + activityDiscount + memberDiscount + bundleDiscount + addonDiscount + fullscaleDiscount + couponDiscount. */
  discount: number;
  finalAmount: number;
}

export interface PricedCart {
  lines: PricedLine[];
  listAmount: number;
  /** Taken off by activity prices. */
  activityDiscount: number;
  /** Taken off by flash prices. */
  seckillDiscount: number;
  /** Taken off by campaign prices. */
  campaignDiscount: number;
  /** Taken off by add-on prices. */
  addonDiscount: number;
  /** Taken off by member prices. */
  memberDiscount: number;
  /** Taken off by bundles' package prices. */
  bundleDiscount: number;
  /** Taken off by full-scale tiers. */
  fullscaleDiscount: number;
  /** Taken off by the coupon. */
  couponDiscount: number;
  /** All four. */
  discount: number;
  finalAmount: number;
  /** The offer taken, if any. */
  applied: string | null;
  verdicts: Verdict[];
  /** One per running full-scale promotion with an eligible line. */
  fullscale: FullscaleVerdict[];
  /** One per line of a running add-on deal's add-on SKU. */
  addons: AddonVerdict[];
  /** One per line with a running member offer below its list price. */
  members: MemberVerdict[];
  /** One per running bundle with a member in the cart. */
  bundles: BundleVerdict[];
}

/** Whether the buyer is in the coupon's audience at `now`. */
export function inAudience(audience: Audience, buyer: BuyerFacts, now: Date): boolean {
  switch (audience) {
    case 'all':
      return true;
    case 'new_user':
      return buyer.ordersInShop === 0;
    case 'recent':
      return now.getTime() - buyer.registeredAt.getTime() < RECENT_BUYER_DAYS * DAY_MS;
    default:
      return buyer.groups.includes(audience);
  }
}

/** What one coupon takes off a goods amount, never more than the goods. */
export function couponDiscount(offer: Pick<CouponOffer, 'type' | 'value' | 'maxDiscount'>, goods: number): number {
  const percent = Math.floor((goods * offer.value) / 100);
  const cap = offer.maxDiscount ?? null;
  const off = offer.type === 'amount' ? offer.value : cap !== null && cap >= 0 ? Math.min(percent, cap) : percent;
  return Math.max(0, Math.min(off, goods));
}

/** Why an offer does not apply (or null when it does), before comparing it with the others. */
function refusal(offer: CouponOffer, goods: number, buyer: BuyerFacts, now: Date): PromotionReason | null {
  if (offer.stopped) return 'stopped';
  if (offer.used) return 'used_up';
  if (now < offer.usableFrom) return 'not_started';
  if (now >= offer.usableUntil) return 'expired';
  if (!inAudience(offer.audience, buyer, now)) return 'audience';
  if (goods <= 0) return 'no_goods';
  if (offer.minSpend > 0 && goods < offer.minSpend) return 'below_threshold';
  return null;
}

/**
 * Shares `discount` over the lines in proportion to their amounts (rounded down); what the
 * rounding leaves is taken from the last lines first, never more than a line's amount.
 */
export function shareDiscount(amounts: readonly number[], discount: number): number[] {
  const total = amounts.reduce((s, a) => s + a, 0);
  const off = Math.max(0, Math.min(discount, total));
  const taken = amounts.map((a) => (total > 0 ? Math.floor((off * a) / total) : 0));
  let left = off - taken.reduce((s, x) => s + x, 0);
  for (let i = amounts.length - 1; i >= 0 && left > 0; i--) {
    const more = Math.min((amounts[i] ?? 0) - (taken[i] ?? 0), left);
    taken[i] = (taken[i] ?? 0) + more;
    left -= more;
  }
  return taken;
}

/** Whether an activity runs at `now`. */
export function activityRunning(offer: Pick<ActivityOffer, 'startAt' | 'endAt' | 'stopped'>, now: Date): boolean {
  return !offer.stopped && offer.startAt <= now && now < offer.endAt;
}

/** The activity a line takes: the lowest running price below the list price, if any. */
export function lineActivity(line: CartLine, activities: readonly ActivityOffer[], now: Date): ActivityOffer | null {
  let best: ActivityOffer | null = null;
  for (const a of activities) {
    if (a.skuId !== line.skuId || !activityRunning(a, now) || a.unitPrice < 0 || a.unitPrice >= line.unitPrice)
      continue;
    if (!best || a.unitPrice < best.unitPrice || (a.unitPrice === best.unitPrice && a.activityId < best.activityId))
      best = a;
  }
  return best;
}

/** The member offer a line could take: the lowest running member price below the list price, if any. */
export function lineMemberOffer(line: CartLine, members: readonly MemberOffer[], now: Date): MemberOffer | null {
  let best: MemberOffer | null = null;
  for (const m of members) {
    if (m.skuId !== line.skuId || !activityRunning(m, now) || m.unitPrice < 0 || m.unitPrice >= line.unitPrice)
      continue;
    if (!best || m.unitPrice < best.unitPrice || (m.unitPrice === best.unitPrice && m.offerId < best.offerId)) best = m;
  }
  return best;
}

/** Whether a full-scale promotion runs at `now`. */
export const fullscaleRunning = activityRunning;

/** Whether a full-scale promotion covers a line. */
export function fullscaleCovers(offer: FullscaleOffer, line: CartLine): boolean {
  return offer.productIds === null || (line.productId !== undefined && offer.productIds.includes(line.productId));
}

/** Whether an add-on deal runs at `now`. */
export const addonRunning = activityRunning;

/**
 * The add-on price of each line (null when none) at `now`: a running deal's add-on SKU, its price
 * below the line's activity (or list) price, a main product in the cart, within the order's add-on
 * units and the add-on stock open to it; lines in the order given. The server lets a SKU be an
 * add-on of one deal at a time, so a line has at most one.
 */
export function addonVerdicts(
  lines: readonly CartLine[],
  addons: readonly AddonOffer[],
  now: Date,
  /** Each line's unit price before the add-on step (its activity or member price, else its list price). */
  basePrices: readonly number[] = lines.map((l) => l.unitPrice),
  /** The whole cart, whose main products open the deal (units at a flash, campaign or bundle price too). */
  cart: readonly CartLine[] = lines,
): (AddonVerdict | null)[] {
  const running = addons.filter((a) => addonRunning(a, now));
  const left = new Map(running.map((a) => [a, a.perOrder]));
  return lines.map((l, i) => {
    const deal = running.find((a) => a.skus.some((s) => s.skuId === l.skuId));
    const sku = deal?.skus.find((s) => s.skuId === l.skuId);
    if (!deal || !sku) return null;
    const hasMain = cart.some(
      (m) => m.quantity > 0 && m.productId !== undefined && deal.mainProductIds.includes(m.productId),
    );
    const result = addonLine({
      quantity: l.quantity,
      basePrice: basePrices[i] ?? l.unitPrice,
      addonPrice: sku.unitPrice,
      hasMain,
      limitLeft: left.get(deal) ?? 0,
      stockLeft: sku.stockLeft,
    });
    left.set(deal, (left.get(deal) ?? 0) - result.units);
    return { addonId: deal.addonId, skuId: l.skuId, ...result };
  });
}

/** Whether a bundle runs at `now`. */
export const bundleRunning = activityRunning;

/**
 * The bundle step: each running bundle with a member in the cart (earliest start first, then id)
 * takes the whole sets the cart's units not yet in a set make, up to its stock left; the package
 * price applies when below what the set's units cost at `basePrices` (each line's unit price after
 * the unit-price step). Answers the verdicts and each line's share (null when in no set).
 */
export function bundleStep(
  lines: readonly CartLine[],
  bundles: readonly BundleOffer[],
  now: Date,
  basePrices: readonly number[] = lines.map((l) => l.unitPrice),
): { verdicts: BundleVerdict[]; shares: (BundleShare | null)[] } {
  const left = lines.map((l) => l.quantity);
  const shares: (BundleShare | null)[] = lines.map(() => null);
  const verdicts: BundleVerdict[] = [];
  const running = bundles
    .filter((b) => bundleRunning(b, now) && b.items.some((it) => lines.some((l) => l.skuId === it.skuId)))
    .sort((a, b) => a.startAt.getTime() - b.startAt.getTime() || a.bundleId.localeCompare(b.bundleId));
  for (const b of running) {
    const at = b.items.map((it) => lines.findIndex((l, i) => l.skuId === it.skuId && shares[i] === null));
    const none = (reason: BundleReason) => verdicts.push({ bundleId: b.bundleId, reason, sets: 0, discount: 0 });
    if (b.items.length === 0 || at.some((i) => i < 0)) {
      none('incomplete');
      continue;
    }
    let sets = Math.min(...b.items.map((it, k) => Math.floor((left[at[k] ?? 0] ?? 0) / it.quantity)));
    if (sets <= 0) {
      none('incomplete');
      continue;
    }
    if (b.stockLeft !== null) sets = Math.min(sets, b.stockLeft);
    if (sets <= 0) {
      none('sold_out');
      continue;
    }
    const weights = b.items.map((it, k) => (basePrices[at[k] ?? 0] ?? 0) * it.quantity * sets);
    const cost = weights.reduce((s, w) => s + w, 0);
    const off = cost - b.packagePrice * sets;
    if (off <= 0) {
      none('not_lower');
      continue;
    }
    const taken = largestRemainder(weights, off);
    b.items.forEach((it, k) => {
      const i = at[k] ?? 0;
      left[i] = (left[i] ?? 0) - it.quantity * sets;
      shares[i] = { bundleId: b.bundleId, units: it.quantity * sets, sets, discount: taken[k] ?? 0 };
    });
    verdicts.push({ bundleId: b.bundleId, reason: 'applied', sets, discount: off });
  }
  return { verdicts, shares };
}

/** The lines with their units in a bundle's sets taken out: what the add-on step reads. */
export function outsideBundles(lines: readonly CartLine[], shares: readonly (BundleShare | null)[]): CartLine[] {
  return lines.map((l, i) => ({ ...l, quantity: l.quantity - (shares[i]?.units ?? 0) }));
}

/**
 * Each line's unit price after the unit-price step (before add-ons): the lowest of its running
 * activity price and, for a member, its running member price; else its list price.
 */
export function unitPriceStep(
  lines: readonly CartLine[],
  isMember: boolean,
  now: Date,
  activities: readonly ActivityOffer[] = [],
  members: readonly MemberOffer[] = [],
): number[] {
  return lines.map((l) => {
    const a = lineActivity(l, activities, now);
    const m = isMember ? lineMemberOffer(l, members, now) : null;
    if (m && !(a && a.unitPrice < m.unitPrice)) return m.unitPrice;
    return a?.unitPrice ?? l.unitPrice;
  });
}

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
  const verdicts: Verdict[] = (couponsOpen ? offers : []).map((offer) => {
    const why = refusal(offer, goods, buyer, now);
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
