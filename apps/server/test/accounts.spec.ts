import {
  emailActivate,
  registerLogin,
  resetUserPassword,
  sendCodeNotice,
  sendCodeNoticeV2,
  sendEmailMaintance,
  shopUserListInquiry,
  switchStore,
  userAddition,
  userAuthFunction,
  userInfo,
  userInfoInquiry,
  userListInquiry,
  userLogin,
  userUpdate,
} from '@sc/contract/calls/account.ts';
import { shopMerchantInfoInquiry } from '@sc/contract/calls/shell.ts';
import type { CodePurpose } from '@sc/contract/common.ts';
import { MAX_SUB_ACCOUNTS, VERIFICATION_CODE_TTL_MS } from '@sc/contract/constants.ts';
import type { CallRequest } from '@sc/contract/define-call.ts';
import { LOCALES, type Locale } from '@sc/contract/locale.ts';
import { messages } from '@sc/contract/messages.ts';
import { formatValidatorMessage } from '@sc/contract/validators/messages.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, OTHER, startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const login = (loginAcct: string, password?: string) => s.login(loginAcct, password);

const NEW_PASSWORD = 'FreshStart2026';
let addressCounter = 0;

/**
 * Sends a verification code as a visitor from an address of its own, so the per-address
 * sending limit (10 an hour) does not tie the tests of this file together.
 */
async function sendCode(target: string, purpose: CodePurpose, opts: { cookie?: string; locale?: Locale } = {}) {
  addressCounter += 1;
  const path = opts.cookie ? sendCodeNoticeV2.path : sendCodeNotice.path;
  const res = await s.app.inject({
    method: 'POST',
    url: path,
    remoteAddress: `10.20.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`,
    headers: { 'content-type': 'application/json', ...(opts.cookie ? { cookie: opts.cookie } : {}) },
    payload: JSON.stringify({ target, purpose, sessionContext: { locale: opts.locale ?? 'en-US' } }),
  });
  return res.json() as { data: { transactionStatus: { success: boolean; replyCode: string; replyText: string } } };
}

function registration(loginAcct: string, email: string, verifyCode: string) {
  return {
    loginAcct,
    email,
    verifyCode,
    password: DEMO_PASSWORD,
    confirmPassword: DEMO_PASSWORD,
    agree: true as const,
  };
}

/** Registers a main account with no shop through the real code flow. */
async function register(loginAcct: string, email = `${loginAcct.replace('@', '.at.')}@mail.example`) {
  expect((await sendCode(email, 'register')).data.transactionStatus.success).toBe(true);
  const r = await s.call(registerLogin, registration(loginAcct, email, await s.lastCode(email)));
  expect(r.status_.success).toBe(true);
  return { loginAcct, email };
}

/** Whether an account uses this name or e-mail (login takes either), read from the database. */
async function inUse(nameOrEmail: string) {
  const value = nameOrEmail.toLowerCase();
  const rows = await s.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.loginAcct}) = ${value} or lower(${users.email}) = ${value}`);
  return rows.length > 0;
}

/** Function ids of a tree, each with its children's, as "parent>child" paths for readable diffs. */
function treePaths(tree: { funcId: string; menuChildrens: unknown[] }[], prefix = ''): string[] {
  return tree.flatMap((n) => [
    `${prefix}${n.funcId}`,
    ...treePaths(n.menuChildrens as typeof tree, `${prefix}${n.funcId}>`),
  ]);
}

async function infoOf(cookie: string, locale: Locale = 'en-US') {
  const r = await s.call(userInfoInquiry, {}, { cookie, locale });
  expect(r.status_.success).toBe(true);
  return userInfo.parse(r.data);
}

function subAccount(name: string, funcIds: CallRequest<typeof userAddition>['funcIds'] = []) {
  return {
    loginAcct: name,
    userName: `Staff ${name}`,
    email: `${name}@staff.example`,
    password: DEMO_PASSWORD,
    confirmPassword: DEMO_PASSWORD,
    funcIds,
  };
}

/** The token of the newest activation link mailed to an address. */
async function activationToken(email: string) {
  const mail = await s.lastMail(email);
  const token = mail?.body.match(/\/checkEmail\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no activation link mailed to ${email}`);
  return token;
}

