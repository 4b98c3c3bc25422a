import {
  fansList,
  fansMessageList,
  fansMessageOptions,
  fansMessageSend,
  fansSummary,
  mktBuyerInbox,
  mktShopFollow,
} from '@sc/contract/calls/fans.ts';
import { mktOrderCheckout } from '@sc/contract/calls/marketplace-orders.ts';
import { couponAdd } from '@sc/contract/calls/promotions.ts';
import {
  BROADCAST_MAX_COUPONS,
  BROADCAST_PRODUCTS_MAX,
  BROADCAST_TEXT_MAX,
  BROADCASTS_PER_MONTH,
} from '@sc/contract/fans.ts';
import { FUNC } from '@sc/contract/func-codes.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bangkokMonthBounds } from '../src/bangkok-time.ts';
import { fanBroadcasts } from '../src/db/schema.ts';
import { DEMO_ACCOUNTS, OTHER, startTestServer, type TestServer } from './harness.ts';
import { makeBuyer, makeSku, shopIdNamed } from './mkt-orders-kit.ts';
import { expectOk, expectRefused } from './orders-kit.ts';

// Fans marketing: a broadcast's rules at their edges (text, coupon, products), at most two a
// Bangkok calendar month with the third refused naming the next month's first day, at the last
// second of a month and the first of the next; delivery to exactly the followers at the moment of
// sending, read from the buyers' inboxes through the simulator; another shop's coupons, followers
// and broadcasts never reached; the fans function needed.

let s: TestServer;
let cookie: string;
let op: string;
let shopId: string;

const HOUR = 60 * 60 * 1000;
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

/** Moves the clock to `to`, logging in afresh (sessions last 7 days). */
async function jumpTo(to: Date) {
  s.clock.advance(to.getTime() - s.clock.now().getTime());
  cookie = (await s.login(DEMO_ACCOUNTS.owner)).cookie;
  op = (await s.operatorLogin()).cookie;
}

/** Moves the clock to an hour into the next Bangkok calendar month: a month with no broadcast yet. */
async function freshMonth() {
  await jumpTo(new Date(bangkokMonthBounds(s.clock.now()).next.getTime() + HOUR));
}

/** A follower made now (a new buyer following through the simulator). */
async function follower(shop = shopId) {
  const buyer = await makeBuyer(s.db);
  expectOk(await s.call(mktShopFollow, { shopId: shop, buyerId: buyer.id }, { cookie: op }));
  return buyer.id;
}

let coupons = 0;
/** A coupon of the shop granting from an hour ago for ten days. */
async function grantingCoupon(over: Record<string, unknown> = {}) {
  coupons += 1;
  const r = await s.call(
    couponAdd,
    {
      name: `คูปองแฟนคลับ ${coupons}`,
      code: `FANS${coupons}X${Date.now() % 100000}`,
      type: 'amount',
      faceValue: '50.00',
      minSpend: '300.00',
      quantity: 100,
      perPerson: 1,
      grantStart: at(-HOUR),
      grantEnd: at(10 * DAY),
      validityDays: 30,
      audience: 'all',
      ...over,
    },
    { cookie },
  );
  expectOk(r);
  return String(r.data.couponId);
}

const send = (body: Record<string, unknown>, locale: 'en-US' | 'th-TH' | 'zh-CN' = 'en-US', as?: string) =>
  s.call(fansMessageSend, { text: 'ลดพิเศษสำหรับแฟนคลับ', ...body }, { cookie: as ?? cookie, locale });

