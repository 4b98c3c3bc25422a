import { activateUser, checkUserInfo, sendCodeNotice, userAuthLogin } from '@sc/contract/calls/account.ts';
import type { CodePurpose } from '@sc/contract/common.ts';
import { messages } from '@sc/contract/messages.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_LIMITS } from '../src/auth/rate-limit.ts';
import { loginAttempts } from '../src/db/schema.ts';
import { DEMO_ACCOUNTS, OTHER, startTestServer, type TestServer } from './harness.ts';

// What an outsider can learn about who has an account: nothing from the public calls. Each
// answers a taken account name, e-mail or phone exactly as a free one and does the same
// counted work for both; only the holder of a code mailed to an address learns more.

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const TAKEN = { loginAcct: OTHER.owner, email: 'owner@demo-shop.example', userTelPhone: '66-0812345678' };
const FREE = { loginAcct: 'free-name', email: 'free@mail.example', userTelPhone: '66-0899999999' };

let addressCounter = 0;
/** A send-code call from an address of its own (the per-address limit is not what is tested here). */
async function send(target: string, purpose: CodePurpose, address = `10.30.0.${++addressCounter}`) {
  const res = await s.app.inject({
    method: 'POST',
    url: sendCodeNotice.path,
    remoteAddress: address,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ target, purpose, sessionContext: { locale: 'th-TH' } }),
  });
  return res.json() as { data: Record<string, unknown> };
}

/** The limit rows a send wrote for a target (the counted work). */
async function countedFor(target: string) {
  return (
    await s.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.key, `code:target:${target}`))
  ).length;
}

describe('public account check', () => {
  it('answers a taken account name, e-mail and phone exactly as free ones', async () => {
    const taken = await s.call(checkUserInfo, TAKEN, { locale: 'th-TH' });
    const free = await s.call(checkUserInfo, FREE, { locale: 'th-TH' });
    expect(taken.body).toEqual(free.body);
    expect(taken.data).toMatchObject({ loginAcctValid: 'y', emailValid: 'y', phoneValid: 'y' });
    // What it does tell: the form of each value given.
    const bad = await s.call(checkUserInfo, { loginAcct: 'a b', email: 'no-at-sign' });
    expect(bad.data).toMatchObject({ loginAcctValid: 'n', emailValid: 'n' });
    expect(bad.data.phoneValid).toBeUndefined();
  });

  it('refuses one address that asks too often, until the window has passed', async () => {
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

describe('registration code', () => {
  it('answers an e-mail an account uses as a free one; the address is told, and gets no code', async () => {
    const taken = await send(TAKEN.email, 'register');
    const free = await send(FREE.email, 'register');
    expect(taken).toEqual(free);
    expect(taken.data).toMatchObject({ transactionStatus: { success: true }, expiresInSeconds: 600 });
    expect((await s.lastMail(TAKEN.email))?.body).toMatch(/already uses/);
    expect((await s.lastMail(TAKEN.email))?.body).not.toMatch(/\b\d{6}\b/);
    expect(await s.lastCode(FREE.email)).toMatch(/^\d{6}$/);
    // Both were counted, and a second ask within the minute is refused alike.
    expect([await countedFor(TAKEN.email), await countedFor(FREE.email)]).toEqual([1, 1]);
    const again = [await send(TAKEN.email, 'register'), await send(FREE.email, 'register')];
    expect(again[0]).toEqual(again[1]);
    expect(again[0]?.data).toMatchObject({
      transactionStatus: { replyCode: '900004', replyText: messages.tooFrequent['th-TH'] },
    });
  });
});

describe('reset and login codes', () => {
  it('answers an unknown account as a known one, and counts both alike', async () => {
    for (const purpose of ['reset', 'login'] as const) {
      s.clock.advance(61_000);
      const known = await send(DEMO_ACCOUNTS.operator, purpose);
      const unknown = await send(`nobody-${purpose}`, purpose);
      expect(unknown).toEqual(known);
      expect(known.data).toMatchObject({ transactionStatus: { success: true } });
      const again = [await send(DEMO_ACCOUNTS.operator, purpose), await send(`nobody-${purpose}`, purpose)];
      expect(again[0]).toEqual(again[1]);
      expect(again[0]?.data).toMatchObject({ transactionStatus: { replyCode: '900004' } });
    }
  });
});

describe('code login and activation', () => {
  it('answers an unknown account as it answers a wrong code', async () => {
    const known = await s.call(userAuthLogin, { loginAcct: OTHER.owner, verifyCode: '123456' });
    const unknown = await s.call(userAuthLogin, { loginAcct: 'never-registered', verifyCode: '123456' });
    expect(unknown.status_.replyCode).toBe(known.status_.replyCode);
    expect(unknown.status_.replyText).toBe(known.status_.replyText);
  });

  it('tells an active account from an unknown one only to the holder of its code', async () => {
    const active = await s.call(activateUser, { loginAcct: OTHER.operator, verifyCode: '123456' });
    const unknown = await s.call(activateUser, { loginAcct: 'never-registered', verifyCode: '123456' });
    expect(active.body).toEqual(unknown.body);
    expect(active.status_.replyText).toBe(messages.verificationCodeError['en-US']);
  });
});
