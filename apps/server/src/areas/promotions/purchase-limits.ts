import {
  ACTIVITY_STATE,
  type ActivityState,
  type ActivityTab,
  STOPPABLE_ACTIVITY_STATE,
} from '@sc/contract/activities.ts';
import type { PurchaseLimitView } from '@sc/contract/calls/purchase-limits.ts';
import { and, asc, desc, eq, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { newId } from '../../db/ids.ts';
import { containsPattern } from '../../db/like.ts';
import { toNumber } from '../../db/numbers.ts';
import { qualified } from '../../db/qualified.ts';
import { products, purchaseLimitSkus, purchaseLimits, skus } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { BizError, notFound } from '../../errors.ts';
import type { PurchaseLimitData } from './purchase-limit-rules.ts';
import { stateCounts } from './state-counts.ts';
import { windowState } from './window-state.ts';

// Purchase limits of a shop (/promotion/purchaselimit): made, listed by state, changed while not
// started, stopped. The state is read from the clock in SQL in one place (purchaseLimitState); a
// rule with no period has no end and runs until stopped.

type Row = typeof purchaseLimits.$inferSelect;

export function purchaseLimitState(now: Date): SQL<ActivityState> {
  return windowState(purchaseLimits, now);
}

/** Correlated by hand on both shop columns. */
const skuCount =
  sql<number>`(select count(*) from purchase_limit_skus k where k.shop_id = ${qualified(purchaseLimits.shopId)} and k.purchase_limit_id = ${qualified(purchaseLimits.id)})`.mapWith(
    toNumber,
  );

type Listed = { limit: Row; state: ActivityState; skuCount: number };

export function presentPurchaseLimit(r: Listed): PurchaseLimitView {
  const l = r.limit;
  return {
    purchaseLimitId: l.id,
    name: l.name,
    limitQty: l.limitQty,
    periodDays: l.periodDays,
    startTime: l.startAt.toISOString(),
    endTime: l.endAt?.toISOString() ?? null,
    state: r.state,
    skuCount: r.skuCount,
    stoppedAt: l.stoppedAt?.toISOString() ?? null,
    createdAt: l.createdAt.toISOString(),
  };
}

export async function purchaseLimitOf(shop: ShopScope, id: string, now: Date): Promise<Listed> {
  const [row] = await shop
    .pick(
      purchaseLimits,
      { limit: purchaseLimits, state: purchaseLimitState(now), skuCount },
      eq(purchaseLimits.id, id),
    )
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** The chosen SKUs of a rule with their products. Joined by hand on the shop columns. */
export async function purchaseLimitSkusOf(shop: ShopScope, id: string) {
  const rows = await shop.tx
    .select({
      skuId: purchaseLimitSkus.skuId,
      productId: skus.productId,
      specValues: skus.specValues,
      title: products.title,
      images: products.images,
    })
    .from(purchaseLimitSkus)
    .innerJoin(skus, and(eq(skus.shopId, purchaseLimitSkus.shopId), eq(skus.id, purchaseLimitSkus.skuId)))
    .innerJoin(products, and(eq(products.shopId, skus.shopId), eq(products.id, skus.productId)))
    .where(shop.where(purchaseLimitSkus, eq(purchaseLimitSkus.purchaseLimitId, id)))
    .orderBy(asc(purchaseLimitSkus.skuId));
  return rows.map((r) => ({
    skuId: String(r.skuId),
    productId: String(r.productId),
    title: r.title,
    specValues: r.specValues,
    imageUrl: r.images[0] ?? '',
  }));
}

/** The chosen SKUs must be the shop's, of products not deleted. Joined by hand on the shop columns. */
async function checkSkus(shop: ShopScope, skuIds: readonly number[]) {
  const found = await shop.tx
    .select({ id: skus.id })
    .from(skus)
    .innerJoin(products, and(eq(products.shopId, skus.shopId), eq(products.id, skus.productId)))
    .where(shop.where(skus, inArray(skus.id, [...skuIds]), isNull(products.deletedAt)));
  const have = new Set(found.map((s) => s.id));
  const missing = skuIds.find((id) => !have.has(id));
  if (missing !== undefined) throw new BizError('NOT_FOUND', 'purchaseLimitSkuNotFound', { skuId: String(missing) });
}

async function writeSkus(shop: ShopScope, id: string, skuIds: readonly number[]) {
  await shop.delete(purchaseLimitSkus, eq(purchaseLimitSkus.purchaseLimitId, id));
  await shop.insert(
    purchaseLimitSkus,
    skuIds.map((skuId) => ({ purchaseLimitId: id, skuId })),
  );
}

const stored = (d: PurchaseLimitData) => ({
  name: d.name,
  limitQty: d.limitQty,
  periodDays: d.periodDays,
  startAt: d.startAt,
  endAt: d.endAt,
});

export async function createPurchaseLimit(shop: ShopScope, data: PurchaseLimitData, userId: string, now: Date) {
  await checkSkus(shop, data.skuIds);
  const id = newId();
  await shop.insert(purchaseLimits, [{ id, ...stored(data), createdBy: userId, createdAt: now, updatedAt: now }]);
  await writeSkus(shop, id, data.skuIds);
  return { purchaseLimitId: id };
}

async function lockPurchaseLimit(shop: ShopScope, id: string, now: Date) {
  const [locked] = await shop.pick(purchaseLimits, { id: purchaseLimits.id }, eq(purchaseLimits.id, id)).forUpdate();
  if (!locked) throw notFound();
  return purchaseLimitOf(shop, id, now);
}

export async function modifyPurchaseLimit(shop: ShopScope, id: string, data: PurchaseLimitData, now: Date) {
  const row = await lockPurchaseLimit(shop, id, now);
  if (row.state !== 'not_started') throw new BizError('RULE_VIOLATED', 'purchaseLimitNotEditable');
  await checkSkus(shop, data.skuIds);
  await shop.update(purchaseLimits, { ...stored(data), updatedAt: now }, eq(purchaseLimits.id, id));
  await writeSkus(shop, id, data.skuIds);
  return { purchaseLimitId: id };
}

export async function stopPurchaseLimit(shop: ShopScope, id: string, now: Date) {
  const { state } = await lockPurchaseLimit(shop, id, now);
  if (!(STOPPABLE_ACTIVITY_STATE as readonly ActivityState[]).includes(state)) {
    throw new BizError('RULE_VIOLATED', 'purchaseLimitNotStoppable');
  }
  await shop.update(purchaseLimits, { stoppedAt: now, updatedAt: now }, eq(purchaseLimits.id, id));
  return { purchaseLimitId: id, state: 'stopped' as const };
}

export async function listPurchaseLimits(
  shop: ShopScope,
  input: { tab: ActivityTab; keyword: string; pageNum: number; pageSize: number },
  now: Date,
) {
  const state = purchaseLimitState(now);
  const keyword = input.keyword ? ilike(purchaseLimits.name, containsPattern(input.keyword)) : undefined;
  const where = and(input.tab === 'all' ? undefined : sql`${state} = ${input.tab}`, keyword);
  const rows = await shop
    .pick(purchaseLimits, { limit: purchaseLimits, state, skuCount }, where)
    .orderBy(desc(purchaseLimits.createdAt), desc(purchaseLimits.id))
    .limit(input.pageSize)
    .offset((input.pageNum - 1) * input.pageSize);
  const total = await shop.count(purchaseLimits, where);
  // Tab counts are of the whole shop: a search narrows the page, not the tabs.
  const tabCounts = await stateCounts(shop, purchaseLimits, state, ACTIVITY_STATE);
  return {
    list: rows.map(presentPurchaseLimit),
    page: { pageNum: input.pageNum, pageSize: input.pageSize, count: total },
    tabCounts,
  };
}
