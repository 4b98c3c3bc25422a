// The promotion engine's shapes (engine.ts): a cart's lines, the buyer, each tool's offer as the
// engine reads it, and the verdicts and priced cart it answers. Money is integer satang.
import type { AddonReason } from '@sc/contract/addon.ts';
import type { BundleReason } from '@sc/contract/bundle.ts';
import type { FullscaleKind, FullscaleReward, FullscaleTierResult } from '@sc/contract/fullscale.ts';
import type { Audience, BuyerGroup, CouponType, PromotionReason } from '@sc/contract/promotions.ts';

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
  /** The count rule: the fewest units in the cart; 0 or absent: none. */
  minUnits?: number;
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
