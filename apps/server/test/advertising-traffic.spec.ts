import { AD_SETTINGS_EFFECT_MS, AD_STATS_DAYS } from '@sc/contract/advertising.ts';
import {
  advAccountMast,
  advAccountOpen,
  advDataStatisticsRecords,
  advExpensesRecordList,
  advPlanCheck,
  advPlanMaintenance,
  advPlanStatusUpdate,
  mktAdTraffic,
} from '@sc/contract/calls/advertising.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bangkokDay, bangkokDayStart } from '../src/bangkok-time.ts';
import { DEMO_ACCOUNTS, OTHER, startTestServer, type TestServer } from './harness.ts';
import { shopIdNamed } from './mkt-orders-kit.ts';
import { expectOk, expectRefused } from './orders-kit.ts';

// Buyers on the marketplace (/oms/mkt/adv/traffic/simulate): a second-price auction fills the ad
// slots; a click costs the bid below plus 0.01 baht and is charged atomically. 50 buyers clicking
// at once on PostgreSQL never spend past a plan's daily budget nor past the balance (the plan whose
// balance ran out stops with the §8 message refused on continue until a recharge); a used-up daily
// budget restarts the next Bangkok day; the statistics per day add up to the charges.

let s: TestServer;
let op: string;
let mine: string;
let theirs: string;
let demoShop: string;

beforeAll(async () => {
  s = await startTestServer();
  s.clock.stop();
  op = (await s.operatorLogin()).cookie;
  mine = (await s.login(OTHER.owner)).cookie;
  theirs = (await s.login(DEMO_ACCOUNTS.owner)).cookie;
  demoShop = await shopIdNamed(s.db, 'Demo Shop');
  for (const cookie of [mine, theirs]) {
    const mast = advAccountMast.response.parse((await s.call(advAccountMast, {}, { cookie })).data);
    if (mast.opened === 'n') expectOk(await s.call(advAccountOpen, {}, { cookie }));
  }
  await setBalance(s.other.shopId, 100_000);
  await setBalance(demoShop, 100_000);
});
afterAll(() => s?.close());

async function setBalance(shopId: string, satang: number) {
  await s.db.execute(sql`update ad_accounts set balance = ${satang} where shop_id = ${shopId}`);
}
async function balanceOf(shopId: string): Promise<number> {
  const r = (await s.db.execute(sql`select balance from ad_accounts where shop_id = ${shopId}`)) as unknown as {
    rows: { balance: string }[];
  };
  return Number(r.rows[0]?.balance);
}

async function plan(cookie: string, name: string, keywords: string, bid: string, dailyBudget = '20.00') {
  const r = await s.call(advPlanMaintenance, { name, type: 'search', dailyBudget, keywords, bid }, { cookie });
  expectOk(r);
  return advPlanMaintenance.response.parse(r.data).planId;
}
const check = async (cookie: string, planId: string) =>
  advPlanCheck.response.parse((await s.call(advPlanCheck, { planId }, { cookie })).data);

/** 50 buyers searching `keyword` at once, each clicking an ad. */
async function rush(keyword: string) {
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      s.call(mktAdTraffic, { keyword, searches: 1, clickRate: 1, orderRate: 0.5, seed: i + 1 }, { cookie: op }),
    ),
  );
  for (const a of answers) expectOk(a);
  return answers.map((a) => mktAdTraffic.response.parse(a.data));
}

