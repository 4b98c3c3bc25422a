import { authorizeConfirm, checkToken, sendCodeNoticeV2, userInfoInquiry } from '@sc/contract/calls/account.ts';
import { RECENT_AUTHENTICATION_MS } from '@sc/contract/constants.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, startTestServer, type TestServer } from './harness.ts';

// /oms/sms/V2/check/token before a sensitive step: valid only when this session confirmed a code
// mailed to its user for the same authorization reason within RECENT_AUTHENTICATION_MS.

let s: TestServer;
let email: string;
beforeAll(async () => {
  s = await startTestServer();
  const { cookie } = await s.login(DEMO_ACCOUNTS.owner);
  email = userInfoInquiry.response.parse((await s.call(userInfoInquiry, {}, { cookie })).data).email;
});
afterAll(() => s.close());

async function valid(cookie: string, reason: string, via: 'context' | 'payload' = 'context') {
  const r =
    via === 'context'
      ? await s.call(checkToken, {}, { cookie, sessionContext: { authorizationReason: reason } })
      : await s.call(checkToken, { authorizationReason: reason }, { cookie });
  expect(r.status_.success, r.status_.replyText).toBe(true);
  return checkToken.response.parse(r.data).valid;
}

/** Mails the session's user a code for a sensitive step and confirms it for `reason`. */
async function authenticate(cookie: string, reason: string) {
  const sent = await s.call(sendCodeNoticeV2, { purpose: 'authorize' }, { cookie });
  expect(sent.status_.success, sent.status_.replyText).toBe(true);
  const code = await s.lastCode(email);
  const r = await s.call(authorizeConfirm, { authorizationReason: reason, verifyCode: code }, { cookie });
  expect(r.status_.success, r.status_.replyText).toBe(true);
  return r;
}

describe('check/token', () => {
  it('is invalid before a fresh verification, valid after it for that reason only, and not after the window', async () => {
    const { cookie } = await s.login(DEMO_ACCOUNTS.owner);
    // Signed in, but not authenticated again for the step.
    expect(await valid(cookie, 'recharge')).toBe('n');

    const before = s.clock.now().getTime();
    const confirmed = await authenticate(cookie, 'recharge');
    const until = Date.parse(authorizeConfirm.response.parse(confirmed.data).validUntil);
    expect(until).toBeGreaterThanOrEqual(before + RECENT_AUTHENTICATION_MS);
    expect(until).toBeLessThanOrEqual(s.clock.now().getTime() + RECENT_AUTHENTICATION_MS);
    expect(await valid(cookie, 'recharge')).toBe('y');
    expect(await valid(cookie, 'recharge', 'payload')).toBe('y');
    expect(await valid(cookie, 'withdraw')).toBe('n');

    // Another session of the same user has not authenticated again.
    const other = (await s.login(DEMO_ACCOUNTS.owner)).cookie;
    expect(await valid(other, 'recharge')).toBe('n');

    s.clock.advance(RECENT_AUTHENTICATION_MS - 1000);
    expect(await valid(cookie, 'recharge')).toBe('y');
    s.clock.advance(2000);
    expect(await valid(cookie, 'recharge')).toBe('n');

    // A fresh verification opens the window again.
    await authenticate(cookie, 'recharge');
    expect(await valid(cookie, 'recharge')).toBe('y');
  });

  it('a wrong code, a used code or no reason authenticates nothing', async () => {
    // One code a minute to an address.
    s.clock.advance(61_000);
    const { cookie } = await s.login(DEMO_ACCOUNTS.owner);
    const sent = await s.call(sendCodeNoticeV2, { purpose: 'authorize' }, { cookie });
    expect(sent.status_.success, sent.status_.replyText).toBe(true);
    const code = await s.lastCode(email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await s.call(
      authorizeConfirm,
      { authorizationReason: 'recharge', verifyCode: wrong },
      { cookie, locale: 'th-TH' },
    );
    expect(refused.status_.replyCode).toBe(REPLY.VERIFICATION_CODE_ERROR.code);
    expect(await valid(cookie, 'recharge')).toBe('n');

    const ok = await s.call(authorizeConfirm, { authorizationReason: 'payout', verifyCode: code }, { cookie });
    expect(ok.status_.success, ok.status_.replyText).toBe(true);
    const again = await s.call(authorizeConfirm, { authorizationReason: 'recharge', verifyCode: code }, { cookie });
    expect(again.status_.replyCode).toBe(REPLY.VERIFICATION_CODE_ERROR.code);
    expect(await valid(cookie, 'recharge')).toBe('n');
    expect(await valid(cookie, 'payout')).toBe('y');

    const noReason = await s.call(checkToken, {}, { cookie });
    expect(noReason.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
  });
});
