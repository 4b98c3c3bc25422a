import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BuyerFacts, type CouponOffer, priceCart, shareDiscount } from '../src/areas/promotions/engine.ts';

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
