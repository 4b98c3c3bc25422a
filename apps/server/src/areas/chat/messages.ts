import { CHAT_TEXT_MAX, type MessageKind } from '@sc/contract/chat.ts';
import { satangToBaht } from '@sc/contract/validators/price.ts';
import { and, asc, count, eq, gt, lt, min, sql } from 'drizzle-orm';
import { runStatement, type Statement, statementOf } from '../../db/prepared.ts';
import {
  coupons,
  imConversations,
  imMessages,
  type MessageCard,
  type MessageEvent,
  orders,
  products,
  skus,
} from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { BizError } from '../../errors.ts';
import type { ConversationRow, MessageRow } from './conversations.ts';
import { WAIT_STEPS, type WaitStep, waitStepOf } from './waits.ts';

/** The channel every server process listens on for chat events (across processes: LISTEN/NOTIFY). */
export const CHAT_CHANNEL = 'im_event';

export interface ChatEvent {
  shopId: string;
  conversationId: string;
  /** Present when a message was added; otherwise the conversation changed (forward, lock, …). */
  messageId?: number;
}

/** Tells every process (on commit) that something changed in a conversation. */
export async function announce(shop: ShopScope, event: Omit<ChatEvent, 'shopId'>) {
  const payload: ChatEvent = { shopId: shop.shopId, ...event };
  await shop.tx.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${JSON.stringify(payload)})`);
}

const digits = (s: string) => /^\d{1,18}$/.test(s);

/** What a coupon takes off, as its card shows it: baht, or a percentage. */
export const couponFace = (c: { type: string; value: number }) =>
  c.type === 'amount' ? satangToBaht(c.value) : `${c.value}%`;

/** The card of a product, order or coupon of the shop, as the message keeps it. */
export async function cardOf(shop: ShopScope, type: 'product' | 'order' | 'coupon', id: string): Promise<MessageCard> {
  if (type === 'product') {
    if (!digits(id)) throw new BizError('NOT_FOUND', 'notFound');
    const p = await shop.first(products, eq(products.id, Number(id)));
    if (!p) throw new BizError('NOT_FOUND', 'notFound');
    const [price] = await shop.pick(skus, { low: min(skus.price) }, eq(skus.productId, p.id));
    return {
      type,
      id,
      title: p.title,
      amount: satangToBaht(Number(price?.low ?? 0)),
      imageUrl: p.images[0] ?? '',
      status: '',
    };
  }
  if (type === 'order') {
    if (!digits(id)) throw new BizError('NOT_FOUND', 'notFound');
    const o = await shop.first(orders, eq(orders.id, Number(id)));
    if (!o) throw new BizError('NOT_FOUND', 'notFound');
    return { type, id, title: String(o.id), amount: satangToBaht(o.totalAmount), imageUrl: '', status: o.status };
  }
  const c = await shop.first(coupons, eq(coupons.id, id));
  if (!c) throw new BizError('NOT_FOUND', 'notFound');
  return {
    type,
    id,
    title: c.name,
    amount: couponFace(c),
    imageUrl: '',
    status: c.type,
  };
}

export interface NewMessage {
  sender: 'buyer' | 'seller' | 'system';
  senderUserId?: string | null;
  /** In a group: the member buyer who wrote it. */
  senderBuyerId?: string | null;
  kind: MessageKind;
  content: string;
  card?: MessageCard | null;
  /** A system line's event. */
  event?: MessageEvent | null;
  automatic?: boolean;
}

/** Refuses empty or too long content (catalogue §8 "reply content cannot be empty"). */
export function checkContent(kind: MessageKind, content: string, hasCard: boolean) {
  const text = content.trim();
  if (!hasCard && text.length === 0) throw new BizError('VALIDATION_FAILED', 'chatReplyEmpty');
  if ((kind === 'text' || kind === 'emoji' || kind === 'image') && text.length === 0)
    throw new BizError('VALIDATION_FAILED', 'chatReplyEmpty');
  if ([...text].length > CHAT_TEXT_MAX)
    throw new BizError('VALIDATION_FAILED', 'chatTextTooLong', { max: CHAT_TEXT_MAX });
  return text;
}

function preview(m: NewMessage): string {
  const text = m.card ? `[${m.card.type}] ${m.card.title}${m.content ? ` ${m.content}` : ''}` : m.content;
  return m.kind === 'image' ? '[image]' : [...text].slice(0, 200).join('');
}

/**
 * Adds a message to a conversation the caller holds locked (conversationWith, or a select for
 * update) and moves the conversation with it: last message, unread count, waiting time, the
 * buyer's wait of the service figures. Persisted before anyone is told: the event goes out when
 * the transaction commits. One statement: the message, the conversation, the wait and the notice
 * are steps of it, so a message costs one round trip.
 */
export async function postMessage(
  shop: ShopScope,
  conv: ConversationRow,
  m: NewMessage,
  now: Date,
): Promise<{ message: MessageRow; conversation: ConversationRow }> {
  const values = {
    conversationId: conv.id,
    sender: m.sender,
    senderUserId: m.senderUserId ?? null,
    senderBuyerId: m.senderBuyerId ?? null,
    kind: m.kind,
    content: m.content,
    card: m.card ?? null,
    event: m.event ?? null,
    automatic: m.automatic ?? false,
    createdAt: now,
  };
  // A system line (a forward) is the staff's: the list's last message and waiting time stay the buyer's and the shop's.
  const set: Partial<ConversationRow> =
    m.sender === 'system'
      ? { updatedAt: now }
      : { lastMessageText: preview(m), lastMessageAt: now, lastSender: m.sender, updatedAt: now };
  // A person answered: nothing waits any more, and the buyer's messages have been seen.
  const answered = m.sender === 'seller' && !m.automatic;
  if (m.sender === 'buyer') {
    set.unreadBySeller = conv.unreadBySeller + 1;
    set.waitingSince = conv.waitingSince ?? now;
  } else if (answered) {
    set.waitingSince = null;
    set.unreadBySeller = 0;
    if (!conv.assignedTo && m.senderUserId) set.assignedTo = m.senderUserId;
  }
  // The caller holds the conversation locked, so what it read is what is there: the statement
  // writes the conversation as it will be.
  const next: ConversationRow = { ...conv, ...set };
  const step = waitStepOf(conv, { byBuyer: m.sender === 'buyer', answered });
  const [row] = await runStatement<{ id: string }>(shop.tx, POST_MESSAGE[step], {
    shopId: shop.shopId,
    conversationId: conv.id,
    sender: values.sender,
    senderUserId: values.senderUserId,
    senderBuyerId: values.senderBuyerId,
    kind: values.kind,
    content: values.content,
    card: values.card && JSON.stringify(values.card),
    event: values.event && JSON.stringify(values.event),
    automatic: values.automatic,
    now,
    answered,
    lastMessageText: next.lastMessageText,
    lastMessageAt: next.lastMessageAt,
    lastSender: next.lastSender,
    unreadBySeller: next.unreadBySeller,
    waitingSince: next.waitingSince,
    assignedTo: next.assignedTo,
    ...(step === 'answer' ? { userId: m.senderUserId ?? null, waitedSince: conv.waitingSince } : {}),
  });
  const id = Number(row?.id);
  if (!Number.isSafeInteger(id)) throw new Error('message insert returned nothing');
  const message: MessageRow = { ...values, id, shopId: shop.shopId };
  const conversation: ConversationRow = {
    ...next,
    lastMessageId: id,
    ...(answered ? { sellerReadUpTo: id } : {}),
  };
  return { message, conversation };
}

/**
 * The statement of postMessage, one per wait step: the message, the conversation as it will be
 * (its last message and, for an answer, the read mark being the new message's id), the wait and
 * the notice every process hears on commit.
 */
const POST_MESSAGE: Record<WaitStep, Statement> = Object.fromEntries(
  (Object.keys(WAIT_STEPS) as WaitStep[]).map((step) => {
    const steps = WAIT_STEPS[step] ? `, ${WAIT_STEPS[step]}` : '';
    return [
      step,
      statementOf(`with m as (
        insert into im_messages (shop_id, conversation_id, sender, sender_user_id, sender_buyer_id, kind, content,
          card, event, automatic, created_at)
        values (@shopId::varchar, @conversationId::varchar, @sender, @senderUserId::varchar, @senderBuyerId::varchar,
          @kind, @content, @card::jsonb, @event::jsonb, @automatic::boolean, @now::timestamptz)
        returning id),
      c as (update im_conversations set
          last_message_id = (select id from m),
          seller_read_up_to = case when @answered::boolean then (select id from m) else seller_read_up_to end,
          last_message_text = @lastMessageText, last_message_at = @lastMessageAt::timestamptz,
          last_sender = @lastSender, updated_at = @now::timestamptz, unread_by_seller = @unreadBySeller::int,
          waiting_since = @waitingSince::timestamptz, assigned_to = @assignedTo::varchar
        where shop_id = @shopId::varchar and id = @conversationId::varchar)${steps}
      select m.id, pg_notify('${CHAT_CHANNEL}', json_build_object(
        'shopId', @shopId::text, 'conversationId', @conversationId::text, 'messageId', m.id)::text)
      from m`),
    ];
  }),
) as Record<WaitStep, Statement>;

/**
 * The staff read the buyer's messages up to `upTo` (clamped to the conversation's last message;
 * a read mark never goes back): the unread count becomes the buyer's messages after the mark.
 */
export async function markReadUpTo(shop: ShopScope, conv: ConversationRow, upTo: number): Promise<ConversationRow> {
  const readUpTo = Math.max(conv.sellerReadUpTo, Math.min(upTo, conv.lastMessageId));
  const [left] = await shop.pick(
    imMessages,
    { n: count() },
    and(eq(imMessages.conversationId, conv.id), eq(imMessages.sender, 'buyer'), gt(imMessages.id, readUpTo)),
  );
  const unread = left?.n ?? 0;
  if (readUpTo === conv.sellerReadUpTo && unread === conv.unreadBySeller) return conv;
  const [row] = await shop
    .update(imConversations, { sellerReadUpTo: readUpTo, unreadBySeller: unread }, eq(imConversations.id, conv.id))
    .returning();
  await announce(shop, { conversationId: conv.id });
  return row ?? conv;
}

/** A page of a conversation's messages, oldest first. */
export async function messagesOf(
  shop: ShopScope,
  conversationId: string,
  input: { beforeId?: number | undefined; afterId?: number | undefined; size: number },
): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
  const byConv = eq(imMessages.conversationId, conversationId);
  if (input.afterId !== undefined) {
    const rows = await shop
      .select(imMessages, and(byConv, gt(imMessages.id, input.afterId)))
      .orderBy(asc(imMessages.id))
      .limit(input.size + 1);
    return { rows: rows.slice(0, input.size), hasMore: rows.length > input.size };
  }
  const cond = input.beforeId !== undefined ? and(byConv, lt(imMessages.id, input.beforeId)) : byConv;
  const rows = await shop
    .select(imMessages, cond)
    .orderBy(sql`${imMessages.id} desc`)
    .limit(input.size + 1);
  return { rows: rows.slice(0, input.size).reverse(), hasMore: rows.length > input.size };
}
