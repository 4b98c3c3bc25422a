import * as setup from '@sc/contract/calls/chat-setup.ts';
import {
  AUTO_KEYWORD_MAX,
  AUTO_RULES_MAX,
  GUIDE_ITEMS_MAX,
  GUIDE_OPTION_MAX,
  QUICK_REPLY_MAX,
  REPLY_CLASS_NAME_MAX,
  WELCOME_MAX,
} from '@sc/contract/chat.ts';
import { toYN } from '@sc/contract/common.ts';
import { asc, eq, max } from 'drizzle-orm';
import { newId } from '../../db/ids.ts';
import { imAssistantSettings, imAutoReplies, imGuideItems, imQuickReplies, imReplyClasses } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { handle } from '../../envelope/handler.ts';
import { BizError, notFound } from '../../errors.ts';

// Message setup (/imMessageSetup): quick replies with classes, the automatic assistant.

const chars = (s: string) => [...s].length;
type ReplyRow = typeof imQuickReplies.$inferSelect;
const replyView = (r: ReplyRow) => ({ replyId: r.id, classId: r.classId, content: r.content, sort: r.sort });

function checkReply(content: string) {
  const text = content.trim();
  if (text.length === 0) throw new BizError('VALIDATION_FAILED', 'chatReplyEmpty');
  if (chars(text) > QUICK_REPLY_MAX)
    throw new BizError('VALIDATION_FAILED', 'quickReplyTooLong', { max: QUICK_REPLY_MAX });
  return text;
}

async function checkClass(shop: ShopScope, classId: string | null | undefined) {
  if (!classId) return null;
  if (!(await shop.first(imReplyClasses, eq(imReplyClasses.id, classId)))) throw notFound();
  return classId;
}

async function nextSort(shop: ShopScope, table: typeof imQuickReplies | typeof imReplyClasses) {
  const [row] = await shop.pick(table, { top: max(table.sort) });
  return (row?.top ?? 0) + 1;
}

/** The assistant as saved, or its defaults while never saved. */
export async function assistantOf(shop: ShopScope): Promise<setup.AssistantSettings & { set: 'y' | 'n' }> {
  const s = await shop.first(imAssistantSettings);
  const rules = await shop.select(imAutoReplies).orderBy(asc(imAutoReplies.sort));
  const items = await shop.select(imGuideItems).orderBy(asc(imGuideItems.sort));
  return {
    set: toYN(!!s),
    welcomeOnline: s?.welcomeOnline ?? '',
    welcomeOffline: s?.welcomeOffline ?? '',
    autoReplyEnabled: toYN(s?.autoReplyEnabled ?? false),
    officeStart: s?.officeStart ?? '09:00',
    officeEnd: s?.officeEnd ?? '18:00',
    rules: rules.map((r) => ({ keyword: r.keyword, reply: r.reply, offHoursOnly: toYN(r.offHoursOnly) })),
    guideEnabled: toYN(s?.guideEnabled ?? false),
    guideItems: items.map((g) => ({ optionText: g.optionText, reply: g.reply })),
  };
}

