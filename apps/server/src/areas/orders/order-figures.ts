import { ORDER_REPORT_MAX_DAYS } from '@sc/contract/calls/orders.ts';
import { NOT_SHIPPED_STATUS } from '@sc/contract/orders.ts';
import { and, count, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { bangkokDay, bangkokDayStart as dayStart } from '../../bangkok-time.ts';
import { toNumber } from '../../db/numbers.ts';
import { orders } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { BizError } from '../../errors.ts';
import { nearDeadlineWhere, tabCounts } from './order-list.ts';
import { baht } from './order-view.ts';

// Order statistics (the tab counts and today's figures) and the daily report. Days are Asia/Bangkok
// days.

const DAY_MS = 86_400_000;

export async function orderStatistics(shop: ShopScope, now: Date) {
  const since = dayStart(bangkokDay(now));
  const [counts, today, due] = await Promise.all([
    tabCounts(shop),
    shop.tx
      .select({ n: count(), amount: sql<string>`coalesce(sum(${orders.totalAmount}), 0)` })
      .from(orders)
      .where(shop.where(orders, gte(orders.createdAt, since))),
    nearDeadlineCount(shop, now),
  ]);
  const riskRows = await shop.tx
    .select({ n: count() })
    .from(orders)
    .where(shop.where(orders, ne(orders.riskLevel, 'none'), inArray(orders.status, [...NOT_SHIPPED_STATUS, 'frozen'])));
  return {
    tabCounts: counts,
    todayOrders: toNumber(today[0]?.n),
    todayAmount: baht(toNumber(today[0]?.amount)),
    toShip: counts.to_ship + counts.partially_shipped,
    dueWithin24h: due,
    abnormal: counts.abnormal,
    risk: toNumber(riskRows[0]?.n),
  };
}

function checkDay(day: string): Date {
  const d = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== day) {
    throw new BizError('VALIDATION_FAILED', 'orderRangeInvalid');
  }
  return d;
}

/** Orders placed and their amount per Bangkok day from `from` to `to` (both included). */
export async function orderReport(shop: ShopScope, input: { from: string; to: string }) {
  const from = checkDay(input.from);
  const to = checkDay(input.to);
  if (from > to) throw new BizError('VALIDATION_FAILED', 'orderRangeInvalid');
  const days = Math.round((to.getTime() - from.getTime()) / DAY_MS) + 1;
  if (days > ORDER_REPORT_MAX_DAYS) {
    throw new BizError('VALIDATION_FAILED', 'orderRangeTooLong', { max: ORDER_REPORT_MAX_DAYS });
  }
  const day = sql<string>`to_char(${orders.createdAt} at time zone 'Asia/Bangkok', 'YYYY-MM-DD')`;
  const rows = await shop.tx
    .select({
      day,
      n: count(),
      amount: sql<string>`coalesce(sum(${orders.totalAmount}) filter (where ${orders.status} not in ('cancelled', 'system_cancelled')), 0)`,
      cancelled: sql<string>`count(*) filter (where ${orders.status} in ('cancelled', 'system_cancelled'))`,
    })
    .from(orders)
    .where(
      shop.where(
        orders,
        and(
          gte(orders.createdAt, dayStart(input.from)),
          lt(orders.createdAt, new Date(dayStart(input.to).getTime() + DAY_MS)),
        ),
      ),
    )
    .groupBy(day);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const list = Array.from({ length: days }, (_, i) => {
    const date = new Date(from.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    const r = byDay.get(date);
    const cancelled = toNumber(r?.cancelled);
    return {
      date,
      orders: toNumber(r?.n) - cancelled,
      amount: baht(toNumber(r?.amount)),
      cancelled,
    };
  });
  return {
    days: list,
    totalOrders: list.reduce((n, d) => n + d.orders, 0),
    totalAmount: baht(list.reduce((n, d) => n + Math.round(d.amount * 100), 0)),
  };
}

/**
 * The dashboard's "orders to ship": the order list's To ship tab, which its card opens, counted
 * as the tab counts it (the order_counts row the trigger keeps).
 */
export async function ordersToShipCount(shop: ShopScope): Promise<number> {
  const counts = await tabCounts(shop);
  return counts.to_ship;
}

/** Orders close to the ship deadline: what the order list's shipDue=soon filter lists. */
export async function nearDeadlineCount(shop: ShopScope, now: Date): Promise<number> {
  return shop.count(orders, nearDeadlineWhere(now));
}
