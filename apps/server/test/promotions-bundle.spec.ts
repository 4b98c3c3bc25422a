import { bundleAdd, bundleInquiry, bundleList, bundleModify, bundleStop } from '@sc/contract/calls/bundle.ts';
import { mktBuyerCancel, mktOrderCheckout } from '@sc/contract/calls/marketplace-orders.ts';
import { orderDetailInquiry } from '@sc/contract/calls/orders.ts';
import { promotionResultsInquiry } from '@sc/contract/calls/results.ts';
import { FUNC } from '@sc/contract/func-codes.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BundleOffer, type CartLine, priceCart } from '../src/areas/promotions/engine.ts';
import type { Tx } from '../src/db/client.ts';
import { bundles, orderItems, skus } from '../src/db/schema.ts';
import { ShopScope } from '../src/db/tenant.ts';
import { discountGiven, simulateOrders } from '../src/marketplace/order-simulate.ts';
import { DEMO_ACCOUNTS, startTestServer, type TestServer } from './harness.ts';
import { makeBuyer, makeSku, shopIdNamed } from './mkt-orders-kit.ts';
import { expectOk } from './orders-kit.ts';

// Bundles (set meals, /oms/mms/suit/*): every rule at its edges (name, window, 2 to 20 SKUs with
// 1 to 10 main items, quantities, the package price against the combined price, the shared price
// check's reference prices, the stock of sets), one bundle per SKU at a time, states on the clock,
// change before start, stop, another shop's never seen, the bundles' own function code; checkout
// through the simulator's call: the package price spread over the member lines to the satang,
// incomplete sets at their own prices, stock of sets taken atomically under a crowd and given back
// on cancel; the engine's totals as a property.

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
type Locale = 'en-US' | 'th-TH' | 'zh-CN';
const fieldErrors = (r: Answer) => (r.status_.fieldErrors ?? []) as { field: string; message: string }[];
const messages = (r: Answer) => fieldErrors(r).map((f) => f.message);

/** A main SKU of 100.00 baht and an add-on SKU of 33.33 baht, fresh, with `stock` units each. */
async function members(stock = 100) {
  const main = await makeSku(s.db, shopId, { price: 10_000, stock, title: 'หม้อทดสอบชุด' });
  const extra = await makeSku(s.db, shopId, { price: 3_333, stock, title: 'ฝาทดสอบชุด' });
  return { main, extra };
}

/** A bundle of one main and two add-ons (combined 166.66 baht) at 99.99 baht, 10 sets, from an hour out. */
async function draft(over: Record<string, unknown> = {}, stock = 100) {
  const { main, extra } = await members(stock);
  return {
    main,
    extra,
    body: {
      name: 'ชุดทดสอบ',
      startTime: at(HOUR),
      endTime: at(DAY),
      packagePrice: '99.99',
      stock: 10,
      items: [
        { skuId: String(main.skuId), role: 'main' as const, quantity: 1 },
        { skuId: String(extra.skuId), role: 'addon' as const, quantity: 2 },
      ],
      ...over,
    },
  };
}
const add = async (over: Record<string, unknown> = {}, locale: Locale = 'en-US') =>
  s.call(bundleAdd, (await draft(over)).body, { cookie, locale });

