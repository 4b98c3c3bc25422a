import { ACTIVITY_MAX_PRODUCTS, ACTIVITY_PICK_MAX_IDS } from '@sc/contract/activities.ts';
import {
  activityAdd,
  activityInquiry,
  activityList,
  activityModify,
  activityStop,
  promoteItemCandidates,
  promoteItemMaintain,
  promoteItemPreview,
  promoteItemRemove,
} from '@sc/contract/calls/activities.ts';
import { fullscaleAdd } from '@sc/contract/calls/fullscale.ts';
import { mktBuyerCancel, mktOrderCheckout } from '@sc/contract/calls/marketplace-orders.ts';
import { orderDetailInquiry } from '@sc/contract/calls/orders.ts';
import { couponAdd } from '@sc/contract/calls/promotions.ts';
import { FUNC } from '@sc/contract/func-codes.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityAllowances, collectCoupon } from '../src/areas/promotions/index.ts';
import type { Tx } from '../src/db/client.ts';
import { activitySkus, orderItems, skuPriceHistory, skus } from '../src/db/schema.ts';
import { ShopScope } from '../src/db/tenant.ts';
import { DEMO_ACCOUNTS, startTestServer, type TestServer } from './harness.ts';
import { makeBuyer, makeSku, shopIdNamed, skuRow } from './mkt-orders-kit.ts';
import { expectOk } from './orders-kit.ts';

// Discounts and time-limited offers: the window's rules, states on the clock, the price check on
// every activity price (its failures and warnings, each naming the SKU, and the skip flag), and
// checkout at the activity price with its stock taken atomically, the per-buyer limit held and the
// units given back on cancel.

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

let made = 0;
const at = (ms: number) => new Date(s.clock.now().getTime() + ms).toISOString();
type Answer = Awaited<ReturnType<TestServer['call']>>;
const fieldMessages = (r: Answer) => (r.status_.fieldErrors ?? []).map((f: { message: string }) => f.message);

/** A discount starting in an hour for a day (unless told). */
async function newActivity(over: Record<string, unknown> = {}) {
  const r = await s.call(
    activityAdd,
    { name: `ลดราคาทดสอบ ${++made}`, startTime: at(HOUR), endTime: at(HOUR + DAY), ...over },
    { cookie },
  );
  expectOk(r);
  return String(r.data.activityId);
}

const maintain = (activityId: string, skus: Record<string, unknown>[], locale: 'en-US' | 'th-TH' = 'en-US') =>
  s.call(promoteItemMaintain, { activityId, skus }, { cookie, locale });

