import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { imWaits } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import type { ConversationRow } from './conversations.ts';

// The buyers' waits behind the service figures (/oms/cos/im/service/statistics), kept as messages
// are written so the figures are one indexed read: a wait opens with the buyer's first unanswered
// message and closes with the next message a staff member writes, in that message's transaction.
// A buyer group's talk is not a buyer waiting for the shop: groups keep no waits.

/**
 * The buyer wrote to a conversation nothing waited in: a wait opens at `at`. Named steps (CTEs)
 * of the message's statement; none in a group.
 */
export function openWaitSteps(shop: ShopScope, conv: ConversationRow, at: Date): SQL[] {
  if (conv.isGroup) return [];
  const opened = shop
    .insert(imWaits, [{ conversationId: conv.id, startedAt: at }])
    .onConflictDoNothing()
    .getSQL();
  return [sql`wait_opened as (${opened})`];
}

/**
 * A staff member answered `conv`, which waited since `conv.waitingSince`: its open wait closes
 * with the answer (`messageId`, the new message's id within the statement). Steps of the
 * message's statement; none when nothing waited or in a group.
 */
export function answerWaitSteps(
  shop: ShopScope,
  conv: ConversationRow,
  answer: { messageId: SQL; userId: string | null; at: Date },
): SQL[] {
  if (!conv.waitingSince || conv.isGroup) return [];
  const closed = shop
    .update(
      imWaits,
      { answeredAt: answer.at, answeredBy: answer.userId, answerMessageId: answer.messageId },
      and(eq(imWaits.conversationId, conv.id), isNull(imWaits.answeredAt)),
    )
    .returning({ id: imWaits.id })
    .getSQL();
  // A wait older than the figures (none was opened for it): recorded answered from when it started.
  const older = sql`insert into im_waits (shop_id, conversation_id, started_at, answered_at, answered_by, answer_message_id)
    select ${shop.shopId}::varchar, ${conv.id}::varchar, ${conv.waitingSince}::timestamptz, ${answer.at}::timestamptz,
      ${answer.userId}::varchar, ${answer.messageId}
    where not exists (select 1 from wait_closed)`;
  return [sql`wait_closed as (${closed}), wait_older as (${older})`];
}
