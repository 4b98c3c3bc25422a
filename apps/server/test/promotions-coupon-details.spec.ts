import { activityAdd, promoteItemMaintain } from '@sc/contract/calls/activities.ts';
import { fullscaleAdd } from '@sc/contract/calls/fullscale.ts';
import { mktCouponCollect, mktOrderCheckout } from '@sc/contract/calls/marketplace-orders.ts';
import {
  couponAdd,
  couponCancel,
  couponCompensate,
  couponInquiry,
  couponList,
  couponOrderList,
  couponPreview,
} from '@sc/contract/calls/promotions.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../src/db/client.ts';
import { activitySkus, couponClaims, coupons, products, skus } from '../src/db/schema.ts';
import { ShopScope } from '../src/db/tenant.ts';
import { simulateOrders } from '../src/marketplace/order-simulate.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { makeBuyer, makeSku, shopIdNamed } from './mkt-orders-kit.ts';
import { expectOk, expectRefused } from './orders-kit.ts';

// couponDetails and createCoupon's preview: buyers collect a coupon through the simulator's call
// and spend it at checkout; the coupon's received and used counts are its claims; the orders that
// used it with the discount each got; and the final price preview of a coupon being made, priced
// by the promotion engine, flagged below the purchase price.

let s: TestServer;
let cookie: string;
let op: string;
let shopId: string;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  s = await startTestServer();
  s.clock.stop();
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
      name: `คูปองรายละเอียด ${++made}`,
      code: `DTL${made}X${Date.now() % 100000}`,
      type: 'amount',
      faceValue: '50.00',
      minSpend: '100.00',
      quantity: 10,
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
const collect = (couponId: string, buyerId: string, inShop = shopId) =>
  s.call(mktCouponCollect, { shopId: inShop, buyerId, couponId }, { cookie: op });
const claimCounts = async (couponId: string) => {
  const received = await s.db.$count(couponClaims, eq(couponClaims.couponId, couponId));
  const used = await s.db.$count(
    couponClaims,
    and(eq(couponClaims.couponId, couponId), isNotNull(couponClaims.usedAt)),
  );
  return { receivedCount: received, usedCount: used };
};

