import {
  mktPaylaterCheckout,
  paylaterAdd,
  paylaterAgreement,
  paylaterList,
  paylaterStop,
} from '@sc/contract/calls/paylater.ts';
import { contractCreate } from '@sc/contract/calls/shell.ts';
import { FUNC } from '@sc/contract/func-codes.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paylaterOrders } from '../src/db/schema.ts';
import { DEMO_ACCOUNTS, startTestServer, type TestServer } from './harness.ts';
import { makeBuyer, makeSku, shopIdNamed } from './mkt-orders-kit.ts';
import { expectOk, expectRefused } from './orders-kit.ts';

// Pay-later activities: refused until the shop signs agreement 010, every rule at its edges (name,
// window, products, plans, the subsidy the shop bears), a product in one activity at a time, stop;
// another shop's activity never reached, the marketing function needed; and the simulator's
// checkout paying later: only inside the window, only with an offered plan, only on the activity's
// goods, the order recording pay method pay later and the plan.

let s: TestServer;
let cookie: string;
let op: string;
let shopId: string;

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

beforeAll(async () => {
  s = await startTestServer();
  s.clock.stop();
  cookie = (await s.login(DEMO_ACCOUNTS.owner)).cookie;
  op = (await s.operatorLogin()).cookie;
  shopId = await shopIdNamed(s.db, 'Demo Shop');
});
afterAll(() => s?.close());

type Answer = Awaited<ReturnType<TestServer['call']>>;
const fieldErrors = (r: Answer) => (r.status_.fieldErrors ?? []).map((f) => [f.field, f.message]);
const at = (ms: number) => new Date(s.clock.now().getTime() + ms).toISOString();

async function draft(over: Record<string, unknown> = {}) {
  const { productId, skuId } = await makeSku(s.db, shopId, { stock: 50 });
  return {
    skuId,
    body: {
      name: 'ผ่อน 0% ไอที',
      startTime: at(HOUR),
      endTime: at(DAY),
      productIds: [String(productId)],
      plans: [3, 6],
      subsidyPercent: 3,
      ...over,
    },
  };
}
const add = async (over: Record<string, unknown> = {}, locale: 'en-US' | 'th-TH' | 'zh-CN' = 'en-US') =>
  s.call(paylaterAdd, (await draft(over)).body, { cookie, locale });

describe('agreement 010', () => {
  it('refuses an activity until the shop signs 010, then takes it', async () => {
    expect((await s.call(paylaterAgreement, {}, { cookie })).data).toMatchObject({ signed: false, exempt: false });
    expectRefused(await add(), 'paylaterAgreementMissing');
    expectRefused(await add({}, 'th-TH'), 'paylaterAgreementMissing', undefined, 'th-TH');
    expect((await s.call(paylaterList, {}, { cookie })).data.list).toEqual([]);
    for (const contractBusinessType of ['009', '010']) {
      await s.call(contractCreate, { contractBusinessType, contractSignChannel: 'local' }, { cookie });
    }
    expect((await s.call(paylaterAgreement, {}, { cookie })).data).toMatchObject({ signed: true });
    expectOk(await add());
  });
});

describe('rules at their edges', () => {
  it('name: none and 41 characters refused, 40 taken', async () => {
    expect(fieldErrors(await add({ name: ' ' }))).toEqual([['name', 'Enter the activity name']]);
    expect(fieldErrors(await add({ name: 'ก'.repeat(41) }, 'th-TH'))).toEqual([
      ['name', 'ชื่อกิจกรรมยาวได้ไม่เกิน 40 ตัวอักษร'],
    ]);
    expectOk(await add({ name: 'ก'.repeat(40) }));
  });

  it('window: a start two minutes past refused, the end at the start refused, 90 days taken, 90 days and a minute refused', async () => {
    expect(fieldErrors(await add({ startTime: at(-2 * MINUTE) }))).toEqual([
      ['startTime', 'The start cannot be in the past'],
    ]);
    const sameInstant = at(HOUR); // one read of the clock for both ends
    expect(fieldErrors(await add({ startTime: sameInstant, endTime: sameInstant }))).toEqual([
      ['endTime', 'The start must be before the end'],
    ]);
    const from = s.clock.now().getTime() + HOUR; // both ends from one read of the clock
    expectOk(await add({ startTime: new Date(from).toISOString(), endTime: new Date(from + 90 * DAY).toISOString() }));
    expect(fieldErrors(await add({ startTime: at(HOUR), endTime: at(HOUR + 90 * DAY + MINUTE) }, 'zh-CN'))).toEqual([
      ['endTime', '活动时长不能超过 90 天'],
    ]);
  });

  it('plans: of 3, 6 and 10 months, at least one; subsidy a whole 1 to 10 percent', async () => {
    const plans = 'Choose at least one instalment plan of 3, 6, 10 months';
    expect(fieldErrors(await add({ plans: [] }))).toEqual([['plans', plans]]);
    expect(fieldErrors(await add({ plans: [3, 12] }))).toEqual([['plans', plans]]);
    expectOk(await add({ plans: [3, 6, 10] }));
    const subsidy = 'The interest the shop bears must be a whole 1 to 10%';
    expect(fieldErrors(await add({ subsidyPercent: 0 }))).toEqual([['subsidyPercent', subsidy]]);
    expect(fieldErrors(await add({ subsidyPercent: 11 }))).toEqual([['subsidyPercent', subsidy]]);
    expect(fieldErrors(await add({ subsidyPercent: null }))).toEqual([['subsidyPercent', subsidy]]);
    expectOk(await add({ subsidyPercent: 1 }));
    expectOk(await add({ subsidyPercent: 10 }));
  });

  it('products: none refused, off the shelf or another shop’s refused, one activity at a time', async () => {
    expect(fieldErrors(await add({ productIds: [] }))).toEqual([['productIds', 'Choose at least one product']]);
    const off = String((await makeSku(s.db, shopId, { status: 'off_shelf' })).productId);
    expect(fieldErrors(await add({ productIds: [off] }))).toEqual([
      ['productIds', `Product ${off} is not on sale; choose products on sale`],
    ]);
    const theirs = String((await makeSku(s.db, s.other.shopId)).productId);
    expect(fieldErrors(await add({ productIds: [theirs] }))).toEqual([
      ['productIds', `Product ${theirs} is not on sale; choose products on sale`],
    ]);
    const d = await draft({ name: 'แรก' });
    const first = await s.call(paylaterAdd, d.body, { cookie });
    expectOk(first);
    const productId = d.body.productIds[0] as string;
    // The same product in an overlapping window: refused naming the first; after the first, taken.
    expectRefused(
      await s.call(paylaterAdd, { ...d.body, name: 'ซ้อน', startTime: at(2 * HOUR) }, { cookie }),
      'paylaterProductTaken',
      { productId, name: 'แรก' },
    );
    expectOk(
      await s.call(paylaterAdd, { ...d.body, name: 'ต่อ', startTime: at(DAY), endTime: at(2 * DAY) }, { cookie }),
    );
    expectOk(await s.call(paylaterStop, { activityId: String(first.data.activityId) }, { cookie }));
    expectOk(await s.call(paylaterAdd, { ...d.body, name: 'หลังหยุด' }, { cookie }));
  });
});

