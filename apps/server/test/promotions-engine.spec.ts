import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ActivityOffer,
  type AddonOffer,
  type BuyerFacts,
  type CouponOffer,
  type FullscaleOffer,
  type MemberOffer,
  priceCart,
  shareDiscount,
  unitPriceStep,
} from '../src/areas/promotions/engine.ts';

// The promotion engine (areas/promotions/engine.ts): which coupon a cart takes, each line's
// share, and why each coupon does or does not apply.

const now = new Date('2026-11-20T05:00:00Z');
const day = 24 * 60 * 60 * 1000;
const buyer: BuyerFacts = { registeredAt: new Date(now.getTime() - 100 * day), ordersInShop: 3, groups: [] };

const coupon = (over: Partial<CouponOffer> = {}): CouponOffer => ({
  offerId: 'claim-1',
  couponId: 'coupon-1',
  type: 'amount',
  value: 5_000,
  minSpend: 20_000,
  audience: 'all',
  usableFrom: new Date(now.getTime() - day),
  usableUntil: new Date(now.getTime() + day),
  stopped: false,
  used: false,
  ...over,
});

describe('a coupon on a cart', () => {
  it('takes its amount off once the goods reach the minimum spend, not a satang before', () => {
    const at = priceCart([{ skuId: 1, quantity: 2, unitPrice: 10_000 }], [coupon()], buyer, now);
    expect(at).toMatchObject({ listAmount: 20_000, discount: 5_000, finalAmount: 15_000, applied: 'claim-1' });
    expect(at.verdicts).toEqual([{ offerId: 'claim-1', couponId: 'coupon-1', reason: 'applied', discount: 5_000 }]);

    const below = priceCart([{ skuId: 1, quantity: 1, unitPrice: 19_999 }], [coupon()], buyer, now);
    expect(below).toMatchObject({ discount: 0, finalAmount: 19_999, applied: null });
    expect(below.verdicts[0]?.reason).toBe('below_threshold');
  });

  it('takes a percentage rounded down to the satang', () => {
    const cart = priceCart(
      [{ skuId: 1, quantity: 1, unitPrice: 12_345 }],
      [coupon({ type: 'percent', value: 10, minSpend: 0 })],
      buyer,
      now,
    );
    expect(cart.discount).toBe(1_234);
    expect(cart.finalAmount).toBe(11_111);
  });

  it('works from its first instant and not at its last', () => {
    const lines = [{ skuId: 1, quantity: 1, unitPrice: 30_000 }];
    const starts = coupon({ usableFrom: now });
    expect(priceCart(lines, [starts], buyer, now).verdicts[0]?.reason).toBe('applied');
    const later = coupon({ usableFrom: new Date(now.getTime() + 1) });
    expect(priceCart(lines, [later], buyer, now).verdicts[0]?.reason).toBe('not_started');
    const ends = coupon({ usableUntil: now });
    expect(priceCart(lines, [ends], buyer, now).verdicts[0]?.reason).toBe('expired');
  });

  it('says why a stopped, used or other-audience coupon does not apply', () => {
    const lines = [{ skuId: 1, quantity: 1, unitPrice: 30_000 }];
    const reasons = priceCart(
      lines,
      [
        coupon({ offerId: 'a', stopped: true }),
        coupon({ offerId: 'b', used: true }),
        coupon({ offerId: 'c', audience: 'new_user' }),
        coupon({ offerId: 'd', audience: 'student' }),
        coupon({ offerId: 'e', audience: 'recent' }),
      ],
      buyer,
      now,
    ).verdicts.map((v) => v.reason);
    expect(reasons).toEqual(['stopped', 'used_up', 'audience', 'audience', 'audience']);
  });

  it('lets each audience in: new buyers, buyers of the last 30 days, marked groups', () => {
    const lines = [{ skuId: 1, quantity: 1, unitPrice: 30_000 }];
    const fresh: BuyerFacts = {
      registeredAt: new Date(now.getTime() - 30 * day + 1),
      ordersInShop: 0,
      groups: ['student'],
    };
    const offers = (['new_user', 'recent', 'student'] as const).map((audience) =>
      coupon({ offerId: audience, audience }),
    );
    expect(priceCart(lines, offers, fresh, now).verdicts.map((v) => v.reason)).toEqual([
      'applied',
      'not_best',
      'not_best',
    ]);
    const thirtyDays: BuyerFacts = { ...fresh, registeredAt: new Date(now.getTime() - 30 * day) };
    expect(priceCart(lines, [coupon({ audience: 'recent' })], thirtyDays, now).verdicts[0]?.reason).toBe('audience');
  });

  it('takes only the coupon that saves the most; the first of equals', () => {
    const lines = [{ skuId: 1, quantity: 1, unitPrice: 100_000 }];
    const cart = priceCart(
      lines,
      [
        coupon({ offerId: 'small', value: 5_000 }),
        coupon({ offerId: 'ten-percent', type: 'percent', value: 10, minSpend: 0 }),
        coupon({ offerId: 'also-ten', value: 10_000 }),
      ],
      buyer,
      now,
    );
    expect(cart.applied).toBe('ten-percent');
    expect(cart.discount).toBe(10_000);
    expect(cart.verdicts.map((v) => v.reason)).toEqual(['not_best', 'applied', 'not_best']);
  });

  it('shares the discount over the lines by their amounts, the rounding left on the last', () => {
    const cart = priceCart(
      [
        { skuId: 1, quantity: 1, unitPrice: 10_000 },
        { skuId: 2, quantity: 2, unitPrice: 10_000 },
      ],
      [coupon({ value: 1_000, minSpend: 0 })],
      buyer,
      now,
    );
    expect(cart.lines.map((l) => l.discount)).toEqual([333, 667]);
    expect(cart.lines.map((l) => l.finalAmount)).toEqual([9_667, 19_333]);
  });

  it('never takes more than the goods, even when the coupon is worth more', () => {
    const cart = priceCart([{ skuId: 1, quantity: 1, unitPrice: 3_000 }], [coupon({ minSpend: 0 })], buyer, now);
    expect(cart).toMatchObject({ discount: 3_000, finalAmount: 0 });
  });
});