describe('name, window, items and quantities', () => {
  it('refuses no name, a past start and more than 90 days', async () => {
    expect(fieldErrors(await add({ name: ' ' }))).toEqual([{ field: 'name', message: 'Enter the bundle name' }]);
    expect(fieldErrors(await add({ startTime: at(-2 * MINUTE) }))).toEqual([
      { field: 'startTime', message: 'The start cannot be in the past' },
    ]);
    expect(messages(await add({ endTime: at(HOUR + 90 * DAY + MINUTE) }, 'zh-CN'))).toEqual(['套餐时长不能超过 90 天']);
  });

  it('wants 2 to 20 SKUs, 1 to 10 of them main items, none twice, each 1 to 99 per set', async () => {
    const d = await draft();
    const [main, extra] = d.body.items;
    const one = await s.call(bundleAdd, { ...d.body, items: [main] }, { cookie, locale: 'th-TH' });
    expect(messages(one)).toContain('ชุดสินค้าต้องมีอย่างน้อย 2 SKU');
    const many = await Promise.all(
      Array.from({ length: 21 }, () => makeSku(s.db, shopId, { price: 1_000, stock: 50 })),
    );
    const items = many.map((m, i) => ({ skuId: String(m.skuId), role: i < 11 ? 'main' : 'addon', quantity: 1 }));
    const body = { ...d.body, packagePrice: '100.00', stock: 5 };
    expect(messages(await s.call(bundleAdd, { ...body, items }, { cookie }))).toContain(
      'A bundle holds at most 20 SKUs',
    );
    expect(messages(await s.call(bundleAdd, { ...body, items: items.slice(0, 20) }, { cookie }))).toEqual([
      'A bundle has at most 10 main items',
    ]);
    expectOk(await s.call(bundleAdd, { ...body, items: items.slice(1, 21) }, { cookie }));
    const noMain = items.slice(11, 13);
    expect(fieldErrors(await s.call(bundleAdd, { ...body, packagePrice: '10.00', items: noMain }, { cookie }))).toEqual(
      [{ field: 'items', message: 'Mark at least one item as a main item' }],
    );
    expect(fieldErrors(await s.call(bundleAdd, { ...d.body, items: [main, main] }, { cookie }))).toContainEqual({
      field: 'items.1.skuId',
      message: `SKU ${main?.skuId}: added twice`,
    });
    for (const quantity of [0, 100]) {
      const r = await s.call(bundleAdd, { ...d.body, items: [main, { ...extra, quantity }] }, { cookie });
      expect(messages(r)).toContain(`SKU ${extra?.skuId}: units per set must be a whole number from 1 to 99`);
    }
  });
});

describe('package price, the shared price check and the stock of sets', () => {
  it('wants the package price at least 5% below the combined price, and above 0', async () => {
    // Combined 166.66: 158.32 is 5.00% off (taken), 158.33 is not.
    expect(fieldErrors(await add({ packagePrice: '166.66' }))).toEqual([
      { field: 'packagePrice', message: 'The package price must be below the combined price (166.66 baht)' },
    ]);
    expect(messages(await add({ packagePrice: '158.34' }, 'th-TH'))).toEqual([
      'ราคาชุดต้องต่ำกว่าราคารวม (166.66 บาท) อย่างน้อย 5%',
    ]);
    expect(messages(await add({ packagePrice: '158.33' }))).toHaveLength(1);
    expectOk(await add({ packagePrice: '158.32' }));
    expect(messages(await add({ packagePrice: '0' }))).toEqual(['The package price must be more than 0 baht']);
    const deep = await add({ packagePrice: '5.00' });
    expectOk(deep);
    expect(deep.data.warnings).toEqual(['The package price is 97% off the combined price (over 95%); please check']);
  });

  it('refuses a member without a reference price, prefixed with the main SKU, in three languages', async () => {
    const d = await draft();
    await s.db.update(skus).set({ marketPrice: 0 }).where(eq(skus.id, d.extra.skuId));
    const said = async (locale: Locale) => fieldErrors(await s.call(bundleAdd, d.body, { cookie, locale }));
    expect(await said('en-US')).toEqual([
      {
        field: 'items',
        message: `SKU ${d.main.skuId}: these bundle items have no reference price: ${d.extra.skuId}`,
      },
    ]);
    expect((await said('th-TH'))[0]?.message).toBe(
      `SKU ${d.main.skuId}: สินค้าในชุดต่อไปนี้ยังไม่มีราคาอ้างอิง: ${d.extra.skuId}`,
    );
    expect((await said('zh-CN'))[0]?.message).toBe(`SKU ${d.main.skuId}：以下组合商品未设置参考价：${d.extra.skuId}`);
    // Below the members' combined cost is a sale at a loss.
    await s.db.update(skus).set({ marketPrice: 25_900, purchasePrice: 6_000 }).where(eq(skus.id, d.extra.skuId));
    expect(messages(await s.call(bundleAdd, d.body, { cookie }))).toEqual([
      `SKU ${d.main.skuId}: the gross profit at this promotion price is negative, and this product may not be sold at a loss`,
    ]);
  });

  it('wants a stock of sets above 0 and not above what the members’ stock makes', async () => {
    const d = await draft({}, 21);
    const sets = (stock: number) => s.call(bundleAdd, { ...d.body, stock }, { cookie });
    expect(messages(await sets(0))).toEqual(['The bundle stock must be more than 0']);
    // 21 add-on units at 2 per set make 10 sets.
    expect(messages(await sets(11))).toEqual(["The items' stock makes at most 10 sets"]);
    expectOk(await sets(10));
  });

  it('refuses another shop’s SKU and a SKU already in a bundle at an overlapping time', async () => {
    const d = await draft();
    const foreign = await s.foreignId('sku');
    const r = await s.call(
      bundleAdd,
      { ...d.body, items: [...d.body.items, { skuId: foreign, role: 'addon', quantity: 1 }] },
      { cookie },
    );
    expect(messages(r)).toContain(`SKU ${foreign} is not in this shop`);
    expectOk(await s.call(bundleAdd, { ...d.body, name: 'ชุดแรก' }, { cookie }));
    expect(fieldErrors(await s.call(bundleAdd, d.body, { cookie }))).toEqual([
      { field: 'items.0.skuId', message: `SKU ${d.main.skuId}: already in the bundle "ชุดแรก" at an overlapping time` },
      { field: 'items.1.skuId', message: `SKU ${d.extra.skuId}: already in the bundle "ชุดแรก" at an overlapping time` },
    ]);
    expectOk(await s.call(bundleAdd, { ...d.body, startTime: at(DAY), endTime: at(2 * DAY) }, { cookie }));
  });
});