describe('ad traffic', () => {
  it('serves a plan only once its settings take effect', async () => {
    const planId = await plan(mine, 'later', 'zzlater', '2.00');
    const early = await s.call(mktAdTraffic, { keyword: 'zzlater', searches: 5, clickRate: 1 }, { cookie: op });
    expect(mktAdTraffic.response.parse(early.data).impressions).toBe(0);
    s.clock.advance(AD_SETTINGS_EFFECT_MS);
    const served = await s.call(mktAdTraffic, { keyword: 'zzlater', searches: 5, clickRate: 0 }, { cookie: op });
    expect(mktAdTraffic.response.parse(served.data).impressions).toBe(5);
    expect((await check(mine, planId)).keywords[0]?.impressions).toBe(5);
  });

  it('never spends past the daily budget with 50 buyers clicking at once, and restarts it the next day', async () => {
    const planId = await plan(mine, 'budget', 'zzbudget', '5.00', '20.00');
    await plan(theirs, 'runner-up', 'zzbudget', '4.99', '500.00');
    s.clock.advance(AD_SETTINGS_EFFECT_MS);
    const before = await balanceOf(s.other.shopId);
    await rush('zzbudget');
    const after = await check(mine, planId);
    // A click on the top slot costs the runner-up's bid plus 0.01: 5.00 baht, so four clicks fill 20 baht.
    expect(after.spentToday).toBe(20);
    expect(after).toMatchObject({ status: 'budgetUsedUp', budgetUsed: 'daily' });
    expect(before - (await balanceOf(s.other.shopId))).toBe(2000);
    const clicks = advExpensesRecordList.response.parse(
      (await s.call(advExpensesRecordList, { kind: 'click' }, { cookie: mine })).data,
    );
    expect(clicks.list.filter((t) => t.planId === planId).map((t) => t.amount)).toEqual([-5, -5, -5, -5]);

    const stats = advDataStatisticsRecords.response.parse(
      (await s.call(advDataStatisticsRecords, { planId }, { cookie: mine })).data,
    );
    expect(stats.list).toHaveLength(AD_STATS_DAYS);
    expect(stats.list.at(-1)?.day).toBe(bangkokDay(s.clock.now()));
    expect(stats.total).toMatchObject({ clicks: 4, spend: 20 });
    expect(stats.total.ctr).toBeCloseTo(4 / stats.total.impressions, 4);
    expect(stats.total.orders).toBeLessThanOrEqual(4);
    expect(stats.total.roas).toBeCloseTo(stats.total.gmv / 20, 2);

    // Later the same Bangkok day nothing restarts; the next day it runs again with nothing spent.
    await s.runJobs();
    expect((await check(mine, planId)).status).toBe('budgetUsedUp');
    const nextDay = bangkokDayStart(bangkokDay(new Date(s.clock.now().getTime() + 86_400_000)));
    s.clock.advance(nextDay.getTime() - s.clock.now().getTime() + 60_000);
    mine = (await s.login(OTHER.owner)).cookie;
    const ran = await s.runJobs();
    expect(ran['advertising.daily-budget-restart']).toBeGreaterThanOrEqual(1);
    expect(await check(mine, planId)).toMatchObject({ status: 'running', spentToday: 0, spentTotal: 20 });
  });

  it('never takes the balance below zero; the plan stops for lack of balance and continues after a recharge', async () => {
    theirs = (await s.login(DEMO_ACCOUNTS.owner)).cookie;
    op = (await s.operatorLogin()).cookie;
    const planId = await plan(theirs, 'balance', 'zzbalance', '5.00', '500.00');
    await plan(mine, 'runner-up 2', 'zzbalance', '4.99', '500.00');
    s.clock.advance(AD_SETTINGS_EFFECT_MS);
    await setBalance(demoShop, 1200);
    await rush('zzbalance');
    expect(await balanceOf(demoShop)).toBe(200);
    const stopped = await check(theirs, planId);
    expect(stopped).toMatchObject({ status: 'stopped', stopReason: 'balance', spentTotal: 10 });
    const mast = advAccountMast.response.parse((await s.call(advAccountMast, {}, { cookie: theirs })).data);
    expect(mast.stoppedForBalance).toBeGreaterThanOrEqual(1);

    await setBalance(demoShop, 5);
    for (const locale of ['th-TH', 'en-US', 'zh-CN'] as const) {
      const r = await s.call(advPlanStatusUpdate, { planId, action: 'continue' }, { cookie: theirs, locale });
      expectRefused(r, 'advBalanceInsufficient', undefined, locale);
    }
    await setBalance(demoShop, 10_000);
    const continued = await s.call(advPlanStatusUpdate, { planId, action: 'continue' }, { cookie: theirs });
    expect(advPlanStatusUpdate.response.parse(continued.data)).toMatchObject({ status: 'running', stopReason: null });
  });
});