const line = fc.record({
  skuId: fc.integer({ min: 1, max: 1_000_000 }),
  quantity: fc.integer({ min: 1, max: 999 }),
  unitPrice: fc.integer({ min: 0, max: 10_000_000 }),
});
const offer = fc.record({
  offerId: fc.uuid(),
  couponId: fc.uuid(),
  type: fc.constantFrom('amount' as const, 'percent' as const),
  value: fc.integer({ min: 1, max: 10_000_000 }),
  minSpend: fc.integer({ min: 0, max: 50_000_000 }),
  audience: fc.constantFrom(
    'all' as const,
    'new_user' as const,
    'credit' as const,
    't_plus' as const,
    'recent' as const,
  ),
  usableFrom: fc.date({
    min: new Date(now.getTime() - 90 * day),
    max: new Date(now.getTime() + day),
    noInvalidDate: true,
  }),
  usableUntil: fc.date({
    min: new Date(now.getTime() - day),
    max: new Date(now.getTime() + 90 * day),
    noInvalidDate: true,
  }),
  stopped: fc.boolean(),
  used: fc.boolean(),
});
const offers = fc.array(offer, { maxLength: 8 }).map((list) =>
  // Percent coupons take 1 to 99 percent.
  list.map((o) => (o.type === 'percent' ? { ...o, value: 1 + (o.value % 99) } : o)),
);
const facts = fc.record({
  registeredAt: fc.date({ min: new Date(now.getTime() - 400 * day), max: now, noInvalidDate: true }),
  ordersInShop: fc.nat(20),
  groups: fc.subarray(['credit', 't_plus', 'student'] as const),
});

describe('whatever the cart and its coupons', () => {
  it('the final price is never below 0 nor above the list price; no line loses more than its amount', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 6 }), offers, facts, (lines, list, who) => {
        const cart = priceCart(lines, list, who, now);
        expect(cart.finalAmount).toBeGreaterThanOrEqual(0);
        expect(cart.finalAmount).toBeLessThanOrEqual(cart.listAmount);
        for (const l of cart.lines) {
          expect(l.discount).toBeGreaterThanOrEqual(0);
          expect(l.discount).toBeLessThanOrEqual(l.listAmount);
          expect(l.finalAmount).toBe(l.listAmount - l.discount);
        }
        expect(cart.lines.reduce((s, l) => s + l.discount, 0)).toBe(cart.discount);
        expect(cart.lines.reduce((s, l) => s + l.finalAmount, 0)).toBe(cart.finalAmount);
      }),
    );
  });

  it('takes one coupon at most, the largest that applies, and the same whatever the order of the coupons', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 4 }), offers, facts, (lines, list, who) => {
        const cart = priceCart(lines, list, who, now);
        const applying = cart.verdicts.filter((v) => v.reason === 'applied' || v.reason === 'not_best');
        expect(cart.verdicts.filter((v) => v.reason === 'applied').length).toBe(cart.applied ? 1 : 0);
        expect(cart.discount).toBe(Math.max(0, ...applying.map((v) => v.discount)));
        expect(priceCart(lines, [...list].reverse(), who, now).discount).toBe(cart.discount);
      }),
    );
  });

  it('shares any discount in full and never more than a line has', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(1_000_000), { minLength: 1, maxLength: 8 }), fc.nat(10_000_000), (amounts, off) => {
        const shares = shareDiscount(amounts, off);
        const total = amounts.reduce((s, a) => s + a, 0);
        expect(shares.reduce((s, x) => s + x, 0)).toBe(Math.min(off, total));
        shares.forEach((x, i) => {
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThanOrEqual(amounts[i] ?? 0);
        });
      }),
    );
  });
});

// Activities (discounts): a running activity sets the line's price before coupons.

const activity = (over: Partial<ActivityOffer> = {}): ActivityOffer => ({
  activityId: 'act-1',
  skuId: 1,
  unitPrice: 6_000,
  startAt: new Date(now.getTime() - day),
  endAt: new Date(now.getTime() + day),
  stopped: false,
  ...over,
});

