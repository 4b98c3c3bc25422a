import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CampaignOffer } from '../src/areas/promotions/campaign-step.ts';
import {
  type AddonOffer,
  type BundleOffer,
  type CartLine,
  type CouponOffer,
  type FlashOffer,
  type FullscaleOffer,
  priceCart,
} from '../src/areas/promotions/engine.ts';

// The engine's totals as a property (issue 17, "Tests and figures"): a cart mixing flash units,
// campaign units, a bundle, a gift line, an add-on deal, a full-scale tier and a coupon keeps the
// order's total equal to the sum of its lines, each line's discount equal to the sum of its steps,
// no line below 0, and the gift line at 0 baht. And an add-on deal opens for its main product
// bought at any price: the catalogue asks only that the cart hold one.

const now = new Date('2026-12-01T00:00:00Z');
const open = { startAt: new Date('2026-11-01T00:00:00Z'), endAt: new Date('2027-01-01T00:00:00Z'), stopped: false };
const buyer = { registeredAt: new Date('2026-01-01T00:00:00Z'), ordersInShop: 3, groups: [] };

const line = fc.record({
  price: fc.integer({ min: 1, max: 200_000 }),
  quantity: fc.integer({ min: 1, max: 6 }),
  flashUnits: fc.integer({ min: 0, max: 6 }),
  flashPercent: fc.integer({ min: 1, max: 98 }),
  campaignUnits: fc.integer({ min: 0, max: 6 }),
  campaignPercent: fc.integer({ min: 1, max: 98 }),
});

