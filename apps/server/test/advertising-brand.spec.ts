import { AD_PLAN_PRODUCTS_MAX } from '@sc/contract/advertising.ts';
import {
  addDays,
  BRAND_AD_AHEAD_DAYS,
  BRAND_AD_DAYS_MAX,
  BRAND_AD_HEADLINE_MAX,
  BRAND_AD_PRODUCTS_MAX,
  BRAND_AD_SUBMIT_INTERVAL_MS,
  brandAdMode,
} from '@sc/contract/brand-ads.ts';
import {
  advAccountMast,
  advExpensesRecordList,
  advPlanCheck,
  advPlanMaintenance,
  mktAdTraffic,
} from '@sc/contract/calls/advertising.ts';
import {
  advBrandModeDetail,
  advBrandModeList,
  advBrandPlanAdd,
  advBrandPlanDetail,
  advBrandPlanList,
  advBrandPlanRevoke,
  advBrandPlanUpdate,
  advBrandReportStock,
  advPlanItemList,
  mktBrandPending,
  mktBrandReview,
} from '@sc/contract/calls/brand-ads.ts';
import { FUNC } from '@sc/contract/func-codes.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bangkokDay } from '../src/bangkok-time.ts';
import { DEMO_ACCOUNTS, OTHER, startTestServer, type TestServer } from './harness.ts';
import { shopIdNamed } from './mkt-orders-kit.ts';
import { expectOk, expectRefused } from './orders-kit.ts';

// Brand ads (/activityreport/advertisingregistration, advertisingsubmissionlist,
// advertisingsubmissiondetails): a slot's days from tomorrow to 60 days ahead, at most 30 of them,
// each with a slot left; a headline of at most 40 characters; 1 to 6 of the shop's products on
// sale; the price taken from the ad account at once (refused when it cannot pay) and given back on
// rejection or withdrawal; one submission an hour, none twice for the same days; the operator's
// review with a reason; figures once approved and running; another shop's unreachable. A product
// plan shows 1 to 20 of the shop's products on sale.

const HOUR = BRAND_AD_SUBMIT_INTERVAL_MS;
let s: TestServer;
let me: string;
let op: string;
let demoShop: string;
let productIds: string[];

beforeAll(async () => {
  s = await startTestServer();
  s.clock.stop();
  me = (await s.login(DEMO_ACCOUNTS.owner)).cookie;
  op = (await s.operatorLogin()).cookie;
  demoShop = await shopIdNamed(s.db, 'Demo Shop');
  await setBalance(1_000_000);
  const items = await s.call(advPlanItemList, { page: { pageNum: 1, pageSize: 10 } }, { cookie: me });
  expectOk(items);
  productIds = advPlanItemList.response.parse(items.data).list.map((p) => p.productId);
  expect(productIds.length).toBeGreaterThanOrEqual(BRAND_AD_PRODUCTS_MAX + 1);
});
afterAll(() => s?.close());

async function setBalance(satang: number) {
  await s.db.execute(sql`update ad_accounts set balance = ${satang} where shop_id = ${demoShop}`);
}
const balance = async () =>
  advAccountMast.response.parse((await s.call(advAccountMast, {}, { cookie: me })).data).balance;
const today = () => bangkokDay(s.clock.now());
/** Days pass; the sessions sign in again. */
async function passDays(n: number) {
  s.clock.advance(n * 24 * HOUR);
  me = (await s.login(DEMO_ACCOUNTS.owner)).cookie;
  op = (await s.operatorLogin()).cookie;
}
/** The next submission is allowed: the clock moves past the hour. */
const nextHour = () => s.clock.advance(HOUR);

function draft(over: Record<string, unknown> = {}) {
  return {
    modeId: 'categoryBanner',
    firstDay: addDays(today(), 1),
    lastDay: addDays(today(), 3),
    headline: 'ลดทั้งร้าน',
    imageUrl: 'https://img.alicdn.com/brand.jpg',
    productIds: productIds.slice(0, 2),
    ...over,
  };
}

async function submit(over: Record<string, unknown> = {}) {
  const r = await s.call(advBrandPlanAdd, draft(over), { cookie: me });
  expectOk(r);
  return advBrandPlanAdd.response.parse(r.data);
}

