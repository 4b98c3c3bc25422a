import { and, eq, isNull } from 'drizzle-orm';
import { imWaits } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import type { ConversationRow } from './conversations.ts';

// The buyers' waits behind the service figures (/oms/cos/im/service/statistics), kept as messages
// are written so the figures are one indexed read: a wait opens with the buyer's first unanswered
// message and closes with the next message a staff member writes, in that message's transaction.
// A buyer group's talk is not a buyer waiting for the shop: groups keep no waits.

/** The buyer wrote to a conversation nothing waited in: a wait opens at `at`. */
export async function openWait(shop: ShopScope, conv: ConversationRow, at: Date) {
  if (conv.isGroup) return;
  await shop.insert(imWaits, [{ conversationId: conv.id, startedAt: at }]).onConflictDoNothing();
}

/** A staff member answered `conv`, which waited since `conv.waitingSince`: its open wait closes. */
export async function answerWait(
  shop: ShopScope,
  conv: ConversationRow,
  answer: { messageId: number; userId: string | null; at: Date },
) {
  if (!conv.waitingSince || conv.isGroup) return;
  const set = { answeredAt: answer.at, answeredBy: answer.userId, answerMessageId: answer.messageId };
  const closed = await shop
    .update(imWaits, set, and(eq(imWaits.conversationId, conv.id), isNull(imWaits.answeredAt)))
    .returning({ id: imWaits.id });
  // A wait older than the figures (none was opened for it): recorded answered from when it started.
  if (closed.length === 0)
    await shop.insert(imWaits, [{ conversationId: conv.id, startedAt: conv.waitingSince, ...set }]);
}
