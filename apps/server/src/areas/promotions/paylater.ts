import {
  ACTIVITY_STATE,
  type ActivityState,
  type ActivityTab,
  STOPPABLE_ACTIVITY_STATE,
} from '@sc/contract/activities.ts';
import type { PaylaterView, paylaterInput } from '@sc/contract/calls/paylater.ts';
import type { Locale } from '@sc/contract/locale.ts';
import { PAYLATER_AGREEMENT, paylaterIssues } from '@sc/contract/paylater.ts';
import { and, asc, desc, eq, gt, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { newId } from '../../db/ids.ts';
import { toNumber } from '../../db/numbers.ts';
import { paylaterActivities, paylaterOrders, paylaterProducts, products, skus } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { BizError, notFound } from '../../errors.ts';
import { isExempt, signedContract } from '../shell/index.ts';
import { fieldRefusal } from './activity-rules.ts';
import { firstNotOnSale } from './on-sale-products.ts';
import { stateCounts } from './state-counts.ts';
import { windowState } from './window-state.ts';

// Pay-later activities of a shop: made only once the shop signed agreement 010, listed by state,
// stopped. While one runs, buyers may pay for its products later in one of its plans; the order
// keeps the plan (paylater_orders). A product is in one pay-later activity at a time, so a line
// is offered by one activity at most; an advisory lock per shop orders two saves.

type Row = typeof paylaterActivities.$inferSelect;

/** The state of a pay-later activity at `now` (the activities' states). */
export function paylaterState(now: Date): SQL<ActivityState> {
  return windowState(paylaterActivities, now);
}

/** Whether the shop may run pay-later activities: agreement 010 signed (an exempt shop type signs none). */
export async function paylaterAgreement(shop: ShopScope, shopType: number | null) {
  if (isExempt(shopType)) return { signed: false, exempt: true, signedAt: null };
  const signed = await signedContract(shop, PAYLATER_AGREEMENT);
  return { signed: !!signed, exempt: false, signedAt: signed?.signedAt.toISOString() ?? null };
}

interface PaylaterData {
  name: string;
  startAt: Date;
  endAt: Date;
  productIds: number[];
  plans: number[];
  subsidyPercent: number;
}

const time = (s: string) => {
  const ms = Date.parse(s);
  return Number.isNaN(ms) ? null : new Date(ms);
};

/** Checks an activity as sent: paylaterIssues, then the products of this shop on sale. */
export async function checkPaylater(
  shop: ShopScope,
  input: z.output<typeof paylaterInput>,
  now: Date,
  locale: Locale,
): Promise<PaylaterData> {
  const startAt = time(input.startTime);
  const endAt = time(input.endTime);
  const issues = paylaterIssues({ ...input, startAt, endAt }, now);
  if (issues.length > 0 || !startAt || !endAt) throw fieldRefusal(issues, locale);
  const productIds = [...new Set(input.productIds.map(Number))];
  const missing = await firstNotOnSale(shop, productIds);
  if (missing !== undefined) {
    throw fieldRefusal(
      [{ field: 'productIds', key: 'paylaterProductNotOnSale', params: { productId: missing } }],
      locale,
    );
  }
  return {
    name: input.name.trim(),
    startAt,
    endAt,
    productIds,
    plans: [...new Set(input.plans)].sort((a, b) => a - b),
    subsidyPercent: input.subsidyPercent ?? 0,
  };
}

export async function createPaylater(
  shop: ShopScope,
  shopType: number | null,
  data: PaylaterData,
  userId: string,
  now: Date,
) {
  if (!(await paylaterAgreement(shop, shopType)).signed) {
    throw new BizError('RULE_VIOLATED', 'paylaterAgreementMissing');
  }
  await shop.tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`paylater:${shop.shopId}`}))`);
  // Another activity not stopped whose window overlaps and holds one of the products. Joined by hand on the shop columns.
  const [taken] = await shop.tx
    .select({ productId: paylaterProducts.productId, name: paylaterActivities.name })
    .from(paylaterProducts)
    .innerJoin(
      paylaterActivities,
      and(
        eq(paylaterActivities.shopId, paylaterProducts.shopId),
        eq(paylaterActivities.id, paylaterProducts.activityId),
      ),
    )
    .where(
      and(
        eq(paylaterProducts.shopId, shop.shopId),
        inArray(paylaterProducts.productId, data.productIds),
        isNull(paylaterActivities.stoppedAt),
        lt(paylaterActivities.startAt, data.endAt),
        gt(paylaterActivities.endAt, data.startAt),
      ),
    )
    .orderBy(asc(paylaterProducts.productId))
    .limit(1);
  if (taken) {
    throw new BizError('RULE_VIOLATED', 'paylaterProductTaken', { productId: taken.productId, name: taken.name });
  }
  const id = newId();
  const { productIds, ...activity } = data;
  await shop.insert(paylaterActivities, [{ id, ...activity, createdBy: userId, createdAt: now }]);
  await shop.insert(
    paylaterProducts,
    productIds.map((productId) => ({ activityId: id, productId })),
  );
  return { activityId: id };
}

export async function stopPaylater(shop: ShopScope, activityId: string, now: Date) {
  const [row] = await shop
    .pick(paylaterActivities, { state: paylaterState(now) }, eq(paylaterActivities.id, activityId))
    .forUpdate();
  if (!row) throw notFound();
  if (!(STOPPABLE_ACTIVITY_STATE as readonly ActivityState[]).includes(row.state)) {
    throw new BizError('RULE_VIOLATED', 'paylaterNotStoppable');
  }
  await shop.update(paylaterActivities, { stoppedAt: now }, eq(paylaterActivities.id, activityId));
  return { activityId, state: 'stopped' as const };
}

async function productsOf(shop: ShopScope, activityIds: string[]) {
  if (activityIds.length === 0) return new Map<string, { productId: string; title: string }[]>();
  // Joined by hand on the shop columns.
  const rows = await shop.tx
    .select({ activityId: paylaterProducts.activityId, productId: paylaterProducts.productId, title: products.title })
    .from(paylaterProducts)
    .innerJoin(products, and(eq(products.shopId, paylaterProducts.shopId), eq(products.id, paylaterProducts.productId)))
    .where(and(eq(paylaterProducts.shopId, shop.shopId), inArray(paylaterProducts.activityId, activityIds)))
    .orderBy(asc(paylaterProducts.productId));
  const by = new Map<string, { productId: string; title: string }[]>();
  for (const r of rows)
    by.set(r.activityId, [...(by.get(r.activityId) ?? []), { productId: String(r.productId), title: r.title }]);
  return by;
}

export async function listPaylater(
  shop: ShopScope,
  input: { tab: ActivityTab; pageNum: number; pageSize: number },
  now: Date,
) {
  const state = paylaterState(now);
  const where = input.tab === 'all' ? undefined : sql`${state} = ${input.tab}`;
  const rows = await shop
    .pick(
      paylaterActivities,
      {
        activity: paylaterActivities,
        state,
        // The outer columns are named with their table: a lone table's columns are written bare.
        orderCount:
          sql<number>`(select count(*) from paylater_orders o where o.shop_id = paylater_activities.shop_id and o.activity_id = paylater_activities.id)`.mapWith(
            toNumber,
          ),
      },
      where,
    )
    .orderBy(desc(paylaterActivities.createdAt), desc(paylaterActivities.id))
    .limit(input.pageSize)
    .offset((input.pageNum - 1) * input.pageSize);
  const goods = await productsOf(
    shop,
    rows.map((r) => r.activity.id),
  );
  const tabCounts = await stateCounts(shop, paylaterActivities, state, ACTIVITY_STATE);
  const present = (r: { activity: Row; state: ActivityState; orderCount: number }): PaylaterView => ({
    activityId: r.activity.id,
    name: r.activity.name,
    startTime: r.activity.startAt.toISOString(),
    endTime: r.activity.endAt.toISOString(),
    state: r.state,
    plans: r.activity.plans,
    subsidyPercent: r.activity.subsidyPercent,
    products: goods.get(r.activity.id) ?? [],
    orderCount: r.orderCount,
  });
  return {
    list: rows.map(present),
    page: { pageNum: input.pageNum, pageSize: input.pageSize, count: await shop.count(paylaterActivities, where) },
    tabCounts,
  };
}

/**
 * The running activity that offers `months` on every line's product, or a refusal: a checkout pays
 * later only when all its goods may.
 */
export async function paylaterOffer(shop: ShopScope, skuIds: readonly number[], months: number, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const lines = await shop.pick(skus, { skuId: skus.id, productId: skus.productId }, inArray(skus.id, [...skuIds]));
  const productIds = [...new Set(lines.map((l) => l.productId))];
  // Joined by hand on the shop columns.
  const offered = productIds.length
    ? await shop.tx
        .select({ productId: paylaterProducts.productId, activityId: paylaterActivities.id })
        .from(paylaterProducts)
        .innerJoin(
          paylaterActivities,
          and(
            eq(paylaterActivities.shopId, paylaterProducts.shopId),
            eq(paylaterActivities.id, paylaterProducts.activityId),
          ),
        )
        .where(
          and(
            eq(paylaterProducts.shopId, shop.shopId),
            inArray(paylaterProducts.productId, productIds),
            isNull(paylaterActivities.stoppedAt),
            sql`${paylaterActivities.startAt} <= ${at}`,
            sql`${at} < ${paylaterActivities.endAt}`,
            sql`${paylaterActivities.plans} @> ${JSON.stringify([months])}::jsonb`,
          ),
        )
    : [];
  const activity = offered[0]?.activityId;
  const covered = new Set(offered.map((o) => o.productId));
  if (lines.length < skuIds.length || !activity || productIds.some((p) => !covered.has(p))) {
    throw new BizError('RULE_VIOLATED', 'paylaterNotOffered', { months });
  }
  return { activityId: activity };
}

/** A running pay-later activity as the simulator's buyers see it: its products and plans. */
export interface PaylaterOffer {
  activityId: string;
  productIds: number[];
  plans: number[];
}

/** The shop's pay-later activities running now, with their products, oldest first. */
export async function runningPaylaterOffers(shop: ShopScope, now: Date): Promise<PaylaterOffer[]> {
  const running = await shop
    .pick(
      paylaterActivities,
      { id: paylaterActivities.id, plans: paylaterActivities.plans },
      sql`${paylaterState(now)} = 'running'`,
    )
    .orderBy(asc(paylaterActivities.createdAt), asc(paylaterActivities.id));
  if (running.length === 0) return [];
  const members = await shop.pick(
    paylaterProducts,
    { activityId: paylaterProducts.activityId, productId: paylaterProducts.productId },
    inArray(
      paylaterProducts.activityId,
      running.map((r) => r.id),
    ),
  );
  return running.map((r) => ({
    activityId: r.id,
    plans: r.plans,
    productIds: members.filter((m) => m.activityId === r.id).map((m) => m.productId),
  }));
}

/** The plans (months) some of the shop's orders were paid later with, by order id; others absent. */
export async function paylaterPlansOf(shop: ShopScope, orderIds: readonly number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await shop.pick(
    paylaterOrders,
    { orderId: paylaterOrders.orderId, months: paylaterOrders.months },
    inArray(paylaterOrders.orderId, [...orderIds]),
  );
  return new Map(rows.map((r) => [r.orderId, r.months]));
}

/** Keeps the plan an order was paid later with. */
export async function recordPaylaterOrder(
  shop: ShopScope,
  input: { orderId: number; activityId: string; months: number },
  now: Date,
) {
  await shop.insert(paylaterOrders, [{ ...input, createdAt: now }]);
}

/**
 * The share of the price, in whole percent, the shop bears for an order paid later in instalments
 * (its activity's subsidy; 0 for an order not paid later): the ledger's 'subsidy' line when the
 * buyer pays, given back with a refund.
 */
export async function paylaterSubsidyOf(shop: ShopScope, orderId: number): Promise<number> {
  // The plan's activity, joined by hand on the shop columns.
  const [row] = await shop.tx
    .select({ percent: paylaterActivities.subsidyPercent })
    .from(paylaterOrders)
    .innerJoin(
      paylaterActivities,
      and(eq(paylaterActivities.shopId, paylaterOrders.shopId), eq(paylaterActivities.id, paylaterOrders.activityId)),
    )
    .where(and(eq(paylaterOrders.shopId, shop.shopId), eq(paylaterOrders.orderId, orderId)))
    .limit(1);
  return row?.percent ?? 0;
}
