import {
  ACTIVITY_STATE,
  type ActivityState,
  type ActivityTab,
  STOPPABLE_ACTIVITY_STATE,
} from '@sc/contract/activities.ts';
import type { ActivitySkuView, ActivityView } from '@sc/contract/calls/activities.ts';
import type { Locale } from '@sc/contract/locale.ts';
import { checkActivitySku, percentOff } from '@sc/contract/validators/activity-price.ts';
import { formatValidatorMessage } from '@sc/contract/validators/messages.ts';
import { and, asc, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import { newId } from '../../db/ids.ts';
import { containsPattern } from '../../db/like.ts';
import { toNumber } from '../../db/numbers.ts';
import { qualified } from '../../db/qualified.ts';
import { activities, activitySkus, products, skus } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { BizError, notFound } from '../../errors.ts';
import { lowestPrice30 } from '../items/index.ts';
import type { ActivityData } from './activity-rules.ts';
import { stateCounts } from './state-counts.ts';
import { windowState } from './window-state.ts';

// Discounts and time-limited offers of a shop (/promotion/activity, specialOffer): made, listed by
// state, changed while not started, stopped. The state is read from the clock in SQL, in one place
// (activityState), so the list, its tab counts, the details and checkout cannot disagree.

export type ActivityRow = typeof activities.$inferSelect;

/** The state of an activity at `now` (@sc/contract/activities.ts). */
export function activityState(now: Date): SQL<ActivityState> {
  return windowState(activities, now);
}

/** The figures of an activity's SKUs. Correlated by hand on both shop columns. */
const figures = {
  productCount:
    sql<number>`(select count(distinct a.product_id) from activity_skus a where a.shop_id = ${qualified(activities.shopId)} and a.activity_id = ${qualified(activities.id)})`.mapWith(
      toNumber,
    ),
  skuCount:
    sql<number>`(select count(*) from activity_skus a where a.shop_id = ${qualified(activities.shopId)} and a.activity_id = ${qualified(activities.id)})`.mapWith(
      toNumber,
    ),
  soldUnits:
    sql<number>`(select coalesce(sum(a.sold), 0) from activity_skus a where a.shop_id = ${qualified(activities.shopId)} and a.activity_id = ${qualified(activities.id)})`.mapWith(
      toNumber,
    ),
};

type Listed = {
  activity: ActivityRow;
  state: ActivityState;
  productCount: number;
  skuCount: number;
  soldUnits: number;
};

export function presentActivity(r: Listed): ActivityView {
  const a = r.activity;
  return {
    activityId: a.id,
    name: a.name,
    startTime: a.startAt.toISOString(),
    endTime: a.endAt.toISOString(),
    state: r.state,
    productCount: r.productCount,
    skuCount: r.skuCount,
    soldUnits: r.soldUnits,
    stoppedAt: a.stoppedAt?.toISOString() ?? null,
    createdAt: a.createdAt.toISOString(),
  };
}

export async function createActivity(shop: ShopScope, data: ActivityData, userId: string, now: Date) {
  const id = newId();
  await shop.insert(activities, [{ id, ...data, createdBy: userId, createdAt: now, updatedAt: now }]);
  return { activityId: id };
}

/** One activity of the shop with its state and figures, or not found. */
export async function activityOf(shop: ShopScope, activityId: string, now: Date): Promise<Listed> {
  const [row] = await shop
    .pick(activities, { activity: activities, state: activityState(now), ...figures }, eq(activities.id, activityId))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** Locks an activity and answers it if it has not started; refuses otherwise. */
export async function lockNotStarted(shop: ShopScope, activityId: string, now: Date): Promise<Listed> {
  const [locked] = await shop.pick(activities, { id: activities.id }, eq(activities.id, activityId)).forUpdate();
  if (!locked) throw notFound();
  const row = await activityOf(shop, activityId, now);
  if (row.state !== 'not_started') throw new BizError('RULE_VIOLATED', 'activityNotEditable');
  return row;
}

export async function modifyActivity(shop: ShopScope, activityId: string, data: ActivityData, now: Date) {
  await lockNotStarted(shop, activityId, now);
  await shop.update(activities, { ...data, updatedAt: now }, eq(activities.id, activityId));
  return { activityId };
}

export async function listActivities(
  shop: ShopScope,
  input: { tab: ActivityTab; keyword: string; pageNum: number; pageSize: number },
  now: Date,
) {
  const state = activityState(now);
  const keyword = input.keyword ? ilike(activities.name, containsPattern(input.keyword)) : undefined;
  const where = and(input.tab === 'all' ? undefined : sql`${state} = ${input.tab}`, keyword);
  const rows = await shop
    .pick(activities, { activity: activities, state, ...figures }, where)
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(input.pageSize)
    .offset((input.pageNum - 1) * input.pageSize);
  const total = await shop.count(activities, where);
  // Tab counts are of the whole shop: a search narrows the page, not the tabs.
  const tabCounts = await stateCounts(shop, activities, state, ACTIVITY_STATE);
  return {
    list: rows.map(presentActivity),
    page: { pageNum: input.pageNum, pageSize: input.pageSize, count: total },
    tabCounts,
  };
}

const baht = (satang: number) => satang / 100;

/** The SKUs of an activity with the SKU's figures now and the price check's warnings. */
export async function activitySkusOf(
  shop: ShopScope,
  activityId: string,
  now: Date,
  locale: Locale,
): Promise<ActivitySkuView[]> {
  // Joined by hand on the shop columns: an activity's SKU, the SKU and its product are one shop's.
  const rows = await shop.tx
    .select({
      a: activitySkus,
      title: products.title,
      images: products.images,
      specValues: skus.specValues,
      imageUrl: skus.imageUrl,
      price: skus.price,
      marketPrice: skus.marketPrice,
      stock: skus.stock,
      reserved: skus.reserved,
      purchasePrice: skus.purchasePrice,
      lowest: lowestPrice30(now),
    })
    .from(activitySkus)
    .innerJoin(skus, and(eq(skus.shopId, activitySkus.shopId), eq(skus.id, activitySkus.skuId)))
    .innerJoin(products, and(eq(products.shopId, skus.shopId), eq(products.id, skus.productId)))
    .where(shop.where(activitySkus, eq(activitySkus.activityId, activityId)))
    .orderBy(asc(activitySkus.productId), asc(skus.sort), asc(skus.id));
  return rows.map((r) => {
    const skuId = String(r.a.skuId);
    const check = checkActivitySku({
      skuId,
      activityPrice: r.a.price,
      salesPrice: r.price,
      mallStock: r.stock,
      reserved: r.reserved,
      activityStock: r.a.stock,
      lowest30: r.lowest,
      bolSkipCheck: r.a.skipCheck ? 'y' : 'n',
      purchasePrice: r.purchasePrice,
    });
    return {
      skuId,
      productId: String(r.a.productId),
      title: r.title,
      specValues: r.specValues,
      imageUrl: r.imageUrl || r.images[0] || '',
      salesPrice: baht(r.price),
      marketPrice: baht(r.marketPrice),
      mallStock: r.stock,
      reserved: r.reserved,
      lowestPrice30: baht(r.lowest),
      purchasePrice: r.purchasePrice > 0 ? baht(r.purchasePrice) : null,
      activityPrice: baht(r.a.price),
      activityStock: r.a.stock,
      sold: r.a.sold,
      perBuyer: r.a.perBuyer,
      bolSkipCheck: r.a.skipCheck ? 'y' : 'n',
      percentOff: percentOff(r.a.price, r.price),
      warnings: check.warnings.map((w) => formatValidatorMessage(w.key, locale, w.params)),
    };
  });
}

/** Stops an activity not started or running: from now on buyers pay the sales price. */
export async function stopActivity(shop: ShopScope, activityId: string, now: Date) {
  // The row lock orders a stop after any change under way.
  const [locked] = await shop.pick(activities, { id: activities.id }, eq(activities.id, activityId)).forUpdate();
  if (!locked) throw notFound();
  const { state } = await activityOf(shop, activityId, now);
  if (!(STOPPABLE_ACTIVITY_STATE as readonly ActivityState[]).includes(state)) {
    throw new BizError('RULE_VIOLATED', 'activityNotStoppable');
  }
  await shop.update(activities, { stoppedAt: now, updatedAt: now }, eq(activities.id, activityId));
  return { activityId, state: 'stopped' as const };
}
