import { activityAdd, activityInquiry, promoteItemMaintain } from '@sc/contract/calls/activities.ts';
import { fullscaleAdd } from '@sc/contract/calls/fullscale.ts';
import { mktOrderCheckout } from '@sc/contract/calls/marketplace-orders.ts';
import { orderDetailInquiry } from '@sc/contract/calls/orders.ts';
import {
  plusOfferAdd,
  plusOfferInquiry,
  plusOfferList,
  plusOfferPreview,
  plusOfferStop,
} from '@sc/contract/calls/plusmember.ts';
import { couponAdd } from '@sc/contract/calls/promotions.ts';
import { promotionResultsInquiry } from '@sc/contract/calls/results.ts';
import { FUNC } from '@sc/contract/func-codes.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, plusOfferSkus, skus } from '../src/db/schema.ts';
import { DEMO_ACCOUNTS, startTestServer, type TestServer } from './harness.ts';
import { makeBuyer, makeSku, shopIdNamed } from './mkt-orders-kit.ts';
import { expectOk, text } from './orders-kit.ts';

// T Plus member offers (/promotion/plusmember): the name, window and SKU rules at their edges, each
// member price through the price check, one member offer per SKU at a time, states on the clock
// with tab counts, stop; and checkout: a member pays the member price and the line records the
// offer, a non-member pays the normal price; another shop's offers and SKUs never seen.

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
const fieldErrors = (r: Answer) =>
  ((r.status_.fieldErrors ?? []) as { field: string; message: string }[]).map((f) => [f.field, f.message]);

/** A fresh SKU at 100.00 baht. */
const sku = async (price = 10_000) => String((await makeSku(s.db, shopId, { price, stock: 50 })).skuId);
const draft = (skus: { skuId: string; memberPrice: string | number | null }[], over: Record<string, unknown> = {}) => ({
  name: 'ราคาสมาชิก T Plus',
  startTime: at(HOUR),
  endTime: at(DAY),
  skus,
  ...over,
});
const add = (body: ReturnType<typeof draft>, locale: 'en-US' | 'th-TH' | 'zh-CN' = 'en-US') =>
  s.call(plusOfferAdd, body, { cookie, locale });

