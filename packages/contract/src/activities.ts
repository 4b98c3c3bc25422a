import { COUPON_VALIDITY_MAX_DAYS, MAX_IDS_PER_QUERY, MIN_ID_SEARCH_DIGITS } from './constants.ts';
import { MIN_DISCOUNT_PERCENT } from './validators/discount.ts';

// Discounts and time-limited offers (activities, /promotion/activity, specialOffer and
// selectactiveitem/{id}): per-SKU activity prices for a window of time. The codes the API carries;
// labels in three languages live with the screens.

/**
 * Activity states on the clock (catalogue §4 "Activity and coupon"), never stored:
 * - not_started: its window has not opened; products and prices may still change;
 * - running ("in progress"): buyers pay the activity price;
 * - ended: the window has closed;
 * - stopped: the merchant stopped it before its end.
 */
export const ACTIVITY_STATE = ['not_started', 'running', 'ended', 'stopped'] as const;
export type ActivityState = (typeof ACTIVITY_STATE)[number];
/** Tabs of /promotion/activity: every state and all. */
export const ACTIVITY_TABS = ['all', ...ACTIVITY_STATE] as const;
export type ActivityTab = (typeof ACTIVITY_TABS)[number];
/** An activity in these states may still be stopped. */
export const STOPPABLE_ACTIVITY_STATE = ['not_started', 'running'] as const satisfies readonly ActivityState[];

/** An activity's name: the spec's "Name 40". */
export const ACTIVITY_NAME_MAX = 40;
/** "Time-limited promotion at most 90 days; start must be before end" (spec §5). */
export const ACTIVITY_MAX_DAYS = COUPON_VALIDITY_MAX_DAYS;
/**
 * A start a little behind the clock still counts as now: the form's "now" is a minute old by the
 * time it is sent. Anything earlier is in the past and refused.
 */
export const ACTIVITY_START_GRACE_MS = 60 * 1000;
/** "At most 200 products per rule" (spec §5 "Counts"). */
export const ACTIVITY_MAX_PRODUCTS = 200;
/** The picker asks for at most this many ids at once ("up to 100 … ids per query"). */
export const ACTIVITY_PICK_MAX_IDS = MAX_IDS_PER_QUERY;
/** "SKU or SPU search needs at least 3 digits". */
export const ACTIVITY_ID_SEARCH_DIGITS = MIN_ID_SEARCH_DIGITS;
/**
 * The least an activity price takes off the sales price, in percent. The spec says 2% and, for
 * some promotions, 5%; a discount activity takes the general 2% (MIN_DISCOUNT_PERCENT).
 */
export const ACTIVITY_MIN_DISCOUNT_PERCENT = MIN_DISCOUNT_PERCENT;
/** Below this many percent off, the merchant is asked to confirm ("a discount under 50% prompts a caution"). */
export const ACTIVITY_SHALLOW_DISCOUNT_PERCENT = 50;
/**
 * Above this many percent off, the price is flagged. The spec says 95% in one text and 98% in
 * another; we flag from 95%, the earlier of the two, so a 96–98% cut is not let through unseen.
 */
export const ACTIVITY_DEEP_DISCOUNT_PERCENT = 95;
/** Most units one buyer may be limited to per SKU (a bound of ours; 0 means no limit). */
export const ACTIVITY_PER_BUYER_MAX = 999;
/** The most activity stock one SKU may carry (the product's own bound, MAX_STOCK). */
export const ACTIVITY_STOCK_MAX = 9_999_999;
