import {
  chatBlacklist,
  chatForward,
  chatLock,
  chatMarkRead,
  chatNewsList,
  chatRelation,
  chatRemark,
  chatReply,
  mktChatBuyerSend,
} from '@sc/contract/calls/chat.ts';
import {
  groupCandidates,
  groupChatList,
  groupCreate,
  groupMemberAdd,
  groupMemberRemove,
  groupMembers,
  groupRename,
  mktGroupBuyerSend,
} from '@sc/contract/calls/chat-groups.ts';
import { unreadChatStatistics } from '@sc/contract/calls/shell.ts';
import { CHAT_GROUP_MEMBERS_MAX, CHAT_GROUP_NAME_MAX, RELATION_TYPES } from '@sc/contract/chat.ts';
import type { Call, CallResponse } from '@sc/contract/define-call.ts';
import { eq, max } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { followShop } from '../src/areas/promotions/index.ts';
import type { Tx } from '../src/db/client.ts';
import { newId } from '../src/db/ids.ts';
import { buyers, imGroupMembers, imMessages } from '../src/db/schema.ts';
import { ShopScope } from '../src/db/tenant.ts';
import { socketTab, useChatWorld } from './chat-kit.ts';
import { DEMO_ACCOUNTS } from './harness.ts';
import { makeBuyer } from './mkt-orders-kit.ts';
import { expectOk, expectRefused } from './orders-kit.ts';

// The shop's buyer groups (catalogue §7 "group chat list, group member"): made, renamed, filled and
// emptied by the staff within their limits; a member's post counted unread and in the top bar's
// group unread count; non-members, removed members and banned buyers refused; another shop's
// groups out of reach; a member's post heard live by an open /im tab and after a reconnect.

const w = useChatWorld();

/** The answer's data as the call's reply, once it is known to be a success. */
function okData<C extends Call>(_call: C, r: Parameters<typeof expectOk>[0] & { data: unknown }): CallResponse<C> {
  expectOk(r);
  return r.data as CallResponse<C>;
}

/** A buyer who chatted with Demo Shop. */
async function chattedBuyer(nickname?: string) {
  const buyer = await makeBuyer(w.s.db, nickname ? { nickname } : {});
  expectOk(
    await w.s.call(mktChatBuyerSend, { shopId: w.shopId, buyerId: buyer.id, content: 'สวัสดี' }, { cookie: w.op }),
  );
  return buyer;
}

async function newGroup(name: string, buyerIds: string[] = []) {
  return okData(groupCreate, await w.s.call(groupCreate, { name, buyerIds }, { cookie: w.owner })).group;
}

const post = (groupId: string, buyerId: string, content: string, locale?: 'th-TH' | 'en-US' | 'zh-CN') =>
  w.s.call(mktGroupBuyerSend, { shopId: w.shopId, groupId, buyerId, content }, { cookie: w.op, locale });

async function groupRow(groupId: string) {
  const r = await w.s.call(groupChatList, { page: { pageSize: 100 } }, { cookie: w.owner });
  return okData(groupChatList, r).list.find((g) => g.groupId === groupId);
}

async function groupUnread() {
  return okData(unreadChatStatistics, await w.s.call(unreadChatStatistics, { userType: 2 }, { cookie: w.owner }));
}

