import { activityList, promoteItemCandidates } from '@sc/contract/calls/activities.ts';
import { giftAdd, giftInquiry, giftList, giftModify, giftStop } from '@sc/contract/calls/gift.ts';
import { mktBuyerCancel, mktOrderCheckout } from '@sc/contract/calls/marketplace-orders.ts';
import { orderDetailInquiry } from '@sc/contract/calls/orders.ts';
import { promotionResultsInquiry, promotionToolsSummary } from '@sc/contract/calls/results.ts';
import { FUNC } from '@sc/contract/func-codes.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../src/db/client.ts';
import { giftActivities, orderItems, orders } from '../src/db/schema.ts';
import { ShopScope } from '../src/db/tenant.ts';
import { discountGiven, simulateOrders } from '../src/marketplace/order-simulate.ts';
import { DEMO_ACCOUNTS, startTestServer, type TestServer } from './harness.ts';
import { makeBuyer, makeSku, shopIdNamed, skuRow } from './mkt-orders-kit.ts';
import { expectOk } from './orders-kit.ts';

// Gift activities: every rule at its edges (title, window, main goods, the gift SKU and its stock,
// threshold and gifts per order), one activity per main product at a time, states on the clock
// with tab counts, change before start, stop; another shop's activities never seen; and checkout
// through the simulator's call: a gift line at 0 baht when the cart holds enough main goods, none
// below the threshold or when the gift stock is out, the gift stock and the gift SKU's stock taken
// and given back on cancel, never more gifts than the stock under a crowd.

let s: TestServer;
let cookie: string;
let op: string;
let shopId: string;

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

beforeAll(async () => {
  s = await startTestServer();
  cookie = (await s.login(DEMO_ACCOUNTS.owner)).cookie;
  op = (await s.operatorLogin()).cookie;
  shopId = await shopIdNamed(s.db, 'Demo Shop');
});
afterAll(() => s?.close());

const at = (ms: number) => new Date(s.clock.now().getTime() + ms).toISOString();
type Answer = Awaited<ReturnType<TestServer['call']>>;
const fieldErrors = (r: Answer) => (r.status_.fieldErrors ?? []) as { field: string; message: string }[];
const messages = (r: Answer) => fieldErrors(r).map((f) => f.message);

/** A main product of 100.00 baht and a gift SKU of 50.00 baht, fresh, with `stock` units each. */
async function pair(stock = 100) {
  const main = await makeSku(s.db, shopId, { price: 10_000, stock, title: 'กล้องทดสอบของแถม' });
  const gift = await makeSku(s.db, shopId, { price: 5_000, stock, title: 'เคสของแถมทดสอบ' });
  return { main, gift };
}

/** An activity on fresh products: 10 gifts in stock, one per order from one main good, from an hour out. */
async function draft(over: Record<string, unknown> = {}) {
  const { main, gift } = await pair();
  return {
    main,
    gift,
    body: {
      name: 'ซื้อกล้องแถมเคส',
      startTime: at(HOUR),
      endTime: at(DAY),
      mainProductIds: [String(main.productId)],
      giftSkuId: String(gift.skuId),
      giftStock: 10,
      threshold: 1,
      perOrder: 1,
      ...over,
    },
  };
}
const add = async (over: Record<string, unknown> = {}, locale: 'en-US' | 'th-TH' | 'zh-CN' = 'en-US') =>
  s.call(giftAdd, (await draft(over)).body, { cookie, locale });

