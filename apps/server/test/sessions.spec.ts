import {
  checkToken,
  commonAttrInquiry,
  loginOut,
  shopUserListInquiry,
  switchStore,
  userInfoInquiry,
  userLogin,
  userUpdate,
} from '@sc/contract/calls/account.ts';
import { shopMerchantInfoInquiry } from '@sc/contract/calls/shell.ts';
import { catalogue } from '@sc/contract/catalogue.ts';
import { SESSION_TTL_MS } from '@sc/contract/constants.ts';
import { ANONYMOUS_USER_ID } from '@sc/contract/envelope.ts';
import { LOCALES } from '@sc/contract/locale.ts';
import { messages } from '@sc/contract/messages.ts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../src/auth/rate-limit.ts';
import { loginAttempts } from '../src/db/schema.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, OTHER, startTestServer, TEST_PROXY, type TestServer } from './harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const MINUTE = 60_000;

/** The Set-Cookie header of a reply as one string per cookie. */
function setCookies(headers: Record<string, unknown>): string[] {
  const raw = headers['set-cookie'];
  if (raw === undefined) return [];
  return Array.isArray(raw) ? raw.map(String) : [String(raw)];
}

function sessionCookieOf(headers: Record<string, unknown>) {
  const cookie = setCookies(headers).find((c) => c.startsWith('sc_sid='));
  if (!cookie) throw new Error('no session cookie set');
  const [pair, ...attributes] = cookie.split(';').map((p) => p.trim());
  return { header: pair!, token: pair!.slice('sc_sid='.length), attributes };
}

async function flagOtherLogin(cookie: string) {
  const r = await s.call(commonAttrInquiry, { queryType: 1 }, { cookie });
  expect(r.status_.success).toBe(true);
  return r.data.flagOtherLogin;
}

