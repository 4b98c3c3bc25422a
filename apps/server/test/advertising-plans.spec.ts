import {
  AD_SETTINGS_EFFECT_MS,
  KEYWORD_BID_MIN_SATANG,
  KEYWORD_LIMIT,
  SUGGESTED_BID_STEP_SATANG,
} from '@sc/contract/advertising.ts';
import {
  advAccountMast,
  advAccountOpen,
  advKeywordAdd,
  advKeywordList,
  advKeywordRecommend,
  advKeywordRemove,
  advKeywordUpdate,
  advPlanCheck,
  advPlanInquiry,
  advPlanMaintenance,
  advPlanStatusUpdate,
} from '@sc/contract/calls/advertising.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitorBids } from '../src/areas/advertising/market.ts';
import { DEMO_ACCOUNTS, OTHER, startTestServer, type TestServer } from './harness.ts';
import { expectOk, expectRefused } from './orders-kit.ts';

// Ad plans and keywords (/activityreport/add, editShopAd, detail, keyword): budgets of at least
// 20 baht at the satang edge, the total never below the daily; bids of at least 0.1 baht (the
// inclusive reading, KEYWORD_BID_MIN_INCLUSIVE); keyword lists split by the shared rule and capped
// at 100, a duplicate refused; at least one keyword kept; the suggested bid the highest other bid
// plus 0.1; pause, stop and continue, with the 25-minute delay before new settings serve; another
// shop's plan unreachable.

let s: TestServer;
let cookie: string;

beforeAll(async () => {
  s = await startTestServer();
  s.clock.stop();
  cookie = (await s.login(OTHER.owner)).cookie;
  await s.call(advAccountOpen, {}, { cookie });
  await s.db.execute(sql`update ad_accounts set balance = 100000 where shop_id = ${s.other.shopId}`);
});
afterAll(() => s?.close());

const PLAN = {
  name: 'แผนรองเท้า',
  type: 'search',
  dailyBudget: '20.00',
  totalBudget: null,
  keywords: 'shoes',
  bid: '0.10',
};

async function newPlan(over: Record<string, unknown> = {}) {
  const r = await s.call(advPlanMaintenance, { ...PLAN, ...over }, { cookie });
  expectOk(r);
  return advPlanMaintenance.response.parse(r.data);
}

