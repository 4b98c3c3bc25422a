import { mktBuyerCancel, mktOrderCheckout, mktOrderSimulate } from '@sc/contract/calls/marketplace-orders.ts';
import {
  purchaseLimitAdd,
  purchaseLimitInquiry,
  purchaseLimitList,
  purchaseLimitModify,
  purchaseLimitStop,
} from '@sc/contract/calls/purchase-limits.ts';
import { FUNC } from '@sc/contract/func-codes.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellableSkus } from '../src/areas/items/index.ts';
import { limitVerdicts } from '../src/areas/promotions/purchase-limit-engine.ts';
import type { Tx } from '../src/db/client.ts';
import { orderItems, orders } from '../src/db/schema.ts';
import { ShopScope } from '../src/db/tenant.ts';
import { DEMO_ACCOUNTS, startTestServer, type TestServer } from './harness.ts';
import { makeBuyer, makeSku, shopIdNamed } from './mkt-orders-kit.ts';
import { expectOk } from './orders-kit.ts';

// Purchase limits: every rule at its edges (the limit 0 to 999, a start within 90 days, a period of
// 0 to 90 days, a limit or a period required, 1 to 200 of the shop's SKUs), states on the clock,
// change before the start, stop; checkout through the simulator's call refusing a buyer past the
// allowance in their language, a cancel giving it back, a stop or the period's end lifting it, two
// checkouts of one buyer at once; another shop's rules never seen or changed.

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

/** Moves the clock; a day's move outlives the login, so both log in again. */
async function advance(ms: number) {
  s.clock.advance(ms);
  cookie = (await s.login(DEMO_ACCOUNTS.owner)).cookie;
  op = (await s.operatorLogin()).cookie;
}

const at = (ms: number) => new Date(s.clock.now().getTime() + ms).toISOString();
type Answer = Awaited<ReturnType<TestServer['call']>>;
const fieldErrors = (r: Answer) => (r.status_.fieldErrors ?? []) as { field: string; message: string }[];

let sku0: number;
beforeAll(async () => {
  sku0 = (await makeSku(s.db, shopId, { price: 10_000, stock: 100 })).skuId;
});

const draft = (over: Record<string, unknown> = {}) => ({
  name: 'จำกัดการซื้อทดสอบ',
  limitQty: 2,
  startTime: at(HOUR),
  periodDays: 30,
  skuIds: [String(sku0)],
  ...over,
});
const add = (over: Record<string, unknown> = {}, locale: 'en-US' | 'th-TH' | 'zh-CN' = 'en-US') =>
  s.call(purchaseLimitAdd, draft(over), { cookie, locale });