describe('login cookie', () => {
  it('is HttpOnly and SameSite, lasts 7 days, and carries at least 128 random bits', async () => {
    const r = await s.call(userLogin, { loginAcct: DEMO_ACCOUNTS.owner, password: DEMO_PASSWORD });
    expect(r.status_.success).toBe(true);
    const cookie = sessionCookieOf(r.headers);
    const attrs = cookie.attributes.map((a) => a.toLowerCase());
    expect(attrs).toContain('httponly');
    expect(attrs).toContain('samesite=lax');
    expect(attrs).toContain('path=/');
    const expires = cookie.attributes.find((a) => a.toLowerCase().startsWith('expires='));
    const expiresAt = new Date(expires!.slice('expires='.length)).getTime();
    expect(Math.abs(expiresAt - (s.clock.now().getTime() + SESSION_TTL_MS))).toBeLessThan(5_000);
    expect(cookie.token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(cookie.token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    // The cookie it set is the one that opens the session.
    const info = await s.call(userInfoInquiry, {}, { cookie: cookie.header });
    expect(info.data.loginAcct).toBe(DEMO_ACCOUNTS.owner);
  });

  it('is a new token on every login of the same account', async () => {
    const tokens = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const r = await s.call(userLogin, { loginAcct: DEMO_ACCOUNTS.owner, password: DEMO_PASSWORD });
      tokens.add(sessionCookieOf(r.headers).token);
    }
    expect(tokens.size).toBe(3);
  });

  it('is not set when the password is wrong', async () => {
    const r = await s.call(userLogin, { loginAcct: DEMO_ACCOUNTS.operator, password: 'WrongPass123' });
    expect(r.status_.replyCode).toBe('103001');
    expect(setCookies(r.headers).some((c) => c.startsWith('sc_sid='))).toBe(false);
  });
});

describe('other-login flag', () => {
  it('keeps the older session working but marks it y, and the newer one n', async () => {
    const first = await s.login(DEMO_ACCOUNTS.owner);
    expect(await flagOtherLogin(first.cookie)).toBe('n');
    const second = await s.login(DEMO_ACCOUNTS.owner);
    expect(second.cookie).not.toBe(first.cookie);

    const old = await s.call(userInfoInquiry, {}, { cookie: first.cookie });
    expect(old.status_.success).toBe(true);
    expect(old.data.loginAcct).toBe(DEMO_ACCOUNTS.owner);
    expect(await flagOtherLogin(first.cookie)).toBe('y');
    expect(await flagOtherLogin(second.cookie)).toBe('n');
  });

  it('is not raised by another account logging in', async () => {
    const owner = await s.login(DEMO_ACCOUNTS.owner);
    await s.login(DEMO_ACCOUNTS.operator);
    expect(await flagOtherLogin(owner.cookie)).toBe('n');
  });
});

describe('session expiry', () => {
  it('keeps a session until 7 days after login, then every business call says 900001', async () => {
    const { cookie } = await s.login(DEMO_ACCOUNTS.owner);
    s.clock.advance(SESSION_TTL_MS - MINUTE);
    const before = await s.call(userInfoInquiry, {}, { cookie });
    expect(before.status_.success).toBe(true);

    s.clock.advance(2 * MINUTE);
    const sessionCalls = catalogue.filter((c) => c.auth === 'session');
    expect(sessionCalls.length).toBeGreaterThan(10);
    for (const call of sessionCalls) {
      const r = await s.call(call, {}, { cookie });
      expect(r.status_.replyCode, call.path).toBe('900001');
      expect(r.status_.replyText, call.path).toBe(messages.sessionExpired['en-US']);
    }
    // A fresh login works again.
    const again = await s.login(DEMO_ACCOUNTS.owner);
    expect((await s.call(userInfoInquiry, {}, { cookie: again.cookie })).status_.success).toBe(true);
  });

  it('answers 900001 with no cookie and with a made-up token', async () => {
    const none = await s.call(shopMerchantInfoInquiry, {});
    expect(none.status_.replyCode).toBe('900001');
    const forged = await s.call(shopMerchantInfoInquiry, {}, { cookie: `sc_sid=${'A'.repeat(43)}` });
    expect(forged.status_.replyCode).toBe('900001');
  });
});

describe('logout', () => {
  it('ends this session only and clears the cookie', async () => {
    const other = await s.login(DEMO_ACCOUNTS.owner);
    const { cookie } = await s.login(DEMO_ACCOUNTS.owner);
    const r = await s.call(loginOut, {}, { cookie });
    expect(r.status_.success).toBe(true);
    const cleared = setCookies(r.headers).find((c) => c.startsWith('sc_sid='));
    expect(cleared).toBeDefined();
    expect(cleared).toMatch(/^sc_sid=;/);

    for (const call of [userInfoInquiry, shopMerchantInfoInquiry, checkToken, loginOut]) {
      const after = await s.call(call, {}, { cookie });
      expect(after.status_.replyCode, call.path).toBe('900001');
    }
    // The account's other session is untouched.
    expect((await s.call(userInfoInquiry, {}, { cookie: other.cookie })).status_.success).toBe(true);
  });
});

describe('session context', () => {
  it('refuses a userId or shopId naming someone else with 900003, and accepts omsAdmin', async () => {
    const { cookie, data } = await s.login(DEMO_ACCOUNTS.owner);
    const otherUser = await s.call(
      shopMerchantInfoInquiry,
      {},
      { cookie, sessionContext: { userId: s.other.ownerId } },
    );
    expect(otherUser.status_.replyCode).toBe('900003');
    expect(otherUser.status_.replyText).toBe(messages.contextMismatch['en-US']);

    const otherShop = await s.call(shopMerchantInfoInquiry, {}, { cookie, sessionContext: { shopId: s.other.shopId } });
    expect(otherShop.status_.replyCode).toBe('900003');
    expect(otherShop.data.shopName).toBeUndefined();

    const anonymous = await s.call(
      shopMerchantInfoInquiry,
      {},
      { cookie, sessionContext: { userId: ANONYMOUS_USER_ID, shopId: data.shopId } },
    );
    expect(anonymous.status_.success).toBe(true);
    expect(anonymous.data.shopName).toBe('Demo Shop');

    const own = await s.call(
      shopMerchantInfoInquiry,
      {},
      { cookie, sessionContext: { userId: data.userId, shopId: data.shopId } },
    );
    expect(own.status_.success).toBe(true);
  });
});

describe('login throttle', () => {
  // The delays are seconds: the clock moves only when the test says, however slow the machine.
  beforeEach(() => s.clock.stop());
  afterEach(() => s.clock.run());

  /** A login as if from `peer` (the connection's address), with an optional X-Forwarded-For. */
  async function loginFrom(peer: string, loginAcct: string, password: string, forwardedFor?: string) {
    const res = await s.app.inject({
      method: 'POST',
      url: userLogin.path,
      remoteAddress: peer,
      headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
      payload: { loginAcct, password, sessionContext: { entityCode: 1, channel: 'omsAdmin', locale: 'en-US' } },
    });
    return (res.json() as { data: { transactionStatus: { replyCode: string; replyText: string } } }).data
      .transactionStatus;
  }
  const waitText = (seconds: number) => messages.loginWait['en-US'].replace('{seconds}', String(seconds));
  const SECOND = 1000;

  it('delays rather than locks: after 5 failures the next try waits 1 s, then 2 s; then the right password gets in', async () => {
    const peer = '198.51.100.1';
    const acct = OTHER.operator;
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++) {
      expect((await loginFrom(peer, acct, `WrongPass00${i}`)).replyCode).toBe('103001');
    }
    const early = await loginFrom(peer, acct, OTHER.password);
    expect([early.replyCode, early.replyText]).toEqual(['900004', waitText(1)]);
    s.clock.advance(SECOND);
    expect((await loginFrom(peer, acct, 'WrongPass006')).replyCode).toBe('103001');
    expect((await loginFrom(peer, acct, OTHER.password)).replyText).toBe(waitText(2));
    s.clock.advance(2 * SECOND);
    expect((await loginFrom(peer, acct, OTHER.password)).replyCode).toBe('000000');
    // A success clears the account's count: the next failure costs no wait.
    expect((await loginFrom(peer, acct, 'WrongPass007')).replyCode).toBe('103001');
    expect((await loginFrom(peer, acct, OTHER.password)).replyCode).toBe('000000');
  });

  it('grows the delay to at most a minute, so a slow guesser never keeps the owner out for long', async () => {
    const peer = '198.51.100.2';
    const acct = OTHER.owner;
    for (let i = 0; i < LOGIN_LIMITS.perAccount + 6; i++) {
      s.clock.advance(LOGIN_LIMITS.maxDelayMs);
      expect((await loginFrom(peer, acct, `WrongPass0${i}`)).replyCode).toBe('103001');
    }
    expect((await loginFrom(peer, acct, OTHER.password)).replyText).toBe(waitText(LOGIN_LIMITS.maxDelayMs / SECOND));
    s.clock.advance(LOGIN_LIMITS.maxDelayMs);
    expect((await loginFrom(peer, acct, OTHER.password)).replyCode).toBe('000000');
  });

  it('counts the account once, whether its name or its e-mail is typed', async () => {
    const peer = '198.51.100.3';
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++) {
      expect((await loginFrom(peer, OTHER.operator, `WrongPass00${i}`)).replyCode).toBe('103001');
    }
    expect((await loginFrom(peer, 'Operator@Other.example', OTHER.password)).replyText).toBe(waitText(1));
    s.clock.advance(SECOND);
    expect((await loginFrom(peer, 'operator@other.example', OTHER.password)).replyCode).toBe('000000');
  });

  /** `n` earlier failed logins from an address (as failed calls record them), without n password checks. */
  async function pastFailures(ip: string, n: number) {
    const at = s.clock.now();
    await s.db.insert(loginAttempts).values(Array.from({ length: n }, () => ({ key: `login:ip:${ip}`, at })));
  }
  const addressCount = async (ip: string) =>
    (
      await s.db
        .select()
        .from(loginAttempts)
        .where(eq(loginAttempts.key, `login:ip:${ip}`))
    ).length;

  it('counts failures only per address, and past the limit makes everyone behind it wait a moment, not 15 minutes', async () => {
    const peer = '198.51.100.4';
    for (let i = 0; i < 3; i++) expect((await loginFrom(peer, OTHER.owner, OTHER.password)).replyCode).toBe('000000');
    expect(await addressCount(peer)).toBe(0);
    await pastFailures(peer, LOGIN_LIMITS.perAddress - 1);
    expect((await loginFrom(peer, 'nobody-at-all', 'WrongPass001')).replyCode).toBe('103001');
    expect((await loginFrom(peer, OTHER.owner, OTHER.password)).replyText).toBe(waitText(1));
    expect((await loginFrom('198.51.100.5', OTHER.owner, OTHER.password)).replyCode).toBe('000000');
    s.clock.advance(SECOND);
    expect((await loginFrom(peer, OTHER.owner, OTHER.password)).replyCode).toBe('000000');
  });

  it('reads X-Forwarded-For from the trusted proxy only', async () => {
    // A client's own X-Forwarded-For is ignored: naming another address escapes nothing.
    const peer = '198.51.100.6';
    await pastFailures(peer, LOGIN_LIMITS.perAddress - 1);
    expect((await loginFrom(peer, 'nobody-at-all', 'WrongPass001', '203.0.113.1')).replyCode).toBe('103001');
    expect((await loginFrom(peer, OTHER.owner, OTHER.password, '203.0.113.99')).replyText).toBe(waitText(1));
    expect(await addressCount('203.0.113.1')).toBe(0);
    // Through the proxy each client is counted on its own address.
    await pastFailures('203.0.113.50', LOGIN_LIMITS.perAddress - 1);
    expect((await loginFrom(TEST_PROXY, 'someone', 'WrongPass001', '203.0.113.50')).replyCode).toBe('103001');
    expect((await loginFrom(TEST_PROXY, OTHER.owner, OTHER.password, '203.0.113.50')).replyText).toBe(waitText(1));
    expect((await loginFrom(TEST_PROXY, OTHER.owner, OTHER.password, '203.0.113.51')).replyCode).toBe('000000');
    // A hop the client wrote before the one the proxy saw is not believed.
    const spoofed = await loginFrom(TEST_PROXY, OTHER.owner, OTHER.password, '203.0.113.52, 203.0.113.50');
    expect(spoofed.replyText).toBe(waitText(1));
  });
});

