import { mktCouponCollect, mktOrderCheckout } from '@sc/contract/calls/marketplace-orders.ts';
import { couponAdd, couponInquiry, couponPreview } from '@sc/contract/calls/promotions.ts';
import { COUPON_MIN_UNITS_MAX } from '@sc/contract/promotions.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CouponOffer, priceCart } from '../src/areas/promotions/engine.ts';
import { couponClaims, coupons } from '../src/db/schema.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { makeBuyer, makeSku, shopIdNamed } from './mkt-orders-kit.ts';
import { expectOk, text } from './orders-kit.ts';

// Count-rule coupons (createCoupon, couponDetails): the threshold is a number of units of the
// shop's goods in the cart, not a spend; the engine's coupon step reads it, the preview buys that
// many, and a buyer spends one at checkout like any other coupon.

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

describe('the engine’s coupon step with a count rule', () => {
  const now = new Date('2026-11-20T05:00:00Z');
  const buyer = { registeredAt: new Date(now.getTime() - 100 * DAY), ordersInShop: 3, groups: [] };
  const offer = (over: Partial<CouponOffer> = {}): CouponOffer => ({
    offerId: 'claim-1',
    couponId: 'coupon-1',
    type: 'amount',
    value: 5_000,
    minSpend: 0,
    minUnits: 3,
    audience: 'all',
    usableFrom: new Date(now.getTime() - DAY),
    usableUntil: new Date(now.getTime() + DAY),
    stopped: false,
    used: false,
    ...over,
  });

  it('applies from the third unit across lines, whatever they cost, and not at two', () => {
    const three = priceCart(
      [
        { skuId: 1, quantity: 2, unitPrice: 1_000 },
        { skuId: 2, quantity: 1, unitPrice: 9_000 },
      ],
      [offer()],
      buyer,
      now,
    );
    expect(three).toMatchObject({ listAmount: 11_000, discount: 5_000, finalAmount: 6_000, applied: 'claim-1' });
    const two = priceCart([{ skuId: 1, quantity: 2, unitPrice: 100_000 }], [offer()], buyer, now);
    expect(two).toMatchObject({ discount: 0, applied: null });
    expect(two.verdicts[0]?.reason).toBe('below_threshold');
  });

  it('takes a percent off the goods once the units are reached, and never more than the goods', () => {
    const percent = priceCart(
      [{ skuId: 1, quantity: 3, unitPrice: 3_333 }],
      [offer({ type: 'percent', value: 10 })],
      buyer,
      now,
    );
    expect(percent.discount).toBe(999);
    const cheap = priceCart([{ skuId: 1, quantity: 3, unitPrice: 100 }], [offer()], buyer, now);
    expect(cheap).toMatchObject({ discount: 300, finalAmount: 0 });
  });

  it('does not count a gift line at 0 baht among the units', () => {
    const cart = priceCart(
      [
        { skuId: 1, quantity: 2, unitPrice: 10_000 },
        { skuId: 99, quantity: 1, unitPrice: 0 },
      ],
      [offer()],
      buyer,
      now,
    );
    expect(cart.verdicts[0]?.reason).toBe('below_threshold');
  });
});

