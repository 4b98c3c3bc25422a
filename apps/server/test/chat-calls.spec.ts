import {
  chatBlacklist,
  chatFindContact,
  chatForward,
  chatInitiate,
  chatList,
  chatLock,
  chatMarkRead,
  chatNewsList,
  chatRelation,
  chatRemark,
  chatReply,
  customerBasicInfo,
  mktChatBuyerNews,
  mktChatBuyerSend,
} from '@sc/contract/calls/chat.ts';
import { unreadChatStatistics } from '@sc/contract/calls/shell.ts';
import { CHAT_LATE_REPLY_MS, CHAT_REMARK_MAX, CHAT_TEXT_MAX } from '@sc/contract/chat.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyers, orders, shopMembers, users } from '../src/db/schema.ts';
import { DEMO_ACCOUNTS, startTestServer, type TestServer } from './harness.ts';
import { makeBuyer, makeSku, shopIdNamed } from './mkt-orders-kit.ts';
import { expectOk, expectRefused, placeOrder, text } from './orders-kit.ts';

// The customer-service chat's calls (catalogue §7 "Instant messaging (cos/im/)", §8, §9): a buyer
// of the simulator writes, the shop's staff read, answer, forward, lock and blacklist; every
// refusal of §8 at its edge; another shop's conversations and buyers out of reach.

let s: TestServer;
let owner: string;
let op: string;
let shopId: string;
let preAgent: { id: string; cookie: string };
let afterAgent: { id: string; cookie: string };

async function agent(login: string, scope: 'pre' | 'after' | 'both', status = 'enabled') {
  const id = await s.addMember({ shopId, loginAcct: login });
  await s.db
    .update(shopMembers)
    .set({ flgCustService: true, csScope: scope, status })
    .where(eq(shopMembers.userId, id));
  return id;
}

beforeAll(async () => {
  s = await startTestServer();
  s.clock.stop();
  owner = (await s.login(DEMO_ACCOUNTS.owner)).cookie;
  op = (await s.operatorLogin()).cookie;
  shopId = await shopIdNamed(s.db, 'Demo Shop');
  const pre = await agent('chat-pre', 'pre');
  const after = await agent('chat-after', 'after');
  preAgent = { id: pre, cookie: (await s.login('chat-pre')).cookie };
  afterAgent = { id: after, cookie: (await s.login('chat-after')).cookie };
});
afterAll(() => s?.close());

async function buyerWrites(buyerId: string, content: string, over: Record<string, unknown> = {}) {
  return s.call(mktChatBuyerSend, { shopId, buyerId, content, ...over }, { cookie: op });
}

async function newChat(content = 'สวัสดีค่ะ มีสินค้าไหม', over: Record<string, unknown> = {}) {
  const buyer = await makeBuyer(s.db);
  const r = await buyerWrites(buyer.id, content, over);
  expectOk(r);
  return { buyerId: buyer.id, conversationId: String(r.data.conversationId) };
}

type Row = { conversationId: string; unreadCount: number; late: string; state: string; assignedUserId: string | null };
async function rowOf(conversationId: string, cookie = owner, filter = 'all'): Promise<Row | undefined> {
  const r = await s.call(chatList, { filter, page: { pageSize: 100 } }, { cookie });
  expectOk(r);
  return (r.data.list as Row[]).find((c) => c.conversationId === conversationId);
}

describe('the demo shop', () => {
  it('starts with its buyers’ chats: one waiting past the late mark, one unread, one answered', async () => {
    const r = await s.call(chatList, { page: { pageSize: 100 } }, { cookie: owner });
    const rows = r.data.list as Row[];
    expect(rows.filter((c) => c.late === 'y').length).toBeGreaterThanOrEqual(1);
    expect(
      rows.filter((c) => c.state === 'waiting' && c.late === 'n' && c.unreadCount > 0).length,
    ).toBeGreaterThanOrEqual(1);
    expect(rows.filter((c) => c.state === 'answered').length).toBeGreaterThanOrEqual(1);
  });
});