describe('disabling a sub-account', () => {
  it('ends its sessions at once and blocks its next login until enabled again', async () => {
    const owner = await s.login(DEMO_ACCOUNTS.owner);
    const operator = await s.login(DEMO_ACCOUNTS.operator);
    expect((await s.call(userInfoInquiry, {}, { cookie: operator.cookie })).status_.success).toBe(true);

    const disable = await s.call(
      userUpdate,
      { userId: operator.data.userId, status: 'disabled' },
      { cookie: owner.cookie },
    );
    expect(disable.status_.success).toBe(true);
    expect((await s.call(userInfoInquiry, {}, { cookie: operator.cookie })).status_.replyCode).toBe('900001');

    const blocked = await s.call(userLogin, { loginAcct: DEMO_ACCOUNTS.operator, password: DEMO_PASSWORD });
    expect(blocked.status_.replyCode).toBe('103003');
    expect(blocked.status_.replyText).toBe(messages.accountBlocked['en-US']);
    // The main account's own session is untouched.
    expect((await s.call(userInfoInquiry, {}, { cookie: owner.cookie })).status_.success).toBe(true);

    const enable = await s.call(
      userUpdate,
      { userId: operator.data.userId, status: 'enabled' },
      { cookie: owner.cookie },
    );
    expect(enable.status_.success).toBe(true);
    // The ended session stays ended; a new login works.
    expect((await s.call(userInfoInquiry, {}, { cookie: operator.cookie })).status_.replyCode).toBe('900001');
    const again = await s.login(DEMO_ACCOUNTS.operator);
    expect((await s.call(userInfoInquiry, {}, { cookie: again.cookie })).status_.success).toBe(true);
  });
});

