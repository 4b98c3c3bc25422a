import type { BroadcastView, broadcastInput, FanView } from '@sc/contract/calls/fans.ts';
import { BROADCASTS_PER_MONTH, type BroadcastAttachment, broadcastIssues } from '@sc/contract/fans.ts';
import type { Locale } from '@sc/contract/locale.ts';
import { and, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { bangkokDay, bangkokMonthBounds } from '../../bangkok-time.ts';
import type { Tx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { toNumber } from '../../db/numbers.ts';
import { buyerInbox, coupons, fanBroadcasts, products, shopFollows, shops } from '../../db/schema.ts';
import { ShopScope } from '../../db/tenant.ts';
import { BizError } from '../../errors.ts';
import { fieldRefusal } from './activity-rules.ts';
import { couponOf, couponState } from './coupons.ts';
import { followerCount } from './follows.ts';
import { findOnSale, firstNotOnSale } from './on-sale-products.ts';

// Fans marketing: the shop's followers (shop_follows, as the follow coupon's) and broadcasts to
// them. A broadcast is copied into the inbox of every follower at the moment it is sent, in the same
// transaction, so "delivered" is exactly the followers then. At most BROADCASTS_PER_MONTH per
// Bangkok calendar month: an advisory lock per shop orders two sends, so two at once cannot both
// take the last one of the month.

/** This month's broadcasts of the shop (Bangkok time) and the day the next may go when none is left. */
export async function fansQuota(shop: ShopScope, now: Date) {
  const { start, next } = bangkokMonthBounds(now);
  const sentThisMonth = await shop.count(
    fanBroadcasts,
    and(gte(fanBroadcasts.sentAt, start), lt(fanBroadcasts.sentAt, next)),
  );
  return {
    perMonth: BROADCASTS_PER_MONTH,
    sentThisMonth,
    nextAllowedDate: sentThisMonth >= BROADCASTS_PER_MONTH ? bangkokDay(next) : null,
  };
}

export async function fansSummary(shop: ShopScope, now: Date) {
  return { ...(await fansQuota(shop, now)), followers: await followerCount(shop) };
}

/** The followers, newest first, with nickname and orders in the shop. */
export async function listFans(shop: ShopScope, page: { pageNum: number; pageSize: number }) {
  const rows = await shop
    .pick(shopFollows, {
      buyerId: shopFollows.buyerId,
      since: shopFollows.since,
      // Buyers are the platform's (no shop column); orders are matched on the follow's shop by hand.
      // The outer columns are named with their table: a lone table's columns are written bare.
      nickname: sql<string>`coalesce((select b.nickname from buyers b where b.id = shop_follows.buyer_id), '')`,
      orderCount:
        sql<number>`(select count(*) from orders o where o.shop_id = shop_follows.shop_id and o.buyer_id = shop_follows.buyer_id)`.mapWith(
          toNumber,
        ),
    })
    .orderBy(desc(shopFollows.since), desc(shopFollows.buyerId))
    .limit(page.pageSize)
    .offset((page.pageNum - 1) * page.pageSize);
  const list: FanView[] = rows.map((r) => ({ ...r, since: r.since.toISOString() }));
  return { list, page: { ...page, count: await followerCount(shop) } };
}

interface BroadcastData {
  text: string;
  attachment: BroadcastAttachment;
  couponIds: string[];
  productIds: number[];
}

/**
 * Checks a broadcast as sent: the draft's rules (broadcastIssues), then the shop's own: each coupon
 * of this shop and being granted now, every product of this shop and on sale.
 */
export async function checkBroadcast(
  shop: ShopScope,
  input: z.output<typeof broadcastInput>,
  now: Date,
  locale: Locale,
): Promise<BroadcastData> {
  const issues = broadcastIssues(input);
  if (issues.length > 0) throw fieldRefusal(issues, locale);
  const text = input.text.trim();
  if (input.attachment === 'coupon') {
    const couponIds = [...new Set(input.couponIds)];
    for (const couponId of couponIds) {
      const { coupon, state } = await couponOf(shop, couponId, now);
      if (state !== 'granting') {
        throw fieldRefusal(
          [{ field: 'couponIds', key: 'fansCouponNotGranting', params: { name: coupon.name } }],
          locale,
        );
      }
    }
    return { text, attachment: 'coupon', couponIds, productIds: [] };
  }
  const productIds = [...new Set(input.productIds.map(Number))];
  const missing = await firstNotOnSale(shop, productIds);
  if (missing !== undefined) {
    throw fieldRefusal([{ field: 'productIds', key: 'fansProductNotOnSale', params: { productId: missing } }], locale);
  }
  return { text, attachment: 'products', couponIds: [], productIds };
}

/** Sends a broadcast into the inbox of every follower now; the third of a Bangkok month is refused. */
export async function sendBroadcast(shop: ShopScope, data: BroadcastData, userId: string, now: Date) {
  await shop.tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`fans:${shop.shopId}`}))`);
  const quota = await fansQuota(shop, now);
  if (quota.nextAllowedDate !== null) {
    throw new BizError('RULE_VIOLATED', 'fansMonthlyLimit', { max: BROADCASTS_PER_MONTH, date: quota.nextAllowedDate });
  }
  const followers = await shop.pick(shopFollows, { buyerId: shopFollows.buyerId }, lte(shopFollows.since, now));
  if (followers.length === 0) throw new BizError('RULE_VIOLATED', 'fansNoFollowers');
  const id = newId();
  await shop.insert(fanBroadcasts, [{ id, ...data, delivered: followers.length, sentBy: userId, sentAt: now }]);
  await shop.insert(
    buyerInbox,
    followers.map((f) => ({ broadcastId: id, buyerId: f.buyerId, receivedAt: now })),
  );
  return { broadcastId: id, delivered: followers.length, sentAt: now.toISOString() };
}

/** Broadcasts (of one shop, or read from a buyer's inbox across shops) as the calls show them. */
function present(
  rows: (typeof fanBroadcasts.$inferSelect)[],
  lookups: { coupons: Map<string, string>; products: Map<number, string> },
): BroadcastView[] {
  return rows.map((r) => ({
    broadcastId: r.id,
    text: r.text,
    attachment: r.attachment as BroadcastAttachment,
    coupons: r.couponIds.map((c) => ({ couponId: c, name: lookups.coupons.get(c) ?? '' })),
    products: r.productIds.map((p) => ({ productId: String(p), title: lookups.products.get(p) ?? '' })),
    delivered: r.delivered,
    sentAt: r.sentAt.toISOString(),
  }));
}

/** The coupon names and product titles the broadcasts name, read in the shop. */
async function lookupsOf(shop: ShopScope, rows: (typeof fanBroadcasts.$inferSelect)[]) {
  const couponIds = [...new Set(rows.flatMap((r) => r.couponIds))];
  const productIds = [...new Set(rows.flatMap((r) => r.productIds))];
  const cs = couponIds.length
    ? await shop.pick(coupons, { id: coupons.id, name: coupons.name }, inArray(coupons.id, couponIds))
    : [];
  const ps = productIds.length
    ? await shop.pick(products, { id: products.id, title: products.title }, inArray(products.id, productIds))
    : [];
  return { coupons: new Map(cs.map((c) => [c.id, c.name])), products: new Map(ps.map((p) => [p.id, p.title])) };
}

export async function listBroadcasts(shop: ShopScope, page: { pageNum: number; pageSize: number }) {
  const rows = await shop
    .select(fanBroadcasts)
    .orderBy(desc(fanBroadcasts.sentAt), desc(fanBroadcasts.id))
    .limit(page.pageSize)
    .offset((page.pageNum - 1) * page.pageSize);
  return {
    list: present(rows, await lookupsOf(shop, rows)),
    page: { ...page, count: await shop.count(fanBroadcasts) },
  };
}

/**
 * A buyer's inbox, newest first, across the shops that broadcast to them: the platform's own read
 * (buyers are the platform's), each broadcast then read in its shop's scope.
 */
export async function buyerInboxOf(tx: Tx, buyerId: string) {
  const entries = await tx
    .select({
      shopId: buyerInbox.shopId,
      broadcastId: buyerInbox.broadcastId,
      receivedAt: buyerInbox.receivedAt,
      shopName: shops.name,
    })
    .from(buyerInbox)
    .innerJoin(shops, eq(shops.id, buyerInbox.shopId))
    .where(eq(buyerInbox.buyerId, buyerId))
    .orderBy(desc(buyerInbox.receivedAt), desc(buyerInbox.broadcastId))
    .limit(INBOX_READ_MAX);
  const list = [];
  for (const e of entries) {
    const shop = new ShopScope(tx, e.shopId);
    const rows = await shop.select(fanBroadcasts, eq(fanBroadcasts.id, e.broadcastId));
    const [view] = present(rows, await lookupsOf(shop, rows));
    if (!view) continue;
    const { delivered: _delivered, ...rest } = view;
    list.push({ ...rest, shopId: e.shopId, shopName: e.shopName, receivedAt: e.receivedAt.toISOString() });
  }
  return { list };
}

/** The newest messages the simulator reads of one inbox. */
const INBOX_READ_MAX = 100;

/** Products the form offers per search. */
const OPTIONS_MAX = 20;

/** The coupons granting now and up to 20 products on sale matching the keyword, for the form. */
export async function broadcastOptions(shop: ShopScope, keyword: string, now: Date) {
  const state = couponState(now);
  const granting = await shop
    .pick(
      coupons,
      { couponId: coupons.id, name: coupons.name, quantity: coupons.quantity, received: coupons.receivedCount },
      sql`${state} = 'granting'`,
    )
    .orderBy(desc(coupons.createdAt))
    .limit(50);
  return {
    coupons: granting.map((c) => ({ couponId: c.couponId, name: c.name, left: Math.max(0, c.quantity - c.received) })),
    products: await findOnSale(shop, keyword, OPTIONS_MAX),
  };
}