describe('a buyer writes and the shop answers', () => {
  it('counts unread, marks late at exactly 5 minutes of waiting, and a reply ends the wait', async () => {
    const before = await s.call(unreadChatStatistics, { userType: 2 }, { cookie: owner });
    const { conversationId, buyerId } = await newChat();
    expectOk(await buyerWrites(buyerId, 'ส่งได้เมื่อไหร่คะ'));
    const after = await s.call(unreadChatStatistics, { userType: 2 }, { cookie: owner });
    expect(Number(after.data.unreadCount) - Number(before.data.unreadCount)).toBe(2);

    let row = await rowOf(conversationId);
    expect(row).toMatchObject({ unreadCount: 2, state: 'waiting', late: 'n', assignedUserId: null });
    expect(await rowOf(conversationId, owner, 'unassigned')).toBeDefined();

    s.clock.advance(CHAT_LATE_REPLY_MS - 1000);
    expect((await rowOf(conversationId))?.late).toBe('n');
    s.clock.advance(1000);
    expect((await rowOf(conversationId))?.late).toBe('y');

    const reply = await s.call(chatReply, { conversationId, content: 'ส่งพรุ่งนี้ค่ะ' }, { cookie: owner });
    expectOk(reply);
    row = await rowOf(conversationId);
    expect(row).toMatchObject({ unreadCount: 0, state: 'answered', late: 'n' });
    // The one who answered now holds it.
    expect(await rowOf(conversationId, owner, 'mine')).toBeDefined();

    const seen = await s.call(mktChatBuyerNews, { shopId, buyerId }, { cookie: op });
    expect((seen.data.list as { content: string; sender: string }[]).map((m) => [m.sender, m.content])).toEqual([
      ['buyer', 'สวัสดีค่ะ มีสินค้าไหม'],
      ['buyer', 'ส่งได้เมื่อไหร่คะ'],
      ['seller', 'ส่งพรุ่งนี้ค่ะ'],
    ]);
  });

  it('refuses empty content in the three languages and over-long text, writing nothing', async () => {
    const { conversationId } = await newChat();
    for (const locale of ['th-TH', 'en-US', 'zh-CN'] as const) {
      const r = await s.call(chatReply, { conversationId, content: '   ' }, { cookie: owner, locale });
      expectRefused(r, 'chatReplyEmpty', undefined, locale);
    }
    expect(text('chatReplyEmpty')).toBe('Reply content cannot be empty');
    expectRefused(
      await s.call(chatReply, { conversationId, content: 'ก'.repeat(CHAT_TEXT_MAX + 1) }, { cookie: owner }),
      'chatTextTooLong',
      { max: CHAT_TEXT_MAX },
    );
    expectOk(await s.call(chatReply, { conversationId, content: 'ก'.repeat(CHAT_TEXT_MAX) }, { cookie: owner }));
    const news = await s.call(chatNewsList, { conversationId }, { cookie: owner });
    expect(news.data.list).toHaveLength(2);
    expectRefused(await buyerWrites((await makeBuyer(s.db)).id, ''), 'chatReplyEmpty');
  });

  it('sends product and order cards of the shop only, and pages history back by message id', async () => {
    const placed = await placeOrder(s, shopId);
    const [o] = await s.db.select().from(orders).where(eq(orders.id, placed.orderId));
    const r = await buyerWrites(o!.buyerId, 'พัสดุถึงไหนแล้วคะ', { orderId: String(placed.orderId) });
    expectOk(r);
    const conversationId = String(r.data.conversationId);
    const sku = await makeSku(s.db, shopId, { title: 'เสื้อยืดสีขาว', price: 25900 });
    const card = await s.call(
      chatReply,
      { conversationId, kind: 'product', cardId: String(sku.productId) },
      { cookie: owner },
    );
    expectOk(card);
    expect((card.data.message as { card: unknown }).card).toMatchObject({
      type: 'product',
      title: 'เสื้อยืดสีขาว',
      amount: '259.00',
    });
    const orderCard = await s.call(
      chatReply,
      { conversationId, kind: 'order', cardId: String(placed.orderId) },
      { cookie: owner },
    );
    expect((orderCard.data.message as { card: { type: string } }).card.type).toBe('order');
    const foreignSku = await makeSku(s.db, s.other.shopId);
    expectRefused(
      await s.call(
        chatReply,
        { conversationId, kind: 'product', cardId: String(foreignSku.productId) },
        { cookie: owner },
      ),
      'notFound',
    );
    for (let i = 0; i < 5; i++) expectOk(await buyerWrites(o!.buyerId, `ข้อความ ${i}`));
    const last = await s.call(chatNewsList, { conversationId, size: 3 }, { cookie: owner });
    const ids = (last.data.list as { messageId: number }[]).map((m) => m.messageId);
    expect(last.data.hasMore).toBe('y');
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const older = await s.call(chatNewsList, { conversationId, size: 10, beforeId: ids[0] }, { cookie: owner });
    const olderIds = (older.data.list as { messageId: number }[]).map((m) => m.messageId);
    expect(older.data.hasMore).toBe('n');
    expect(olderIds).toHaveLength(5);
    expect(Math.max(...olderIds)).toBeLessThan(ids[0]!);
    expectOk(await s.call(chatMarkRead, { conversationId }, { cookie: owner }));
    expect((await rowOf(conversationId))?.unreadCount).toBe(0);
  });
});