describe('buyer groups', () => {
  it('the demo shop has a group with members and unread messages', async () => {
    const r = okData(groupChatList, await w.s.call(groupChatList, {}, { cookie: w.owner }));
    const demo = r.list.find((g) => g.name === 'แฟนคลับ Demo Shop');
    expect(demo).toMatchObject({ memberCount: 3, unreadCount: 2 });
  });

  it('makes, renames and fills a group within its limits', async () => {
    const a = await chattedBuyer();
    const follower = await makeBuyer(w.s.db);
    await w.s.db.transaction((tx) =>
      followShop(new ShopScope(tx as unknown as Tx, w.shopId), follower.id, w.s.clock.now()),
    );
    const stranger = await makeBuyer(w.s.db);

    expectRefused(
      await w.s.call(groupCreate, { name: 'ก'.repeat(CHAT_GROUP_NAME_MAX + 1) }, { cookie: w.owner }),
      'chatGroupNameTooLong',
      { max: CHAT_GROUP_NAME_MAX },
    );
    expectRefused(
      await w.s.call(groupCreate, { name: 'แฟน', buyerIds: [stranger.id] }, { cookie: w.owner, locale: 'th-TH' }),
      'chatGroupBuyerUnknown',
      undefined,
      'th-TH',
    );
    // A refused make leaves nothing behind.
    const none = okData(groupChatList, await w.s.call(groupChatList, { keyword: 'แฟน' }, { cookie: w.owner }));
    expect(none.list.filter((g) => g.name === 'แฟน')).toHaveLength(0);

    const g = await newGroup('ลูกค้าประจำ', [a.id]);
    expect(g).toMatchObject({ name: 'ลูกค้าประจำ', memberCount: 1, unreadCount: 0 });

    const renamed = okData(
      groupRename,
      await w.s.call(groupRename, { groupId: g.groupId, name: ' ลูกค้า VIP ' }, { cookie: w.owner }),
    );

    expect(renamed.group.name).toBe('ลูกค้า VIP');
    expectRefused(
      await w.s.call(
        groupRename,
        { groupId: g.groupId, name: 'x'.repeat(CHAT_GROUP_NAME_MAX + 1) },
        { cookie: w.owner },
      ),
      'chatGroupNameTooLong',
      { max: CHAT_GROUP_NAME_MAX },
    );
    expect((await groupRow(g.groupId))?.name).toBe('ลูกค้า VIP');

    // A follower who never chatted may join; a buyer who neither chatted nor follows may not.
    const added = okData(
      groupMemberAdd,
      await w.s.call(groupMemberAdd, { groupId: g.groupId, buyerIds: [follower.id] }, { cookie: w.owner }),
    );

    expect(added.group.memberCount).toBe(2);
    expectRefused(
      await w.s.call(
        groupMemberAdd,
        { groupId: g.groupId, buyerIds: [stranger.id] },
        { cookie: w.owner, locale: 'zh-CN' },
      ),
      'chatGroupBuyerUnknown',
      undefined,
      'zh-CN',
    );
    expectRefused(
      await w.s.call(groupMemberAdd, { groupId: g.groupId, buyerIds: [newId()] }, { cookie: w.owner }),
      'chatGroupBuyerUnknown',
    );
    expectRefused(
      await w.s.call(groupMemberAdd, { groupId: g.groupId, buyerIds: [a.id] }, { cookie: w.owner }),
      'chatGroupAlreadyMember',
      { name: a.nickname },
    );
    expect((await groupRow(g.groupId))?.memberCount).toBe(2);

    // Candidates: known buyers not yet members.
    const c = okData(
      groupCandidates,
      await w.s.call(groupCandidates, { groupId: g.groupId, keyword: 'ผู้ซื้อทดสอบ' }, { cookie: w.owner }),
    );

    const ids = c.list.map((x) => x.buyerId);
    expect(ids).not.toContain(a.id);
    expect(ids).not.toContain(follower.id);
    expect(ids).not.toContain(stranger.id);
  });

  it(`holds at most ${CHAT_GROUP_MEMBERS_MAX} members`, async () => {
    const g = await newGroup('กลุ่มใหญ่');
    // Members but one, written straight in (the cap counts rows, not who they are).
    await w.s.db.insert(imGroupMembers).values(
      Array.from({ length: CHAT_GROUP_MEMBERS_MAX - 1 }, () => ({
        shopId: w.shopId,
        conversationId: g.groupId,
        buyerId: newId(),
        joinedAt: w.s.clock.now(),
      })),
    );
    const [x, y] = [await chattedBuyer(), await chattedBuyer()];
    expectRefused(
      await w.s.call(groupMemberAdd, { groupId: g.groupId, buyerIds: [x.id, y.id] }, { cookie: w.owner }),
      'chatGroupFull',
      { max: CHAT_GROUP_MEMBERS_MAX },
    );
    expect((await groupRow(g.groupId))?.memberCount).toBe(CHAT_GROUP_MEMBERS_MAX - 1);
    expectOk(await w.s.call(groupMemberAdd, { groupId: g.groupId, buyerIds: [x.id] }, { cookie: w.owner }));
    expectRefused(
      await w.s.call(groupMemberAdd, { groupId: g.groupId, buyerIds: [y.id] }, { cookie: w.owner }),
      'chatGroupFull',
      { max: CHAT_GROUP_MEMBERS_MAX },
    );
  });

  it('lists members by nickname, paged and searched', async () => {
    const names = ['กลุ่มทดสอบ ก', 'กลุ่มทดสอบ ข', 'กลุ่มทดสอบ ค', 'คนอื่น ง'];
    const made = [];
    for (const n of names) made.push(await chattedBuyer(n));
    const g = await newGroup(
      'ค้นหาสมาชิก',
      made.map((b) => b.id),
    );
    const page1 = okData(
      groupMembers,
      await w.s.call(
        groupMembers,
        { groupId: g.groupId, keyword: 'กลุ่มทดสอบ', page: { pageNum: 1, pageSize: 2 } },
        { cookie: w.owner },
      ),
    );

    expect(page1.page.count).toBe(3);
    expect(page1.list.map((m) => m.nickname)).toEqual(['กลุ่มทดสอบ ก', 'กลุ่มทดสอบ ข']);
    const page2 = okData(
      groupMembers,
      await w.s.call(
        groupMembers,
        { groupId: g.groupId, keyword: 'กลุ่มทดสอบ', page: { pageNum: 2, pageSize: 2 } },
        { cookie: w.owner },
      ),
    );

    expect(page2.list.map((m) => m.nickname)).toEqual(['กลุ่มทดสอบ ค']);
    const all = okData(groupMembers, await w.s.call(groupMembers, { groupId: g.groupId }, { cookie: w.owner }));

    expect(all.page.count).toBe(4);
  });

  it('a member’s post is unread in the group and in the top bar; the staff answer; others are refused', async () => {
    const [member, gone, outsider, banned] = [
      await chattedBuyer(),
      await chattedBuyer(),
      await chattedBuyer(),
      await chattedBuyer(),
    ];
    const g = await newGroup('แฟนคลับ', [member.id, gone.id, banned.id]);
    const before = await groupUnread();

    const r = okData(mktGroupBuyerSend, await post(g.groupId, member.id, 'มีโปรไหมคะ'));
    expect(r.message).toMatchObject({
      sender: 'buyer',
      senderBuyerId: member.id,
      senderBuyerName: member.nickname,
    });
    expect((await groupRow(g.groupId))?.unreadCount).toBe(1);
    const after = await groupUnread();
    expect(after.groupUnreadCount).toBe(before.groupUnreadCount + 1);
    expect(after.unreadCount).toBe(before.unreadCount + 1);

    // Not a member, removed, banned: refused in the buyer's language, nothing written.
    for (const locale of ['th-TH', 'en-US', 'zh-CN'] as const)
      expectRefused(await post(g.groupId, outsider.id, 'ขอเข้ากลุ่ม', locale), 'chatGroupNotMember', undefined, locale);
    const removed = okData(
      groupMemberRemove,
      await w.s.call(groupMemberRemove, { groupId: g.groupId, buyerId: gone.id }, { cookie: w.owner }),
    );
    expect(removed.group.memberCount).toBe(2);
    expectRefused(await post(g.groupId, gone.id, 'ยังอยู่ไหม'), 'chatGroupNotMember');
    expectRefused(
      await w.s.call(groupMemberRemove, { groupId: g.groupId, buyerId: gone.id }, { cookie: w.owner }),
      'chatGroupNotMember',
    );
    await w.s.db.update(buyers).set({ status: 'banned' }).where(eq(buyers.id, banned.id));
    expectRefused(await post(g.groupId, banned.id, 'สวัสดี'), 'chatAccountBanned');
    expect((await groupRow(g.groupId))?.unreadCount).toBe(1);

    // The staff answer through the ordinary reply; the group's messages name who wrote them.
    expectOk(await w.s.call(chatReply, { conversationId: g.groupId, content: 'มีค่ะ ลด 10%' }, { cookie: w.service }));
    const news = okData(chatNewsList, await w.s.call(chatNewsList, { conversationId: g.groupId }, { cookie: w.owner }));
    expect(news.list.map((m) => [m.sender, m.senderBuyerName, m.content])).toEqual([
      ['buyer', member.nickname, 'มีโปรไหมคะ'],
      ['seller', '', 'มีค่ะ ลด 10%'],
    ]);
    expect((await groupRow(g.groupId))?.unreadCount).toBe(0);
    expect((await groupUnread()).groupUnreadCount).toBe(before.groupUnreadCount);

    // Read without answering: the read mark clears it as for one-to-one chats.
    expectOk(await post(g.groupId, member.id, 'ขอบคุณค่ะ'));
    expect((await groupUnread()).groupUnreadCount).toBe(before.groupUnreadCount + 1);
    expectOk(await w.s.call(chatMarkRead, { conversationId: g.groupId }, { cookie: w.owner }));
    expect((await groupUnread()).groupUnreadCount).toBe(before.groupUnreadCount);
  });

  it('another shop’s groups are never seen or changed', async () => {
    const member = await chattedBuyer();
    const g = await newGroup('เฉพาะร้านนี้', [member.id]);
    const other = (await w.s.login('other-owner')).cookie;
    const list = okData(groupChatList, await w.s.call(groupChatList, {}, { cookie: other }));
    expect(list.list.map((x) => x.groupId)).not.toContain(g.groupId);
    expectRefused(await w.s.call(groupMembers, { groupId: g.groupId }, { cookie: other }), 'notFound');
    expectRefused(await w.s.call(groupRename, { groupId: g.groupId, name: 'ของฉัน' }, { cookie: other }), 'notFound');
    expectRefused(
      await w.s.call(groupMemberRemove, { groupId: g.groupId, buyerId: member.id }, { cookie: other }),
      'notFound',
    );
    expectRefused(
      await w.s.call(groupMemberAdd, { groupId: g.groupId, buyerIds: [member.id] }, { cookie: other }),
      'notFound',
    );
    expectRefused(
      await w.s.call(chatReply, { conversationId: g.groupId, content: 'x' }, { cookie: other }),
      'notFound',
    );
    expect(await groupRow(g.groupId)).toMatchObject({ name: 'เฉพาะร้านนี้', memberCount: 1 });
  });

  it('what is done to one buyer’s chat is refused on a group, in the user’s language, and changes nothing', async () => {
    const member = await chattedBuyer();
    const g = await newGroup('ไม่ใช่แชทรายคน', [member.id]);
    const ownerId = (await w.s.login(DEMO_ACCOUNTS.owner)).data.userId;
    const conversationId = g.groupId;
    const refusedCalls: [Call, Record<string, unknown>][] = [
      [chatForward, { conversationId, toUserId: ownerId }],
      [chatLock, { conversationId, locked: 'y' }],
      [chatBlacklist, { conversationId, blacklisted: 'y' }],
      [chatRemark, { conversationId, remark: 'ลูกค้าประจำ' }],
      [chatRelation, { conversationId, relationType: RELATION_TYPES[1] }],
    ];
    for (const [c, payload] of refusedCalls) {
      expectRefused(await w.s.call(c, payload, { cookie: w.owner }), 'chatOneBuyerOnly');
      const th = await w.s.call(c, payload, { cookie: w.owner, locale: 'th-TH' });
      expectRefused(th, 'chatOneBuyerOnly', undefined, 'th-TH');
    }
    // Not blacklisted, not locked: the member still posts and the staff still answer.
    expectOk(await post(g.groupId, member.id, 'ยังคุยได้ไหม'));
    expectOk(await w.s.call(chatReply, { conversationId, content: 'ได้ค่ะ' }, { cookie: w.owner }));
  });

  it('members who are not customer-service staff cannot use groups', async () => {
    const cookie = (await w.s.login(DEMO_ACCOUNTS.operator)).cookie;
    expectRefused(await w.s.call(groupChatList, {}, { cookie }), 'chatNotStaff');
    expectRefused(await w.s.call(groupCreate, { name: 'ไม่ได้' }, { cookie }), 'chatNotStaff');
  });
});

