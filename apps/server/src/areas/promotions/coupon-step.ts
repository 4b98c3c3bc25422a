import { type Audience, type PromotionReason, RECENT_BUYER_DAYS } from '@sc/contract/promotions.ts';
import type { BuyerFacts, CouponOffer } from './engine-types.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

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

/**
 * Why an offer does not apply (or null when it does), before comparing it with the others: `goods`
 * the cart's amount, satang, and `units` its units, which a count-rule coupon's threshold reads.
 */
export function couponRefusal(
  offer: CouponOffer,
  goods: number,
  units: number,
  buyer: BuyerFacts,
  now: Date,
): PromotionReason | null {
  if (offer.stopped) return 'stopped';
  if (offer.used) return 'used_up';
  if (now < offer.usableFrom) return 'not_started';
  if (now >= offer.usableUntil) return 'expired';
  if (!inAudience(offer.audience, buyer, now)) return 'audience';
  if (goods <= 0) return 'no_goods';
  if (offer.minSpend > 0 && goods < offer.minSpend) return 'below_threshold';
  if ((offer.minUnits ?? 0) > 0 && units < (offer.minUnits ?? 0)) return 'below_threshold';
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