describe('plans', () => {
  it('takes budgets of 20 baht and more, the total not below the daily', async () => {
    expectRefused(await s.call(advPlanMaintenance, { ...PLAN, dailyBudget: '19.99' }, { cookie }), 'advBudgetMin', {
      min: '20.00',
    });
    expectRefused(
      await s.call(advPlanMaintenance, { ...PLAN, dailyBudget: '30', totalBudget: '29.99' }, { cookie }),
      'advTotalBelowDaily',
    );
    expectRefused(
      await s.call(advPlanMaintenance, { ...PLAN, totalBudget: '19.99' }, { cookie, locale: 'zh-CN' }),
      'advBudgetMin',
      { min: '20.00' },
      'zh-CN',
    );
    expectRefused(await s.call(advPlanMaintenance, { ...PLAN, name: '  ' }, { cookie }), 'advPlanNameRequired');
    const before = s.clock.now().getTime();
    const plan = await newPlan({ dailyBudget: '20.00', totalBudget: '20.00' });
    expect(plan).toMatchObject({ status: 'running', dailyBudget: 20, totalBudget: 20, keywordCount: 1, pending: 'y' });
    expect(Date.parse(plan.effectiveAt)).toBe(before + AD_SETTINGS_EFFECT_MS);
  });

  it('takes bids of 0.1 baht and more and needs a keyword', async () => {
    expect(KEYWORD_BID_MIN_SATANG).toBe(10);
    expectRefused(await s.call(advPlanMaintenance, { ...PLAN, bid: '0.09' }, { cookie }), 'advBidMin', { min: '0.10' });
    expectRefused(await s.call(advPlanMaintenance, { ...PLAN, keywords: ' \n 、 ' }, { cookie }), 'advKeywordRequired');
    expectRefused(
      await s.call(advPlanMaintenance, { ...PLAN, keywords: 'bag Bag' }, { cookie, locale: 'th-TH' }),
      'advKeywordDuplicate',
      { keyword: 'bag' },
      'th-TH',
    );
  });

  it('splits a typed list by the shared rule and keeps the first 100', async () => {
    const words = Array.from({ length: KEYWORD_LIMIT + 1 }, (_, i) => `w${i}`);
    const plan = await newPlan({ keywords: words.join('\n'), name: 'many' });
    expect(plan.keywordCount).toBe(KEYWORD_LIMIT);
    expectRefused(
      await s.call(advKeywordAdd, { planId: plan.planId, keywords: 'more', bid: '1' }, { cookie }),
      'advKeywordsTooMany',
      {
        max: KEYWORD_LIMIT,
      },
    );
    const mixed = await newPlan({ keywords: 'รองเท้า กระเป๋า\r\nhat、手机', name: 'mixed' });
    const list = advKeywordList.response.parse(
      (await s.call(advKeywordList, { planId: mixed.planId }, { cookie })).data,
    ).list;
    expect(list.map((k) => k.keyword).sort()).toEqual(['hat', 'กระเป๋า', 'รองเท้า', '手机'].sort());
  });

  it('adds, re-bids and removes keywords, refusing a duplicate and keeping at least one', async () => {
    const plan = await newPlan({ keywords: 'sneaker', name: 'kw' });
    expectRefused(
      await s.call(advKeywordAdd, { planId: plan.planId, keywords: 'boots SNEAKER', bid: '0.5' }, { cookie }),
      'advKeywordDuplicate',
      { keyword: 'sneaker' },
    );
    const added = await s.call(
      advKeywordAdd,
      { planId: plan.planId, keywords: 'boots sandal', bid: '0.5' },
      { cookie },
    );
    expect(advKeywordAdd.response.parse(added.data).added).toEqual(['boots', 'sandal']);
    expectRefused(
      await s.call(advKeywordUpdate, { planId: plan.planId, keyword: 'boots', bid: '0.09' }, { cookie }),
      'advBidMin',
      { min: '0.10' },
    );
    expectOk(await s.call(advKeywordUpdate, { planId: plan.planId, keyword: 'boots', bid: '0.10' }, { cookie }));
    expectOk(await s.call(advKeywordRemove, { planId: plan.planId, keywords: ['boots', 'sandal'] }, { cookie }));
    expectRefused(
      await s.call(advKeywordRemove, { planId: plan.planId, keywords: ['sneaker'] }, { cookie }),
      'advKeywordLast',
    );
    const check = advPlanCheck.response.parse((await s.call(advPlanCheck, { planId: plan.planId }, { cookie })).data);
    expect(check.keywords.map((k) => [k.keyword, k.bid])).toEqual([['sneaker', 0.1]]);
  });

  it('suggests the highest other bid plus 0.1 baht', async () => {
    const rivals = competitorBids('boots');
    const a = await newPlan({ keywords: 'boots', bid: '3.00', name: 'rival' });
    const b = await newPlan({ keywords: 'boots', bid: '2.00', name: 'me' });
    const listOf = async (planId: string) =>
      advKeywordList.response.parse((await s.call(advKeywordList, { planId }, { cookie })).data).list;
    const top = Math.max(300, ...rivals);
    expect((await listOf(b.planId))[0]?.suggestedBid).toBe((top + SUGGESTED_BID_STEP_SATANG) / 100);
    // A plan is not outbid by itself: the highest other bid is plan b's or a competitor's.
    expect((await listOf(a.planId))[0]?.suggestedBid).toBe(
      (Math.max(200, ...rivals) + SUGGESTED_BID_STEP_SATANG) / 100,
    );
  });

  it('pauses, continues after the delay, and stops for good', async () => {
    const plan = await newPlan({ name: 'states' });
    const act = (action: string, locale?: 'th-TH') =>
      s.call(advPlanStatusUpdate, { planId: plan.planId, action }, { cookie, ...(locale ? { locale } : {}) });
    expectRefused(await act('continue'), 'advPlanActionInvalid');
    const paused = advPlanStatusUpdate.response.parse((await act('pause')).data);
    expect(paused.status).toBe('paused');
    s.clock.advance(AD_SETTINGS_EFFECT_MS);
    const before = s.clock.now().getTime();
    const continued = advPlanStatusUpdate.response.parse((await act('continue')).data);
    expect(continued).toMatchObject({ status: 'running', pending: 'y' });
    expect(Date.parse(continued.effectiveAt)).toBe(before + AD_SETTINGS_EFFECT_MS);
    s.clock.advance(AD_SETTINGS_EFFECT_MS);
    const served = advPlanCheck.response.parse((await s.call(advPlanCheck, { planId: plan.planId }, { cookie })).data);
    expect(served.pending).toBe('n');
    expect(advPlanStatusUpdate.response.parse((await act('stop')).data).status).toBe('stopped');
    expectRefused(await act('continue', 'th-TH'), 'advPlanStopped', undefined, 'th-TH');
    expectRefused(
      await s.call(advPlanMaintenance, { ...PLAN, planId: plan.planId, dailyBudget: '50' }, { cookie }),
      'advPlanStopped',
    );
    const listed = advPlanInquiry.response.parse(
      (await s.call(advPlanInquiry, { status: 'stopped' }, { cookie })).data,
    );
    expect(listed.list.map((p) => p.planId)).toEqual([plan.planId]);
  });

  it('refuses a plan or a continue with an empty balance', async () => {
    const plan = await newPlan({ name: 'balance' });
    expectOk(await s.call(advPlanStatusUpdate, { planId: plan.planId, action: 'pause' }, { cookie }));
    await s.db.execute(sql`update ad_accounts set balance = 9 where shop_id = ${s.other.shopId}`);
    expectRefused(await s.call(advPlanMaintenance, { ...PLAN, name: 'x' }, { cookie }), 'advBalanceInsufficient');
    expectRefused(
      await s.call(advPlanStatusUpdate, { planId: plan.planId, action: 'continue' }, { cookie }),
      'advBalanceInsufficient',
    );
    await s.db.execute(sql`update ad_accounts set balance = 100000 where shop_id = ${s.other.shopId}`);
    expect(advAccountMast.response.parse((await s.call(advAccountMast, {}, { cookie })).data).balance).toBe(1000);
  });

  it('recommends keywords from the shop’s titles with their suggested bids', async () => {
    const owner = (await s.login(DEMO_ACCOUNTS.owner)).cookie;
    const r = await s.call(advKeywordRecommend, { planId: null }, { cookie: owner });
    expectOk(r);
    const { list } = advKeywordRecommend.response.parse(r.data);
    expect(list.length).toBeGreaterThan(0);
    const titles = (
      (await s.db.execute(
        sql`select lower(title) as t from products where shop_id = (select shop_id from shop_members m join users u on u.id = m.user_id where u.login_acct = ${DEMO_ACCOUNTS.owner} limit 1) and status = 'on_sale'`,
      )) as unknown as { rows: { t: string }[] }
    ).rows.map((row) => row.t);
    for (const k of list) {
      expect(titles.some((t) => t.includes(k.keyword))).toBe(true);
      expect(k.suggestedBid).toBeGreaterThanOrEqual(
        (Math.max(0, ...competitorBids(k.keyword)) + SUGGESTED_BID_STEP_SATANG) / 100,
      );
    }
  });

  it('keeps another shop’s plans out of reach', async () => {
    const plan = await newPlan({ name: 'mine' });
    const owner = (await s.login(DEMO_ACCOUNTS.owner)).cookie;
    const seen = await s.call(advPlanCheck, { planId: plan.planId }, { cookie: owner });
    expect(seen.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    const paused = await s.call(advPlanStatusUpdate, { planId: plan.planId, action: 'pause' }, { cookie: owner });
    expect(paused.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    const listed = advPlanInquiry.response.parse((await s.call(advPlanInquiry, {}, { cookie: owner })).data);
    expect(listed.list.map((p) => p.planId)).not.toContain(plan.planId);
  });
});
