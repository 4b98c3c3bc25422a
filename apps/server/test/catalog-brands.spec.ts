import {
  addDays,
  brandApply,
  brandApplyDetail,
  brandApplyList,
  brandApplyModify,
  brandApplyRevoke,
  brandList,
  merchantAuthBrand,
  NO_BRAND_ID,
  nextDay,
  thaiToday,
} from '@sc/contract/calls/catalog.ts';
import type { Locale } from '@sc/contract/locale.ts';
import { messages } from '@sc/contract/messages.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { formatValidatorMessage } from '@sc/contract/validators/messages.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideBrandApplication } from '../src/areas/catalog/brand-applications.ts';
import { assertBrandUsable, brandNames } from '../src/areas/catalog/brands.ts';
import { brandApplications, brands, shopBrands } from '../src/db/schema.ts';
import { ShopScope } from '../src/db/tenant.ts';
import { BizError } from '../src/errors.ts';
import { seedDemoBrands } from '../src/seed/catalog.ts';
import { DEMO_ACCOUNTS, OTHER, startTestServer, type TestServer } from './harness.ts';

// Brands and brand applications (brand list, merchant/auth/brand, brand apply; "Trademark
// authorization end must not exceed registration end. Authorization time must be later than now.",
// brand names unique, required certificate dates and brand documents).

let s: TestServer;
let owner: string;
let otherOwner: string;
let demoShopId: string;
beforeAll(async () => {
  s = await startTestServer();
  const login = await s.login(DEMO_ACCOUNTS.owner);
  owner = login.cookie;
  demoShopId = String(login.data.shopId);
  otherOwner = (await s.login(OTHER.owner)).cookie;
});
afterAll(() => s.close());

const DAY = 24 * 3600 * 1000;
const today = () => thaiToday(s.clock.now());

/** Moves the clock on by whole days; sessions last 7, so both owners log in again. */
async function passDays(n: number) {
  s.clock.advance(n * DAY);
  owner = (await s.login(DEMO_ACCOUNTS.owner)).cookie;
  otherOwner = (await s.login(OTHER.owner)).cookie;
}

/** Hatari (1012), a registration of ten years and an authorization of two. */
function application(over: Record<string, unknown> = {}) {
  return {
    brandId: '1012',
    trademarkNo: '171100123',
    registrationStart: addDays(today(), -365),
    registrationEnd: addDays(today(), 3650),
    authStart: addDays(today(), -30),
    authEnd: addDays(today(), 730),
    documentUrls: ['https://img.alicdn.com/brand/certificate.jpg', 'https://img.alicdn.com/brand/letter.png'],
    ...over,
  };
}

async function apply(over: Record<string, unknown> = {}, opts: { cookie?: string; locale?: Locale } = {}) {
  s.clock.advance(1000);
  return s.call(brandApply, application(over), { cookie: opts.cookie ?? owner, locale: opts.locale ?? 'en-US' });
}

async function applied(over: Record<string, unknown> = {}, cookie = owner) {
  const r = await apply(over, { cookie });
  expect(r.status_.success, r.status_.replyText).toBe(true);
  return String(r.data.applicationId);
}

async function detail(applicationId: string, cookie = owner) {
  const r = await s.call(brandApplyDetail, { applicationId }, { cookie });
  expect(r.status_.success, r.status_.replyText).toBe(true);
  return brandApplyDetail.response.parse(r.data);
}

async function usable(locale: Locale = 'en-US', cookie = owner, keyword?: string) {
  const r = await s.call(merchantAuthBrand, keyword ? { keyword } : {}, { cookie, locale });
  expect(r.status_.success, r.status_.replyText).toBe(true);
  return merchantAuthBrand.response.parse(r.data).list;
}

async function refusal(run: () => Promise<unknown>): Promise<BizError> {
  const error = await run().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BizError);
  return error as BizError;
}

/** Clears the demo shop's applications and authorizations so each group starts from none. */
async function clearApplications() {
  const scope = new ShopScope(s.db, demoShopId);
  await scope.delete(brandApplications);
  await scope.delete(shopBrands);
}

