import { mktBuyerCancel, mktOrderCheckout } from '@sc/contract/calls/marketplace-orders.ts';
import { orderDetailInquiry } from '@sc/contract/calls/orders.ts';
import { couponAdd, couponCancel, couponInquiry, couponOrderList } from '@sc/contract/calls/promotions.ts';
import type { BuyerGroup } from '@sc/contract/promotions.ts';
import { asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectCoupon } from '../src/areas/promotions/index.ts';
import type { Tx } from '../src/db/client.ts';
import { couponClaims, orderItems, orders } from '../src/db/schema.ts';
import { ShopScope } from '../src/db/tenant.ts';
import { BizError } from '../src/errors.ts';
import { simulateOrders } from '../src/marketplace/order-simulate.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { makeBuyer, makeSku, shopIdNamed } from './mkt-orders-kit.ts';
import { expectOk } from './orders-kit.ts';

// Buyers collect a shop's coupons within their limits and check out through the promotion
// engine; each order line keeps its discount. Quantity is taken atomically: many collectors at
// once never get more than the quantity.

let s: TestServer;
let cookie: string;
let op: string;
let shopId: string;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  s = await startTestServer();
  cookie = (await s.login('demo-owner')).cookie;
  op = (await s.operatorLogin()).cookie;
  shopId = await shopIdNamed(s.db, 'Demo Shop');
});
afterAll(() => s?.close());

let made = 0;
const at = (ms: number) => new Date(s.clock.now().getTime() + ms).toISOString();
async function newCoupon(over: Record<string, unknown> = {}) {
  const r = await s.call(
    couponAdd,
    {
      name: `คูปองทดสอบ ${++made}`,
      code: `CHK${made}X${Date.now() % 100000}`,
      type: 'amount',
      faceValue: '50.00',
      minSpend: '100.00',
      quantity: 100,
      perPerson: 1,
      grantStart: at(-HOUR),
      grantEnd: at(10 * DAY),
      validityDays: 30,
      audience: 'all',
      ...over,
    },
    { cookie },
  );
  expectOk(r);
  return String(r.data.couponId);
}

type Buyer = Awaited<ReturnType<typeof makeBuyer>>;
const facts = (b: Buyer, ordersInShop: number, groups: BuyerGroup[]) => ({
  registeredAt: b.createdAt,
  ordersInShop,
  groups,
});
/** Collects in a transaction of its own; answers the refusal's message key, or 'ok'. */
async function collect(couponId: string, b: Buyer, ordersInShop = 0, groups: BuyerGroup[] = []): Promise<string> {
  try {
    await s.db.transaction((tx) =>
      collectCoupon(
        new ShopScope(tx as unknown as Tx, shopId),
        couponId,
        b.id,
        facts(b, ordersInShop, groups),
        s.clock.now(),
      ),
    );
    return 'ok';
  } catch (err) {
    if (err instanceof BizError) return err.messageKey;
    throw err;
  }
}
const couponCounts = async (couponId: string) => {
  const r = await s.call(couponInquiry, { couponId }, { cookie });
  return [r.data.receivedCount, r.data.usedCount, r.data.remaining];
};

describe('collecting', () => {
  it('500 buyers collecting a 100-coupon quantity at once get exactly 100', async () => {
    const couponId = await newCoupon({ quantity: 100 });
    const crowd = await Promise.all(Array.from({ length: 500 }, () => makeBuyer(s.db)));
    const results = await Promise.all(crowd.map((b) => collect(couponId, b)));
    expect(results.filter((r) => r === 'ok')).toHaveLength(100);
    expect(results.filter((r) => r !== 'ok').every((r) => r === 'couponAllGivenOut')).toBe(true);
    expect(await couponCounts(couponId)).toEqual([100, 0, 0]);
    expect(await s.db.$count(couponClaims, eq(couponClaims.couponId, couponId))).toBe(100);
  }, 120_000);

  it('one buyer racing for a 2-per-person coupon gets exactly 2', async () => {
    const couponId = await newCoupon({ perPerson: 2 });
    const b = await makeBuyer(s.db);
    const results = await Promise.all(Array.from({ length: 10 }, () => collect(couponId, b)));
    expect(results.filter((r) => r === 'ok')).toHaveLength(2);
    expect(results.filter((r) => r !== 'ok').every((r) => r === 'couponPerPersonReached')).toBe(true);
    expect((await couponCounts(couponId))[0]).toBe(2);
  });

  it('refuses a coupon not yet granting, a stopped one, and one for another audience, taking none', async () => {
    const b = await makeBuyer(s.db);
    const later = await newCoupon({ grantStart: at(DAY), grantEnd: at(2 * DAY) });
    expect(await collect(later, b)).toBe('couponNotGranting');
    const stopped = await newCoupon();
    expectOk(await s.call(couponCancel, { couponId: stopped }, { cookie }));
    expect(await collect(stopped, b)).toBe('couponNotGranting');
    const forNew = await newCoupon({ audience: 'new_user' });
    expect(await collect(forNew, b, 1)).toBe('couponNotForBuyer');
    expect((await couponCounts(forNew))[0]).toBe(0);
    expect(await collect(forNew, b, 0)).toBe('ok');
    const students = await newCoupon({ audience: 'student' });
    expect(await collect(students, b)).toBe('couponNotForBuyer');
    expect(await collect(students, b, 0, ['student'])).toBe('ok');
  });
});

