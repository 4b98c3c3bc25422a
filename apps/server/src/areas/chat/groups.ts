import type { ChatMessageView } from '@sc/contract/calls/chat.ts';
import type { GroupView } from '@sc/contract/calls/chat-groups.ts';
import { CHAT_GROUP_MEMBERS_MAX, CHAT_GROUP_NAME_MAX } from '@sc/contract/chat.ts';
import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { newId } from '../../db/ids.ts';
import { containsPattern } from '../../db/like.ts';
import { buyers, imConversations, imGroupMembers, imGroups } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { BizError, notFound } from '../../errors.ts';
import { followsShop } from '../promotions/index.ts';
import { type ConversationRow, messageViewOf, namesOf } from './conversations.ts';
import { announce, checkContent, postMessage } from './messages.ts';

// The shop's buyer groups (catalogue §7 "group chat list, group member"): a group is a conversation
// of the shop (im_conversations.is_group, no buyer of its own) with a name (im_groups) and its
// members (im_group_members). Its messages, the staff's replies and read marks are the
// conversation's, so the workbench socket carries them and a reconnecting tab resumes them like
// any other; a member's message names the buyer who wrote it.

type GroupRow = typeof imGroups.$inferSelect;

/** Refuses a group name longer than CHAT_GROUP_NAME_MAX characters. */
function checkName(name: string): string {
  const text = name.trim();
  if ([...text].length > CHAT_GROUP_NAME_MAX)
    throw new BizError('VALIDATION_FAILED', 'chatGroupNameTooLong', { max: CHAT_GROUP_NAME_MAX });
  return text;
}

/** The shop's group `groupId` and its conversation, locked when `lock`; not found otherwise. */
export async function groupOf(
  shop: ShopScope,
  groupId: string,
  lock = false,
): Promise<{ conv: ConversationRow; group: GroupRow }> {
  const q = shop
    .select(imConversations, and(eq(imConversations.id, groupId), eq(imConversations.isGroup, true)))
    .limit(1);
  const [conv] = await (lock ? q.forUpdate() : q);
  const group = conv ? await shop.first(imGroups, eq(imGroups.conversationId, conv.id)) : undefined;
  if (!conv || !group) throw notFound();
  return { conv, group };
}

const memberCountOf = (shop: ShopScope, groupId: string) =>
  shop.count(imGroupMembers, eq(imGroupMembers.conversationId, groupId));

function viewOf(conv: ConversationRow, group: GroupRow, memberCount: number): GroupView {
  return {
    groupId: conv.id,
    name: group.name,
    memberCount,
    unreadCount: conv.unreadBySeller,
    lastMessage: conv.lastMessageText,
    lastMessageAt: conv.lastMessageAt?.toISOString() ?? null,
    lastMessageId: conv.lastMessageId,
    createdAt: group.createdAt.toISOString(),
  };
}

/** A group as the workbench shows it. */
export async function viewGroup(shop: ShopScope, groupId: string): Promise<GroupView> {
  const { conv, group } = await groupOf(shop, groupId);
  return viewOf(conv, group, await memberCountOf(shop, groupId));
}

/** The group list (/oms/cos/im/group/chat/list), newest message first. */
export async function listGroups(shop: ShopScope, input: { keyword: string; offset: number; limit: number }) {
  const where = shop.where(imGroups, input.keyword ? ilike(imGroups.name, containsPattern(input.keyword)) : undefined);
  // A group's name and its conversation: joined by hand on both tables' shop and id.
  const on = and(eq(imConversations.shopId, imGroups.shopId), eq(imConversations.id, imGroups.conversationId));
  const rows = await shop.tx
    .select({ c: imConversations, g: imGroups })
    .from(imGroups)
    .innerJoin(imConversations, on)
    .where(where)
    .orderBy(
      sql`${imConversations.lastMessageAt} desc nulls last`,
      desc(imGroups.createdAt),
      desc(imGroups.conversationId),
    )
    .limit(input.limit)
    .offset(input.offset);
  const total = await shop.count(
    imGroups,
    input.keyword ? ilike(imGroups.name, containsPattern(input.keyword)) : undefined,
  );
  const ids = rows.map((r) => r.c.id);
  const counts =
    ids.length > 0
      ? await shop.tx
          .select({ id: imGroupMembers.conversationId, n: count() })
          .from(imGroupMembers)
          .where(shop.where(imGroupMembers, inArray(imGroupMembers.conversationId, ids)))
          .groupBy(imGroupMembers.conversationId)
      : [];
  const n = new Map(counts.map((c) => [c.id, c.n]));
  return { list: rows.map((r) => viewOf(r.c, r.g, n.get(r.c.id) ?? 0)), total };
}

