import type { ChatMessageView, ConversationView } from '@sc/contract/calls/chat.ts';
import { CHAT_WINDOW_DAYS, type ChatFilter, type ChatState, type ChatType, isLate } from '@sc/contract/chat.ts';
import { toYN } from '@sc/contract/common.ts';
import { and, count, desc, eq, exists, gte, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { containsPattern } from '../../db/like.ts';
import { buyers, imConversations, imMessages, users } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { BizError } from '../../errors.ts';

export type ConversationRow = typeof imConversations.$inferSelect;
export type MessageRow = typeof imMessages.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

function stateOf(row: ConversationRow): ChatState {
  if (row.waitingSince) return 'waiting';
  return row.lastMessageAt ? 'answered' : 'idle';
}

/**
 * The display names by id of users (staff names on conversations and messages) and, for the ids
 * that are no user's, of buyers (a group member's name on their messages).
 */
export async function namesOf(tx: Tx, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((x): x is string => !!x))];
  if (wanted.length === 0) return new Map();
  const rows = await tx.select({ id: users.id, name: users.nickname }).from(users).where(inArray(users.id, wanted));
  const names = new Map(rows.map((r) => [r.id, r.name]));
  const rest = wanted.filter((x) => !names.has(x));
  if (rest.length > 0) {
    const members = await tx
      .select({ id: buyers.id, name: buyers.nickname })
      .from(buyers)
      .where(inArray(buyers.id, rest));
    for (const b of members) names.set(b.id, b.name);
  }
  return names;
}

export function conversationViewOf(
  row: ConversationRow,
  nickname: string,
  names: Map<string, string>,
  now: Date,
): ConversationView {
  return {
    conversationId: row.id,
    buyerId: row.buyerId,
    buyerNickname: nickname,
    chatType: row.chatType as ChatType,
    state: stateOf(row),
    assignedUserId: row.assignedTo,
    assignedName: row.assignedTo ? (names.get(row.assignedTo) ?? '') : '',
    locked: toYN(row.lockedBy !== null),
    lockedUserId: row.lockedBy,
    blacklisted: toYN(row.blacklisted),
    remark: row.remark,
    relationType: row.relationType as ConversationView['relationType'],
    lastMessage: row.lastMessageText,
    lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
    lastMessageId: row.lastMessageId,
    unreadCount: row.unreadBySeller,
    waitingSince: row.waitingSince?.toISOString() ?? null,
    late: toYN(isLate(row.waitingSince, now)),
    productId: row.productId,
    orderId: row.orderId,
  };
}

export function messageViewOf(row: MessageRow, names: Map<string, string>): ChatMessageView {
  return {
    messageId: row.id,
    conversationId: row.conversationId,
    sender: row.sender as ChatMessageView['sender'],
    senderName: row.senderUserId ? (names.get(row.senderUserId) ?? '') : '',
    kind: row.kind as ChatMessageView['kind'],
    content: row.content,
    card: row.card ?? null,
    event: row.event ?? null,
    automatic: toYN(row.automatic),
    createdAt: row.createdAt.toISOString(),
    senderBuyerId: row.senderBuyerId,
    senderBuyerName: row.senderBuyerId ? (names.get(row.senderBuyerId) ?? '') : '',
  };
}

/** The shop's conversation `id`, locked for the rest of the transaction when `lock`; not found otherwise. */
export async function conversationOf(shop: ShopScope, id: string, lock = false): Promise<ConversationRow> {
  const q = shop.select(imConversations, eq(imConversations.id, id)).limit(1);
  const [row] = await (lock ? q.forUpdate() : q);
  if (!row) throw new BizError('NOT_FOUND', 'notFound');
  return row;
}

/** A conversation as the workbench shows it. */
export async function viewConversation(shop: ShopScope, row: ConversationRow, now: Date): Promise<ConversationView> {
  const [buyer] = await shop.tx
    .select({ nickname: buyers.nickname })
    .from(buyers)
    .where(eq(buyers.id, row.buyerId))
    .limit(1);
  const names = await namesOf(shop.tx, [row.assignedTo]);
  return conversationViewOf(row, buyer?.nickname ?? '', names, now);
}

/**
 * Conversations of the shop as the workbench shows them, by id, in one statement (the buyer's
 * nickname and the assignee's name joined in): the socket's deliveries read a batch at a time.
 */
export async function conversationViewsOf(
  shop: ShopScope,
  ids: string[],
  now: Date,
): Promise<Map<string, ConversationView>> {
  if (ids.length === 0) return new Map();
  const rows = await shop.tx
    .select({ row: imConversations, nickname: buyers.nickname, assignee: users.nickname })
    .from(imConversations)
    .leftJoin(buyers, eq(buyers.id, imConversations.buyerId))
    .leftJoin(users, eq(users.id, imConversations.assignedTo))
    .where(shop.where(imConversations, inArray(imConversations.id, ids)));
  return new Map(
    rows.map(({ row, nickname, assignee }) => [
      row.id,
      conversationViewOf(row, nickname ?? '', new Map(row.assignedTo ? [[row.assignedTo, assignee ?? '']] : []), now),
    ]),
  );
}