describe('title, window, threshold and gifts per order', () => {
  it('refuses no title and 31 characters; takes 30', async () => {
    expect(fieldErrors(await add({ name: '  ' }))).toEqual([
      { field: 'name', message: 'Enter the gift activity title' },
    ]);
    expect(messages(await add({ name: 'ก'.repeat(31) }, 'th-TH'))).toEqual(['ชื่อกิจกรรมของแถมยาวได้ไม่เกิน 30 ตัวอักษร']);
    expectOk(await add({ name: 'ก'.repeat(30) }));
  });

  it('refuses a past start, an end not after the start and more than 90 days', async () => {
    expect(fieldErrors(await add({ startTime: at(-2 * MINUTE), endTime: at(DAY) }))).toEqual([
      { field: 'startTime', message: 'The start cannot be in the past' },
    ]);
    const sameInstant = at(DAY); // one read of the clock for both ends
    expect(fieldErrors(await add({ startTime: sameInstant, endTime: sameInstant }))).toEqual([
      { field: 'endTime', message: 'The start must be before the end' },
    ]);
    expect(messages(await add({ startTime: at(HOUR), endTime: at(HOUR + 90 * DAY + MINUTE) }, 'zh-CN'))).toEqual([
      '赠品活动时长不能超过 90 天',
    ]);
    // Exactly 90 days, both ends read from one instant (two reads of the clock differ).
    const from = s.clock.now().getTime() + HOUR;
    expectOk(await add({ startTime: new Date(from).toISOString(), endTime: new Date(from + 90 * DAY).toISOString() }));
  });

  it('takes a threshold and gifts per order of 1 to 99, both 1 when not sent', async () => {
    const d = await draft();
    const { threshold: _t, perOrder: _p, ...bare } = d.body;
    const made = await s.call(giftAdd, bare, { cookie });
    expectOk(made);
    const r = await s.call(giftInquiry, { giftId: String(made.data.giftId) }, { cookie });
    expect(r.data).toMatchObject({ threshold: 1, perOrder: 1 });
    expectOk(await add({ threshold: 99, perOrder: 10 }));
    expect(fieldErrors(await add({ threshold: 0, perOrder: 100 }))).toEqual([
      { field: 'threshold', message: 'The main goods to buy must be a whole number from 1 to 99' },
      { field: 'perOrder', message: 'Gifts per order must be a whole number from 1 to 99' },
    ]);
  });
});

describe('main goods and the gift', () => {
  it('wants 1 to 10 main products of the shop', async () => {
    expect(fieldErrors(await add({ mainProductIds: [] }))).toEqual([
      { field: 'mainProductIds', message: 'Choose at least one main product' },
    ]);
    const many = await Promise.all(Array.from({ length: 11 }, () => makeSku(s.db, shopId)));
    const ids = many.map((m) => String(m.productId));
    expect(messages(await add({ mainProductIds: ids }))).toEqual(['Choose at most 10 main products']);
    expectOk(await add({ mainProductIds: ids.slice(0, 10) }));
    const foreign = await s.foreignId('product');
    expect(messages(await add({ mainProductIds: [foreign] }))).toEqual([`Product ${foreign} is not in this shop`]);
  });

  it('wants a gift SKU of the shop on sale, its gift stock above 0, not above the product stock, not below the gifts per order', async () => {
    const foreign = await s.foreignId('sku');
    expect(fieldErrors(await add({ giftSkuId: foreign }))).toEqual([
      { field: 'giftSkuId', message: `SKU ${foreign} is not in this shop` },
    ]);
    const off = await makeSku(s.db, shopId, { status: 'off_sale' });
    expect(messages(await add({ giftSkuId: String(off.skuId) }))).toEqual([
      `SKU ${off.skuId}: the product is not on sale`,
    ]);
    expect(fieldErrors(await add({ giftStock: 0 }))).toEqual([
      { field: 'giftStock', message: 'The gift stock must be more than 0' },
    ]);
    expect(messages(await add({ giftStock: 101 }, 'th-TH'))).toEqual(['สต็อกของแถมต้องไม่เกินสต็อกสินค้า (100)']);
    expect(messages(await add({ giftStock: 2, perOrder: 3 }))).toEqual([
      'The gift stock cannot be below the gifts per order (3)',
    ]);
    expectOk(await add({ giftStock: 100 }));
  });

  it('reports every issue at once and writes nothing', async () => {
    const before = (await s.call(giftList, {}, { cookie })).data.tabCounts as Record<string, number>;
    const r = await add({ name: '', perOrder: 0, mainProductIds: [], giftStock: 0 });
    expect(fieldErrors(r).map((f) => f.field)).toEqual(['name', 'perOrder', 'mainProductIds', 'giftStock']);
    const after = (await s.call(giftList, {}, { cookie })).data.tabCounts as Record<string, number>;
    expect(after.all).toBe(before.all);
  });

  it('refuses a main product of another activity at an overlapping time, naming both; takes one after a stop', async () => {
    const d = await draft({ name: 'ของแถมแรก' });
    const first = await s.call(giftAdd, d.body, { cookie });
    expectOk(first);
    const clash = await s.call(giftAdd, { ...d.body, startTime: at(12 * HOUR), endTime: at(2 * DAY) }, { cookie });
    expect(fieldErrors(clash)).toEqual([
      {
        field: 'mainProductIds',
        message: `Product ${d.main.productId} is already a main product of the gift activity "ของแถมแรก" at an overlapping time`,
      },
    ]);
    expectOk(await s.call(giftAdd, { ...d.body, startTime: at(DAY), endTime: at(2 * DAY) }, { cookie }));
    expectOk(await s.call(giftStop, { giftId: String(first.data.giftId) }, { cookie }));
    expectOk(await s.call(giftAdd, { ...d.body, startTime: at(2 * HOUR), endTime: at(3 * HOUR) }, { cookie }));
  });
});