describe('checkout paying later', () => {
  it('records pay later and the plan only inside the window, only for an offered plan and the activity’s goods', async () => {
    const d = await draft({ plans: [3, 6], startTime: at(HOUR), endTime: at(2 * HOUR) });
    const made = await s.call(paylaterAdd, d.body, { cookie });
    expectOk(made);
    const activityId = String(made.data.activityId);
    const buyerId = (await makeBuyer(s.db)).id;
    const other = await makeSku(s.db, shopId, { stock: 5 });
    const buy = (months: number, skuIds = [d.skuId]) =>
      s.call(
        mktPaylaterCheckout,
        { shopId, buyerId, lines: skuIds.map((skuId) => ({ skuId: String(skuId), quantity: 1 })), months },
        { cookie: op },
      );
    // Before the start: refused, no order.
    expectRefused(await buy(3), 'paylaterNotOffered', { months: 3 });
    // The first second of the window.
    s.clock.advance(HOUR);
    expectRefused(await buy(10), 'paylaterNotOffered', { months: 10 });
    expectRefused(await buy(3, [d.skuId, other.skuId]), 'paylaterNotOffered', { months: 3 });
    const paid = await buy(6);
    expectOk(paid);
    expect(paid.data).toMatchObject({ payMethod: 'pay_later', months: 6, activityId });
    const orderId = Number(paid.data.orderId);
    const [order] = await s.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.payMethod).toBe('pay_later');
    const [plan] = await s.db
      .select()
      .from(paylaterOrders)
      .where(and(eq(paylaterOrders.shopId, shopId), eq(paylaterOrders.orderId, orderId)));
    expect(plan).toMatchObject({ activityId, months: 6 });
    // The last second of the window, then its end.
    s.clock.advance(HOUR - 1000);
    expectOk(await buy(3));
    s.clock.advance(1000);
    expectRefused(await buy(3), 'paylaterNotOffered', { months: 3 });
    const list = await s.call(paylaterList, { tab: 'ended', page: { pageSize: 50 } }, { cookie });
    expect(
      (list.data.list as { activityId: string; orderCount: number }[]).find((a) => a.activityId === activityId),
    ).toMatchObject({ orderCount: 2 });
  });

  it('stops offering once the activity is stopped', async () => {
    const d = await draft({ startTime: at(MINUTE), endTime: at(DAY) });
    const made = await s.call(paylaterAdd, d.body, { cookie });
    s.clock.advance(2 * MINUTE);
    const buyerId = (await makeBuyer(s.db)).id;
    const body = { shopId, buyerId, lines: [{ skuId: String(d.skuId), quantity: 1 }], months: 3 };
    expectOk(await s.call(mktPaylaterCheckout, body, { cookie: op }));
    expectOk(await s.call(paylaterStop, { activityId: String(made.data.activityId) }, { cookie }));
    expectRefused(await s.call(mktPaylaterCheckout, body, { cookie: op }), 'paylaterNotOffered', { months: 3 });
    expectRefused(
      await s.call(paylaterStop, { activityId: String(made.data.activityId) }, { cookie }),
      'paylaterNotStoppable',
    );
  });
});

describe('another shop and permissions', () => {
  it('never shows nor stops another shop’s activity, and needs the marketing function (OMS_FUNC_0042)', async () => {
    const foreign = await s.foreignId('activity');
    expect((await s.call(paylaterStop, { activityId: foreign }, { cookie })).status_.replyCode).toBe(
      REPLY.NOT_FOUND.code,
    );
    await s.addMember({ shopId, loginAcct: 'paylater-promotions-only', funcIds: [FUNC.promotions] });
    const { cookie: promotionsOnly } = await s.login('paylater-promotions-only');
    for (const r of [
      await s.call(paylaterList, {}, { cookie: promotionsOnly }),
      await s.call(paylaterAdd, (await draft()).body, { cookie: promotionsOnly }),
    ]) {
      expect(r.status_.replyCode).toBe(REPLY.NO_PERMISSION.code);
    }
  });
});