describe('the member offer’s rules', () => {
  it('wants a name of 1 to 40 characters, a window from now of at most 90 days, start before end', async () => {
    const id = await sku();
    const one = [{ skuId: id, memberPrice: '90.00' }];
    expect(fieldErrors(await add(draft(one, { name: '  ' })))).toEqual([['name', 'Enter the offer name']]);
    expect(fieldErrors(await add(draft(one, { name: 'ก'.repeat(41) })))).toEqual([
      ['name', 'The offer name is at most 40 characters'],
    ]);
    expect(fieldErrors(await add(draft(one, { startTime: at(-2 * MINUTE) })))).toEqual([
      ['startTime', 'The start cannot be in the past'],
    ]);
    // One instant read once: the clock moves between two reads.
    const same = at(DAY);
    expect(fieldErrors(await add(draft(one, { startTime: same, endTime: same })))).toEqual([
      ['endTime', 'The start must be before the end'],
    ]);
    const long = await add(draft(one, { startTime: at(HOUR), endTime: at(HOUR + 90 * DAY + MINUTE) }), 'th-TH');
    expect(fieldErrors(long)).toEqual([['endTime', 'ระยะเวลาข้อเสนอสมาชิกต้องไม่เกิน 90 วัน']]);
    const from = s.clock.now().getTime();
    const exactly = { startTime: new Date(from).toISOString(), endTime: new Date(from + 90 * DAY).toISOString() };
    expectOk(await add(draft(one, { ...exactly, name: 'ก'.repeat(40) })));
  });

  it('wants 1 to 200 SKUs of the shop', async () => {
    expect(fieldErrors(await add(draft([])))).toEqual([['skus', 'Choose at least one SKU']]);
    const many = Array.from({ length: 201 }, (_, i) => ({ skuId: String(900_000_000 + i), memberPrice: 1 }));
    expect(fieldErrors(await add(draft(many)))).toEqual([['skus', 'Choose at most 200 SKUs']]);
    const foreign = await s.foreignId('sku');
    const other = await add(draft([{ skuId: foreign, memberPrice: '1.00' }]));
    expect(other.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
  });

  it('checks each member price: not above the sales price, at least 2% below, above 0; every SKU named at once', async () => {
    const a = await sku();
    const b = await sku();
    const c = await sku();
    const r = await add(
      draft([
        { skuId: a, memberPrice: '100.01' },
        { skuId: b, memberPrice: '98.01' },
        { skuId: c, memberPrice: 0 },
      ]),
    );
    expect(r.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
    expect(fieldErrors(r)).toEqual([
      ['skus.0.memberPrice', text('plusPriceAboveSales', { skuId: a, salesPrice: '100.00' })],
      ['skus.1.memberPrice', text('plusPriceDiscountTooSmall', { skuId: b, min: 2 })],
      ['skus.2.memberPrice', text('plusPriceFree', { skuId: c })],
    ]);
    const missing = await add(draft([{ skuId: a, memberPrice: null }]), 'th-TH');
    expect(fieldErrors(missing)).toEqual([['skus.0.memberPrice', `SKU ${a}: กรุณากรอกราคาสมาชิก`]]);
    // Nothing was written.
    expect(
      await s.db
        .select()
        .from(plusOfferSkus)
        .where(eq(plusOfferSkus.skuId, Number(a))),
    ).toEqual([]);
    // Exactly 2% below and one satang: taken, the deep one with a warning.
    const ok = await add(
      draft([
        { skuId: a, memberPrice: '98.00' },
        { skuId: b, memberPrice: '0.01' },
      ]),
    );
    expectOk(ok);
    expect(ok.data.warnings).toEqual([text('plusPriceDeepDiscount', { skuId: b, percent: 99.99, threshold: 95 })]);
  });

  it('refuses a SKU already in another member offer at an overlapping time, naming both; touching is taken', async () => {
    const id = await sku();
    const one = (memberPrice: string) => [{ skuId: id, memberPrice }];
    expectOk(await add(draft(one('90.00'), { name: 'สมาชิกรอบแรก', startTime: at(HOUR), endTime: at(DAY) })));
    const clash = await add(draft(one('80.00'), { startTime: at(12 * HOUR), endTime: at(2 * DAY) }));
    expect(fieldErrors(clash)).toEqual([['skus.0.skuId', text('plusSkuInOther', { skuId: id, name: 'สมาชิกรอบแรก' })]]);
    expectOk(await add(draft(one('80.00'), { startTime: at(DAY), endTime: at(2 * DAY) })));
  });
});

describe('states and stop', () => {
  it('reads not started, running, ended and stopped from the clock, with tab counts and search', async () => {
    const before = (await s.call(plusOfferList, {}, { cookie })).data.tabCounts as Record<string, number>;
    const a = await add(
      draft([{ skuId: await sku(), memberPrice: 90 }], { name: 'สถานะสมาชิกเอ', endTime: at(3 * HOUR) }),
    );
    const b = await add(draft([{ skuId: await sku(), memberPrice: 90 }], { endTime: at(3 * HOUR) }));
    const idA = String(a.data.offerId);
    const idB = String(b.data.offerId);
    const state = async (offerId: string) => (await s.call(plusOfferInquiry, { offerId }, { cookie })).data.state;
    expect(await state(idA)).toBe('not_started');
    expectOk(await s.call(plusOfferStop, { offerId: idB }, { cookie }));
    expect(await state(idB)).toBe('stopped');
    s.clock.advance(2 * HOUR);
    expect(await state(idA)).toBe('running');
    const list = await s.call(plusOfferList, { tab: 'running', keyword: 'สถานะสมาชิก' }, { cookie });
    expect((list.data.list as { offerId: string }[]).map((r) => r.offerId)).toEqual([idA]);
    const counts = list.data.tabCounts as Record<string, number>;
    expect(counts.stopped).toBe((before.stopped ?? 0) + 1);
    expect(counts.all).toBe((before.all ?? 0) + 2);
    const inquiry = await s.call(plusOfferInquiry, { offerId: idA }, { cookie });
    expect(inquiry.data).toMatchObject({ skuCount: 1, skus: [{ salesPrice: 100, memberPrice: 90 }] });
    s.clock.advance(2 * HOUR);
    expect(await state(idA)).toBe('ended');
    const late = await s.call(plusOfferStop, { offerId: idA }, { cookie });
    expect(late.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
    expect(late.status_.replyText).toBe('This member offer has already ended or been stopped');
  });

  it('never finds another shop’s offer, and needs the promotions function (OMS_FUNC_0019)', async () => {
    const foreign = await s.foreignId('plusoffer');
    for (const r of [
      await s.call(plusOfferInquiry, { offerId: foreign }, { cookie }),
      await s.call(plusOfferStop, { offerId: foreign }, { cookie }),
    ]) {
      expect(r.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    }
    const all = await s.call(plusOfferList, { pageSize: 100 } as never, { cookie });
    expect((all.data.list as { offerId: string }[]).some((o) => o.offerId === foreign)).toBe(false);
    await s.addMember({ shopId, loginAcct: 'plus-coupons-only', funcIds: [FUNC.coupons] });
    const { cookie: couponsOnly } = await s.login('plus-coupons-only');
    expect((await s.call(plusOfferList, {}, { cookie: couponsOnly })).status_.replyCode).toBe(REPLY.NO_PERMISSION.code);
  });
});

describe('checkout with a running member offer', () => {
  const buy = (buyerId: string, skuId: string, quantity: number) =>
    s.call(mktOrderCheckout, { shopId, buyerId, lines: [{ skuId, quantity }], payMethod: 'cod' }, { cookie: op });
  const lineOf = async (orderId: unknown) =>
    (
      await s.db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, Number(orderId)))
    )[0];

  it('a member pays the member price and the line records the offer; a non-member pays the normal price', async () => {
    const id = await sku();
    const r = await add(draft([{ skuId: id, memberPrice: '85.00' }], { startTime: at(MINUTE), endTime: at(DAY) }));
    expectOk(r);
    const offerId = String(r.data.offerId);
    s.clock.advance(2 * MINUTE);
    const member = await makeBuyer(s.db, { groups: ['t_plus'] });
    const paid = await buy(member.id, id, 2);
    expect(paid.data).toMatchObject({ goodsAmount: '200.00', totalAmount: '170.00' });
    expect(await lineOf(paid.data.orderId)).toMatchObject({ discountAmount: 3_000, plusOfferId: offerId });
    const other = await makeBuyer(s.db, { groups: ['student'] });
    const normal = await buy(other.id, id, 2);
    expect(normal.data).toMatchObject({ totalAmount: '200.00' });
    expect(await lineOf(normal.data.orderId)).toMatchObject({ discountAmount: 0, plusOfferId: null });
    expect((await s.call(plusOfferInquiry, { offerId }, { cookie })).data.orderLines).toBe(1);
    // The order page names the offer on the line; its results count the member's order alone.
    const detail = await s.call(orderDetailInquiry, { orderId: paid.data.orderId }, { cookie });
    expect(detail.data.linePromotions).toMatchObject([{ kind: 'plusmember', promotionId: offerId, discount: 30 }]);
    const results = await s.call(promotionResultsInquiry, { kind: 'plusmember', promotionId: offerId }, { cookie });
    expect(results.data.totals).toEqual({ orders: 1, buyers: 1, lines: 1, units: 2, gmv: 170, discount: 30 });
    // After a stop members pay the normal price too.
    expectOk(await s.call(plusOfferStop, { offerId }, { cookie }));
    expect((await buy(member.id, id, 1)).data).toMatchObject({ totalAmount: '100.00' });
  });

  it('beside an activity the lowest unit price wins; a member takes activity stock only below the member price', async () => {
    const id = await sku();
    // An activity at 90.00 (10 units) and a member price of 85.00 over the same hours.
    const act = await s.call(
      activityAdd,
      { name: 'ลดราคาคู่สมาชิก', startTime: at(MINUTE), endTime: at(DAY) },
      { cookie },
    );
    expectOk(act);
    const activityId = String(act.data.activityId);
    expectOk(
      await s.call(
        promoteItemMaintain,
        { activityId, skus: [{ skuId: id, amtPromotion: '90.00', activityStock: 10 }] },
        { cookie },
      ),
    );
    const r = await add(draft([{ skuId: id, memberPrice: '85.00' }], { startTime: at(MINUTE), endTime: at(DAY) }));
    expectOk(r);
    s.clock.advance(2 * MINUTE);
    const member = await makeBuyer(s.db, { groups: ['t_plus'] });
    const paid = await buy(member.id, id, 1);
    expect(paid.data).toMatchObject({ totalAmount: '85.00' });
    expect(await lineOf(paid.data.orderId)).toMatchObject({ activityId: null, plusOfferId: String(r.data.offerId) });
    const other = await makeBuyer(s.db);
    const normal = await buy(other.id, id, 1);
    expect(normal.data).toMatchObject({ totalAmount: '90.00' });
    expect(await lineOf(normal.data.orderId)).toMatchObject({ activityId, plusOfferId: null });
    // Only the non-member's unit left the activity's stock.
    const inquiry = await s.call(activityInquiry, { activityId }, { cookie });
    expect((inquiry.data.skus as { sold: number }[])[0]?.sold).toBe(1);
  });
});

describe('the form’s final price preview', () => {
  it('prices the member price with what stacks and runs now, at the cart where a member pays least a unit, beside what others pay', async () => {
    // ฿200 list, ฿150 cost; a running discount at ฿180; a spend-and-save of ฿30 off from ฿300 on
    // its product; granting now, a members' coupon of ฿25 off from ฿250.
    const made = await makeSku(s.db, shopId, { price: 20_000, stock: 50 });
    const id = String(made.skuId);
    await s.db.update(skus).set({ purchasePrice: 15_000 }).where(eq(skus.id, made.skuId));
    const act = await s.call(
      activityAdd,
      { name: 'ลดราคา 180 สมาชิก', startTime: at(MINUTE), endTime: at(DAY) },
      { cookie },
    );
    expectOk(act);
    expectOk(
      await s.call(
        promoteItemMaintain,
        { activityId: String(act.data.activityId), skus: [{ skuId: id, amtPromotion: '180.00', activityStock: 20 }] },
        { cookie },
      ),
    );
    expectOk(
      await s.call(
        fullscaleAdd,
        {
          name: 'ครบ 300 ลด 30 สมาชิก',
          startTime: at(MINUTE),
          endTime: at(DAY),
          kind: 'amount',
          rewardType: 'amount',
          tiers: [{ threshold: 300, reward: 30 }],
          scope: 'products',
          productIds: [String(made.productId)],
        },
        { cookie },
      ),
    );
    expectOk(
      await s.call(
        couponAdd,
        {
          name: 'คูปองสมาชิกลด 25',
          code: `PLP${Date.now() % 1_000_000}`,
          type: 'amount',
          faceValue: '25.00',
          minSpend: '250.00',
          quantity: 10,
          perPerson: 1,
          grantStart: at(-MINUTE),
          grantEnd: at(DAY),
          validityDays: 30,
          audience: 't_plus',
        },
        { cookie },
      ),
    );
    s.clock.advance(2 * MINUTE);
    const preview = (memberPrice: string) =>
      s.call(plusOfferPreview, { skus: [{ skuId: id, memberPrice }] }, { cookie });
    // ฿160 for members: two (฿320) reach the tier and the members' coupon: ฿265, ฿132.50 a unit,
    // below the ฿150 cost. Others pay the discount's ฿180 for the two, less the tier: ฿330.
    const r = await preview('160.00');
    expectOk(r);
    expect(r.data.list).toEqual([
      {
        skuId: id,
        quantity: 2,
        goodsAmount: 400,
        memberDiscount: 80,
        activityDiscount: 0,
        fullscaleDiscount: 30,
        couponDiscount: 25,
        payAmount: 265,
        unitPrice: 132.5,
        belowPurchase: 'y',
        stacked: [
          { kind: 'fullscale', name: 'ครบ 300 ลด 30 สมาชิก' },
          { kind: 'coupon', name: 'คูปองสมาชิกลด 25' },
        ],
        othersPayAmount: 330,
        othersUnitPrice: 165,
      },
    ]);
    // ฿185 is above the running discount, which the member takes instead: ฿360 − ฿30 − ฿25.
    const above = await preview('185.00');
    expect(above.data.list).toMatchObject([
      {
        quantity: 2,
        memberDiscount: 0,
        activityDiscount: 40,
        payAmount: 305,
        unitPrice: 152.5,
        belowPurchase: 'n',
        stacked: [
          { kind: 'activity', name: 'ลดราคา 180 สมาชิก' },
          { kind: 'fullscale', name: 'ครบ 300 ลด 30 สมาชิก' },
          { kind: 'coupon', name: 'คูปองสมาชิกลด 25' },
        ],
      },
    ]);
    // Nothing is stored, and another shop's SKU is not found.
    expect(await s.db.select().from(plusOfferSkus).where(eq(plusOfferSkus.skuId, made.skuId))).toEqual([]);
    const foreign = await makeSku(s.db, await shopIdNamed(s.db, 'Demo Shop Global'), {});
    const other = await s.call(
      plusOfferPreview,
      { skus: [{ skuId: String(foreign.skuId), memberPrice: '10.00' }] },
      { cookie },
    );
    expect(other.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
  });
});