describe('registration', () => {
  it('registers with a mailed code; the new account logs in without a shop', async () => {
    const email = 'newseller@mail.example';
    const sent = await sendCode(email, 'register');
    expect(sent.data.transactionStatus.success).toBe(true);
    const mail = await s.lastMail(email);
    expect(mail?.subject).toMatch(/registration/i);
    const code = await s.lastCode(email);

    const r = await s.call(registerLogin, registration('newseller', email, code));
    expect(r.status_.success).toBe(true);
    expect(r.data.loginAcct).toBe('newseller');

    const { cookie, data } = await login('newseller', DEMO_PASSWORD);
    expect(data.shopId).toBeNull();
    expect(data.shopList).toEqual([]);
    const info = await infoOf(cookie);
    expect(info.shopId).toBeNull();
    expect(info.loginAcct).toBe('newseller');
    expect(info.email).toBe(email);
    expect(info.emailVerified).toBe('y');
    // With no shop the menu is home only.
    expect(treePaths(info.funcTreeList)).toEqual(['OMS_FUNC_9999']);

    const shopBound = await s.call(shopMerchantInfoInquiry, {}, { cookie });
    expect(shopBound.status_.replyCode).toBe('601010');
    expect(shopBound.status_.replyText).toBe(messages.noShop['en-US']);
  });

  it('refuses a wrong code with 101001 and creates no account', async () => {
    const email = 'wrongcode@mail.example';
    await sendCode(email, 'register');
    const code = await s.lastCode(email);
    const wrong = code === '000000' ? '000001' : '000000';
    const r = await s.call(registerLogin, registration('wrongcode', email, wrong));
    expect(r.status_.replyCode).toBe('101001');
    expect(r.status_.replyText).toBe(messages.verificationCodeError['en-US']);
    expect(await inUse('wrongcode')).toBe(false);
    // The right code still works afterwards.
    expect((await s.call(registerLogin, registration('wrongcode', email, code))).status_.success).toBe(true);
  });

  it('refuses a code older than 10 minutes with 101001; a fresh code works', async () => {
    const email = 'latecomer@mail.example';
    await sendCode(email, 'register');
    const stale = await s.lastCode(email);
    s.clock.advance(VERIFICATION_CODE_TTL_MS + 1_000);
    const r = await s.call(registerLogin, registration('latecomer', email, stale));
    expect(r.status_.replyCode).toBe('101001');
    expect(await inUse('latecomer')).toBe(false);

    await sendCode(email, 'register');
    const fresh = await s.lastCode(email);
    expect((await s.call(registerLogin, registration('latecomer', email, fresh))).status_.success).toBe(true);
  });

  it('refuses a weak password and a mismatched confirmation with 4101, writing nothing', async () => {
    const email = 'careful@mail.example';
    await sendCode(email, 'register');
    const code = await s.lastCode(email);

    for (const locale of LOCALES) {
      const weak = await s.call(
        registerLogin,
        { ...registration('careful', email, code), password: 'short1A', confirmPassword: 'short1A' },
        { locale },
      );
      expect(weak.status_.replyCode).toBe('4101');
      expect(weak.status_).toMatchObject({
        fieldErrors: [{ field: 'password', message: formatValidatorMessage('passwordWeak', locale) }],
      });

      const mismatch = await s.call(
        registerLogin,
        { ...registration('careful', email, code), confirmPassword: `${DEMO_PASSWORD}x` },
        { locale },
      );
      expect(mismatch.status_.replyCode).toBe('4101');
      expect(mismatch.status_).toMatchObject({
        fieldErrors: [{ field: 'confirmPassword', message: formatValidatorMessage('passwordMismatch', locale) }],
      });
    }

    expect([await inUse('careful'), await inUse(email)]).toEqual([false, false]);
    expect((await s.call(userLogin, { loginAcct: 'careful', password: DEMO_PASSWORD })).status_.replyCode).toBe(
      '103001',
    );
    // The code was not used up by the refused attempts.
    expect((await s.call(registerLogin, registration('careful', email, code))).status_.success).toBe(true);
  });
});