describe('the rules of a purchase limit', () => {
  it('takes a limit of 0 to 999; 1000 is refused, and a negative or broken one fails validation', async () => {
    expectOk(await add({ limitQty: 999 }));
    expectOk(await add({ limitQty: 0, periodDays: 1 }));
    expect(fieldErrors(await add({ limitQty: 1000 }))).toEqual([
      { field: 'limitQty', message: 'The limit must be a whole number from 0 to 999 (0 means no limit)' },
    ]);
    expect((await add({ limitQty: -1 })).status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
    expect((await add({ limitQty: 1.5 })).status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
  });

  it('wants a start not in the past and within 90 days from now', async () => {
    expect(fieldErrors(await add({ startTime: at(-2 * MINUTE) }))).toEqual([
      { field: 'startTime', message: 'The start cannot be in the past' },
    ]);
    const from = s.clock.now().getTime();
    expectOk(await add({ startTime: new Date(from + 90 * DAY).toISOString() }));
    const far = await add({ startTime: at(90 * DAY + MINUTE) }, 'th-TH');
    expect(fieldErrors(far)).toEqual([{ field: 'startTime', message: 'เวลาเริ่มต้องอยู่ภายใน 90 วันนับจากวันนี้' }]);
    expect(fieldErrors(await add({ startTime: 'not a time' }))).toEqual([
      { field: 'startTime', message: 'Choose the start time' },
    ]);
  });

  it('takes a period of 0 to 90 days; 0 runs until stopped, 91 is refused', async () => {
    const ninety = await add({ periodDays: 90 });
    expectOk(ninety);
    const got = await s.call(
      purchaseLimitInquiry,
      { purchaseLimitId: String(ninety.data.purchaseLimitId) },
      { cookie },
    );
    expect(Date.parse(String(got.data.endTime)) - Date.parse(String(got.data.startTime))).toBe(90 * DAY);
    expect(fieldErrors(await add({ periodDays: 91 }))).toEqual([
      {
        field: 'periodDays',
        message: 'The limit period must be a whole number of days from 0 to 90 (0 means no period)',
      },
    ]);
    const open = await add({ periodDays: 0, limitQty: 3 });
    expectOk(open);
    const openRow = await s.call(
      purchaseLimitInquiry,
      { purchaseLimitId: String(open.data.purchaseLimitId) },
      { cookie },
    );
    expect(openRow.data).toMatchObject({ endTime: null, periodDays: 0, limitQty: 3, state: 'not_started' });
  });

  it('wants a limit or a time: both 0 is refused, in Thai and Chinese too', async () => {
    expect(fieldErrors(await add({ limitQty: 0, periodDays: 0 }))).toEqual([
      { field: 'limitQty', message: 'Set a limit or a limit period' },
    ]);
    expect(fieldErrors(await add({ limitQty: 0, periodDays: 0 }, 'th-TH'))[0]?.message).toBe(
      'กรุณากำหนดจำนวนจำกัดหรือระยะเวลาอย่างใดอย่างหนึ่ง',
    );
    expect(fieldErrors(await add({ limitQty: 0, periodDays: 0 }, 'zh-CN'))[0]?.message).toBe(
      '请设置限购数量或限购周期',
    );
  });

  it('wants 1 to 200 SKUs of the shop, and a name of at most 40 characters', async () => {
    expect(fieldErrors(await add({ skuIds: [] }))).toEqual([{ field: 'skuIds', message: 'Choose at least one SKU' }]);
    const many = Array.from({ length: 201 }, (_, i) => String(900_000_000 + i));
    expect(fieldErrors(await add({ skuIds: many }))).toEqual([{ field: 'skuIds', message: 'Choose at most 200 SKUs' }]);
    const foreign = await s.call(purchaseLimitAdd, draft({ skuIds: [await s.foreignId('sku')] }), { cookie });
    expect(foreign.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    expect(fieldErrors(await add({ name: 'ก'.repeat(41) }))).toEqual([
      { field: 'name', message: 'The name is at most 40 characters' },
    ]);
    expect(fieldErrors(await add({ name: '  ' }))).toEqual([
      { field: 'name', message: 'Enter the name of the purchase limit' },
    ]);
  });
});

describe('states, change and stop', () => {
  it('moves through not started, running and ended on the clock; changes only before the start; stops while not over', async () => {
    const made = await add({ name: 'สถานะจำกัด', startTime: at(MINUTE), periodDays: 1 });
    expectOk(made);
    const purchaseLimitId = String(made.data.purchaseLimitId);
    const state = async () =>
      (await s.call(purchaseLimitInquiry, { purchaseLimitId }, { cookie })).data.state as string;
    expect(await state()).toBe('not_started');
    expectOk(
      await s.call(
        purchaseLimitModify,
        { purchaseLimitId, ...draft({ startTime: at(MINUTE), periodDays: 1, limitQty: 5 }) },
        { cookie },
      ),
    );
    s.clock.advance(2 * MINUTE);
    expect(await state()).toBe('running');
    const late = await s.call(purchaseLimitModify, { purchaseLimitId, ...draft() }, { cookie });
    expect(late.status_.replyText).toBe('Only a rule that has not started can be changed');
    await advance(DAY);
    expect(await state()).toBe('ended');
    const stopEnded = await s.call(purchaseLimitStop, { purchaseLimitId }, { cookie });
    expect(stopEnded.status_.replyText).toBe('This rule has already ended or been stopped');

    const other = await add({ name: 'หยุดได้' });
    expectOk(await s.call(purchaseLimitStop, { purchaseLimitId: String(other.data.purchaseLimitId) }, { cookie }));
    const list = await s.call(purchaseLimitList, { tab: 'stopped', keyword: 'หยุดได้' }, { cookie });
    expect((list.data.list as { name: string; state: string }[])[0]).toMatchObject({ name: 'หยุดได้', state: 'stopped' });
    const counts = list.data.tabCounts as Record<string, number>;
    expect(counts.all).toBe(
      (counts.not_started ?? 0) + (counts.running ?? 0) + (counts.ended ?? 0) + (counts.stopped ?? 0),
    );
  });

  it("another shop's rules are never listed, read, changed or stopped; a member without the promotions code is refused", async () => {
    const foreign = await s.foreignId('purchaseLimit');
    const listed = await s.call(purchaseLimitList, { keyword: 'Other shop' }, { cookie });
    expect(listed.data.list).toEqual([]);
    for (const r of [
      await s.call(purchaseLimitInquiry, { purchaseLimitId: foreign }, { cookie }),
      await s.call(purchaseLimitStop, { purchaseLimitId: foreign }, { cookie }),
      await s.call(purchaseLimitModify, { purchaseLimitId: foreign, ...draft() }, { cookie }),
    ]) {
      expect(r.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    }
    await s.addMember({ shopId, loginAcct: 'limits-coupons-only', funcIds: [FUNC.coupons] });
    const { cookie: couponsOnly } = await s.login('limits-coupons-only');
    expect((await s.call(purchaseLimitList, {}, { cookie: couponsOnly })).status_.replyCode).toBe(
      REPLY.NO_PERMISSION.code,
    );
    expect((await s.call(purchaseLimitAdd, draft(), { cookie: couponsOnly })).status_.replyCode).toBe(
      REPLY.NO_PERMISSION.code,
    );
  });
});

describe('the engine reads the allowance', () => {
  it('gives the fewest units left of the limits on a SKU, over_limit past it', () => {
    const offers = [
      { purchaseLimitId: 'a', skuId: 1, limitQty: 5, bought: 1 },
      { purchaseLimitId: 'b', skuId: 1, limitQty: 3, bought: 1 },
      { purchaseLimitId: 'c', skuId: 2, limitQty: 0, bought: 9 },
    ];
    expect(limitVerdicts([{ skuId: 1, quantity: 2 }], offers)[0]).toMatchObject({
      purchaseLimitId: 'b',
      left: 2,
      reason: 'within_limit',
    });
    expect(limitVerdicts([{ skuId: 1, quantity: 3 }], offers)[0]).toMatchObject({ left: 2, reason: 'over_limit' });
    expect(limitVerdicts([{ skuId: 2, quantity: 99 }], offers)[0]).toMatchObject({ left: null, reason: 'no_limit' });
  });
});

describe('checkout under a running purchase limit', () => {
  /** A running limit of `limitQty` on a fresh SKU. */
  async function running(limitQty: number, over: Record<string, unknown> = {}) {
    const made = await makeSku(s.db, shopId, { price: 10_000, stock: 100, title: 'หมอนข้างจำกัดการซื้อ' });
    const r = await add({ limitQty, startTime: at(MINUTE), periodDays: 7, skuIds: [String(made.skuId)], ...over });
    expectOk(r);
    s.clock.advance(2 * MINUTE);
    return { purchaseLimitId: String(r.data.purchaseLimitId), skuId: made.skuId };
  }
  const buy = (
    buyerId: string,
    skuId: number,
    quantity: number,
    locale: 'en-US' | 'th-TH' = 'en-US',
    payMethod = 'cod',
  ) =>
    s.call(
      mktOrderCheckout,
      { shopId, buyerId, lines: [{ skuId: String(skuId), quantity }], payMethod },
      { cookie: op, locale },
    );

  it('refuses a cart over what the buyer has left, in their language; another buyer is not limited by them', async () => {
    const { skuId } = await running(2);
    const b = await makeBuyer(s.db);
    expectOk(await buy(b.id, skuId, 1));
    const over = await buy(b.id, skuId, 2);
    expect(over.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
    expect(over.status_.replyText).toBe('"หมอนข้างจำกัดการซื้อ" is limited to 2 per buyer; you can buy 1 more');
    const thai = await buy(b.id, skuId, 2, 'th-TH');
    expect(thai.status_.replyText).toBe('สินค้า "หมอนข้างจำกัดการซื้อ" จำกัดการซื้อ 2 ชิ้นต่อท่าน คุณซื้อเพิ่มได้อีก 1 ชิ้น');
    expectOk(await buy(b.id, skuId, 1));
    expect((await buy(b.id, skuId, 1)).status_.replyText).toContain('you can buy 0 more');
    const other = await makeBuyer(s.db);
    expectOk(await buy(other.id, skuId, 2));
    // A refused checkout reserved nothing: the stock shows the four units sold.
  });

  it('a cancelled order gives its units back to the allowance', async () => {
    const { skuId } = await running(2);
    const b = await makeBuyer(s.db);
    const first = await buy(b.id, skuId, 2, 'en-US', 'mobile_banking');
    expectOk(first);
    expect((await buy(b.id, skuId, 1)).status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
    expectOk(await s.call(mktBuyerCancel, { shopId, orderId: String(first.data.orderId) }, { cookie: op }));
    expectOk(await buy(b.id, skuId, 2));
  });

  it('a stopped limit, an ended period and a limit of 0 limit nobody', async () => {
    const stopped = await running(1);
    const b = await makeBuyer(s.db);
    expectOk(await buy(b.id, stopped.skuId, 1));
    expectOk(await s.call(purchaseLimitStop, { purchaseLimitId: stopped.purchaseLimitId }, { cookie }));
    expectOk(await buy(b.id, stopped.skuId, 5));

    const ending = await running(1, { periodDays: 1 });
    expectOk(await buy(b.id, ending.skuId, 1));
    expect((await buy(b.id, ending.skuId, 1)).status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
    await advance(DAY);
    expectOk(await buy(b.id, ending.skuId, 3));

    const none = await running(0, { periodDays: 3 });
    expectOk(await buy(b.id, none.skuId, 9));
  });

  it('two checkouts of one buyer at once cannot pass the limit together', async () => {
    const { skuId } = await running(2);
    const b = await makeBuyer(s.db);
    const both = await Promise.all([buy(b.id, skuId, 2), buy(b.id, skuId, 2)]);
    expect(both.filter((r) => r.status_.success)).toHaveLength(1);
    expect(both.filter((r) => r.status_.replyCode === REPLY.RULE_VIOLATED.code)).toHaveLength(1);
  });
});

describe("the simulator's buyers", () => {
  it('keep within a limit of 1 on the SKUs they shop from: no buyer gets two of one', async () => {
    const pool = await s.db.transaction((tx) => sellableSkus(new ShopScope(tx as unknown as Tx, shopId)));
    const limited = pool.slice(0, 200).map((p) => p.skuId);
    const from = s.clock.now();
    expectOk(await add({ limitQty: 1, startTime: from.toISOString(), periodDays: 1, skuIds: limited.map(String) }));
    const r = await s.call(mktOrderSimulate, { shopId, orders: 40, payRatio: 0.5 }, { cookie: op });
    expectOk(r);
    expect((r.data.orderIds as string[]).length).toBeGreaterThan(0);
    // Units bought: a gift line (given at 0 baht by a gift activity) is not a purchase.
    // Joined by hand on the shop columns.
    const over = await s.db
      .select({
        buyerId: orders.buyerId,
        skuId: orderItems.skuId,
        n: sql<number>`sum(${orderItems.quantity})`.mapWith(Number),
      })
      .from(orderItems)
      .innerJoin(orders, and(eq(orders.shopId, orderItems.shopId), eq(orders.id, orderItems.orderId)))
      .where(
        and(
          eq(orderItems.shopId, shopId),
          inArray(orderItems.skuId, limited),
          isNull(orderItems.giftId),
          gte(orders.createdAt, from),
        ),
      )
      .groupBy(orders.buyerId, orderItems.skuId)
      .having(sql`sum(${orderItems.quantity}) > 1`);
    expect(over).toEqual([]);
  });
});
