import type { CouponView } from '@sc/contract/calls/promotions.ts';
import { type CouponState, type CouponType, STOPPABLE_COUPON_STATE } from '@sc/contract/promotions.ts';

// How a coupon reads on the screens: its offer in words, the colour of its state, what the
// merchant may still do with it, its use rate. Keys are of the "promotions" strings.

/** What a coupon takes off, in baht (amount) or whole percent; the minimum spend in baht, 0 for none. */
export interface Offer {
  type: CouponType;
  faceValue: number | null;
  percentOff: number | null;
  minSpend: number;
  /** The count rule's units; 0 or absent: the threshold is the minimum spend. */
  minUnits?: number | null;
  /** Type percent: the most it takes off, baht; null or absent: no cap. */
  maxDiscount?: number | null;
}

/** The offer as the buyer reads it: "฿50 off orders from ฿300", "10% off any order". */
export function offerText(
  offer: Offer,
  formatBaht: (baht: number) => string,
): { key: string; params: Record<string, string | number> } {
  const units = offer.minUnits ?? 0;
  if (units > 0) return unitsOfferText(offer, units, formatBaht);
  const from = offer.minSpend > 0;
  const minSpend = formatBaht(offer.minSpend);
  if (offer.type === 'amount') {
    const amount = formatBaht(offer.faceValue ?? 0);
    return from
      ? { key: 'offer.amountFrom', params: { amount, minSpend } }
      : { key: 'offer.amount', params: { amount } };
  }
  const percent = offer.percentOff ?? 0;
  if (offer.maxDiscount != null) {
    const cap = formatBaht(offer.maxDiscount);
    return from
      ? { key: 'offer.percentFromCap', params: { percent, minSpend, cap } }
      : { key: 'offer.percentCap', params: { percent, cap } };
  }
  return from
    ? { key: 'offer.percentFrom', params: { percent, minSpend } }
    : { key: 'offer.percent', params: { percent } };
}

/** A count-rule offer: "฿50 off orders of 3 units or more". */
function unitsOfferText(
  offer: Offer,
  units: number,
  formatBaht: (baht: number) => string,
): { key: string; params: Record<string, string | number> } {
  if (offer.type === 'amount')
    return { key: 'rule.amountUnits', params: { amount: formatBaht(offer.faceValue ?? 0), units } };
  const percent = offer.percentOff ?? 0;
  return offer.maxDiscount != null
    ? { key: 'rule.percentUnitsCap', params: { percent, units, cap: formatBaht(offer.maxDiscount) } }
    : { key: 'rule.percentUnits', params: { percent, units } };
}

/** The colour of a state's tag. */
export function stateTone(state: CouponState): 'processing' | 'success' | 'default' | 'warning' | 'error' {
  switch (state) {
    case 'granting':
      return 'success';
    case 'not_started':
      return 'processing';
    case 'stopped':
      return 'warning';
    case 'invalid':
      return 'error';
    default:
      return 'default';
  }
}

/**
 * What the merchant may still do to a coupon: stop it once it has opened, cancel it before
 * (the server's STOPPABLE_COUPON_STATE; stopping one not started makes it invalid).
 */
export function endAction(state: CouponState): 'stop' | 'cancel' | null {
  if (!(STOPPABLE_COUPON_STATE as readonly CouponState[]).includes(state)) return null;
  return state === 'not_started' ? 'cancel' : 'stop';
}

/** Used of received, in percent with one decimal; null while none is received. */
export function usageRate(c: Pick<CouponView, 'receivedCount' | 'usedCount'>): number | null {
  if (c.receivedCount <= 0) return null;
  return Math.round((c.usedCount / c.receivedCount) * 1000) / 10;
}
