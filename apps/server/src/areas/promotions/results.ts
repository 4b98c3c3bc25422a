import type { PromotionResults, ResultDay, ResultFigures } from '@sc/contract/calls/results.ts';
import { RESULTS_DAYS_MAX, RESULTS_UNCOUNTED_STATUS, type ResultKind, useRate } from '@sc/contract/results.ts';
import { and, eq, notInArray, type SQL, sql } from 'drizzle-orm';
import { bangkokDay, bangkokDayStart } from '../../bangkok-time.ts';
import { toNumber } from '../../db/numbers.ts';
import { orderItems, orders } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { activityOf } from './activities.ts';
import { addonOf } from './addon.ts';
import { bundleOf } from './bundle.ts';
import { campaignRegOf } from './campaign.ts';
import { couponOf } from './coupons.ts';
import { fullscaleOf } from './fullscale.ts';
import { giftOf } from './gift.ts';
import { plusOfferOf } from './plusmember.ts';
import { registrationOf } from './seckill.ts';

// The results of one promotion (/promotion/detailsData/{id}, calls/results.ts): read from the order
// lines it priced, which carry its id (activity_id, fullscale_id, addon_id, plus_offer_id, or the
// claim of one of its coupons) and its share of their discount (activity_discount, fullscale_discount,
// addon_discount, member_discount, coupon_discount, kept at checkout). Lines of cancelled orders are left out (RESULTS_UNCOUNTED_STATUS); every read is of
// the session's shop, and the order joined on both shop columns.

const DAY_MS = 24 * 60 * 60 * 1000;
const baht = (satang: number) => satang / 100;

/** What a kind of promotion is to its results: its lines and its share of their discount. */
interface Subject {
  name: string;
  state: string;
  startAt: Date;
  endAt: Date;
  lines: SQL;
  share: SQL;
  coupon: PromotionResults['coupon'];
}

async function subjectOf(shop: ShopScope, kind: ResultKind, id: string, now: Date): Promise<Subject> {
  switch (kind) {
    case 'coupon': {
      const { coupon: c, state } = await couponOf(shop, id, now);
      return {
        name: c.name,
        state,
        startAt: c.grantStart,
        // The last collected coupon may be used until validityDays after collection closes.
        endAt: new Date(c.grantEnd.getTime() + c.validityDays * DAY_MS),
        // The claims of this coupon in the session's shop, matched by hand on the shop column (a
        // subquery of its own, so the lines are read through order_items_coupon_claim_idx).
        lines: sql`${orderItems.couponClaimId} in (select c.id from coupon_claims c where c.shop_id = ${shop.shopId} and c.coupon_id = ${id})`,
        share: sql`${orderItems.couponDiscount}`,
        coupon: {
          quantity: c.quantity,
          received: c.receivedCount,
          used: c.usedCount,
          useRate: useRate(c.receivedCount, c.usedCount),
        },
      };
    }
    case 'activity': {
      const { activity: a, state } = await activityOf(shop, id, now);
      return {
        name: a.name,
        state,
        startAt: a.startAt,
        endAt: a.stoppedAt && a.stoppedAt < a.endAt ? a.stoppedAt : a.endAt,
        lines: eq(orderItems.activityId, id),
        share: sql`${orderItems.activityDiscount}`,
        coupon: null,
      };
    }
    case 'fullscale': {
      const { fullscale: f, state } = await fullscaleOf(shop, id, now);
      return {
        name: f.name,
        state,
        startAt: f.startAt,
        endAt: f.stoppedAt && f.stoppedAt < f.endAt ? f.stoppedAt : f.endAt,
        lines: eq(orderItems.fullscaleId, id),
        share: sql`${orderItems.fullscaleDiscount}`,
        coupon: null,
      };
    }
    case 'addon': {
      const { addon: d, state } = await addonOf(shop, id, now);
      return {
        name: d.name,
        state,
        startAt: d.startAt,
        endAt: d.stoppedAt && d.stoppedAt < d.endAt ? d.stoppedAt : d.endAt,
        lines: eq(orderItems.addonId, id),
        share: sql`${orderItems.addonDiscount}`,
        coupon: null,
      };
    }
    case 'plusmember': {
      const { offer: o, state } = await plusOfferOf(shop, id, now);
      return {
        name: o.name,
        state,
        startAt: o.startAt,
        endAt: o.stoppedAt && o.stoppedAt < o.endAt ? o.stoppedAt : o.endAt,
        lines: eq(orderItems.plusOfferId, id),
        share: sql`${orderItems.memberDiscount}`,
        coupon: null,
      };
    }
    case 'gift': {
      // Its lines are the gift lines it gave, at 0 baht: units are the gifts given.
      const { gift: g, state } = await giftOf(shop, id, now);
      return {
        name: g.name,
        state,
        startAt: g.startAt,
        endAt: g.stoppedAt && g.stoppedAt < g.endAt ? g.stoppedAt : g.endAt,
        lines: eq(orderItems.giftId, id),
        share: sql`0`,
        coupon: null,
      };
    }
    case 'seckill': {
      // A flash-sale registration: one SKU in one slot.
      const r = await registrationOf(shop, id, now);
      return {
        name: r.title,
        state: r.state,
        startAt: new Date(r.slotStart),
        endAt: new Date(r.slotEnd),
        lines: eq(orderItems.seckillId, id),
        share: sql`${orderItems.seckillDiscount}`,
        coupon: null,
      };
    }
    case 'campaign': {
      // A platform campaign registration: one SKU in one campaign.
      const r = await campaignRegOf(shop, id);
      return {
        name: r.name,
        state: r.state,
        startAt: r.startAt,
        endAt: r.endAt,
        lines: eq(orderItems.campaignRegId, id),
        share: sql`${orderItems.campaignDiscount}`,
        coupon: null,
      };
    }
    case 'bundle': {
      const { bundle: b, state } = await bundleOf(shop, id, now);
      return {
        name: b.name,
        state,
        startAt: b.startAt,
        endAt: b.stoppedAt && b.stoppedAt < b.endAt ? b.stoppedAt : b.endAt,
        lines: eq(orderItems.bundleId, id),
        share: sql`${orderItems.bundleDiscount}`,
        coupon: null,
      };
    }
  }
}