describe('staff', () => {
  it('forwards by scope: an order chat to after-sale staff, never to pre-sale, disabled or banned staff', async () => {
    const placed = await placeOrder(s, shopId);
    const [o] = await s.db.select().from(orders).where(eq(orders.id, placed.orderId));
    const r = await buyerWrites(o!.buyerId, 'ขอคืนสินค้า', { orderId: String(placed.orderId) });
    const conversationId = String(r.data.conversationId);
    expectRefused(
      await s.call(chatForward, { conversationId, toUserId: preAgent.id }, { cookie: owner }),
      'chatForwardOutOfScope',
      { name: 'chat-pre' },
    );
    const disabled = await agent('chat-off', 'both', 'disabled');
    expectRefused(
      await s.call(chatForward, { conversationId, toUserId: disabled }, { cookie: owner }),
      'chatForwardUnavailable',
      { name: 'chat-off' },
    );
    const banned = await agent('chat-banned', 'both');
    await s.db.update(users).set({ status: 'banned' }).where(eq(users.id, banned));
    expectRefused(
      await s.call(chatForward, { conversationId, toUserId: banned }, { cookie: owner }),
      'chatAccountBanned',
    );
    expect((await rowOf(conversationId))?.assignedUserId).toBeNull();

    expectOk(await s.call(chatForward, { conversationId, toUserId: afterAgent.id }, { cookie: owner }));
    expect(await rowOf(conversationId, afterAgent.cookie, 'mine')).toBeDefined();
    expect(await rowOf(conversationId, preAgent.cookie, 'mine')).toBeUndefined();
    expectRefused(
      await s.call(chatForward, { conversationId, toUserId: afterAgent.id }, { cookie: owner }),
      'chatForwardSame',
      { name: 'chat-after' },
    );
  });

  it('a lock keeps other staff from answering or forwarding until it is lifted', async () => {
    const { conversationId } = await newChat();
    expectOk(await s.call(chatLock, { conversationId, locked: 'y' }, { cookie: preAgent.cookie }));
    expectRefused(
      await s.call(chatReply, { conversationId, content: 'สวัสดี' }, { cookie: afterAgent.cookie }),
      'chatLockedByOther',
      { name: 'chat-pre' },
    );
    expectRefused(
      await s.call(chatLock, { conversationId, locked: 'n' }, { cookie: afterAgent.cookie }),
      'chatLockedByOther',
      { name: 'chat-pre' },
    );
    expectOk(await s.call(chatReply, { conversationId, content: 'ได้ค่ะ' }, { cookie: preAgent.cookie }));
    expectOk(await s.call(chatLock, { conversationId, locked: 'n' }, { cookie: preAgent.cookie }));
    expectOk(await s.call(chatReply, { conversationId, content: 'สวัสดี' }, { cookie: afterAgent.cookie }));
  });

  it('members who are not customer-service staff cannot chat', async () => {
    const cookie = (await s.login(DEMO_ACCOUNTS.operator)).cookie;
    expectRefused(await s.call(chatList, {}, { cookie }), 'chatNotStaff');
  });
});