describe('creating, showing and spending a count-rule coupon', () => {
  let s: TestServer;
  let cookie: string;
  let op: string;
  let shopId: string;
  let made = 0;

  beforeAll(async () => {
    s = await startTestServer();
    s.clock.stop();
    [cookie, op, shopId] = [
      (await s.login('demo-owner')).cookie,
      (await s.operatorLogin()).cookie,
      await shopIdNamed(s.db, 'Demo Shop'),
    ];
  });
  afterAll(() => s?.close());

  const at = (ms: number) => new Date(s.clock.now().getTime() + ms).toISOString();
  /** Ten to collect, one each, for ten days from an hour ago, usable 30 days, for everyone. */
  const window = {
    get grantStart() {
      return at(-HOUR);
    },
    get grantEnd() {
      return at(10 * DAY);
    },
    quantity: 10,
    perPerson: 1,
    validityDays: 30,
    audience: 'all' as const,
  };
  const add = (over: Record<string, unknown> = {}, locale: 'th-TH' | 'en-US' | 'zh-CN' = 'en-US') =>
    s.call(
      couponAdd,
      {
        name: `ซื้อ 3 ชิ้น ลด 50 ${++made}`,
        code: `UNITS${made}X${Date.now() % 100000}`,
        type: 'amount',
        faceValue: '50.00',
        minSpend: 0,
        threshold: 'units',
        minUnits: 3,
        ...window,
        ...over,
      },
      { cookie, locale },
    );
  const fieldErrors = (r: Awaited<ReturnType<typeof add>>) =>
    (r.status_.fieldErrors ?? []).map((f) => [f.field, f.message]);

  it('stores the units and answers them on the coupon’s details; a spend coupon answers none', async () => {
    const r = await add();
    expectOk(r);
    const id = String(r.data.couponId);
    const [row] = await s.db.select().from(coupons).where(eq(coupons.id, id));
    expect(row).toMatchObject({ minUnits: 3, minSpend: 0, value: 5_000 });
    const shown = await s.call(couponInquiry, { couponId: id }, { cookie });
    expect(shown.data).toMatchObject({ threshold: 'units', minUnits: 3, minSpend: 0, faceValue: 50 });
    const spend = await add({ threshold: 'spend', minUnits: null, minSpend: '300.00' });
    expectOk(spend);
    const other = await s.call(couponInquiry, { couponId: String(spend.data.couponId) }, { cookie });
    expect(other.data).toMatchObject({ threshold: 'spend', minUnits: 0, minSpend: 300 });
  });

  it(`holds the units to 1 to ${COUPON_MIN_UNITS_MAX} with no minimum spend beside them, in the user’s language, changing nothing`, async () => {
    expectOk(await add({ minUnits: 1 }));
    expectOk(await add({ minUnits: COUPON_MIN_UNITS_MAX, type: 'percent', faceValue: null, percentOff: 10 }));
    const before = await s.db.$count(coupons);
    const max = { max: COUPON_MIN_UNITS_MAX };
    expect(fieldErrors(await add({ minUnits: 0 }, 'th-TH'))).toEqual([
      ['minUnits', text('couponMinUnitsInvalid', max, 'th-TH')],
    ]);
    expect(fieldErrors(await add({ minUnits: COUPON_MIN_UNITS_MAX + 1 }, 'en-US'))).toEqual([
      ['minUnits', text('couponMinUnitsInvalid', max, 'en-US')],
    ]);
    expect(fieldErrors(await add({ minUnits: null }, 'zh-CN'))).toEqual([
      ['minUnits', text('couponMinUnitsInvalid', max, 'zh-CN')],
    ]);
    const both = await add({ minSpend: '300.00' }, 'zh-CN');
    expect(fieldErrors(both)).toEqual([['minSpend', text('couponMinSpendWithUnits', {}, 'zh-CN')]]);
    expect(await s.db.$count(coupons)).toBe(before);
  });

  it('previews a cart of the units the rule asks for', async () => {
    const sku = await makeSku(s.db, shopId, { stock: 50, price: 12_000 });
    const r = await s.call(
      couponPreview,
      { type: 'amount', faceValue: '50.00', threshold: 'units', minUnits: 4, skuIds: [String(sku.skuId)] },
      { cookie },
    );
    expectOk(r);
    expect(r.data.list).toMatchObject([
      { quantity: 4, goodsAmount: 480, discount: 50, payAmount: 430, reason: 'applied' },
    ]);
  });

  it('is collected and spent at checkout by a simulated buyer once the cart holds the units', async () => {
    const created = await add({ minUnits: 2, faceValue: '20.00' });
    expectOk(created);
    const couponId = String(created.data.couponId);
    const buyer = await makeBuyer(s.db);
    const sku = await makeSku(s.db, shopId, { stock: 10, price: 6_000 });
    expectOk(await s.call(mktCouponCollect, { shopId, buyerId: buyer.id, couponId }, { cookie: op }));
    const checkout = (quantity: number) =>
      s.call(
        mktOrderCheckout,
        { shopId, buyerId: buyer.id, lines: [{ skuId: String(sku.skuId), quantity }], payMethod: 'cod' },
        { cookie: op },
      );
    const one = await checkout(1);
    expect(one.data).toMatchObject({ goodsAmount: '60.00', totalAmount: '60.00' });
    const two = await checkout(2);
    expect(two.data).toMatchObject({ goodsAmount: '120.00', totalAmount: '100.00' });
    const [claim] = await s.db.select().from(couponClaims).where(eq(couponClaims.couponId, couponId));
    expect(claim?.usedAt).not.toBeNull();
  });
});
