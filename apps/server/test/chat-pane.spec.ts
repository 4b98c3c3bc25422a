import {
  chatComposerPicks,
  chatForward,
  chatList,
  chatMarkRead,
  chatNewsList,
  chatReply,
  mktChatBuyerNews,
  mktChatBuyerSend,
} from '@sc/contract/calls/chat.ts';
import { quickReplyAdd, replyClassAdd } from '@sc/contract/calls/chat-setup.ts';
import { couponAdd, couponCancel } from '@sc/contract/calls/promotions.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { DEMO_ACCOUNTS, startTestServer, type TestServer } from './harness.ts';
import { makeBuyer, shopIdNamed } from './mkt-orders-kit.ts';
import { expectOk, expectRefused } from './orders-kit.ts';

// What the /im conversation pane adds to a chat: a forward's system line that both staff members
// read and the buyer does not; the buyer's messages read one by one as the staff reach them; the
// composer's quick replies and running coupons, and a coupon card only of a coupon buyers can
// collect now.

let s: TestServer;
let owner: string;
let service: string;
let op: string;
let shopId: string;

beforeAll(async () => {
  s = await startTestServer();
  s.clock.stop();
  owner = (await s.login(DEMO_ACCOUNTS.owner)).cookie;
  service = (await s.login(DEMO_ACCOUNTS.service)).cookie;
  op = (await s.operatorLogin()).cookie;
  shopId = await shopIdNamed(s.db, 'Demo Shop');
});
afterAll(() => s?.close());

type Msg = {
  messageId: number;
  sender: string;
  content: string;
  event: { type: string; to: string; by: string } | null;
};

async function chatWith(...contents: string[]) {
  const buyer = await makeBuyer(s.db);
  let conversationId = '';
  const ids: number[] = [];
  for (const content of contents) {
    const r = await s.call(mktChatBuyerSend, { shopId, buyerId: buyer.id, content }, { cookie: op });
    expectOk(r);
    conversationId = String(r.data.conversationId);
    ids.push((r.data.message as Msg).messageId);
  }
  return { buyerId: buyer.id, conversationId, ids };
}

async function news(conversationId: string, cookie: string): Promise<Msg[]> {
  const r = await s.call(chatNewsList, { conversationId }, { cookie });
  expectOk(r);
  return r.data.list as Msg[];
}

async function row(conversationId: string) {
  const r = await s.call(chatList, { page: { pageSize: 100 } }, { cookie: owner });
  const list = r.data.list as { conversationId: string; unreadCount: number; lastMessage: string }[];
  return list.find((c) => c.conversationId === conversationId);
}

describe('a forward', () => {
  it('writes “forwarded to X by Y” into the chat for both staff members, not for the buyer', async () => {
    const { buyerId, conversationId } = await chatWith('ขอคุยกับเจ้าหน้าที่ค่ะ');
    const nickname = async (login: string) =>
      (await s.db.select({ n: users.nickname, id: users.id }).from(users).where(eq(users.loginAcct, login)))[0]!;
    const to = await nickname(DEMO_ACCOUNTS.service);
    const by = await nickname(DEMO_ACCOUNTS.owner);
    expectOk(await s.call(chatForward, { conversationId, toUserId: to.id }, { cookie: owner }));

    for (const cookie of [owner, service]) {
      const last = (await news(conversationId, cookie)).at(-1);
      expect(last).toMatchObject({ sender: 'system', event: { type: 'forwarded', to: to.n, by: by.n } });
    }
    // The buyer reads only the chat itself; the list still shows the buyer's message, still waiting.
    const seen = await s.call(mktChatBuyerNews, { shopId, buyerId }, { cookie: op });
    expect((seen.data.list as Msg[]).map((m) => m.sender)).toEqual(['buyer']);
    expect(await row(conversationId)).toMatchObject({ lastMessage: 'ขอคุยกับเจ้าหน้าที่ค่ะ', unreadCount: 1 });
  });
});

