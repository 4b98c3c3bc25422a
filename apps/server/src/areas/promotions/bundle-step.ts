import { type BundleReason, largestRemainder } from '@sc/contract/bundle.ts';
import type { BundleOffer, BundleShare, BundleVerdict, CartLine } from './engine-types.ts';
import { activityRunning } from './unit-price-step.ts';

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
