// The purchase limits' part of the promotion engine: for a cart's lines, the running limits on
// their SKUs and what the buyer bought under each, how many units each line may still take and
// why a line is refused. Pure: no database, no clock of its own (read by purchase-limit-checkout.ts).

/** A running purchase limit on one SKU, with what this buyer bought under it (orders not cancelled). */
export interface LimitOffer {
  purchaseLimitId: string;
  skuId: number;
  /** Units per buyer; 0: no limit. */
  limitQty: number;
  bought: number;
}

export type LimitReason = 'no_limit' | 'within_limit' | 'over_limit';

export interface LimitVerdict {
  skuId: number;
  quantity: number;
  /** The binding limit (fewest units left); null when none limits the SKU. */
  purchaseLimitId: string | null;
  max: number;
  /** Units the buyer may still buy; null: no limit. */
  left: number | null;
  reason: LimitReason;
}

/** How many units of `skuId` the buyer may still buy under the limits given: the fewest left; null when none limits it. */
export function allowanceOf(skuId: number, offers: readonly LimitOffer[]): { offer: LimitOffer; left: number } | null {
  let best: { offer: LimitOffer; left: number } | null = null;
  for (const o of offers) {
    if (o.skuId !== skuId || o.limitQty <= 0) continue;
    const left = Math.max(0, o.limitQty - o.bought);
    if (!best || left < best.left) best = { offer: o, left };
  }
  return best;
}

/** One verdict per line: over_limit when it takes more units than the buyer has left. */
export function limitVerdicts(
  lines: readonly { skuId: number; quantity: number }[],
  offers: readonly LimitOffer[],
): LimitVerdict[] {
  return lines.map((l) => {
    const a = allowanceOf(l.skuId, offers);
    if (!a)
      return { skuId: l.skuId, quantity: l.quantity, purchaseLimitId: null, max: 0, left: null, reason: 'no_limit' };
    return {
      skuId: l.skuId,
      quantity: l.quantity,
      purchaseLimitId: a.offer.purchaseLimitId,
      max: a.offer.limitQty,
      left: a.left,
      reason: l.quantity > a.left ? 'over_limit' : 'within_limit',
    };
  });
}
