import { describe, expect, it } from 'vitest';
import { tierPreview } from './fullscale-preview.ts';

describe('the full-scale preview of one SKU', () => {
  it('buys just enough to reach each spend tier and flags a price below the purchase price', () => {
    // ฿100.00 a unit, bought for ฿80.00: spend ฿300 save ฿50, spend ฿500 save ฿150.
    const offer = {
      kind: 'amount' as const,
      rewardType: 'amount' as const,
      tiers: [
        { threshold: 30_000, reward: 5_000 },
        { threshold: 50_000, reward: 15_000 },
      ],
    };
    expect(tierPreview(offer, 10_000, 8_000)).toEqual([
      { tier: 1, units: 3, list: 30_000, pays: 25_000, belowPurchase: false },
      { tier: 2, units: 5, list: 50_000, pays: 35_000, belowPurchase: true },
    ]);
  });

  it('at exactly the purchase price is no loss, and without one recorded nothing is flagged', () => {
    const offer = { kind: 'quantity' as const, rewardType: 'percent' as const, tiers: [{ threshold: 2, reward: 20 }] };
    expect(tierPreview(offer, 10_000, 8_000)).toEqual([
      { tier: 1, units: 2, list: 20_000, pays: 16_000, belowPurchase: false },
    ]);
    expect(tierPreview(offer, 10_000, 8_001)[0]?.belowPurchase).toBe(true);
    expect(tierPreview(offer, 10_000, null)[0]?.belowPurchase).toBe(false);
  });
});
