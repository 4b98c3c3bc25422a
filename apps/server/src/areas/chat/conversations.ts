import type { ChatMessageView, ConversationView } from '@sc/contract/calls/chat.ts';
import { CHAT_WINDOW_DAYS, type ChatFilter, type ChatState, type ChatType, isLate } from '@sc/contract/chat.ts';
import { toYN } from '@sc/contract/common.ts';
import { and, count, desc, eq, exists, gte, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { containsPattern } from '../../db/like.ts';
import { preparedOnce } from '../../db/prepared.ts';
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

/**
 * A buyer's conversation of the shop, locked: what is done to one buyer's chat (forward, lock,
 * blacklist, remark, relation) is refused on a group's, which has no one buyer.
 */
export async function buyerConversationOf(shop: ShopScope, id: string): Promise<ConversationRow> {
  const row = await conversationOf(shop, id, true);
  if (row.isGroup) throw new BizError('RULE_VIOLATED', 'chatOneBuyerOnly');
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

/** A row of some shop: the socket hub reads the events of many shops together. */
export interface ShopKey<K> {
  shopId: string;
  id: K;
}

/** The key of a shop's row in the maps below. */
export const shopKey = (shopId: string, id: string | number) => `${shopId}:${id}`;

/**
 * `(shop_id, id)` is one of the pairs of the placeholders `shops` and `ids` (two arrays): each
 * row is read for its own shop only.
 */
function ofShops(table: { shopId: PgColumn; id: PgColumn }, idType: 'varchar' | 'bigint') {
  return sql`(${table.shopId}, ${table.id}) in (select * from unnest(${sql.placeholder('shops')}::varchar[], ${sql.placeholder('ids')}::${sql.raw(idType)}[]))`;
}

/** The placeholders' values of ofShops for `keys`. */
const shopPairs = <K>(keys: ShopKey<K>[]) => ({ shops: keys.map((k) => k.shopId), ids: keys.map((k) => k.id) });

const conversationsOfShops = preparedOnce((db) =>
  db
    .select({ row: imConversations, nickname: buyers.nickname, assignee: users.nickname })
    .from(imConversations)
    .leftJoin(buyers, eq(buyers.id, imConversations.buyerId))
    .leftJoin(users, eq(users.id, imConversations.assignedTo))
    .where(ofShops(imConversations, 'varchar'))
    .prepare('chat_conversations_of_shops'),
);

/** Conversations of shops, by shopKey, as the workbench list shows them, in one statement. */
export async function conversationViewsOf(
  tx: Tx,
  keys: ShopKey<string>[],
  now: Date,
): Promise<Map<string, ConversationView>> {
  if (keys.length === 0) return new Map();
  const rows = await conversationsOfShops(tx).execute(shopPairs(keys));
  return new Map(
    rows.map(({ row, nickname, assignee }) => [
      shopKey(row.shopId, row.id),
      conversationViewOf(row, nickname ?? '', new Map(row.assignedTo ? [[row.assignedTo, assignee ?? '']] : []), now),
    ]),
  );
}

const member = alias(buyers, 'member');
const messagesOfShops = preparedOnce((db) =>
  db
    .select({ row: imMessages, name: users.nickname, memberName: member.nickname })
    .from(imMessages)
    .leftJoin(users, eq(users.id, imMessages.senderUserId))
    .leftJoin(member, eq(member.id, imMessages.senderBuyerId))
    .where(ofShops(imMessages, 'bigint'))
    .prepare('chat_messages_of_shops'),
);

/** Messages of shops, by shopKey, with their writers' names (a staff member's, a group member's), in one statement. */
export async function messageViewsOf(tx: Tx, keys: ShopKey<number>[]): Promise<Map<string, ChatMessageView>> {
  if (keys.length === 0) return new Map();
  const rows = await messagesOfShops(tx).execute(shopPairs(keys));
  return new Map(
    rows.map(({ row, name, memberName }) => {
      const names = new Map<string, string>();
      if (row.senderUserId) names.set(row.senderUserId, name ?? '');
      if (row.senderBuyerId) names.set(row.senderBuyerId, memberName ?? '');
      return [shopKey(row.shopId, row.id), messageViewOf(row, names)];
    }),
  );
}

/**
 * The buyer's conversation made, or (a conflict) locked as it is (`moved`: also turned to what
 * the new message is about), one statement each, built once.
 */
function upsertOf(moved: boolean, name: string) {
  const c = imConversations;
  return preparedOnce((db) =>
    db
      .insert(c)
      .values({
        shopId: sql.placeholder('shopId'),
        id: sql.placeholder('id'),
        buyerId: sql.placeholder('buyerId'),
        chatType: sql.placeholder('chatType'),
        productId: sql.placeholder('productId'),
        orderId: sql.placeholder('orderId'),
        createdAt: sql.placeholder('now'),
        updatedAt: sql.placeholder('now'),
      })
      .onConflictDoUpdate({
        target: [c.shopId, c.buyerId],
        targetWhere: sql`not ${sql.identifier('is_group')}`,
        set: moved
          ? { chatType: sql`excluded.chat_type`, productId: sql`excluded.product_id`, orderId: sql`excluded.order_id` }
          : { updatedAt: sql`${c.updatedAt}` },
      })
      .returning()
      .prepare(name),
  );
}
const conversationUpsert = upsertOf(false, 'chat_conversation_upsert');
const conversationMovedUpsert = upsertOf(true, 'chat_conversation_upsert_moved');

/**
 * The conversation of a buyer with the shop, made when there is none yet, and locked for the
 * caller's transaction: one statement (an insert that, when the buyer already has one, updates it
 * instead and so takes its row lock). Asked about a product or an order, the conversation now is
 * about that; otherwise it is returned as it was.
 */
export async function conversationWith(
  shop: ShopScope,
  buyerId: string,
  now: Date,
  about: { chatType?: ChatType | undefined; productId?: string | null; orderId?: string | null } = {},
): Promise<ConversationRow> {
  const moved = about.chatType !== undefined && about.chatType !== 'general';
  const [row] = await (moved ? conversationMovedUpsert : conversationUpsert)(shop.tx).execute({
    shopId: shop.shopId,
    id: newId(),
    buyerId,
    chatType: about.chatType ?? 'general',
    productId: about.productId ?? null,
    orderId: about.orderId ?? null,
    now,
  });
  if (!row) throw new Error('conversation upsert returned nothing');
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
