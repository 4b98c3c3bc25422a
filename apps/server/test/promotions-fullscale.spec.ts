import { activityAdd, promoteItemMaintain } from '@sc/contract/calls/activities.ts';
import {
  fullscaleAdd,
  fullscaleInquiry,
  fullscaleList,
  fullscaleModify,
  fullscalePreview,
  fullscaleStop,
} from '@sc/contract/calls/fullscale.ts';
import { mktOrderCheckout } from '@sc/contract/calls/marketplace-orders.ts';
import { orderDetailInquiry } from '@sc/contract/calls/orders.ts';
import { couponAdd } from '@sc/contract/calls/promotions.ts';
import { FUNC } from '@sc/contract/func-codes.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectCoupon } from '../src/areas/promotions/index.ts';
import type { Tx } from '../src/db/client.ts';
import { activitySkus, couponClaims, orderItems, skus } from '../src/db/schema.ts';
import { ShopScope } from '../src/db/tenant.ts';
import { DEMO_ACCOUNTS, startTestServer, type TestServer } from './harness.ts';
import { makeBuyer, makeSku, shopIdNamed } from './mkt-orders-kit.ts';
import { expectOk } from './orders-kit.ts';

// Full-amount and full-quantity discounts: the tiers' rules at their edges, the window, the scope
// and one promotion per product at a time, states on the clock with tab counts, stop; and checkout
// through the simulator's call: tier 1, tier 2, just below, a coupon whose minimum spend is judged
// after the tier, the line's discount and full-scale id.

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

// Each whole-shop promotion gets a window of its own, from 100 days out, so it meets neither another
// nor the promotions on chosen products of the next days.
let slot = 0;
const ownWindow = () => {
  slot += 1;
  const start = 100 * DAY + slot * 2 * DAY;
  return { startTime: at(start), endTime: at(start + DAY) };
};

/** A promotion of two amount tiers (300 → 30 off, 500 → 80 off) on the whole shop in a window of its own, unless told. */
const draft = (over: Record<string, unknown> = {}) => ({
  name: `ช้อปครบลดทดสอบ ${slot + 1}`,
  ...ownWindow(),
  kind: 'amount',
  rewardType: 'amount',
  tiers: [
    { threshold: 300, reward: 30 },
    { threshold: 500, reward: 80 },
  ],
  scope: 'all',
  productIds: [],
  ...over,
});
const add = (over: Record<string, unknown> = {}, locale: 'en-US' | 'th-TH' | 'zh-CN' = 'en-US') =>
  s.call(fullscaleAdd, draft(over), { cookie, locale });