describe(brandList.path, () => {
  it('lists the platform brands by name, without "No brand", searchable in Thai and Latin letters', async () => {
    const r = await s.call(brandList, { page: { pageSize: 100 } }, { cookie: owner });
    const all = brandList.response.parse(r.data);
    expect(all.page.count).toBeGreaterThanOrEqual(40);
    expect(all.list.map((b) => b.brandId)).not.toContain(NO_BRAND_ID);
    const names = all.list.map((b) => b.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.replace(/\W/g, '').localeCompare(b.replace(/\W/g, ''))));

    const thai = brandList.response.parse((await s.call(brandList, { keyword: 'มาม่า' }, { cookie: owner })).data);
    expect(thai.list).toEqual([{ brandId: '1031', name: 'Mama', localName: 'มาม่า' }]);
    const latin = brandList.response.parse((await s.call(brandList, { keyword: 'SAM' }, { cookie: owner })).data);
    expect(latin.list.map((b) => b.name)).toEqual(['Samsung']);
    const paged = brandList.response.parse(
      (await s.call(brandList, { page: { pageNum: 2, pageSize: 10 } }, { cookie: owner })).data,
    );
    expect(paged.list).toHaveLength(10);
    expect(paged.list[0]?.brandId).toBe(all.list[10]?.brandId);
  });
});