describe('an activity price on a cart', () => {
  it('prices the line at the activity price from its first instant, not at its end, not once stopped', () => {
    const lines = [{ skuId: 1, quantity: 2, unitPrice: 10_000 }];
    const on = priceCart(lines, [], buyer, now, [activity({ startAt: now })]);
    expect(on).toMatchObject({ listAmount: 20_000, activityDiscount: 8_000, discount: 8_000, finalAmount: 12_000 });
    expect(on.lines[0]).toMatchObject({ activityId: 'act-1', activityDiscount: 8_000, couponDiscount: 0 });
    for (const off of [
      activity({ endAt: now }),
      activity({ stopped: true }),
      activity({ startAt: new Date(now.getTime() + 1) }),
    ]) {
      expect(priceCart(lines, [], buyer, now, [off])).toMatchObject({ discount: 0, finalAmount: 20_000 });
    }
  });

  it('never raises a price: an activity price not below the list price is no offer; the lowest of two wins', () => {
    const lines = [{ skuId: 1, quantity: 1, unitPrice: 5_000 }];
    expect(priceCart(lines, [], buyer, now, [activity({ unitPrice: 5_000 })]).discount).toBe(0);
    const two = priceCart(lines, [], buyer, now, [
      activity({ unitPrice: 4_000 }),
      activity({ activityId: 'act-2', unitPrice: 3_000 }),
    ]);
    expect(two.lines[0]?.activityId).toBe('act-2');
  });

  it('judges a coupon’s minimum spend on the goods at activity prices and adds its share to the line', () => {
    const lines = [{ skuId: 1, quantity: 2, unitPrice: 10_000 }];
    // 120.00 at the activity price: a 50.00 coupon from 150.00 no longer applies.
    const below = priceCart(lines, [coupon({ minSpend: 15_000 })], buyer, now, [activity()]);
    expect(below.verdicts[0]?.reason).toBe('below_threshold');
    const stacked = priceCart(lines, [coupon({ minSpend: 10_000, value: 1_000 })], buyer, now, [activity()]);
    expect(stacked).toMatchObject({
      activityDiscount: 8_000,
      couponDiscount: 1_000,
      discount: 9_000,
      finalAmount: 11_000,
    });
    expect(stacked.lines[0]).toMatchObject({ discount: 9_000, finalAmount: 11_000 });
  });
});

const activityFor = (skuIds: number[]) =>
  fc.array(
    fc.record({
      activityId: fc.constantFrom('a', 'b', 'c'),
      skuId: skuIds.length > 0 ? fc.constantFrom(...skuIds) : fc.constant(1),
      unitPrice: fc.integer({ min: 0, max: 10_000_000 }),
      startAt: fc.date({
        min: new Date(now.getTime() - 90 * day),
        max: new Date(now.getTime() + day),
        noInvalidDate: true,
      }),
      endAt: fc.date({
        min: new Date(now.getTime() - day),
        max: new Date(now.getTime() + 90 * day),
        noInvalidDate: true,
      }),
      stopped: fc.boolean(),
    }),
    { maxLength: 6 },
  );
const cartWithActivities = fc
  .array(line, { minLength: 1, maxLength: 5 })
  .chain((lines) => fc.tuple(fc.constant(lines), activityFor(lines.map((l) => l.skuId))));

describe('whatever the cart, its activities and its coupons', () => {
  it('the final price is between 0 and the list price; each line keeps activity + coupon = its discount', () => {
    fc.assert(
      fc.property(cartWithActivities, offers, facts, ([lines, acts], list, who) => {
        const cart = priceCart(lines, list, who, now, acts);
        expect(cart.finalAmount).toBeGreaterThanOrEqual(0);
        expect(cart.finalAmount).toBeLessThanOrEqual(cart.listAmount);
        expect(cart.discount).toBe(cart.activityDiscount + cart.couponDiscount);
        for (const l of cart.lines) {
          expect(l.activityDiscount + l.couponDiscount).toBe(l.discount);
          expect(l.activityDiscount).toBeGreaterThanOrEqual(0);
          expect(l.finalAmount).toBeGreaterThanOrEqual(0);
          expect(l.finalAmount).toBeLessThanOrEqual(l.listAmount);
        }
        expect(cart.lines.reduce((s, l) => s + l.finalAmount, 0)).toBe(cart.finalAmount);
      }),
    );
  });

  it('gives the same totals whatever the order of the activities and of the coupons', () => {
    fc.assert(
      fc.property(cartWithActivities, offers, facts, ([lines, acts], list, who) => {
        const one = priceCart(lines, list, who, now, acts);
        const other = priceCart(lines, [...list].reverse(), who, now, [...acts].reverse());
        expect(other.discount).toBe(one.discount);
        expect(other.activityDiscount).toBe(one.activityDiscount);
        expect(other.lines.map((l) => l.finalAmount)).toEqual(one.lines.map((l) => l.finalAmount));
      }),
    );
  });

  it('a percent coupon and an activity stack the same either way round, to the satang per line', () => {
    // The rule: the coupon takes its percent of the goods at activity prices. Taking the percent off
    // the list price first and the activity's percent after lands on the same price, up to rounding.
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 10_000_000 }),
        fc.integer({ min: 1, max: 99 }),
        fc.integer({ min: 1, max: 99 }),
        (price, activityPercent, couponPercent) => {
          const activityPrice = Math.floor((price * (100 - activityPercent)) / 100);
          const lines = [{ skuId: 1, quantity: 1, unitPrice: price }];
          const cart = priceCart(lines, [coupon({ type: 'percent', value: couponPercent, minSpend: 0 })], buyer, now, [
            activity({ unitPrice: activityPrice }),
          ]);
          const couponFirst = price - Math.floor((price * couponPercent) / 100);
          const thenActivity = (couponFirst * (100 - activityPercent)) / 100;
          expect(Math.abs(cart.finalAmount - thenActivity)).toBeLessThanOrEqual(2);
        },
      ),
    );
  });
});

const fullscale = (over: Partial<FullscaleOffer> = {}): FullscaleOffer => ({
  fullscaleId: 'fs-1',
  kind: 'amount',
  rewardType: 'amount',
  tiers: [
    { threshold: 30_000, reward: 3_000 },
    { threshold: 50_000, reward: 7_000 },
  ],
  productIds: null,
  startAt: new Date(now.getTime() - day),
  endAt: new Date(now.getTime() + day),
  stopped: false,
  ...over,
});