describe('the window', () => {
  it('refuses a past start, an end before the start and more than 90 days, each by field, in Thai too', async () => {
    const past = await s.call(activityAdd, { name: 'ก', startTime: at(-2 * MINUTE), endTime: at(DAY) }, { cookie });
    expect(past.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
    expect(past.status_.fieldErrors).toEqual([{ field: 'startTime', message: 'The start cannot be in the past' }]);

    const backwards = await s.call(activityAdd, { name: 'ก', startTime: at(DAY), endTime: at(HOUR) }, { cookie });
    expect(backwards.status_.fieldErrors?.[0]?.field).toBe('endTime');
    expect(fieldMessages(backwards)).toEqual(['The start must be before the end']);

    const long = await s.call(
      activityAdd,
      { name: 'ก', startTime: at(HOUR), endTime: at(HOUR + 90 * DAY + MINUTE) },
      { cookie, locale: 'th-TH' },
    );
    expect(fieldMessages(long)).toEqual(['ระยะเวลากิจกรรมต้องไม่เกิน 90 วัน']);

    const blank = await s.call(activityAdd, { name: '  ', startTime: at(HOUR), endTime: at(DAY) }, { cookie });
    expect(fieldMessages(blank)).toEqual(['Enter the activity name']);

    // Exactly 90 days, starting now, is taken.
    const now = s.clock.now().getTime(); // both ends from one read of the clock
    await newActivity({ startTime: new Date(now).toISOString(), endTime: new Date(now + 90 * DAY).toISOString() });
  });

  it('reads not started, running, ended and stopped from the clock, with tab counts', async () => {
    const before = (await s.call(activityList, { tab: 'all' }, { cookie })).data.tabCounts as Record<string, number>;
    const a = await newActivity({ startTime: at(HOUR), endTime: at(3 * HOUR) });
    const b = await newActivity({ startTime: at(HOUR), endTime: at(3 * HOUR) });
    const state = async (id: string) => (await s.call(activityInquiry, { activityId: id }, { cookie })).data.state;
    expect(await state(a)).toBe('not_started');
    const stopped = await s.call(activityStop, { activityId: b }, { cookie });
    expectOk(stopped);
    expect(await state(b)).toBe('stopped');
    s.clock.advance(2 * HOUR);
    expect(await state(a)).toBe('running');
    const list = await s.call(activityList, { tab: 'running' }, { cookie });
    expect((list.data.list as { activityId: string }[]).map((r) => r.activityId)).toContain(a);
    expect((list.data.tabCounts as Record<string, number>).stopped).toBe((before.stopped ?? 0) + 1);
    s.clock.advance(2 * HOUR);
    expect(await state(a)).toBe('ended');
    const late = await s.call(activityStop, { activityId: a }, { cookie });
    expect(late.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
    expect(late.status_.replyText).toBe('This activity has already ended or been stopped');
  });

  it('changes the window only before the start', async () => {
    const a = await newActivity({ startTime: at(HOUR), endTime: at(2 * HOUR) });
    expectOk(
      await s.call(activityModify, { activityId: a, name: 'ใหม่', startTime: at(HOUR), endTime: at(DAY) }, { cookie }),
    );
    s.clock.advance(HOUR + MINUTE);
    const r = await s.call(
      activityModify,
      { activityId: a, name: 'x', startTime: at(HOUR), endTime: at(DAY) },
      { cookie },
    );
    expect(r.status_.replyText).toBe('Only an activity that has not started can be changed');
  });

  it('needs the promotions function code (OMS_FUNC_0019) and does not find another shop’s activity', async () => {
    await s.addMember({ shopId, loginAcct: 'coupons-only', funcIds: [FUNC.coupons] });
    const { cookie: couponsOnly } = await s.login('coupons-only');
    const r = await s.call(activityList, {}, { cookie: couponsOnly });
    expect(r.status_.replyCode).toBe(REPLY.NO_PERMISSION.code);
    await s.addMember({ shopId, loginAcct: 'promotions-user', funcIds: [FUNC.promotions] });
    const { cookie: allowed } = await s.login('promotions-user');
    expectOk(await s.call(activityList, {}, { cookie: allowed }));
    const foreign = await s.foreignId('activity');
    const other = await s.call(activityInquiry, { activityId: foreign }, { cookie });
    expect(other.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
  });
});

describe('the price check on every activity price', () => {
  // Sales price 100.00, stock 50, 5 reserved.
  async function sku() {
    const made = await makeSku(s.db, shopId, { price: 10_000, stock: 50 });
    await s.db.update(skus).set({ reserved: 5 }).where(eq(skus.id, made.skuId));
    return made;
  }

  it('refuses a price above the sales price and one less than 2% off, naming the SKU; 98.00 passes', async () => {
    const a = await newActivity();
    const { skuId } = await sku();
    const above = await maintain(a, [{ skuId: String(skuId), amtPromotion: '100.01', activityStock: 10 }]);
    expect(above.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
    expect(fieldMessages(above)).toEqual([
      `SKU ${skuId}: the activity price cannot be higher than the sales price (100.00 baht)`,
    ]);
    const shallow = await maintain(a, [{ skuId: String(skuId), amtPromotion: '98.01', activityStock: 10 }]);
    expect(fieldMessages(shallow)).toEqual([
      `SKU ${skuId}: the activity price must be at least 2% below the sales price`,
    ]);
    const thai = await maintain(a, [{ skuId: String(skuId), amtPromotion: '98.01', activityStock: 10 }], 'th-TH');
    expect(fieldMessages(thai)).toEqual([`SKU ${skuId}: ราคากิจกรรมต้องต่ำกว่าราคาขายอย่างน้อย 2%`]);
    // Nothing was written by the refusals.
    expect(await s.db.$count(activitySkus, eq(activitySkus.activityId, a))).toBe(0);
    const ok = await maintain(a, [{ skuId: String(skuId), amtPromotion: '98.00', activityStock: 10 }]);
    expectOk(ok);
    // 2% off is under 50%: a warning, not a refusal.
    expect(ok.data.warnings).toEqual([`SKU ${skuId}: only 2% off (less than 50%), please confirm the price`]);
  });

  it('refuses activity stock of 0, above the mall stock or below reserved; the bounds themselves pass', async () => {
    const a = await newActivity();
    const { skuId } = await sku();
    const id = String(skuId);
    const zero = await maintain(a, [{ skuId: id, amtPromotion: '50.00', activityStock: 0 }]);
    expect(fieldMessages(zero)).toEqual([`SKU ${id}: the activity stock must be more than 0`]);
    const over = await maintain(a, [{ skuId: id, amtPromotion: '50.00', activityStock: 51 }]);
    expect(fieldMessages(over)).toEqual([
      `SKU ${id}: the activity stock cannot exceed the product stock in the mall (50)`,
    ]);
    const under = await maintain(a, [{ skuId: id, amtPromotion: '50.00', activityStock: 4 }]);
    expect(fieldMessages(under)).toEqual([`SKU ${id}: the activity stock cannot be less than the reserved stock (5)`]);
    expectOk(await maintain(a, [{ skuId: id, amtPromotion: '50.00', activityStock: 50 }]));
    expectOk(await maintain(a, [{ skuId: id, amtPromotion: '50.00', activityStock: 5 }]));
    const all = await maintain(a, [{ skuId: id, amtPromotion: '120.00', activityStock: 0 }]);
    // Every failure at once.
    expect(fieldMessages(all)).toHaveLength(2);
  });

  it('warns above 95% off and when the price is not below the lowest of 30 days', async () => {
    const a = await newActivity();
    const { skuId } = await sku();
    const id = String(skuId);
    const deep = await maintain(a, [{ skuId: id, amtPromotion: '4.99', activityStock: 10 }]);
    expectOk(deep);
    expect(deep.data.warnings).toEqual([`SKU ${id}: 95.01% off (more than 95%), please check the price carefully`]);
    // The SKU sold at 60.00 ten days ago: 60.00 is its lowest of 30 days.
    await s.db.insert(skuPriceHistory).values([
      { shopId, skuId, price: 6_000, at: new Date(s.clock.now().getTime() - 10 * DAY) },
      { shopId, skuId, price: 10_000, at: new Date(s.clock.now().getTime() - 9 * DAY) },
    ]);
    const notLowest = await maintain(a, [{ skuId: id, amtPromotion: '60.00', activityStock: 10 }]);
    expect(notLowest.data.warnings).toContain(
      `SKU ${id}: the activity price is not below the lowest price of the last 30 days (60.00 baht)`,
    );
    const inquiry = await s.call(activityInquiry, { activityId: a }, { cookie });
    expect((inquiry.data.skus as unknown[])[0]).toMatchObject({
      skuId: id,
      activityPrice: 60,
      salesPrice: 100,
      lowestPrice30: 60,
      percentOff: 40,
    });
  });

  it('warns of a price below the purchase price, in the inquiry and the picker too; at the purchase price none', async () => {
    const a = await newActivity();
    const { skuId, productId } = await sku();
    const id = String(skuId);
    await s.db.update(skus).set({ purchasePrice: 7_000 }).where(eq(skus.id, skuId));
    const loss = `SKU ${id}: the activity price is below the purchase price (70.00 baht), a loss on every unit before other promotions stack`;
    const below = await maintain(a, [{ skuId: id, amtPromotion: '69.99', activityStock: 10 }]);
    expectOk(below);
    expect(below.data.warnings).toContain(loss);
    const th = await maintain(a, [{ skuId: id, amtPromotion: '69.99', activityStock: 10 }], 'th-TH');
    expect(th.data.warnings).toContain(`SKU ${id}: ราคากิจกรรมต่ำกว่าราคาทุน (70.00 บาท) ขาดทุนทุกชิ้นก่อนรวมโปรโมชันอื่น`);
    const inquiry = await s.call(activityInquiry, { activityId: a }, { cookie });
    expect((inquiry.data.skus as { purchasePrice: number; warnings: string[] }[])[0]).toMatchObject({
      purchasePrice: 70,
      warnings: expect.arrayContaining([loss]),
    });
    const picked = await s.call(promoteItemCandidates, { ids: [id] }, { cookie });
    const found = (picked.data.list as { productId: string; skus: { purchasePrice: number | null }[] }[])[0];
    expect(found).toMatchObject({ productId: String(productId), skus: [{ purchasePrice: 70 }] });
    const at = await maintain(a, [{ skuId: id, amtPromotion: '70.00', activityStock: 10 }]);
    expect(at.data.warnings).not.toContain(loss);
  });

  it('skips every check with bolSkipCheck y', async () => {
    const a = await newActivity();
    const { skuId } = await sku();
    const r = await maintain(a, [
      { skuId: String(skuId), amtPromotion: '100.00', activityStock: 60, bolSkipCheck: 'y' },
    ]);
    expectOk(r);
    expect(r.data.warnings).toEqual([]);
  });

  it('refuses another shop’s SKU as not found and a SKU already in an overlapping activity', async () => {
    const a = await newActivity();
    const foreign = await s.foreignId('sku');
    const r = await maintain(a, [{ skuId: foreign, amtPromotion: '1.00', activityStock: 1 }]);
    expect(r.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    const { skuId } = await sku();
    expectOk(await maintain(a, [{ skuId: String(skuId), amtPromotion: '50.00', activityStock: 10 }]));
    const b = await newActivity({ startTime: at(2 * HOUR), endTime: at(3 * HOUR) });
    const clash = await maintain(b, [{ skuId: String(skuId), amtPromotion: '50.00', activityStock: 10 }]);
    expect(fieldMessages(clash)[0]).toMatch(new RegExp(`^SKU ${skuId}: already in the activity`));
  });

  it('adds and removes products before the start only; the picker finds them by 3-digit id', async () => {
    const a = await newActivity({ startTime: at(HOUR), endTime: at(2 * DAY) });
    const one = await sku();
    const two = await sku();
    const r = await maintain(a, [
      { skuId: String(one.skuId), amtPromotion: '50.00', activityStock: 10 },
      { skuId: String(two.skuId), amtPromotion: '60.00', activityStock: 10, perBuyer: 1 },
    ]);
    expect(r.data).toMatchObject({ productCount: 2, skuCount: 2 });
    const removed = await s.call(promoteItemRemove, { activityId: a, productIds: [String(two.productId)] }, { cookie });
    expect(removed.data).toMatchObject({ productCount: 1, skuCount: 1 });
    const found = await s.call(promoteItemCandidates, { ids: [String(one.skuId)] }, { cookie });
    expect((found.data.list as { productId: string }[]).map((p) => p.productId)).toEqual([String(one.productId)]);
    const short = await s.call(promoteItemCandidates, { ids: ['12'] }, { cookie });
    expect(short.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
    s.clock.advance(HOUR + MINUTE);
    const late = await s.call(promoteItemRemove, { activityId: a, skuIds: [String(one.skuId)] }, { cookie });
    expect(late.status_.replyText).toBe('Only an activity that has not started can be changed');
    const lateAdd = await maintain(a, [{ skuId: String(two.skuId), amtPromotion: '50.00', activityStock: 10 }]);
    expect(lateAdd.status_.replyText).toBe('Only an activity that has not started can be changed');
  });
});

describe('the picker and the product count', () => {
  it(`holds an activity to ${ACTIVITY_MAX_PRODUCTS} products: the last one taken, one more refused, nothing written`, async () => {
    const a = await newActivity();
    const made: Awaited<ReturnType<typeof makeSku>>[] = [];
    for (let i = 0; i <= ACTIVITY_MAX_PRODUCTS; i++)
      made.push(await makeSku(s.db, shopId, { price: 10_000, stock: 50 }));
    const row = (m: { skuId: number }) => ({ skuId: String(m.skuId), amtPromotion: '90.00', activityStock: 5 });
    const first = await maintain(a, made.slice(0, ACTIVITY_MAX_PRODUCTS - 1).map(row));
    expect(first.data).toMatchObject({ productCount: ACTIVITY_MAX_PRODUCTS - 1 });
    // The products already held count with the ones added.
    const over = await maintain(a, made.slice(ACTIVITY_MAX_PRODUCTS - 1).map(row));
    expect(fieldMessages(over)).toEqual([`An activity holds at most ${ACTIVITY_MAX_PRODUCTS} products`]);
    const after = await s.call(activityInquiry, { activityId: a }, { cookie });
    expect(after.data).toMatchObject({ productCount: ACTIVITY_MAX_PRODUCTS - 1 });
    const last = await maintain(a, [row(made[ACTIVITY_MAX_PRODUCTS - 1] as (typeof made)[number])]);
    expect(last.data).toMatchObject({ productCount: ACTIVITY_MAX_PRODUCTS });
  });

  it(`finds up to ${ACTIVITY_PICK_MAX_IDS} ids at once and refuses one more`, async () => {
    const one = await makeSku(s.db, shopId, { price: 10_000, stock: 50 });
    const ids = [
      String(one.skuId),
      ...Array.from({ length: ACTIVITY_PICK_MAX_IDS - 1 }, (_, i) => String(900_000 + i)),
    ];
    const found = await s.call(promoteItemCandidates, { ids }, { cookie });
    expect((found.data.list as { productId: string }[]).map((p) => p.productId)).toEqual([String(one.productId)]);
    const over = await s.call(promoteItemCandidates, { ids: [...ids, '999999'] }, { cookie });
    expect(over.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
  });
});

describe('checkout at the activity price', () => {
  /** A running activity on a fresh SKU at 100.00 with `stock` units at 60.00. */
  async function running(opts: { stock: number; mall?: number; perBuyer?: number }) {
    const { skuId, productId } = await makeSku(s.db, shopId, { price: 10_000, stock: opts.mall ?? 1000 });
    const a = await newActivity({ startTime: at(MINUTE), endTime: at(DAY) });
    expectOk(
      await maintain(a, [
        { skuId: String(skuId), amtPromotion: '60.00', activityStock: opts.stock, perBuyer: opts.perBuyer ?? 0 },
      ]),
    );
    s.clock.advance(2 * MINUTE);
    return { a, skuId, productId };
  }
  const sold = async (a: string, skuId: number) =>
    (
      await s.db
        .select()
        .from(activitySkus)
        .where(and(eq(activitySkus.activityId, a), eq(activitySkus.skuId, skuId)))
    )[0]?.sold;
  const buy = (buyerId: string, skuId: number, quantity = 1, payMethod = 'cod') =>
    s.call(
      mktOrderCheckout,
      { shopId, buyerId, lines: [{ skuId: String(skuId), quantity }], payMethod },
      { cookie: op },
    );

  it('charges the activity price, records the activity and the discount on the line, stacks a coupon', async () => {
    const { a, skuId } = await running({ stock: 10 });
    const b = await makeBuyer(s.db);
    const coupon = await s.call(
      couponAdd,
      {
        name: 'คูปองซ้อน',
        code: `ACT${Date.now() % 1_000_000}`,
        type: 'amount',
        faceValue: '10.00',
        minSpend: '100.00',
        quantity: 10,
        perPerson: 1,
        grantStart: at(-MINUTE),
        grantEnd: at(DAY),
        validityDays: 30,
        audience: 'all',
      },
      { cookie },
    );
    expectOk(coupon);
    await s.db.transaction((tx) =>
      collectCoupon(
        new ShopScope(tx as unknown as Tx, shopId),
        String(coupon.data.couponId),
        b.id,
        { registeredAt: b.createdAt, ordersInShop: 0, groups: [] },
        s.clock.now(),
      ),
    );
    // Two units: 200.00 list, 120.00 at the activity price, 10.00 coupon (minimum 100 met at 120).
    const r = await buy(b.id, skuId, 2);
    expectOk(r);
    expect(r.data).toMatchObject({ goodsAmount: '200.00', totalAmount: '110.00' });
    const [line] = await s.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, Number(r.data.orderId)));
    expect(line).toMatchObject({ activityId: a, unitPrice: 10_000, lineAmount: 20_000, discountAmount: 9_000 });
    expect(await sold(a, skuId)).toBe(2);
    const detail = await s.call(orderDetailInquiry, { orderId: String(r.data.orderId) }, { cookie });
    expect((detail.data.items as unknown[])[0]).toMatchObject({ lineAmount: 200, discountAmount: 90 });
  });

  it('holds the per-buyer limit and gives the units back on cancel', async () => {
    const { a, skuId } = await running({ stock: 10, perBuyer: 2 });
    const b = await makeBuyer(s.db);
    const first = await buy(b.id, skuId, 2, 'mobile_banking');
    expectOk(first);
    const over = await buy(b.id, skuId, 1);
    expect(over.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
    expect(over.status_.replyText).toMatch(/^At most 2 of .+ per buyer at the activity price$/);
    expect(await sold(a, skuId)).toBe(2);
    expectOk(await s.call(mktBuyerCancel, { shopId, orderId: String(first.data.orderId) }, { cookie: op }));
    expect(await sold(a, skuId)).toBe(0);
    expectOk(await buy(b.id, skuId, 2));
    expect(await sold(a, skuId)).toBe(2);
  });

  it('tells the simulator how many more a buyer may take at the activity price', async () => {
    const { skuId } = await running({ stock: 10, perBuyer: 2 });
    const plain = await makeSku(s.db, shopId, { price: 10_000, stock: 50 });
    const b = await makeBuyer(s.db);
    const other = await makeBuyer(s.db);
    expectOk(await buy(b.id, skuId, 1));
    const left = (buyerId: string) =>
      s.db.transaction((tx) =>
        activityAllowances(new ShopScope(tx as unknown as Tx, shopId), buyerId, [skuId, plain.skuId], s.clock.now()),
      );
    // The SKU without an activity has no limit to keep: it is left out.
    expect([...(await left(b.id))]).toEqual([[skuId, 1]]);
    expect([...(await left(other.id))]).toEqual([[skuId, 2]]);
    expectOk(await buy(b.id, skuId, 1));
    expect([...(await left(b.id))]).toEqual([[skuId, 0]]);
  });

  it('previews the price being typed with what stacks and runs now, at the cart where a unit costs least', async () => {
    // ฿200 list, ฿150 cost; a running spend-and-save of ฿30 off from ฿300 on its product; a coupon
    // granting now, ฿25 off from ฿250 (the best of the shop's granting coupons that two units reach).
    const { skuId, productId } = await makeSku(s.db, shopId, { price: 20_000, stock: 100 });
    await s.db.update(skus).set({ purchasePrice: 15_000 }).where(eq(skus.id, skuId));
    expectOk(
      await s.call(
        fullscaleAdd,
        {
          name: 'ครบ 300 ลด 30 เสื้อ',
          startTime: at(MINUTE),
          endTime: at(DAY),
          kind: 'amount',
          rewardType: 'amount',
          tiers: [{ threshold: 300, reward: 30 }],
          scope: 'products',
          productIds: [String(productId)],
        },
        { cookie },
      ),
    );
    expectOk(
      await s.call(
        couponAdd,
        {
          name: 'คูปองลด 25',
          code: `ACP${Date.now() % 1_000_000}`,
          type: 'amount',
          faceValue: '25.00',
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
    const r = await s.call(
      promoteItemPreview,
      { skus: [{ skuId: String(skuId), amtPromotion: '170.00' }] },
      { cookie },
    );
    expectOk(r);
    // Two at ฿170 = ฿340 reach the tier (฿310) and the coupon (฿285): ฿142.50 a unit, below the ฿150 cost.
    expect(r.data.list).toMatchObject([
      {
        skuId: String(skuId),
        quantity: 2,
        goodsAmount: 400,
        activityDiscount: 60,
        fullscaleDiscount: 30,
        couponDiscount: 25,
        payAmount: 285,
        unitPrice: 142.5,
        belowPurchase: 'y',
        stacked: [
          { kind: 'fullscale', name: 'ครบ 300 ลด 30 เสื้อ' },
          { kind: 'coupon', name: 'คูปองลด 25' },
        ],
      },
    ]);
    // At ฿190 the same stack leaves ฿162.50 a unit (฿380 − ฿30 − ฿25 = ฿325 for two): above the cost.
    const safe = await s.call(
      promoteItemPreview,
      { skus: [{ skuId: String(skuId), amtPromotion: '190.00' }] },
      { cookie },
    );
    expect(safe.data.list).toMatchObject([{ quantity: 2, payAmount: 325, belowPurchase: 'n' }]);
    // Another shop's SKU is not found.
    const foreign = await makeSku(s.db, await shopIdNamed(s.db, 'Demo Shop Global'), {});
    const other = await s.call(
      promoteItemPreview,
      { skus: [{ skuId: String(foreign.skuId), amtPromotion: '10.00' }] },
      { cookie },
    );
    expect(other.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
  });

  it('after the activity is stopped, buyers pay the sales price', async () => {
    const { a, skuId } = await running({ stock: 10 });
    expectOk(await s.call(activityStop, { activityId: a }, { cookie }));
    const r = await buy((await makeBuyer(s.db)).id, skuId, 1);
    expect(r.data).toMatchObject({ goodsAmount: '100.00', totalAmount: '100.00' });
    expect(await sold(a, skuId)).toBe(0);
  });

  it('500 buyers at once on 100 activity units: exactly 100 pay the activity price, the rest the sales price', async () => {
    const { a, skuId } = await running({ stock: 100, mall: 1000 });
    const crowd = await Promise.all(Array.from({ length: 500 }, () => makeBuyer(s.db)));
    const replies = await Promise.all(crowd.map((b) => buy(b.id, skuId, 1)));
    expect(replies.every((r) => r.status_.success)).toBe(true);
    const totals = replies.map((r) => r.data.totalAmount);
    expect(totals.filter((t) => t === '60.00')).toHaveLength(100);
    expect(totals.filter((t) => t === '100.00')).toHaveLength(400);
    expect(await sold(a, skuId)).toBe(100);
    expect(await s.db.$count(orderItems, eq(orderItems.activityId, a))).toBe(100);
    expect((await skuRow(s.db, skuId)).reserved).toBe(500);
  }, 180_000);
});
