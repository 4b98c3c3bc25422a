import {
  campaignInquiry,
  campaignList,
  campaignPending,
  campaignPublish,
  campaignRegister,
  campaignReport,
  campaignReview,
  campaignRevoke,
  campaignUrge,
} from '@sc/contract/calls/campaign.ts';
import { mktBuyerCancel, mktOrderCheckout } from '@sc/contract/calls/marketplace-orders.ts';
import { orderDetailInquiry } from '@sc/contract/calls/orders.ts';
import { promotionResultsInquiry } from '@sc/contract/calls/results.ts';
import { FUNC } from '@sc/contract/func-codes.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignRegistrations, orderItems, orders, skus } from '../src/db/schema.ts';
import { DEMO_ACCOUNTS, startTestServer, type TestServer } from './harness.ts';
import { makeBuyer, makeSku, shopIdNamed } from './mkt-orders-kit.ts';
import { expectOk } from './orders-kit.ts';

// Platform campaigns: the platform publishes a campaign with its rules (registration window,
// campaign window, minimum discount, required stock, categories); the merchant registers SKUs under
// the shared price check and those rules while registration is open; the operator approves, rejects
// with a reason or revokes. At checkout an approved SKU sells at its campaign price only inside the
// campaign window, up to its campaign stock; the report's figures are those of the order lines.

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
const ids = (r: Answer) => campaignRegister.response.parse(r.data).registrationIds;

/** A campaign taking registrations now for an hour, running from `startIn` for an hour. */
async function publish(over: Record<string, unknown> = {}, startIn = 2 * HOUR) {
  const r = await s.call(
    campaignPublish,
    {
      name: 'แคมเปญทดสอบ',
      regStart: at(-MINUTE),
      regEnd: at(HOUR),
      startTime: at(startIn),
      endTime: at(startIn + HOUR),
      minDiscountPercent: 10,
      requiredStock: 5,
      categoryIds: [],
      ...over,
    },
    { cookie: op },
  );
  expectOk(r);
  return campaignPublish.response.parse(r.data).campaignId;
}

/** A fresh SKU of 100.00 baht with `stock` units (category 110101). */
const sku = (stock = 100) => makeSku(s.db, shopId, { price: 10_000, stock, title: 'รองเท้าแคมเปญ' });

const register = (
  campaignId: string,
  list: Record<string, unknown>[],
  locale: 'en-US' | 'th-TH' | 'zh-CN' = 'en-US',
  who = cookie,
) => s.call(campaignRegister, { campaignId, skus: list }, { cookie: who, locale });
const review = (registrationId: string, decision: 'approve' | 'reject', reason = '') =>
  s.call(campaignReview, { shopId, registrationId, decision, reason }, { cookie: op });

