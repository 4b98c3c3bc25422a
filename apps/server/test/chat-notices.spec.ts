import { chatTranslate } from '@sc/contract/calls/chat.ts';
import {
  mktNoticeSend,
  noticeMarkRead,
  noticeStatistics,
  noticeTips,
  noticeUnread,
  shopNoticeList,
} from '@sc/contract/calls/notices.ts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, OTHER, startTestServer, type TestServer } from './harness.ts';
import { shopIdNamed } from './mkt-orders-kit.ts';
import { expectOk } from './orders-kit.ts';

// The notice centre: the operator's notice in three languages to one shop or to all; each user's
// unread count, list by read state, marks read one by one or all at once; another shop never sees
// a notice addressed to this one.

let s: TestServer;
let owner: string;
let service: string;
let other: string;
let op: string;
let shopId: string;

beforeAll(async () => {
  s = await startTestServer();
  owner = (await s.login(DEMO_ACCOUNTS.owner)).cookie;
  service = (await s.login(DEMO_ACCOUNTS.service)).cookie;
  other = (await s.login(OTHER.owner)).cookie;
  op = (await s.operatorLogin()).cookie;
  shopId = await shopIdNamed(s.db, 'Demo Shop');
});
afterAll(() => s?.close());

const notice = (tag: string, to?: string) => ({
  ...(to ? { shopId: to } : {}),
  titleEN: `Maintenance ${tag}`,
  titleTH: `ปิดปรับปรุงระบบ ${tag}`,
  titleCN: `系统维护 ${tag}`,
  contentEN: 'Sunday 02:00–04:00',
  contentTH: 'วันอาทิตย์ 02:00–04:00 น.',
  contentCN: '周日 02:00–04:00',
});

const unread = async (cookie: string) => Number((await s.call(noticeUnread, {}, { cookie })).data.unreadCount);

it('sends to one shop or all, in the reader’s language; read marks are each user’s own', async () => {
  const [ownerBefore, serviceBefore, otherBefore] = [await unread(owner), await unread(service), await unread(other)];
  const all = await s.call(mktNoticeSend, notice('A'), { cookie: op });
  expectOk(all);
  const mine = await s.call(mktNoticeSend, notice('B', shopId), { cookie: op });
  expectOk(mine);
  expect(await unread(owner)).toBe(ownerBefore + 2);
  expect(await unread(other)).toBe(otherBefore + 1);

  const th = await s.call(shopNoticeList, { readStatus: 'unread' }, { cookie: owner, locale: 'th-TH' });
  const titles = (th.data.list as { noticeTitle: string }[]).map((x) => x.noticeTitle);
  expect(titles.slice(0, 2)).toEqual(['ปิดปรับปรุงระบบ B', 'ปิดปรับปรุงระบบ A']);
  const zh = await s.call(noticeTips, {}, { cookie: owner, locale: 'zh-CN' });
  expect((zh.data.list as { noticeTitle: string }[])[0]?.noticeTitle).toBe('系统维护 B');
  const otherList = await s.call(shopNoticeList, {}, { cookie: other });
  expect((otherList.data.list as { noticeTitle: string }[]).map((x) => x.noticeTitle)).not.toContain('Maintenance B');

  expectOk(await s.call(noticeMarkRead, { noticeNos: [String(mine.data.noticeNo)] }, { cookie: owner }));
  expect(await unread(owner)).toBe(ownerBefore + 1);
  expect(await unread(service)).toBe(serviceBefore + 2);
  // Another shop's user cannot mark this shop's notice.
  const foreign = await s.call(noticeMarkRead, { noticeNos: [String(mine.data.noticeNo)] }, { cookie: other });
  expect(foreign.data.updated).toBe(0);

  const stats = await s.call(noticeStatistics, {}, { cookie: owner });
  expect(stats.data.unread).toBe(ownerBefore + 1);
  const everything = await s.call(noticeMarkRead, {}, { cookie: owner });
  expect(everything.data.updated).toBe(ownerBefore + 1);
  expect(await unread(owner)).toBe(0);
  const read = await s.call(shopNoticeList, { readStatus: 'read' }, { cookie: owner });
  expect((read.data.list as { read: string }[]).every((x) => x.read === 'y')).toBe(true);
  expect(await unread(service)).toBe(serviceBefore + 2);
});

it('translates chat phrases between Thai, English and Chinese by its dictionary, keeping what it does not know', async () => {
  const r = await s.call(chatTranslate, { text: 'สวัสดีค่ะ มีสินค้าไหม', target: 'en-US' }, { cookie: owner });
  expect(r.data).toMatchObject({ translated: 'Hello Is it in stock?', source: 'th-TH', known: 'y' });
  const zh = await s.call(chatTranslate, { text: 'thank you', source: 'en-US', target: 'zh-CN' }, { cookie: owner });
  expect(zh.data.translated).toBe('谢谢');
  const unknown = await s.call(chatTranslate, { text: 'XL-42', target: 'th-TH' }, { cookie: owner });
  expect(unknown.data).toMatchObject({ translated: 'XL-42', known: 'n' });
});