describe('wrong password', () => {
  it('answers 103001 in the language of the request', async () => {
    const texts = new Set<string>();
    for (const locale of LOCALES) {
      const r = await s.call(userLogin, { loginAcct: DEMO_ACCOUNTS.service, password: 'NotThePass1' }, { locale });
      expect(r.status_.success).toBe(false);
      expect(r.status_.replyCode).toBe('103001');
      expect(r.status_.replyText).toBe(messages.loginFailed[locale]);
      texts.add(r.status_.replyText);
    }
    expect(texts.size).toBe(3);
  });

  it('gives the same answer for an account that does not exist', async () => {
    const r = await s.call(userLogin, { loginAcct: 'nobody-here', password: DEMO_PASSWORD }, { locale: 'th-TH' });
    expect(r.status_.replyCode).toBe('103001');
    expect(r.status_.replyText).toBe(messages.loginFailed['th-TH']);
  });
});

describe('password change', () => {
  it('ends every other session of the user and keeps the one that changed it', async () => {
    const acct = 'two-session-user';
    const shopId = String((await s.login(DEMO_ACCOUNTS.owner)).data.shopId);
    const userId = await s.addMember({ shopId, loginAcct: acct });
    const laptop = await s.login(acct);
    const stolen = await s.login(acct);
    expect((await s.call(userInfoInquiry, {}, { cookie: stolen.cookie })).status_.success).toBe(true);

    const change = await s.call(
      userUpdate,
      { userId, oldPassword: DEMO_PASSWORD, password: 'NewSecret2027', confirmPassword: 'NewSecret2027' },
      { cookie: laptop.cookie },
    );
    expect(change.status_.success).toBe(true);
    expect((await s.call(userInfoInquiry, {}, { cookie: stolen.cookie })).status_.replyCode).toBe('900001');
    expect((await s.call(userInfoInquiry, {}, { cookie: laptop.cookie })).status_.success).toBe(true);
    expect((await s.login(acct, 'NewSecret2027')).data.userId).toBe(userId);
  });

  it('tells the owner that a sub-account sets its own password, and a sub-account that it cannot change its own status', async () => {
    const owner = await s.login(DEMO_ACCOUNTS.owner);
    const operator = await s.login(DEMO_ACCOUNTS.operator);
    const byOwner = await s.call(
      userUpdate,
      { userId: operator.data.userId, password: 'Another2027x', confirmPassword: 'Another2027x' },
      { cookie: owner.cookie },
    );
    expect(byOwner.status_.success).toBe(false);
    expect(byOwner.status_.replyText).toBe(messages.subAccountSetsOwnPassword['en-US']);
    const own = await s.call(
      userUpdate,
      { userId: operator.data.userId, status: 'disabled' },
      { cookie: operator.cookie },
    );
    expect(own.status_.success).toBe(false);
    expect(own.status_.replyText).toBe(messages.cannotChangeOwnStatus['en-US']);
  });
});

describe('store switch', () => {
  it('gives a new session token and ends the old one', async () => {
    const owner = await s.login(DEMO_ACCOUNTS.owner);
    const shops = await s.call(shopUserListInquiry, {}, { cookie: owner.cookie });
    const list = (shops.data as unknown as { list: { shopId: string; current: string }[] }).list;
    const other = list.find((x) => x.current === 'n');
    expect(other).toBeDefined();
    const r = await s.call(switchStore, { shopId: other?.shopId ?? '' }, { cookie: owner.cookie });
    expect(r.status_.success).toBe(true);
    const fresh = sessionCookieOf(r.headers);
    expect(fresh.header).not.toBe(owner.cookie);
    expect((await s.call(userInfoInquiry, {}, { cookie: owner.cookie })).status_.replyCode).toBe('900001');
    const info = await s.call(userInfoInquiry, {}, { cookie: fresh.header });
    expect(info.status_.success).toBe(true);
    expect((await s.call(commonAttrInquiry, { queryType: 1 }, { cookie: fresh.header })).data.flagOtherLogin).toBe('n');
  });
});
