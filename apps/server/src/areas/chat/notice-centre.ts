import * as n from '@sc/contract/calls/notices.ts';
import { toYN } from '@sc/contract/common.ts';
import { byLocale } from '@sc/contract/locale.ts';
import { and, count, desc, eq, exists, inArray, isNull, not, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { noticeReads, notices } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { handle, sessionOf } from '../../envelope/handler.ts';

// The notice centre (catalogue §7 "Notices"): the platform's notices (notices, shop null = every
// shop) as the signed-in user reads them, read marks in notice_reads.

function scopeOf(shop: ShopScope, userId: string, readStatus: 'all' | 'read' | 'unread' = 'all'): SQL {
  // notices is the platform's table: one for every shop (no shop) or addressed to this one.
  const mine = or(isNull(notices.shopId), eq(notices.shopId, shop.shopId)) as SQL;
  if (readStatus === 'all') return mine;
  const read = exists(
    shop.pick(noticeReads, { one: sql`1` }, and(eq(noticeReads.userId, userId), eq(noticeReads.noticeId, notices.id))),
  );
  return and(mine, readStatus === 'read' ? read : not(read)) as SQL;
}

async function countWhere(tx: Tx, where: SQL) {
  const [row] = await tx.select({ n: count() }).from(notices).where(where);
  return row?.n ?? 0;
}

async function views(
  shop: ShopScope,
  userId: string,
  rows: (typeof notices.$inferSelect)[],
  locale: Parameters<typeof byLocale>[0],
) {
  const ids = rows.map((r) => r.id);
  const read = ids.length
    ? new Set(
        (
          await shop.pick(
            noticeReads,
            { id: noticeReads.noticeId },
            and(eq(noticeReads.userId, userId), inArray(noticeReads.noticeId, ids)),
          )
        ).map((r) => r.id),
      )
    : new Set<string>();
  return rows.map((r) => ({
    noticeNo: r.id,
    noticeTitle: byLocale(locale, r.title.TH, r.title.EN, r.title.CN),
    content: byLocale(locale, r.content.TH, r.content.EN, r.content.CN),
    createdAt: r.createdAt.toISOString(),
    read: toYN(read.has(r.id)),
  }));
}

export const noticeHandlers = [
  handle(n.shopNoticeList, async (ctx) => {
    const userId = sessionOf(ctx).userId;
    const where = scopeOf(ctx.shop, userId, ctx.payload.readStatus);
    const { pageNum, pageSize } = ctx.payload.page;
    const rows = await ctx.tx
      .select()
      .from(notices)
      .where(where)
      .orderBy(desc(notices.createdAt), desc(notices.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize);
    return {
      list: await views(ctx.shop, userId, rows, ctx.locale),
      page: { pageNum, pageSize, count: await countWhere(ctx.tx, where) },
    };
  }),
  handle(n.noticeStatistics, async (ctx) => {
    const userId = sessionOf(ctx).userId;
    return {
      total: await countWhere(ctx.tx, scopeOf(ctx.shop, userId)),
      unread: await countWhere(ctx.tx, scopeOf(ctx.shop, userId, 'unread')),
    };
  }),
  handle(n.noticeUnread, async (ctx) => ({
    unreadCount: await countWhere(ctx.tx, scopeOf(ctx.shop, sessionOf(ctx).userId, 'unread')),
  })),
  handle(n.noticeMarkRead, async (ctx) => {
    const userId = sessionOf(ctx).userId;
    const unread = scopeOf(ctx.shop, userId, 'unread');
    const where = ctx.payload.noticeNos.length ? and(unread, inArray(notices.id, ctx.payload.noticeNos)) : unread;
    // In the notices' order, so two marks at once (two tabs) write their read marks in one order.
    const rows = await ctx.tx.select({ id: notices.id }).from(notices).where(where).orderBy(notices.id);
    if (rows.length > 0)
      await ctx.shop
        .insert(
          noticeReads,
          rows.map((r) => ({ userId, noticeId: r.id, readAt: ctx.now })),
        )
        .onConflictDoNothing();
    return { updated: rows.length };
  }),
  handle(n.noticeTips, async (ctx) => {
    const userId = sessionOf(ctx).userId;
    const rows = await ctx.tx
      .select()
      .from(notices)
      .where(scopeOf(ctx.shop, userId, 'unread'))
      .orderBy(desc(notices.createdAt), desc(notices.id))
      .limit(3);
    return { list: await views(ctx.shop, userId, rows, ctx.locale) };
  }),
];

/** The platform's notice to one shop (`shopId`) or every shop (none). */
export async function sendNotice(
  tx: Tx,
  input: {
    shopId: string | null;
    title: { EN: string; TH: string; CN: string };
    content: { EN: string; TH: string; CN: string };
  },
  now: Date,
) {
  const noticeNo = newId();
  await tx
    .insert(notices)
    .values({ id: noticeNo, shopId: input.shopId, title: input.title, content: input.content, createdAt: now });
  return { noticeNo };
}
