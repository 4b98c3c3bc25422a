// The promotion vocabulary shared by server and web (coupon types, audiences, states and the
// reasons the engine gives). Labels in three languages live with the screens; these are the codes
// the API carries.

/** How a coupon takes money off: a fixed amount (satang) or a percentage of the goods. */
export const COUPON_TYPE = ['amount', 'percent'] as const;
export type CouponType = (typeof COUPON_TYPE)[number];

/**
 * Who may collect a coupon (spec §3 "Coupon"): all users, new users (no order in the shop yet),
 * credit users, T Plus members, students, users within 30 days of registration.
 */
export const AUDIENCE = ['all', 'new_user', 'credit', 't_plus', 'student', 'recent'] as const;
export type Audience = (typeof AUDIENCE)[number];
/** The marked groups a buyer may belong to (all, new and recent follow from the buyer's record). */
export const BUYER_GROUP = ['credit', 't_plus', 'student'] as const;
export type BuyerGroup = (typeof BUYER_GROUP)[number];
/** "Users within 30 days of registration". */
export const RECENT_BUYER_DAYS = 30;

/**
 * Coupon states on the clock (catalogue §4 "Activity and coupon"):
 * - not_started: its grant window has not opened;
 * - granting: buyers may collect it now and some are left;
 * - ended: no more can be collected (window closed or all given out), collected ones still work;
 * - expired: every collected coupon is past its validity;
 * - stopped: the merchant stopped it after it had opened; collected ones no longer work;
 * - invalid: the merchant cancelled it before it opened.
 */
export const COUPON_STATE = ['not_started', 'granting', 'ended', 'expired', 'stopped', 'invalid'] as const;
export type CouponState = (typeof COUPON_STATE)[number];
/** Tabs of /promotion/coupon: every state and all. */
export const COUPON_TABS = ['all', ...COUPON_STATE] as const;
export type CouponTab = (typeof COUPON_TABS)[number];
/** A coupon in these states may still be stopped or cancelled. */
export const STOPPABLE_COUPON_STATE = ['not_started', 'granting', 'ended'] as const satisfies readonly CouponState[];

/** Why a promotion does or does not apply to a cart (the engine's verdicts). */
export const PROMOTION_REASON = [
  'applied',
  'not_best',
  'not_started',
  'expired',
  'stopped',
  'used_up',
  'below_threshold',
  'audience',
  'no_goods',
] as const;
export type PromotionReason = (typeof PROMOTION_REASON)[number];

export const COUPON_NAME_MAX = 40;
/** Codes are 4 to 20 letters or digits, kept upper case. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9]{4,20}$/;
export const COUPON_CODE_MAX = 20;
/** The most coupons one coupon issues (a bound of ours: the spec gives none). */
export const COUPON_QUANTITY_MAX = 1_000_000;
/** The most of one coupon one buyer may collect (a bound of ours: the spec gives none). */
export const COUPON_PER_PERSON_MAX = 10;
/** The largest amount off, in satang: 100,000 baht (a bound of ours). */
export const COUPON_AMOUNT_MAX = 10_000_000;
/** A percent coupon takes at least this much off (spec §5: promotions at least 2% below price) and less than 100. */
export const COUPON_PERCENT_MIN = 2;
export const COUPON_PERCENT_MAX = 99;

/** The final price preview of a new coupon prices at most this many SKUs (spec §5: up to 5 SKUs checkable). */
export const COUPON_PREVIEW_SKUS_MAX = 5;
/** The preview's cart holds at most this many units of one SKU (as a checkout line does). */
export const COUPON_PREVIEW_UNITS_MAX = 999;

/**
 * What a coupon's threshold counts (spec §3 "Coupon", rule: full amount, discount, count): spend,
 * the goods' amount in baht (minSpend), or units, the number of units of the shop's goods in the
 * cart (minUnits), either giving the face value or the percent off.
 */
export const COUPON_THRESHOLD = ['spend', 'units'] as const;
export type CouponThreshold = (typeof COUPON_THRESHOLD)[number];
/** A count-rule coupon asks for 1 to this many units: a preview line's worth. */
export const COUPON_MIN_UNITS_MAX = COUPON_PREVIEW_UNITS_MAX;

/**
 * A percent coupon may carry a cap on what it takes off (satang, optional). When set it is above 0
 * and, when the coupon has a minimum spend, below it: 'below_min_spend' (the amount coupon's rule,
 * "minimum spend must exceed the discount", read for the cap). The promotion engine takes no more
 * than the cap.
 */
export const COUPON_MAX_DISCOUNT_RULE = 'below_min_spend' as const;

/** What a final price preview names as stacked under the offer being made: a running discount, a full-scale tier, a granting coupon. */
export const STACKED_KIND = ['activity', 'fullscale', 'coupon'] as const;
export type StackedKind = (typeof STACKED_KIND)[number];