describe('a broadcast’s rules', () => {
  it('refuses no text and 501 characters, takes 500', async () => {
    await freshMonth();
    await follower();
    const productId = String((await makeSku(s.db, shopId)).productId);
    const base = { attachment: 'products', productIds: [productId] };
    expect(fieldErrors(await send({ ...base, text: '   ' }))).toEqual([['text', 'Enter the message to your fans']]);
    expect(fieldErrors(await send({ ...base, text: 'ก'.repeat(BROADCAST_TEXT_MAX + 1) }, 'th-TH'))).toEqual([
      ['text', 'ข้อความยาวได้ไม่เกิน 500 ตัวอักษร'],
    ]);
    expect(fieldErrors(await send({ ...base, text: 'ก'.repeat(BROADCAST_TEXT_MAX) }, 'zh-CN'))).toEqual([]);
    expect((await s.call(fansSummary, {}, { cookie })).data.sentThisMonth).toBe(1);
  });

  it('needs a coupon of the shop being granted now; a foreign one is not found', async () => {
    await freshMonth();
    await follower();
    expect(fieldErrors(await send({ attachment: 'coupon' }))).toEqual([
      ['couponIds', 'Choose a coupon of the shop that is being granted'],
    ]);
    const later = await grantingCoupon({ grantStart: at(DAY), grantEnd: at(5 * DAY) });
    const notYet = await send({ attachment: 'coupon', couponIds: [later] });
    expect(notYet.status_.fieldErrors?.[0]?.field).toBe('couponIds');
    expect(notYet.status_.fieldErrors?.[0]?.message).toMatch(/is not being granted now/);
    const foreign = await s.foreignId('coupon');
    expect((await send({ attachment: 'coupon', couponIds: [foreign] })).status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    const ok = await send({ attachment: 'coupon', couponIds: [await grantingCoupon()] });
    expectOk(ok);
    const options = await s.call(fansMessageOptions, {}, { cookie });
    expect((options.data.coupons as { couponId: string }[]).map((c) => c.couponId)).not.toContain(later);
    expect((options.data.coupons as { couponId: string }[]).map((c) => c.couponId)).not.toContain(foreign);
  });

  it(`carries 1 to ${BROADCAST_MAX_COUPONS} coupons into every follower’s inbox; a fifth is refused in the user’s language, writing nothing`, async () => {
    await freshMonth();
    const buyerId = await follower();
    const four = [await grantingCoupon(), await grantingCoupon(), await grantingCoupon(), await grantingCoupon()];
    const fifth = [...four, await grantingCoupon()];
    const before = await s.db.$count(fanBroadcasts);
    const refusals = [
      ['th-TH', 'เลือกคูปองได้ไม่เกิน 4 ใบ'],
      ['en-US', 'Choose at most 4 coupons'],
      ['zh-CN', '最多选择 4 张优惠券'],
    ] as const;
    for (const [locale, message] of refusals) {
      expect(fieldErrors(await send({ attachment: 'coupon', couponIds: fifth }, locale))).toEqual([
        ['couponIds', message],
      ]);
    }
    expect(await s.db.$count(fanBroadcasts)).toBe(before);
    // The same coupon twice is one.
    const sent = await send({ attachment: 'coupon', couponIds: [...four, four[0]] });
    expectOk(sent);
    const inbox = (await s.call(mktBuyerInbox, { buyerId }, { cookie: op })).data.list as {
      broadcastId: string;
      coupons: { couponId: string; name: string }[];
    }[];
    expect(inbox[0]?.broadcastId).toBe(sent.data.broadcastId);
    expect(inbox[0]?.coupons.map((c) => c.couponId)).toEqual(four);
    expect(inbox[0]?.coupons[0]?.name).toMatch(/คูปองแฟนคลับ/);
  });

  it('takes 1 to 6 products on sale of the shop; refuses none, 7, one off the shelf and another shop’s', async () => {
    await freshMonth();
    await follower();
    const ids: string[] = [];
    for (let i = 0; i <= BROADCAST_PRODUCTS_MAX; i++) ids.push(String((await makeSku(s.db, shopId)).productId));
    expect(fieldErrors(await send({ attachment: 'products', productIds: [] }))).toEqual([
      ['productIds', 'Choose at least one product'],
    ]);
    expect(fieldErrors(await send({ attachment: 'products', productIds: ids }, 'th-TH'))).toEqual([
      ['productIds', 'เลือกสินค้าได้ไม่เกิน 6 รายการ'],
    ]);
    const off = String((await makeSku(s.db, shopId, { status: 'off_shelf' })).productId);
    expect(fieldErrors(await send({ attachment: 'products', productIds: [ids[0], off] }))).toEqual([
      ['productIds', `Product ${off} is not on sale; choose products on sale`],
    ]);
    const theirs = String((await makeSku(s.db, s.other.shopId)).productId);
    expect(fieldErrors(await send({ attachment: 'products', productIds: [theirs] }))).toEqual([
      ['productIds', `Product ${theirs} is not on sale; choose products on sale`],
    ]);
    expect((await s.call(fansSummary, {}, { cookie })).data.sentThisMonth).toBe(0);
    const six = await send({ attachment: 'products', productIds: ids.slice(0, BROADCAST_PRODUCTS_MAX) });
    expectOk(six);
    const history = await s.call(fansMessageList, { page: { pageSize: 1 } }, { cookie });
    expect(history.data.list).toMatchObject([
      { broadcastId: six.data.broadcastId, attachment: 'products', coupons: [] },
    ]);
    expect((history.data.list as { products: unknown[] }[])[0]?.products).toHaveLength(BROADCAST_PRODUCTS_MAX);
  });
});

describe('twice a calendar month, Bangkok time', () => {
  it('refuses the third naming the next month’s first day, up to the month’s last second; the first second of the next takes one', async () => {
    await freshMonth();
    await follower();
    const { next } = bangkokMonthBounds(s.clock.now());
    const nextDay = new Date(next.getTime() + 7 * HOUR).toISOString().slice(0, 10);
    const body = { attachment: 'coupon', couponIds: [await grantingCoupon({ grantEnd: at(80 * DAY) })] };
    for (let i = 0; i < BROADCASTS_PER_MONTH; i++) expectOk(await send(body));
    expectRefused(await send(body), 'fansMonthlyLimit', { max: BROADCASTS_PER_MONTH, date: nextDay });
    expectRefused(await send(body, 'th-TH'), 'fansMonthlyLimit', { max: 2, date: nextDay }, 'th-TH');
    expect((await s.call(fansSummary, {}, { cookie })).data).toMatchObject({
      perMonth: 2,
      sentThisMonth: 2,
      nextAllowedDate: nextDay,
    });
    // The last second of the month (23:59:59 Bangkok): still refused, nothing written.
    await jumpTo(new Date(next.getTime() - 1000));
    expectRefused(await send(body), 'fansMonthlyLimit', { max: 2, date: nextDay });
    expect((await s.call(fansMessageList, { page: { pageSize: 50 } }, { cookie })).data.page).toMatchObject({
      count: expect.any(Number),
    });
    // The first second of the next month (00:00:00 Bangkok, 17:00 UTC the day before).
    s.clock.advance(1000);
    expect(s.clock.now().toISOString()).toBe(next.toISOString());
    expect(s.clock.now().getUTCHours()).toBe(17);
    expectOk(await send(body));
    expect((await s.call(fansSummary, {}, { cookie })).data).toMatchObject({ sentThisMonth: 1, nextAllowedDate: null });
    // A broadcast at that month's last second counts in it.
    const { next: after } = bangkokMonthBounds(s.clock.now());
    await jumpTo(new Date(after.getTime() - 1000));
    expectOk(await send(body));
    expect((await send(body)).status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
    s.clock.advance(1000);
    expectOk(await send(body));
  });

  it('lets only one of two sends at once take the month’s last broadcast', async () => {
    await freshMonth();
    await follower();
    const body = { attachment: 'coupon', couponIds: [await grantingCoupon()] };
    expectOk(await send(body));
    const both = await Promise.all([send(body), send(body)]);
    expect(both.filter((r) => r.status_.success)).toHaveLength(1);
    expect((await s.call(fansSummary, {}, { cookie })).data.sentThisMonth).toBe(BROADCASTS_PER_MONTH);
  });
});

describe('delivery to the followers at the moment of sending', () => {
  it('reaches exactly the buyers following then; one who follows later does not get it; the list shows them', async () => {
    await freshMonth();
    const a = await follower();
    s.clock.advance(1000);
    const b = await follower();
    const stranger = (await makeBuyer(s.db)).id;
    const sku = await makeSku(s.db, shopId, { stock: 10 });
    expectOk(
      await s.call(
        mktOrderCheckout,
        { shopId, buyerId: a, lines: [{ skuId: String(sku.skuId), quantity: 1 }], payMethod: 'cod' },
        { cookie: op },
      ),
    );
    const followers = Number((await s.call(fansSummary, {}, { cookie })).data.followers);
    const sent = await send({ text: 'โปรแฟนคลับเดือนนี้', attachment: 'coupon', couponIds: [await grantingCoupon()] });
    expectOk(sent);
    expect(sent.data.delivered).toBe(followers);
    s.clock.advance(HOUR);
    const late = await follower();

    const inbox = async (buyerId: string) =>
      (await s.call(mktBuyerInbox, { buyerId }, { cookie: op })).data.list as { broadcastId: string; text: string }[];
    for (const buyerId of [a, b]) {
      expect((await inbox(buyerId)).map((m) => m.broadcastId)).toEqual([sent.data.broadcastId]);
    }
    expect(await inbox(stranger)).toEqual([]);
    expect(await inbox(late)).toEqual([]);
    const [first] = await inbox(a);
    expect(first).toMatchObject({ text: 'โปรแฟนคลับเดือนนี้', shopId, attachment: 'coupon' });

    const fans = await s.call(fansList, { page: { pageSize: 3 } }, { cookie });
    expect(fans.data.page).toMatchObject({ count: followers + 1 });
    const rows = fans.data.list as { buyerId: string; orderCount: number; nickname: string }[];
    expect(rows.map((r) => r.buyerId)).toEqual([late, b, a]);
    expect(rows.find((r) => r.buyerId === a)?.orderCount).toBe(1);
    expect(rows.find((r) => r.buyerId === b)?.orderCount).toBe(0);
    expect(rows[0]?.nickname).toMatch(/ผู้ซื้อทดสอบ/);
  });

  it('refuses a shop without followers and writes nothing', async () => {
    const otherOwner = (await s.login(OTHER.owner)).cookie;
    const productId = String((await makeSku(s.db, s.other.shopId)).productId);
    const r = await send({ attachment: 'products', productIds: [productId] }, 'en-US', otherOwner);
    expectRefused(r, 'fansNoFollowers');
    expect((await s.call(fansMessageList, {}, { cookie: otherOwner })).data.list).toEqual([]);
  });
});

describe('another shop and permissions', () => {
  it('never shows another shop’s followers or broadcasts', async () => {
    await freshMonth();
    const otherOwner = (await s.login(OTHER.owner)).cookie;
    const theirFollower = await follower(s.other.shopId);
    const productId = String((await makeSku(s.db, s.other.shopId)).productId);
    const theirs = await send(
      { text: 'ของร้านอื่น', attachment: 'products', productIds: [productId] },
      'en-US',
      otherOwner,
    );
    expectOk(theirs);
    const ours = await s.call(fansMessageList, { page: { pageSize: 100 } }, { cookie });
    expect((ours.data.list as { broadcastId: string }[]).map((b) => b.broadcastId)).not.toContain(
      theirs.data.broadcastId,
    );
    const fans = await s.call(fansList, { page: { pageSize: 100 } }, { cookie });
    expect((fans.data.list as { buyerId: string }[]).map((f) => f.buyerId)).not.toContain(theirFollower);
    // Their broadcast does not use up ours.
    expect((await s.call(fansSummary, {}, { cookie })).data.sentThisMonth).toBe(0);
  });

  it('needs the fans marketing function (OMS_FUNC_0050)', async () => {
    await s.addMember({ shopId, loginAcct: 'fans-promotions-only', funcIds: [FUNC.promotions] });
    const { cookie: promotionsOnly } = await s.login('fans-promotions-only');
    for (const r of [
      await s.call(fansSummary, {}, { cookie: promotionsOnly }),
      await s.call(fansList, {}, { cookie: promotionsOnly }),
      await s.call(fansMessageList, {}, { cookie: promotionsOnly }),
      await send({ attachment: 'coupon', couponIds: [await grantingCoupon()] }, 'en-US', promotionsOnly),
    ]) {
      expect(r.status_.replyCode).toBe(REPLY.NO_PERMISSION.code);
    }
    await s.addMember({ shopId, loginAcct: 'fans-only', funcIds: [FUNC.fansMarketing] });
    const { cookie: fansOnly } = await s.login('fans-only');
    expectOk(await s.call(fansSummary, {}, { cookie: fansOnly }));
  });
});
