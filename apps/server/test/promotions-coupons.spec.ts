import { couponAdd, couponCancel, couponInquiry, couponList } from '@sc/contract/calls/promotions.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { coupons } from '../src/db/schema.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { expectOk, expectRefused, text } from './orders-kit.ts';

// Coupons (/promotion/coupon, createCoupon, couponDetails): every rule of a new coupon at its
// edges, the states on the clock with their tabs, and stopping.

let s: TestServer;
let cookie: string;
let shopId: string;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  s = await startTestServer();
  s.clock.stop();
  const login = await s.login('demo-owner');
  cookie = login.cookie;
  shopId = String(login.data.shopId);
});
afterAll(() => s?.close());

let made = 0;
const at = (ms: number) => new Date(s.clock.now().getTime() + ms).toISOString();
const coupon = (over: Record<string, unknown> = {}) => ({
  name: `ลด 50 บาท ${++made}`,
  code: `SAVE${made}X${Date.now() % 100000}`,
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
});
const add = (over: Record<string, unknown> = {}, locale?: 'th-TH' | 'en-US' | 'zh-CN') =>
  s.call(couponAdd, coupon(over), { cookie, ...(locale ? { locale } : {}) });
const fieldErrors = (r: Awaited<ReturnType<typeof add>>) =>
  (r.status_.fieldErrors ?? []).map((f) => [f.field, f.message]);
const detail = async (couponId: string) => {
  const r = await s.call(couponInquiry, { couponId }, { cookie });
  expectOk(r);
  return r.data as Record<string, unknown>;
};

