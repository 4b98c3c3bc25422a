import { AD_STATS_DAYS } from '@sc/contract/advertising.ts';
import { authorizeConfirm, sendCodeNoticeV2, userInfoInquiry } from '@sc/contract/calls/account.ts';
import {
  advAccountMast,
  advAccountOpen,
  advAccountRecharge,
  advDataStatisticsRecords,
  advExpensesRecordList,
  advRechargeStatus,
  mktAdRechargeSettle,
} from '@sc/contract/calls/advertising.ts';
import { RECENT_AUTHENTICATION_MS } from '@sc/contract/constants.ts';
import { FUNC } from '@sc/contract/func-codes.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, OTHER, startTestServer, type TestServer } from './harness.ts';
import { expectOk, expectRefused } from './orders-kit.ts';

// The ad account (/activityreport/open, shopDetails, result, transactionRecords): opened once;
// recharged only by a session that confirmed a mailed code for the reason "recharge" carried in the
// session context (product-spec §3), the amount above 0 (§8 "recharge amount cannot be zero", in
// three languages), credited when the marketplace's payment answers paid and never when it answers
// failed; the movements listed in satang-exact baht; another shop's recharge unreachable; the
// advertising function needed.

let s: TestServer;
let cookie: string;
let op: string;
let email: string;
let firstRecharge = '';

beforeAll(async () => {
  s = await startTestServer();
  s.clock.stop();
  cookie = (await s.login(OTHER.owner)).cookie;
  op = (await s.operatorLogin()).cookie;
  email = userInfoInquiry.response.parse((await s.call(userInfoInquiry, {}, { cookie })).data).email;
});
afterAll(() => s?.close());

const RECHARGE = { sessionContext: { authorizationReason: 'recharge' } };

async function authenticate() {
  expectOk(await s.call(sendCodeNoticeV2, { purpose: 'authorize' }, { cookie }));
  const code = await s.lastCode(email);
  expectOk(await s.call(authorizeConfirm, { authorizationReason: 'recharge', verifyCode: code }, { cookie }));
}

async function mast(c = cookie) {
  const r = await s.call(advAccountMast, {}, { cookie: c });
  expectOk(r);
  return advAccountMast.response.parse(r.data);
}