describe('compensate grant: the merchant gives a coupon to the buyer of an order', () => {
  /** An order of `shop` placed by a new buyer (a SKU of 60.00, cash on delivery). */
  async function orderOf(inShop = shopId) {
    const buyer = await makeBuyer(s.db);
    const sku = await makeSku(s.db, inShop, { stock: 10, price: 6_000 });
    const placed = await s.call(
      mktOrderCheckout,
      { shopId: inShop, buyerId: buyer.id, lines: [{ skuId: String(sku.skuId), quantity: 1 }], payMethod: 'cod' },
      { cookie: op },
    );
    expectOk(placed);
    return { buyer, sku, orderId: String(placed.data.orderId) };
  }
  const compensate = (couponId: string, orderId: string, locale: 'en-US' | 'th-TH' = 'en-US') =>
    s.call(couponCompensate, { couponId, orderId }, { cookie, locale });

  it('gives the order’s buyer one, usable for its validity days; the next order spends it', async () => {
    const couponId = await newCoupon({ faceValue: '20.00', minSpend: '100.00', validityDays: 7 });
    const { buyer, sku, orderId } = await orderOf();
    const given = await compensate(couponId, orderId);
    expectOk(given);
    expect(given.data).toMatchObject({ buyerNickname: buyer.nickname, receivedCount: 1 });
    expect(Date.parse(String(given.data.usableUntil)) - s.clock.now().getTime()).toBe(7 * DAY);
    expect(await claimCounts(couponId)).toEqual({ receivedCount: 1, usedCount: 0 });
    const [claim] = await s.db.select().from(couponClaims).where(eq(couponClaims.couponId, couponId));
    expect(claim?.buyerId).toBe(buyer.id);
    const next = await s.call(
      mktOrderCheckout,
      { shopId, buyerId: buyer.id, lines: [{ skuId: String(sku.skuId), quantity: 2 }], payMethod: 'cod' },
      { cookie: op },
    );
    expect(next.data).toMatchObject({ goodsAmount: '120.00', totalAmount: '100.00' });
    expect(await claimCounts(couponId)).toEqual({ receivedCount: 1, usedCount: 1 });
  });

  it('holds the per-person limit, the quantity and the audience, and gives none of a coupon not granting', async () => {
    const couponId = await newCoupon({ quantity: 2, perPerson: 1 });
    const [one, two, three] = [await orderOf(), await orderOf(), await orderOf()];
    // For new users only: the buyer of an order is no longer new here, and checkout would not take it.
    const newUsers = await newCoupon({ audience: 'new_user' });
    expectRefused(await compensate(newUsers, one.orderId), 'couponNotForBuyer');
    expect(await claimCounts(newUsers)).toEqual({ receivedCount: 0, usedCount: 0 });
    expectOk(await compensate(couponId, one.orderId));
    expectRefused(await compensate(couponId, one.orderId), 'couponPerPersonReached', { max: 1 });
    expectRefused(await compensate(couponId, one.orderId, 'th-TH'), 'couponPerPersonReached', { max: 1 }, 'th-TH');
    expectOk(await compensate(couponId, two.orderId));
    expectRefused(await compensate(couponId, three.orderId), 'couponAllGivenOut');
    expect(await claimCounts(couponId)).toEqual({ receivedCount: 2, usedCount: 0 });

    const later = await newCoupon({ grantStart: at(DAY), grantEnd: at(2 * DAY) });
    expectRefused(await compensate(later, three.orderId), 'couponNotGranting');
    const stopped = await newCoupon();
    expectOk(await s.call(couponCancel, { couponId: stopped }, { cookie }));
    expectRefused(await compensate(stopped, three.orderId), 'couponNotGranting');
    expect(await claimCounts(later)).toEqual({ receivedCount: 0, usedCount: 0 });
    expect(await claimCounts(stopped)).toEqual({ receivedCount: 0, usedCount: 0 });
  });

  it('refuses a follow-shop coupon, and finds neither another shop’s order nor an unknown one, taking none', async () => {
    const follow = await newCoupon();
    await s.db.update(coupons).set({ channel: 'follow' }).where(eq(coupons.id, follow));
    const { orderId } = await orderOf();
    expectRefused(await compensate(follow, orderId), 'couponFollowNotCompensated');
    const couponId = await newCoupon();
    const foreign = await orderOf(await shopIdNamed(s.db, 'Demo Shop Global'));
    expect((await compensate(couponId, foreign.orderId)).status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    expect((await compensate(couponId, '999999999')).status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    expect((await compensate('0'.repeat(32), orderId)).status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    expect(await claimCounts(couponId)).toEqual({ receivedCount: 0, usedCount: 0 });
    expect(await claimCounts(follow)).toEqual({ receivedCount: 0, usedCount: 0 });
  });
});

describe('buyers collect through the simulator and the coupon counts its claims', () => {
  it('a buyer collects, checks out with it, and the details list the order with its discount', async () => {
    const couponId = await newCoupon({ faceValue: '50.00', minSpend: '100.00' });
    const buyer = await makeBuyer(s.db);
    const got = await collect(couponId, buyer.id);
    expectOk(got);
    expect(got.data.buyerId).toBe(buyer.id);
    // Usable for its 30 validity days from collection.
    expect(Date.parse(String(got.data.usableUntil)) - s.clock.now().getTime()).toBe(30 * DAY);

    const inquiry = await s.call(couponInquiry, { couponId }, { cookie });
    expect(inquiry.data).toMatchObject({ receivedCount: 1, usedCount: 0, remaining: 9 });

    const sku = await makeSku(s.db, shopId, { stock: 10, price: 6_000 });
    const placed = await s.call(
      mktOrderCheckout,
      { shopId, buyerId: buyer.id, lines: [{ skuId: String(sku.skuId), quantity: 2 }], payMethod: 'cod', freight: 40 },
      { cookie: op },
    );
    expectOk(placed);
    expect(placed.data).toMatchObject({ goodsAmount: '120.00', totalAmount: '110.00' });

    const after = await s.call(couponInquiry, { couponId }, { cookie });
    expect(after.data).toMatchObject({ receivedCount: 1, usedCount: 1, remaining: 9 });
    expect(await claimCounts(couponId)).toEqual({ receivedCount: 1, usedCount: 1 });

    const used = await s.call(couponOrderList, { couponId }, { cookie });
    expectOk(used);
    expect(used.data.page).toMatchObject({ count: 1 });
    expect(used.data.list).toEqual([
      {
        orderId: placed.data.orderId,
        buyerNickname: buyer.nickname,
        discount: 50,
        goodsAmount: 120,
        totalAmount: 110,
        status: 'to_ship',
        usedAt: s.clock.now().toISOString(),
      },
    ]);
  });

  it('refuses a second one past the per-person limit, one all given out, and one of another shop', async () => {
    const couponId = await newCoupon({ quantity: 2, perPerson: 1 });
    const [a, b, c] = [await makeBuyer(s.db), await makeBuyer(s.db), await makeBuyer(s.db)];
    expectOk(await collect(couponId, a.id));
    expectRefused(await collect(couponId, a.id), 'couponPerPersonReached', { max: 1 });
    expectOk(await collect(couponId, b.id));
    expectRefused(await collect(couponId, c.id), 'couponAllGivenOut');
    expect(await claimCounts(couponId)).toEqual({ receivedCount: 2, usedCount: 0 });
    // Named under another shop, the coupon is not found; nor is an unknown buyer.
    const other = await shopIdNamed(s.db, 'Demo Shop Global');
    expect((await collect(couponId, c.id, other)).status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    expect((await collect(couponId, 'no-such-buyer')).status_.replyCode).toBe(REPLY.NOT_FOUND.code);
  });

  it('a stopped coupon is not collected, and its collected ones no longer take money off', async () => {
    const couponId = await newCoupon({ faceValue: '20.00', minSpend: 0 });
    const buyer = await makeBuyer(s.db);
    expectOk(await collect(couponId, buyer.id));
    expectOk(await s.call(couponCancel, { couponId }, { cookie }));
    expectRefused(await collect(couponId, (await makeBuyer(s.db)).id), 'couponNotGranting');
    const sku = await makeSku(s.db, shopId, { stock: 10, price: 10_000 });
    const placed = await s.call(
      mktOrderCheckout,
      { shopId, buyerId: buyer.id, lines: [{ skuId: String(sku.skuId), quantity: 1 }], payMethod: 'cod' },
      { cookie: op },
    );
    expect(placed.data).toMatchObject({ goodsAmount: '100.00', totalAmount: '100.00' });
    const r = await s.call(couponInquiry, { couponId }, { cookie });
    expect(r.data).toMatchObject({ state: 'stopped', receivedCount: 1, usedCount: 0 });
    expect((await s.call(couponOrderList, { couponId }, { cookie })).data.list).toEqual([]);
  });

  it('after the simulator’s buyers run, the list and the details answer the counts of the claims', async () => {
    const couponId = await newCoupon({ quantity: 8, perPerson: 2, faceValue: '1.00', minSpend: 0 });
    let seed = 11;
    const random = () => {
      seed = (seed * 16_807) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    await s.db.transaction((tx) =>
      simulateOrders(new ShopScope(tx as unknown as Tx, shopId), {
        orders: 40,
        payRatio: 0.5,
        now: s.clock.now(),
        random,
      }),
    );
    const claims = await claimCounts(couponId);
    expect(claims.receivedCount).toBeGreaterThan(0);
    const detail = await s.call(couponInquiry, { couponId }, { cookie });
    expect(detail.data).toMatchObject(claims);
    const listed = await s.call(couponList, { keyword: String(detail.data.code) }, { cookie });
    expect((listed.data.list as Record<string, unknown>[])[0]).toMatchObject(claims);
    const orders = await s.call(couponOrderList, { couponId, page: { pageSize: 100 } }, { cookie });
    expect(orders.data.page).toMatchObject({ count: claims.usedCount });
    for (const o of orders.data.list as { discount: number }[]) expect(o.discount).toBe(1);
  });

  it('pages the orders, and an unknown coupon is not found', async () => {
    const couponId = await newCoupon({ quantity: 3, perPerson: 1, faceValue: '10.00', minSpend: 0 });
    const sku = await makeSku(s.db, shopId, { stock: 10, price: 5_000 });
    const placed: string[] = [];
    for (let i = 0; i < 3; i++) {
      const buyer = await makeBuyer(s.db);
      expectOk(await collect(couponId, buyer.id));
      s.clock.advance(1000);
      const r = await s.call(
        mktOrderCheckout,
        { shopId, buyerId: buyer.id, lines: [{ skuId: String(sku.skuId), quantity: 1 }], payMethod: 'cod' },
        { cookie: op },
      );
      placed.push(String(r.data.orderId));
    }
    const first = await s.call(couponOrderList, { couponId, page: { pageNum: 1, pageSize: 2 } }, { cookie });
    const second = await s.call(couponOrderList, { couponId, page: { pageNum: 2, pageSize: 2 } }, { cookie });
    const ids = [...(first.data.list as { orderId: string }[]), ...(second.data.list as { orderId: string }[])];
    // Newest first.
    expect(ids.map((o) => o.orderId)).toEqual([...placed].reverse());
    expect(first.data.page).toMatchObject({ count: 3 });
    const none = await s.call(couponOrderList, { couponId: '0'.repeat(32) }, { cookie });
    expect(none.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
  });
});

describe('the final price preview', () => {
  /** An on-sale SKU the shop sells the most of, with a purchase price (satang). */
  async function bestSeller(price: number, purchasePrice: number, sales: number) {
    const made = await makeSku(s.db, shopId, { stock: 50, price });
    await s.db.update(skus).set({ purchasePrice }).where(eq(skus.id, made.skuId));
    await s.db.update(products).set({ salesCount: sales }).where(eq(products.id, made.productId));
    return String(made.skuId);
  }
  const preview = (payload: Record<string, unknown>) => s.call(couponPreview, payload, { cookie });

  it('prices the shop’s best sellers on sale with an amount coupon, buying enough to reach the minimum spend', async () => {
    const cheap = await bestSeller(12_000, 9_000, 9_000_003); // ฿120, cost ฿90
    const dear = await bestSeller(50_000, 20_000, 9_000_002); // ฿500, cost ฿200
    const thin = await bestSeller(31_000, 30_000, 9_000_001); // ฿310, cost ฿300
    const r = await preview({ type: 'amount', faceValue: '50.00', minSpend: '300.00' });
    expectOk(r);
    const rows = r.data.list as Record<string, unknown>[];
    expect(rows.length).toBeLessThanOrEqual(5);
    expect(rows.slice(0, 3).map((x) => x.skuId)).toEqual([cheap, dear, thin]);
    // ฿120: three units reach ฿300; ฿360 − ฿50 = ฿310, ฿103.33 a unit, above the ฿90 cost.
    expect(rows[0]).toMatchObject({
      price: 120,
      purchasePrice: 90,
      quantity: 3,
      goodsAmount: 360,
      discount: 50,
      payAmount: 310,
      unitPrice: 103.33,
      reason: 'applied',
      belowPurchase: 'n',
    });
    expect(rows[1]).toMatchObject({ quantity: 1, discount: 50, payAmount: 450, belowPurchase: 'n' });
    // ฿310 − ฿50 = ฿260, below the ฿300 it cost.
    expect(rows[2]).toMatchObject({ quantity: 1, payAmount: 260, unitPrice: 260, belowPurchase: 'y' });
  });

  it('prices the SKUs named, in that order, with a percent coupon; a product without a purchase price is never flagged', async () => {
    const a = await bestSeller(19_900, 0, 0);
    const b = await bestSeller(10_000, 9_500, 0);
    const r = await preview({ type: 'percent', percentOff: 10, minSpend: 0, skuIds: [b, a] });
    expectOk(r);
    expect(r.data.list).toMatchObject([
      { skuId: b, quantity: 1, discount: 10, payAmount: 90, belowPurchase: 'y' },
      { skuId: a, purchasePrice: null, quantity: 1, discount: 19.9, payAmount: 179.1, belowPurchase: 'n' },
    ]);
  });

  it('says below threshold when no cart of one SKU reaches the minimum spend, and stores nothing', async () => {
    const sku = await bestSeller(100, 0, 0); // ฿1
    const r = await preview({ type: 'amount', faceValue: '100.00', minSpend: '5000.00', skuIds: [sku] });
    expect(r.data.list).toMatchObject([{ quantity: 999, discount: 0, payAmount: 999, reason: 'below_threshold' }]);
  });

  it('stacks the SKU’s running activity price and the product’s full-scale tier under the coupon, names them, flags the stack below cost', async () => {
    // ฿200 list, ฿150 cost; a running activity at ฿170 and a full-scale tier of ฿20 off from ฿300.
    const sku = await bestSeller(20_000, 15_000, 0);
    const [row] = await s.db
      .select({ productId: skus.productId })
      .from(skus)
      .where(eq(skus.id, Number(sku)));
    const activity = await s.call(
      activityAdd,
      { name: 'ลดกลางเดือน', startTime: at(2 * 60_000), endTime: at(DAY) },
      { cookie },
    );
    expectOk(activity);
    const activityId = String(activity.data.activityId);
    expectOk(
      await s.call(
        promoteItemMaintain,
        { activityId, skus: [{ skuId: sku, amtPromotion: '170.00', activityStock: 10, perBuyer: 0 }] },
        { cookie },
      ),
    );
    const tier = await s.call(
      fullscaleAdd,
      {
        name: 'ครบ 300 ลด 20',
        startTime: at(2 * 60_000),
        endTime: at(DAY),
        kind: 'amount',
        rewardType: 'amount',
        tiers: [{ threshold: 300, reward: 20 }],
        scope: 'products',
        productIds: [String(row?.productId)],
      },
      { cookie },
    );
    expectOk(tier);
    const coupon = { type: 'amount', faceValue: '30.00', minSpend: '300.00', skuIds: [sku] };
    // Before they start the coupon stands alone: two units at ฿200 reach ฿300, ฿400 − ฿30.
    expect((await preview(coupon)).data.list).toMatchObject([
      { quantity: 2, activityDiscount: 0, fullscaleDiscount: 0, couponDiscount: 30, payAmount: 370, stacked: [] },
    ]);
    s.clock.advance(5 * 60_000);
    // Running: two units at ฿170 = ฿340 reach both the tier (฿20) and the coupon (฿30, judged after
    // the tier at ฿320): ฿290, ฿145 a unit, below the ฿150 cost.
    const r = await preview(coupon);
    expectOk(r);
    expect(r.data.list).toMatchObject([
      {
        quantity: 2,
        goodsAmount: 400,
        activityDiscount: 60,
        fullscaleDiscount: 20,
        couponDiscount: 30,
        discount: 110,
        payAmount: 290,
        unitPrice: 145,
        reason: 'applied',
        belowPurchase: 'y',
        stacked: [
          { kind: 'activity', name: 'ลดกลางเดือน' },
          { kind: 'fullscale', name: 'ครบ 300 ลด 20' },
        ],
      },
    ]);
    // Nothing was taken: the activity's units are all still there.
    const [held] = await s.db
      .select({ sold: activitySkus.sold })
      .from(activitySkus)
      .where(eq(activitySkus.activityId, activityId));
    expect(held?.sold).toBe(0);
  });

  it('does not find a SKU of another shop or one deleted', async () => {
    const other = await shopIdNamed(s.db, 'Demo Shop Global');
    const foreign = await makeSku(s.db, other, {});
    const gone = await makeSku(s.db, shopId, { deleted: true });
    for (const skuId of [foreign.skuId, gone.skuId]) {
      const r = await preview({ type: 'amount', faceValue: '10.00', skuIds: [String(skuId)] });
      expect(r.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    }
  });
});
