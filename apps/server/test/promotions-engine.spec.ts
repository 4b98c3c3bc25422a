import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ActivityOffer,
  type BuyerFacts,
  type CouponOffer,
  priceCart,
  shareDiscount,
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
