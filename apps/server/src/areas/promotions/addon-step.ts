// The add-on step of the promotion engine (engine.ts). Pure; money is integer satang.
import { addonLine } from '@sc/contract/addon.ts';
import type { AddonOffer, AddonVerdict, CartLine } from './engine-types.ts';
import { activityRunning } from './unit-price-step.ts';

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