describe('the tiers', () => {
  it('takes 1 to 3 tiers, refuses none and four', async () => {
    expectOk(await add({ tiers: [{ threshold: 100, reward: 10 }] }));
    expectOk(
      await add({
        tiers: [
          { threshold: 100, reward: 10 },
          { threshold: 200, reward: 20 },
          { threshold: 300, reward: 30 },
        ],
      }),
    );
    expect(messages(await add({ tiers: [] }))).toEqual(['Set 1 to 3 tiers']);
    const four = await add({
      tiers: [100, 200, 300, 400].map((threshold) => ({ threshold, reward: threshold / 10 })),
    });
    expect(four.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
    expect(messages(four)).toEqual(['Set 1 to 3 tiers']);
  });

  it('wants thresholds and rewards strictly rising, each message naming its tier and field', async () => {
    const flat = await add({
      tiers: [
        { threshold: 300, reward: 30 },
        { threshold: 300, reward: 30 },
      ],
    });
    expect(fieldErrors(flat)).toEqual([
      { field: 'tiers.1.threshold', message: 'Tier 2: the threshold must be higher than the tier before (300.00)' },
      { field: 'tiers.1.reward', message: 'Tier 2: the reward must be more than the tier before (30.00)' },
    ]);
    const thai = await add(
      {
        tiers: [
          { threshold: 300, reward: 30 },
          { threshold: 300.01, reward: 30 },
        ],
      },
      'th-TH',
    );
    expect(messages(thai)).toEqual(['ขั้นที่ 2: ส่วนลดต้องมากกว่าขั้นก่อนหน้า (30.00)']);
  });

  it('wants an amount off below its spend: 299.99 off 300 passes, 300 does not; more than 0 and two decimals at most', async () => {
    expectOk(await add({ tiers: [{ threshold: 300, reward: 299.99 }] }));
    const same = await add({ tiers: [{ threshold: 300, reward: 300 }] }, 'zh-CN');
    expect(messages(same)).toEqual(['第 1 档：减免金额须低于消费门槛（฿300.00）']);
    expect(fieldErrors(await add({ tiers: [{ threshold: 300, reward: 0 }] }))[0]?.field).toBe('tiers.0.reward');
    expect(messages(await add({ tiers: [{ threshold: 300, reward: 10.005 }] }))).toEqual([
      'Tier 1: the amount off must be more than 0',
    ]);
    expect(messages(await add({ tiers: [{ threshold: 0, reward: 10 }] }))[0]).toMatch(
      /^Tier 1: the spend must be more than 0/,
    );
  });

  it('takes 1% to 95% off, whole percents only', async () => {
    expectOk(await add({ rewardType: 'percent', tiers: [{ threshold: 100, reward: 1 }] }));
    expectOk(await add({ rewardType: 'percent', tiers: [{ threshold: 100, reward: 95 }] }));
    for (const reward of [0, 96, 10.5]) {
      const r = await add({ rewardType: 'percent', tiers: [{ threshold: 100, reward }] });
      expect(messages(r)).toEqual(['Tier 1: the percent off must be a whole number from 1 to 95']);
    }
  });

  it('counts whole units for full quantity, 1 to 999; an amount off there is not held to the threshold', async () => {
    expectOk(await add({ kind: 'quantity', tiers: [{ threshold: 999, reward: 5 }] }));
    expectOk(await add({ kind: 'quantity', tiers: [{ threshold: 2, reward: 50 }] }));
    for (const threshold of [0, 1000, 2.5]) {
      const r = await add({ kind: 'quantity', tiers: [{ threshold, reward: 5 }] });
      expect(messages(r)).toEqual(['Tier 1: the number of units must be a whole number from 1 to 999']);
    }
  });
});

describe('the window and the scope', () => {
  it('refuses a past start, an end before the start and more than 90 days; exactly 90 days from now is taken', async () => {
    const past = await add({ startTime: at(-2 * MINUTE), endTime: at(DAY) });
    expect(fieldErrors(past)).toEqual([{ field: 'startTime', message: 'The start cannot be in the past' }]);
    const backwards = await add({ startTime: at(DAY), endTime: at(HOUR) });
    expect(fieldErrors(backwards)).toEqual([{ field: 'endTime', message: 'The start must be before the end' }]);
    const long = await add({ startTime: at(HOUR), endTime: at(HOUR + 90 * DAY + MINUTE) }, 'th-TH');
    expect(messages(long)).toEqual(['ระยะเวลาโปรโมชันต้องไม่เกิน 90 วัน']);
    // Chosen products, so it meets no whole-shop promotion of the other tests.
    const { productId } = await makeSku(s.db, shopId, { price: 10_000 });
    // One instant read once: the clock moves between two reads.
    const from = s.clock.now().getTime();
    const exactly = { startTime: new Date(from).toISOString(), endTime: new Date(from + 90 * DAY).toISOString() };
    expectOk(await add({ ...exactly, scope: 'products', productIds: [String(productId)] }));
  });

  it('wants 1 to 200 of the shop’s own products when products are chosen', async () => {
    expect(fieldErrors(await add({ scope: 'products', productIds: [] }))).toEqual([
      { field: 'productIds', message: 'Choose at least one product' },
    ]);
    const many = Array.from({ length: 201 }, (_, i) => String(900_000_000 + i));
    expect(messages(await add({ scope: 'products', productIds: many }))).toEqual(['Choose at most 200 products']);
    const foreign = await s.foreignId('product');
    const other = await add({ scope: 'products', productIds: [foreign] });
    expect(other.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
  });
});

describe('one full-scale promotion per product at a time', () => {
  it('refuses an overlapping window on a shared product naming it, takes one that only touches, and one after a stop', async () => {
    const { productId } = await makeSku(s.db, shopId, { price: 10_000, title: 'กระเป๋าผ้าทดสอบช้อปครบ' });
    const mine = { scope: 'products', productIds: [String(productId)] };
    const first = await add({ ...mine, name: 'ครบ 300 ลด 30', startTime: at(HOUR), endTime: at(DAY) });
    expectOk(first);
    const clash = await add({ ...mine, startTime: at(12 * HOUR), endTime: at(2 * DAY) });
    expect(clash.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
    expect(clash.status_.replyText).toBe(
      'The product "กระเป๋าผ้าทดสอบช้อปครบ" is already in the full-scale promotion "ครบ 300 ลด 30" at that time',
    );
    const thai = await add({ ...mine, startTime: at(12 * HOUR), endTime: at(2 * DAY) }, 'th-TH');
    expect(thai.status_.replyText).toBe(
      'สินค้า "กระเป๋าผ้าทดสอบช้อปครบ" อยู่ในโปรโมชันลดตามยอด "ครบ 300 ลด 30" ในช่วงเวลาเดียวกันแล้ว',
    );
    // Ends when the first starts over again: no overlap.
    expectOk(await add({ ...mine, startTime: at(DAY), endTime: at(2 * DAY) }));
    expectOk(await s.call(fullscaleStop, { fullscaleId: String(first.data.fullscaleId) }, { cookie }));
    expectOk(await add({ ...mine, startTime: at(12 * HOUR), endTime: at(20 * HOUR) }));
  });

  it('a whole-shop promotion meets every product: either way round, refused naming the other', async () => {
    const window = ownWindow();
    const all = await add({ ...window, name: 'ทั้งร้านครบ 500' });
    expectOk(all);
    const { productId } = await makeSku(s.db, shopId, { price: 10_000 });
    const some = await add({ ...window, scope: 'products', productIds: [String(productId)] });
    expect(some.status_.replyText).toBe(
      'The promotion "ทั้งร้านครบ 500" already covers every product of the shop at that time',
    );
    const again = await add({ ...window });
    expect(again.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
  });
});

describe('states, changes and stop', () => {
  it('reads not started, running, ended and stopped from the clock, with tab counts and search by name', async () => {
    const before = (await s.call(fullscaleList, { tab: 'all' }, { cookie })).data.tabCounts as Record<string, number>;
    const { productId } = await makeSku(s.db, shopId, { price: 10_000 });
    const { productId: other } = await makeSku(s.db, shopId, { price: 10_000 });
    const a = await add({
      name: 'สถานะทดสอบเอ',
      startTime: at(HOUR),
      endTime: at(3 * HOUR),
      scope: 'products',
      productIds: [String(productId)],
    });
    const b = await add({ startTime: at(HOUR), endTime: at(3 * HOUR), scope: 'products', productIds: [String(other)] });
    const idA = String(a.data.fullscaleId);
    const idB = String(b.data.fullscaleId);
    const state = async (id: string) => (await s.call(fullscaleInquiry, { fullscaleId: id }, { cookie })).data.state;
    expect(await state(idA)).toBe('not_started');
    expect(await s.call(fullscaleStop, { fullscaleId: idB }, { cookie })).toMatchObject({});
    expect(await state(idB)).toBe('stopped');
    s.clock.advance(2 * HOUR);
    expect(await state(idA)).toBe('running');
    const list = await s.call(fullscaleList, { tab: 'running', keyword: 'สถานะทดสอบ' }, { cookie });
    expect((list.data.list as { fullscaleId: string }[]).map((r) => r.fullscaleId)).toEqual([idA]);
    const counts = list.data.tabCounts as Record<string, number>;
    expect(counts.stopped).toBe((before.stopped ?? 0) + 1);
    expect(counts.all).toBe((before.all ?? 0) + 2);
    const inquiry = await s.call(fullscaleInquiry, { fullscaleId: idA }, { cookie });
    expect(inquiry.data).toMatchObject({
      kind: 'amount',
      rewardType: 'amount',
      tiers: [
        { threshold: 300, reward: 30 },
        { threshold: 500, reward: 80 },
      ],
      scope: 'products',
      productCount: 1,
      products: [{ productId: String(productId) }],
    });
    const late = await s.call(
      fullscaleModify,
      { fullscaleId: idA, ...draft({ scope: 'products', productIds: [String(productId)] }) },
      { cookie },
    );
    expect(late.status_.replyText).toBe('Only a promotion that has not started can be changed');
    s.clock.advance(2 * HOUR);
    expect(await state(idA)).toBe('ended');
    const stopEnded = await s.call(fullscaleStop, { fullscaleId: idA }, { cookie });
    expect(stopEnded.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
    expect(stopEnded.status_.replyText).toBe('This promotion has already ended or been stopped');
  });

  it('changes a promotion before its start, under the rules of a new one', async () => {
    const made = await add();
    const id = String(made.data.fullscaleId);
    const changed = draft({ name: 'เปลี่ยนแล้ว', rewardType: 'percent', tiers: [{ threshold: 200, reward: 5 }] });
    expectOk(await s.call(fullscaleModify, { fullscaleId: id, ...changed }, { cookie }));
    const r = await s.call(fullscaleInquiry, { fullscaleId: id }, { cookie });
    expect(r.data).toMatchObject({ name: 'เปลี่ยนแล้ว', rewardType: 'percent', tiers: [{ threshold: 200, reward: 5 }] });
    const bad = await s.call(fullscaleModify, { fullscaleId: id, ...draft({ tiers: [] }) }, { cookie });
    expect(bad.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
  });

  it('does not find another shop’s promotion, and needs the promotions function (OMS_FUNC_0019)', async () => {
    const foreign = await s.foreignId('fullscale');
    for (const r of [
      await s.call(fullscaleInquiry, { fullscaleId: foreign }, { cookie }),
      await s.call(fullscaleStop, { fullscaleId: foreign }, { cookie }),
      await s.call(fullscaleModify, { fullscaleId: foreign, ...draft() }, { cookie }),
    ]) {
      expect(r.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    }
    await s.addMember({ shopId, loginAcct: 'fullscale-coupons-only', funcIds: [FUNC.coupons] });
    const { cookie: couponsOnly } = await s.login('fullscale-coupons-only');
    const refused = await s.call(fullscaleList, {}, { cookie: couponsOnly });
    expect(refused.status_.replyCode).toBe(REPLY.NO_PERMISSION.code);
    expect((await s.call(fullscaleAdd, draft(), { cookie: couponsOnly })).status_.replyCode).toBe(
      REPLY.NO_PERMISSION.code,
    );
  });
});

describe('checkout with a running full-scale promotion', () => {
  /** A running promotion on fresh products (each SKU at `price` satang) with the tiers given. */
  async function running(price: number, over: Record<string, unknown> = {}, products = 1) {
    const made = [];
    for (let i = 0; i < products; i++) made.push(await makeSku(s.db, shopId, { price, stock: 100 }));
    const r = await add({
      startTime: at(MINUTE),
      endTime: at(DAY),
      scope: 'products',
      productIds: made.map((m) => String(m.productId)),
      ...over,
    });
    expectOk(r);
    s.clock.advance(2 * MINUTE);
    return { fullscaleId: String(r.data.fullscaleId), skus: made.map((m) => m.skuId) };
  }
  const buy = (buyerId: string, lines: [skuId: number, quantity: number][]) =>
    s.call(
      mktOrderCheckout,
      {
        shopId,
        buyerId,
        lines: lines.map(([skuId, quantity]) => ({ skuId: String(skuId), quantity })),
        payMethod: 'cod',
      },
      { cookie: op },
    );
  const linesOf = async (orderId: unknown) =>
    s.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, Number(orderId)))
      .orderBy(orderItems.lineNo);

  it('reaches tier 1 and tier 2; just below pays the full price', async () => {
    const { fullscaleId, skus } = await running(10_000);
    const sku = skus[0] ?? 0;
    const b = await makeBuyer(s.db);
    const below = await buy(b.id, [[sku, 2]]);
    expect(below.data).toMatchObject({ goodsAmount: '200.00', totalAmount: '200.00' });
    expect((await linesOf(below.data.orderId))[0]).toMatchObject({ discountAmount: 0, fullscaleId: null });

    const one = await buy(b.id, [[sku, 3]]);
    expect(one.data).toMatchObject({ goodsAmount: '300.00', totalAmount: '270.00' });
    expect((await linesOf(one.data.orderId))[0]).toMatchObject({ discountAmount: 3_000, fullscaleId });

    const two = await buy(b.id, [[sku, 5]]);
    expect(two.data).toMatchObject({ goodsAmount: '500.00', totalAmount: '420.00' });
    const [line] = await linesOf(two.data.orderId);
    expect(line).toMatchObject({ lineAmount: 50_000, discountAmount: 8_000, fullscaleId });
    const detail = await s.call(orderDetailInquiry, { orderId: String(two.data.orderId) }, { cookie });
    expect((detail.data.items as unknown[])[0]).toMatchObject({ lineAmount: 500, discountAmount: 80 });
    const listed = await s.call(fullscaleInquiry, { fullscaleId }, { cookie });
    expect(listed.data.orderLines).toBe(2);
  });

  it('a satang below the threshold takes no tier', async () => {
    const { skus } = await running(9_999);
    const r = await buy((await makeBuyer(s.db)).id, [[skus[0] ?? 0, 3]]);
    expect(r.data).toMatchObject({ goodsAmount: '299.97', totalAmount: '299.97' });
  });

  it('shares the tier over the lines it covers, the sum exact; full quantity counts units across them', async () => {
    const { fullscaleId, skus } = await running(
      3_333,
      { kind: 'quantity', rewardType: 'percent', tiers: [{ threshold: 3, reward: 10 }] },
      2,
    );
    const r = await buy((await makeBuyer(s.db)).id, [
      [skus[0] ?? 0, 1],
      [skus[1] ?? 0, 2],
    ]);
    // 99.99 of goods, 10% rounded down: 9.99 shared 3.33 and 6.66.
    expect(r.data).toMatchObject({ goodsAmount: '99.99', totalAmount: '90.00' });
    const lines = await linesOf(r.data.orderId);
    expect(lines.map((l) => l.discountAmount)).toEqual([333, 666]);
    expect(lines.every((l) => l.fullscaleId === fullscaleId)).toBe(true);
  });

  it('stacks with a coupon whose minimum spend is judged on what remains after the tier', async () => {
    const { skus } = await running(10_000);
    const sku = skus[0] ?? 0;
    const couponOf = async (minSpend: string) => {
      const c = await s.call(
        couponAdd,
        {
          name: 'คูปองซ้อนช้อปครบ',
          code: `FS${minSpend.replace('.', '')}${Date.now() % 100_000}`,
          type: 'amount',
          faceValue: '10.00',
          minSpend,
          quantity: 10,
          perPerson: 1,
          grantStart: at(-MINUTE),
          grantEnd: at(DAY),
          validityDays: 30,
          audience: 'all',
        },
        { cookie },
      );
      expectOk(c);
      return String(c.data.couponId);
    };
    const holding = async (couponId: string) => {
      const b = await makeBuyer(s.db);
      const { claimId } = await s.db.transaction((tx) =>
        collectCoupon(
          new ShopScope(tx as unknown as Tx, shopId),
          couponId,
          b.id,
          { registeredAt: b.createdAt, ordersInShop: 0, groups: [] },
          s.clock.now(),
        ),
      );
      return { buyerId: b.id, claimId };
    };
    // 300.00 reaches tier 1 (30.00 off): 270.00 remains, below a 280.00 minimum spend.
    const missed = await holding(await couponOf('280.00'));
    const r1 = await buy(missed.buyerId, [[sku, 3]]);
    expect(r1.data).toMatchObject({ totalAmount: '270.00' });
    const [claim1] = await s.db.select().from(couponClaims).where(eq(couponClaims.id, missed.claimId));
    expect(claim1?.usedAt).toBeNull();
    // A 270.00 minimum is met: both apply, the line's discount is the tier's 30.00 and the coupon's 10.00.
    const met = await holding(await couponOf('270.00'));
    const r2 = await buy(met.buyerId, [[sku, 3]]);
    expect(r2.data).toMatchObject({ totalAmount: '260.00' });
    expect((await linesOf(r2.data.orderId))[0]).toMatchObject({ discountAmount: 4_000, couponClaimId: met.claimId });
  });

  it('after a stop, no tier applies', async () => {
    const { fullscaleId, skus } = await running(10_000);
    expectOk(await s.call(fullscaleStop, { fullscaleId }, { cookie }));
    const r = await buy((await makeBuyer(s.db)).id, [[skus[0] ?? 0, 5]]);
    expect(r.data).toMatchObject({ totalAmount: '500.00' });
  });
});

describe('the final price preview', () => {
  it('prices each tier with what stacks and runs now: the SKU’s discount before it, the best granting coupon after it', async () => {
    // ฿200 list, ฿136 cost, on a running discount at ฿170; a coupon granting now, ฿40 off from ฿250.
    const { skuId } = await makeSku(s.db, shopId, { price: 20_000, stock: 100 });
    await s.db.update(skus).set({ purchasePrice: 13_600 }).where(eq(skus.id, skuId));
    const activity = await s.call(
      activityAdd,
      { name: 'ลดเสื้อกลางเดือน', startTime: at(MINUTE), endTime: at(DAY) },
      { cookie },
    );
    expectOk(activity);
    expectOk(
      await s.call(
        promoteItemMaintain,
        {
          activityId: String(activity.data.activityId),
          skus: [{ skuId: String(skuId), amtPromotion: '170.00', activityStock: 10, perBuyer: 0 }],
        },
        { cookie },
      ),
    );
    expectOk(
      await s.call(
        couponAdd,
        {
          name: 'คูปองลด 40',
          code: `FSP${Date.now() % 100_000}`,
          type: 'amount',
          faceValue: '40.00',
          minSpend: '250.00',
          quantity: 10,
          perPerson: 1,
          grantStart: at(-MINUTE),
          grantEnd: at(DAY),
          validityDays: 30,
          audience: 'all',
        },
        { cookie },
      ),
    );
    s.clock.advance(2 * MINUTE);
    const draft = {
      kind: 'amount',
      rewardType: 'amount',
      tiers: [
        { threshold: 300, reward: 30 },
        { threshold: 450, reward: 60 },
        // Not filled in yet: left out.
        { threshold: 0, reward: 0 },
      ],
      skuIds: [String(skuId)],
    };
    const r = await s.call(fullscalePreview, draft, { cookie });
    expectOk(r);
    // Tier 1: two at ฿170 reach ฿300 (฿400 list, ฿60 off), ฿30 off, then the coupon on ฿310: ฿270,
    // below the ฿272 the two cost. Tier 2: three reach ฿450 (฿90 off), ฿60 off, the coupon: ฿410.
    expect(r.data.list).toMatchObject([
      {
        tier: 1,
        quantity: 2,
        goodsAmount: 400,
        activityDiscount: 60,
        fullscaleDiscount: 30,
        couponDiscount: 40,
        payAmount: 270,
        belowPurchase: 'y',
        stacked: [
          { kind: 'activity', name: 'ลดเสื้อกลางเดือน' },
          { kind: 'coupon', name: 'คูปองลด 40' },
        ],
      },
      {
        tier: 2,
        quantity: 3,
        activityDiscount: 90,
        fullscaleDiscount: 60,
        couponDiscount: 40,
        payAmount: 410,
        belowPurchase: 'n',
      },
    ]);
    // Only what was made: nothing stored, no activity unit taken.
    expect(await s.db.$count(activitySkus, eq(activitySkus.skuId, skuId))).toBe(1);
    const [held] = await s.db.select().from(activitySkus).where(eq(activitySkus.skuId, skuId));
    expect(held?.sold).toBe(0);
  });

  it('does not find another shop’s SKU', async () => {
    const foreign = await makeSku(s.db, await shopIdNamed(s.db, 'Demo Shop Global'), {});
    const r = await s.call(
      fullscalePreview,
      {
        kind: 'quantity',
        rewardType: 'percent',
        tiers: [{ threshold: 2, reward: 10 }],
        skuIds: [String(foreign.skuId)],
      },
      { cookie },
    );
    expect(r.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
  });
});