describe('a full-scale promotion on a cart', () => {
  it('takes the best reached tier, says how much more buys the next, and nothing a satang below tier 1', () => {
    const below = priceCart([{ skuId: 1, quantity: 1, unitPrice: 29_999 }], [], buyer, now, [], [fullscale()]);
    expect(below).toMatchObject({ discount: 0, fullscaleDiscount: 0, finalAmount: 29_999 });
    expect(below.fullscale).toEqual([
      { fullscaleId: 'fs-1', tier: 0, discount: 0, reached: 29_999, nextTier: 1, shortBy: 1 },
    ]);
    expect(below.lines[0]).toMatchObject({ fullscaleId: null, fullscaleDiscount: 0 });

    const one = priceCart([{ skuId: 1, quantity: 3, unitPrice: 10_000 }], [], buyer, now, [], [fullscale()]);
    expect(one).toMatchObject({ fullscaleDiscount: 3_000, finalAmount: 27_000 });
    expect(one.fullscale[0]).toMatchObject({ tier: 1, nextTier: 2, shortBy: 20_000 });
    expect(one.lines[0]).toMatchObject({ fullscaleId: 'fs-1', fullscaleDiscount: 3_000, discount: 3_000 });

    const two = priceCart([{ skuId: 1, quantity: 6, unitPrice: 10_000 }], [], buyer, now, [], [fullscale()]);
    expect(two.fullscale[0]).toMatchObject({ tier: 2, discount: 7_000, nextTier: null, shortBy: null });
  });

  it('counts units for full quantity, takes a percent rounded down, and only on the products it covers', () => {
    const offer = fullscale({
      kind: 'quantity',
      rewardType: 'percent',
      tiers: [
        { threshold: 2, reward: 10 },
        { threshold: 3, reward: 15 },
      ],
      productIds: [7],
    });
    const lines = [
      { skuId: 1, productId: 7, quantity: 2, unitPrice: 12_345 },
      { skuId: 2, productId: 8, quantity: 5, unitPrice: 10_000 },
    ];
    const cart = priceCart(lines, [], buyer, now, [], [offer]);
    expect(cart.fullscale[0]).toMatchObject({ tier: 1, reached: 2, discount: 2_469, shortBy: 1 });
    expect(cart.lines.map((l) => l.fullscaleDiscount)).toEqual([2_469, 0]);
  });

  it('runs from its first instant, not at its end, not once stopped', () => {
    const lines = [{ skuId: 1, quantity: 1, unitPrice: 40_000 }];
    const off = (o: FullscaleOffer) => priceCart(lines, [], buyer, now, [], [o]).fullscaleDiscount;
    expect(off(fullscale({ startAt: now }))).toBe(3_000);
    expect(off(fullscale({ endAt: now }))).toBe(0);
    expect(off(fullscale({ stopped: true }))).toBe(0);
  });

  it('comes after activity prices and before the coupon, whose minimum spend is judged on what remains', () => {
    // 2 × 200.00 listed, 180.00 at the activity price: 360.00 reaches tier 1 (300.00, 30.00 off),
    // leaving 330.00; a coupon with a minimum of 340.00 no longer applies, one of 330.00 does.
    const lines = [{ skuId: 1, quantity: 2, unitPrice: 20_000 }];
    const acts = [activity({ unitPrice: 18_000 })];
    const missed = priceCart(lines, [coupon({ minSpend: 34_000 })], buyer, now, acts, [fullscale()]);
    expect(missed).toMatchObject({ activityDiscount: 4_000, fullscaleDiscount: 3_000, couponDiscount: 0 });
    expect(missed.verdicts[0]?.reason).toBe('below_threshold');
    const met = priceCart(lines, [coupon({ minSpend: 33_000 })], buyer, now, acts, [fullscale()]);
    expect(met).toMatchObject({ fullscaleDiscount: 3_000, couponDiscount: 5_000, finalAmount: 28_000 });
    expect(met.lines[0]).toMatchObject({ discount: 12_000, finalAmount: 28_000 });
  });

  it('shares the tier over its lines by their amounts, the sum exact to the satang', () => {
    const lines = [
      { skuId: 1, quantity: 1, unitPrice: 10_001 },
      { skuId: 2, quantity: 1, unitPrice: 10_001 },
      { skuId: 3, quantity: 1, unitPrice: 10_001 },
    ];
    const cart = priceCart(lines, [], buyer, now, [], [fullscale({ tiers: [{ threshold: 30_000, reward: 1_000 }] })]);
    expect(cart.lines.map((l) => l.fullscaleDiscount)).toEqual([333, 333, 334]);
  });
});

/**
 * 1 to 3 tiers rising in threshold and reward, as the server lets them be saved: built, never
 * filtered, so no draw is thrown away (an amount off below each spend is each spend less one fixed
 * step).
 */
const tiersOf = (kind: 'amount' | 'quantity', rewardType: 'amount' | 'percent') =>
  fc
    .array(fc.integer({ min: 1, max: kind === 'amount' ? 2_000_000 : 10 }), { minLength: 1, maxLength: 3 })
    .chain((steps) => {
      const thresholds: number[] = [];
      for (const step of steps) thresholds.push((thresholds.at(-1) ?? 1) + step);
      const n = thresholds.length;
      const rewards: fc.Arbitrary<number[]> =
        rewardType === 'percent'
          ? fc.uniqueArray(fc.integer({ min: 1, max: 95 }), { minLength: n, maxLength: n })
          : kind === 'amount'
            ? fc.nat().map((k) => {
                const first = thresholds[0] ?? 2;
                const shift = 1 + (k % (first - 1));
                return thresholds.map((t) => t - shift);
              })
            : fc.uniqueArray(fc.integer({ min: 1, max: 5_000_000 }), { minLength: n, maxLength: n });
      return rewards.map((r) => {
        const up = [...r].sort((a, b) => a - b);
        return thresholds.map((threshold, i) => ({ threshold, reward: up[i] ?? 1 }));
      });
    });