/** Messages of the shop by id, with their writers' names (a staff member's, a group member's), in one statement. */
export async function messageViewsOf(shop: ShopScope, ids: number[]): Promise<Map<number, ChatMessageView>> {
  if (ids.length === 0) return new Map();
  const member = alias(buyers, 'member');
  const rows = await shop.tx
    .select({ row: imMessages, name: users.nickname, memberName: member.nickname })
    .from(imMessages)
    .leftJoin(users, eq(users.id, imMessages.senderUserId))
    .leftJoin(member, eq(member.id, imMessages.senderBuyerId))
    .where(shop.where(imMessages, inArray(imMessages.id, ids)));
  return new Map(
    rows.map(({ row, name, memberName }) => {
      const names = new Map<string, string>();
      if (row.senderUserId) names.set(row.senderUserId, name ?? '');
      if (row.senderBuyerId) names.set(row.senderBuyerId, memberName ?? '');
      return [row.id, messageViewOf(row, names)];
    }),
  );
}

/** The conversation of a buyer with the shop, made when there is none yet. */
export async function conversationWith(
  shop: ShopScope,
  buyerId: string,
  now: Date,
  about: { chatType?: ChatType | undefined; productId?: string | null; orderId?: string | null } = {},
): Promise<ConversationRow> {
  const [made] = await shop.tx
    .insert(imConversations)
    .values({
      shopId: shop.shopId,
      id: newId(),
      buyerId,
      chatType: about.chatType ?? 'general',
      productId: about.productId ?? null,
      orderId: about.orderId ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (made) return made;
  const [row] = await shop
    .select(imConversations, and(eq(imConversations.buyerId, buyerId), eq(imConversations.isGroup, false)))
    .limit(1)
    .forUpdate();
  if (!row) throw new Error('conversation vanished');
  if (about.chatType && about.chatType !== 'general') {
    // The buyer asks about something new: the conversation now is about that.
    const [moved] = await shop
      .update(
        imConversations,
        { chatType: about.chatType, productId: about.productId ?? null, orderId: about.orderId ?? null },
        eq(imConversations.id, row.id),
      )
      .returning();
    return moved ?? row;
  }
  return row;
}

/** The workbench list (/oms/cos/im/customer/service/chat/list). */
export async function listConversations(
  shop: ShopScope,
  input: { filter: ChatFilter; keyword: string; userId: string; offset: number; limit: number },
  now: Date,
) {
  const since = new Date(now.getTime() - CHAT_WINDOW_DAYS * DAY_MS);
  const conds: (SQL | undefined)[] = [
    or(
      gte(imConversations.lastMessageAt, since),
      and(isNull(imConversations.lastMessageAt), gte(imConversations.createdAt, since)),
    ),
  ];
  if (input.filter === 'mine') conds.push(eq(imConversations.assignedTo, input.userId));
  if (input.filter === 'unassigned') conds.push(isNull(imConversations.assignedTo));
  if (input.filter === 'blacklisted') conds.push(eq(imConversations.blacklisted, true));
  else conds.push(eq(imConversations.blacklisted, false));
  const p = input.keyword ? containsPattern(input.keyword) : '';
  // What a search looks through in messages: what buyer and staff wrote, not system lines or pictures.
  const said = (...more: SQL[]) =>
    shop.where(
      imMessages,
      ne(imMessages.sender, 'system'),
      ne(imMessages.kind, 'image'),
      ilike(imMessages.content, p),
      ...more,
    );
  if (p) {
    const inMessages = exists(
      shop.tx
        .select({ one: sql`1` })
        .from(imMessages)
        .where(said(eq(imMessages.conversationId, imConversations.id))),
    );
    conds.push(or(ilike(buyers.nickname, p), ilike(imConversations.remark, p), inMessages));
  }
  const where = shop.where(imConversations, ...conds);
  // buyers is the marketplace's, not a shop's: joined by the conversation's buyer.
  const rows = await shop.tx
    .select({ c: imConversations, nickname: buyers.nickname })
    .from(imConversations)
    .innerJoin(buyers, eq(buyers.id, imConversations.buyerId))
    .where(where)
    .orderBy(sql`${imConversations.lastMessageAt} desc nulls last`, desc(imConversations.id))
    .limit(input.limit)
    .offset(input.offset);
  const [counted] = await shop.tx
    .select({ n: count() })
    .from(imConversations)
    .innerJoin(buyers, eq(buyers.id, imConversations.buyerId))
    .where(where);
  const total = counted?.n ?? 0;
  const names = await namesOf(
    shop.tx,
    rows.map((r) => r.c.assignedTo),
  );
  const ids = rows.map((r) => r.c.id);
  const matches =
    p && ids.length > 0
      ? await shop.tx
          .selectDistinctOn([imMessages.conversationId], {
            conversationId: imMessages.conversationId,
            messageId: imMessages.id,
            content: imMessages.content,
            createdAt: imMessages.createdAt,
          })
          .from(imMessages)
          .where(said(inArray(imMessages.conversationId, ids)))
          .orderBy(imMessages.conversationId, desc(imMessages.id))
      : [];
  return {
    list: rows.map((r) => conversationViewOf(r.c, r.nickname, names, now)),
    total,
    matches: matches.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
  };
}