describe('the engine’s totals over every step', () => {
  it('the order total is the sum of its lines; no line below 0; the gift line at 0 baht', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 3, maxLength: 6 }),
        fc.integer({ min: 1, max: 99 }),
        fc.integer({ min: 0, max: 300_000 }),
        fc.record({
          threshold: fc.integer({ min: 1, max: 500_000 }),
          reward: fc.integer({ min: 1, max: 100_000 }),
          percent: fc.boolean(),
        }),
        fc.record({
          value: fc.integer({ min: 1, max: 200_000 }),
          minSpend: fc.integer({ min: 0, max: 400_000 }),
          percent: fc.boolean(),
          cap: fc.option(fc.integer({ min: 1, max: 50_000 }), { nil: null }),
          // The count rule: 0 is a spend threshold, else the fewest units.
          minUnits: fc.integer({ min: 0, max: 30 }),
        }),
        (items, bundlePercent, addonPrice, tier, coupon) => {
          const lines: CartLine[] = items.map((m, i) => ({
            skuId: i + 1,
            productId: 100 + i,
            quantity: m.quantity,
            unitPrice: m.price,
          }));
          // The gift: a line of its own at 0 baht, as checkout adds it.
          lines.push({ skuId: 99, productId: 199, quantity: 1, unitPrice: 0 });
          const flashes: FlashOffer[] = items.map((m, i) => ({
            registrationId: `f${i}`,
            skuId: i + 1,
            unitPrice: Math.floor((m.price * (100 - m.flashPercent)) / 100),
            units: Math.min(m.flashUnits, m.quantity),
          }));
          const campaigns: CampaignOffer[] = items.map((m, i) => ({
            registrationId: `c${i}`,
            skuId: i + 1,
            unitPrice: Math.floor((m.price * (100 - m.campaignPercent)) / 100),
            units: Math.max(0, Math.min(m.campaignUnits, m.quantity - Math.min(m.flashUnits, m.quantity))),
          }));
          const [a, b] = items;
          const bundle: BundleOffer = {
            bundleId: 'b1',
            packagePrice: Math.max(1, Math.floor((((a?.price ?? 0) + (b?.price ?? 0)) * bundlePercent) / 100)),
            items: [
              { skuId: 1, quantity: 1 },
              { skuId: 2, quantity: 1 },
            ],
            stockLeft: null,
            ...open,
          };
          const addon: AddonOffer = {
            addonId: 'a1',
            mainProductIds: [100],
            perOrder: 2,
            skus: [{ skuId: 3, unitPrice: addonPrice, stockLeft: null }],
            ...open,
          };
          const fullscale: FullscaleOffer = {
            fullscaleId: 's1',
            kind: 'amount',
            rewardType: tier.percent ? 'percent' : 'amount',
            tiers: [{ threshold: tier.threshold, reward: tier.percent ? 1 + (tier.reward % 50) : tier.reward }],
            productIds: null,
            ...open,
          };
          const offer: CouponOffer = {
            offerId: 'o1',
            couponId: 'k1',
            type: coupon.percent ? 'percent' : 'amount',
            value: coupon.percent ? 1 + (coupon.value % 90) : coupon.value,
            minSpend: coupon.minUnits > 0 ? 0 : coupon.minSpend,
            minUnits: coupon.minUnits,
            audience: 'all',
            usableFrom: open.startAt,
            usableUntil: open.endAt,
            stopped: false,
            used: false,
            maxDiscount: coupon.percent ? coupon.cap : null,
          };
          const cart = priceCart(
            lines,
            [offer],
            buyer,
            now,
            [],
            [fullscale],
            [addon],
            [],
            flashes,
            [bundle],
            campaigns,
          );
          const sum = cart.lines.reduce((t, l) => t + l.finalAmount, 0);
          expect(cart.finalAmount).toBe(sum);
          expect(cart.listAmount - cart.discount).toBe(sum);
          for (const l of cart.lines) {
            expect(l.finalAmount).toBeGreaterThanOrEqual(0);
            expect(l.discount).toBe(
              l.seckillDiscount +
                l.campaignDiscount +
                l.activityDiscount +
                l.memberDiscount +
                l.bundleDiscount +
                l.addonDiscount +
                l.fullscaleDiscount +
                l.couponDiscount,
            );
            expect(l.seckillUnits + l.campaignUnits).toBeLessThanOrEqual(l.quantity);
          }
          const gift = cart.lines.find((l) => l.skuId === 99);
          expect(gift).toMatchObject({ listAmount: 0, discount: 0, finalAmount: 0 });
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('an add-on deal’s main product at a promotion price', () => {
  const addon: AddonOffer = {
    addonId: 'a1',
    mainProductIds: [100],
    perOrder: 1,
    skus: [{ skuId: 3, unitPrice: 2_000, stockLeft: null }],
    ...open,
  };
  const main: CartLine = { skuId: 1, productId: 100, quantity: 1, unitPrice: 10_000 };
  const extra: CartLine = { skuId: 3, productId: 300, quantity: 1, unitPrice: 5_000 };

  it('bought wholly at the flash price, still opens the add-on price', () => {
    const flash: FlashOffer = { registrationId: 'f1', skuId: 1, unitPrice: 6_000, units: 1 };
    const cart = priceCart([main, extra], [], buyer, now, [], [], [addon], [], [flash]);
    expect(cart.lines[0]).toMatchObject({ seckillUnits: 1, finalAmount: 6_000 });
    expect(cart.lines[1]).toMatchObject({ addonId: 'a1', addonUnits: 1, finalAmount: 2_000 });
    expect(cart.finalAmount).toBe(8_000);
  });

  it('bought wholly in a bundle set, still opens the add-on price; the set’s own units take none', () => {
    const partner: CartLine = { skuId: 2, productId: 200, quantity: 1, unitPrice: 10_000 };
    const bundle: BundleOffer = {
      bundleId: 'b1',
      packagePrice: 15_000,
      items: [
        { skuId: 1, quantity: 1 },
        { skuId: 2, quantity: 1 },
      ],
      stockLeft: null,
      ...open,
    };
    const cart = priceCart([main, partner, extra], [], buyer, now, [], [], [addon], [], [], [bundle]);
    expect(cart.lines[0]).toMatchObject({ bundleUnits: 1, addonUnits: 0 });
    expect(cart.lines[2]).toMatchObject({ addonId: 'a1', addonUnits: 1, finalAmount: 2_000 });
    expect(cart.finalAmount).toBe(17_000);
  });

  it('without a main product in the cart, the add-on sells at its list price', () => {
    const cart = priceCart([extra], [], buyer, now, [], [], [addon]);
    expect(cart.lines[0]).toMatchObject({ addonUnits: 0, finalAmount: 5_000 });
  });
});