const fullscaleOffer = fc
  .tuple(
    fc.constantFrom('amount' as const, 'quantity' as const),
    fc.constantFrom('amount' as const, 'percent' as const),
  )
  .chain(([kind, rewardType]) =>
    fc.record({
      fullscaleId: fc.constant('fs'),
      kind: fc.constant(kind),
      rewardType: fc.constant(rewardType),
      tiers: tiersOf(kind, rewardType),
      productIds: fc.option(fc.subarray([0, 1, 2]), { nil: null }),
      startAt: fc.constant(new Date(now.getTime() - day)),
      endAt: fc.constant(new Date(now.getTime() + day)),
      stopped: fc.boolean(),
    }),
  );
/** A cart whose lines are of products 0, 1 and 2, with its activities. */
const cartOfProducts = cartWithActivities.map(
  ([lines, acts]) => [lines.map((l) => ({ ...l, productId: l.skuId % 3 })), acts] as const,
);

describe('whatever the cart, its activities, its full-scale promotion and its coupons', () => {
  it('the final price is between 0 and the list price, no line loses more than its amount, the shares sum to the tier', () => {
    fc.assert(
      fc.property(cartOfProducts, fullscaleOffer, offers, facts, ([lines, acts], fs, list, who) => {
        const cart = priceCart(lines, list, who, now, acts, [fs]);
        expect(cart.finalAmount).toBeGreaterThanOrEqual(0);
        expect(cart.finalAmount).toBeLessThanOrEqual(cart.listAmount);
        expect(cart.discount).toBe(cart.activityDiscount + cart.fullscaleDiscount + cart.couponDiscount);
        for (const l of cart.lines) {
          expect(l.activityDiscount + l.fullscaleDiscount + l.couponDiscount).toBe(l.discount);
          expect(l.fullscaleDiscount).toBeGreaterThanOrEqual(0);
          expect(l.discount).toBeLessThanOrEqual(l.listAmount);
          expect(l.finalAmount).toBeGreaterThanOrEqual(0);
          expect(l.finalAmount).toBeLessThanOrEqual(l.listAmount);
        }
        const verdict = cart.fullscale[0];
        const shares = cart.lines.reduce((s, l) => s + l.fullscaleDiscount, 0);
        expect(shares).toBe(verdict?.discount ?? 0);
        expect(shares).toBe(cart.fullscaleDiscount);
        if (verdict && verdict.tier > 0 && fs.rewardType === 'amount') {
          // An amount tier never takes more than its reward.
          expect(verdict.discount).toBeLessThanOrEqual(fs.tiers[verdict.tier - 1]?.reward ?? 0);
        }
        expect(cart.lines.reduce((s, l) => s + l.finalAmount, 0)).toBe(cart.finalAmount);
      }),
    );
  });

  it('the tier taken is the highest reached, and the next is short by exactly what is missing', () => {
    fc.assert(
      fc.property(cartOfProducts, fullscaleOffer, ([lines, acts], fs) => {
        const cart = priceCart(lines, [], buyer, now, acts, [{ ...fs, stopped: false }]);
        for (const v of cart.fullscale) {
          const reached = fs.tiers.filter((t) => v.reached >= t.threshold).length;
          expect(v.tier).toBe(reached);
          const next = fs.tiers[v.tier];
          expect(v.shortBy).toBe(next ? next.threshold - v.reached : null);
          if (fs.rewardType === 'amount' && v.tier > 0 && fs.kind === 'amount') {
            // Below its spend threshold, an amount reward is always covered by the goods in full.
            expect(v.discount).toBe(fs.tiers[v.tier - 1]?.reward);
          }
        }
      }),
    );
  });
});

// Add-on deals: a step after the activity prices, before full-scale and coupon.

const addon = (over: Partial<AddonOffer> = {}): AddonOffer => ({
  addonId: 'addon-1',
  mainProductIds: [10],
  perOrder: 2,
  skus: [{ skuId: 2, unitPrice: 6_000, stockLeft: null }],
  startAt: new Date(now.getTime() - day),
  endAt: new Date(now.getTime() + day),
  stopped: false,
  ...over,
});
const mainLine = { skuId: 1, productId: 10, quantity: 1, unitPrice: 10_000 };
const extraLine = (quantity = 1) => ({ skuId: 2, productId: 20, quantity, unitPrice: 10_000 });

