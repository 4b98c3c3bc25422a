import type { ChatMessageView } from '@sc/contract/calls/chat.ts';
import type { ChatType } from '@sc/contract/chat.ts';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { preparedOnce } from '../../db/prepared.ts';
import { buyers, imAssistantSettings, imConversations, imMessages, orders, products, shops } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { BizError, notFound } from '../../errors.ts';
import { automaticAnswers } from './automatic.ts';
import { conversationWith, messageViewOf, namesOf } from './conversations.ts';
import { checkContent, postMessage } from './messages.ts';

// The buyer's side of a chat, played by the simulator (marketplace/): a buyer writes to a shop
// about the shop, a product or one of their orders; banned buyers cannot chat (product-spec §6) and
// a buyer the shop blacklisted cannot send (catalogue §8 "session blocked by user").

/**
 * A shop (by `shopId`; no row when there is none) with a buyer (by `buyerId`; null when there is
 * none) and the shop's assistant settings: a buyer's message reads them first.
 */
const buyerWithSettings = preparedOnce((db) =>
  db
    .select({ shopId: shops.id, buyer: buyers, settings: imAssistantSettings })
    .from(shops)
    .leftJoin(buyers, eq(buyers.id, sql.placeholder('buyerId')))
    .leftJoin(imAssistantSettings, eq(imAssistantSettings.shopId, shops.id))
    .where(eq(shops.id, sql.placeholder('shopId')))
    .limit(1)
    .prepare('chat_buyer_with_settings'),
);

export interface BuyerMessage {
  buyerId: string;
  content: string;
  kind: 'text' | 'emoji' | 'image';
  productId?: string | undefined;
  orderId?: string | undefined;
}

/**
 * A buyer's message to the shop (`shop` need not be known to exist: a shop that does not is not
 * found), with the automatic answers it drew.
 */
export async function buyerSend(
  shop: ShopScope,
  input: BuyerMessage,
  now: Date,
): Promise<{ conversationId: string; message: ChatMessageView; replies: ChatMessageView[] }> {
  // The shop, the buyer and the shop's assistant settings (for the automatic answers) in one statement.
  const [found] = await buyerWithSettings(shop.tx).execute({ shopId: shop.shopId, buyerId: input.buyerId });
  if (!found) throw notFound();
  const { buyer, settings } = found;
  if (!buyer) throw new BizError('NOT_FOUND', 'chatUserNotFound');
  if (buyer.status === 'banned') throw new BizError('RULE_VIOLATED', 'chatAccountBanned');
  const content = checkContent(input.kind, input.content, false);
  // The buyer's picture: a picture of the platform (/media/…) or an https link, nothing else.
  if (input.kind === 'image' && !/^(?!.*\.\.)(\/media\/[\w./-]+|https:\/\/\S+)$/.test(content))
    throw new BizError('VALIDATION_FAILED', 'chatImageAddress');
  let chatType: ChatType = 'general';
  if (input.orderId) {
    const ok = /^\d{1,18}$/.test(input.orderId)
      ? await shop.first(orders, and(eq(orders.id, Number(input.orderId)), eq(orders.buyerId, buyer.id)))
      : undefined;
    if (!ok) throw notFound();
    chatType = 'order';
  } else if (input.productId) {
    const ok = /^\d{1,18}$/.test(input.productId)
      ? await shop.first(products, eq(products.id, Number(input.productId)))
      : undefined;
    if (!ok) throw notFound();
    chatType = 'product';
  }
  const conv = await conversationWith(shop, buyer.id, now, {
    chatType: chatType === 'general' ? undefined : chatType,
    productId: input.productId ?? null,
    orderId: input.orderId ?? null,
  });
  if (conv.blacklisted) throw new BizError('RULE_VIOLATED', 'chatBlocked');
  const first = conv.lastMessageId === 0;
  const { message, conversation } = await postMessage(shop, conv, { sender: 'buyer', kind: input.kind, content }, now);
  const replies = await automaticAnswers(shop, conversation, content, first, now, settings);
  const names = new Map<string, string>();
  return {
    conversationId: conv.id,
    message: messageViewOf(message, names),
    replies: replies.map((r) => messageViewOf(r, names)),
  };
}

/** Everything of a buyer's chat with the shop, oldest first (what the buyer sees: not the staff's system lines). */
export async function buyerNews(shop: ShopScope, buyerId: string): Promise<ChatMessageView[]> {
  const conv = await shop.first(imConversations, eq(imConversations.buyerId, buyerId));
  if (!conv) return [];
  const rows = await shop
    .select(imMessages, and(eq(imMessages.conversationId, conv.id), ne(imMessages.sender, 'system')))
    .orderBy(asc(imMessages.id));
  const names = await namesOf(
    shop.tx,
    rows.map((r) => r.senderUserId),
  );
  return rows.map((r) => messageViewOf(r, names));
}