describe('taken names at registration', () => {
  it('refuses a taken account name or phone only with the right code, each refusal spending one of its tries', async () => {
    const email = 'prober@mail.example';
    await sendCode(email, 'register');
    const code = await s.lastCode(email);
    const wrong = code === '000000' ? '000001' : '000000';
    // Without the right code a taken name is answered as a free one: wrong code.
    const blind = await s.call(registerLogin, registration(DEMO_ACCOUNTS.owner, email, wrong));
    expect(blind.status_.replyCode).toBe('101001');
    for (const locale of LOCALES) {
      const r = await s.call(registerLogin, registration('DEMO-Owner', email, code), { locale });
      expect(r.status_.replyCode).toBe('107003');
      expect(r.status_.replyText).toBe(messages.accountExists[locale]);
      expect(r.data.field).toBe('loginAcct');
    }
    // One wrong guess and three refusals: one try is left, and a taken phone spends it.
    const phone = await s.call(registerLogin, {
      ...registration('prober', email, code),
      userTelPhone: '66-0812345678',
    });
    expect(phone.status_.replyCode).toBe('107003');
    expect(phone.data.field).toBe('userTelPhone');
    const spent = await s.call(registerLogin, registration('prober', email, code));
    expect(spent.status_.replyCode).toBe('101001');
    expect(await inUse('prober')).toBe(false);
  });

  it('treats account names and e-mails as one namespace, since either logs in', async () => {
    // An account name that is someone's e-mail.
    const email = 'squatter@mail.example';
    await sendCode(email, 'register');
    const squat = await s.call(registerLogin, registration('owner@demo-shop.example', email, await s.lastCode(email)));
    expect(squat.status_.replyCode).toBe('107003');
    expect(squat.data.field).toBe('loginAcct');
    expect((await login('owner@demo-shop.example')).data.userId).toBe((await login(DEMO_ACCOUNTS.owner)).data.userId);

    // An e-mail that is someone's account name: that address is mailed a notice, not a code.
    await register('named@mail.example');
    s.clock.advance(61_000); // past the one-code-a-minute limit of the address
    const before = await s.lastMail('named@mail.example');
    const sent = await sendCode('NAMED@mail.example', 'register');
    expect(sent.data.transactionStatus.success).toBe(true);
    const notice = await s.lastMail('named@mail.example');
    expect(notice?.id).not.toBe(before?.id);
    expect(notice?.body).toMatch(/already uses/);
    expect(notice?.body).not.toMatch(/\b\d{6}\b/);
  });
});

