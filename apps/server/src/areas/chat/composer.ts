import { chatComposerPicks } from '@sc/contract/calls/chat.ts';
import { satangToBaht } from '@sc/contract/validators/price.ts';
import { asc, inArray } from 'drizzle-orm';
import { coupons, imQuickReplies, imReplyClasses } from '../../db/schema.ts';
import { handle, sessionOf } from '../../envelope/handler.ts';
import { grantingCoupons } from '../promotions/index.ts';
import { chatStaffOf } from './staff.ts';

// What the workbench's composer offers (/oms/cos/im/reply/template/choose/list): every member who
// chats may pick the shop's quick replies and running coupons, whether or not they may open
// message setup or the coupon list.

export const composerHandlers = [
  handle(chatComposerPicks, async (ctx) => {
    chatStaffOf(sessionOf(ctx));
    const classes = await ctx.shop.select(imReplyClasses).orderBy(asc(imReplyClasses.sort));
    const order = new Map(classes.map((c, i) => [c.id, { name: c.name, at: i }]));
    const replies = (await ctx.shop.select(imQuickReplies).orderBy(asc(imQuickReplies.sort)))
      .map((r) => ({ r, c: r.classId ? order.get(r.classId) : undefined }))
      // Classes in their order, then the replies without one; each in its own order (a stable sort).
      .sort((a, b) => (a.c?.at ?? classes.length) - (b.c?.at ?? classes.length))
      .map(({ r, c }) => ({ replyId: r.id, className: c?.name ?? '', content: r.content }));
    const ids = await grantingCoupons(ctx.shop, ctx.now);
    const rows = ids.length ? await ctx.shop.select(coupons, inArray(coupons.id, ids)) : [];
    const byId = new Map(rows.map((c) => [c.id, c]));
    const running = ids.flatMap((id) => {
      const c = byId.get(id);
      if (!c) return [];
      const type = c.type === 'percent' ? ('percent' as const) : ('amount' as const);
      return [
        {
          couponId: c.id,
          name: c.name,
          type,
          value: type === 'amount' ? satangToBaht(c.value) : String(c.value),
          minSpend: satangToBaht(c.minSpend),
          grantEnd: c.grantEnd.toISOString(),
        },
      ];
    });
    return { replies, coupons: running };
  }),
];
