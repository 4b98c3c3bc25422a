import { mktBuyerCancel, mktOrderCheckout } from '@sc/contract/calls/marketplace-orders.ts';
import { orderDetailInquiry } from '@sc/contract/calls/orders.ts';
import {
  seckillAdd,
  seckillCancel,
  seckillInquiry,
  seckillList,
  seckillPending,
  seckillPublish,
  seckillReview,
  seckillSlotList,
} from '@sc/contract/calls/seckill.ts';
import { FUNC } from '@sc/contract/func-codes.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../src/db/client.ts';
import { newId } from '../src/db/ids.ts';
import { activities, activitySkus, orderItems, seckillBuys, seckillRegistrations } from '../src/db/schema.ts';
import { ShopScope } from '../src/db/tenant.ts';
import { simulateOrders } from '../src/marketplace/order-simulate.ts';
import { DEMO_ACCOUNTS, startTestServer, type TestServer } from './harness.ts';
import { makeBuyer, makeSku, shopIdNamed } from './mkt-orders-kit.ts';
import { expectOk } from './orders-kit.ts';

// Flash sales: the platform publishes a programme with slots; the merchant registers SKUs into a
// slot under the price check (at least 2% off, not above the sales price), flash stock (above 0,
// not above the product stock) and a per-buyer limit (1 to 99), once per SKU per slot and never
// into a started slot; the operator approves or rejects with a reason; cancel before the slot
// starts. At checkout an approved registration sells at its flash price only inside its slot, ahead
// of an activity's price, within its stock and each buyer's limit (beyond them the normal price);
// a cancel gives the units back; 1,000 buyers on 100 units buy exactly 100 at the flash price.

let s: TestServer;
let cookie: string;
let op: string;
let shopId: string;

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

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
const ids = (r: Answer) => seckillAdd.response.parse(r.data).registrationIds;

/** A programme of two slots: one from `startIn` for an hour, the next hour after it. */
async function programme(startIn = HOUR) {
  const r = await s.call(
    seckillPublish,
    {
      name: 'แฟลชเซลทดสอบ',
      slots: [
        { startTime: at(startIn), endTime: at(startIn + HOUR) },
        { startTime: at(startIn + HOUR), endTime: at(startIn + 2 * HOUR) },
      ],
    },
    { cookie: op },
  );
  expectOk(r);
  const made = seckillPublish.response.parse(r.data);
  return { modeId: made.modeId, slotIds: made.slots.map((x) => x.slotId) };
}

/** A fresh SKU of 100.00 baht with `stock` units. */
const sku = (stock = 100) => makeSku(s.db, shopId, { price: 10_000, stock, title: 'หูฟังแฟลชเซล' });

const register = async (
  p: { modeId: string; slotIds: string[] },
  skus: Record<string, unknown>[],
  locale: 'en-US' | 'th-TH' | 'zh-CN' = 'en-US',
) => s.call(seckillAdd, { modeId: p.modeId, slotId: p.slotIds[0], skus }, { cookie, locale });

const review = (registrationId: string, decision: 'approve' | 'reject', reason = '') =>
  s.call(seckillReview, { shopId, registrationId, decision, reason }, { cookie: op });