describe('reading a buyer’s messages', () => {
  it('marks them read one by one up to the one reached, never back, and a reply reads them all', async () => {
    const { buyerId, conversationId, ids } = await chatWith('ข้อ 1', 'ข้อ 2', 'ข้อ 3');
    expect((await row(conversationId))?.unreadCount).toBe(3);
    const upTo = async (id: number) => {
      const r = await s.call(chatMarkRead, { conversationId, upToMessageId: id }, { cookie: owner });
      expectOk(r);
      return (r.data.conversation as { unreadCount: number }).unreadCount;
    };
    expect(await upTo(ids[0]!)).toBe(2);
    expect(await upTo(ids[1]!)).toBe(1);
    // Scrolling back up reads nothing new and unreads nothing.
    expect(await upTo(ids[0]!)).toBe(1);
    expect((await row(conversationId))?.unreadCount).toBe(1);
    expect(await upTo(ids[2]!)).toBe(0);

    expectOk(await s.call(mktChatBuyerSend, { shopId, buyerId, content: 'ข้อ 4' }, { cookie: op }));
    expect((await row(conversationId))?.unreadCount).toBe(1);
    // An id past the conversation's end reads only what is there.
    expect(await upTo(Number.MAX_SAFE_INTEGER)).toBe(0);
    expectOk(await s.call(mktChatBuyerSend, { shopId, buyerId, content: 'ข้อ 5' }, { cookie: op }));
    expectOk(await s.call(chatReply, { conversationId, content: 'ได้ค่ะ' }, { cookie: owner }));
    expect((await row(conversationId))?.unreadCount).toBe(0);
    // Without an id: everything is read (the call as it was).
    expectOk(await s.call(mktChatBuyerSend, { shopId, buyerId, content: 'ข้อ 6' }, { cookie: op }));
    expectOk(await s.call(chatMarkRead, { conversationId }, { cookie: owner }));
    expect((await row(conversationId))?.unreadCount).toBe(0);
  });
});

describe('the composer', () => {
  it('offers the quick replies by class and the coupons buyers can collect now; a coupon card only of those', async () => {
    const cls = await s.call(replyClassAdd, { name: 'จัดส่ง' }, { cookie: owner });
    expectOk(cls);
    const classId = String(cls.data.classId);
    expectOk(await s.call(quickReplyAdd, { content: 'ไม่มีหมวด ขอบคุณค่ะ' }, { cookie: owner }));
    expectOk(await s.call(quickReplyAdd, { content: 'ส่งภายใน 24 ชั่วโมงค่ะ', classId }, { cookie: owner }));
    const now = s.clock.now().getTime();
    const coupon = (code: string) => ({
      name: `แชท ${code}`,
      code,
      type: 'amount',
      faceValue: '40.00',
      minSpend: '200.00',
      quantity: 10,
      perPerson: 1,
      grantStart: new Date(now - 60_000).toISOString(),
      grantEnd: new Date(now + 86_400_000).toISOString(),
      validityDays: 7,
      audience: 'all',
    });
    const running = await s.call(couponAdd, coupon('CHATRUN40'), { cookie: owner });
    const stopped = await s.call(couponAdd, coupon('CHATSTOP40'), { cookie: owner });
    expectOk(running);
    expectOk(stopped);
    expectOk(await s.call(couponCancel, { couponId: String(stopped.data.couponId) }, { cookie: owner }));

    // The customer-service member holds neither the quick-reply nor the coupon code, and gets both.
    const picks = await s.call(chatComposerPicks, {}, { cookie: service });
    expectOk(picks);
    const replies = picks.data.replies as { className: string; content: string }[];
    const shipping = replies.findIndex((r) => r.content === 'ส่งภายใน 24 ชั่วโมงค่ะ');
    const loose = replies.findIndex((r) => r.content === 'ไม่มีหมวด ขอบคุณค่ะ');
    expect(replies[shipping]?.className).toBe('จัดส่ง');
    expect(replies[loose]?.className).toBe('');
    expect(shipping).toBeLessThan(loose);
    const offered = picks.data.coupons as { couponId: string; name: string; value: string; minSpend: string }[];
    expect(offered.find((c) => c.couponId === running.data.couponId)).toMatchObject({
      name: 'แชท CHATRUN40',
      value: '40.00',
      minSpend: '200.00',
    });
    expect(offered.some((c) => c.couponId === stopped.data.couponId)).toBe(false);

    const { conversationId } = await chatWith('มีคูปองไหมคะ');
    const sent = await s.call(
      chatReply,
      { conversationId, kind: 'coupon', cardId: String(running.data.couponId) },
      { cookie: service },
    );
    expectOk(sent);
    expect((sent.data.message as { card: unknown }).card).toMatchObject({
      type: 'coupon',
      title: 'แชท CHATRUN40',
      amount: '40.00',
    });
    for (const locale of ['th-TH', 'en-US', 'zh-CN'] as const) {
      expectRefused(
        await s.call(
          chatReply,
          { conversationId, kind: 'coupon', cardId: String(stopped.data.couponId) },
          { cookie: service, locale },
        ),
        'chatCouponNotRunning',
        undefined,
        locale,
      );
    }
    expect((await news(conversationId, owner)).filter((m) => m.sender === 'seller')).toHaveLength(1);
  });

  it('is only for the main account and customer-service staff', async () => {
    const cookie = (await s.login(DEMO_ACCOUNTS.operator)).cookie;
    expectRefused(await s.call(chatComposerPicks, {}, { cookie }), 'chatNotStaff');
  });
});