export const setupHandlers = [
  handle(setup.replyClassList, async (ctx) => {
    const classes = await ctx.shop.select(imReplyClasses).orderBy(asc(imReplyClasses.sort));
    // Counted per class here: the scoped pick has no group by.
    const per = new Map<string, number>();
    for (const r of await ctx.shop.pick(imQuickReplies, { classId: imQuickReplies.classId })) {
      if (r.classId) per.set(r.classId, (per.get(r.classId) ?? 0) + 1);
    }
    return { list: classes.map((c) => ({ classId: c.id, name: c.name, sort: c.sort, count: per.get(c.id) ?? 0 })) };
  }),

  handle(setup.replyClassAdd, async (ctx) => {
    const name = ctx.payload.name.trim();
    if (name.length === 0 || chars(name) > REPLY_CLASS_NAME_MAX)
      throw new BizError('VALIDATION_FAILED', 'replyClassName', { max: REPLY_CLASS_NAME_MAX });
    const sort = await nextSort(ctx.shop, imReplyClasses);
    const [row] = await ctx.shop.insert(imReplyClasses, [{ id: newId(), name, sort, createdAt: ctx.now }]).returning();
    if (!row) throw new Error('class insert returned nothing');
    return { classId: row.id, name: row.name, sort: row.sort, count: 0 };
  }),

  handle(setup.replyClassDelete, async (ctx) => {
    const gone = await ctx.shop.delete(imReplyClasses, eq(imReplyClasses.id, ctx.payload.classId)).returning();
    if (gone.length === 0) throw notFound();
    await ctx.shop.update(imQuickReplies, { classId: null }, eq(imQuickReplies.classId, ctx.payload.classId));
    return {};
  }),

  handle(setup.quickReplyList, async (ctx) => {
    const rows = await ctx.shop
      .select(imQuickReplies, ctx.payload.classId ? eq(imQuickReplies.classId, ctx.payload.classId) : undefined)
      .orderBy(asc(imQuickReplies.sort));
    return { list: rows.map(replyView) };
  }),

  handle(setup.quickReplyAdd, async (ctx) => {
    const content = checkReply(ctx.payload.content);
    const classId = await checkClass(ctx.shop, ctx.payload.classId);
    const sort = await nextSort(ctx.shop, imQuickReplies);
    const [row] = await ctx.shop
      .insert(imQuickReplies, [{ id: newId(), classId, content, sort, createdAt: ctx.now }])
      .returning();
    if (!row) throw new Error('reply insert returned nothing');
    return replyView(row);
  }),

  handle(setup.quickReplyEdit, async (ctx) => {
    const content = checkReply(ctx.payload.content);
    const set: Partial<ReplyRow> = { content };
    if (ctx.payload.classId !== undefined) set.classId = await checkClass(ctx.shop, ctx.payload.classId);
    const [row] = await ctx.shop.update(imQuickReplies, set, eq(imQuickReplies.id, ctx.payload.replyId)).returning();
    if (!row) throw notFound();
    return replyView(row);
  }),

  handle(setup.quickReplyDelete, async (ctx) => {
    const gone = await ctx.shop.delete(imQuickReplies, eq(imQuickReplies.id, ctx.payload.replyId)).returning();
    if (gone.length === 0) throw notFound();
    return {};
  }),

  handle(setup.quickReplySort, async (ctx) => {
    const rows = await ctx.shop.select(imQuickReplies).forUpdate();
    const ids = ctx.payload.replyIds;
    const known = new Set(rows.map((r) => r.id));
    if (ids.length !== rows.length || new Set(ids).size !== ids.length || ids.some((x) => !known.has(x)))
      throw new BizError('VALIDATION_FAILED', 'quickReplySortList');
    for (const [i, replyId] of ids.entries()) {
      await ctx.shop.update(imQuickReplies, { sort: i + 1 }, eq(imQuickReplies.id, replyId));
    }
    const sorted = await ctx.shop.select(imQuickReplies).orderBy(asc(imQuickReplies.sort));
    return { list: sorted.map(replyView) };
  }),

  handle(setup.assistantInquiry, async (ctx) => assistantOf(ctx.shop)),

  handle(setup.assistantMaintain, async (ctx) => {
    const p = ctx.payload;
    const welcome = [p.welcomeOnline, p.welcomeOffline];
    if (welcome.some((w) => w.length === 0 || chars(w) > WELCOME_MAX))
      throw new BizError('VALIDATION_FAILED', 'welcomeRequired', { max: WELCOME_MAX });
    if (p.officeStart >= p.officeEnd) throw new BizError('VALIDATION_FAILED', 'officeHoursOrder');
    if (
      p.rules.length > AUTO_RULES_MAX ||
      p.rules.some(
        (r) => !r.keyword || chars(r.keyword) > AUTO_KEYWORD_MAX || !r.reply || chars(r.reply) > QUICK_REPLY_MAX,
      )
    )
      throw new BizError('VALIDATION_FAILED', 'autoRuleInvalid', {
        keyword: AUTO_KEYWORD_MAX,
        reply: QUICK_REPLY_MAX,
        max: AUTO_RULES_MAX,
      });
    if (p.guideItems.length > GUIDE_ITEMS_MAX)
      throw new BizError('VALIDATION_FAILED', 'guideTooMany', { max: GUIDE_ITEMS_MAX });
    if (
      p.guideItems.some(
        (g) => !g.optionText || chars(g.optionText) > GUIDE_OPTION_MAX || !g.reply || chars(g.reply) > QUICK_REPLY_MAX,
      )
    )
      throw new BizError('VALIDATION_FAILED', 'guideOptionInvalid', { max: GUIDE_OPTION_MAX });
    const values = {
      welcomeOnline: p.welcomeOnline,
      welcomeOffline: p.welcomeOffline,
      autoReplyEnabled: p.autoReplyEnabled === 'y',
      guideEnabled: p.guideEnabled === 'y',
      officeStart: p.officeStart,
      officeEnd: p.officeEnd,
      updatedAt: ctx.now,
    };
    const [existing] = await ctx.shop.select(imAssistantSettings).forUpdate();
    if (existing) await ctx.shop.update(imAssistantSettings, values);
    else await ctx.shop.insert(imAssistantSettings, [values]);
    await ctx.shop.delete(imAutoReplies);
    await ctx.shop.delete(imGuideItems);
    if (p.rules.length > 0)
      await ctx.shop.insert(
        imAutoReplies,
        p.rules.map((r, i) => ({
          id: newId(),
          keyword: r.keyword,
          reply: r.reply,
          offHoursOnly: r.offHoursOnly === 'y',
          sort: i + 1,
        })),
      );
    if (p.guideItems.length > 0)
      await ctx.shop.insert(
        imGuideItems,
        p.guideItems.map((g, i) => ({ id: newId(), optionText: g.optionText, reply: g.reply, sort: i + 1 })),
      );
    return assistantOf(ctx.shop);
  }),
];