describe('states, changes and stop', () => {
  it('reads not started, running, ended and stopped from the clock, with tab counts and search by title', async () => {
    const before = (await s.call(giftList, { tab: 'all' }, { cookie })).data.tabCounts as Record<string, number>;
    const a = await add({ name: 'สถานะของแถมเอ', startTime: at(HOUR), endTime: at(3 * HOUR) });
    const b = await add({ startTime: at(HOUR), endTime: at(3 * HOUR) });
    const idA = String(a.data.giftId);
    const idB = String(b.data.giftId);
    const state = async (id: string) => (await s.call(giftInquiry, { giftId: id }, { cookie })).data.state;
    expect(await state(idA)).toBe('not_started');
    expectOk(await s.call(giftStop, { giftId: idB }, { cookie }));
    expect(await state(idB)).toBe('stopped');
    s.clock.advance(2 * HOUR);
    expect(await state(idA)).toBe('running');
    const list = await s.call(giftList, { tab: 'running', keyword: 'สถานะของแถม' }, { cookie });
    expect((list.data.list as { giftId: string }[]).map((r) => r.giftId)).toEqual([idA]);
    const counts = list.data.tabCounts as Record<string, number>;
    expect(counts.stopped).toBe((before.stopped ?? 0) + 1);
    expect(counts.all).toBe((before.all ?? 0) + 2);
    const inquiry = await s.call(giftInquiry, { giftId: idA }, { cookie });
    expect(inquiry.data).toMatchObject({ mainCount: 1, giftStock: 10, given: 0, giftTitle: 'เคสของแถมทดสอบ' });
    expect(inquiry.data.gift).toMatchObject({ salesPrice: 50, mallStock: 100 });
    const late = await s.call(giftModify, { giftId: idA, ...(await draft()).body }, { cookie });
    expect(late.status_.replyText).toBe('Only a gift activity not yet started can be changed');
    s.clock.advance(2 * HOUR);
    expect(await state(idA)).toBe('ended');
    const stopEnded = await s.call(giftStop, { giftId: idA }, { cookie });
    expect(stopEnded.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
    expect(stopEnded.status_.replyText).toBe('This gift activity has already ended or been stopped');
  });

  it('changes an activity before its start, under the rules of a new one', async () => {
    const d = await draft();
    const made = await s.call(giftAdd, d.body, { cookie });
    const giftId = String(made.data.giftId);
    expectOk(
      await s.call(giftModify, { giftId, ...d.body, name: 'เปลี่ยนแล้ว', giftStock: 20, threshold: 2 }, { cookie }),
    );
    const r = await s.call(giftInquiry, { giftId }, { cookie });
    expect(r.data).toMatchObject({ name: 'เปลี่ยนแล้ว', giftStock: 20, threshold: 2 });
    const bad = await s.call(giftModify, { giftId, ...d.body, giftStock: 0 }, { cookie });
    expect(bad.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
  });

  it('never shows nor changes another shop’s activity, and needs the gifts function (OMS_FUNC_0032)', async () => {
    const foreign = await s.foreignId('gift');
    for (const r of [
      await s.call(giftInquiry, { giftId: foreign }, { cookie }),
      await s.call(giftStop, { giftId: foreign }, { cookie }),
      await s.call(giftModify, { giftId: foreign, ...(await draft()).body }, { cookie }),
    ]) {
      expect(r.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    }
    const listed = await s.call(giftList, { keyword: 'Other shop', page: { pageSize: 50 } }, { cookie });
    expect(listed.data.list).toEqual([]);
    await s.addMember({ shopId, loginAcct: 'gift-promotions-only', funcIds: [FUNC.promotions] });
    const { cookie: promotionsOnly } = await s.login('gift-promotions-only');
    expect((await s.call(giftList, {}, { cookie: promotionsOnly })).status_.replyCode).toBe(REPLY.NO_PERMISSION.code);
    expect((await s.call(giftAdd, (await draft()).body, { cookie: promotionsOnly })).status_.replyCode).toBe(
      REPLY.NO_PERMISSION.code,
    );
  });
});

describe('the product picker for a gift-only sub-account', () => {
  it('searches the shop’s products with the gifts code alone (the picker opens for any promotion tool’s code)', async () => {
    const { main } = await pair();
    await s.addMember({ shopId, loginAcct: 'gift-only-picker', funcIds: [FUNC.gifts] });
    const { cookie: giftOnly } = await s.login('gift-only-picker');
    const found = await s.call(promoteItemCandidates, { ids: [String(main.productId)] }, { cookie: giftOnly });
    expectOk(found);
    expect(promoteItemCandidates.response.parse(found.data).list.map((p) => p.productId)).toEqual([
      String(main.productId),
    ]);
    expect(promoteItemCandidates.funcs).toEqual([
      FUNC.promotions,
      FUNC.gifts,
      FUNC.bundles,
      FUNC.marketing,
      FUNC.activityReporting,
    ]);
    // The gifts code opens the picker only: the discounts' own calls still want OMS_FUNC_0019.
    expect((await s.call(activityList, {}, { cookie: giftOnly })).status_.replyCode).toBe(REPLY.NO_PERMISSION.code);
    // A code of no promotion tool (coupons) does not open it.
    await s.addMember({ shopId, loginAcct: 'coupons-only-picker', funcIds: [FUNC.coupons] });
    const { cookie: couponsOnly } = await s.login('coupons-only-picker');
    const refused = await s.call(promoteItemCandidates, { ids: [String(main.productId)] }, { cookie: couponsOnly });
    expect(refused.status_.replyCode).toBe(REPLY.NO_PERMISSION.code);
  });
});

describe('checkout with a running gift activity', () => {
  /** A running activity on fresh products (main 100.00, gift 50.00 baht) with 10 gifts. */
  async function running(over: Record<string, unknown> = {}, mall = 100) {
    const { main, gift } = await pair(mall);
    const r = await s.call(
      giftAdd,
      {
        name: 'ของแถมขายจริง',
        startTime: at(MINUTE),
        endTime: at(DAY),
        mainProductIds: [String(main.productId)],
        giftSkuId: String(gift.skuId),
        giftStock: 10,
        threshold: 1,
        perOrder: 1,
        ...over,
      },
      { cookie },
    );
    expectOk(r);
    s.clock.advance(2 * MINUTE);
    return { giftId: String(r.data.giftId), main: main.skuId, gift: gift.skuId };
  }
  const buy = (buyerId: string, lines: [skuId: number, quantity: number][], payMethod = 'cod') =>
    s.call(
      mktOrderCheckout,
      { shopId, buyerId, lines: lines.map(([skuId, quantity]) => ({ skuId: String(skuId), quantity })), payMethod },
      { cookie: op },
    );
  const giftLine = async (orderId: unknown) => {
    const [line] = await s.db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, Number(orderId)), isNotNull(orderItems.giftId)));
    return line;
  };
  const given = async (giftId: string) => {
    const [row] = await s.db
      .select({ given: giftActivities.given })
      .from(giftActivities)
      .where(eq(giftActivities.id, giftId));
    return row?.given;
  };

  it('an order with the main good gets the gift as a line at 0 baht; its totals are its lines', async () => {
    const { giftId, main, gift } = await running({ perOrder: 2 });
    const r = await buy((await makeBuyer(s.db)).id, [[main, 1]]);
    expect(r.data).toMatchObject({ goodsAmount: '100.00', totalAmount: '100.00' });
    expect(await giftLine(r.data.orderId)).toMatchObject({
      giftId,
      skuId: gift,
      lineNo: 2,
      unitPrice: 0,
      quantity: 2,
      lineAmount: 0,
      discountAmount: 0,
    });
    const lines = await s.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, Number(r.data.orderId)));
    const [order] = await s.db
      .select()
      .from(orders)
      .where(eq(orders.id, Number(r.data.orderId)));
    expect(order?.goodsAmount).toBe(lines.reduce((sum, l) => sum + l.lineAmount, 0));
    expect(order?.itemCount).toBe(3);
    expect(await given(giftId)).toBe(2);
    expect((await skuRow(s.db, gift)).reserved).toBe(2);
    // The order page names the gift activity on the gift line.
    const detail = await s.call(orderDetailInquiry, { orderId: r.data.orderId }, { cookie });
    expect(detail.data.linePromotions).toMatchObject([
      { lineNo: 2, kind: 'gift', promotionId: giftId, name: 'ของแถมขายจริง', discount: 0 },
    ]);
    // Its results count the order, the buyer and the gifts given, at 0 baht.
    const results = await s.call(promotionResultsInquiry, { kind: 'gift', promotionId: giftId }, { cookie });
    expect(results.data.totals).toEqual({ orders: 1, buyers: 1, lines: 1, units: 2, gmv: 0, discount: 0 });
    // The tools' hub counts it as running.
    const hub = await s.call(promotionToolsSummary, {}, { cookie });
    expect(
      (hub.data.tools as { tool: string; running: number }[]).find((t) => t.tool === 'gift')?.running,
    ).toBeGreaterThan(0);
  });

  it('below the threshold no gift; the gift SKU bought too is its own line at its price', async () => {
    const { giftId, main, gift } = await running({ threshold: 2 });
    const b = (await makeBuyer(s.db)).id;
    const one = await buy(b, [[main, 1]]);
    expect(await giftLine(one.data.orderId)).toBeUndefined();
    const two = await buy(b, [
      [main, 2],
      [gift, 1],
    ]);
    expect(two.data).toMatchObject({ goodsAmount: '250.00', totalAmount: '250.00' });
    expect(await giftLine(two.data.orderId)).toMatchObject({ skuId: gift, quantity: 1, unitPrice: 0 });
    expect(await given(giftId)).toBe(1);
    expect((await skuRow(s.db, gift)).reserved).toBe(2);
  });

  it('gives the gift back on cancel; after a stop, or with the gift stock out, the order goes through without it', async () => {
    const { giftId, main, gift } = await running({ giftStock: 1 });
    const b = (await makeBuyer(s.db)).id;
    const r = await buy(b, [[main, 1]], 'mobile_banking');
    expect(await given(giftId)).toBe(1);
    const out = await buy(b, [[main, 1]]);
    expectOk(out);
    expect(await giftLine(out.data.orderId)).toBeUndefined();
    expectOk(await s.call(mktBuyerCancel, { shopId, orderId: String(r.data.orderId) }, { cookie: op }));
    expect(await given(giftId)).toBe(0);
    expect((await skuRow(s.db, gift)).reserved).toBe(0);
    expectOk(await s.call(giftStop, { giftId }, { cookie }));
    const after = await buy(b, [[main, 1]]);
    expect(await giftLine(after.data.orderId)).toBeUndefined();
    expect(await given(giftId)).toBe(0);
  });

  it('an order due more gifts than are left gets what is left', async () => {
    const { giftId, main, gift } = await running({ giftStock: 3, perOrder: 2 });
    const b = (await makeBuyer(s.db)).id;
    const first = await buy(b, [[main, 1]]);
    expect(await giftLine(first.data.orderId)).toMatchObject({ skuId: gift, quantity: 2, unitPrice: 0 });
    // One gift left, two due: the order takes the one.
    const second = await buy(b, [[main, 1]]);
    expect(second.data).toMatchObject({ totalAmount: '100.00' });
    expect(await giftLine(second.data.orderId)).toMatchObject({ skuId: gift, quantity: 1, lineAmount: 0 });
    expect(await given(giftId)).toBe(3);
    expect((await skuRow(s.db, gift)).reserved).toBe(3);
    const third = await buy(b, [[main, 1]]);
    expect(await giftLine(third.data.orderId)).toBeUndefined();
    expect(await given(giftId)).toBe(3);
  });

  it('a gift whose product has too few units left is not given, and its gift stock stays', async () => {
    const { giftId, main, gift } = await running({ giftStock: 5 }, 5);
    const b = (await makeBuyer(s.db)).id;
    expectOk(await buy(b, [[gift, 5]]));
    const r = await buy(b, [[main, 1]]);
    expectOk(r);
    expect(await giftLine(r.data.orderId)).toBeUndefined();
    expect(await given(giftId)).toBe(0);
  });

  it('60 buyers at once on 15 gifts: exactly 15 orders get one, every order goes through', async () => {
    const { giftId, main, gift } = await running({ giftStock: 15 }, 1000);
    const crowd = await Promise.all(Array.from({ length: 60 }, () => makeBuyer(s.db)));
    const replies = await Promise.all(crowd.map((b) => buy(b.id, [[main, 1]])));
    expect(replies.every((r) => r.status_.success)).toBe(true);
    expect(await given(giftId)).toBe(15);
    expect(await s.db.$count(orderItems, eq(orderItems.giftId, giftId))).toBe(15);
    expect((await skuRow(s.db, gift)).reserved).toBe(15);
  }, 180_000);

  it('the simulator’s buyers now and then buy a main good and get the gift', async () => {
    const { giftId } = await running({ giftStock: 20 }, 1000);
    // The other tests' activities stopped: the buyers go for this one's main good.
    await s.db
      .update(giftActivities)
      .set({ stoppedAt: s.clock.now() })
      .where(and(eq(giftActivities.shopId, shopId), ne(giftActivities.id, giftId)));
    let seed = 7;
    const random = () => {
      seed = (seed * 16_807) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    const result = await s.db.transaction(async (tx) => {
      const shop = new ShopScope(tx as unknown as Tx, shopId);
      const ids = await simulateOrders(shop, { orders: 40, payRatio: 0, now: s.clock.now(), random });
      return discountGiven(shop, ids);
    });
    expect(result.giftLines).toBeGreaterThan(0);
    const [row] = await s.db.select().from(giftActivities).where(eq(giftActivities.id, giftId));
    expect(row?.given ?? 0).toBeGreaterThan(0);
    expect(row?.given ?? 0).toBeLessThanOrEqual(row?.stock ?? 0);
  }, 120_000);
});
