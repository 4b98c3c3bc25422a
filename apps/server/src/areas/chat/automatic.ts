import type { ShopScope } from '../../db/tenant.ts';
import type { ConversationRow, MessageRow } from './conversations.ts';

/**
 * The shop's automatic answers to a buyer's message (/imMessageSetup/intelligentAssistant): the
 * welcome message on a first message, a matching keyword rule.
 */
export async function automaticAnswers(
  _shop: ShopScope,
  _conv: ConversationRow,
  _text: string,
  _first: boolean,
  _now: Date,
): Promise<MessageRow[]> {
  return [];
}
