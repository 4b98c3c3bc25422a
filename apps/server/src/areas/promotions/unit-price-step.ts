// The unit-price step of the promotion engine (engine.ts): a line's running activity price and,
// for a T Plus member, its member price; the lower applies. Also whether a full-scale promotion
// runs and covers a line, read the same way. Pure; money is integer satang.
import type { ActivityOffer, CartLine, FullscaleOffer, MemberOffer } from './engine-types.ts';

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

/** Whether a full-scale promotion runs at `now`. */
export const fullscaleRunning = activityRunning;

/** Whether a full-scale promotion covers a line. */
export function fullscaleCovers(offer: FullscaleOffer, line: CartLine): boolean {
  return offer.productIds === null || (line.productId !== undefined && offer.productIds.includes(line.productId));
}