describe('publishing a campaign', () => {
  it('refuses windows out of order and a minimum discount outside 2–90%', async () => {
    const bad = await s.call(
      campaignPublish,
      {
        name: 'x',
        regStart: at(HOUR),
        regEnd: at(HOUR),
        startTime: at(2 * HOUR),
        endTime: at(3 * HOUR),
        minDiscountPercent: 10,
        requiredStock: 1,
      },
      { cookie: op },
    );
    expect(bad.status_.replyText).toBe(
      'The registration and campaign windows must each start before they end, and registration must close by the campaign’s end',
    );
    const late = await s.call(
      campaignPublish,
      {
        name: 'x',
        regStart: at(0),
        regEnd: at(4 * HOUR),
        startTime: at(2 * HOUR),
        endTime: at(3 * HOUR),
        minDiscountPercent: 10,
        requiredStock: 1,
      },
      { cookie: op },
    );
    expect(late.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
    for (const minDiscountPercent of [1, 91]) {
      const r = await s.call(
        campaignPublish,
        {
          name: 'x',
          regStart: at(0),
          regEnd: at(HOUR),
          startTime: at(HOUR),
          endTime: at(2 * HOUR),
          minDiscountPercent,
          requiredStock: 1,
        },
        { cookie: op },
      );
      expect(r.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
    }
    // Registration may close as the campaign starts; merchants cannot publish.
    expectOk(
      await s.call(
        campaignPublish,
        {
          name: 'x',
          regStart: at(0),
          regEnd: at(HOUR),
          startTime: at(HOUR),
          endTime: at(2 * HOUR),
          minDiscountPercent: 90,
          requiredStock: 1,
        },
        { cookie: op },
      ),
    );
    const merchant = await s.call(
      campaignPublish,
      {
        name: 'x',
        regStart: at(0),
        regEnd: at(HOUR),
        startTime: at(HOUR),
        endTime: at(2 * HOUR),
        minDiscountPercent: 2,
        requiredStock: 1,
      },
      { cookie },
    );
    expect(merchant.status_.success).toBe(false);
  });
});

describe('registering SKUs', () => {
  it("checks the price: not above the sales price, the campaign's minimum discount at its edge, above 0", async () => {
    const c = await publish({ minDiscountPercent: 10 });
    const a = await sku();
    const id = String(a.skuId);
    const one = (price: string) => register(c, [{ skuId: id, price, stock: 10 }]);
    expect(messages(await one('100.01'))).toEqual([
      `SKU ${id}: the campaign price cannot be higher than the sales price (100.00 baht)`,
    ]);
    expect(messages(await one('98.01'))).toEqual([
      `SKU ${id}: the campaign price must be at least 2% below the sales price`,
    ]);
    expect(messages(await one('90.01'))).toEqual([
      `SKU ${id}: this campaign asks for at least 10% off the sales price`,
    ]);
    expect(messages(await one('0'))).toEqual([`SKU ${id}: the campaign price must be more than 0 baht`]);
    const th = await register(c, [{ skuId: id, price: '95.00', stock: 10 }], 'th-TH');
    expect(th.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
    expect(messages(th)).toEqual([`SKU ${id}: แคมเปญนี้กำหนดให้ลดอย่างน้อย 10% จากราคาขาย`]);
    const zh = await register(c, [{ skuId: id, price: '95.00', stock: 10 }], 'zh-CN');
    expect(messages(zh)).toEqual([`SKU ${id}：本活动要求至少比销售价低10%`]);
    expectOk(await one('90.00'));
  });

  it('checks the stock: above 0, the required stock at its edge, not above the product stock', async () => {
    const c = await publish({ requiredStock: 5 });
    const a = await sku(50);
    const id = String(a.skuId);
    const one = (stock: number) => register(c, [{ skuId: id, price: '80.00', stock }]);
    expect(messages(await one(0))).toEqual([`SKU ${id}: the campaign stock must be more than 0`]);
    expect(messages(await one(4))).toEqual([`SKU ${id}: this campaign asks for at least 5 units of stock`]);
    expect(messages(await one(51))).toEqual([`SKU ${id}: the campaign stock cannot exceed the product stock (50)`]);
    expectOk(await one(5));
    const b = await sku(50);
    expectOk(await register(c, [{ skuId: String(b.skuId), price: '80.00', stock: 50 }]));
  });

  it('refuses a category outside the campaign, a SKU twice, a SKU of another shop, and outside the registration window', async () => {
    const closed = await publish({ categoryIds: ['999999'] });
    const a = await sku();
    const id = String(a.skuId);
    expect(messages(await register(closed, [{ skuId: id, price: '80.00', stock: 10 }]))).toEqual([
      `SKU ${id}: this product's category is not open to this campaign`,
    ]);
    const open = await publish({ categoryIds: ['110101'] });
    expectOk(await register(open, [{ skuId: id, price: '80.00', stock: 10 }]));
    expect(messages(await register(open, [{ skuId: id, price: '70.00', stock: 10 }]))).toEqual([
      `SKU ${id}: already registered in this campaign`,
    ]);
    const foreign = await s.foreignId('sku');
    expect(messages(await register(open, [{ skuId: foreign, price: '1.00', stock: 10 }]))).toEqual([
      `SKU ${foreign} is not in this shop`,
    ]);
    const future = await publish({ regStart: at(10 * MINUTE), regEnd: at(HOUR) });
    const early = await register(future, [{ skuId: id, price: '80.00', stock: 10 }]);
    expect(early.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
    expect(early.status_.replyText).toBe('This campaign is not taking registrations now');
    // At the deadline itself registration is closed.
    const deadline = await publish({ regEnd: at(MINUTE) });
    s.clock.advance(MINUTE);
    expect((await register(deadline, [{ skuId: id, price: '80.00', stock: 10 }])).status_.replyCode).toBe(
      REPLY.RULE_VIOLATED.code,
    );
  });
});

describe('the operator review', () => {
  it('approves, rejects with a reason (none refused), revokes approved only; the merchant sees each state', async () => {
    const c = await publish();
    const [a, b] = [await sku(), await sku()];
    const r = await register(c, [
      { skuId: String(a.skuId), price: '80.00', stock: 10 },
      { skuId: String(b.skuId), price: '85.00', stock: 10 },
    ]);
    const [ra = '', rb = ''] = ids(r);
    const pending = await s.call(campaignPending, { shopId, campaignId: c }, { cookie: op });
    expect(campaignPending.response.parse(pending.data).list.map((x) => x.registrationId)).toEqual([ra, rb]);
    expect((await review(rb, 'reject', '  ')).status_.replyText).toBe('Give the reason');
    expectOk(await review(ra, 'approve'));
    expectOk(await review(rb, 'reject', 'ราคายังสูงเกินไป'));
    expect((await review(ra, 'reject', 'late')).status_.replyText).toBe(
      'Only a pending registration can be reviewed, before the campaign ends',
    );
    const revokeRejected = await s.call(campaignRevoke, { shopId, registrationId: rb, reason: 'x' }, { cookie: op });
    expect(revokeRejected.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
    const details = await s.call(campaignInquiry, { campaignId: c }, { cookie });
    const regs = campaignInquiry.response.parse(details.data).registrations;
    expect(regs.map((x) => [x.registrationId, x.state, x.reason]).sort()).toEqual(
      [
        [ra, 'approved', ''],
        [rb, 'rejected', 'ราคายังสูงเกินไป'],
      ].sort(),
    );
    expect(
      (await s.call(campaignRevoke, { shopId, registrationId: ra, reason: '' }, { cookie: op })).status_.replyText,
    ).toBe('Give the reason');
    expectOk(await s.call(campaignRevoke, { shopId, registrationId: ra, reason: 'สต็อกไม่พอ' }, { cookie: op }));
    const list = await s.call(campaignList, { scope: 'open' }, { cookie });
    const mine = campaignList.response.parse(list.data).list.find((x) => x.campaignId === c);
    expect(mine?.counts).toEqual({ pending: 0, approved: 0, rejected: 1, revoked: 1 });
    expect(mine?.state).toBe('registering');
    // A rejected SKU may register again.
    expectOk(await register(c, [{ skuId: String(b.skuId), price: '80.00', stock: 10 }]));
  });

  it("refuses another shop's registration and the merchant without the activity reporting code", async () => {
    const foreignShop = await s.foreignId('shop');
    const c = await publish();
    const a = await sku();
    const [ra = ''] = ids(await register(c, [{ skuId: String(a.skuId), price: '80.00', stock: 10 }]));
    const wrongShop = await s.call(
      campaignReview,
      { shopId: foreignShop, registrationId: ra, decision: 'approve', reason: '' },
      { cookie: op },
    );
    expect(wrongShop.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    expect(campaignRegister.func).toBe(FUNC.activityReporting);
    const staff = (await s.login(DEMO_ACCOUNTS.operator)).cookie;
    for (const r of [
      await s.call(campaignList, {}, { cookie: staff }),
      await register(c, [{ skuId: String(a.skuId), price: '80.00', stock: 10 }], 'en-US', staff),
      await s.call(campaignReport, { campaignId: c }, { cookie: staff }),
    ])
      expect(r.status_.replyCode).toBe(REPLY.NO_PERMISSION.code);
    expect((await s.call(campaignInquiry, { campaignId: 'nope' }, { cookie })).status_.replyCode).toBe(
      REPLY.NOT_FOUND.code,
    );
  });
});

describe('the urge table', () => {
  it('asks for a registration before the deadline, then names short stock, a moved price and a rejection', async () => {
    const c = await publish({ minDiscountPercent: 10, requiredStock: 5 });
    const urges = async () =>
      campaignUrge.response
        .parse((await s.call(campaignUrge, {}, { cookie })).data)
        .list.filter((x) => x.campaignId === c)
        .map((x) => [x.kind, x.skuId]);
    expect(await urges()).toEqual([['notRegistered', '']]);
    const [a, b, d] = [await sku(20), await sku(20), await sku(20)];
    const r = await register(c, [
      { skuId: String(a.skuId), price: '90.00', stock: 10 },
      { skuId: String(b.skuId), price: '80.00', stock: 10 },
      { skuId: String(d.skuId), price: '80.00', stock: 10 },
    ]);
    const [, , rd = ''] = ids(r);
    expect(await urges()).toEqual([]);
    // The sales price of a falls to 99.99: 90.00 is no longer 10% off; b's stock falls to 9.
    await s.db.update(skus).set({ price: 9_999 }).where(eq(skus.id, a.skuId));
    await s.db.update(skus).set({ stock: 9 }).where(eq(skus.id, b.skuId));
    expectOk(await review(rd, 'reject', 'รูปไม่ชัด'));
    expect(await urges()).toEqual([
      ['belowDiscount', String(a.skuId)],
      ['stockShort', String(b.skuId)],
      ['rejected', String(d.skuId)],
    ]);
    const th = await s.call(campaignUrge, {}, { cookie, locale: 'th-TH' });
    const rejected = campaignUrge.response.parse(th.data).list.find((x) => x.skuId === String(d.skuId));
    expect(rejected?.message).toBe(`SKU ${d.skuId}: ไม่ผ่านการตรวจสอบ (รูปไม่ชัด) แก้ไขแล้วลงทะเบียนใหม่ได้`);
  });
});

describe('buying at the campaign price', () => {
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

  it('sells at the list price before and after the window, the campaign price inside it up to its stock; the report equals the lines', async () => {
    const c = await publish({ requiredStock: 1 }, 2 * HOUR);
    const a = await sku(500);
    const p = await sku(500);
    const r = await register(c, [
      { skuId: String(a.skuId), price: '70.00', stock: 3 },
      { skuId: String(p.skuId), price: '75.00', stock: 10 },
    ]);
    expect(messages(r)).toEqual([]);
    const [ra = '', rp = ''] = ids(r);
    expectOk(await review(ra, 'approve'));
    const b = await makeBuyer(s.db);
    expect((await buy(b.id, [[a.skuId, 1]])).data).toMatchObject({ totalAmount: '100.00' });
    s.clock.advance(2 * HOUR);
    // Inside the window: two at 70.00; a pending registration sells at the list price.
    const two = await buy(b.id, [
      [a.skuId, 2],
      [p.skuId, 1],
    ]);
    expect(two.data).toMatchObject({ goodsAmount: '300.00', totalAmount: '240.00' });
    expect(await lineOf(two.data.orderId, a.skuId)).toMatchObject({
      campaignRegId: ra,
      campaignUnits: 2,
      campaignDiscount: 6_000,
    });
    expect(await lineOf(two.data.orderId, p.skuId)).toMatchObject({ campaignRegId: null, campaignUnits: 0 });
    // The order's line names the campaign; the registration's results read the same line.
    const detail = await s.call(orderDetailInquiry, { orderId: two.data.orderId }, { cookie });
    expect(detail.data.linePromotions).toMatchObject([
      { kind: 'campaign', promotionId: ra, name: 'แคมเปญทดสอบ', discount: 60 },
    ]);
    const results = await s.call(promotionResultsInquiry, { kind: 'campaign', promotionId: ra }, { cookie });
    expect(results.data).toMatchObject({ name: 'แคมเปญทดสอบ', state: 'approved', totals: { orders: 1, units: 2 } });
    // One unit of campaign stock left: of three, one at 70.00, two at 100.00.
    const three = await buy(b.id, [[a.skuId, 3]], 'mobile_banking');
    expect(three.data).toMatchObject({ totalAmount: '270.00' });
    // Sold out; a cancel gives the unit back.
    expect((await buy(b.id, [[a.skuId, 1]])).data).toMatchObject({ totalAmount: '100.00' });
    expectOk(await s.call(mktBuyerCancel, { shopId, orderId: String(three.data.orderId) }, { cookie: op }));
    const again = await buy(b.id, [[a.skuId, 1]]);
    expect(again.data).toMatchObject({ totalAmount: '70.00' });
    expectOk(await review(rp, 'approve'));
    expect((await buy(b.id, [[p.skuId, 2]])).data).toMatchObject({ totalAmount: '150.00' });

    // The report: the lines sold at the campaign price, the cancelled order left out.
    const report = campaignReport.response.parse((await s.call(campaignReport, { campaignId: c }, { cookie })).data);
    const lines = await s.db
      .select({
        orderId: orderItems.orderId,
        u: orderItems.campaignUnits,
        price: orderItems.unitPrice,
        d: orderItems.campaignDiscount,
      })
      .from(orderItems)
      .innerJoin(orders, and(eq(orders.shopId, orderItems.shopId), eq(orders.id, orderItems.orderId)))
      .where(
        and(inArray(orderItems.campaignRegId, [ra, rp]), notInArray(orders.status, ['cancelled', 'system_cancelled'])),
      );
    expect(report.orders).toBe(new Set(lines.map((l) => l.orderId)).size);
    expect(report.units).toBe(lines.reduce((n, l) => n + l.u, 0));
    expect(report.salesSatang).toBe(lines.reduce((n, l) => n + l.u * l.price - l.d, 0));
    expect([report.orders, report.units, report.salesSatang, report.sales]).toEqual([3, 5, 36_000, 360]);

    // After the window: the list price again.
    s.clock.advance(HOUR);
    expect((await buy(b.id, [[p.skuId, 1]])).data).toMatchObject({ totalAmount: '100.00' });
  });

  it('a revoked registration sells at the list price; 50 buyers at once on 10 units sell exactly 10', async () => {
    const c = await publish({}, 2 * HOUR);
    const a = await sku(500);
    const d = await sku(500);
    const r = await register(c, [
      { skuId: String(a.skuId), price: '60.00', stock: 10 },
      { skuId: String(d.skuId), price: '60.00', stock: 10 },
    ]);
    const [ra = '', rd = ''] = ids(r);
    expectOk(await review(ra, 'approve'));
    expectOk(await review(rd, 'approve'));
    expectOk(await s.call(campaignRevoke, { shopId, registrationId: rd, reason: 'ผิดเงื่อนไข' }, { cookie: op }));
    s.clock.advance(2 * HOUR);
    const b = await makeBuyer(s.db);
    expect((await buy(b.id, [[d.skuId, 1]])).data).toMatchObject({ totalAmount: '100.00' });
    const crowd = await Promise.all(Array.from({ length: 50 }, () => makeBuyer(s.db)));
    const replies = await Promise.all(crowd.map((x) => buy(x.id, [[a.skuId, 1]])));
    expect(replies.every((x) => x.status_.success)).toBe(true);
    expect(replies.filter((x) => x.data.totalAmount === '60.00')).toHaveLength(10);
    const [row] = await s.db.select().from(campaignRegistrations).where(eq(campaignRegistrations.id, ra));
    expect(row?.sold).toBe(10);
  }, 120_000);

  it('12 buyers at once wanting 3 units each of 10 campaign units: exactly 10 sell at the campaign price', async () => {
    const c = await publish({}, 2 * HOUR);
    const a = await sku(500);
    const r = await register(c, [{ skuId: String(a.skuId), price: '60.00', stock: 10 }]);
    const [ra = ''] = ids(r);
    expectOk(await review(ra, 'approve'));
    s.clock.advance(2 * HOUR);
    const crowd = await Promise.all(Array.from({ length: 12 }, () => makeBuyer(s.db)));
    const replies = await Promise.all(crowd.map((x) => buy(x.id, [[a.skuId, 3]])));
    expect(replies.every((x) => x.status_.success)).toBe(true);
    const lines = await s.db
      .select({ u: orderItems.campaignUnits })
      .from(orderItems)
      .where(eq(orderItems.campaignRegId, ra));
    // Three orders of three and one of the last unit: what is left is taken, not refused.
    expect(lines.reduce((n, l) => n + l.u, 0)).toBe(10);
    expect(lines.map((l) => l.u).sort()).toEqual([1, 3, 3, 3]);
    const [row] = await s.db.select().from(campaignRegistrations).where(eq(campaignRegistrations.id, ra));
    expect(row?.sold).toBe(10);
  }, 120_000);

  it("another shop's campaign report shows none of this shop's figures", async () => {
    const c = await publish();
    const report = campaignReport.response.parse((await s.call(campaignReport, { campaignId: c }, { cookie })).data);
    expect([report.orders, report.units, report.salesSatang]).toEqual([0, 0, 0]);
  });
});

describe('the demo', () => {
  it('publishes an open campaign and a finished one whose report reads the demo orders sold at its price', async () => {
    const all = campaignList.response.parse((await s.call(campaignList, { scope: 'all' }, { cookie })).data).list;
    const open = all.find((c) => c.name === 'Payday Sale');
    const done = all.find((c) => c.name === 'Mid-month Mega Sale');
    expect(open?.counts).toMatchObject({ pending: 1, approved: 1, rejected: 1 });
    expect(done?.state).toBe('ended');
    const report = campaignReport.response.parse(
      (await s.call(campaignReport, { campaignId: done?.campaignId ?? '' }, { cookie })).data,
    );
    const regs = await s.db
      .select({ id: campaignRegistrations.id })
      .from(campaignRegistrations)
      .where(eq(campaignRegistrations.campaignId, done?.campaignId ?? ''));
    const lines = await s.db
      .select({ orderId: orderItems.orderId, u: orderItems.campaignUnits })
      .from(orderItems)
      .innerJoin(orders, and(eq(orders.shopId, orderItems.shopId), eq(orders.id, orderItems.orderId)))
      .where(
        and(
          inArray(
            orderItems.campaignRegId,
            regs.map((r) => r.id),
          ),
          notInArray(orders.status, ['cancelled', 'system_cancelled']),
        ),
      );
    expect(report.orders).toBeGreaterThan(0);
    expect(report.orders).toBe(new Set(lines.map((l) => l.orderId)).size);
    expect(report.units).toBe(lines.reduce((n, l) => n + l.u, 0));
  });
});