/** A group's members by nickname, paged (/oms/cos/im/group/member). */
export async function listMembers(
  shop: ShopScope,
  groupId: string,
  input: { keyword: string; offset: number; limit: number },
) {
  await groupOf(shop, groupId);
  // buyers is the marketplace's: joined by the member's buyer.
  const where = shop.where(
    imGroupMembers,
    eq(imGroupMembers.conversationId, groupId),
    input.keyword ? ilike(buyers.nickname, containsPattern(input.keyword)) : undefined,
  );
  const rows = await shop.tx
    .select({ m: imGroupMembers, nickname: buyers.nickname, status: buyers.status })
    .from(imGroupMembers)
    .innerJoin(buyers, eq(buyers.id, imGroupMembers.buyerId))
    .where(where)
    .orderBy(asc(buyers.nickname), asc(buyers.id))
    .limit(input.limit)
    .offset(input.offset);
  const [counted] = await shop.tx
    .select({ n: count() })
    .from(imGroupMembers)
    .innerJoin(buyers, eq(buyers.id, imGroupMembers.buyerId))
    .where(where);
  return {
    list: rows.map((r) => ({
      buyerId: r.m.buyerId,
      nickname: r.nickname,
      joinedAt: r.m.joinedAt.toISOString(),
      banned: r.status === 'banned' ? ('y' as const) : ('n' as const),
    })),
    total: counted?.n ?? 0,
  };
}

/** Whether a buyer may join the shop's groups: they chatted with the shop or follow it. */
async function knowsShop(shop: ShopScope, buyerId: string): Promise<boolean> {
  const chatted = await shop.count(
    imConversations,
    and(eq(imConversations.buyerId, buyerId), eq(imConversations.isGroup, false)),
  );
  return chatted > 0 || (await followsShop(shop, buyerId));
}

/** Adds buyers to a group the caller holds locked: each known to the shop, none a member yet, the cap kept. */
async function addMembers(shop: ShopScope, groupId: string, buyerIds: string[], now: Date) {
  const wanted = [...new Set(buyerIds)];
  if (wanted.length === 0) return;
  const found = await shop.tx
    .select({ id: buyers.id, nickname: buyers.nickname })
    .from(buyers)
    .where(inArray(buyers.id, wanted));
  const byId = new Map(found.map((b) => [b.id, b.nickname]));
  for (const id of wanted)
    if (!byId.has(id) || !(await knowsShop(shop, id))) throw new BizError('NOT_FOUND', 'chatGroupBuyerUnknown');
  const already = await shop.pick(
    imGroupMembers,
    { buyerId: imGroupMembers.buyerId },
    and(eq(imGroupMembers.conversationId, groupId), inArray(imGroupMembers.buyerId, wanted)),
  );
  const first = already[0];
  if (first) throw new BizError('RULE_VIOLATED', 'chatGroupAlreadyMember', { name: byId.get(first.buyerId) ?? '' });
  if ((await memberCountOf(shop, groupId)) + wanted.length > CHAT_GROUP_MEMBERS_MAX)
    throw new BizError('RULE_VIOLATED', 'chatGroupFull', { max: CHAT_GROUP_MEMBERS_MAX });
  await shop.insert(
    imGroupMembers,
    wanted.map((buyerId) => ({ conversationId: groupId, buyerId, joinedAt: now })),
  );
}