describe('registering SKUs into a slot', () => {
  it('checks the flash price: not above the sales price, at least 2% below it, above 0; warns on a deep cut', async () => {
    const p = await programme();
    const a = await sku();
    const id = String(a.skuId);
    const one = (price: string) => register(p, [{ skuId: id, price, stock: 10, perBuyer: 2 }]);
    expect(messages(await one('100.01'))).toEqual([
      `SKU ${id}: the flash price cannot be higher than the sales price (100.00 baht)`,
    ]);
    expect(messages(await one('98.01'))).toEqual([
      `SKU ${id}: the flash price must be at least 2% below the sales price`,
    ]);
    expect(messages(await one('0'))).toEqual([`SKU ${id}: the flash price must be more than 0 baht`]);
    const th = await register(p, [{ skuId: id, price: '99.50', stock: 10, perBuyer: 2 }], 'th-TH');
    expect(th.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
    expect(messages(th)).toEqual([`SKU ${id}: ราคาแฟลชเซลต้องต่ำกว่าราคาขายอย่างน้อย 2%`]);
    const zh = await register(p, [{ skuId: id, price: '99.50', stock: 10, perBuyer: 2 }], 'zh-CN');
    expect(messages(zh)).toEqual([`SKU ${id}：秒杀价须比销售价至少低2%`]);
    const deep = await one('3.00');
    expectOk(deep);
    expect(deep.data.warnings).toEqual([`SKU ${id}: 97% off (over 95%); please check`]);
  });

  it('checks the flash stock (above 0, not above the product stock) and the limit per buyer (1 to 99)', async () => {
    const p = await programme();
    const a = await sku(50);
    const id = String(a.skuId);
    const one = (stock: number, perBuyer: number) => register(p, [{ skuId: id, price: '80.00', stock, perBuyer }]);
    expect(messages(await one(0, 1))).toEqual([`SKU ${id}: the flash stock must be more than 0`]);
    expect(messages(await one(51, 1))).toEqual([`SKU ${id}: the flash stock cannot exceed the product stock (50)`]);
    for (const perBuyer of [0, 100])
      expect(fieldErrors(await one(10, perBuyer))).toEqual([
        { field: 'skus.0.perBuyer', message: `SKU ${id}: the limit per buyer must be a whole number from 1 to 99` },
      ]);
    expectOk(await one(50, 99));
  });

  it('registers a SKU once per slot; another slot, or again after a rejection, is taken', async () => {
    const p = await programme();
    const a = await sku();
    const id = String(a.skuId);
    const body = [{ skuId: id, price: '80.00', stock: 10, perBuyer: 1 }];
    const first = await register(p, body);
    expectOk(first);
    expect(messages(await register(p, body))).toEqual([`SKU ${id}: already registered in this slot`]);
    expectOk(await s.call(seckillAdd, { modeId: p.modeId, slotId: p.slotIds[1], skus: body }, { cookie }));
    const [regId] = ids(first);
    const rejected = await review(String(regId), 'reject', 'ราคายังไม่ต่ำพอสำหรับแคมเปญ');
    expect(rejected.data).toMatchObject({ registrationId: regId, state: 'rejected' });
    const seen = await s.call(seckillInquiry, { registrationId: String(regId) }, { cookie });
    expect(seen.data).toMatchObject({ state: 'rejected', reason: 'ราคายังไม่ต่ำพอสำหรับแคมเปญ', price: 80, stock: 10 });
    expectOk(await register(p, body));
  });

  it('refuses a SKU not of the shop, a started slot, and a rejection without a reason', async () => {
    const p = await programme(-MINUTE);
    const a = await sku();
    const started = await register(p, [{ skuId: String(a.skuId), price: '80.00', stock: 10, perBuyer: 1 }]);
    expect(started.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
    expect(started.status_.replyText).toBe('This slot has already started; registrations are closed');
    const later = await s.call(
      seckillAdd,
      {
        modeId: p.modeId,
        slotId: p.slotIds[1],
        skus: [{ skuId: await s.foreignId('sku'), price: '1.00', stock: 1, perBuyer: 1 }],
      },
      { cookie },
    );
    expect(messages(later)[0]).toMatch(/is not in this shop$/);
    const ok = await s.call(
      seckillAdd,
      {
        modeId: p.modeId,
        slotId: p.slotIds[1],
        skus: [{ skuId: String(a.skuId), price: '80.00', stock: 10, perBuyer: 1 }],
      },
      { cookie },
    );
    const noReason = await review(ids(ok)[0] ?? '', 'reject', '  ');
    expect(noReason.status_.replyText).toBe('Give the reason for the rejection');
  });

  it('lists the slots and the registrations by state; cancels only before the slot starts', async () => {
    const p = await programme(2 * MINUTE);
    const a = await sku();
    const b = await sku();
    const r = await register(p, [
      { skuId: String(a.skuId), price: '80.00', stock: 10, perBuyer: 1 },
      { skuId: String(b.skuId), price: '70.00', stock: 5, perBuyer: 1 },
    ]);
    const [ra, rb] = ids(r);
    expectOk(await review(String(ra), 'approve'));
    const slots = await s.call(seckillSlotList, { modeId: p.modeId }, { cookie });
    expect(seckillSlotList.response.parse(slots.data).slots.map((x) => [x.state, x.registered])).toEqual([
      ['upcoming', 2],
      ['upcoming', 0],
    ]);
    const approved = await s.call(seckillList, { modeId: p.modeId, state: 'approved' }, { cookie });
    expect(seckillList.response.parse(approved.data).list.map((x) => x.registrationId)).toEqual([ra]);
    expect((await s.call(seckillCancel, { registrationId: String(rb) }, { cookie })).data.state).toBe('cancelled');
    expect((await s.call(seckillCancel, { registrationId: String(rb) }, { cookie })).status_.replyText).toBe(
      'Only a pending or approved registration can be cancelled, before its slot starts',
    );
    s.clock.advance(3 * MINUTE);
    expect((await s.call(seckillCancel, { registrationId: String(ra) }, { cookie })).status_.replyCode).toBe(
      REPLY.RULE_VIOLATED.code,
    );
    // 'latest' names the newest programme.
    expect((await s.call(seckillSlotList, { modeId: 'latest' }, { cookie })).data.modeId).toBe(p.modeId);
  });

  it("lists a shop's pending registrations for the operator, oldest first; none of another shop's", async () => {
    const p = await programme();
    const a = await sku();
    const b = await sku();
    const c = await sku();
    const [ra = '', rb = '', rc = ''] = ids(
      await register(p, [
        { skuId: String(a.skuId), price: '60.00', stock: 5, perBuyer: 1 },
        { skuId: String(b.skuId), price: '60.00', stock: 5, perBuyer: 1 },
        { skuId: String(c.skuId), price: '60.00', stock: 5, perBuyer: 1 },
      ]),
    );
    expectOk(await review(rb, 'approve'));
    const pending = await s.call(seckillPending, { shopId, modeId: p.modeId }, { cookie: op });
    expectOk(pending);
    const list = seckillPending.response.parse(pending.data).list;
    expect(list.map((r) => r.registrationId).sort()).toEqual([ra, rc].sort());
    expect(list.every((r) => r.state === 'pending' && r.modeId === p.modeId)).toBe(true);
    // Another shop has none of these; the merchant is not the operator; an unknown programme is not found.
    const foreignShop = await s.foreignId('shop');
    const foreign = await s.call(seckillPending, { shopId: foreignShop, modeId: p.modeId }, { cookie: op });
    expect(foreign.status_.success ? seckillPending.response.parse(foreign.data).list : []).toEqual([]);
    expect((await s.call(seckillPending, { shopId, modeId: p.modeId }, { cookie })).status_.success).toBe(false);
    expect((await s.call(seckillPending, { shopId, modeId: 'nope' }, { cookie: op })).status_.replyCode).toBe(
      REPLY.NOT_FOUND.code,
    );
    // Once the slot has ended, nothing is left to review.
    s.clock.advance(3 * HOUR);
    const later = await s.call(seckillPending, { shopId, modeId: p.modeId }, { cookie: op });
    expect(seckillPending.response.parse(later.data).list).toEqual([]);
  });

  it("never shows another shop's registration, and checks the function code", async () => {
    const foreign = await s.foreignId('seckill');
    expect((await s.call(seckillInquiry, { registrationId: foreign }, { cookie })).status_.replyCode).toBe(
      REPLY.NOT_FOUND.code,
    );
    expect((await s.call(seckillCancel, { registrationId: foreign }, { cookie })).status_.replyCode).toBe(
      REPLY.NOT_FOUND.code,
    );
    expect(seckillAdd.func).toBe(FUNC.marketing);
    // The demo operator holds the product and order codes, not marketing.
    const staff = (await s.login(DEMO_ACCOUNTS.operator)).cookie;
    const denied = await s.call(seckillSlotList, { modeId: 'latest' }, { cookie: staff });
    expect(denied.status_.replyCode).toBe(REPLY.NO_PERMISSION.code);
  });
});

describe('buying at the flash price', () => {
  /** An approved registration of a fresh SKU in a slot running now, for an hour. */
  async function running(opts: { stock?: number; perBuyer?: number; mall?: number } = {}) {
    const p = await programme(MINUTE);
    const a = await sku(opts.mall ?? 2000);
    const r = await register(p, [
      { skuId: String(a.skuId), price: '60.00', stock: opts.stock ?? 10, perBuyer: opts.perBuyer ?? 2 },
    ]);
    expectOk(r);
    const registrationId = ids(r)[0] ?? '';
    expectOk(await review(registrationId, 'approve'));
    return { ...a, registrationId, p };
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
  const sold = async (id: string) => {
    const [row] = await s.db
      .select({ sold: seckillRegistrations.sold })
      .from(seckillRegistrations)
      .where(eq(seckillRegistrations.id, id));
    return row?.sold;
  };

  it('sells at the list price before the slot, the flash price inside it up to the limit per buyer, and names it on the order', async () => {
    const f = await running({ perBuyer: 2 });
    const b = await makeBuyer(s.db);
    const before = await buy(b.id, [[f.skuId, 1]]);
    expect(before.data).toMatchObject({ totalAmount: '100.00' });
    s.clock.advance(2 * MINUTE);
    const three = await buy(b.id, [[f.skuId, 3]]);
    // Two at 60.00 (the limit), the third at the normal 100.00.
    expect(three.data).toMatchObject({ goodsAmount: '300.00', totalAmount: '220.00' });
    expect(await lineOf(three.data.orderId, f.skuId)).toMatchObject({
      seckillId: f.registrationId,
      seckillUnits: 2,
      seckillDiscount: 8_000,
    });
    const detail = await s.call(orderDetailInquiry, { orderId: three.data.orderId }, { cookie });
    expect(detail.data.linePromotions).toMatchObject([
      { kind: 'seckill', promotionId: f.registrationId, name: 'แฟลชเซลทดสอบ', discount: 80 },
    ]);
    // The buyer's allowance is used up: the next unit pays the normal price.
    expect((await buy(b.id, [[f.skuId, 1]])).data).toMatchObject({ totalAmount: '100.00' });
    expect(await sold(f.registrationId)).toBe(2);
    const listed = await s.call(seckillList, { modeId: f.p.modeId }, { cookie });
    expect(seckillList.response.parse(listed.data).list[0]).toMatchObject({
      state: 'approved',
      sold: 2,
      slotState: 'running',
    });
    // After the slot, the normal price again.
    s.clock.advance(HOUR);
    expect((await buy((await makeBuyer(s.db)).id, [[f.skuId, 1]])).data).toMatchObject({ totalAmount: '100.00' });
  });

  it('a line wanting more than the flash stock left takes what is left at the flash price, the rest at the normal price', async () => {
    const f = await running({ stock: 3, perBuyer: 5 });
    s.clock.advance(2 * MINUTE);
    const b = await makeBuyer(s.db);
    // Three left, five wanted: three at 60.00, two at 100.00.
    const r = await buy(b.id, [[f.skuId, 5]]);
    expect(r.data).toMatchObject({ goodsAmount: '500.00', totalAmount: '380.00' });
    expect(await lineOf(r.data.orderId, f.skuId)).toMatchObject({ seckillUnits: 3, seckillDiscount: 12_000 });
    expect(await sold(f.registrationId)).toBe(3);
    // None left: the normal price, and the buyer's allowance counts only the three.
    expect((await buy(b.id, [[f.skuId, 1]])).data).toMatchObject({ totalAmount: '100.00' });
    const [counted] = await s.db
      .select({ units: seckillBuys.units })
      .from(seckillBuys)
      .where(eq(seckillBuys.registrationId, f.registrationId));
    expect(counted?.units).toBe(3);
  });

  it('a line past both the buyer limit and the flash stock left takes the smaller', async () => {
    const f = await running({ stock: 4, perBuyer: 3 });
    s.clock.advance(2 * MINUTE);
    const one = await buy((await makeBuyer(s.db)).id, [[f.skuId, 2]]);
    expect(one.data).toMatchObject({ totalAmount: '120.00' });
    // Two left, limit three, five wanted: two at the flash price.
    const two = await buy((await makeBuyer(s.db)).id, [[f.skuId, 5]]);
    expect(two.data).toMatchObject({ totalAmount: '420.00' });
    expect(await sold(f.registrationId)).toBe(4);
  });

  it('a pending or rejected registration sells at the list price', async () => {
    const p = await programme(MINUTE);
    const a = await sku();
    const r = await register(p, [{ skuId: String(a.skuId), price: '60.00', stock: 10, perBuyer: 1 }]);
    s.clock.advance(2 * MINUTE);
    expect((await buy((await makeBuyer(s.db)).id, [[a.skuId, 1]])).data).toMatchObject({ totalAmount: '100.00' });
    expectOk(await review(ids(r)[0] ?? '', 'reject', 'สต็อกไม่พอ'));
    expect((await buy((await makeBuyer(s.db)).id, [[a.skuId, 1]])).data).toMatchObject({ totalAmount: '100.00' });
  });

  it("takes precedence over a time-limited activity's price, which the other units still pay", async () => {
    const f = await running({ perBuyer: 1 });
    const id = newId();
    await s.db.insert(activities).values({
      shopId,
      id,
      name: 'ลดราคาทับแฟลชเซล',
      startAt: s.clock.now(),
      endAt: new Date(s.clock.now().getTime() + 3 * HOUR),
      createdBy: 'test',
    });
    // 50.00 by the activity, below the flash 60.00: the flash price still stands for its unit.
    await s.db
      .insert(activitySkus)
      .values({ shopId, activityId: id, skuId: f.skuId, productId: f.productId, price: 5_000, stock: 10 });
    s.clock.advance(2 * MINUTE);
    const r = await buy((await makeBuyer(s.db)).id, [[f.skuId, 2]]);
    expect(r.data).toMatchObject({ totalAmount: '110.00' });
    expect(await lineOf(r.data.orderId, f.skuId)).toMatchObject({
      seckillUnits: 1,
      seckillDiscount: 4_000,
      activityId: id,
      activityDiscount: 5_000,
    });
    const [act] = await s.db
      .select({ sold: activitySkus.sold })
      .from(activitySkus)
      .where(eq(activitySkus.activityId, id));
    expect(act?.sold).toBe(1);
  });

  it('gives the flash units back on cancel, to the stock and the buyer', async () => {
    const f = await running({ perBuyer: 1, stock: 1 });
    s.clock.advance(2 * MINUTE);
    const b = await makeBuyer(s.db);
    const r = await buy(b.id, [[f.skuId, 1]], 'mobile_banking');
    expect(r.data).toMatchObject({ totalAmount: '60.00' });
    expect(await sold(f.registrationId)).toBe(1);
    expectOk(await s.call(mktBuyerCancel, { shopId, orderId: String(r.data.orderId) }, { cookie: op }));
    expect(await sold(f.registrationId)).toBe(0);
    expect((await buy(b.id, [[f.skuId, 1]])).data).toMatchObject({ totalAmount: '60.00' });
  });

  it('1,000 buyers at once on 100 flash units: exactly 100 pay the flash price, the rest the list price', async () => {
    const f = await running({ stock: 100, perBuyer: 1, mall: 2000 });
    s.clock.advance(2 * MINUTE);
    const crowd = await Promise.all(Array.from({ length: 1000 }, () => makeBuyer(s.db)));
    const replies = await Promise.all(crowd.map((b) => buy(b.id, [[f.skuId, 1]])));
    expect(replies.every((r) => r.status_.success)).toBe(true);
    const totals = replies.map((r) => r.data.totalAmount);
    expect(totals.filter((t) => t === '60.00')).toHaveLength(100);
    expect(totals.filter((t) => t === '100.00')).toHaveLength(900);
    expect(await sold(f.registrationId)).toBe(100);
    expect(await s.db.$count(orderItems, eq(orderItems.seckillId, f.registrationId))).toBe(100);
  }, 600_000);

  it('the simulator’s buyers buy flash SKUs of a running slot, within the flash stock', async () => {
    const f = await running({ stock: 5, perBuyer: 1 });
    s.clock.advance(2 * MINUTE);
    let seed = 7;
    const random = () => {
      seed = (seed * 16_807) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    await s.db.transaction(async (tx) => {
      const shop = new ShopScope(tx as unknown as Tx, shopId);
      await simulateOrders(shop, { orders: 30, payRatio: 0, now: s.clock.now(), random });
    });
    const n = await sold(f.registrationId);
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThanOrEqual(5);
  }, 120_000);
});
