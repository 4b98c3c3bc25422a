import { checkUserInfo, userAuthLogin } from '@sc/contract/calls/account.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_LIMITS } from '../src/auth/rate-limit.ts';
import { OTHER, startTestServer, type TestServer } from './harness.ts';

// What an outsider can learn about who has an account: the public check is throttled, and a
// code login does not tell an unknown account from a wrong code.

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('public account check', () => {
  it('tells the register form a taken account name until one address asks too often', async () => {
    const taken = await s.call(checkUserInfo, { loginAcct: OTHER.owner });
    expect(taken.data.loginAcctExists).toBe('y');
    let refused = 0;
    for (let i = 0; i < CHECK_LIMITS.perAddress + 2; i++) {
      const r = await s.call(checkUserInfo, { loginAcct: `someone-${i}` });
      if (r.status_.replyCode === '900004') refused++;
    }
    expect(refused).toBeGreaterThan(0);
    s.clock.advance(CHECK_LIMITS.windowMs + 1000);
    expect((await s.call(checkUserInfo, { loginAcct: 'someone-again' })).status_.success).toBe(true);
  });
});

describe('code login', () => {
  it('answers an unknown account as it answers a wrong code', async () => {
    const known = await s.call(userAuthLogin, { loginAcct: OTHER.owner, verifyCode: '123456' });
    const unknown = await s.call(userAuthLogin, { loginAcct: 'never-registered', verifyCode: '123456' });
    expect(unknown.status_.replyCode).toBe(known.status_.replyCode);
    expect(unknown.status_.replyText).toBe(known.status_.replyText);
  });
});
