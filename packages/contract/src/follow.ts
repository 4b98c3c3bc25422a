import { type CouponDraft, type CouponIssue, couponIssues } from './coupon-rules.ts';
import type { followMessages } from './messages/follow.ts';

// The follow-shop coupon (/promotion/attention, catalogue §7 "Marketing (mms/)": merchant follow
// cards): a coupon only buyers who follow the shop may collect. It is a coupon like the others
// (coupons of channel 'follow'): the same rules, states, claims and engine, with fewer fields. The
// code is made by the server, the audience is the shop's followers and each follower collects one.

/** Where a coupon is collected: shop (/promotion/coupon) or follow (followers of the shop only). */
export const COUPON_CHANNEL = ['shop', 'follow'] as const;
export type CouponChannel = (typeof COUPON_CHANNEL)[number];

/**
 * At most this many follow coupons of a shop may have grant windows that overlap (not stopped):
 * one follow coupon granting at a time, so a new follower meets one offer.
 */
export const FOLLOW_COUPONS_AT_ONCE = 1;
/** A follower collects one follow coupon each. */
export const FOLLOW_COUPON_PER_PERSON = 1;
/** The made code: this prefix and letters or digits (COUPON_CODE_PATTERN). */
export const FOLLOW_COUPON_CODE_PREFIX = 'FLW';

export type FollowMessageKey = keyof typeof followMessages;

/** A follow coupon as a form or a request holds it: the coupon's draft without code, per-person limit and audience. */
export type FollowCouponDraft = Omit<CouponDraft, 'code' | 'perPerson'>;

/** Every rule a follow coupon breaks at `now`: the coupon's own (couponIssues), in field order. */
export function followCouponIssues(d: FollowCouponDraft, now: Date): CouponIssue[] {
  return couponIssues(
    { ...d, code: `${FOLLOW_COUPON_CODE_PREFIX}0000`, perPerson: FOLLOW_COUPON_PER_PERSON },
    now,
  ).filter((i) => i.field !== 'code' && i.field !== 'perPerson');
}
