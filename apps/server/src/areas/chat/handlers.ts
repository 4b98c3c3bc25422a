import * as im from '@sc/contract/calls/chat.ts';
import { CHAT_REMARK_MAX } from '@sc/contract/chat.ts';
import { toYN } from '@sc/contract/common.ts';
import { satangToBaht } from '@sc/contract/validators/price.ts';
import { count, desc, eq, exists, ilike, or, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/like.ts';
import { buyers, imConversations, orders } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { handle, sessionOf } from '../../envelope/handler.ts';
import { BizError } from '../../errors.ts';
import { publicUrl, shopImagesNamed } from '../media/index.ts';
import { grantingCoupons } from '../promotions/index.ts';
import {
  buyerConversationOf,
  conversationOf,
  conversationWith,
  listConversations,
  messageViewOf,
  namesOf,
  viewConversation,
} from './conversations.ts';
import { announce, cardOf, checkContent, markReadUpTo, messagesOf, postMessage } from './messages.ts';
import { serviceFigures } from './service-figures.ts';
import { chatStaffOf, forwardTarget, staffOf } from './staff.ts';

const maskPhone = (phone: string) => (phone.length > 6 ? `${phone.slice(0, 3)}****${phone.slice(-3)}` : '****');

/** A buyer the shop knows: one who chatted with it or ordered from it; "user not found" otherwise. */
async function knownBuyer(shop: ShopScope, buyerId: string) {
  const [buyer] = await shop.tx.select().from(buyers).where(eq(buyers.id, buyerId)).limit(1);
  const known =
    buyer &&
    ((await shop.count(imConversations, eq(imConversations.buyerId, buyerId))) > 0 ||
      (await shop.count(orders, eq(orders.buyerId, buyerId))) > 0);
  if (!buyer || !known) throw new BizError('NOT_FOUND', 'chatUserNotFound');
  return buyer;
}

export const chatHandlers = [
  handle(im.chatList, async (ctx) => {
    const me = chatStaffOf(sessionOf(ctx));
    const { pageNum, pageSize } = ctx.payload.page;
    const { list, total, matches } = await listConversations(
      ctx.shop,
      {
        filter: ctx.payload.filter,
        keyword: ctx.payload.keyword,
        userId: me.userId,
        offset: (pageNum - 1) * pageSize,
        limit: pageSize,
      },
      ctx.now,
    );
    return { list, page: { pageNum, pageSize, count: total }, serverTime: ctx.now.toISOString(), matches };
  }),

  handle(im.chatNewsList, async (ctx) => {
    chatStaffOf(sessionOf(ctx));
    const conv = await conversationOf(ctx.shop, ctx.payload.conversationId);
    const { rows, hasMore } = await messagesOf(ctx.shop, conv.id, ctx.payload);
    const names = await namesOf(
      ctx.tx,
      rows.flatMap((r) => [r.senderUserId, r.senderBuyerId]),
    );
    return {
      list: rows.map((r) => messageViewOf(r, names)),
      hasMore: toYN(hasMore),
      conversation: await viewConversation(ctx.shop, conv, ctx.now),
    };
  }),

  handle(im.chatReply, async (ctx) => {
    const me = chatStaffOf(sessionOf(ctx));
    return sellerReply(ctx.shop, me, ctx.payload, ctx.now);
  }),

  handle(im.chatMarkRead, async (ctx) => {
    chatStaffOf(sessionOf(ctx));
    const conv = await conversationOf(ctx.shop, ctx.payload.conversationId, true);
    const row = await markReadUpTo(ctx.shop, conv, ctx.payload.upToMessageId ?? conv.lastMessageId);
    return { conversation: await viewConversation(ctx.shop, row, ctx.now) };
  }),

  handle(im.chatStaffList, async (ctx) => {
    chatStaffOf(sessionOf(ctx));
    const staff = await staffOf(ctx.shop);
    return { list: staff.map((s) => ({ ...s, available: toYN(s.available) })) };
  }),

  handle(im.chatForward, async (ctx) => {
    const me = chatStaffOf(sessionOf(ctx));
    const conv = await buyerConversationOf(ctx.shop, ctx.payload.conversationId);
    await refuseLockedByOther(ctx.shop, conv.lockedBy, me);
    const target = await forwardTarget(
      ctx.shop,
      ctx.payload.toUserId,
      conv.chatType as im.ConversationView['chatType'],
    );
    if (conv.assignedTo === target.userId)
      throw new BizError('RULE_VIOLATED', 'chatForwardSame', { name: target.name });
    const [row] = await ctx.shop
      .update(
        imConversations,
        { assignedTo: target.userId, lockedBy: null, updatedAt: ctx.now },
        eq(imConversations.id, conv.id),
      )
      .returning();
    // A line in the chat for the staff (not the buyer): who forwarded it to whom.
    const by = (await namesOf(ctx.tx, [me.userId])).get(me.userId) ?? '';
    const event = { type: 'forwarded' as const, to: target.name, by };
    const { conversation } = await postMessage(
      ctx.shop,
      row ?? conv,
      {
        sender: 'system',
        senderUserId: me.userId,
        kind: 'text',
        content: `Forwarded to ${target.name} by ${by}`,
        event,
      },
      ctx.now,
    );
    return { conversation: await viewConversation(ctx.shop, conversation, ctx.now) };
  }),

  handle(im.chatLock, async (ctx) => {
    const me = chatStaffOf(sessionOf(ctx));
    const conv = await buyerConversationOf(ctx.shop, ctx.payload.conversationId);
    await refuseLockedByOther(ctx.shop, conv.lockedBy, me);
    const lock = ctx.payload.locked === 'y';
    const [row] = await ctx.shop
      .update(
        imConversations,
        lock ? { lockedBy: me.userId, assignedTo: me.userId } : { lockedBy: null },
        eq(imConversations.id, conv.id),
      )
      .returning();
    await announce(ctx.shop, { conversationId: conv.id });
    return { conversation: await viewConversation(ctx.shop, row ?? conv, ctx.now) };
  }),

  handle(im.chatBlacklist, async (ctx) => {
    chatStaffOf(sessionOf(ctx));
    const conv = await buyerConversationOf(ctx.shop, ctx.payload.conversationId);
    const [row] = await ctx.shop
      .update(imConversations, { blacklisted: ctx.payload.blacklisted === 'y' }, eq(imConversations.id, conv.id))
      .returning();
    await announce(ctx.shop, { conversationId: conv.id });
    return { conversation: await viewConversation(ctx.shop, row ?? conv, ctx.now) };
  }),

  handle(im.chatRemark, async (ctx) => {
    chatStaffOf(sessionOf(ctx));
    if ([...ctx.payload.remark].length > CHAT_REMARK_MAX)
      throw new BizError('VALIDATION_FAILED', 'chatRemarkTooLong', { max: CHAT_REMARK_MAX });
    const conv = await buyerConversationOf(ctx.shop, ctx.payload.conversationId);
    const [row] = await ctx.shop
      .update(imConversations, { remark: ctx.payload.remark }, eq(imConversations.id, conv.id))
      .returning();
    await announce(ctx.shop, { conversationId: conv.id });
    return { conversation: await viewConversation(ctx.shop, row ?? conv, ctx.now) };
  }),

  handle(im.chatRelation, async (ctx) => {
    chatStaffOf(sessionOf(ctx));
    const conv = await buyerConversationOf(ctx.shop, ctx.payload.conversationId);
    const [row] = await ctx.shop
      .update(imConversations, { relationType: ctx.payload.relationType }, eq(imConversations.id, conv.id))
      .returning();
    await announce(ctx.shop, { conversationId: conv.id });
    return { conversation: await viewConversation(ctx.shop, row ?? conv, ctx.now) };
  }),

  handle(im.chatFindContact, async (ctx) => {
    chatStaffOf(sessionOf(ctx));
    const kw = ctx.payload.keyword;
    // buyers is the marketplace's: a buyer is the shop's contact through its conversation or orders.
    const rows = await ctx.tx
      .select()
      .from(buyers)
      .where(
        sql`(${or(ilike(buyers.nickname, containsPattern(kw)), eq(buyers.phone, kw))}) and (${or(
          exists(ctx.shop.pick(imConversations, { one: sql`1` }, eq(imConversations.buyerId, buyers.id))),
          exists(ctx.shop.pick(orders, { one: sql`1` }, eq(orders.buyerId, buyers.id))),
        )})`,
      )
      .orderBy(buyers.nickname)
      .limit(20);
    if (rows.length === 0) throw new BizError('NOT_FOUND', 'chatUserNotFound');
    const list = [];
    for (const b of rows) {
      const conv = await ctx.shop.first(imConversations, eq(imConversations.buyerId, b.id));
      list.push({
        buyerId: b.id,
        nickname: b.nickname,
        phone: maskPhone(b.phone),
        conversationId: conv?.id ?? null,
        orderCount: await ctx.shop.count(orders, eq(orders.buyerId, b.id)),
      });
    }
    return { list };
  }),

  handle(im.chatInitiate, async (ctx) => {
    chatStaffOf(sessionOf(ctx));
    const buyer = await knownBuyer(ctx.shop, ctx.payload.buyerId);
    const conv = await conversationWith(ctx.shop, buyer.id, ctx.now);
    return { conversation: await viewConversation(ctx.shop, conv, ctx.now) };
  }),

  handle(im.chatServiceStatistics, async (ctx) => {
    chatStaffOf(sessionOf(ctx));
    return serviceFigures(ctx.shop, ctx.now);
  }),

  handle(im.customerBasicInfo, async (ctx) => {
    chatStaffOf(sessionOf(ctx));
    const buyer = await knownBuyer(ctx.shop, ctx.payload.buyerId);
    const conv = await ctx.shop.first(imConversations, eq(imConversations.buyerId, buyer.id));
    const latest = await ctx.shop
      .select(orders, eq(orders.buyerId, buyer.id))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(5);
    const [n] = await ctx.shop.pick(orders, { n: count() }, eq(orders.buyerId, buyer.id));
    return {
      buyerId: buyer.id,
      nickname: buyer.nickname,
      phone: maskPhone(buyer.phone),
      province: buyer.address.province,
      registeredAt: buyer.createdAt.toISOString(),
      banned: toYN(buyer.status === 'banned'),
      remark: conv?.remark ?? '',
      relationType: (conv?.relationType ?? 'normal') as im.ConversationView['relationType'],
      orderCount: n?.n ?? 0,
      orders: latest.map((o) => ({
        orderId: String(o.id),
        status: o.status,
        totalAmount: satangToBaht(o.totalAmount),
        createdAt: o.createdAt.toISOString(),
      })),
    };
  }),
];

/** A conversation locked by someone else may not be answered, forwarded or re-locked. */
async function refuseLockedByOther(shop: ShopScope, lockedBy: string | null, me: { userId: string; isMain: boolean }) {
  if (!lockedBy || lockedBy === me.userId || me.isMain) return;
  const names = await namesOf(shop.tx, [lockedBy]);
  throw new BizError('RULE_VIOLATED', 'chatLockedByOther', { name: names.get(lockedBy) ?? '' });
}

/** A staff member's message to the buyer (the reply call and the workbench socket). */
export async function sellerReply(
  shop: ShopScope,
  me: { userId: string; isMain: boolean },
  input: im.ChatReplyInput,
  now: Date,
) {
  const { userId } = me;
  const kind = input.kind ?? 'text';
  const isCard = kind === 'product' || kind === 'order' || kind === 'coupon';
  let content = checkContent(kind, input.content ?? '', isCard);
  const conv = await conversationOf(shop, input.conversationId, true);
  await refuseLockedByOther(shop, conv.lockedBy, me);
  const [buyer] = await shop.tx.select({ status: buyers.status }).from(buyers).where(eq(buyers.id, conv.buyerId));
  if (buyer?.status === 'banned') throw new BizError('RULE_VIOLATED', 'chatAccountBanned');
  let card = null;
  // A picture is one the shop uploaded (media id or its /media address), kept as its address.
  if (kind === 'image')
    content = publicUrl((await shopImagesNamed(shop, [content], 'chatImageNotFound'))[0]?.path ?? '');
  if (isCard) {
    if (!input.cardId) throw new BizError('VALIDATION_FAILED', 'chatReplyEmpty');
    card = await cardOf(shop, kind, input.cardId);
    // A coupon card invites the buyer to collect it: only one buyers can collect now.
    if (kind === 'coupon' && !(await grantingCoupons(shop, now)).includes(input.cardId))
      throw new BizError('RULE_VIOLATED', 'chatCouponNotRunning');
  }
  const { message, conversation } = await postMessage(
    shop,
    conv,
    { sender: 'seller', senderUserId: userId, kind, content, card },
    now,
  );
  const names = await namesOf(shop.tx, [userId]);
  return { message: messageViewOf(message, names), conversation: await viewConversation(shop, conversation, now) };
}
