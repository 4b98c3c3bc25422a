import {
  ACTIVITY_STATE,
  type ActivityState,
  type ActivityTab,
  STOPPABLE_ACTIVITY_STATE,
} from '@sc/contract/activities.ts';
import { type AddonIssue, addonIssues, addonWarnings } from '@sc/contract/addon.ts';
import type { AddonView, addonInput } from '@sc/contract/calls/addon.ts';
import type { Locale } from '@sc/contract/locale.ts';
import { and, asc, desc, eq, gt, ilike, inArray, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { newId } from '../../db/ids.ts';
import { containsPattern } from '../../db/like.ts';
import { toNumber } from '../../db/numbers.ts';
import { qualified } from '../../db/qualified.ts';
import { addonDeals, addonMainProducts, addonSkus, products, skus } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { text } from '../../envelope/reply.ts';
import { BizError, notFound } from '../../errors.ts';
import { lowestPrice30 } from '../items/index.ts';
import { fieldMessages } from './activity-rules.ts';
import { stateCounts } from './state-counts.ts';
import { windowState } from './window-state.ts';

// Add-on deals of a shop (/promotion/pricincrease): made, listed by state, changed while not
// started, stopped. The state is read from the clock in SQL in one place (addonState), as the
// activities' is. Every rule of @sc/contract/addon.ts (addonIssues) is checked against the SKUs'
// figures as the shop has them now; a SKU is an add-on of one deal at a time (a window overlapping
// another's, not stopped, is refused naming the SKU and the deal).

export type AddonRow = typeof addonDeals.$inferSelect;

/** The state of an add-on deal at `now` (the activities' states). */
export function addonState(now: Date): SQL<ActivityState> {
  return windowState(addonDeals, now);
}

/** Correlated by hand on both shop columns. */
const figures = {
  mainCount:
    sql<number>`(select count(*) from addon_main_products p where p.shop_id = ${qualified(addonDeals.shopId)} and p.addon_id = ${qualified(addonDeals.id)})`.mapWith(
      toNumber,
    ),
  skuCount:
    sql<number>`(select count(*) from addon_skus s where s.shop_id = ${qualified(addonDeals.shopId)} and s.addon_id = ${qualified(addonDeals.id)})`.mapWith(
      toNumber,
    ),
  sold: sql<number>`(select coalesce(sum(s.sold), 0) from addon_skus s where s.shop_id = ${qualified(addonDeals.shopId)} and s.addon_id = ${qualified(addonDeals.id)})`.mapWith(
    toNumber,
  ),
  orderLines:
    sql<number>`(select count(*) from order_items i where i.shop_id = ${qualified(addonDeals.shopId)} and i.addon_id = ${qualified(addonDeals.id)})`.mapWith(
      toNumber,
    ),
};

type Listed = {
  addon: AddonRow;
  state: ActivityState;
  mainCount: number;
  skuCount: number;
  sold: number;
  orderLines: number;
};

const baht = (satang: number) => satang / 100;

export function presentAddon(r: Listed): AddonView {
  const a = r.addon;
  return {
    addonId: a.id,
    name: a.name,
    startTime: a.startAt.toISOString(),
    endTime: a.endAt.toISOString(),
    state: r.state,
    perOrder: a.perOrder,
    mainCount: r.mainCount,
    skuCount: r.skuCount,
    sold: r.sold,
    orderLines: r.orderLines,
    stoppedAt: a.stoppedAt?.toISOString() ?? null,
    createdAt: a.createdAt.toISOString(),
  };
}

/** One add-on deal of the shop with its state and figures, or not found. */
export async function addonOf(shop: ShopScope, addonId: string, now: Date): Promise<Listed> {
  const [row] = await shop
    .pick(addonDeals, { addon: addonDeals, state: addonState(now), ...figures }, eq(addonDeals.id, addonId))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** The main products of a deal with their titles. Joined by hand on the shop columns. */
export async function addonMainOf(shop: ShopScope, addonId: string) {
  const rows = await shop.tx
    .select({ productId: addonMainProducts.productId, title: products.title, images: products.images })
    .from(addonMainProducts)
    .innerJoin(
      products,
      and(eq(products.shopId, addonMainProducts.shopId), eq(products.id, addonMainProducts.productId)),
    )
    .where(shop.where(addonMainProducts, eq(addonMainProducts.addonId, addonId)))
    .orderBy(asc(addonMainProducts.productId));
  return rows.map((r) => ({ productId: String(r.productId), title: r.title, imageUrl: r.images[0] ?? '' }));
}

/** The add-on SKUs of a deal with their figures. Joined by hand on the shop columns. */
export async function addonSkusOf(shop: ShopScope, addonId: string, now: Date) {
  const rows = await shop.tx
    .select({
      a: addonSkus,
      title: products.title,
      images: products.images,
      specValues: skus.specValues,
      imageUrl: skus.imageUrl,
      salesPrice: skus.price,
      mallStock: skus.stock,
      lowest: lowestPrice30(now),
    })
    .from(addonSkus)
    .innerJoin(skus, and(eq(skus.shopId, addonSkus.shopId), eq(skus.id, addonSkus.skuId)))
    .innerJoin(products, and(eq(products.shopId, addonSkus.shopId), eq(products.id, addonSkus.productId)))
    .where(shop.where(addonSkus, eq(addonSkus.addonId, addonId)))
    .orderBy(asc(addonSkus.skuId));
  return rows.map((r) => ({
    skuId: String(r.a.skuId),
    productId: String(r.a.productId),
    title: r.title,
    specValues: r.specValues,
    imageUrl: r.imageUrl || (r.images[0] ?? ''),
    price: baht(r.a.price),
    salesPrice: baht(r.salesPrice),
    mallStock: r.mallStock,
    lowestPrice30: baht(r.lowest),
    stock: r.a.stock,
    sold: r.a.sold,
  }));
}

export interface AddonData {
  name: string;
  startAt: Date;
  endAt: Date;
  perOrder: number;
  mainProductIds: number[];
  skus: { skuId: number; productId: number; price: number; stock: number }[];
  /** The price check's warnings in the request's language. */
  warnings: string[];
}

const time = (s: string) => {
  const ms = Date.parse(s);
  return Number.isNaN(ms) ? null : new Date(ms);
};

const say = (issues: readonly AddonIssue[], locale: Locale) =>
  issues.map((i) => ({ field: i.field, message: text(i.key, locale, i.params) }));

/**
 * Checks an add-on deal as sent against the shop's products and SKUs now: every rule of
 * addonIssues and the shop's own (products and SKUs of this shop, on sale); answers it as stored
 * with its warnings, or refuses with every issue found, each in the request's language.
 */
export async function checkAddon(
  shop: ShopScope,
  input: z.output<typeof addonInput>,
  now: Date,
  locale: Locale,
): Promise<AddonData> {
  const startAt = time(input.startTime);
  const endAt = time(input.endTime);
  const mainProductIds = [...new Set(input.mainProductIds.map(Number))].filter(Number.isSafeInteger);
  const skuIds = input.skus.map((s) => Number(s.skuId)).filter(Number.isSafeInteger);
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
      message: text('addonProductNotFound', locale, { productId: String(missingMain) }),
    });

  // Joined by hand on the shop columns: a SKU and its product are one shop's.
  const found =
    skuIds.length === 0
      ? []
      : await shop.tx
          .select({
            id: skus.id,
            productId: skus.productId,
            price: skus.price,
            stock: skus.stock,
            lowest: lowestPrice30(now),
            status: products.status,
            deletedAt: products.deletedAt,
            purgedAt: products.purgedAt,
          })
          .from(skus)
          .innerJoin(products, and(eq(products.shopId, skus.shopId), eq(products.id, skus.productId)))
          .where(shop.where(skus, inArray(skus.id, skuIds)));
  const skuById = new Map(found.map((f) => [f.id, f]));
  const drafts = input.skus.map((s, i) => {
    const sku = skuById.get(Number(s.skuId));
    if (!sku)
      refusals.push({ field: `skus.${i}.skuId`, message: text('addonSkuNotFound', locale, { skuId: s.skuId }) });
    else if (sku.deletedAt || sku.purgedAt || sku.status !== 'on_sale')
      refusals.push({ field: `skus.${i}.skuId`, message: text('addonSkuNotOnSale', locale, { skuId: s.skuId }) });
    return {
      skuId: s.skuId,
      productId: String(sku?.productId ?? ''),
      price: s.price,
      stock: s.stock,
      salesPrice: sku?.price ?? 0,
      mallStock: sku?.stock ?? 0,
      lowest30: sku?.lowest ?? null,
    };
  });
  // The figures of a SKU not found are no figures: only its own refusal is said.
  const known = drafts.filter((d) => d.productId !== '');
  const draft = {
    name: input.name,
    startAt,
    endAt,
    perOrder: input.perOrder,
    mainProductIds: mainProductIds.map(String),
    skus: drafts,
  };
  const issues = addonIssues(draft, now).filter((i) => {
    const m = /^skus\.(\d+)\./.exec(i.field);
    return !m || drafts[Number(m[1])]?.productId !== '';
  });
  refusals.push(...say(issues, locale));
  if (refusals.length > 0 || !startAt || !endAt) throw fieldMessages(refusals);
  return {
    name: input.name.trim(),
    startAt,
    endAt,
    perOrder: input.perOrder,
    mainProductIds,
    skus: known.map((d) => ({
      skuId: Number(d.skuId),
      productId: Number(d.productId),
      price: d.price,
      stock: d.stock,
    })),
    warnings: addonWarnings({ skus: drafts }).map((w) => text(w.key, locale, w.params)),
  };
}