describe('sub-accounts', () => {
  it('refuses the 6th sub-account of a shop with the limit message', async () => {
    const { cookie } = await login('other-owner');
    const subAccountCount = async () => {
      const list = await s.call(userListInquiry, { page: { pageNum: 1, pageSize: 10 } }, { cookie });
      return userListInquiry.response.parse(list.data).page.count;
    };
    // Other Shop starts with its operator; fill it up to the limit.
    for (let i = await subAccountCount(); i < MAX_SUB_ACCOUNTS; i++) {
      const r = await s.call(userAddition, subAccount(`other-staff-${i + 1}`), { cookie });
      expect(r.status_.success, `sub-account ${i + 1}`).toBe(true);
    }
    expect(await subAccountCount()).toBe(MAX_SUB_ACCOUNTS);
    for (const locale of LOCALES) {
      const sixth = await s.call(userAddition, subAccount('other-staff-6'), { cookie, locale });
      expect(sixth.status_.replyCode).toBe('100003');
      expect(sixth.status_.replyText).toBe(messages.subAccountLimit[locale].replace('{max}', String(MAX_SUB_ACCOUNTS)));
    }
    expect(await inUse('other-staff-6')).toBe(false);
    expect(await subAccountCount()).toBe(MAX_SUB_ACCOUNTS);
  });

  it('cannot log in before activation; the mailed link activates it once', async () => {
    const owner = await login(DEMO_ACCOUNTS.owner);
    const created = await s.call(userAddition, subAccount('packer-a', ['OMS_FUNC_0005']), {
      cookie: owner.cookie,
    });
    expect(created.status_.success).toBe(true);

    const early = await s.call(userLogin, { loginAcct: 'packer-a', password: DEMO_PASSWORD });
    expect(early.status_.replyCode).toBe('103009');
    expect(early.status_.replyText).toBe(messages.accountNotActivated['en-US']);
    const listed = await s.call(
      userListInquiry,
      { keyword: 'packer-a', page: { pageNum: 1, pageSize: 10 } },
      { cookie: owner.cookie },
    );
    expect(listed.data.list).toMatchObject([{ loginAcct: 'packer-a', status: 'inactive' }]);

    const token = await activationToken('packer-a@staff.example');
    const activated = await s.call(emailActivate, { token });
    expect(activated.status_.success).toBe(true);
    expect(activated.data.loginAcct).toBe('packer-a');
    const reused = await s.call(emailActivate, { token });
    expect(reused.status_.replyCode).toBe('101001');
    expect(reused.status_.replyText).toBe(messages.activationLinkInvalid['en-US']);

    const { data } = await login('packer-a');
    expect(data.shopId).toBe(owner.data.shopId);
    expect(data.acctType).toBe(2);
    const after = await s.call(
      userListInquiry,
      { keyword: 'packer-a', page: { pageNum: 1, pageSize: 10 } },
      { cookie: owner.cookie },
    );
    expect(after.data.list).toMatchObject([{ loginAcct: 'packer-a', status: 'enabled' }]);
  });

  it('sees only the granted functions with home and their parents; a grant changes that at once', async () => {
    const owner = await login(DEMO_ACCOUNTS.owner);
    const created = await s.call(userAddition, subAccount('packer-b', ['OMS_FUNC_0005', 'OMS_FUNC_0022']), {
      cookie: owner.cookie,
    });
    expect(created.status_.success).toBe(true);
    const userId = String(created.data.userId);
    expect(
      (await s.call(emailActivate, { token: await activationToken('packer-b@staff.example') })).status_.success,
    ).toBe(true);
    const { cookie } = await login('packer-b');

    const before = await infoOf(cookie);
    expect(treePaths(before.funcTreeList).sort()).toEqual(
      [
        'OMS_FUNC_9999',
        'OMS_FUNC_0004',
        'OMS_FUNC_0004>OMS_FUNC_0005',
        'OMS_FUNC_0021',
        'OMS_FUNC_0021>OMS_FUNC_0022',
      ].sort(),
    );
    expect(before.acctType).toBe(2);

    const grant = await s.call(userAuthFunction, { userId, funcIds: ['OMS_FUNC_0003'] }, { cookie: owner.cookie });
    expect(grant.status_.success).toBe(true);
    expect(grant.data.granted).toEqual(['OMS_FUNC_0002', 'OMS_FUNC_0003']);

    // Same session, no new login: the menu follows the grant.
    const after = await infoOf(cookie, 'th-TH');
    expect(treePaths(after.funcTreeList).sort()).toEqual(
      ['OMS_FUNC_9999', 'OMS_FUNC_0002', 'OMS_FUNC_0002>OMS_FUNC_0003'].sort(),
    );
    expect(after.funcTreeList.find((n) => n.funcId === 'OMS_FUNC_0002')?.funcName).toBe('สินค้า');

    const none = await s.call(userAuthFunction, { userId, funcIds: [] }, { cookie: owner.cookie });
    expect(none.status_.success).toBe(true);
    expect(treePaths((await infoOf(cookie)).funcTreeList)).toEqual(['OMS_FUNC_9999']);
  });

  it('refuses main-account calls to a sub-account with 900002 and a text that points to the main account', async () => {
    const { cookie } = await login(DEMO_ACCOUNTS.operator);
    const mainAccountWord: Record<Locale, string> = { 'th-TH': 'บัญชีหลัก', 'en-US': 'main account', 'zh-CN': '主账号' };
    for (const locale of LOCALES) {
      const r = await s.call(userAddition, subAccount('sneaky-staff'), { cookie, locale });
      expect(r.status_.replyCode).toBe('900002');
      expect(r.status_.replyText).toContain(mainAccountWord[locale]);
    }
    const list = await s.call(userListInquiry, { page: { pageNum: 1, pageSize: 10 } }, { cookie });
    expect(list.status_.replyCode).toBe('900002');
    expect(list.data.list).toBeUndefined();
    expect(await inUse('sneaky-staff')).toBe(false);
  });
});

