import { followCardAdd, followCardInquiry, followCardList, followCardStop } from '@sc/contract/calls/follow.ts';
import { mktCouponCollect, mktOrderCheckout } from '@sc/contract/calls/marketplace-orders.ts';
import { couponAdd, couponList } from '@sc/contract/calls/promotions.ts';
import { FOLLOW_COUPON_CODE_PREFIX } from '@sc/contract/follow.ts';
import { FUNC } from '@sc/contract/func-codes.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followShop } from '../src/areas/promotions/index.ts';
import type { Tx } from '../src/db/client.ts';
import { buyers, coupons, shopFollows } from '../src/db/schema.ts';
import { ShopScope } from '../src/db/tenant.ts';
import { randomSource } from '../src/marketplace/buyers.ts';
import { followsNow, simulateOrders } from '../src/marketplace/order-simulate.ts';
import { DEMO_ACCOUNTS, startTestServer, type TestServer } from './harness.ts';
import { makeBuyer, makeSku, shopIdNamed } from './mkt-orders-kit.ts';
import { expectOk, text } from './orders-kit.ts';

// The follow-shop coupon (/promotion/attention): the coupon rules with fewer fields, at most one
// follow coupon granting at a time, the follow checked when a buyer collects, the follower count
// and the running coupon's counts; another shop's follow coupons and followers never seen.

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

// Each follow coupon gets a grant window of its own, from 100 days out, so none overlaps another
// test's unless the test means it to.
let slot = 0;
const ownWindow = () => {
  slot += 1;
  const start = 100 * DAY + slot * 2 * DAY;
  return { grantStart: at(start), grantEnd: at(start + DAY) };
};
const draft = (over: Record<string, unknown> = {}) => ({
  name: `ติดตามร้านรับส่วนลด ${slot + 1}`,
  type: 'amount',
  faceValue: '20.00',
  minSpend: '200.00',
  quantity: 100,
  ...ownWindow(),
  validityDays: 7,
  ...over,
});
const add = (over: Record<string, unknown> = {}, locale: 'en-US' | 'th-TH' | 'zh-CN' = 'en-US') =>
  s.call(followCardAdd, draft(over), { cookie, locale });
const follow = (buyerId: string, shop = shopId) =>
  s.db.transaction((tx) => followShop(new ShopScope(tx as unknown as Tx, shop), buyerId, s.clock.now()));
const collect = (buyerId: string, couponId: string, locale: 'en-US' | 'th-TH' = 'en-US') =>
  s.call(mktCouponCollect, { shopId, buyerId, couponId }, { cookie: op, locale });

