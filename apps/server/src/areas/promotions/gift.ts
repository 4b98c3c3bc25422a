import {
  ACTIVITY_STATE,
  type ActivityState,
  type ActivityTab,
  STOPPABLE_ACTIVITY_STATE,
} from '@sc/contract/activities.ts';
import type { GiftView, giftInput } from '@sc/contract/calls/gift.ts';
import { type GiftIssue, giftIssues } from '@sc/contract/gift.ts';
import type { Locale } from '@sc/contract/locale.ts';
import { and, asc, desc, eq, gt, ilike, inArray, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { newId } from '../../db/ids.ts';
import { containsPattern } from '../../db/like.ts';
import { toNumber } from '../../db/numbers.ts';
import { qualified } from '../../db/qualified.ts';
import { giftActivities, giftMainProducts, products, skus } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { text } from '../../envelope/reply.ts';
import { BizError, notFound } from '../../errors.ts';
import { fieldMessages } from './activity-rules.ts';
import { stateCounts } from './state-counts.ts';
import { windowState } from './window-state.ts';

// Gift activities of a shop (/promotion/gift): made, listed by state, changed while not started,
// stopped. The state is read from the clock in SQL in one place (giftState), as the activities'
// is. Every rule of @sc/contract/gift.ts (giftIssues) is checked against the gift SKU's stock as
// the shop has it now; a product is a main product of one gift activity at a time (a window
// overlapping another's, not stopped, is refused naming the product and the activity), so an order
// line's main goods lead to one gift each.

export type GiftRow = typeof giftActivities.$inferSelect;

/** The state of a gift activity at `now` (the activities' states). */
export function giftState(now: Date): SQL<ActivityState> {
  return windowState(giftActivities, now);
}

/** Correlated by hand on both shop columns. */
const figures = {
  mainCount:
    sql<number>`(select count(*) from gift_main_products p where p.shop_id = ${qualified(giftActivities.shopId)} and p.gift_id = ${qualified(giftActivities.id)})`.mapWith(
      toNumber,
    ),
  orderCount:
    sql<number>`(select count(distinct i.order_id) from order_items i where i.shop_id = ${qualified(giftActivities.shopId)} and i.gift_id = ${qualified(giftActivities.id)})`.mapWith(
      toNumber,
    ),
  giftTitle: sql<string>`coalesce((select p.title from products p where p.shop_id = ${qualified(giftActivities.shopId)} and p.id = ${qualified(giftActivities.giftProductId)}), '')`,
};

type Listed = { gift: GiftRow; state: ActivityState; mainCount: number; orderCount: number; giftTitle: string };

export function presentGift(r: Listed): GiftView {
  const g = r.gift;
  return {
    giftId: g.id,
    name: g.name,
    startTime: g.startAt.toISOString(),
    endTime: g.endAt.toISOString(),
    state: r.state,
    threshold: g.threshold,
    perOrder: g.perOrder,
    mainCount: r.mainCount,
    giftSkuId: String(g.giftSkuId),
    giftTitle: r.giftTitle,
    giftStock: g.stock,
    given: g.given,
    orderCount: r.orderCount,
    stoppedAt: g.stoppedAt?.toISOString() ?? null,
    createdAt: g.createdAt.toISOString(),
  };
}

/** One gift activity of the shop with its state and figures, or not found. */
export async function giftOf(shop: ShopScope, giftId: string, now: Date): Promise<Listed> {
  const [row] = await shop
    .pick(giftActivities, { gift: giftActivities, state: giftState(now), ...figures }, eq(giftActivities.id, giftId))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** The main products of an activity with their titles. Joined by hand on the shop columns. */
export async function giftMainOf(shop: ShopScope, giftId: string) {
  const rows = await shop.tx
    .select({ productId: giftMainProducts.productId, title: products.title, images: products.images })
    .from(giftMainProducts)
    .innerJoin(products, and(eq(products.shopId, giftMainProducts.shopId), eq(products.id, giftMainProducts.productId)))
    .where(shop.where(giftMainProducts, eq(giftMainProducts.giftId, giftId)))
    .orderBy(asc(giftMainProducts.productId));
  return rows.map((r) => ({ productId: String(r.productId), title: r.title, imageUrl: r.images[0] ?? '' }));
}

/** The gift SKU of an activity with its figures; null when the SKU is gone. Joined by hand on the shop columns. */
export async function giftSkuOf(shop: ShopScope, gift: GiftRow) {
  const [r] = await shop.tx
    .select({
      skuId: skus.id,
      productId: skus.productId,
      title: products.title,
      images: products.images,
      specValues: skus.specValues,
      imageUrl: skus.imageUrl,
      salesPrice: skus.price,
      mallStock: skus.stock,
    })
    .from(skus)
    .innerJoin(products, and(eq(products.shopId, skus.shopId), eq(products.id, skus.productId)))
    .where(shop.where(skus, eq(skus.id, gift.giftSkuId)))
    .limit(1);
  if (!r) return null;
  return {
    skuId: String(r.skuId),
    productId: String(r.productId),
    title: r.title,
    specValues: r.specValues,
    imageUrl: r.imageUrl || (r.images[0] ?? ''),
    salesPrice: r.salesPrice / 100,
    mallStock: r.mallStock,
  };
}

export interface GiftData {
  name: string;
  startAt: Date;
  endAt: Date;
  threshold: number;
  perOrder: number;
  mainProductIds: number[];
  giftSkuId: number;
  giftProductId: number;
  stock: number;
}

const time = (s: string) => {
  const ms = Date.parse(s);
  return Number.isNaN(ms) ? null : new Date(ms);
};

const say = (issues: readonly GiftIssue[], locale: Locale) =>
  issues.map((i) => ({ field: i.field, message: text(i.key, locale, i.params) }));

/**
 * Checks a gift activity as sent against the shop's products and SKUs now: every rule of
 * giftIssues and the shop's own (products and the SKU of this shop, the gift on sale); answers it
 * as stored, or refuses with every issue found, each in the request's language.
 */
export async function checkGift(
  shop: ShopScope,
  input: z.output<typeof giftInput>,
  now: Date,
  locale: Locale,
): Promise<GiftData> {
  const startAt = time(input.startTime);
  const endAt = time(input.endTime);
  const mainProductIds = [...new Set(input.mainProductIds.map(Number))].filter(Number.isSafeInteger);
  const refusals: { field: string; message: string }[] = [];

  const mains =
    mainProductIds.length === 0
      ? []
      : await shop.pick(
          products,
          { id: products.id },
          and(inArray(products.id, mainProductIds), isNull(products.deletedAt)),
        );
  const haveMain = new Set(mains.map((m) => m.id));
  const missingMain = mainProductIds.find((id) => !haveMain.has(id));
  if (missingMain !== undefined)
    refusals.push({
      field: 'mainProductIds',
      message: text('giftProductNotFound', locale, { productId: String(missingMain) }),
    });

  const skuId = Number(input.giftSkuId);
  // Joined by hand on the shop columns: a SKU and its product are one shop's.
  const [sku] = Number.isSafeInteger(skuId)
    ? await shop.tx
        .select({
          id: skus.id,
          productId: skus.productId,
          stock: skus.stock,
          status: products.status,
          deletedAt: products.deletedAt,
          purgedAt: products.purgedAt,
        })
        .from(skus)
        .innerJoin(products, and(eq(products.shopId, skus.shopId), eq(products.id, skus.productId)))
        .where(shop.where(skus, eq(skus.id, skuId)))
        .limit(1)
    : [];
  if (!sku) refusals.push({ field: 'giftSkuId', message: text('giftSkuNotFound', locale, { skuId: input.giftSkuId }) });
  else if (sku.deletedAt || sku.purgedAt || sku.status !== 'on_sale')
    refusals.push({ field: 'giftSkuId', message: text('giftSkuNotOnSale', locale, { skuId: input.giftSkuId }) });

  const issues = giftIssues(
    {
      name: input.name,
      startAt,
      endAt,
      mainProductIds: mainProductIds.map(String),
      // A SKU not found has no figures: only its own refusal is said.
      gift: sku ? { skuId: input.giftSkuId, stock: input.giftStock, mallStock: sku.stock } : null,
      threshold: input.threshold,
      perOrder: input.perOrder,
    },
    now,
  ).filter((i) => sku || i.field !== 'giftSkuId');
  refusals.push(...say(issues, locale));
  if (refusals.length > 0 || !startAt || !endAt || !sku) throw fieldMessages(refusals);
  return {
    name: input.name.trim(),
    startAt,
    endAt,
    threshold: input.threshold,
    perOrder: input.perOrder,
    mainProductIds,
    giftSkuId: sku.id,
    giftProductId: sku.productId,
    stock: input.giftStock,
  };
}

/**
 * Refuses main products already main products of another activity (not stopped, not `except`)
 * whose window overlaps, naming the product and the activity. A transaction-scoped advisory lock
 * per shop orders two saves of the same shop, so two overlapping activities cannot both take one.
 */
async function refuseTaken(shop: ShopScope, data: GiftData, except: string | null, locale: Locale) {
  await shop.tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`gift:${shop.shopId}`}))`);
  const taken = await shop.tx
    .select({ productId: giftMainProducts.productId, name: giftActivities.name })
    .from(giftMainProducts)
    .innerJoin(
      giftActivities,
      and(eq(giftActivities.shopId, giftMainProducts.shopId), eq(giftActivities.id, giftMainProducts.giftId)),
    )
    .where(
      shop.where(
        giftMainProducts,
        inArray(giftMainProducts.productId, data.mainProductIds),
        isNull(giftActivities.stoppedAt),
        lt(giftActivities.startAt, data.endAt),
        gt(giftActivities.endAt, data.startAt),
        except ? ne(giftMainProducts.giftId, except) : undefined,
      ),
    )
    .orderBy(asc(giftMainProducts.productId));
  if (taken.length === 0) return;
  throw fieldMessages(
    taken.map((t) => ({
      field: 'mainProductIds',
      message: text('giftMainTaken', locale, { productId: String(t.productId), name: t.name }),
    })),
  );
}

async function writeMain(shop: ShopScope, giftId: string, data: GiftData) {
  await shop.delete(giftMainProducts, eq(giftMainProducts.giftId, giftId));
  await shop.insert(
    giftMainProducts,
    data.mainProductIds.map((productId) => ({ giftId, productId })),
  );
}

const stored = (d: GiftData) => ({
  name: d.name,
  threshold: d.threshold,
  perOrder: d.perOrder,
  giftSkuId: d.giftSkuId,
  giftProductId: d.giftProductId,
  stock: d.stock,
  startAt: d.startAt,
  endAt: d.endAt,
});

export async function createGift(shop: ShopScope, data: GiftData, userId: string, locale: Locale, now: Date) {
  await refuseTaken(shop, data, null, locale);
  const id = newId();
  await shop.insert(giftActivities, [{ id, ...stored(data), createdBy: userId, createdAt: now, updatedAt: now }]);
  await writeMain(shop, id, data);
  return { giftId: id };
}

/** Locks an activity (ordering a change or stop after any under way) and answers it. */
async function lockGift(shop: ShopScope, giftId: string, now: Date) {
  const [locked] = await shop
    .pick(giftActivities, { id: giftActivities.id }, eq(giftActivities.id, giftId))
    .forUpdate();
  if (!locked) throw notFound();
  return giftOf(shop, giftId, now);
}

export async function modifyGift(shop: ShopScope, giftId: string, data: GiftData, locale: Locale, now: Date) {
  const row = await lockGift(shop, giftId, now);
  if (row.state !== 'not_started') throw new BizError('RULE_VIOLATED', 'giftNotEditable');
  await refuseTaken(shop, data, giftId, locale);
  await shop.update(giftActivities, { ...stored(data), updatedAt: now }, eq(giftActivities.id, giftId));
  await writeMain(shop, giftId, data);
  return { giftId };
}

/** Stops an activity not started or running: orders get no gift from it from now on. */
export async function stopGift(shop: ShopScope, giftId: string, now: Date) {
  const { state } = await lockGift(shop, giftId, now);
  if (!(STOPPABLE_ACTIVITY_STATE as readonly ActivityState[]).includes(state)) {
    throw new BizError('RULE_VIOLATED', 'giftNotStoppable');
  }
  await shop.update(giftActivities, { stoppedAt: now, updatedAt: now }, eq(giftActivities.id, giftId));
  return { giftId, state: 'stopped' as const };
}

export async function listGifts(
  shop: ShopScope,
  input: { tab: ActivityTab; keyword: string; pageNum: number; pageSize: number },
  now: Date,
) {
  const state = giftState(now);
  const keyword = input.keyword ? ilike(giftActivities.name, containsPattern(input.keyword)) : undefined;
  const where = and(input.tab === 'all' ? undefined : sql`${state} = ${input.tab}`, keyword);
  const rows = await shop
    .pick(giftActivities, { gift: giftActivities, state, ...figures }, where)
    .orderBy(desc(giftActivities.createdAt), desc(giftActivities.id))
    .limit(input.pageSize)
    .offset((input.pageNum - 1) * input.pageSize);
  const total = await shop.count(giftActivities, where);
  // Tab counts are of the whole shop: a search narrows the page, not the tabs.
  const tabCounts = await stateCounts(shop, giftActivities, state, ACTIVITY_STATE);
  return {
    list: rows.map(presentGift),
    page: { pageNum: input.pageNum, pageSize: input.pageSize, count: total },
    tabCounts,
  };
}
