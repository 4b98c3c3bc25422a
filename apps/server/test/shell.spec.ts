import {
  configReport,
  contractCreate,
  contractGenerateResult,
  hasSetCustomerAddress,
  noticeNewestMessage,
  pageViewTrack,
  unreadChatStatistics,
} from '@sc/contract/calls/shell.ts';
import type { ContractType } from '@sc/contract/constants.ts';
import { messages } from '@sc/contract/messages.ts';
import { replyHandling } from '@sc/contract/reply-codes.ts';
import { SHOP_TYPE } from '@sc/contract/shop-types.ts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/db/ids.ts';
import { accountReports, imConversations, pageViews, returnAddresses, shops } from '../src/db/schema.ts';
import { DEMO_ACCOUNTS, OTHER, startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const login = (loginAcct: string, password?: string) => s.login(loginAcct, password);

async function generated(cookie: string, contractTemplate: ContractType) {
  const r = await s.call(contractGenerateResult, { contractTemplate }, { cookie });
  expect(r.status_.success).toBe(true);
  return contractGenerateResult.response.parse(r.data);
}

const sign = (cookie: string, contractBusinessType: ContractType) =>
  s.call(contractCreate, { contractBusinessType, contractSignChannel: 'local', contractParamsMap: {} }, { cookie });

describe('agreements', () => {
  it('signs 009 before 010: 010 first is refused silently, then both sign and read as signed', async () => {
    const { cookie } = await login(DEMO_ACCOUNTS.owner);
    expect(await generated(cookie, '009')).toMatchObject({ result: 'n', exempt: 'n', signedAt: null });
    expect(await generated(cookie, '010')).toMatchObject({ result: 'n', exempt: 'n', signedAt: null });

    const early = await sign(cookie, '010');
    expect(early.status_.replyCode).toBe('601600');
    expect(replyHandling(early.status_.replyCode, false)).toBe('silent');
    expect(early.status_.replyText).toBe(messages.contractOrder['en-US']);
    expect((await generated(cookie, '010')).result).toBe('n');

    const first = await sign(cookie, '009');
    expect(first.status_.success).toBe(true);
    expect(first.data.contractNo).toEqual(expect.any(String));
    const after009 = await generated(cookie, '009');
    expect(after009).toMatchObject({ result: 'y', exempt: 'n', signedAt: first.data.signedAt });
    expect((await generated(cookie, '010')).result).toBe('n');

    const second = await sign(cookie, '010');
    expect(second.status_.success).toBe(true);
    expect(await generated(cookie, '010')).toMatchObject({ result: 'y', signedAt: second.data.signedAt });

    for (const type of ['009', '010'] as const) {
      const again = await sign(cookie, type);
      expect(again.status_.replyCode).toBe('601601');
      expect(replyHandling(again.status_.replyCode, false)).toBe('silent');
    }
    // Signing is per shop: another shop is still unsigned.
    const other = await login(OTHER.owner);
    expect((await generated(other.cookie, '009')).result).toBe('n');
  });

  it('does not let a sub-account sign', async () => {
    const { cookie } = await login(DEMO_ACCOUNTS.operator);
    for (const type of ['009', '010'] as const) {
      const r = await sign(cookie, type);
      expect(r.status_.replyCode).toBe('900002');
      expect(r.data.contractNo).toBeUndefined();
    }
  });

  it('reports shops of type 1, 5 and 11 as signed and exempt, and refuses to sign for them', async () => {
    const { cookie } = await login(OTHER.owner);
    const setType = (shopType: number) => s.db.update(shops).set({ shopType }).where(eq(shops.id, s.other.shopId));
    try {
      for (const shopType of [SHOP_TYPE.PLATFORM_RUN, SHOP_TYPE.OFFLINE, SHOP_TYPE.GLOBAL_MALL]) {
        await setType(shopType);
        for (const type of ['009', '010'] as const) {
          expect(await generated(cookie, type), `type ${shopType}, ${type}`).toMatchObject({
            result: 'y',
            exempt: 'y',
          });
        }
        expect((await sign(cookie, '009')).status_.replyCode).toBe('601600');
      }
      await setType(SHOP_TYPE.OFFICIAL_STORE);
      expect(await generated(cookie, '009')).toMatchObject({ result: 'n', exempt: 'n' });
    } finally {
      await setType(SHOP_TYPE.THAI_LOCAL);
    }
  });
});

describe('setup gate', () => {
  it('reports n/n/n for the demo shop, then an address once one is saved', async () => {
    const { cookie, data } = await login(DEMO_ACCOUNTS.owner);
    // Other Shop's own address (if the harness gives it one) must not count here.
    const before = await s.call(hasSetCustomerAddress, {}, { cookie });
    expect(before.data).toMatchObject({ customerType: 'n', hasSetAddress: 'n', hasRights: 'n' });

    await s.db.insert(returnAddresses).values({
      shopId: data.shopId!,
      id: newId(),
      name: 'Warehouse',
      contact: 'Somchai',
      phone: '66-0812345678',
      zipCode: '10110',
      provinceCode: '10',
      province: 'Bangkok',
      districtCode: '1039',
      district: 'Watthana',
      subDistrictCode: '103901',
      subDistrict: 'Khlong Toei Nuea',
      detail: '1 Sukhumvit Road',
    });
    const after = await s.call(hasSetCustomerAddress, {}, { cookie });
    expect(after.data).toMatchObject({ customerType: 'n', hasSetAddress: 'y', hasRights: 'n' });
  });
});

describe('notice poll', () => {
  it('returns the welcome notice once per user in the request’s language, then 690011', async () => {
    const owner = await login(DEMO_ACCOUNTS.owner);
    const first = await s.call(
      noticeNewestMessage,
      { sendType: 16, noticeClass: 32 },
      { cookie: owner.cookie, locale: 'th-TH' },
    );
    expect(first.status_.success).toBe(true);
    expect(first.data).toMatchObject({
      noticeTitle: 'ยินดีต้อนรับสู่ศูนย์ผู้ขาย',
      content: 'ศูนย์ผู้ขายของคุณพร้อมใช้งานแล้ว หน้าแรกแสดงสิ่งที่รอคุณดำเนินการ',
    });
    expect(first.data.noticeNo).toEqual(expect.any(String));

    const second = await s.call(noticeNewestMessage, { sendType: 16, noticeClass: 32 }, { cookie: owner.cookie });
    expect(second.status_.replyCode).toBe('690011');
    expect(replyHandling(second.status_.replyCode, false)).toBe('silent');
    expect(second.data.noticeTitle).toBeUndefined();

    // Delivery is per user: the operator still gets it, in Chinese.
    const operator = await login(DEMO_ACCOUNTS.operator);
    const forOperator = await s.call(noticeNewestMessage, {}, { cookie: operator.cookie, locale: 'zh-CN' });
    expect(forOperator.data).toMatchObject({ noticeNo: first.data.noticeNo, noticeTitle: '欢迎使用卖家中心' });
    expect((await s.call(noticeNewestMessage, {}, { cookie: operator.cookie })).status_.replyCode).toBe('690011');
  });
});

describe('unread chat statistics', () => {
  it('counts unread messages of the session shop’s conversations only', async () => {
    const owner = await login(DEMO_ACCOUNTS.owner);
    const other = await login(OTHER.owner);
    const stats = async (cookie: string) => {
      const r = await s.call(unreadChatStatistics, { userType: 2 }, { cookie });
      expect(r.status_.success).toBe(true);
      return r.data;
    };
    // The demo shop starts with the seed's buyers' chats (seed/chat.ts); the other shop with none.
    const base = await stats(owner.cookie);
    expect(base.unreadCount).toBeGreaterThan(0);
    expect(await stats(other.cookie)).toMatchObject({ unreadCount: 0, groupUnreadCount: 0 });

    const demoShopId = owner.data.shopId!;
    const conversation = (shopId: string, unreadBySeller: number, isGroup = false) => ({
      shopId,
      id: newId(),
      buyerId: newId(),
      isGroup,
      unreadBySeller,
    });
    await s.db
      .insert(imConversations)
      .values([
        conversation(demoShopId, 3),
        conversation(demoShopId, 0),
        conversation(demoShopId, 2, true),
        conversation(s.other.shopId, 7),
        conversation(s.other.shopId, 4, true),
      ]);
    expect(await stats(owner.cookie)).toMatchObject({
      unreadCount: Number(base.unreadCount) + 5,
      groupUnreadCount: Number(base.groupUnreadCount) + 2,
    });
    expect(await stats(other.cookie)).toMatchObject({ unreadCount: 11, groupUnreadCount: 4 });
  });
});

describe('page-view tracking', () => {
  it('records a page view and refuses trackInfo that is not JSON with 10017', async () => {
    const { cookie, data } = await login(DEMO_ACCOUNTS.owner);
    const bad = await s.call(pageViewTrack, { reportType: 'mp', trackInfo: '{"page": "/dashboard"' }, { cookie });
    expect(bad.status_.replyCode).toBe('10017');
    expect(replyHandling(bad.status_.replyCode, false)).toBe('silent');
    expect(bad.status_.replyText).toBe(messages.trackingRefused['en-US']);

    const good = await s.call(
      pageViewTrack,
      { reportType: 'mp', trackInfo: JSON.stringify({ page: '/dashboard', stay: 12 }) },
      { cookie },
    );
    expect(good.status_.success).toBe(true);
    const rows = await s.db.select().from(pageViews).where(eq(pageViews.userId, data.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ shopId: data.shopId, trackInfo: { page: '/dashboard', stay: 12 } });
  });
});

describe('configuration report', () => {
  it('records a POST, and refuses a GET with a cookie (a link or image could send one) without writing', async () => {
    const { cookie, data } = await login(DEMO_ACCOUNTS.owner);
    const reports = async () =>
      s.db.select().from(accountReports).where(eq(accountReports.userId, data.userId)).orderBy(desc(accountReports.id));
    const before = (await reports()).length;
    const query = new URLSearchParams({ t: '1', i: DEMO_ACCOUNTS.owner, s: data.shopId!, e: 'r', d: '4' });
    const res = await s.app.inject({ method: 'GET', url: `${configReport.path}?${query}`, headers: { cookie } });
    expect(res.statusCode).toBe(405);
    expect((await reports()).length).toBe(before);

    const post = await s.call(
      configReport,
      { t: '1', i: DEMO_ACCOUNTS.owner, s: data.shopId!, m: '66-0812345678', u: data.userId, e: 'r', d: '4' },
      { cookie },
    );
    expect(post.status_.success).toBe(true);
    const [row] = await reports();
    expect(row?.fields).toEqual({
      t: '1',
      i: DEMO_ACCOUNTS.owner,
      s: data.shopId,
      m: '66-0812345678',
      u: data.userId,
      e: 'r',
      d: '4',
    });
    const anonymous = await s.call(configReport, { t: '1' });
    expect(anonymous.status_.replyCode).toBe('900001');
  });
});
