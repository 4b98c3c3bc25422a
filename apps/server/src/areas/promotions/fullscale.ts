import {
  ACTIVITY_STATE,
  type ActivityState,
  type ActivityTab,
  STOPPABLE_ACTIVITY_STATE,
} from '@sc/contract/activities.ts';
import type { FullscaleView } from '@sc/contract/calls/fullscale.ts';
import type { FullscaleKind, FullscaleReward, FullscaleScope } from '@sc/contract/fullscale.ts';
import { and, asc, desc, eq, gt, ilike, inArray, isNull, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import { newId } from '../../db/ids.ts';
import { containsPattern } from '../../db/like.ts';
import { toNumber } from '../../db/numbers.ts';
import { qualified } from '../../db/qualified.ts';
import { fullscaleProducts, fullscalePromotions, products } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { BizError, notFound } from '../../errors.ts';
import type { FullscaleOffer } from './engine.ts';
import type { FullscaleData } from './fullscale-rules.ts';
import { stateCounts } from './state-counts.ts';
import { windowState } from './window-state.ts';

// Full-amount and full-quantity discounts of a shop (/promotion/fullscale): made, listed by state,
// changed while not started, stopped. The state is read from the clock in SQL in one place
// (fullscaleState), as the activities' is. One product is in at most one full-scale promotion at a
// time: a window overlapping another's (not stopped) on a shared product, or on any product when
// either covers the whole shop, is refused naming the product.

export type FullscaleRow = typeof fullscalePromotions.$inferSelect;

/** The state of a full-scale promotion at `now` (the activities' states). */
export function fullscaleState(now: Date): SQL<ActivityState> {
  return windowState(fullscalePromotions, now);
}

/** Correlated by hand on both shop columns. */
const figures = {
  productCount:
    sql<number>`(select count(*) from fullscale_products p where p.shop_id = ${qualified(fullscalePromotions.shopId)} and p.fullscale_id = ${qualified(fullscalePromotions.id)})`.mapWith(
      toNumber,
    ),
  orderLines:
    sql<number>`(select count(*) from order_items i where i.shop_id = ${qualified(fullscalePromotions.shopId)} and i.fullscale_id = ${qualified(fullscalePromotions.id)})`.mapWith(
      toNumber,
    ),
};

type Listed = { fullscale: FullscaleRow; state: ActivityState; productCount: number; orderLines: number };

const baht = (satang: number) => satang / 100;

export function presentFullscale(r: Listed): FullscaleView {
  const f = r.fullscale;
  const kind = f.kind as FullscaleKind;
  const rewardType = f.rewardType as FullscaleReward;
  return {
    fullscaleId: f.id,
    name: f.name,
    startTime: f.startAt.toISOString(),
    endTime: f.endAt.toISOString(),
    state: r.state,
    kind,
    rewardType,
    tiers: f.tiers.map((t) => ({
      threshold: kind === 'amount' ? baht(t.threshold) : t.threshold,
      reward: rewardType === 'amount' ? baht(t.reward) : t.reward,
    })),
    scope: f.scope as FullscaleScope,
    productCount: r.productCount,
    orderLines: r.orderLines,
    stoppedAt: f.stoppedAt?.toISOString() ?? null,
    createdAt: f.createdAt.toISOString(),
  };
}

/** One full-scale promotion of the shop with its state and figures, or not found. */
export async function fullscaleOf(shop: ShopScope, fullscaleId: string, now: Date): Promise<Listed> {
  const [row] = await shop
    .pick(
      fullscalePromotions,
      { fullscale: fullscalePromotions, state: fullscaleState(now), ...figures },
      eq(fullscalePromotions.id, fullscaleId),
    )
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** The chosen products of a promotion with their titles. Joined by hand on the shop columns. */
export async function fullscaleProductsOf(shop: ShopScope, fullscaleId: string) {
  const rows = await shop.tx
    .select({ productId: fullscaleProducts.productId, title: products.title, images: products.images })
    .from(fullscaleProducts)
    .innerJoin(
      products,
      and(eq(products.shopId, fullscaleProducts.shopId), eq(products.id, fullscaleProducts.productId)),
    )
    .where(shop.where(fullscaleProducts, eq(fullscaleProducts.fullscaleId, fullscaleId)))
    .orderBy(asc(fullscaleProducts.productId));
  return rows.map((r) => ({ productId: String(r.productId), title: r.title, imageUrl: r.images[0] ?? '' }));
}

/**
 * Refuses a window that overlaps another full-scale promotion (not stopped, not `except`) on a
 * product both cover, naming it. A transaction-scoped advisory lock per shop orders two saves of
 * the same shop, so two overlapping promotions cannot both pass.
 */
async function refuseOverlap(shop: ShopScope, data: FullscaleData, except: string | null) {
  await shop.tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`fullscale:${shop.shopId}`}))`);
  const overlapping = await shop
    .pick(
      fullscalePromotions,
      { id: fullscalePromotions.id, name: fullscalePromotions.name, scope: fullscalePromotions.scope },
      and(
        isNull(fullscalePromotions.stoppedAt),
        lt(fullscalePromotions.startAt, data.endAt),
        gt(fullscalePromotions.endAt, data.startAt),
        except ? ne(fullscalePromotions.id, except) : undefined,
      ),
    )
    .orderBy(asc(fullscalePromotions.startAt), asc(fullscalePromotions.id));
  if (overlapping.length === 0) return;
  const shopWide = overlapping.find((o) => o.scope === 'all');
  if (shopWide) throw new BizError('RULE_VIOLATED', 'fullscaleShopTaken', { name: shopWide.name });
  if (data.scope === 'all')
    throw new BizError('RULE_VIOLATED', 'fullscaleShopTaken', { name: overlapping[0]?.name ?? '' });
  const [taken] = await shop.tx
    .select({ title: products.title, fullscaleId: fullscaleProducts.fullscaleId })
    .from(fullscaleProducts)
    .innerJoin(
      products,
      and(eq(products.shopId, fullscaleProducts.shopId), eq(products.id, fullscaleProducts.productId)),
    )
    .where(
      shop.where(
        fullscaleProducts,
        inArray(
          fullscaleProducts.fullscaleId,
          overlapping.map((o) => o.id),
        ),
        inArray(fullscaleProducts.productId, data.productIds),
      ),
    )
    .orderBy(asc(fullscaleProducts.productId))
    .limit(1);
  if (taken) {
    const name = overlapping.find((o) => o.id === taken.fullscaleId)?.name ?? '';
    throw new BizError('RULE_VIOLATED', 'fullscaleProductTaken', { title: taken.title, name });
  }
}

/** The chosen products must be the shop's, not deleted. */
async function checkProducts(shop: ShopScope, productIds: readonly number[]) {
  if (productIds.length === 0) return;
  const found = await shop.pick(
    products,
    { id: products.id },
    and(inArray(products.id, [...productIds]), isNull(products.deletedAt)),
  );
  const have = new Set(found.map((p) => p.id));
  const missing = productIds.find((id) => !have.has(id));
  if (missing !== undefined)
    throw new BizError('NOT_FOUND', 'fullscaleProductNotFound', { productId: String(missing) });
}

async function writeProducts(shop: ShopScope, fullscaleId: string, productIds: readonly number[]) {
  await shop.delete(fullscaleProducts, eq(fullscaleProducts.fullscaleId, fullscaleId));
  if (productIds.length > 0) {
    await shop.insert(
      fullscaleProducts,
      productIds.map((productId) => ({ fullscaleId, productId })),
    );
  }
}

const stored = (d: FullscaleData) => ({
  name: d.name,
  kind: d.kind,
  rewardType: d.rewardType,
  tiers: d.tiers,
  scope: d.scope,
  startAt: d.startAt,
  endAt: d.endAt,
});

export async function createFullscale(shop: ShopScope, data: FullscaleData, userId: string, now: Date) {
  await checkProducts(shop, data.productIds);
  await refuseOverlap(shop, data, null);
  const id = newId();
  await shop.insert(fullscalePromotions, [{ id, ...stored(data), createdBy: userId, createdAt: now, updatedAt: now }]);
  await writeProducts(shop, id, data.productIds);
  return { fullscaleId: id };
}

/** Locks a promotion (ordering a change or stop after any under way) and answers it. */
async function lockFullscale(shop: ShopScope, fullscaleId: string, now: Date) {
  const [locked] = await shop
    .pick(fullscalePromotions, { id: fullscalePromotions.id }, eq(fullscalePromotions.id, fullscaleId))
    .forUpdate();
  if (!locked) throw notFound();
  return fullscaleOf(shop, fullscaleId, now);
}

export async function modifyFullscale(shop: ShopScope, fullscaleId: string, data: FullscaleData, now: Date) {
  const row = await lockFullscale(shop, fullscaleId, now);
  if (row.state !== 'not_started') throw new BizError('RULE_VIOLATED', 'fullscaleNotEditable');
  await checkProducts(shop, data.productIds);
  await refuseOverlap(shop, data, fullscaleId);
  await shop.update(fullscalePromotions, { ...stored(data), updatedAt: now }, eq(fullscalePromotions.id, fullscaleId));
  await writeProducts(shop, fullscaleId, data.productIds);
  return { fullscaleId };
}

/** Stops a promotion not started or running: no tier applies from now on. */
export async function stopFullscale(shop: ShopScope, fullscaleId: string, now: Date) {
  const { state } = await lockFullscale(shop, fullscaleId, now);
  if (!(STOPPABLE_ACTIVITY_STATE as readonly ActivityState[]).includes(state)) {
    throw new BizError('RULE_VIOLATED', 'fullscaleNotStoppable');
  }
  await shop.update(fullscalePromotions, { stoppedAt: now, updatedAt: now }, eq(fullscalePromotions.id, fullscaleId));
  return { fullscaleId, state: 'stopped' as const };
}

export async function listFullscale(
  shop: ShopScope,
  input: { tab: ActivityTab; keyword: string; pageNum: number; pageSize: number },
  now: Date,
) {
  const state = fullscaleState(now);
  const keyword = input.keyword ? ilike(fullscalePromotions.name, containsPattern(input.keyword)) : undefined;
  const where = and(input.tab === 'all' ? undefined : sql`${state} = ${input.tab}`, keyword);
  const rows = await shop
    .pick(fullscalePromotions, { fullscale: fullscalePromotions, state, ...figures }, where)
    .orderBy(desc(fullscalePromotions.createdAt), desc(fullscalePromotions.id))
    .limit(input.pageSize)
    .offset((input.pageNum - 1) * input.pageSize);
  const total = await shop.count(fullscalePromotions, where);
  // Tab counts are of the whole shop: a search narrows the page, not the tabs.
  const tabCounts = await stateCounts(shop, fullscalePromotions, state, ACTIVITY_STATE);
  return {
    list: rows.map(presentFullscale),
    page: { pageNum: input.pageNum, pageSize: input.pageSize, count: total },
    tabCounts,
  };
}

/**
 * The full-scale promotions running at `now` that cover any of `productIds`, as the engine reads
 * them (checkout feeds them to priceCheckout).
 */
export async function runningFullscales(
  shop: ShopScope,
  productIds: readonly number[],
  now: Date,
): Promise<FullscaleOffer[]> {
  const rows = await shop
    .select(
      fullscalePromotions,
      and(
        isNull(fullscalePromotions.stoppedAt),
        lte(fullscalePromotions.startAt, now),
        gt(fullscalePromotions.endAt, now),
      ),
    )
    .orderBy(asc(fullscalePromotions.startAt), asc(fullscalePromotions.id));
  if (rows.length === 0) return [];
  const chosen =
    productIds.length === 0
      ? []
      : await shop.pick(
          fullscaleProducts,
          { fullscaleId: fullscaleProducts.fullscaleId, productId: fullscaleProducts.productId },
          and(
            inArray(
              fullscaleProducts.fullscaleId,
              rows.map((r) => r.id),
            ),
            inArray(fullscaleProducts.productId, [...productIds]),
          ),
        );
  return rows.flatMap((r): FullscaleOffer[] => {
    const mine = chosen.filter((c) => c.fullscaleId === r.id).map((c) => c.productId);
    if (r.scope !== 'all' && mine.length === 0) return [];
    return [
      {
        fullscaleId: r.id,
        kind: r.kind as FullscaleKind,
        rewardType: r.rewardType as FullscaleReward,
        tiers: r.tiers,
        productIds: r.scope === 'all' ? null : mine,
        startAt: r.startAt,
        endAt: r.endAt,
        stopped: false,
      },
    ];
  });
}