describe('an add-on deal on a cart', () => {
  it('sells the add-on at its price with a main product, at list price without one, the reason saying why', () => {
    const tied = priceCart([mainLine, extraLine()], [], buyer, now, [], [], [addon()]);
    expect(tied).toMatchObject({ listAmount: 20_000, addonDiscount: 4_000, discount: 4_000, finalAmount: 16_000 });
    expect(tied.lines[1]).toMatchObject({ addonId: 'addon-1', addonUnits: 1, addonDiscount: 4_000 });
    expect(tied.addons).toEqual([{ addonId: 'addon-1', skuId: 2, reason: 'applied', units: 1, discount: 4_000 }]);
    const alone = priceCart([extraLine()], [], buyer, now, [], [], [addon()]);
    expect(alone).toMatchObject({ discount: 0, finalAmount: 10_000 });
    expect(alone.lines[0]).toMatchObject({ addonId: null, addonUnits: 0 });
    expect(alone.addons[0]?.reason).toBe('no_main_product');
  });

  it('holds the units per order over all the deal’s lines; units past it pay the list price', () => {
    const three = priceCart([mainLine, extraLine(3)], [], buyer, now, [], [], [addon()]);
    expect(three.lines[1]).toMatchObject({ addonUnits: 2, addonDiscount: 8_000, finalAmount: 22_000 });
    const twoSkus = addon({
      perOrder: 1,
      skus: [
        { skuId: 2, unitPrice: 6_000, stockLeft: null },
        { skuId: 3, unitPrice: 5_000, stockLeft: null },
      ],
    });
    const cart = priceCart(
      [mainLine, extraLine(), { skuId: 3, productId: 30, quantity: 1, unitPrice: 10_000 }],
      [],
      buyer,
      now,
      [],
      [],
      [twoSkus],
    );
    expect(cart.addons.map((v) => v.reason)).toEqual(['applied', 'limit_reached']);
  });

  it('runs from its first instant, not at its end, not once stopped; takes no more than the stock open to it', () => {
    const lines = [mainLine, extraLine(2)];
    expect(priceCart(lines, [], buyer, now, [], [], [addon({ startAt: now })]).addonDiscount).toBe(8_000);
    for (const off of [
      addon({ endAt: now }),
      addon({ stopped: true }),
      addon({ startAt: new Date(now.getTime() + 1) }),
    ]) {
      expect(priceCart(lines, [], buyer, now, [], [], [off])).toMatchObject({ discount: 0, addons: [] });
    }
    const one = priceCart(
      lines,
      [],
      buyer,
      now,
      [],
      [],
      [addon({ skus: [{ skuId: 2, unitPrice: 6_000, stockLeft: 1 }] })],
    );
    expect(one.lines[1]).toMatchObject({ addonUnits: 1, addonDiscount: 4_000 });
    const none = priceCart(
      lines,
      [],
      buyer,
      now,
      [],
      [],
      [addon({ skus: [{ skuId: 2, unitPrice: 6_000, stockLeft: 0 }] })],
    );
    expect(none.addons[0]?.reason).toBe('sold_out');
  });

  it('replaces an activity price only when lower', () => {
    const lines = [mainLine, extraLine()];
    const lower = priceCart(lines, [], buyer, now, [activity({ skuId: 2, unitPrice: 5_000 })], [], [addon()]);
    expect(lower.lines[1]).toMatchObject({ activityDiscount: 5_000, addonId: null, addonDiscount: 0 });
    expect(lower.addons[0]?.reason).toBe('not_lower');
    const higher = priceCart(lines, [], buyer, now, [activity({ skuId: 2, unitPrice: 8_000 })], [], [addon()]);
    expect(higher.lines[1]).toMatchObject({ activityDiscount: 2_000, addonDiscount: 2_000, finalAmount: 6_000 });
  });

  it('judges full-scale tiers and the coupon’s minimum spend after the add-on price', () => {
    const lines = [{ ...mainLine, quantity: 2 }, extraLine()];
    // 300.00 at list, 260.00 after the add-on: below a 300.00 tier and a 270.00 minimum spend.
    const cart = priceCart(
      lines,
      [coupon({ minSpend: 27_000, value: 1_000 })],
      buyer,
      now,
      [],
      [fullscale({ tiers: [{ threshold: 30_000, reward: 3_000 }] })],
      [addon()],
    );
    expect(cart).toMatchObject({ addonDiscount: 4_000, fullscaleDiscount: 0, couponDiscount: 0, finalAmount: 26_000 });
    expect(cart.verdicts[0]?.reason).toBe('below_threshold');
    expect(cart.fullscale[0]).toMatchObject({ tier: 0, shortBy: 4_000 });
  });
});

const addonOffer = fc.record({
  addonId: fc.constant('addon'),
  mainProductIds: fc.subarray([0, 1, 2]),
  perOrder: fc.integer({ min: 1, max: 99 }),
  skus: fc.uniqueArray(
    fc.record({
      skuId: fc.integer({ min: 1, max: 1_000_000 }),
      unitPrice: fc.integer({ min: 0, max: 10_000_000 }),
      stockLeft: fc.option(fc.nat(1000), { nil: null }),
    }),
    { selector: (x) => x.skuId, maxLength: 6 },
  ),
  startAt: fc.constant(new Date(now.getTime() - day)),
  endAt: fc.constant(new Date(now.getTime() + day)),
  stopped: fc.boolean(),
});
/** A cart of products 0, 1 and 2 with its activities, and a deal whose add-on SKUs are some of its lines'. */
const cartWithAddon = cartOfProducts.chain(([lines, acts]) =>
  fc.tuple(
    fc.constant(lines),
    fc.constant(acts),
    addonOffer.chain((deal) =>
      fc.subarray(lines.map((l) => l.skuId)).map((ids) => ({
        ...deal,
        skus: [
          ...deal.skus.filter((x) => !ids.includes(x.skuId)),
          ...ids.map((skuId, i) => ({
            skuId,
            unitPrice: deal.skus[i]?.unitPrice ?? 1,
            stockLeft: deal.skus[i]?.stockLeft ?? null,
          })),
        ],
      })),
    ),
  ),
);

