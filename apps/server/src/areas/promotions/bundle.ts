import {
  ACTIVITY_STATE,
  type ActivityState,
  type ActivityTab,
  STOPPABLE_ACTIVITY_STATE,
} from '@sc/contract/activities.ts';
import {
  type BundleIssue,
  type BundleRole,
  bundleIssues,
  bundleWarnings,
  sayBundleIssue,
} from '@sc/contract/bundle.ts';
import type { BundleView, bundleInput } from '@sc/contract/calls/bundle.ts';
import type { Locale } from '@sc/contract/locale.ts';
import { and, asc, desc, eq, gt, ilike, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { newId } from '../../db/ids.ts';
import { containsPattern } from '../../db/like.ts';
import { toNumber } from '../../db/numbers.ts';
import { bundleItems, bundles, products, skus } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { text } from '../../envelope/reply.ts';
import { BizError, notFound } from '../../errors.ts';
import { fieldMessages } from './activity-rules.ts';
import { stateCounts } from './state-counts.ts';
import { windowState } from './window-state.ts';

// Bundles of a shop (/promotion/setmeal): made, listed by state, changed while not started,
// stopped. The state is read from the clock in SQL in one place (bundleState), as the activities'
// is. Every rule of @sc/contract/bundle.ts (bundleIssues, with the shared price check) is checked
// against the SKUs' figures as the shop has them now; a SKU is in one bundle at a time (a window
// overlapping another's, not stopped, is refused naming the SKU and the bundle).

export type BundleRow = typeof bundles.$inferSelect;

/** The state of a bundle at `now` (the activities' states). */
export function bundleState(now: Date): SQL<ActivityState> {
  return windowState(bundles, now);
}

// Correlated by hand on both shop columns, named with their table: a single-table select leaves
// its columns unqualified, which the subqueries' own shop_id and id would shadow.
const outer = sql.raw('"bundles"."shop_id" = i.shop_id and "bundles"."id" = i.bundle_id');
const figures = {
  mainCount: sql<number>`(select count(*) from bundle_items i where ${outer} and i.role = 'main')`.mapWith(toNumber),
  addonCount: sql<number>`(select count(*) from bundle_items i where ${outer} and i.role = 'addon')`.mapWith(toNumber),
  combined:
    sql<number>`(select coalesce(sum(k.price * i.quantity), 0) from bundle_items i join skus k on k.shop_id = i.shop_id and k.id = i.sku_id where ${outer})`.mapWith(
      toNumber,
    ),
};

type Listed = { bundle: BundleRow; state: ActivityState; mainCount: number; addonCount: number; combined: number };

const baht = (satang: number) => satang / 100;

export function presentBundle(r: Listed): BundleView {
  const b = r.bundle;
  return {
    bundleId: b.id,
    name: b.name,
    startTime: b.startAt.toISOString(),
    endTime: b.endAt.toISOString(),
    state: r.state,
    packagePrice: baht(b.packagePrice),
    combinedPrice: baht(r.combined),
    mainCount: r.mainCount,
    addonCount: r.addonCount,
    stock: b.stock,
    sold: b.sold,
    stoppedAt: b.stoppedAt?.toISOString() ?? null,
    createdAt: b.createdAt.toISOString(),
  };
}

/** One bundle of the shop with its state and figures, or not found. */
export async function bundleOf(shop: ShopScope, bundleId: string, now: Date): Promise<Listed> {
  const [row] = await shop
    .pick(bundles, { bundle: bundles, state: bundleState(now), ...figures }, eq(bundles.id, bundleId))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** The items of a bundle with their SKU figures, mains first. Joined by hand on the shop columns. */
export async function bundleItemsOf(shop: ShopScope, bundleId: string) {
  const rows = await shop.tx
    .select({
      i: bundleItems,
      title: products.title,
      images: products.images,
      specValues: skus.specValues,
      imageUrl: skus.imageUrl,
      salesPrice: skus.price,
      marketPrice: skus.marketPrice,
      purchasePrice: skus.purchasePrice,
      mallStock: skus.stock,
    })
    .from(bundleItems)
    .innerJoin(skus, and(eq(skus.shopId, bundleItems.shopId), eq(skus.id, bundleItems.skuId)))
    .innerJoin(products, and(eq(products.shopId, bundleItems.shopId), eq(products.id, bundleItems.productId)))
    .where(shop.where(bundleItems, eq(bundleItems.bundleId, bundleId)))
    .orderBy(desc(bundleItems.role), asc(bundleItems.skuId));
  return rows.map((r) => ({
    skuId: String(r.i.skuId),
    productId: String(r.i.productId),
    role: r.i.role as BundleRole,
    quantity: r.i.quantity,
    title: r.title,
    specValues: r.specValues,
    imageUrl: r.imageUrl || (r.images[0] ?? ''),
    salesPrice: baht(r.salesPrice),
    marketPrice: baht(r.marketPrice),
    purchasePrice: baht(r.purchasePrice),
    mallStock: r.mallStock,
  }));
}

export interface BundleData {
  name: string;
  startAt: Date;
  endAt: Date;
  packagePrice: number;
  stock: number;
  items: { skuId: number; productId: number; role: BundleRole; quantity: number }[];
  /** The bundle's warnings in the request's language. */
  warnings: string[];
}

const time = (s: string) => {
  const ms = Date.parse(s);
  return Number.isNaN(ms) ? null : new Date(ms);
};

const say = (issues: readonly BundleIssue[], locale: Locale) =>
  issues.map((i) => ({ field: i.field, message: sayBundleIssue(i, locale) }));

/**
 * Checks a bundle as sent against the shop's SKUs now: every rule of bundleIssues (the shared
 * price check among them) and the shop's own (SKUs of this shop, on sale); answers it as stored
 * with its warnings, or refuses with every issue found, each in the request's language.
 */
export async function checkBundle(
  shop: ShopScope,
  input: z.output<typeof bundleInput>,
  now: Date,
  locale: Locale,
): Promise<BundleData> {
  const startAt = time(input.startTime);
  const endAt = time(input.endTime);
  const skuIds = input.items.map((s) => Number(s.skuId)).filter(Number.isSafeInteger);
  const refusals: { field: string; message: string }[] = [];
  // Joined by hand on the shop columns: a SKU and its product are one shop's.
  const found =
    skuIds.length === 0
      ? []
      : await shop.tx
          .select({
            id: skus.id,
            productId: skus.productId,
            price: skus.price,
            marketPrice: skus.marketPrice,
            purchasePrice: skus.purchasePrice,
            stock: skus.stock,
            status: products.status,
            deletedAt: products.deletedAt,
            purgedAt: products.purgedAt,
          })
          .from(skus)
          .innerJoin(products, and(eq(products.shopId, skus.shopId), eq(products.id, skus.productId)))
          .where(shop.where(skus, inArray(skus.id, skuIds)));
  const skuById = new Map(found.map((f) => [f.id, f]));
  const drafts = input.items.map((s, i) => {
    const sku = skuById.get(Number(s.skuId));
    if (!sku)
      refusals.push({ field: `items.${i}.skuId`, message: text('bundleSkuNotFound', locale, { skuId: s.skuId }) });
    else if (sku.deletedAt || sku.purgedAt || sku.status !== 'on_sale')
      refusals.push({ field: `items.${i}.skuId`, message: text('bundleSkuNotOnSale', locale, { skuId: s.skuId }) });
    return {
      skuId: s.skuId,
      productId: String(sku?.productId ?? ''),
      role: s.role,
      quantity: s.quantity,
      salesPrice: sku?.price ?? 0,
      // A SKU not found has no figures: only its own refusal is said, not a missing reference price.
      marketPrice: sku ? sku.marketPrice : 1,
      purchasePrice: sku?.purchasePrice ?? 0,
      mallStock: sku?.stock ?? 0,
    };
  });
  const draft = {
    name: input.name,
    startAt,
    endAt,
    packagePrice: input.packagePrice,
    stock: input.stock,
    items: drafts,
  };
  refusals.push(...say(bundleIssues(draft, now), locale));
  if (refusals.length > 0 || !startAt || !endAt) throw fieldMessages(refusals);
  return {
    name: input.name.trim(),
    startAt,
    endAt,
    packagePrice: input.packagePrice,
    stock: input.stock,
    items: drafts.map((d) => ({
      skuId: Number(d.skuId),
      productId: Number(d.productId),
      role: d.role,
      quantity: d.quantity,
    })),
    warnings: say(bundleWarnings(draft), locale).map((w) => w.message),
  };
}

/**
 * Refuses SKUs already in another bundle (not stopped, not `except`) whose window overlaps, naming
 * the SKU and the bundle. A transaction-scoped advisory lock per shop orders two saves of the same
 * shop, so two overlapping bundles cannot both take a SKU.
 */
async function refuseTaken(shop: ShopScope, data: BundleData, except: string | null, locale: Locale) {
  await shop.tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`bundle:${shop.shopId}`}))`);
  const ids = data.items.map((s) => s.skuId);
  const taken = await shop.tx
    .select({ skuId: bundleItems.skuId, name: bundles.name })
    .from(bundleItems)
    .innerJoin(bundles, and(eq(bundles.shopId, bundleItems.shopId), eq(bundles.id, bundleItems.bundleId)))
    .where(
      shop.where(
        bundleItems,
        inArray(bundleItems.skuId, ids),
        sql`${bundles.stoppedAt} is null`,
        lt(bundles.startAt, data.endAt),
        gt(bundles.endAt, data.startAt),
        except ? ne(bundleItems.bundleId, except) : undefined,
      ),
    )
    .orderBy(asc(bundleItems.skuId));
  if (taken.length === 0) return;
  throw fieldMessages(
    taken.map((t) => ({
      field: `items.${ids.indexOf(t.skuId)}.skuId`,
      message: text('bundleSkuTaken', locale, { skuId: String(t.skuId), name: t.name }),
    })),
  );
}

async function writeItems(shop: ShopScope, bundleId: string, data: BundleData) {
  await shop.delete(bundleItems, eq(bundleItems.bundleId, bundleId));
  await shop.insert(
    bundleItems,
    data.items.map((s) => ({ bundleId, ...s })),
  );
}

const stored = (d: BundleData) => ({
  name: d.name,
  packagePrice: d.packagePrice,
  stock: d.stock,
  startAt: d.startAt,
  endAt: d.endAt,
});

export async function createBundle(shop: ShopScope, data: BundleData, userId: string, locale: Locale, now: Date) {
  await refuseTaken(shop, data, null, locale);
  const id = newId();
  await shop.insert(bundles, [{ id, ...stored(data), createdBy: userId, createdAt: now, updatedAt: now }]);
  await writeItems(shop, id, data);
  return { bundleId: id, warnings: data.warnings };
}

/** Locks a bundle (ordering a change or stop after any under way) and answers it. */
async function lockBundle(shop: ShopScope, bundleId: string, now: Date) {
  const [locked] = await shop.pick(bundles, { id: bundles.id }, eq(bundles.id, bundleId)).forUpdate();
  if (!locked) throw notFound();
  return bundleOf(shop, bundleId, now);
}

export async function modifyBundle(shop: ShopScope, bundleId: string, data: BundleData, locale: Locale, now: Date) {
  const row = await lockBundle(shop, bundleId, now);
  if (row.state !== 'not_started') throw new BizError('RULE_VIOLATED', 'bundleNotEditable');
  await refuseTaken(shop, data, bundleId, locale);
  await shop.update(bundles, { ...stored(data), updatedAt: now }, eq(bundles.id, bundleId));
  await writeItems(shop, bundleId, data);
  return { bundleId, warnings: data.warnings };
}

/** Stops a bundle not started or running: its items sell at their own prices from now on. */
export async function stopBundle(shop: ShopScope, bundleId: string, now: Date) {
  const { state } = await lockBundle(shop, bundleId, now);
  if (!(STOPPABLE_ACTIVITY_STATE as readonly ActivityState[]).includes(state)) {
    throw new BizError('RULE_VIOLATED', 'bundleNotStoppable');
  }
  await shop.update(bundles, { stoppedAt: now, updatedAt: now }, eq(bundles.id, bundleId));
  return { bundleId, state: 'stopped' as const };
}

export async function listBundles(
  shop: ShopScope,
  input: { tab: ActivityTab; keyword: string; pageNum: number; pageSize: number },
  now: Date,
) {
  const state = bundleState(now);
  const keyword = input.keyword ? ilike(bundles.name, containsPattern(input.keyword)) : undefined;
  const where = and(input.tab === 'all' ? undefined : sql`${state} = ${input.tab}`, keyword);
  const rows = await shop
    .pick(bundles, { bundle: bundles, state, ...figures }, where)
    .orderBy(desc(bundles.createdAt), desc(bundles.id))
    .limit(input.pageSize)
    .offset((input.pageNum - 1) * input.pageSize);
  const total = await shop.count(bundles, where);
  // Tab counts are of the whole shop: a search narrows the page, not the tabs.
  const tabCounts = await stateCounts(shop, bundles, state, ACTIVITY_STATE);
  return {
    list: rows.map(presentBundle),
    page: { pageNum: input.pageNum, pageSize: input.pageSize, count: total },
    tabCounts,
  };
}