async function review(reportId: string, outcome: 'approve' | 'reject', reason = '') {
  return s.call(mktBrandReview, { shopId: demoShop, reportId, outcome, reason }, { cookie: op });
}

describe('brand ads', () => {
  it('lists the slots and the stock of their days', async () => {
    const modes = advBrandModeList.response.parse((await s.call(advBrandModeList, {}, { cookie: me })).data).list;
    expect(modes.map((m) => m.modeId)).toEqual(['searchTop', 'homeCarousel', 'categoryBanner']);
    expect(modes[0]).toEqual({ modeId: 'searchTop', pricePerDay: 300, slotsPerDay: 2 });
    const detail = advBrandModeDetail.response.parse(
      (await s.call(advBrandModeDetail, { modeId: 'searchTop' }, { cookie: me })).data,
    );
    expect(detail.stock).toHaveLength(BRAND_AD_AHEAD_DAYS);
    expect(detail.stock[0]).toEqual({ day: addDays(today(), 1), slots: 2, left: 2 });
    expect(detail.stock.at(-1)?.day).toBe(addDays(today(), BRAND_AD_AHEAD_DAYS));
    const tooLong = { modeId: 'searchTop', firstDay: addDays(today(), 1), lastDay: addDays(today(), 31) };
    expectRefused(await s.call(advBrandReportStock, tooLong, { cookie: me }), 'brandTooManyDays', { max: 30 });
  });

  it('refuses days, headline and products at their edges, in the user’s language', async () => {
    const t = today();
    expectRefused(await s.call(advBrandPlanAdd, draft({ firstDay: t }), { cookie: me }), 'brandFirstDayTooSoon', {
      day: addDays(t, 1),
    });
    expectRefused(
      await s.call(advBrandPlanAdd, draft({ firstDay: addDays(t, 3), lastDay: addDays(t, 2) }), { cookie: me }),
      'brandLastDayBeforeFirst',
    );
    expectRefused(
      await s.call(advBrandPlanAdd, draft({ firstDay: addDays(t, 40), lastDay: addDays(t, 61) }), { cookie: me }),
      'brandTooFarAhead',
      { day: addDays(t, 60) },
    );
    expectRefused(
      await s.call(advBrandPlanAdd, draft({ firstDay: addDays(t, 1), lastDay: addDays(t, BRAND_AD_DAYS_MAX + 1) }), {
        cookie: me,
        locale: 'en-US',
      }),
      'brandTooManyDays',
      { max: 30 },
      'en-US',
    );
    expectRefused(await s.call(advBrandPlanAdd, draft({ headline: '  ' }), { cookie: me }), 'brandHeadlineRequired');
    expectRefused(
      await s.call(advBrandPlanAdd, draft({ headline: 'ก'.repeat(BRAND_AD_HEADLINE_MAX + 1) }), {
        cookie: me,
        locale: 'zh-CN',
      }),
      'brandHeadlineTooLong',
      { max: 40 },
      'zh-CN',
    );
    expectRefused(await s.call(advBrandPlanAdd, draft({ productIds: [] }), { cookie: me }), 'adProductsRequired');
    expectRefused(
      await s.call(advBrandPlanAdd, draft({ productIds: productIds.slice(0, BRAND_AD_PRODUCTS_MAX + 1) }), {
        cookie: me,
      }),
      'adProductsTooMany',
      { max: 6 },
    );
    const [offShelf] = productIds;
    await s.db.execute(sql`update products set status = 'off_shelf' where id = ${Number(offShelf)}`);
    expectRefused(await s.call(advBrandPlanAdd, draft(), { cookie: me }), 'adProductNotOnSale', {
      productId: String(offShelf),
    });
    await s.db.execute(sql`update products set status = 'on_sale' where id = ${Number(offShelf)}`);
    const [theirs] = (
      (await s.db.execute(
        sql`select id from products where shop_id = ${s.other.shopId} and status = 'on_sale' limit 1`,
      )) as unknown as { rows: { id: string }[] }
    ).rows;
    if (theirs) {
      expectRefused(
        await s.call(advBrandPlanAdd, draft({ productIds: [String(theirs.id)] }), { cookie: me }),
        'adProductNotOnSale',
        {
          productId: String(theirs.id),
        },
      );
    }
    const thirty = await submit({ firstDay: addDays(t, 31), lastDay: addDays(t, 60) });
    expect(thirty).toMatchObject({ state: 'pending', days: BRAND_AD_DAYS_MAX, cost: 30 * 150, phase: null });
    expectOk(await s.call(advBrandPlanRevoke, { reportId: thirty.reportId }, { cookie: me }));
    nextHour();
  });

  it('takes the price from the ad account, refuses what it cannot pay, one submission an hour', async () => {
    const price = (brandAdMode('homeCarousel')?.pricePerDay ?? 0) / 100;
    await setBalance(price * 2 * 100 - 1);
    expectRefused(
      await s.call(advBrandPlanAdd, draft({ modeId: 'homeCarousel', lastDay: addDays(today(), 2) }), { cookie: me }),
      'advBalanceInsufficient',
    );
    await setBalance(price * 2 * 100);
    const ad = await submit({ modeId: 'homeCarousel', lastDay: addDays(today(), 2) });
    expect(ad.cost).toBe(price * 2);
    expect(await balance()).toBe(0);
    const records = advExpensesRecordList.response.parse(
      (await s.call(advExpensesRecordList, { kind: 'brand', page: { pageNum: 1, pageSize: 10 } }, { cookie: me })).data,
    );
    expect(records.list[0]).toMatchObject({ kind: 'brand', amount: -price * 2, balanceAfter: 0 });

    await setBalance(1_000_000);
    s.clock.advance(HOUR - 1);
    const again = await s.call(
      advBrandPlanAdd,
      draft({ firstDay: addDays(today(), 10), lastDay: addDays(today(), 10) }),
      {
        cookie: me,
      },
    );
    expect(again.status_.success).toBe(false);
    expect(again.status_.replyText).toMatch(
      /^At most one submission an hour; submit again after \d{4}-\d\d-\d\d \d\d:\d\d$/,
    );
    s.clock.advance(1);
    // The same days of the same slot already wait: do not submit again.
    expectRefused(
      await s.call(advBrandPlanAdd, draft({ modeId: 'homeCarousel', lastDay: addDays(today(), 1) }), { cookie: me }),
      'brandAlreadyPending',
    );
    // A change to the waiting one is not a new submission, and its price follows its days.
    const changed = await s.call(
      advBrandPlanUpdate,
      { reportId: ad.reportId, ...draft({ modeId: 'homeCarousel', lastDay: addDays(today(), 1) }) },
      { cookie: me },
    );
    expectOk(changed);
    expect(advBrandPlanUpdate.response.parse(changed.data)).toMatchObject({ state: 'pending', days: 1, cost: price });
    // The balance was set to 10,000 baht while two days were held: one day's price comes back.
    expect(await balance()).toBe(10_000 + price);
    expectOk(await s.call(advBrandPlanRevoke, { reportId: ad.reportId }, { cookie: me }));
    expect(await balance()).toBe(10_000 + 2 * price);
  });

  it('holds a day’s slots while waiting or approved: the last one taken, the next refused', async () => {
    nextHour();
    const day = addDays(today(), 5);
    const full = addDays(today(), 8);
    // searchTop has 2 slots a day: the other shop holds one on `day` and both on `full`.
    const hold = (id: string, d: string, state: string) =>
      s.db.execute(sql`insert into brand_ads (shop_id, id, mode_id, state, first_day, last_day, headline, image_url, product_ids, cost, submitted_by, submitted_at, updated_at)
        values (${s.other.shopId}, ${id}, 'searchTop', ${state}, ${d}, ${d}, 'x', 'https://img.alicdn.com/x.jpg', '[]', 0, 'x', now(), now())`);
    await hold('other-holds-a', day, 'approved');
    await hold('other-holds-b', full, 'approved');
    await hold('other-holds-c', full, 'pending');
    expectRefused(
      await s.call(advBrandPlanAdd, draft({ modeId: 'searchTop', firstDay: addDays(today(), 7), lastDay: full }), {
        cookie: me,
      }),
      'brandSoldOut',
      { day: full },
    );
    const mine = await submit({ modeId: 'searchTop', firstDay: addDays(today(), 4), lastDay: day });
    const stock = advBrandReportStock.response.parse(
      (await s.call(advBrandReportStock, { modeId: 'searchTop', firstDay: day, lastDay: day }, { cookie: me })).data,
    );
    expect(stock.list).toEqual([{ day, slots: 2, left: 0 }]);
    // Its own days do not count against a change of it.
    const moved = await s.call(
      advBrandPlanUpdate,
      { reportId: mine.reportId, ...draft({ modeId: 'searchTop', firstDay: day, lastDay: day }) },
      { cookie: me },
    );
    expectOk(moved);
    expect(advBrandPlanUpdate.response.parse(moved.data)).toMatchObject({ days: 1, cost: 300 });
    // Rejected: the slot and the money come back, and the merchant reads the reason.
    const before = await balance();
    expectRefused(await review(mine.reportId, 'reject', '  '), 'brandRejectReasonRequired');
    expectOk(await review(mine.reportId, 'reject', 'ภาพไม่ชัด'));
    expectRefused(await review(mine.reportId, 'approve'), 'brandNotPending');
    expect(await balance()).toBe(before + 300);
    const rejected = advBrandPlanDetail.response.parse(
      (await s.call(advBrandPlanDetail, { reportId: mine.reportId }, { cookie: me })).data,
    );
    expect(rejected).toMatchObject({ state: 'rejected', reason: 'ภาพไม่ชัด', cost: 300 });
    const freed = advBrandReportStock.response.parse(
      (await s.call(advBrandReportStock, { modeId: 'searchTop', firstDay: day, lastDay: day }, { cookie: me })).data,
    );
    expect(freed.list[0]?.left).toBe(1);
    // Sent again after a fix: a submission of its own (the hour counts), waiting for review again.
    const fixed = {
      reportId: mine.reportId,
      ...draft({ modeId: 'searchTop', firstDay: day, lastDay: day, headline: 'ภาพใหม่' }),
    };
    expect((await s.call(advBrandPlanUpdate, fixed, { cookie: me })).status_.success).toBe(false);
    nextHour();
    const resent = await s.call(advBrandPlanUpdate, fixed, { cookie: me });
    expectOk(resent);
    expect(advBrandPlanUpdate.response.parse(resent.data)).toMatchObject({ state: 'pending', reason: null });
    expect(await balance()).toBe(before);
  });

  it('is approved by the operator, runs on its days and shows its figures; the list counts each state', async () => {
    nextHour();
    const ad = await submit({ modeId: 'categoryBanner', firstDay: addDays(today(), 1), lastDay: addDays(today(), 2) });
    const pending = mktBrandPending.response.parse(
      (await s.call(mktBrandPending, { shopId: demoShop }, { cookie: op })).data,
    );
    expect(pending.list.map((p) => p.reportId)).toContain(ad.reportId);
    expectOk(await review(ad.reportId, 'approve'));
    let view = advBrandPlanDetail.response.parse(
      (await s.call(advBrandPlanDetail, { reportId: ad.reportId }, { cookie: me })).data,
    );
    expect(view).toMatchObject({ state: 'approved', phase: 'upcoming', figures: [] });
    expect(view.products.map((p) => p.productId)).toEqual(productIds.slice(0, 2));

    await passDays(1);
    const traffic = await s.call(
      mktAdTraffic,
      { shopId: demoShop, searches: 40, clickRate: 1, orderRate: 1, seed: 7 },
      { cookie: op },
    );
    expectOk(traffic);
    const t = mktAdTraffic.response.parse(traffic.data);
    expect(t.brandImpressions).toBe(40);
    expect(t.brandClicks).toBe(40);
    view = advBrandPlanDetail.response.parse(
      (await s.call(advBrandPlanDetail, { reportId: ad.reportId }, { cookie: me })).data,
    );
    expect(view.phase).toBe('running');
    expect(view.figures).toHaveLength(1);
    expect(view.figures[0]).toMatchObject({
      day: today(),
      impressions: 40,
      clicks: 40,
      ctr: 1,
      spend: 150,
      orders: 40,
    });
    expect(view.total.roas).toBeGreaterThan(0);
    // Running: no longer withdrawn.
    expectRefused(await s.call(advBrandPlanRevoke, { reportId: ad.reportId }, { cookie: me }), 'brandNotRevocable');
    const list = advBrandPlanList.response.parse(
      (await s.call(advBrandPlanList, { state: 'approved', page: { pageNum: 1, pageSize: 10 } }, { cookie: me })).data,
    );
    expect(list.list.map((r) => r.reportId)).toEqual([ad.reportId]);
    expect(list.counts).toMatchObject({ approved: 1, rejected: 0 });
    expect(list.counts.revoked).toBeGreaterThanOrEqual(2);
    await passDays(2);
    view = advBrandPlanDetail.response.parse(
      (await s.call(advBrandPlanDetail, { reportId: ad.reportId }, { cookie: me })).data,
    );
    expect(view).toMatchObject({ phase: 'ended' });
    expect(view.figures).toHaveLength(2);
  });

  it('keeps another shop’s submissions out of reach and needs the advertising function', async () => {
    const foreign = await s.foreignId('brandAd');
    for (const call of [advBrandPlanDetail, advBrandPlanRevoke] as const) {
      const r = await s.call(call, { reportId: foreign }, { cookie: me });
      expect(r.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    }
    const mine = advBrandPlanList.response.parse(
      (await s.call(advBrandPlanList, { page: { pageNum: 1, pageSize: 50 } }, { cookie: me })).data,
    );
    expect(mine.list.map((r) => r.reportId)).not.toContain(foreign);
    await s.addMember({ shopId: demoShop, loginAcct: 'brand-noperm', funcIds: [FUNC.home] });
    const noPerm = (await s.login('brand-noperm')).cookie;
    for (const call of [advBrandModeList, advBrandPlanList] as const) {
      const r = await s.call(call, { page: { pageNum: 1, pageSize: 10 } }, { cookie: noPerm });
      expect(r.status_.replyCode).toBe(REPLY.NO_PERMISSION.code);
    }
    const add = await s.call(advBrandPlanAdd, draft(), { cookie: noPerm });
    expect(add.status_.replyCode).toBe(REPLY.NO_PERMISSION.code);
    const theirs = (await s.login(OTHER.owner)).cookie;
    const r = await s.call(advBrandPlanDetail, { reportId: foreign }, { cookie: theirs });
    expectOk(r);
  });
});

describe('product plans', () => {
  const plan = (over: Record<string, unknown> = {}) => ({
    name: 'สินค้าขายดี',
    type: 'product',
    dailyBudget: '20.00',
    keywords: 'เสื้อ',
    bid: '0.50',
    ...over,
  });

  it('pick 1 to 20 of the shop’s products on sale, and keep them through a change', async () => {
    expectRefused(await s.call(advPlanMaintenance, plan(), { cookie: me }), 'adProductsRequired');
    const many = Array.from({ length: AD_PLAN_PRODUCTS_MAX + 1 }, (_, i) => String(100_000_001 + i));
    expectRefused(await s.call(advPlanMaintenance, plan({ productIds: many }), { cookie: me }), 'adProductsTooMany', {
      max: 20,
    });
    expectRefused(
      await s.call(advPlanMaintenance, plan({ productIds: ['999999999999'] }), { cookie: me, locale: 'th-TH' }),
      'adProductNotOnSale',
      { productId: '999999999999' },
      'th-TH',
    );
    // A search plan takes none.
    expectOk(await s.call(advPlanMaintenance, plan({ type: 'search', name: 'ค้นหา' }), { cookie: me }));
    const made = await s.call(advPlanMaintenance, plan({ productIds: productIds.slice(0, 3) }), { cookie: me });
    expectOk(made);
    const planId = advPlanMaintenance.response.parse(made.data).planId;
    const check = async () =>
      advPlanCheck.response.parse((await s.call(advPlanCheck, { planId }, { cookie: me })).data).products;
    expect((await check()).map((p) => p.productId)).toEqual(productIds.slice(0, 3));
    const change = { planId, ...plan({ productIds: [] }) };
    expectRefused(await s.call(advPlanMaintenance, change, { cookie: me }), 'adProductsRequired');
    expectOk(await s.call(advPlanMaintenance, { ...change, productIds: [productIds[4]] }, { cookie: me }));
    expect((await check()).map((p) => p.productId)).toEqual([productIds[4]]);
  });
});