describe('creating a coupon', () => {
  it('stores an amount coupon with its money in satang and answers it in baht, granting now', async () => {
    const r = await add({ code: 'newyear50' });
    expectOk(r);
    const id = String(r.data.couponId);
    const [row] = await s.db.select().from(coupons).where(eq(coupons.id, id));
    expect(row).toMatchObject({ shopId, code: 'NEWYEAR50', value: 5_000, minSpend: 30_000, quantity: 100 });
    expect(await detail(id)).toMatchObject({
      code: 'NEWYEAR50',
      faceValue: 50,
      percentOff: null,
      minSpend: 300,
      state: 'granting',
      receivedCount: 0,
      usedCount: 0,
      remaining: 100,
    });
  });

  it('stores a percent coupon from 2% to 99% off, and refuses 1% and 100%', async () => {
    for (const percentOff of [2, 99])
      expectOk(await add({ type: 'percent', faceValue: null, percentOff, minSpend: 0 }));
    for (const percentOff of [1, 100]) {
      const r = await add({ type: 'percent', faceValue: null, percentOff });
      expect(r.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
      expect(fieldErrors(r)).toEqual([['percentOff', text('couponPercentInvalid', { min: 2, max: 99 })]]);
    }
  });

  it('refuses a minimum spend equal to the discount and takes one satang more; no threshold is allowed', async () => {
    const equal = await add({ minSpend: '50.00' });
    expect(fieldErrors(equal)).toEqual([['minSpend', text('couponMinSpendNotAboveDiscount', { discount: '50.00' })]]);
    expectOk(await add({ minSpend: '50.01' }));
    expectOk(await add({ minSpend: 0 }));
  });

  it('refuses a code already in the shop, whatever its case, naming the field', async () => {
    expectOk(await add({ code: 'ONCEONLY' }));
    const again = await add({ code: 'onceonly' });
    expect(again.status_.replyCode).toBe(REPLY.ALREADY_EXISTS.code);
    expectRefused(again, 'couponCodeExists', { code: 'ONCEONLY' });
    expect(again.data.field).toBe('code');
  });

  it('refuses codes that are not 4 to 20 letters or digits', async () => {
    for (const code of ['ABC', 'A'.repeat(21), 'SAVE-50', 'ลดราคา50']) {
      expect(fieldErrors(await add({ code }))).toEqual([['code', text('couponCodeInvalid')]]);
    }
    expectOk(await add({ code: `Z${'9'.repeat(19)}` }));
  });

  it('holds quantity to 1 and up, and the per-person limit to 1 to 10 and the quantity', async () => {
    expect(fieldErrors(await add({ quantity: 0 }))).toEqual([
      ['quantity', text('couponQuantityInvalid', { max: 1_000_000 })],
      ['perPerson', text('couponPerPersonInvalid', { max: 10 })],
    ]);
    expectOk(await add({ quantity: 1, perPerson: 1 }));
    expect(fieldErrors(await add({ quantity: 3, perPerson: 4 }))).toEqual([
      ['perPerson', text('couponPerPersonInvalid', { max: 10 })],
    ]);
    expectOk(await add({ quantity: 50, perPerson: 10 }));
    expect(fieldErrors(await add({ quantity: 50, perPerson: 11 }))).toHaveLength(1);
    expect(fieldErrors(await add({ perPerson: 0 }))).toHaveLength(1);
  });

  it('holds the grant window: end after start, not over, at most 90 days', async () => {
    const start = -HOUR;
    // Ends compared to the millisecond come from one read of the clock.
    const base = s.clock.now().getTime();
    const fixed = (ms: number) => new Date(base + ms).toISOString();
    expect(fieldErrors(await add({ grantStart: fixed(start), grantEnd: fixed(start) }))).toEqual([
      ['grantEnd', text('couponGrantEndBeforeStart')],
    ]);
    expect(fieldErrors(await add({ grantStart: at(-2 * DAY), grantEnd: at(0) }))).toEqual([
      ['grantEnd', text('couponGrantEndPast')],
    ]);
    expectOk(await add({ grantStart: fixed(start), grantEnd: fixed(start + 90 * DAY) }));
    expect(fieldErrors(await add({ grantStart: at(start), grantEnd: at(start + 90 * DAY + 1000) }))).toEqual([
      ['grantEnd', text('couponGrantTooLong', { days: 90 })],
    ]);
    expect(fieldErrors(await add({ grantStart: 'tomorrow' }))).toEqual([
      ['grantStart', text('couponGrantTimeRequired')],
    ]);
  });

  it('requires validity days from 1 to 90', async () => {
    expect(fieldErrors(await add({ validityDays: null }))).toEqual([
      ['validityDays', text('couponValidityDaysRequired')],
    ]);
    expect(fieldErrors(await add({ validityDays: 0 }))).toEqual([
      ['validityDays', text('couponValidityDaysInvalid', { days: 90 })],
    ]);
    expect(fieldErrors(await add({ validityDays: 91 }))).toHaveLength(1);
    expectOk(await add({ validityDays: 1 }));
    expectOk(await add({ validityDays: 90 }));
  });

  it('requires a name of at most 40 characters and answers in the user’s language, changing nothing', async () => {
    const before = await s.db.$count(coupons);
    const th = await add({ name: '  ' }, 'th-TH');
    expect(fieldErrors(th)).toEqual([['name', text('couponNameRequired', {}, 'th-TH')]]);
    const zh = await add({ name: 'ก'.repeat(41) }, 'zh-CN');
    expect(fieldErrors(zh)).toEqual([['name', text('couponNameTooLong', { max: 40 }, 'zh-CN')]]);
    expect(await s.db.$count(coupons)).toBe(before);
    expectOk(await add({ name: 'ก'.repeat(40) }));
  });

  it('caps a percent coupon: optional, above 0, below the minimum spend (COUPON_MAX_DISCOUNT_RULE); an amount coupon takes none', async () => {
    const percent = { type: 'percent', faceValue: null, percentOff: 20, minSpend: '300.00' };
    const capped = await add({ ...percent, maxDiscount: '299.99' });
    expectOk(capped);
    const id = String(capped.data.couponId);
    const [row] = await s.db.select().from(coupons).where(eq(coupons.id, id));
    expect(row?.maxDiscount).toBe(29_999);
    expect(await detail(id)).toMatchObject({ percentOff: 20, maxDiscount: 299.99 });
    const uncapped = await add({ ...percent });
    expectOk(uncapped);
    expect((await detail(String(uncapped.data.couponId))).maxDiscount).toBeNull();
    expect(fieldErrors(await add({ ...percent, maxDiscount: '300.00' }))).toEqual([
      ['maxDiscount', text('couponMaxDiscountNotBelowMinSpend', { minSpend: '300.00' })],
    ]);
    expect(fieldErrors(await add({ ...percent, maxDiscount: 0 }))).toEqual([
      ['maxDiscount', text('couponMaxDiscountInvalid', { max: '100000.00' })],
    ]);
    // Without a minimum spend any cap above 0 is taken, one satang included.
    expectOk(await add({ ...percent, minSpend: 0, maxDiscount: '0.01' }));
    expect(fieldErrors(await add({ maxDiscount: '10.00' }))).toEqual([
      ['maxDiscount', text('couponMaxDiscountOnlyPercent')],
    ]);
    const thai = await add({ ...percent, maxDiscount: '500.00' }, 'th-TH');
    expect(thai.status_.fieldErrors?.[0]?.message).toBe('ส่วนลดสูงสุดต้องน้อยกว่ายอดซื้อขั้นต่ำ 300.00 บาท');
  });

  it('keeps the shop’s own picture, none when left empty, and refuses another shop’s or a link off the allowed hosts, storing nothing', async () => {
    const own = `/media/${shopId}/0123456789abcdef0123456789abcdef_w240.png`;
    const r = await add({ imageUrl: own });
    expectOk(r);
    expect((await detail(String(r.data.couponId))).imageUrl).toBe(own);
    const none = await add();
    expect((await detail(String(none.data.couponId))).imageUrl).toBe('');
    const before = await s.db.$count(coupons);
    for (const imageUrl of [
      `/media/${s.other.shopId}/0123456789abcdef0123456789abcdef.png`,
      'https://evil.example/a.png',
      'http://img.alicdn.com/a.jpg',
    ]) {
      const bad = await add({ imageUrl });
      expect(bad.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
      expect(fieldErrors(bad).map(([field]) => field)).toEqual(['imageUrl']);
    }
    expect(await s.db.$count(coupons)).toBe(before);
  });

  it('takes each audience group', async () => {
    for (const audience of ['new_user', 'credit', 't_plus', 'student', 'recent']) {
      const r = await add({ audience });
      expectOk(r);
      expect((await detail(String(r.data.couponId))).audience).toBe(audience);
    }
  });
});

describe('states on the clock, tabs and stopping', () => {
  // The clock runs days ahead here, past a session's life: log in again for each test.
  beforeEach(async () => {
    cookie = (await s.login('demo-owner')).cookie;
  });

  it('moves from not started to granting to ended to expired as time passes', async () => {
    const r = await add({ grantStart: at(DAY), grantEnd: at(3 * DAY), validityDays: 5 });
    const id = String(r.data.couponId);
    const stateAt = async (ms: number) => {
      s.clock.advance(ms);
      cookie = (await s.login('demo-owner')).cookie;
      return (await detail(id)).state;
    };
    expect(await stateAt(0)).toBe('not_started');
    expect(await stateAt(DAY - 1)).toBe('not_started');
    expect(await stateAt(1)).toBe('granting');
    expect(await stateAt(2 * DAY - 1)).toBe('granting');
    expect(await stateAt(1)).toBe('ended');
    expect(await stateAt(5 * DAY - 1)).toBe('ended');
    expect(await stateAt(1)).toBe('expired');
    // Expired: nothing left to stop.
    cookie = (await s.login('demo-owner')).cookie;
    expectRefused(await s.call(couponCancel, { couponId: id }, { cookie }), 'couponNotStoppable');
  });

  it('ends a coupon once all are collected, while its window is still open', async () => {
    const r = await add({ quantity: 2 });
    const id = String(r.data.couponId);
    await s.db.update(coupons).set({ receivedCount: 2 }).where(eq(coupons.id, id));
    expect((await detail(id)).state).toBe('ended');
  });

  it('stops a granting coupon, and cancels one not started as invalid; neither stops twice', async () => {
    const granting = String((await add()).data.couponId);
    const stopped = await s.call(couponCancel, { couponId: granting }, { cookie });
    expectOk(stopped);
    expect(stopped.data.state).toBe('stopped');
    expectRefused(await s.call(couponCancel, { couponId: granting }, { cookie }), 'couponNotStoppable');

    const later = String((await add({ grantStart: at(DAY), grantEnd: at(2 * DAY) })).data.couponId);
    const cancelled = await s.call(couponCancel, { couponId: later }, { cookie });
    expect(cancelled.data.state).toBe('invalid');
    expect((await detail(later)).stoppedAt).not.toBeNull();
  });

  it('lists by tab with counts of the whole shop, searching name or code', async () => {
    const code = `TABS${Date.now() % 100000}`;
    expectOk(await add({ code, name: 'ค้นหาได้' }));
    const all = await s.call(couponList, { page: { pageSize: 100 } }, { cookie });
    expectOk(all);
    const counts = all.data.tabCounts as Record<string, number>;
    const list = all.data.list as { state: string; code: string }[];
    expect(counts.all).toBe((all.data.page as { count: number }).count);
    expect(counts.all).toBe(
      ['not_started', 'granting', 'ended', 'expired', 'stopped', 'invalid'].reduce((n, t) => n + (counts[t] ?? 0), 0),
    );
    for (const tab of ['granting', 'stopped', 'invalid', 'expired'] as const) {
      const r = await s.call(couponList, { tab, page: { pageSize: 100 } }, { cookie });
      const rows = r.data.list as { state: string }[];
      expect(rows.length).toBe(counts[tab]);
      expect(rows.every((c) => c.state === tab)).toBe(true);
    }
    expect(list.length).toBe(counts.all);

    const found = await s.call(couponList, { keyword: code.toLowerCase() }, { cookie });
    expect((found.data.list as { code: string }[]).map((c) => c.code)).toEqual([code]);
    // A search narrows the page, not the tabs.
    expect((found.data.tabCounts as Record<string, number>).all).toBe(counts.all);
  });
});