describe('password reset', () => {
  it('resets with a mailed code and ends every session of the account', async () => {
    const first = await login(DEMO_ACCOUNTS.service);
    const second = await login(DEMO_ACCOUNTS.service);
    const sent = await sendCode(DEMO_ACCOUNTS.service, 'reset');
    expect(sent.data.transactionStatus.success).toBe(true);
    // The code goes to the account's e-mail, whatever name was typed.
    const code = await s.lastCode('service@demo-shop.example');

    const r = await s.call(resetUserPassword, {
      loginAcct: DEMO_ACCOUNTS.service,
      verifyCode: code,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(r.status_.success).toBe(true);
    for (const cookie of [first.cookie, second.cookie]) {
      expect((await s.call(userInfoInquiry, {}, { cookie })).status_.replyCode).toBe('900001');
    }
    const old = await s.call(userLogin, { loginAcct: DEMO_ACCOUNTS.service, password: DEMO_PASSWORD });
    expect(old.status_.replyCode).toBe('103001');
    const fresh = await login(DEMO_ACCOUNTS.service, NEW_PASSWORD);
    expect((await s.call(userInfoInquiry, {}, { cookie: fresh.cookie })).status_.success).toBe(true);

    // The code is used up.
    const replay = await s.call(resetUserPassword, {
      loginAcct: DEMO_ACCOUNTS.service,
      verifyCode: code,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
    });
    expect(replay.status_.replyCode).toBe('101001');
  });
});

describe('password change', () => {
  it('needs the current password, with the form messages in the request’s language', async () => {
    const { cookie, data } = await login(OTHER.operator);
    const change = { userId: data.userId, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };

    const wrongOld = await s.call(userUpdate, { ...change, oldPassword: 'NotMine2026x' }, { cookie, locale: 'th-TH' });
    expect(wrongOld.status_.replyCode).toBe('4101');
    expect(wrongOld.status_.replyText).toBe(messages.oldPasswordWrong['th-TH']);
    expect(wrongOld.status_).toMatchObject({
      fieldErrors: [{ field: 'oldPassword', message: messages.oldPasswordWrong['th-TH'] }],
    });

    const mismatch = await s.call(
      userUpdate,
      { ...change, oldPassword: OTHER.password, confirmPassword: 'FreshStart2027' },
      { cookie, locale: 'zh-CN' },
    );
    expect(mismatch.status_.replyCode).toBe('4101');
    expect(mismatch.status_).toMatchObject({
      fieldErrors: [{ field: 'confirmPassword', message: formatValidatorMessage('passwordMismatch', 'zh-CN') }],
    });
    expect((await s.call(userLogin, { loginAcct: OTHER.operator, password: NEW_PASSWORD })).status_.replyCode).toBe(
      '103001',
    );

    const ok = await s.call(userUpdate, { ...change, oldPassword: OTHER.password }, { cookie });
    expect(ok.status_.success).toBe(true);
    expect((await login(OTHER.operator, NEW_PASSWORD)).data.userId).toBe(data.userId);
    expect((await s.call(userLogin, { loginAcct: OTHER.operator, password: OTHER.password })).status_.replyCode).toBe(
      '103001',
    );
  });
});

describe('store switching', () => {
  it('moves the session to the owner’s second shop, remembers it, and refuses another user’s shop', async () => {
    const first = await login(DEMO_ACCOUNTS.owner);
    const data = first.data;
    let cookie = first.cookie;
    const demoShop = data.shopList.find((x) => x.shopName === 'Demo Shop')!;
    const globalShop = data.shopList.find((x) => x.shopName === 'Demo Shop Global')!;
    expect(data.shopId).toBe(demoShop.shopId);
    try {
      const r = await s.call(switchStore, { shopId: globalShop.shopId }, { cookie });
      expect(r.status_.success).toBe(true);
      expect(r.data.shopName).toBe('Demo Shop Global');
      // The switch gives a new token; the old one opens nothing any more.
      const rotated = String(r.headers['set-cookie']).split(';')[0]!;
      expect((await s.call(shopMerchantInfoInquiry, {}, { cookie })).status_.replyCode).toBe('900001');
      cookie = rotated;
      const merchant = await s.call(shopMerchantInfoInquiry, {}, { cookie });
      expect(merchant.data).toMatchObject({ shopId: globalShop.shopId, shopName: 'Demo Shop Global', shopType: 3 });
      const shops = await s.call(shopUserListInquiry, {}, { cookie });
      expect(shops.data.list).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ shopId: globalShop.shopId, current: 'y' }),
          expect.objectContaining({ shopId: demoShop.shopId, current: 'n' }),
        ]),
      );
      // The next login enters the shop last used.
      expect((await login(DEMO_ACCOUNTS.owner)).data.shopId).toBe(globalShop.shopId);

      const foreign = await s.call(switchStore, { shopId: s.other.shopId }, { cookie });
      expect(foreign.status_.replyCode).toBe('10009');
      expect((await s.call(shopMerchantInfoInquiry, {}, { cookie })).data.shopId).toBe(globalShop.shopId);
    } finally {
      await s.call(switchStore, { shopId: demoShop.shopId }, { cookie });
    }
  });

  it('does not let a sub-account switch into a shop it is not a member of', async () => {
    const owner = await login(DEMO_ACCOUNTS.owner);
    const globalShop = owner.data.shopList.find((x) => x.shopName === 'Demo Shop Global')!;
    const { cookie } = await login(DEMO_ACCOUNTS.operator);
    const r = await s.call(switchStore, { shopId: globalShop.shopId }, { cookie });
    expect(r.status_.replyCode).toBe('10009');
  });
});