describe('ad account', () => {
  it('opens once with a zero balance, and a recharge waits for the payment before it counts', async () => {
    expect((await mast()).opened).toBe('n');
    // Nothing can be recharged before the account is open.
    await authenticate();
    expectRefused(await s.call(advAccountRecharge, { amount: '100' }, { cookie, ...RECHARGE }), 'advAccountNotOpen');

    const opened = await s.call(advAccountOpen, {}, { cookie });
    expectOk(opened);
    expect(advAccountOpen.response.parse(opened.data)).toMatchObject({ opened: 'y', balance: 0, runningPlans: 0 });
    expectRefused(await s.call(advAccountOpen, {}, { cookie }), 'advAccountAlreadyOpen');

    const sent = await s.call(advAccountRecharge, { amount: '250.55' }, { cookie, ...RECHARGE });
    expectOk(sent);
    const recharge = advAccountRecharge.response.parse(sent.data);
    expect(recharge).toMatchObject({ amount: 250.55, status: 'paying', balance: 0 });
    firstRecharge = recharge.rechargeId;
    expect((await mast()).balance).toBe(0);

    // The payment's sweep confirms it.
    const ran = await s.runJobs();
    expect(ran['marketplace.ad-recharge-payment']).toBe(1);
    const status = await s.call(advRechargeStatus, { rechargeId: recharge.rechargeId }, { cookie });
    expect(advRechargeStatus.response.parse(status.data)).toMatchObject({ status: 'paid', balance: 250.55 });
    expect((await mast()).balance).toBe(250.55);
    // Settled once only.
    expectRefused(
      await s.call(
        mktAdRechargeSettle,
        { shopId: s.other.shopId, rechargeId: recharge.rechargeId, outcome: 'paid' },
        { cookie: op },
      ),
      'advRechargeSettled',
    );
    expect((await mast()).balance).toBe(250.55);
  });

  it('refuses a zero amount in three languages and changes nothing; a failed payment credits nothing', async () => {
    const before = (await mast()).balance;
    for (const locale of ['th-TH', 'en-US', 'zh-CN'] as const) {
      const r = await s.call(advAccountRecharge, { amount: '0.00' }, { cookie, locale, ...RECHARGE });
      expectRefused(r, 'advRechargeZero', undefined, locale);
    }
    expectRefused(
      await s.call(advAccountRecharge, { amount: '1000000.01' }, { cookie, ...RECHARGE }),
      'advRechargeMax',
      {
        max: '1000000.00',
      },
    );
    // The reason must be the recharge's.
    const wrongReason = await s.call(
      advAccountRecharge,
      { amount: '10' },
      { cookie, sessionContext: { authorizationReason: 'payout' } },
    );
    expect(wrongReason.status_.success).toBe(false);

    const sent = advAccountRecharge.response.parse(
      (await s.call(advAccountRecharge, { amount: '0.01' }, { cookie, ...RECHARGE })).data,
    );
    const failed = await s.call(
      mktAdRechargeSettle,
      { shopId: s.other.shopId, rechargeId: sent.rechargeId, outcome: 'failed' },
      { cookie: op },
    );
    expect(mktAdRechargeSettle.response.parse(failed.data)).toMatchObject({ status: 'failed', balance: before });
    expect((await mast()).balance).toBe(before);
  });

  it('needs a code confirmed for the recharge within the window', async () => {
    s.clock.advance(RECENT_AUTHENTICATION_MS + 1000);
    cookie = (await s.login(OTHER.owner)).cookie;
    expectRefused(await s.call(advAccountRecharge, { amount: '10' }, { cookie, ...RECHARGE }), 'advRechargeAuthorize');
    await authenticate();
    expectOk(await s.call(advAccountRecharge, { amount: '10' }, { cookie, ...RECHARGE }));
  });

  it('lists the paid recharges with the balance after each, newest first', async () => {
    await s.runJobs();
    const r = await s.call(advExpensesRecordList, { kind: null }, { cookie });
    const { list, page } = advExpensesRecordList.response.parse(r.data);
    expect(page.count).toBe(2);
    expect(list.map((t) => [t.kind, t.amount, t.balanceAfter])).toEqual([
      ['recharge', 10, 260.55],
      ['recharge', 250.55, 250.55],
    ]);
  });

  it('starts the demo shop with an open account, a running plan and 30 days of figures', async () => {
    const owner = (await s.login(DEMO_ACCOUNTS.owner)).cookie;
    const account = await mast(owner);
    expect(account).toMatchObject({ opened: 'y', runningPlans: 1 });
    expect(account.balance).toBeGreaterThan(0);
    const stats = advDataStatisticsRecords.response.parse(
      (await s.call(advDataStatisticsRecords, { planId: null }, { cookie: owner })).data,
    );
    expect(stats.list).toHaveLength(AD_STATS_DAYS);
    expect(stats.list.every((d) => d.impressions > 0)).toBe(true);
    const records = advExpensesRecordList.response.parse(
      (await s.call(advExpensesRecordList, { kind: null }, { cookie: owner })).data,
    );
    // The newest movement's balance is the account's.
    expect(records.list[0]?.balanceAfter).toBe(account.balance);
    expect(account.balance).toBeCloseTo(5000 - stats.total.spend, 2);
  });

  it('keeps another shop’s recharge out of reach and needs the advertising function', async () => {
    const owner = (await s.login(DEMO_ACCOUNTS.owner)).cookie;
    const paid = await s.call(advRechargeStatus, { rechargeId: firstRecharge }, { cookie: owner });
    expect(paid.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    expect((await mast(owner)).balance).not.toBe(260.55);

    const shopId = s.other.shopId;
    await s.addMember({ shopId, loginAcct: 'ads-noperm', funcIds: [FUNC.home] });
    const noPerm = (await s.login('ads-noperm')).cookie;
    expect((await s.call(advAccountMast, {}, { cookie: noPerm })).status_.replyCode).toBe(REPLY.NO_PERMISSION.code);
    await s.addMember({ shopId, loginAcct: 'ads-perm', funcIds: [FUNC.home, FUNC.advertising] });
    const withPerm = (await s.login('ads-perm')).cookie;
    expect((await mast(withPerm)).balance).toBe(260.55);
  });
});