/**
 * Refuses add-on SKUs already add-ons of another deal (not stopped, not `except`) whose window
 * overlaps, naming the SKU and the deal. A transaction-scoped advisory lock per shop orders two
 * saves of the same shop, so two overlapping deals cannot both take a SKU.
 */
async function refuseTaken(shop: ShopScope, data: AddonData, except: string | null, locale: Locale) {
  await shop.tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`addon:${shop.shopId}`}))`);
  const ids = data.skus.map((s) => s.skuId);
  const taken = await shop.tx
    .select({ skuId: addonSkus.skuId, name: addonDeals.name })
    .from(addonSkus)
    .innerJoin(addonDeals, and(eq(addonDeals.shopId, addonSkus.shopId), eq(addonDeals.id, addonSkus.addonId)))
    .where(
      shop.where(
        addonSkus,
        inArray(addonSkus.skuId, ids),
        isNull(addonDeals.stoppedAt),
        lt(addonDeals.startAt, data.endAt),
        gt(addonDeals.endAt, data.startAt),
        except ? ne(addonSkus.addonId, except) : undefined,
      ),
    )
    .orderBy(asc(addonSkus.skuId));
  if (taken.length === 0) return;
  throw fieldMessages(
    taken.map((t) => ({
      field: `skus.${ids.indexOf(t.skuId)}.skuId`,
      message: text('addonSkuTaken', locale, { skuId: String(t.skuId), name: t.name }),
    })),
  );
}

async function writeParts(shop: ShopScope, addonId: string, data: AddonData) {
  await shop.delete(addonMainProducts, eq(addonMainProducts.addonId, addonId));
  await shop.delete(addonSkus, eq(addonSkus.addonId, addonId));
  await shop.insert(
    addonMainProducts,
    data.mainProductIds.map((productId) => ({ addonId, productId })),
  );
  await shop.insert(
    addonSkus,
    data.skus.map((s) => ({ addonId, ...s })),
  );
}

const stored = (d: AddonData) => ({ name: d.name, perOrder: d.perOrder, startAt: d.startAt, endAt: d.endAt });

export async function createAddon(shop: ShopScope, data: AddonData, userId: string, locale: Locale, now: Date) {
  await refuseTaken(shop, data, null, locale);
  const id = newId();
  await shop.insert(addonDeals, [{ id, ...stored(data), createdBy: userId, createdAt: now, updatedAt: now }]);
  await writeParts(shop, id, data);
  return { addonId: id, warnings: data.warnings };
}

/** Locks a deal (ordering a change or stop after any under way) and answers it. */
async function lockAddon(shop: ShopScope, addonId: string, now: Date) {
  const [locked] = await shop.pick(addonDeals, { id: addonDeals.id }, eq(addonDeals.id, addonId)).forUpdate();
  if (!locked) throw notFound();
  return addonOf(shop, addonId, now);
}

export async function modifyAddon(shop: ShopScope, addonId: string, data: AddonData, locale: Locale, now: Date) {
  const row = await lockAddon(shop, addonId, now);
  if (row.state !== 'not_started') throw new BizError('RULE_VIOLATED', 'addonNotEditable');
  await refuseTaken(shop, data, addonId, locale);
  await shop.update(addonDeals, { ...stored(data), updatedAt: now }, eq(addonDeals.id, addonId));
  await writeParts(shop, addonId, data);
  return { addonId, warnings: data.warnings };
}

/** Stops a deal not started or running: its add-on SKUs sell at their list price from now on. */
export async function stopAddon(shop: ShopScope, addonId: string, now: Date) {
  const { state } = await lockAddon(shop, addonId, now);
  if (!(STOPPABLE_ACTIVITY_STATE as readonly ActivityState[]).includes(state)) {
    throw new BizError('RULE_VIOLATED', 'addonNotStoppable');
  }
  await shop.update(addonDeals, { stoppedAt: now, updatedAt: now }, eq(addonDeals.id, addonId));
  return { addonId, state: 'stopped' as const };
}

export async function listAddons(
  shop: ShopScope,
  input: { tab: ActivityTab; keyword: string; pageNum: number; pageSize: number },
  now: Date,
) {
  const state = addonState(now);
  const keyword = input.keyword ? ilike(addonDeals.name, containsPattern(input.keyword)) : undefined;
  const where = and(input.tab === 'all' ? undefined : sql`${state} = ${input.tab}`, keyword);
  const rows = await shop
    .pick(addonDeals, { addon: addonDeals, state, ...figures }, where)
    .orderBy(desc(addonDeals.createdAt), desc(addonDeals.id))
    .limit(input.pageSize)
    .offset((input.pageNum - 1) * input.pageSize);
  const total = await shop.count(addonDeals, where);
  // Tab counts are of the whole shop: a search narrows the page, not the tabs.
  const tabCounts = await stateCounts(shop, addonDeals, state, ACTIVITY_STATE);
  return {
    list: rows.map(presentAddon),
    page: { pageNum: input.pageNum, pageSize: input.pageSize, count: total },
    tabCounts,
  };
}