/** A new group of the shop with its first members. */
export async function createGroup(
  shop: ShopScope,
  input: { name: string; buyerIds: string[] },
  userId: string,
  now: Date,
): Promise<GroupView> {
  const name = checkName(input.name);
  const groupId = newId();
  await shop.insert(imConversations, [
    { id: groupId, buyerId: '', isGroup: true, assignedTo: userId, createdAt: now, updatedAt: now },
  ]);
  await shop.insert(imGroups, [{ conversationId: groupId, name, createdBy: userId, createdAt: now }]);
  await addMembers(shop, groupId, input.buyerIds, now);
  await announce(shop, { conversationId: groupId });
  return viewGroup(shop, groupId);
}

export async function renameGroup(shop: ShopScope, groupId: string, name: string): Promise<GroupView> {
  const text = checkName(name);
  await groupOf(shop, groupId, true);
  await shop.update(imGroups, { name: text }, eq(imGroups.conversationId, groupId));
  await announce(shop, { conversationId: groupId });
  return viewGroup(shop, groupId);
}

export async function addGroupMembers(shop: ShopScope, groupId: string, buyerIds: string[], now: Date) {
  await groupOf(shop, groupId, true);
  await addMembers(shop, groupId, buyerIds, now);
  await announce(shop, { conversationId: groupId });
  return viewGroup(shop, groupId);
}

export async function removeGroupMember(shop: ShopScope, groupId: string, buyerId: string): Promise<GroupView> {
  await groupOf(shop, groupId, true);
  const gone = await shop
    .delete(imGroupMembers, and(eq(imGroupMembers.conversationId, groupId), eq(imGroupMembers.buyerId, buyerId)))
    .returning();
  if (gone.length === 0) throw new BizError('NOT_FOUND', 'chatGroupNotMember');
  await announce(shop, { conversationId: groupId });
  return viewGroup(shop, groupId);
}

/** Buyers who could join the group: known to the shop (chatted or follow), not members yet, by nickname. */
export async function groupCandidates(shop: ShopScope, groupId: string, keyword: string) {
  await groupOf(shop, groupId);
  const rows = await shop.tx
    .select({ buyerId: buyers.id, nickname: buyers.nickname })
    .from(buyers)
    .where(ilike(buyers.nickname, containsPattern(keyword)))
    .orderBy(asc(buyers.nickname), asc(buyers.id))
    .limit(200);
  const members = new Set(
    (
      await shop.pick(
        imGroupMembers,
        { buyerId: imGroupMembers.buyerId },
        and(
          eq(imGroupMembers.conversationId, groupId),
          inArray(
            imGroupMembers.buyerId,
            rows.map((r) => r.buyerId),
          ),
        ),
      )
    ).map((m) => m.buyerId),
  );
  const list = [];
  for (const r of rows) {
    if (list.length >= 20) break;
    if (!members.has(r.buyerId) && (await knowsShop(shop, r.buyerId))) list.push(r);
  }
  return list;
}

/**
 * A member buyer posts into the shop's group (the simulator's buyers): a banned buyer cannot chat
 * (product-spec §6); one who is not, or no longer, a member is refused.
 */
export async function groupBuyerPost(
  shop: ShopScope,
  input: { groupId: string; buyerId: string; content: string; kind: 'text' | 'emoji' },
  now: Date,
): Promise<{ message: ChatMessageView }> {
  const [buyer] = await shop.tx.select().from(buyers).where(eq(buyers.id, input.buyerId)).limit(1);
  if (!buyer) throw new BizError('NOT_FOUND', 'chatUserNotFound');
  const content = checkContent(input.kind, input.content, false);
  const { conv } = await groupOf(shop, input.groupId, true);
  if (buyer.status === 'banned') throw new BizError('RULE_VIOLATED', 'chatAccountBanned');
  const member = await shop.first(
    imGroupMembers,
    and(eq(imGroupMembers.conversationId, conv.id), eq(imGroupMembers.buyerId, buyer.id)),
  );
  if (!member) throw new BizError('RULE_VIOLATED', 'chatGroupNotMember');
  const { message } = await postMessage(
    shop,
    conv,
    { sender: 'buyer', senderBuyerId: buyer.id, kind: input.kind, content },
    now,
  );
  return { message: messageViewOf(message, await namesOf(shop.tx, [buyer.id])) };
}