describe('states, changes and stop', () => {
  it('reads states from the clock with tab counts; changes only before the start; stops', async () => {
    const a = await add({ name: 'สถานะชุดเอ', startTime: at(HOUR), endTime: at(3 * HOUR) });
    const idA = String(a.data.bundleId);
    const state = async (id: string) => (await s.call(bundleInquiry, { bundleId: id }, { cookie })).data.state;
    expect(await state(idA)).toBe('not_started');
    const d = await draft();
    expectOk(
      await s.call(bundleModify, { bundleId: idA, ...d.body, name: 'สถานะชุดเอ', packagePrice: '120.00' }, { cookie }),
    );
    const r = await s.call(bundleInquiry, { bundleId: idA }, { cookie });
    expect(r.data).toMatchObject({ packagePrice: 120, combinedPrice: 166.66, mainCount: 1, addonCount: 1, stock: 10 });
    expect((r.data.items as unknown[])[0]).toMatchObject({ role: 'main', quantity: 1, salesPrice: 100 });
    s.clock.advance(2 * HOUR);
    expect(await state(idA)).toBe('running');
    const list = await s.call(bundleList, { tab: 'running', keyword: 'สถานะชุด' }, { cookie });
    expect((list.data.list as { bundleId: string }[]).map((x) => x.bundleId)).toEqual([idA]);
    const late = await s.call(bundleModify, { bundleId: idA, ...(await draft()).body }, { cookie });
    expect(late.status_.replyText).toBe('Only a bundle not yet started can be changed');
    expectOk(await s.call(bundleStop, { bundleId: idA }, { cookie }));
    expect(await state(idA)).toBe('stopped');
    const again = await s.call(bundleStop, { bundleId: idA }, { cookie, locale: 'zh-CN' });
    expect(again.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
    expect(again.status_.replyText).toBe('该套餐已结束或已停止');
  });

  it('never shows another shop’s bundle, and needs the bundles function (OMS_FUNC_0040)', async () => {
    const foreign = await s.foreignId('bundle');
    for (const r of [
      await s.call(bundleInquiry, { bundleId: foreign }, { cookie }),
      await s.call(bundleStop, { bundleId: foreign }, { cookie }),
      await s.call(bundleModify, { bundleId: foreign, ...(await draft()).body }, { cookie }),
    ]) {
      expect(r.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    }
    const listed = await s.call(bundleList, { keyword: 'Other shop', page: { pageSize: 50 } }, { cookie });
    expect(listed.data.list).toEqual([]);
    await s.addMember({ shopId, loginAcct: 'bundle-promotions-only', funcIds: [FUNC.promotions] });
    const { cookie: other } = await s.login('bundle-promotions-only');
    expect((await s.call(bundleList, {}, { cookie: other })).status_.replyCode).toBe(REPLY.NO_PERMISSION.code);
    expect((await s.call(bundleAdd, (await draft()).body, { cookie: other })).status_.replyCode).toBe(
      REPLY.NO_PERMISSION.code,
    );
    await s.addMember({ shopId, loginAcct: 'bundle-only', funcIds: [FUNC.bundles] });
    const { cookie: bundlesOnly } = await s.login('bundle-only');
    expectOk(await s.call(bundleList, {}, { cookie: bundlesOnly }));
  });
});

describe('checkout with a running bundle', () => {
  /** A running bundle (main 100.00 ×1, add-on 33.33 ×2, package 99.99) with `sets` sets. */
  async function running(sets = 10, mall = 100) {
    const d = await draft({ startTime: at(MINUTE), stock: sets }, mall);
    const r = await s.call(bundleAdd, { ...d.body, name: 'ชุดขายจริง' }, { cookie });
    expectOk(r);
    s.clock.advance(2 * MINUTE);
    return { bundleId: String(r.data.bundleId), main: d.main.skuId, extra: d.extra.skuId };
  }
  const buy = (buyerId: string, lines: [skuId: number, quantity: number][], payMethod = 'cod') =>
    s.call(
      mktOrderCheckout,
      { shopId, buyerId, lines: lines.map(([skuId, quantity]) => ({ skuId: String(skuId), quantity })), payMethod },
      { cookie: op },
    );
  const lineOf = async (orderId: unknown, skuId: number) => {
    const [line] = await s.db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, Number(orderId)), eq(orderItems.skuId, skuId)));
    return line;
  };
  const sold = async (bundleId: string) =>
    (await s.db.select({ sold: bundles.sold }).from(bundles).where(eq(bundles.id, bundleId)))[0]?.sold;

  it('a whole set pays the package price, spread over its lines to the satang; the order page names the bundle', async () => {
    const { bundleId, main, extra } = await running();
    const r = await buy((await makeBuyer(s.db)).id, [
      [main, 1],
      [extra, 2],
    ]);
    expect(r.data).toMatchObject({ goodsAmount: '166.66', totalAmount: '99.99' });
    // 66.67 off: 40.00 on the main line, 26.67 on the add-ons (the largest remainder takes the odd satang).
    expect(await lineOf(r.data.orderId, main)).toMatchObject({
      bundleId,
      bundleUnits: 1,
      bundleSets: 1,
      bundleDiscount: 4_000,
      discountAmount: 4_000,
    });
    expect(await lineOf(r.data.orderId, extra)).toMatchObject({ bundleUnits: 2, bundleDiscount: 2_667 });
    expect(await sold(bundleId)).toBe(1);
    const detail = await s.call(orderDetailInquiry, { orderId: r.data.orderId }, { cookie, locale: 'zh-CN' });
    expect(detail.data.linePromotions).toMatchObject([
      { kind: 'bundle', promotionId: bundleId, name: 'ชุดขายจริง', discount: 40 },
      { kind: 'bundle', promotionId: bundleId, name: 'ชุดขายจริง', discount: 26.67 },
    ]);
    const results = await s.call(promotionResultsInquiry, { kind: 'bundle', promotionId: bundleId }, { cookie });
    expect(results.data.totals).toMatchObject({ orders: 1, lines: 2, units: 3, gmv: 99.99, discount: 66.67 });
  });

  it('a set not whole pays its own prices; two sets and a unit more pay two packages and a list price', async () => {
    const { bundleId, main, extra } = await running();
    const short = await buy((await makeBuyer(s.db)).id, [
      [main, 1],
      [extra, 1],
    ]);
    expect(short.data).toMatchObject({ totalAmount: '133.33' });
    expect(await sold(bundleId)).toBe(0);
    const two = await buy((await makeBuyer(s.db)).id, [
      [main, 2],
      [extra, 5],
    ]);
    // 2 × 99.99 + 33.33.
    expect(two.data).toMatchObject({ goodsAmount: '366.65', totalAmount: '233.31' });
    expect(await lineOf(two.data.orderId, extra)).toMatchObject({ bundleUnits: 4, bundleSets: 2 });
    expect(await sold(bundleId)).toBe(2);
  });

  it('gives the sets back on cancel; after a stop the members sell at their own prices', async () => {
    const { bundleId, main, extra } = await running();
    const b = await makeBuyer(s.db);
    const r = await buy(
      b.id,
      [
        [main, 2],
        [extra, 4],
      ],
      'mobile_banking',
    );
    expect(await sold(bundleId)).toBe(2);
    expectOk(await s.call(mktBuyerCancel, { shopId, orderId: String(r.data.orderId) }, { cookie: op }));
    expect(await sold(bundleId)).toBe(0);
    expectOk(await s.call(bundleStop, { bundleId }, { cookie }));
    const after = await buy(b.id, [
      [main, 1],
      [extra, 2],
    ]);
    expect(after.data).toMatchObject({ totalAmount: '166.66' });
    expect(await sold(bundleId)).toBe(0);
  });

  it('60 buyers at once on 20 sets: exactly 20 pay the package price, the rest their own prices', async () => {
    const { bundleId, main, extra } = await running(20, 1000);
    const crowd = await Promise.all(Array.from({ length: 60 }, () => makeBuyer(s.db)));
    const replies = await Promise.all(
      crowd.map((b) =>
        buy(b.id, [
          [main, 1],
          [extra, 2],
        ]),
      ),
    );
    expect(replies.every((r) => r.status_.success)).toBe(true);
    const totals = replies.map((r) => r.data.totalAmount);
    expect(totals.filter((t) => t === '99.99')).toHaveLength(20);
    expect(totals.filter((t) => t === '166.66')).toHaveLength(40);
    expect(await sold(bundleId)).toBe(20);
    expect(await s.db.$count(orderItems, eq(orderItems.bundleId, bundleId))).toBe(40);
  }, 120_000);

  it('the simulator’s buyers now and then take a whole set, and the lines are counted', async () => {
    const { bundleId } = await running(50, 1000);
    let seed = 7;
    const random = () => {
      seed = (seed * 16_807) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    const given = await s.db.transaction(async (tx) => {
      const shop = new ShopScope(tx as unknown as Tx, shopId);
      const ids = await simulateOrders(shop, { orders: 30, payRatio: 0, now: s.clock.now(), random });
      return discountGiven(shop, ids);
    });
    // A set has two lines here (a main item and an add-on): the lines come in whole sets.
    expect(given.bundleLines).toBeGreaterThanOrEqual(2);
    const [row] = await s.db.select().from(bundles).where(eq(bundles.id, bundleId));
    expect(row?.sold ?? 0).toBeLessThanOrEqual(row?.stock ?? 0);
  }, 60_000);
});

