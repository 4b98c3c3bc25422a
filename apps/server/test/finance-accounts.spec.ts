import { authorizeConfirm, sendCodeNoticeV2, userInfoInquiry } from '@sc/contract/calls/account.ts';
import {
  bankSearch,
  type ReceivingAccountView,
  receivingAccountDefault,
  receivingAccountDelete,
  receivingAccountGroups,
  receivingAccountInquiry,
  receivingAccountList,
  receivingAccountMaintain,
} from '@sc/contract/calls/finance.ts';
import { RECEIVING_ACCOUNT_REASON } from '@sc/contract/finance.ts';
import { FUNC } from '@sc/contract/func-codes.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receivingAccounts } from '../src/db/schema.ts';
import { expectOk } from './after-sales-kit.ts';
import { DEMO_ACCOUNTS, startTestServer, type TestServer } from './harness.ts';
import { shopIdNamed } from './mkt-orders-kit.ts';
import { expectRefused, text } from './orders-kit.ts';

// Receiving accounts: a change needs a code mailed to the main account and confirmed for
// receiving accounts; the bank from the shipped list with its account-number digits; one default;
// the default not deleted while another could take its place; groups; the main account only;
// another shop's accounts out of reach.

let s: TestServer;
let cookie: string;
let email: string;
let shopId: string;

beforeAll(async () => {
  s = await startTestServer();
  cookie = (await s.login(DEMO_ACCOUNTS.owner)).cookie;
  email = userInfoInquiry.response.parse((await s.call(userInfoInquiry, {}, { cookie })).data).email;
  shopId = await shopIdNamed(s.db, 'Demo Shop');
  await s.db.delete(receivingAccounts).where(eq(receivingAccounts.shopId, shopId));
});
afterAll(() => s?.close());

async function confirmCode(reason = RECEIVING_ACCOUNT_REASON) {
  // One code a minute to an address.
  s.clock.advance(61_000);
  expectOk(await s.call(sendCodeNoticeV2, { purpose: 'authorize' }, { cookie }));
  const code = await s.lastCode(email);
  expectOk(await s.call(authorizeConfirm, { authorizationReason: reason, verifyCode: code }, { cookie }));
}

const KBANK = { holder: 'บริษัท เดโม ช็อป จำกัด', bankCode: 'KBANK', number: '012-3-45678-9', branch: 'สยามสแควร์' };

async function list() {
  return receivingAccountList.response.parse(expectOk(await s.call(receivingAccountList, {}, { cookie }))).list;
}

describe('a change needs a confirmed code', () => {
  it('is refused without one, or with one confirmed for another reason (three languages)', async () => {
    for (const locale of ['en-US', 'th-TH', 'zh-CN'] as const) {
      const r = await s.call(receivingAccountMaintain, KBANK, { cookie, locale });
      expect(r.status_.replyCode).toBe(REPLY.VERIFICATION_CODE_ERROR.code);
      expect(r.status_.replyText).toBe(text('accountCodeRequired', {}, locale));
    }
    await confirmCode('recharge');
    expectRefused(await s.call(receivingAccountMaintain, KBANK, { cookie }), 'accountCodeRequired');
    expect(await list()).toEqual([]);
  });

  it('with the code: the first account is the default, its number without separators', async () => {
    await confirmCode();
    const a = receivingAccountMaintain.response.parse(
      expectOk(await s.call(receivingAccountMaintain, KBANK, { cookie })),
    );
    expect(a).toMatchObject({ bankCode: 'KBANK', bankName: 'Kasikornbank', number: '0123456789', isDefault: true });
  });
});