describe('the date rules of a brand application', () => {
  beforeAll(clearApplications);

  it('lets the authorization end on the registration end, not a day after', async () => {
    const registrationEnd = addDays(today(), 400);
    const onTheDay = await apply({ brandId: '1001', registrationEnd, authEnd: registrationEnd });
    expect(onTheDay.status_.success, onTheDay.status_.replyText).toBe(true);

    const dayAfter = await apply({ brandId: '1002', registrationEnd, authEnd: nextDay(registrationEnd) });
    expect(dayAfter.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
    expect(dayAfter.status_.fieldErrors).toEqual([
      { field: 'authEnd', message: messages.brandAuthEndAfterRegistration['en-US'] },
    ]);
  });

  it('refuses an authorization ending today (now), takes one ending tomorrow', async () => {
    const endsNow = await apply({ brandId: '1003', authEnd: today() }, { locale: 'th-TH' });
    expect(endsNow.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
    expect(endsNow.status_.fieldErrors).toEqual([
      { field: 'authEnd', message: messages.brandAuthEndNotFuture['th-TH'] },
    ]);
    expect(endsNow.status_.replyText).toBe(messages.brandAuthEndNotFuture['th-TH']);

    const yesterday = await apply({ brandId: '1003', authEnd: addDays(today(), -1), authStart: addDays(today(), -9) });
    expect(yesterday.status_.fieldErrors?.[0]?.message).toBe(messages.brandAuthEndNotFuture['en-US']);

    const tomorrow = await apply({ brandId: '1003', authEnd: nextDay(today()) });
    expect(tomorrow.status_.success, tomorrow.status_.replyText).toBe(true);
  });

  it('wants the ends after the starts', async () => {
    const registration = await apply({
      brandId: '1004',
      registrationStart: addDays(today(), 10),
      registrationEnd: addDays(today(), 10),
    });
    expect(registration.status_.fieldErrors?.[0]).toEqual({
      field: 'registrationEnd',
      message: messages.brandRegistrationEndBeforeStart['en-US'],
    });
    const authorization = await apply({
      brandId: '1004',
      authStart: addDays(today(), 20),
      authEnd: addDays(today(), 19),
    });
    expect(authorization.status_.fieldErrors?.[0]).toEqual({
      field: 'authEnd',
      message: messages.brandAuthEndBeforeStart['en-US'],
    });
    // A one-day authorization is an authorization.
    const oneDay = await apply({ brandId: '1004', authStart: addDays(today(), 20), authEnd: addDays(today(), 20) });
    expect(oneDay.status_.success, oneDay.status_.replyText).toBe(true);
  });

  it('asks for the certificate dates and the brand documents in the spec’s words', async () => {
    for (const locale of ['en-US', 'th-TH', 'zh-CN'] as const) {
      const r = await s.call(
        brandApply,
        { brandId: '1005', trademarkNo: '1', authStart: '', documentUrls: [] },
        { cookie: owner, locale },
      );
      expect(r.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
      const byField = Object.fromEntries((r.status_.fieldErrors ?? []).map((e) => [e.field, e.message]));
      for (const field of ['registrationStart', 'registrationEnd', 'authStart', 'authEnd'])
        expect(byField[field], `${locale} ${field}`).toBe(messages.brandCertificateDatesRequired[locale]);
      expect(byField.documentUrls).toBe(messages.brandDocumentsRequired[locale]);
    }
    const noDocs = await s.call(brandApply, { ...application(), documentUrls: undefined }, { cookie: owner });
    expect(noDocs.status_.fieldErrors).toEqual([
      { field: 'documentUrls', message: messages.brandDocumentsRequired['en-US'] },
    ]);
    const noNumber = await s.call(brandApply, { ...application(), trademarkNo: '  ' }, { cookie: owner });
    expect(noNumber.status_.fieldErrors).toEqual([
      { field: 'trademarkNo', message: formatValidatorMessage('required', 'en-US') },
    ]);
  });

  it('refuses a date that is not a calendar day and a document that is not an upload', async () => {
    const r = await apply({ registrationStart: '2025-02-30', documentUrls: ['javascript:alert(1)'] });
    const byField = Object.fromEntries((r.status_.fieldErrors ?? []).map((e) => [e.field, e.message]));
    expect(byField.registrationStart).toBe(messages.brandDateInvalid['en-US']);
    expect(byField['documentUrls.0']).toBe(formatValidatorMessage('mediaLinkNotHttps', 'en-US'));
  });

  it('wants one brand: an existing one or a new name', async () => {
    const neither = await apply({ brandId: undefined });
    expect(neither.status_.fieldErrors).toEqual([{ field: 'brandId', message: messages.brandChooseOrName['en-US'] }]);
    const both = await apply({ brandName: 'Something New' });
    expect(both.status_.fieldErrors).toEqual([{ field: 'brandId', message: messages.brandChooseOrName['en-US'] }]);
    for (const brandId of ['999999', NO_BRAND_ID]) {
      const unknown = await apply({ brandId });
      expect(unknown.status_.fieldErrors).toEqual([{ field: 'brandId', message: messages.brandUnknown['en-US'] }]);
    }
  });
});

describe('brand names are unique', () => {
  beforeAll(clearApplications);

  it('refuses a new name that is a brand already, whatever the case, spacing or script', async () => {
    for (const brandName of ['samsung', '  SAMSUNG ', 'Tao kae noi', 'มาม่า', 'loreal paris']) {
      const r = await apply({ brandId: undefined, brandName });
      expect(r.status_.replyCode, brandName).toBe(REPLY.ALREADY_EXISTS.code);
      expect(r.status_.replyText).toBe(messages.brandNameExists['en-US']);
      expect(r.data.field).toBe('brandName');
    }
  });

  it('takes a new name once per shop while it waits, and in another shop too', async () => {
    const first = await applied({ brandId: undefined, brandName: 'Baan Suan Herb' });
    expect(await detail(first)).toMatchObject({ brandId: null, brandName: 'Baan Suan Herb', isNewBrand: 'y' });
    const again = await apply({ brandId: undefined, brandName: 'BAAN  suan herb' });
    expect(again.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
    expect(again.status_.replyText).toBe('You already have an application for Baan Suan Herb waiting for review');
    // Another shop's application of the same new name is its own business.
    await applied({ brandId: undefined, brandName: 'Baan Suan Herb' }, otherOwner);
  });

  it('makes an approved new name a platform brand, which both shops then share', async () => {
    const mine = (await s.call(brandApplyList, { keyword: 'baan' }, { cookie: owner })).data.list as {
      applicationId: string;
    }[];
    const other = (await s.call(brandApplyList, { keyword: 'baan' }, { cookie: otherOwner })).data.list as {
      applicationId: string;
    }[];
    const approvedMine = await decideBrandApplication(s.db, mine[0]!.applicationId, 'approve', '', s.clock.now());
    const approvedOther = await decideBrandApplication(s.db, other[0]!.applicationId, 'approve', '', s.clock.now());
    expect(approvedMine.brandId).toBeTruthy();
    expect(approvedOther.brandId).toBe(approvedMine.brandId);
    const made = await s.db.select().from(brands).where(eq(brands.nameKey, 'baansuanherb'));
    expect(made).toHaveLength(1);
    expect(Number(approvedMine.brandId)).toBeGreaterThan(100000);

    const now = await apply({ brandId: undefined, brandName: 'baan suan herb' });
    expect(now.status_.replyCode).toBe(REPLY.ALREADY_EXISTS.code);
    expect((await usable()).map((b) => b.name)).toContain('Baan Suan Herb');
  });

  it('keeps one open application per brand even when two arrive at once', async () => {
    const [a, b] = await Promise.all([apply({ brandId: '1020' }), apply({ brandId: '1020' })]);
    expect([a?.status_.success, b?.status_.success].sort()).toEqual([false, true]);
    const failed = a?.status_.success ? b : a;
    expect(failed?.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
  });
});

describe('authorizations: what a shop may put on its products', () => {
  beforeAll(clearApplications);

  it('offers only "No brand" before any approval, named in the request’s language', async () => {
    const list = await usable('th-TH');
    expect(list[0]).toEqual({ brandId: NO_BRAND_ID, name: 'ไม่มีแบรนด์', localName: '', authEnd: null });
    expect((await usable('zh-CN'))[0]?.name).toBe('无品牌');
    expect(list.map((b) => b.name)).not.toContain('Hatari');
  });

  it('adds a brand when its application is approved, until its last day', async () => {
    const scope = new ShopScope(s.db, demoShopId);
    const authEnd = addDays(today(), 3);
    const id = await applied({ brandId: '1012', authEnd });
    expect((await detail(id)).status).toBe('pending');
    await expect(assertBrandUsable(scope, '1012', s.clock.now())).rejects.toMatchObject({
      messageKey: 'brandNotAuthorized',
      params: { brand: 'Hatari' },
    });

    await decideBrandApplication(s.db, id, 'approve', '', s.clock.now());
    expect(await detail(id)).toMatchObject({ status: 'approved', brandId: '1012', brandLocalName: 'ฮาตาริ' });
    expect(await usable()).toContainEqual({ brandId: '1012', name: 'Hatari', localName: 'ฮาตาริ', authEnd });
    expect((await usable('en-US', owner, 'ฮาตา')).map((b) => b.brandId)).toEqual(['1012']);
    expect((await usable('en-US', owner, 'no br')).map((b) => b.brandId)).toEqual([NO_BRAND_ID]);
    await expect(assertBrandUsable(scope, '1012', s.clock.now())).resolves.toBe('1012');
    await expect(assertBrandUsable(scope, NO_BRAND_ID, s.clock.now())).resolves.toBeNull();

    // A second application for a brand held as long or longer is pointless; a longer one is a renewal.
    const shorter = await apply({ brandId: '1012', authEnd });
    expect(shorter.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
    expect(shorter.status_.replyText).toContain(authEnd);

    // The day after its last day it is expired and no longer usable.
    await passDays(4);
    expect((await detail(id)).status).toBe('expired');
    expect((await usable()).map((b) => b.brandId)).toEqual([NO_BRAND_ID]);
    await expect(assertBrandUsable(scope, '1012', s.clock.now())).rejects.toMatchObject({
      messageKey: 'brandNotAuthorized',
    });
    const expired = brandApplyList.response.parse(
      (await s.call(brandApplyList, { status: 'expired' }, { cookie: owner })).data,
    );
    expect(expired.list.map((a) => a.applicationId)).toEqual([id]);
    expect(expired.counts).toMatchObject({ expired: 1, approved: 0 });
  });

  it('does not count an authorization that has not started yet', async () => {
    const scope = new ShopScope(s.db, demoShopId);
    const id = await applied({ brandId: '1024', authStart: addDays(today(), 5) });
    await decideBrandApplication(s.db, id, 'approve', '', s.clock.now());
    await expect(assertBrandUsable(scope, '1024', s.clock.now())).rejects.toBeInstanceOf(BizError);
    await passDays(5);
    await expect(assertBrandUsable(scope, '1024', s.clock.now())).resolves.toBe('1024');
  });

  it('drops a brand the platform revokes, and shows why', async () => {
    const scope = new ShopScope(s.db, demoShopId);
    const id = await applied({ brandId: '1025' });
    await decideBrandApplication(s.db, id, 'approve', '', s.clock.now());
    await expect(assertBrandUsable(scope, '1025', s.clock.now())).resolves.toBe('1025');
    expect((await refusal(() => decideBrandApplication(s.db, id, 'revoke', ' '))).messageKey).toBe(
      'brandDecisionReasonRequired',
    );
    await decideBrandApplication(s.db, id, 'revoke', 'The brand owner withdrew the authorization letter');
    expect(await detail(id)).toMatchObject({
      status: 'revoked',
      revokedBy: 'platform',
      reason: 'The brand owner withdrew the authorization letter',
    });
    await expect(assertBrandUsable(scope, '1025', s.clock.now())).rejects.toMatchObject({
      messageKey: 'brandNotAuthorized',
    });
  });

  it('refuses a brand that does not exist', async () => {
    const scope = new ShopScope(s.db, demoShopId);
    for (const brandId of ['999999', 'abc', ''])
      await expect(assertBrandUsable(scope, brandId, s.clock.now())).rejects.toMatchObject({
        messageKey: 'brandUnknown',
      });
  });

  it('names brands for lists', async () => {
    const names = await brandNames(s.db, ['1012', NO_BRAND_ID, '999999', 'x'], 'th-TH');
    expect(names).toEqual(
      new Map([
        [NO_BRAND_ID, 'ไม่มีแบรนด์'],
        ['1012', 'Hatari'],
      ]),
    );
  });
});

describe('rejection, resubmission and withdrawal', () => {
  beforeAll(clearApplications);

  it('shows the platform’s reason and takes the changed application back into review', async () => {
    const id = await applied({ brandId: '1030' });
    const modifyPending = await s.call(
      brandApplyModify,
      { applicationId: id, ...application({ brandId: '1030' }) },
      { cookie: owner },
    );
    expect(modifyPending.status_.replyText).toBe(messages.brandApplyNotEditable['en-US']);

    expect((await refusal(() => decideBrandApplication(s.db, id, 'reject', ''))).messageKey).toBe(
      'brandDecisionReasonRequired',
    );
    await decideBrandApplication(s.db, id, 'reject', 'The certificate photo is unreadable', s.clock.now());
    expect(await detail(id)).toMatchObject({ status: 'rejected', reason: 'The certificate photo is unreadable' });
    expect((await refusal(() => decideBrandApplication(s.db, id, 'approve'))).messageKey).toBe('brandDecisionState');

    // The same rules hold on the resubmission.
    const bad = await s.call(
      brandApplyModify,
      { applicationId: id, ...application({ brandId: '1030', authEnd: today() }) },
      { cookie: owner },
    );
    expect(bad.status_.fieldErrors?.[0]?.field).toBe('authEnd');
    expect((await detail(id)).status).toBe('rejected');

    s.clock.advance(1000);
    const good = await s.call(
      brandApplyModify,
      {
        applicationId: id,
        ...application({
          brandId: '1030',
          trademarkNo: '171100999',
          documentUrls: ['https://img.alicdn.com/brand/b.jpg'],
        }),
      },
      { cookie: owner },
    );
    expect(good.status_.success, good.status_.replyText).toBe(true);
    expect(await detail(id)).toMatchObject({
      status: 'pending',
      reason: '',
      trademarkNo: '171100999',
      documentUrls: ['https://img.alicdn.com/brand/b.jpg'],
      decidedAt: null,
    });
  });

  it('lets the shop withdraw an application under review, once', async () => {
    const id = await applied({ brandId: '1031' });
    const r = await s.call(brandApplyRevoke, { applicationId: id }, { cookie: owner });
    expect(r.status_.success).toBe(true);
    expect(await detail(id)).toMatchObject({ status: 'revoked', revokedBy: 'shop' });
    const again = await s.call(brandApplyRevoke, { applicationId: id }, { cookie: owner });
    expect(again.status_.replyText).toBe(messages.brandApplyNotRevocable['en-US']);
    // Withdrawn, the brand can be applied for again.
    await applied({ brandId: '1031' });
  });

  it('lists newest first with counts per status, filtered by status and search word', async () => {
    const all = brandApplyList.response.parse((await s.call(brandApplyList, {}, { cookie: owner })).data);
    expect(all.list.map((a) => a.brandName)).toEqual(['Mama', 'Mama', 'Maybelline']);
    expect(all.counts).toEqual({ all: 3, pending: 2, approved: 0, rejected: 0, revoked: 1, expired: 0 });
    const pending = brandApplyList.response.parse(
      (await s.call(brandApplyList, { status: 'pending', keyword: 'may' }, { cookie: owner })).data,
    );
    expect(pending.list.map((a) => a.brandName)).toEqual(['Maybelline']);
    expect(pending.page.count).toBe(1);
    expect(pending.counts.all).toBe(1);
    const byNumber = brandApplyList.response.parse(
      (await s.call(brandApplyList, { keyword: '171100999' }, { cookie: owner })).data,
    );
    expect(byNumber.list.map((a) => a.brandName)).toEqual(['Maybelline']);
  });
});

describe('isolation', () => {
  it('never shows or touches another shop’s applications', async () => {
    const theirs = await applied({ brandId: '1040' }, otherOwner);
    const mine = brandApplyList.response.parse((await s.call(brandApplyList, {}, { cookie: owner })).data);
    expect(mine.list.map((a) => a.applicationId)).not.toContain(theirs);
    for (const call of [brandApplyDetail, brandApplyRevoke]) {
      const r = await s.call(call, { applicationId: theirs }, { cookie: owner });
      expect(r.status_.replyCode, call.path).toBe(REPLY.NOT_FOUND.code);
    }
    const modify = await s.call(brandApplyModify, { applicationId: theirs, ...application() }, { cookie: owner });
    expect(modify.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    expect((await detail(theirs, otherOwner)).status).toBe('pending');
  });

  it('does not let one shop use another shop’s authorization', async () => {
    const theirs = await applied({ brandId: '1041' }, otherOwner);
    await decideBrandApplication(s.db, theirs, 'approve', '', s.clock.now());
    expect((await usable('en-US', otherOwner)).map((b) => b.brandId)).toContain('1041');
    expect((await usable()).map((b) => b.brandId)).not.toContain('1041');
    await expect(assertBrandUsable(new ShopScope(s.db, demoShopId), '1041', s.clock.now())).rejects.toMatchObject({
      messageKey: 'brandNotAuthorized',
    });
  });
});

describe('seedDemoBrands (for the demo shop)', () => {
  it('leaves a shop with an application in every state, once', async () => {
    await clearApplications();
    await seedDemoBrands(s.db, demoShopId, s.clock.now());
    await seedDemoBrands(s.db, demoShopId, s.clock.now());
    const all = brandApplyList.response.parse((await s.call(brandApplyList, {}, { cookie: owner })).data);
    expect(all.counts).toEqual({ all: 5, pending: 1, approved: 2, rejected: 1, revoked: 0, expired: 1 });
    expect(all.list.find((a) => a.status === 'rejected')?.reason).not.toBe('');
    expect((await usable()).map((b) => b.name)).toEqual(['No brand', 'Hatari', 'Mistine']);
  });

  it('gives every application documents the server serves as pictures', async () => {
    await clearApplications();
    await seedDemoBrands(s.db, demoShopId, s.clock.now());
    const all = brandApplyList.response.parse((await s.call(brandApplyList, {}, { cookie: owner })).data);
    const urls = all.list.flatMap((a) => a.documentUrls);
    expect(urls).toHaveLength(10);
    for (const url of urls) {
      const res = await s.app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode, type: res.headers['content-type'] }).toEqual({
        url,
        status: 200,
        type: 'image/jpeg',
      });
    }
  });
});