type Msg = { messageId: number; content: string; conversationId: string; senderBuyerName: string };

/** An owner's /im tab from `afterId`. */
const tab = (afterId: number) => socketTab<Msg>(w.s.app, w.owner, afterId);

describe('group messages on the workbench socket', () => {
  it('reach an open tab with the member’s name, and a reconnecting tab gets what it missed', async () => {
    const member = await chattedBuyer();
    const g = await newGroup('สดๆ', [member.id]);
    const [top] = await w.s.db.select({ id: max(imMessages.id) }).from(imMessages);
    const open = await tab(top?.id ?? 0);
    expectOk(await post(g.groupId, member.id, 'มาแล้วค่ะ'));
    const heard = await open.until((f) => f.type === 'message' && (f.message as Msg).content === 'มาแล้วค่ะ');
    expect(heard.message).toMatchObject({ conversationId: g.groupId, senderBuyerName: member.nickname });
    const held = (heard.message as Msg).messageId;
    open.ws.terminate();

    expectOk(await post(g.groupId, member.id, 'ระหว่างที่หลุด'));
    const back = await tab(held);
    expect(back.messages().map((m) => [m.conversationId, m.content, m.senderBuyerName])).toEqual([
      [g.groupId, 'ระหว่างที่หลุด', member.nickname],
    ]);
    back.ws.terminate();
  });
});