describe('the engine’s bundle step', () => {
  const now = new Date('2026-12-01T00:00:00Z');
  const open = { startAt: new Date('2026-11-01T00:00:00Z'), endAt: new Date('2027-01-01T00:00:00Z'), stopped: false };
  const buyer = { registeredAt: now, ordersInShop: 0, groups: [] };

  it('the order total is the sum of its lines, and each set’s lines come to exactly its package price', () => {
    const member = fc.record({ price: fc.integer({ min: 1, max: 500_000 }), quantity: fc.integer({ min: 1, max: 5 }) });
    fc.assert(
      fc.property(
        fc.array(member, { minLength: 2, maxLength: 6 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 1, max: 99 }),
        fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
        (items, extra, percent, stockLeft) => {
          const combined = items.reduce((sum, m) => sum + m.price * m.quantity, 0);
          const packagePrice = Math.max(1, Math.floor((combined * percent) / 100));
          const offer: BundleOffer = {
            bundleId: 'b1',
            packagePrice,
            items: items.map((m, i) => ({ skuId: i + 1, quantity: m.quantity })),
            stockLeft,
            ...open,
          };
          const lines: CartLine[] = items.map((m, i) => ({
            skuId: i + 1,
            quantity: m.quantity * 2 + (i === 0 ? extra : 0),
            unitPrice: m.price,
          }));
          const cart = priceCart(lines, [], buyer, now, [], [], [], [], [], [offer]);
          const sum = cart.lines.reduce((t, l) => t + l.finalAmount, 0);
          expect(cart.finalAmount).toBe(sum);
          expect(cart.lines.every((l) => l.bundleDiscount >= 0 && l.finalAmount >= 0)).toBe(true);
          const sets = Math.min(2, stockLeft ?? 2);
          const taken = packagePrice < combined && sets > 0 ? sets : 0;
          expect(cart.bundles[0]?.sets ?? 0).toBe(taken);
          // The units in sets pay exactly the package price per set; the rest their list prices.
          const outside = cart.lines.reduce((t, l) => t + (l.quantity - l.bundleUnits) * l.unitPrice, 0);
          expect(sum).toBe(outside + taken * packagePrice);
        },
      ),
      { numRuns: 300 },
    );
  });
});
