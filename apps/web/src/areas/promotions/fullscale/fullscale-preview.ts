import { type FullscaleKind, type FullscaleReward, fullscaleTier } from '@sc/contract/fullscale.ts';

// The full-scale form's final price preview of one SKU: at each tier, the units that just reach it,
// their list price, what the buyer pays after the tier's reward (the engine's tier rule) and
// whether that is below what the shop paid for them. Amounts in satang.

export interface PreviewOffer {
  kind: FullscaleKind;
  rewardType: FullscaleReward;
  tiers: readonly { threshold: number; reward: number }[];
}

export interface TierPreviewRow {
  tier: number;
  units: number;
  list: number;
  pays: number;
  /** What the buyer pays is below the purchase price of those units (none recorded: never). */
  belowPurchase: boolean;
}

/** One SKU (sales and purchase price in satang; purchase null when not recorded) at each tier. */
export function tierPreview(offer: PreviewOffer, price: number, purchase: number | null): TierPreviewRow[] {
  return offer.tiers.map((tier, i) => {
    const units =
      offer.kind === 'quantity' ? tier.threshold : Math.max(1, Math.ceil(tier.threshold / Math.max(1, price)));
    const list = price * units;
    const pays = list - fullscaleTier(offer, list, units).discount;
    return {
      tier: i + 1,
      units,
      list,
      pays,
      belowPurchase: purchase !== null && purchase > 0 && pays < purchase * units,
    };
  });
}