describe('whatever the cart, its activities, its add-on deal, its full-scale promotion and its coupons', () => {
  it('the final price is never below 0 nor above the list price; the discounts add up; the limit holds', () => {
    fc.assert(
      fc.property(cartWithAddon, fullscaleOffer, offers, facts, ([lines, acts, deal], fs, list, who) => {
        const cart = priceCart(lines, list, who, now, acts, [fs], [deal]);
        expect(cart.finalAmount).toBeGreaterThanOrEqual(0);
        expect(cart.finalAmount).toBeLessThanOrEqual(cart.listAmount);
        expect(cart.discount).toBe(
          cart.activityDiscount +
            cart.memberDiscount +
            cart.addonDiscount +
            cart.fullscaleDiscount +
            cart.couponDiscount,
        );
        for (const l of cart.lines) {
          expect(l.activityDiscount + l.memberDiscount + l.addonDiscount + l.fullscaleDiscount + l.couponDiscount).toBe(
            l.discount,
          );
          expect(l.addonDiscount).toBeGreaterThanOrEqual(0);
          expect(l.addonUnits).toBeLessThanOrEqual(l.quantity);
          expect(l.finalAmount).toBeGreaterThanOrEqual(0);
          expect(l.finalAmount).toBeLessThanOrEqual(l.listAmount);
          if (l.addonUnits > 0) expect(deal.skus.some((x) => x.skuId === l.skuId)).toBe(true);
        }
        const units = cart.lines.reduce((s, l) => s + l.addonUnits, 0);
        expect(units).toBeLessThanOrEqual(deal.stopped ? 0 : deal.perOrder);
        expect(cart.lines.reduce((s, l) => s + l.finalAmount, 0)).toBe(cart.finalAmount);
      }),
    );
  });
});

describe('a percent coupon with a cap (maxDiscount)', () => {
  const lines = [{ skuId: 1, quantity: 1, unitPrice: 100_000 }];
  it('takes the percent while it is below the cap, the cap above it, and a cap exactly at the percent', () => {
    const below = priceCart(
      lines,
      [coupon({ type: 'percent', value: 10, minSpend: 0, maxDiscount: 20_000 })],
      buyer,
      now,
    );
    expect(below.couponDiscount).toBe(10_000);
    const capped = priceCart(
      lines,
      [coupon({ type: 'percent', value: 30, minSpend: 0, maxDiscount: 20_000 })],
      buyer,
      now,
    );
    expect(capped).toMatchObject({ couponDiscount: 20_000, finalAmount: 80_000 });
    const exact = priceCart(
      lines,
      [coupon({ type: 'percent', value: 20, minSpend: 0, maxDiscount: 20_000 })],
      buyer,
      now,
    );
    expect(exact.couponDiscount).toBe(20_000);
  });

  it('compares coupons by what they take after the cap: a capped 50% loses to 300 baht off', () => {
    const cart = priceCart(
      lines,
      [
        coupon({ offerId: 'capped', type: 'percent', value: 50, minSpend: 0, maxDiscount: 25_000 }),
        coupon({ offerId: 'amount', value: 30_000, minSpend: 0 }),
      ],
      buyer,
      now,
    );
    expect(cart.applied).toBe('amount');
    expect(cart.verdicts.map((v) => [v.offerId, v.reason, v.discount])).toEqual([
      ['capped', 'not_best', 25_000],
      ['amount', 'applied', 30_000],
    ]);
  });

  it('an amount coupon is not capped, and no cap (null) takes the whole percent', () => {
    expect(priceCart(lines, [coupon({ value: 30_000, minSpend: 0, maxDiscount: 1 })], buyer, now).couponDiscount).toBe(
      30_000,
    );
    expect(
      priceCart(lines, [coupon({ type: 'percent', value: 40, minSpend: 0, maxDiscount: null })], buyer, now)
        .couponDiscount,
    ).toBe(40_000);
  });
});