describe('the bank and its digits', () => {
  it('refuses a number of the wrong length for its bank, by field; GSB numbers are 12 digits', async () => {
    const r = await s.call(receivingAccountMaintain, { ...KBANK, number: '123456789' }, { cookie });
    expect(r.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
    expect(r.status_.fieldErrors).toEqual([
      { field: 'number', message: text('accountNumberDigits', { digits: 10, bank: 'Kasikornbank' }) },
    ]);
    const gsb = { holder: 'สมชาย ใจดี', bankCode: 'GSB', branch: '' };
    expect(
      (await s.call(receivingAccountMaintain, { ...gsb, number: '0123456789' }, { cookie })).status_.fieldErrors?.[0]
        ?.field,
    ).toBe('number');
    const ok = expectOk(
      await s.call(receivingAccountMaintain, { ...gsb, number: '012345678901', groupName: 'สำรอง' }, { cookie }),
    );
    expect(ok.isDefault).toBe(false);
    const unknown = await s.call(receivingAccountMaintain, { ...gsb, bankCode: 'XYZ', number: '1' }, { cookie });
    expect(unknown.status_.fieldErrors?.map((f) => f.field)).toEqual(['bankCode']);
  });

  it('the bank search finds banks by code or name in any language, with their digits', async () => {
    const r = expectOk(await s.call(bankSearch, { keyword: 'ออมสิน' }, { cookie, locale: 'th-TH' }));
    expect(r.list).toEqual([{ code: 'GSB', name: 'ธนาคารออมสิน', digits: 12 }]);
    const all = expectOk(await s.call(bankSearch, {}, { cookie }));
    expect((all.list as unknown[]).length).toBe(15);
    expect(expectOk(await s.call(bankSearch, { keyword: 'kbank' }, { cookie, locale: 'zh-CN' })).list).toEqual([
      { code: 'KBANK', name: '开泰银行', digits: 10 },
    ]);
  });

  it('one bank and number once', async () => {
    expectRefused(
      await s.call(receivingAccountMaintain, { ...KBANK, number: '0123456789' }, { cookie }),
      'accountDuplicate',
    );
  });
});

describe('the default, groups and deleting', () => {
  it('one default at a time; the default is not deleted while another could take its place', async () => {
    const [kbank, gsb] = (await list()) as [ReceivingAccountView, ReceivingAccountView];
    expect([kbank.bankCode, gsb.bankCode]).toEqual(['KBANK', 'GSB']);
    expectRefused(
      await s.call(receivingAccountDelete, { accountId: kbank.accountId }, { cookie }),
      'accountDefaultDelete',
    );
    expectOk(await s.call(receivingAccountDefault, { accountId: gsb.accountId }, { cookie }));
    const after = await list();
    expect(after.filter((a) => a.isDefault).map((a) => a.accountId)).toEqual([gsb.accountId]);
    const groups = expectOk(await s.call(receivingAccountGroups, {}, { cookie }));
    expect(groups.list).toEqual([
      { groupName: '', count: 1 },
      { groupName: 'สำรอง', count: 1 },
    ]);
    expectOk(await s.call(receivingAccountDelete, { accountId: kbank.accountId }, { cookie }));
    expect((await list()).map((a) => a.accountId)).toEqual([gsb.accountId]);
    // The last account, the default, may go.
    expectOk(await s.call(receivingAccountDelete, { accountId: gsb.accountId }, { cookie }));
    expect(await list()).toEqual([]);
  });
});

describe('reach', () => {
  it('a sub-account holding the store-setup code reads but does not change', async () => {
    await s.addMember({ shopId, loginAcct: 'finance-setup-sub', funcIds: [FUNC.storeSetup] });
    const sub = (await s.login('finance-setup-sub')).cookie;
    expectOk(await s.call(receivingAccountList, {}, { cookie: sub }));
    const r = await s.call(receivingAccountMaintain, KBANK, { cookie: sub });
    expect(r.status_.replyCode).toBe(REPLY.NO_PERMISSION.code);
  });

  it('another shop’s account is not found', async () => {
    const theirs = await s.foreignId('receivingAccount');
    const r = await s.call(receivingAccountInquiry, { accountId: theirs }, { cookie });
    expect(r.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    await confirmCode();
    const d = await s.call(receivingAccountDefault, { accountId: theirs }, { cookie });
    expect(d.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
  });
});
