import { asc } from 'drizzle-orm';
import { bangkokWall } from '../../bangkok-time.ts';
import { imAssistantSettings, imAutoReplies, imGuideItems } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import type { ConversationRow, MessageRow } from './conversations.ts';
import { postMessage } from './messages.ts';

/** Whether Bangkok wall time at `now` is within office hours ('HH:MM', start inclusive, end exclusive). */
export function inOfficeHours(now: Date, start: string, end: string): boolean {
  const hhmm = bangkokWall(now).toISOString().slice(11, 16);
  return hhmm >= start && hhmm < end;
}

/**
 * The shop's automatic answers to a buyer's message (/imMessageSetup/intelligentAssistant): the
 * welcome message (online in office hours, offline outside) on the buyer's first message, the
 * guide bar's reply when the message is one of its option texts, else the first keyword rule the
 * message contains (one marked off-hours answers only outside office hours). The caller may pass
 * the shop's settings it already read (null: the shop has none).
 */
export async function automaticAnswers(
  shop: ShopScope,
  conv: ConversationRow,
  text: string,
  first: boolean,
  now: Date,
  known?: typeof imAssistantSettings.$inferSelect | null,
): Promise<MessageRow[]> {
  const settings = known === undefined ? await shop.first(imAssistantSettings) : known;
  if (!settings) return [];
  const office = inOfficeHours(now, settings.officeStart, settings.officeEnd);
  const answers: string[] = [];
  if (first) answers.push(office ? settings.welcomeOnline : settings.welcomeOffline);
  const guide = settings.guideEnabled
    ? (await shop.select(imGuideItems).orderBy(asc(imGuideItems.sort))).find((g) => g.optionText === text.trim())
    : undefined;
  if (guide) answers.push(guide.reply);
  else if (settings.autoReplyEnabled) {
    const rules = await shop.select(imAutoReplies).orderBy(asc(imAutoReplies.sort));
    const lower = text.toLowerCase();
    const rule = rules.find((r) => lower.includes(r.keyword.toLowerCase()) && (!r.offHoursOnly || !office));
    if (rule) answers.push(rule.reply);
  }
  const posted: MessageRow[] = [];
  let current = conv;
  for (const content of answers) {
    const { message, conversation } = await postMessage(
      shop,
      current,
      { sender: 'seller', kind: 'text', content, automatic: true },
      now,
    );
    current = conversation;
    posted.push(message);
  }
  return posted;
}