describe('T Plus member prices', () => {
  const member: BuyerFacts = { ...buyer, groups: ['t_plus'] };
  const memberOffer = (over: Partial<MemberOffer> = {}): MemberOffer => ({
    offerId: 'plus-1',
    skuId: 1,
    unitPrice: 8_000,
    startAt: new Date(now.getTime() - day),
    endAt: new Date(now.getTime() + day),
    stopped: false,
    ...over,
  });
  const activity = (unitPrice: number): ActivityOffer => ({
    activityId: 'act-1',
    skuId: 1,
    unitPrice,
    startAt: new Date(now.getTime() - day),
    endAt: new Date(now.getTime() + day),
    stopped: false,
  });
  const lines = [{ skuId: 1, quantity: 2, unitPrice: 10_000 }];

  it('a member pays the member price; the line names the offer', () => {
    const cart = priceCart(lines, [], member, now, [], [], [], [memberOffer()]);
    expect(cart).toMatchObject({ memberDiscount: 4_000, finalAmount: 16_000 });
    expect(cart.lines[0]).toMatchObject({ memberOfferId: 'plus-1', memberDiscount: 4_000, activityId: null });
    expect(cart.members).toEqual([{ offerId: 'plus-1', skuId: 1, reason: 'applied', discount: 4_000 }]);
  });

  it('an add-on price is judged against the member price: a member keeps the lower member price', () => {
    const deal = addon({ mainProductIds: [10], skus: [{ skuId: 1, unitPrice: 9_000, stockLeft: null }] });
    const cart = [
      { skuId: 9, productId: 10, quantity: 1, unitPrice: 5_000 },
      { skuId: 1, productId: 20, quantity: 1, unitPrice: 10_000 },
    ];
    const asMember = priceCart(cart, [], member, now, [], [], [deal], [memberOffer()]);
    expect(asMember.lines[1]).toMatchObject({ memberDiscount: 2_000, addonDiscount: 0, finalAmount: 8_000 });
    expect(asMember.addons[0]?.reason).toBe('not_lower');
    const asBuyer = priceCart(cart, [], buyer, now, [], [], [deal], [memberOffer()]);
    expect(asBuyer.lines[1]).toMatchObject({ memberDiscount: 0, addonDiscount: 1_000, finalAmount: 9_000 });
    expect(unitPriceStep(cart, true, now, [], [memberOffer()])).toEqual([5_000, 8_000]);
    expect(unitPriceStep(cart, false, now, [], [memberOffer()])).toEqual([5_000, 10_000]);
  });

  it('a buyer outside the group pays the normal price, with the reason audience', () => {
    const cart = priceCart(lines, [], buyer, now, [], [], [], [memberOffer()]);
    expect(cart).toMatchObject({ memberDiscount: 0, finalAmount: 20_000 });
    expect(cart.lines[0]?.memberOfferId).toBeNull();
    expect(cart.members).toEqual([{ offerId: 'plus-1', skuId: 1, reason: 'audience', discount: 0 }]);
  });

  it('the lowest unit price of activity and member offer wins; on a tie the member offer', () => {
    const lower = priceCart(lines, [], member, now, [activity(7_999)], [], [], [memberOffer()]);
    expect(lower.lines[0]).toMatchObject({ activityId: 'act-1', memberOfferId: null, finalAmount: 15_998 });
    expect(lower.members[0]?.reason).toBe('not_best');
    const tie = priceCart(lines, [], member, now, [activity(8_000)], [], [], [memberOffer()]);
    expect(tie.lines[0]).toMatchObject({ activityId: null, memberOfferId: 'plus-1', activityDiscount: 0 });
    const higher = priceCart(lines, [], member, now, [activity(8_001)], [], [], [memberOffer()]);
    expect(higher.lines[0]).toMatchObject({ memberOfferId: 'plus-1', finalAmount: 16_000 });
    // A non-member takes the activity as before.
    expect(priceCart(lines, [], buyer, now, [activity(8_001)], [], [], [memberOffer()]).lines[0]).toMatchObject({
      activityId: 'act-1',
      finalAmount: 16_002,
    });
  });

  it('applies only while running, and only below the list price', () => {
    for (const off of [
      memberOffer({ stopped: true }),
      memberOffer({ startAt: new Date(now.getTime() + 1) }),
      memberOffer({ endAt: now }),
      memberOffer({ unitPrice: 10_000 }),
    ]) {
      const cart = priceCart(lines, [], member, now, [], [], [], [off]);
      expect(cart.finalAmount).toBe(20_000);
      expect(cart.members).toEqual([]);
    }
    // Starting exactly now, it runs.
    expect(priceCart(lines, [], member, now, [], [], [], [memberOffer({ startAt: now })]).finalAmount).toBe(16_000);
  });

  it('a coupon is judged on the goods at member prices', () => {
    const cart = priceCart(
      lines,
      [coupon({ value: 1_000, minSpend: 17_000 })],
      member,
      now,
      [],
      [],
      [],
      [memberOffer()],
    );
    expect(cart.verdicts[0]?.reason).toBe('below_threshold');
    const fits = priceCart(
      lines,
      [coupon({ value: 1_000, minSpend: 16_000 })],
      member,
      now,
      [],
      [],
      [],
      [memberOffer()],
    );
    expect(fits).toMatchObject({ couponDiscount: 1_000, finalAmount: 15_000 });
  });

  it('property: every line and the cart stay within 0..list price, and the parts add up', () => {
    const memberOffers = fc.array(
      fc.record({
        offerId: fc.constantFrom('p1', 'p2'),
        skuId: fc.integer({ min: 1, max: 4 }),
        unitPrice: fc.integer({ min: 0, max: 200_000 }),
        startAt: fc.constant(new Date(now.getTime() - day)),
        endAt: fc.constant(new Date(now.getTime() + day)),
        stopped: fc.boolean(),
      }),
      { maxLength: 6 },
    );
    const acts = fc.array(
      fc.record({
        activityId: fc.constantFrom('a1', 'a2'),
        skuId: fc.integer({ min: 1, max: 4 }),
        unitPrice: fc.integer({ min: 0, max: 200_000 }),
        startAt: fc.constant(new Date(now.getTime() - day)),
        endAt: fc.constant(new Date(now.getTime() + day)),
        stopped: fc.boolean(),
      }),
      { maxLength: 6 },
    );
    const cartLines = fc.uniqueArray(
      fc.record({
        skuId: fc.integer({ min: 1, max: 4 }),
        quantity: fc.integer({ min: 1, max: 50 }),
        unitPrice: fc.integer({ min: 0, max: 200_000 }),
      }),
      { selector: (l) => l.skuId, minLength: 1, maxLength: 4 },
    );
    const capped = offers.map((list) =>
      list.map(
        (o): CouponOffer => ({ ...o, maxDiscount: o.type === 'percent' && o.minSpend > 1 ? o.minSpend - 1 : null }),
      ),
    );
    fc.assert(
      fc.property(cartLines, capped, fc.boolean(), acts, memberOffers, (ls, cs, isMember, as, ms) => {
        const who: BuyerFacts = isMember ? member : buyer;
        const cart = priceCart(ls, cs, who, now, as, [], [], ms);
        for (const l of cart.lines) {
          expect(l.finalAmount).toBeGreaterThanOrEqual(0);
          expect(l.finalAmount).toBeLessThanOrEqual(l.listAmount);
          if (!isMember) expect(l.memberOfferId).toBeNull();
        }
        expect(cart.finalAmount).toBeGreaterThanOrEqual(0);
        expect(cart.finalAmount).toBeLessThanOrEqual(cart.listAmount);
        expect(
          cart.activityDiscount +
            cart.memberDiscount +
            cart.addonDiscount +
            cart.fullscaleDiscount +
            cart.couponDiscount,
        ).toBe(cart.discount);
        const taken = cs.find((c) => c.offerId === cart.applied);
        if (taken?.type === 'percent' && taken.maxDiscount != null)
          expect(cart.couponDiscount).toBeLessThanOrEqual(taken.maxDiscount);
      }),
    );
  });
});