describe('e-mail change', () => {
  it('changes the e-mail with a code sent to the new address', async () => {
    const user = await register('mover');
    const { cookie } = await login(user.loginAcct, DEMO_PASSWORD);
    const newEmail = 'mover.new@mail.example';

    const sent = await sendCode(newEmail, 'email', { cookie });
    expect(sent.data.transactionStatus.success).toBe(true);
    const code = await s.lastCode(newEmail);
    expect((await s.lastMail(user.email))?.subject).not.toMatch(/e-mail change/i);

    const wrong = await s.call(
      sendEmailMaintance,
      { email: newEmail, verifyCode: code === '111111' ? '222222' : '111111' },
      { cookie },
    );
    expect(wrong.status_.replyCode).toBe('101001');
    expect((await infoOf(cookie)).email).toBe(user.email);

    const r = await s.call(sendEmailMaintance, { email: newEmail, verifyCode: code }, { cookie });
    expect(r.status_.success).toBe(true);
    expect((await infoOf(cookie)).email).toBe(newEmail);
    expect(await inUse(newEmail)).toBe(true);
    expect(await inUse(user.email)).toBe(false);
    // The new address logs in.
    expect((await login(newEmail, DEMO_PASSWORD)).data.userId).toBe((await infoOf(cookie)).userId);
  });

  it('mails no change code to an address another account uses, answering as for a free one', async () => {
    const { cookie } = await login(DEMO_ACCOUNTS.operator);
    const r = await sendCode('owner@demo-shop.example', 'email', { cookie });
    expect(r.data.transactionStatus.success).toBe(true);
    expect((await s.lastMail('owner@demo-shop.example'))?.body).toMatch(/already uses/);
    const tried = await s.call(
      sendEmailMaintance,
      { email: 'owner@demo-shop.example', verifyCode: '123456' },
      { cookie },
    );
    expect(tried.status_.replyCode).toBe('101001');
  });
});
