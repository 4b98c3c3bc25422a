import { fullscaleAdd } from '@sc/contract/calls/fullscale.ts';
import { mktBuyerCancel, mktOrderCheckout, mktOrderSimulate } from '@sc/contract/calls/marketplace-orders.ts';
import { orderDetailInquiry } from '@sc/contract/calls/orders.ts';
import { couponAdd, couponOrderList } from '@sc/contract/calls/promotions.ts';
import { purchaseLimitAdd } from '@sc/contract/calls/purchase-limits.ts';
import { promotionResultsInquiry, promotionToolsSummary } from '@sc/contract/calls/results.ts';
import { FUNC } from '@sc/contract/func-codes.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectCoupon } from '../src/areas/promotions/index.ts';
import type { Tx } from '../src/db/client.ts';
import { newId } from '../src/db/ids.ts';
import { activities, activitySkus, orderItems } from '../src/db/schema.ts';
import { ShopScope } from '../src/db/tenant.ts';
import { DEMO_ACCOUNTS, startTestServer, type TestServer } from './harness.ts';
import { makeBuyer, makeSku, shopIdNamed } from './mkt-orders-kit.ts';
import { expectOk } from './orders-kit.ts';

// Promotion results (/oms/mms/activity/report/inquiry) and the tools' hub counts
// (/oms/mms/tools/summary): zeros before any order, each promotion's own share of lines priced by
// two at once, cancelled orders left out, another shop's lines never counted even when they name
// this shop's promotion, the coupon's use rate; the order detail naming each line's promotions.

let s: TestServer;
let cookie: string;
let op: string;
let shopId: string;
let ownerId: string;

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

beforeAll(async () => {
  s = await startTestServer();
  const login = await s.login(DEMO_ACCOUNTS.owner);
  cookie = login.cookie;
  op = (await s.operatorLogin()).cookie;
  shopId = await shopIdNamed(s.db, 'Demo Shop');
  const [anyActivity] = await s.db.select({ by: activities.createdBy }).from(activities).limit(1);
  ownerId = anyActivity?.by ?? newId();
});
afterAll(() => s?.close());

const at = (ms: number) => new Date(s.clock.now().getTime() + ms).toISOString();
const results = (kind: string, promotionId: string, c = cookie) =>
  s.call(promotionResultsInquiry, { kind, promotionId }, { cookie: c });

let codes = 0;
async function coupon(over: Record<string, unknown> = {}) {
  codes += 1;
  const r = await s.call(
    couponAdd,
    {
      name: 'คูปองผลลัพธ์',
      code: `RES${codes}${Date.now() % 100_000}`,
      type: 'amount',
      faceValue: '10.00',
      minSpend: '0',
      quantity: 10,
      perPerson: 1,
      grantStart: at(-MINUTE),
      grantEnd: at(DAY),
      validityDays: 30,
      audience: 'all',
      ...over,
    },
    { cookie },
  );
  expectOk(r);
  return String(r.data.couponId);
}

/** A running full-scale promotion (300.00 → 30.00 off, 500.00 → 80.00 off) on a fresh product at 100.00. */
async function runningFullscale() {
  const made = await makeSku(s.db, shopId, { price: 10_000, stock: 100 });
  const r = await s.call(
    fullscaleAdd,
    {
      name: 'ช้อปครบผลลัพธ์',
      startTime: at(MINUTE),
      endTime: at(DAY),
      kind: 'amount',
      rewardType: 'amount',
      tiers: [
        { threshold: 300, reward: 30 },
        { threshold: 500, reward: 80 },
      ],
      scope: 'products',
      productIds: [String(made.productId)],
    },
    { cookie },
  );
  expectOk(r);
  s.clock.advance(2 * MINUTE);
  return { fullscaleId: String(r.data.fullscaleId), sku: made.skuId };
}

async function holding(couponId: string) {
  const b = await makeBuyer(s.db);
  await s.db.transaction((tx) =>
    collectCoupon(
      new ShopScope(tx as unknown as Tx, shopId),
      couponId,
      b.id,
      { registeredAt: b.createdAt, ordersInShop: 0, groups: [] },
      s.clock.now(),
    ),
  );
  return b.id;
}

const buy = async (inShop: string, buyerId: string, skuId: number, quantity: number, payMethod = 'cod') => {
  const r = await s.call(
    mktOrderCheckout,
    { shopId: inShop, buyerId, lines: [{ skuId: String(skuId), quantity }], payMethod },
    { cookie: op },
  );
  expectOk(r);
  return String(r.data.orderId);
};