describe('the follow coupon’s rules', () => {
  it('is a coupon of channel follow with a made code, one per follower, all buyers; kept out of the coupon list', async () => {
    const r = await add();
    expectOk(r);
    const id = String(r.data.couponId);
    const [row] = await s.db.select().from(coupons).where(eq(coupons.id, id));
    expect(row).toMatchObject({ shopId, channel: 'follow', perPerson: 1, audience: 'all', value: 2_000 });
    expect(row?.code.startsWith(FOLLOW_COUPON_CODE_PREFIX)).toBe(true);
    const inquiry = await s.call(followCardInquiry, { couponId: id }, { cookie });
    expect(inquiry.data).toMatchObject({ state: 'not_started', faceValue: 20, minSpend: 200, perPerson: 1 });
    const listed = await s.call(couponList, { tab: 'all', keyword: String(row?.code) }, { cookie });
    expect(listed.data.list).toEqual([]);
  });

  it('holds the coupon rules at their edges: minimum spend above the amount, 2–99%, cap below the minimum spend', async () => {
    expect(fieldErrors(await add({ minSpend: '20.00' }))).toEqual([
      ['minSpend', text('couponMinSpendNotAboveDiscount', { discount: '20.00' })],
    ]);
    expectOk(await add({ minSpend: '20.01' }));
    const percent = { type: 'percent', faceValue: null, percentOff: 10 };
    expectOk(await add({ ...percent, maxDiscount: '199.99' }));
    expect(fieldErrors(await add({ ...percent, maxDiscount: '200.00' }))).toEqual([
      ['maxDiscount', text('couponMaxDiscountNotBelowMinSpend', { minSpend: '200.00' })],
    ]);
    expect(fieldErrors(await add({ ...percent, percentOff: 1 }))).toEqual([
      ['percentOff', text('couponPercentInvalid', { min: 2, max: 99 })],
    ]);
    expect(fieldErrors(await add({ quantity: 0 }))[0]?.[0]).toBe('quantity');
    expect(fieldErrors(await add({ validityDays: 91 }))[0]?.[0]).toBe('validityDays');
    const start = 300 * DAY;
    expect(fieldErrors(await add({ grantStart: at(start), grantEnd: at(start + 90 * DAY + MINUTE) }))).toEqual([
      ['grantEnd', text('couponGrantTooLong', { days: 90 })],
    ]);
    const thai = await add({ name: '' }, 'th-TH');
    expect(fieldErrors(thai)).toEqual([['name', 'กรุณากรอกชื่อคูปอง']]);
  });

  it('grants one at a time: an overlapping window is refused naming the other; touching or after a stop is taken', async () => {
    const start = 200 * DAY;
    const first = await add({ name: 'ติดตามรับ 20', grantStart: at(start), grantEnd: at(start + DAY) });
    expectOk(first);
    const clash = await add({ grantStart: at(start + HOUR), grantEnd: at(start + 2 * DAY) });
    expect(clash.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
    expect(clash.status_.replyText).toBe(
      'The follow coupon "ติดตามรับ 20" already grants at that time; one follow coupon grants at a time',
    );
    const thai = await add({ grantStart: at(start - HOUR), grantEnd: at(start + 1) }, 'th-TH');
    expect(thai.status_.replyText).toBe(text('followCouponOverlap', { name: 'ติดตามรับ 20' }, 'th-TH'));
    expectOk(await add({ grantStart: at(start + DAY), grantEnd: at(start + 2 * DAY) }));
    expectOk(await s.call(followCardStop, { couponId: String(first.data.couponId) }, { cookie }));
    expectOk(await add({ grantStart: at(start + HOUR), grantEnd: at(start + 2 * HOUR) }));
    // A shop coupon at the same time is no follow coupon and does not count.
    const shopCoupon = await s.call(
      couponAdd,
      {
        name: 'คูปองร้าน',
        code: `SHOP${Date.now() % 100_000}`,
        type: 'amount',
        faceValue: '10.00',
        minSpend: '100.00',
        quantity: 10,
        perPerson: 1,
        grantStart: at(start + 10 * DAY),
        grantEnd: at(start + 11 * DAY),
        validityDays: 7,
      },
      { cookie },
    );
    expectOk(shopCoupon);
    expectOk(await add({ grantStart: at(start + 10 * DAY), grantEnd: at(start + 11 * DAY) }));
  });
});

describe('collecting: followers only', () => {
  it('a non-follower cannot collect, in the buyer’s language; once following, one each; the screen counts it', async () => {
    const before = await s.call(followCardList, {}, { cookie });
    expectOk(before);
    const r = await add({ grantStart: at(-MINUTE), grantEnd: at(HOUR), quantity: 5 });
    expectOk(r);
    const couponId = String(r.data.couponId);
    const b = await makeBuyer(s.db);
    const refused = await collect(b.id, couponId);
    expect(refused.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
    expect(refused.status_.replyText).toBe('This coupon is for the shop’s followers only');
    expect((await collect(b.id, couponId, 'th-TH')).status_.replyText).toBe('คูปองนี้สำหรับผู้ติดตามร้านเท่านั้น');
    // Nothing was taken by the refusals.
    expect((await s.call(followCardInquiry, { couponId }, { cookie })).data).toMatchObject({ receivedCount: 0 });

    const first = await follow(b.id);
    s.clock.advance(MINUTE);
    const again = await follow(b.id);
    expect(again.since).toEqual(first.since);
    expectOk(await collect(b.id, couponId));
    expect((await collect(b.id, couponId)).status_.replyText).toBe(text('couponPerPersonReached', { max: 1 }));

    // The follower uses it: the screen shows followers, the granting coupon, received and used.
    const { skuId } = await makeSku(s.db, shopId, { price: 30_000, stock: 10 });
    const order = await s.call(
      mktOrderCheckout,
      { shopId, buyerId: b.id, lines: [{ skuId: String(skuId), quantity: 1 }], payMethod: 'cod' },
      { cookie: op },
    );
    expect(order.data).toMatchObject({ goodsAmount: '300.00', totalAmount: '280.00' });
    const after = await s.call(followCardList, { tab: 'granting' }, { cookie });
    expect(after.data.followers).toBe(Number(before.data.followers) + 1);
    expect(after.data.granting).toMatchObject({ couponId, receivedCount: 1, usedCount: 1, remaining: 4 });
    expect((after.data.list as { couponId: string }[]).map((c) => c.couponId)).toEqual([couponId]);
    // A stop: followers collect no more.
    expectOk(await s.call(followCardStop, { couponId }, { cookie }));
    const late = await makeBuyer(s.db);
    await follow(late.id);
    expect((await collect(late.id, couponId)).status_.replyText).toBe(text('couponNotGranting'));
    const stopped = await s.call(followCardStop, { couponId }, { cookie });
    expect(stopped.status_.replyText).toBe(text('couponNotStoppable'));
  });

  it('a follow of another shop does not count here', async () => {
    const r = await add({ grantStart: at(-MINUTE), grantEnd: at(HOUR), quantity: 5 });
    // The running one of the test before was stopped, so this one may grant now.
    expectOk(r);
    const b = await makeBuyer(s.db);
    const other = await s.foreignId('shop');
    await follow(b.id, other);
    expect((await collect(b.id, String(r.data.couponId))).status_.replyText).toBe(text('followCouponNotFollower'));
    expectOk(await s.call(followCardStop, { couponId: String(r.data.couponId) }, { cookie }));
  });

  it('a percent follow coupon takes no more than its cap at checkout', async () => {
    const r = await add({
      type: 'percent',
      faceValue: null,
      percentOff: 50,
      maxDiscount: '40.00',
      minSpend: '100.00',
      grantStart: at(-MINUTE),
      grantEnd: at(HOUR),
    });
    expectOk(r);
    const couponId = String(r.data.couponId);
    const b = await makeBuyer(s.db);
    await follow(b.id);
    expectOk(await collect(b.id, couponId));
    const { skuId } = await makeSku(s.db, shopId, { price: 20_000, stock: 10 });
    const order = await s.call(
      mktOrderCheckout,
      { shopId, buyerId: b.id, lines: [{ skuId: String(skuId), quantity: 1 }], payMethod: 'cod' },
      { cookie: op },
    );
    // 50% of 200.00 is 100.00; the cap holds it to 40.00.
    expect(order.data).toMatchObject({ goodsAmount: '200.00', totalAmount: '160.00' });
    expectOk(await s.call(followCardStop, { couponId }, { cookie }));
  });

  it('the simulator’s buyers follow now and then, read from the phone and the order’s place', async () => {
    const hits = Array.from({ length: 40 }, (_, i) => followsNow({ phone: '0812345678' }, i)).filter(Boolean);
    expect(hits.length).toBe(10);
    // A run of the simulator: some of its buyers follow the shop, some of them T Plus members.
    const before = await s.db.$count(shopFollows, eq(shopFollows.shopId, shopId));
    await makeSku(s.db, shopId, { price: 10_000, stock: 500 });
    const random = randomSource(11);
    await s.db.transaction((tx) =>
      simulateOrders(new ShopScope(tx as unknown as Tx, shopId), {
        orders: 20,
        payRatio: 0,
        now: s.clock.now(),
        random,
      }),
    );
    expect(await s.db.$count(shopFollows, eq(shopFollows.shopId, shopId))).toBeGreaterThan(before);
    const crowd = await s.db.select({ groups: buyers.groups }).from(buyers);
    expect(crowd.some((b) => b.groups.includes('t_plus'))).toBe(true);
  });
});

describe('another shop and the permission', () => {
  it('never sees another shop’s follow coupons or followers, nor takes a shop coupon for a follow one', async () => {
    const foreign = await s.foreignId('coupon');
    for (const r of [
      await s.call(followCardInquiry, { couponId: foreign }, { cookie }),
      await s.call(followCardStop, { couponId: foreign }, { cookie }),
    ]) {
      expect(r.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    }
    // The other shop's follow coupon and follower.
    const other = await s.foreignId('shop');
    const [theirs] = await s.db.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, foreign));
    await s.db
      .update(coupons)
      .set({ channel: 'follow' })
      .where(eq(coupons.id, theirs?.id ?? ''));
    const b = await makeBuyer(s.db);
    await follow(b.id, other);
    const mine = await s.call(followCardList, {}, { cookie });
    expect((mine.data.list as { couponId: string }[]).some((c) => c.couponId === foreign)).toBe(false);
    const counted = await s.db.select().from(shopFollows).where(eq(shopFollows.shopId, shopId));
    expect(mine.data.followers).toBe(counted.length);
    expect((await s.call(followCardInquiry, { couponId: foreign }, { cookie })).status_.replyCode).toBe(
      REPLY.NOT_FOUND.code,
    );
    // A coupon of /promotion/coupon is not a follow coupon.
    const shopCoupon = await s.call(
      couponAdd,
      {
        name: 'คูปองร้านทั่วไป',
        code: `PLAIN${Date.now() % 100_000}`,
        type: 'amount',
        faceValue: '10.00',
        minSpend: '100.00',
        quantity: 10,
        perPerson: 1,
        grantStart: at(HOUR),
        grantEnd: at(DAY),
        validityDays: 7,
      },
      { cookie },
    );
    const plain = String(shopCoupon.data.couponId);
    expect((await s.call(followCardStop, { couponId: plain }, { cookie })).status_.replyCode).toBe(
      REPLY.NOT_FOUND.code,
    );
  });

  it('needs the promotions function (OMS_FUNC_0019)', async () => {
    await s.addMember({ shopId, loginAcct: 'follow-coupons-only', funcIds: [FUNC.coupons] });
    const { cookie: couponsOnly } = await s.login('follow-coupons-only');
    expect((await s.call(followCardList, {}, { cookie: couponsOnly })).status_.replyCode).toBe(
      REPLY.NO_PERMISSION.code,
    );
    expect((await s.call(followCardAdd, draft(), { cookie: couponsOnly })).status_.replyCode).toBe(
      REPLY.NO_PERMISSION.code,
    );
  });
});