describe('checking out through the engine', () => {
  it('takes the coupon off, shares it over the lines, spends the claim once', async () => {
    const couponId = await newCoupon({ faceValue: '50.00', minSpend: '100.00' });
    const b = await makeBuyer(s.db);
    expect(await collect(couponId, b)).toBe('ok');
    const a = await makeSku(s.db, shopId, { stock: 10, price: 10_000 });
    const c = await makeSku(s.db, shopId, { stock: 10, price: 5_000 });
    const lines = [
      { skuId: String(a.skuId), quantity: 1 },
      { skuId: String(c.skuId), quantity: 2 },
    ];
    const first = await s.call(mktOrderCheckout, { shopId, buyerId: b.id, lines, payMethod: 'cod' }, { cookie: op });
    expectOk(first);
    expect(first.data).toMatchObject({ goodsAmount: '200.00', totalAmount: '150.00' });
    const orderId = Number(first.data.orderId);
    const [order] = await s.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.discountAmount).toBe(5_000);
    const items = await s.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.lineNo));
    // 50.00 over two lines of 100.00 each: 25.00 each, in satang.
    expect(items.map((l) => [l.lineAmount, l.discountAmount])).toEqual([
      [10_000, 2_500],
      [10_000, 2_500],
    ]);
    // The merchant's order detail shows each line's discount in baht.
    const detail = await s.call(orderDetailInquiry, { orderId: String(orderId) }, { cookie });
    expectOk(detail);
    const shown = detail.data.items as { lineAmount: number; discountAmount: number }[];
    expect(shown.map((l) => [l.lineAmount, l.discountAmount])).toEqual([
      [100, 25],
      [100, 25],
    ]);
    const [claim] = await s.db.select().from(couponClaims).where(eq(couponClaims.couponId, couponId));
    expect(claim?.orderId).toBe(orderId);
    expect(claim?.usedAt).not.toBeNull();
    expect(await couponCounts(couponId)).toEqual([1, 1, 99]);

    // The claim is spent: the next order pays list price.
    const second = await s.call(mktOrderCheckout, { shopId, buyerId: b.id, lines, payMethod: 'cod' }, { cookie: op });
    expect(second.data).toMatchObject({ goodsAmount: '200.00', totalAmount: '200.00' });
  });

  it("a cancelled order gives its coupon back: unused again, off the coupon's orders, spent by the next order", async () => {
    const couponId = await newCoupon({ faceValue: '30.00', minSpend: '100.00' });
    const b = await makeBuyer(s.db);
    expect(await collect(couponId, b)).toBe('ok');
    const sku = await makeSku(s.db, shopId, { stock: 10, price: 15_000 });
    const lines = [{ skuId: String(sku.skuId), quantity: 1 }];
    const first = await s.call(
      mktOrderCheckout,
      { shopId, buyerId: b.id, lines, payMethod: 'mobile_banking' },
      { cookie: op },
    );
    expect(first.data).toMatchObject({ totalAmount: '120.00' });
    expect(await couponCounts(couponId)).toEqual([1, 1, 99]);
    const firstId = String(first.data.orderId);
    expectOk(await s.call(mktBuyerCancel, { shopId, orderId: firstId }, { cookie: op }));
    const [claim] = await s.db.select().from(couponClaims).where(eq(couponClaims.couponId, couponId));
    expect(claim).toMatchObject({ usedAt: null, orderId: null });
    expect(await couponCounts(couponId)).toEqual([1, 0, 99]);
    const used = await s.call(couponOrderList, { couponId }, { cookie });
    expect(used.data.list).toEqual([]);
    // The cancelled order keeps what it was sold with.
    const [line] = await s.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, Number(firstId)));
    expect(line?.discountAmount).toBe(3_000);

    const second = await s.call(mktOrderCheckout, { shopId, buyerId: b.id, lines, payMethod: 'cod' }, { cookie: op });
    expect(second.data).toMatchObject({ totalAmount: '120.00' });
    expect(await couponCounts(couponId)).toEqual([1, 1, 99]);
    const listed = await s.call(couponOrderList, { couponId }, { cookie });
    expect((listed.data.list as { orderId: string }[]).map((o) => o.orderId)).toEqual([String(second.data.orderId)]);
  });

  it('charges list price below the minimum spend and keeps the coupon for later', async () => {
    const couponId = await newCoupon({ faceValue: '50.00', minSpend: '100.00' });
    const b = await makeBuyer(s.db);
    expect(await collect(couponId, b)).toBe('ok');
    const sku = await makeSku(s.db, shopId, { stock: 10, price: 9_999 });
    const r = await s.call(
      mktOrderCheckout,
      { shopId, buyerId: b.id, lines: [{ skuId: String(sku.skuId), quantity: 1 }], payMethod: 'cod' },
      { cookie: op },
    );
    expect(r.data).toMatchObject({ goodsAmount: '99.99', totalAmount: '99.99' });
    expect(await couponCounts(couponId)).toEqual([1, 0, 99]);
  });

  it('the simulator’s buyers collect within the quantity and some orders carry the discount', async () => {
    const couponId = await newCoupon({ quantity: 5, faceValue: '1.00', minSpend: 0 });
    const claimsBefore = await s.db.$count(couponClaims);
    const discountedBefore = await s.db.$count(couponClaims, isNotNull(couponClaims.orderId));
    // A fixed sequence of draws, so the run is the same every time.
    let seed = 7;
    const random = () => {
      seed = (seed * 16_807) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    await s.db.transaction((tx) =>
      simulateOrders(new ShopScope(tx as unknown as Tx, shopId), {
        orders: 60,
        payRatio: 0.5,
        now: s.clock.now(),
        random,
      }),
    );
    expect(await s.db.$count(couponClaims)).toBeGreaterThan(claimsBefore);
    expect(await s.db.$count(couponClaims, isNotNull(couponClaims.orderId))).toBeGreaterThan(discountedBefore);
    const [received, used] = await couponCounts(couponId);
    expect(received).toBeLessThanOrEqual(5);
    expect(used).toBeLessThanOrEqual(received as number);
  });
});