const zero: ResultFigures = { orders: 0, buyers: 0, lines: 0, units: 0, gmv: 0, discount: 0 };

function figuresOf(share: SQL) {
  return {
    orders: sql<number>`count(distinct ${orderItems.orderId})`.mapWith(toNumber),
    buyers: sql<number>`count(distinct ${orders.buyerId})`.mapWith(toNumber),
    lines: sql<number>`count(*)`.mapWith(toNumber),
    units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)`.mapWith(toNumber),
    gmv: sql<number>`coalesce(sum(${orderItems.lineAmount} - ${orderItems.discountAmount}), 0)`.mapWith(toNumber),
    discount: sql<number>`coalesce(sum(${share}), 0)`.mapWith(toNumber),
  };
}

const inBaht = (f: ResultFigures): ResultFigures => ({ ...f, gmv: baht(f.gmv), discount: baht(f.discount) });

/** The Bangkok days from `from` to `to` (both included), at most RESULTS_DAYS_MAX from the start. */
export function daysBetween(from: Date, to: Date): string[] {
  const out: string[] = [];
  const last = bangkokDay(to);
  for (let day = bangkokDay(from); day <= last && out.length < RESULTS_DAYS_MAX; ) {
    out.push(day);
    day = bangkokDay(new Date(bangkokDayStart(day).getTime() + DAY_MS));
  }
  return out;
}

export async function promotionResults(
  shop: ShopScope,
  kind: ResultKind,
  promotionId: string,
  now: Date,
): Promise<PromotionResults> {
  const s = await subjectOf(shop, kind, promotionId, now);
  const where = shop.where(orderItems, s.lines, notInArray(orders.status, [...RESULTS_UNCOUNTED_STATUS]));
  // Joined on both shop columns by hand: a line and its order belong to one shop.
  const joined = and(eq(orders.shopId, orderItems.shopId), eq(orders.id, orderItems.orderId));
  const fields = figuresOf(s.share);
  const [totals] = await shop.tx.select(fields).from(orderItems).innerJoin(orders, joined).where(where);
  const day = sql<string>`to_char(${orders.createdAt} at time zone 'Asia/Bangkok', 'YYYY-MM-DD')`;
  const byDay = await shop.tx
    .select({ day, ...fields })
    .from(orderItems)
    .innerJoin(orders, joined)
    .where(where)
    .groupBy(day);
  const found = new Map(byDay.map(({ day: d, ...f }) => [d, f]));
  // Every day of the window up to today, and any day with orders outside it (none in practice).
  const window =
    now < s.startAt ? [] : daysBetween(s.startAt, new Date(Math.min(now.getTime(), s.endAt.getTime() - 1)));
  const days = [...new Set([...window, ...found.keys()])].sort().slice(-RESULTS_DAYS_MAX);
  return {
    kind,
    promotionId,
    name: s.name,
    state: s.state,
    startTime: s.startAt.toISOString(),
    endTime: s.endAt.toISOString(),
    totals: inBaht(totals ?? zero),
    coupon: s.coupon,
    days: days.map((d): ResultDay => ({ day: d, ...inBaht(found.get(d) ?? zero) })),
  };
}
