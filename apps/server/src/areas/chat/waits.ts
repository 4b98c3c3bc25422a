import type { ConversationRow } from './conversations.ts';

// The buyers' waits behind the service figures (/oms/cos/im/service/statistics), kept as messages
// are written so the figures are one indexed read: a wait opens with the buyer's first unanswered
// message and closes with the next message a staff member writes, in that message's transaction.
// A buyer group's talk is not a buyer waiting for the shop: groups keep no waits.

/** What a message does to its conversation's wait. */
export type WaitStep = 'none' | 'open' | 'answer';

/**
 * The buyer wrote to a conversation nothing waited in: a wait opens. A staff member answered a
 * conversation that waited since `conv.waitingSince`: its open wait closes with the answer.
 * Nothing else moves a wait, and a group keeps none.
 */
export function waitStepOf(conv: ConversationRow, m: { byBuyer: boolean; answered: boolean }): WaitStep {
  if (conv.isGroup) return 'none';
  if (m.byBuyer) return conv.waitingSince ? 'none' : 'open';
  return m.answered && conv.waitingSince ? 'answer' : 'none';
}

/**
 * The steps (CTEs) of the message's statement for a wait step, as SQL text: their values are
 * the statement's @shopId, @conversationId, @now (the message's time), @userId (who answered)
 * and @waitedSince (the wait's start); the new message's id is `(select id from m)`.
 */
export const WAIT_STEPS: Record<WaitStep, string> = {
  none: '',
  open: `wait_opened as (insert into im_waits (shop_id, conversation_id, started_at)
    values (@shopId::varchar, @conversationId::varchar, @now::timestamptz) on conflict do nothing)`,
  // A wait older than the figures (none was opened for it) is recorded answered from when it started.
  answer: `wait_closed as (update im_waits
      set answered_at = @now::timestamptz, answered_by = @userId::varchar, answer_message_id = (select id from m)
      where shop_id = @shopId::varchar and conversation_id = @conversationId::varchar and answered_at is null
      returning id),
    wait_older as (insert into im_waits (shop_id, conversation_id, started_at, answered_at, answered_by, answer_message_id)
      select @shopId::varchar, @conversationId::varchar, @waitedSince::timestamptz, @now::timestamptz,
        @userId::varchar, (select id from m)
      where not exists (select 1 from wait_closed))`,
};