describe('the results of one promotion', () => {
  it('answers zeros before any order, today as its only day, and no use rate before a coupon is collected', async () => {
    const couponId = await coupon();
    const r = await results('coupon', couponId);
    expectOk(r);
    expect(r.data.totals).toEqual({ orders: 0, buyers: 0, lines: 0, units: 0, gmv: 0, discount: 0 });
    expect(r.data.coupon).toEqual({ quantity: 10, received: 0, used: 0, useRate: null });
    expect(r.data.days).toHaveLength(1);
    // One not started yet has no days at all.
    const later = await coupon({ grantStart: at(DAY), grantEnd: at(2 * DAY) });
    expect((await results('coupon', later)).data.days).toEqual([]);
  });

  it('gives a full-scale promotion and a coupon each their own share of the same lines; a cancelled order and another shop’s lines are left out', async () => {
    const { fullscaleId, sku } = await runningFullscale();
    const couponId = await coupon();
    // Buyer 1 holds the coupon: 300.00 takes tier 1 (30.00) then the coupon (10.00), pays 260.00.
    const withCoupon = await buy(shopId, await holding(couponId), sku, 3);
    // Buyer 2: 500.00 takes tier 2 (80.00), pays 420.00.
    await buy(shopId, (await makeBuyer(s.db)).id, sku, 5);
    // Buyer 3 orders unpaid and cancels: never counted.
    const cancelled = await buy(shopId, (await makeBuyer(s.db)).id, sku, 4, 'wallet');
    expectOk(await s.call(mktBuyerCancel, { shopId, orderId: cancelled }, { cookie: op }));
    // A line of the other shop naming this shop's promotions: never counted.
    const other = s.other.shopId;
    const foreignSku = await makeSku(s.db, other, { price: 50_000, stock: 10 });
    const foreignOrder = await buy(other, (await makeBuyer(s.db)).id, foreignSku.skuId, 1);
    await s.db
      .update(orderItems)
      .set({ fullscaleId, fullscaleDiscount: 1_000, discountAmount: 1_000 })
      .where(and(eq(orderItems.shopId, other), eq(orderItems.orderId, Number(foreignOrder))));

    const fs = await results('fullscale', fullscaleId);
    expectOk(fs);
    expect(fs.data).toMatchObject({
      kind: 'fullscale',
      promotionId: fullscaleId,
      name: 'ช้อปครบผลลัพธ์',
      state: 'running',
    });
    expect(fs.data.totals).toEqual({ orders: 2, buyers: 2, lines: 2, units: 8, gmv: 680, discount: 110 });
    expect(fs.data.coupon).toBeNull();
    const days = fs.data.days as { day: string; orders: number; discount: number }[];
    expect(days).toHaveLength(1);
    expect(days[0]).toMatchObject({ orders: 2, discount: 110, gmv: 680 });

    const cp = await results('coupon', couponId);
    expect(cp.data.totals).toEqual({ orders: 1, buyers: 1, lines: 1, units: 3, gmv: 260, discount: 10 });
    expect(cp.data.coupon).toEqual({ quantity: 10, received: 1, used: 1, useRate: 100 });
    // The coupon's details list the order with the coupon's own share, not the tier's beside it.
    const used = await s.call(couponOrderList, { couponId }, { cookie });
    expect(used.data.list).toMatchObject([{ orderId: withCoupon, discount: 10 }]);

    // The order page names each line's promotions with their shares.
    const detail = await s.call(orderDetailInquiry, { orderId: withCoupon }, { cookie });
    expect(detail.data.linePromotions).toEqual([
      { lineNo: 1, kind: 'fullscale', promotionId: fullscaleId, name: 'ช้อปครบผลลัพธ์', discount: 30 },
      { lineNo: 1, kind: 'coupon', promotionId: couponId, name: 'คูปองผลลัพธ์', discount: 10 },
    ]);
  });

  it('reads a discount (activity) from its price below the list price', async () => {
    const made = await makeSku(s.db, shopId, { price: 10_000, stock: 50 });
    const activityId = newId();
    await s.db.insert(activities).values({
      shopId,
      id: activityId,
      name: 'ลดราคาผลลัพธ์',
      startAt: new Date(s.clock.now().getTime() - MINUTE),
      endAt: new Date(s.clock.now().getTime() + DAY),
      createdBy: ownerId,
    });
    await s.db
      .insert(activitySkus)
      .values({ shopId, activityId, skuId: made.skuId, productId: made.productId, price: 7_500, stock: 20 });
    await buy(shopId, (await makeBuyer(s.db)).id, made.skuId, 2);
    const r = await results('activity', activityId);
    expect(r.data.totals).toEqual({ orders: 1, buyers: 1, lines: 1, units: 2, gmv: 150, discount: 50 });
    const detail = await s.call(
      orderDetailInquiry,
      {
        orderId: String(
          (await s.db.select().from(orderItems).where(eq(orderItems.activityId, activityId)))[0]?.orderId,
        ),
      },
      { cookie },
    );
    expect(detail.data.linePromotions).toEqual([
      { lineNo: 1, kind: 'activity', promotionId: activityId, name: 'ลดราคาผลลัพธ์', discount: 50 },
    ]);
  });

  it('does not find another shop’s promotion, nor an id under the wrong kind; needs the promotions function', async () => {
    expect((await results('coupon', await s.foreignId('coupon'))).status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    expect((await results('fullscale', await s.foreignId('fullscale'))).status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    const mine = await coupon();
    expect((await results('activity', mine)).status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    expect((await results('voucher', mine)).status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
    await s.addMember({ shopId, loginAcct: 'results-coupons-only', funcIds: [FUNC.coupons] });
    const { cookie: couponsOnly } = await s.login('results-coupons-only');
    expect((await results('coupon', mine, couponsOnly)).status_.replyCode).toBe(REPLY.NO_PERMISSION.code);
  });
});

describe('the tools’ hub counts', () => {
  const summary = async (c = cookie) => {
    const r = await s.call(promotionToolsSummary, {}, { cookie: c });
    expectOk(r);
    const tools = r.data.tools as { tool: string; running: number; upcoming: number }[];
    const of = (tool: string) => tools.find((t) => t.tool === tool) ?? { tool, running: -1, upcoming: -1 };
    return {
      keys: tools.map((t) => t.tool),
      coupon: of('coupon'),
      activity: of('activity'),
      fullscale: of('fullscale'),
      purchaselimit: of('purchaselimit'),
    };
  };

  it('counts running and upcoming coupons, discounts and full-scale promotions of the shop alone', async () => {
    const before = await summary();
    expect(before.keys).toEqual([
      'coupon',
      'activity',
      'fullscale',
      'pricincrease',
      'attention',
      'plusmember',
      'purchaselimit',
      'cashback',
      'gift',
      'setmeal',
      'deposit',
      'seckill',
      'campaign',
      'paylater',
      'fans',
    ]);
    await coupon();
    await coupon({ grantStart: at(DAY), grantEnd: at(2 * DAY) });
    await runningFullscale();
    // The other shop's promotions count for it alone.
    await s.foreignId('fullscale');
    await s.foreignId('coupon');
    const after = await summary();
    expect(after.coupon).toEqual({
      tool: 'coupon',
      running: before.coupon.running + 1,
      upcoming: before.coupon.upcoming + 1,
    });
    expect(after.fullscale).toEqual({ ...before.fullscale, running: before.fullscale.running + 1 });
    expect(after.activity).toEqual(before.activity);
  });

  it('counts an upcoming purchase limit', async () => {
    const before = await summary();
    const { skuId } = await makeSku(s.db, shopId, { price: 10_000, stock: 10 });
    expectOk(
      await s.call(
        purchaseLimitAdd,
        { name: 'limit counted', limitQty: 2, startTime: at(DAY), periodDays: 7, skuIds: [String(skuId)] },
        { cookie },
      ),
    );
    const after = await summary();
    expect(after.purchaselimit).toEqual({ ...before.purchaselimit, upcoming: before.purchaselimit.upcoming + 1 });
  });

  it('needs the marketing tools function (OMS_FUNC_0020)', async () => {
    await s.addMember({ shopId, loginAcct: 'results-no-tools', funcIds: [FUNC.coupons] });
    const { cookie: c } = await s.login('results-no-tools');
    const r = await s.call(promotionToolsSummary, {}, { cookie: c });
    expect(r.status_.replyCode).toBe(REPLY.NO_PERMISSION.code);
  });
});

describe('the simulator’s summary', () => {
  it('says how many orders spent a coupon and how many lines took a full-scale tier, as the lines record', async () => {
    await runningFullscale();
    const r = await s.call(mktOrderSimulate, { shopId, orders: 30, payRatio: 0 }, { cookie: op });
    expectOk(r);
    const ids = (r.data.orderIds as string[]).map(Number);
    const lines = ids.length === 0 ? [] : await s.db.select().from(orderItems).where(inArray(orderItems.orderId, ids));
    const claims = new Set(lines.flatMap((l) => (l.couponClaimId ? [l.couponClaimId] : [])));
    expect(r.data.couponsUsed).toBe(claims.size);
    expect(r.data.fullscaleLines).toBe(lines.filter((l) => l.fullscaleId !== null).length);
  });
});