describe('buyers', () => {
  it('a blacklisted buyer cannot send; the blacklist filter lists them; lifting it lets them write again', async () => {
    const { conversationId, buyerId } = await newChat();
    expectOk(await s.call(chatBlacklist, { conversationId, blacklisted: 'y' }, { cookie: owner }));
    for (const locale of ['th-TH', 'en-US', 'zh-CN'] as const) {
      const r = await s.call(mktChatBuyerSend, { shopId, buyerId, content: 'ทำไมบล็อก' }, { cookie: op, locale });
      expectRefused(r, 'chatBlocked', undefined, locale);
    }
    expect(await rowOf(conversationId, owner, 'blacklisted')).toBeDefined();
    expect(await rowOf(conversationId, owner, 'all')).toBeUndefined();
    expectOk(await s.call(chatBlacklist, { conversationId, blacklisted: 'n' }, { cookie: owner }));
    expectOk(await buyerWrites(buyerId, 'ขอบคุณค่ะ'));
  });

  it('a banned buyer cannot chat, and the shop cannot write to them', async () => {
    const { conversationId, buyerId } = await newChat();
    await s.db.update(buyers).set({ status: 'banned' }).where(eq(buyers.id, buyerId));
    expectRefused(await buyerWrites(buyerId, 'สวัสดี'), 'chatAccountBanned');
    expectRefused(await s.call(chatReply, { conversationId, content: 'สวัสดี' }, { cookie: owner }), 'chatAccountBanned');
  });

  it('remark up to 200 characters, relation type, basic info with this shop’s orders only', async () => {
    const placed = await placeOrder(s, shopId);
    const [o] = await s.db.select().from(orders).where(eq(orders.id, placed.orderId));
    const buyerId = o!.buyerId;
    const r = await buyerWrites(buyerId, 'สวัสดี');
    const conversationId = String(r.data.conversationId);
    expectRefused(
      await s.call(chatRemark, { conversationId, remark: 'ก'.repeat(CHAT_REMARK_MAX + 1) }, { cookie: owner }),
      'chatRemarkTooLong',
      { max: CHAT_REMARK_MAX },
    );
    expectOk(await s.call(chatRemark, { conversationId, remark: 'ก'.repeat(CHAT_REMARK_MAX) }, { cookie: owner }));
    expectOk(await s.call(chatRelation, { conversationId, relationType: 'vip' }, { cookie: owner }));
    const info = await s.call(customerBasicInfo, { buyerId }, { cookie: owner });
    expectOk(info);
    expect(info.data).toMatchObject({ relationType: 'vip', orderCount: 1, remark: 'ก'.repeat(CHAT_REMARK_MAX) });
    expect((info.data.orders as { orderId: string }[])[0]?.orderId).toBe(String(placed.orderId));
    expect(String(info.data.phone)).toContain('****');
    const found = await s.call(chatFindContact, { keyword: o!.buyerNickname }, { cookie: owner });
    expect((found.data.list as { conversationId: string }[])[0]?.conversationId).toBe(conversationId);
  });

  it('another shop’s buyers and conversations are out of reach', async () => {
    const { conversationId, buyerId } = await newChat();
    const other = (await s.login('other-owner')).cookie;
    expectRefused(await s.call(chatNewsList, { conversationId }, { cookie: other }), 'notFound');
    expectRefused(await s.call(chatReply, { conversationId, content: 'x' }, { cookie: other }), 'notFound');
    expectRefused(await s.call(chatBlacklist, { conversationId, blacklisted: 'y' }, { cookie: other }), 'notFound');
    expectRefused(await s.call(customerBasicInfo, { buyerId }, { cookie: other }), 'chatUserNotFound');
    expectRefused(await s.call(chatInitiate, { buyerId }, { cookie: other }), 'chatUserNotFound');
    expectRefused(await s.call(chatFindContact, { keyword: 'ไม่มีใครชื่อนี้' }, { cookie: owner }), 'chatUserNotFound');
    const list = await s.call(chatList, { page: { pageSize: 100 } }, { cookie: other });
    expect((list.data.list as Row[]).some((c) => c.conversationId === conversationId)).toBe(false);
  });
});
