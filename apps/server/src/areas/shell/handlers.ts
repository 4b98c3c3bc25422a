import * as shell from '@sc/contract/calls/shell.ts';
import { toYN } from '@sc/contract/common.ts';
import { byLocale, type Locale } from '@sc/contract/locale.ts';
import { and, asc, eq, isNull, notExists, or, sql, sum } from 'drizzle-orm';
import { toNumber } from '../../db/numbers.ts';
import {
  accountReports,
  imConversations,
  type NoticeTexts,
  noticeDeliveries,
  notices,
  pageViews,
  returnAddresses,
  shopServiceSettings,
  shops,
} from '../../db/schema.ts';
import { handle, sessionOf } from '../../envelope/handler.ts';
import { BizError, notFound } from '../../errors.ts';
import { isExempt, signContract, signedContract, templates } from './contracts.ts';

const noticeText = (t: NoticeTexts, locale: Locale) => byLocale(locale, t.TH, t.EN, t.CN);

/** custId names the shop in the contract calls; it may only name the session's own. */
function assertOwnShop(custId: string | undefined, shopId: string) {
  if (custId && custId !== shopId) throw new BizError('CONTEXT_MISMATCH', 'contextMismatch');
}

export const shellHandlers = [
  handle(shell.shopMerchantInfoInquiry, async (ctx) => {
    const [shop] = await ctx.tx.select().from(shops).where(eq(shops.id, ctx.shop.shopId)).limit(1);
    if (!shop) throw notFound();
    return {
      shopId: shop.id,
      shopName: shop.name,
      shopType: shop.shopType,
      status: shop.status,
      bolGroupItem: toYN(shop.bolGroupItem),
      logoUrl: shop.logoUrl,
      createdAt: shop.createdAt.toISOString(),
    };
  }),

  handle(shell.noticeNewestMessage, async (ctx) => {
    const session = sessionOf(ctx);
    const shopId = ctx.shop.shopId;
    const [notice] = await ctx.tx
      .select()
      .from(notices)
      .where(
        and(
          // Notices are the platform's: one for every shop (no shop) or addressed to this one.
          or(isNull(notices.shopId), eq(notices.shopId, shopId)),
          eq(notices.sendType, ctx.payload.sendType),
          eq(notices.noticeClass, ctx.payload.noticeClass),
          notExists(
            ctx.shop.pick(
              noticeDeliveries,
              { one: sql`1` },
              and(eq(noticeDeliveries.userId, session.userId), eq(noticeDeliveries.noticeId, notices.id)),
            ),
          ),
        ),
      )
      .orderBy(asc(notices.createdAt))
      .limit(1);
    if (!notice) throw new BizError('NO_NEW_NOTICE', 'noticeNone');
    // Two tabs of the user poll at once: the one whose delivery lands shows the notice, the other
    // has none new (rather than failing on the delivery the first one wrote).
    const [delivered] = await ctx.shop
      .insert(noticeDeliveries, [{ userId: session.userId, noticeId: notice.id, deliveredAt: ctx.now }])
      .onConflictDoNothing()
      .returning();
    if (!delivered) throw new BizError('NO_NEW_NOTICE', 'noticeNone');
    return {
      noticeNo: notice.id,
      noticeTitle: noticeText(notice.title, ctx.locale),
      content: noticeText(notice.content, ctx.locale),
      createdAt: notice.createdAt.toISOString(),
    };
  }),

  handle(shell.hasSetCustomerAddress, async (ctx) => {
    const addresses = await ctx.shop.count(returnAddresses);
    const setting = await ctx.shop.first(shopServiceSettings);
    return {
      customerType: toYN(setting?.customerServiceEnabled ?? false),
      hasSetAddress: toYN(addresses > 0),
      hasRights: toYN(setting?.rightsSet ?? false),
    };
  }),

  handle(shell.contractGenerateResult, async (ctx) => {
    const session = sessionOf(ctx);
    assertOwnShop(ctx.payload.custId, ctx.shop.shopId);
    if (isExempt(session.shopType)) return { result: toYN(true), exempt: toYN(true), signedAt: null };
    const signed = await signedContract(ctx.shop, ctx.payload.contractTemplate);
    return { result: toYN(!!signed), exempt: toYN(false), signedAt: signed?.signedAt.toISOString() ?? null };
  }),

  handle(shell.contractTemplateInfo, async (ctx) => {
    const rows = await templates(ctx.tx, ctx.payload.contractTemplates);
    const title = (r: (typeof rows)[number]) => byLocale(ctx.locale, r.titleTh, r.titleEn, r.titleZh);
    return {
      data: ctx.payload.contractTemplates.flatMap((type) => {
        const r = rows.find((x) => x.type === type);
        return r
          ? [
              {
                contractTemplate: type,
                title: title(r),
                contractContent: r.contentTh,
                contractTemplateEn: r.contentEn,
                contractTemplateCn: r.contentZh,
                version: r.version,
              },
            ]
          : [];
      }),
    };
  }),

  handle(shell.contractCreate, async (ctx) => {
    const session = sessionOf(ctx);
    assertOwnShop(ctx.payload.custId, ctx.shop.shopId);
    return signContract(ctx.shop, {
      type: ctx.payload.contractBusinessType,
      shopType: session.shopType,
      userId: session.userId,
      params: ctx.payload.contractParamsMap,
      language: ctx.payload.language === '1' ? ctx.locale : 'th-TH',
      now: ctx.now,
    });
  }),

  handle(shell.configReport, async (ctx) => {
    const fields = Object.fromEntries(Object.entries(ctx.payload).filter(([, v]) => v !== undefined)) as Record<
      string,
      string
    >;
    await ctx.tx
      .insert(accountReports)
      .values({ userId: sessionOf(ctx).userId, fields, ip: ctx.client.ip, at: ctx.now });
    return {};
  }),

  handle(shell.unreadChatStatistics, async (ctx) => {
    const [row] = await ctx.tx
      .select({
        unread: sum(imConversations.unreadBySeller),
        group: sql`coalesce(sum(${imConversations.unreadBySeller}) filter (where ${imConversations.isGroup}), 0)`,
      })
      .from(imConversations)
      .where(ctx.shop.where(imConversations));
    return { unreadCount: toNumber(row?.unread), groupUnreadCount: toNumber(row?.group) };
  }),

  handle(shell.pageViewTrack, async (ctx) => {
    const session = sessionOf(ctx);
    let trackInfo: unknown;
    try {
      trackInfo = JSON.parse(ctx.payload.trackInfo);
    } catch {
      throw new BizError('TRACKING_REFUSED', 'trackingRefused');
    }
    await ctx.tx.insert(pageViews).values({ shopId: session.shopId, userId: session.userId, trackInfo, at: ctx.now });
    return {};
  }),
];
