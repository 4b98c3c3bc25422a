import { ACTIVITY_MAX_PRODUCTS } from '@sc/contract/activities.ts';
import type { PromoteCandidate, promoteItemCandidates, promoteSkuInput } from '@sc/contract/calls/activities.ts';
import type { CallPayload } from '@sc/contract/define-call.ts';
import type { Locale } from '@sc/contract/locale.ts';
import { checkActivitySku } from '@sc/contract/validators/activity-price.ts';
import { formatValidatorMessage } from '@sc/contract/validators/messages.ts';
import { and, asc, desc, eq, gt, ilike, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { containsPattern } from '../../db/like.ts';
import { activities, activitySkus, products, skus } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { text } from '../../envelope/reply.ts';
import { notFound } from '../../errors.ts';
import { lowestPrice30 } from '../items/index.ts';
import { lockNotStarted } from './activities.ts';
import { fieldMessages } from './activity-rules.ts';

// The products and prices of an activity (/promotion/selectactiveitem/{id}): the picker's
// candidates, adding or changing SKUs under the price check, and taking them out, all while the
// activity has not started.

const baht = (satang: number) => satang / 100;

/** The shop's products the picker offers: by title, or by SPU or SKU ids; newest first. */
export async function promoteCandidates(
  shop: ShopScope,
  input: CallPayload<typeof promoteItemCandidates>,
  now: Date,
): Promise<{ list: PromoteCandidate[]; page: { pageNum: number; pageSize: number; count: number } }> {
  const ids = input.ids.map(Number).filter(Number.isSafeInteger);
  const { pageNum, pageSize } = input.page;
  // Ids that cannot name any product find nothing (rather than everything).
  if (input.ids.length > 0 && ids.length === 0) return { list: [], page: { pageNum, pageSize, count: 0 } };
  const byIds =
    ids.length > 0
      ? or(
          inArray(products.id, ids),
          // SKU ids: the products that hold them (the SKU's shop is the product's).
          inArray(products.id, shop.pick(skus, { id: skus.productId }, inArray(skus.id, ids))),
        )
      : undefined;
  const where = and(
    eq(products.status, 'on_sale'),
    isNull(products.deletedAt),
    isNull(products.purgedAt),
    input.keyword ? ilike(products.title, containsPattern(input.keyword)) : undefined,
    byIds,
  );
  const rows = await shop
    .pick(products, { id: products.id, title: products.title, images: products.images }, where)
    .orderBy(desc(products.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  const count = await shop.count(products, where);
  const productIds = rows.map((r) => r.id);
  const skuRows =
    productIds.length === 0
      ? []
      : await shop
          .pick(
            skus,
            {
              id: skus.id,
              productId: skus.productId,
              specValues: skus.specValues,
              price: skus.price,
              marketPrice: skus.marketPrice,
              stock: skus.stock,
              reserved: skus.reserved,
              purchasePrice: skus.purchasePrice,
              lowest: lowestPrice30(now),
            },
            inArray(skus.productId, productIds),
          )
          .orderBy(asc(skus.productId), asc(skus.sort), asc(skus.id));
  return {
    list: rows.map((p) => ({
      productId: String(p.id),
      title: p.title,
      imageUrl: p.images[0] ?? '',
      skus: skuRows
        .filter((s) => s.productId === p.id)
        .map((s) => ({
          skuId: String(s.id),
          specValues: s.specValues,
          salesPrice: baht(s.price),
          marketPrice: baht(s.marketPrice),
          mallStock: s.stock,
          reserved: s.reserved,
          lowestPrice30: baht(s.lowest),
          purchasePrice: s.purchasePrice > 0 ? baht(s.purchasePrice) : null,
        })),
    })),
    page: { pageNum, pageSize, count },
  };
}

type SkuIn = z.output<typeof promoteSkuInput>;

/**
 * Adds SKUs to an activity not yet started or changes their price, stock and per-buyer limit. Every
 * SKU passes the price check (or skips it with bolSkipCheck y); one failure refuses the call with
 * every failure found, each naming its SKU, and nothing is written.
 */
export async function maintainActivitySkus(
  shop: ShopScope,
  activityId: string,
  input: readonly SkuIn[],
  now: Date,
  locale: Locale,
) {
  const { activity } = await lockNotStarted(shop, activityId, now);
  // The last entry of a SKU named twice wins.
  const wanted = new Map<number, { row: SkuIn; index: number }>();
  input.forEach((row, index) => {
    const id = Number(row.skuId);
    if (!Number.isSafeInteger(id)) throw notFound();
    wanted.set(id, { row, index });
  });
  const ids = [...wanted.keys()];
  // Joined by hand on the shop columns: a SKU and its product are one shop's.
  const found = await shop.tx
    .select({
      id: skus.id,
      productId: skus.productId,
      price: skus.price,
      stock: skus.stock,
      reserved: skus.reserved,
      purchasePrice: skus.purchasePrice,
      lowest: lowestPrice30(now),
      status: products.status,
      deletedAt: products.deletedAt,
      purgedAt: products.purgedAt,
    })
    .from(skus)
    .innerJoin(products, and(eq(products.shopId, skus.shopId), eq(products.id, skus.productId)))
    .where(shop.where(skus, inArray(skus.id, ids)));
  if (found.length !== ids.length) throw notFound();

  const errors: { field: string; message: string }[] = [];
  const warnings: string[] = [];
  for (const sku of found) {
    const { row, index } = wanted.get(sku.id) ?? { row: undefined, index: 0 };
    if (!row) continue;
    const skuId = String(sku.id);
    if (sku.deletedAt || sku.purgedAt || sku.status === 'halted') {
      errors.push({ field: `skus.${index}.skuId`, message: text('activitySkuNotOnSale', locale, { skuId }) });
      continue;
    }
    const check = checkActivitySku({
      skuId,
      activityPrice: row.amtPromotion,
      salesPrice: sku.price,
      mallStock: sku.stock,
      reserved: sku.reserved,
      activityStock: row.activityStock,
      lowest30: sku.lowest,
      bolSkipCheck: row.bolSkipCheck,
      purchasePrice: sku.purchasePrice,
    });
    for (const e of check.errors) {
      const field = e.key.startsWith('activitySkuStock') ? 'activityStock' : 'amtPromotion';
      errors.push({ field: `skus.${index}.${field}`, message: formatValidatorMessage(e.key, locale, e.params) });
    }
    for (const w of check.warnings) warnings.push(formatValidatorMessage(w.key, locale, w.params));
  }

  // A SKU takes one activity price at a time: none in another activity, not stopped, whose window
  // overlaps this one. Joined by hand on the shop columns.
  const clashes = await shop.tx
    .select({ skuId: activitySkus.skuId, name: activities.name })
    .from(activitySkus)
    .innerJoin(activities, and(eq(activities.shopId, activitySkus.shopId), eq(activities.id, activitySkus.activityId)))
    .where(
      shop.where(
        activitySkus,
        inArray(activitySkus.skuId, ids),
        ne(activitySkus.activityId, activityId),
        isNull(activities.stoppedAt),
        lt(activities.startAt, activity.endAt),
        gt(activities.endAt, activity.startAt),
      ),
    );
  for (const c of clashes) {
    const index = wanted.get(c.skuId)?.index ?? 0;
    errors.push({
      field: `skus.${index}.skuId`,
      message: text('activitySkuInOther', locale, { skuId: String(c.skuId), name: c.name }),
    });
  }

  const held = await shop.pick(
    activitySkus,
    { productId: activitySkus.productId },
    eq(activitySkus.activityId, activityId),
  );
  const productIds = new Set([...held.map((h) => h.productId), ...found.map((f) => f.productId)]);
  if (productIds.size > ACTIVITY_MAX_PRODUCTS) {
    errors.push({ field: 'skus', message: text('activityTooManyProducts', locale, { max: ACTIVITY_MAX_PRODUCTS }) });
  }
  if (errors.length > 0) throw fieldMessages(errors);

  const productOf = new Map(found.map((f) => [f.id, f.productId]));
  await shop
    .insert(
      activitySkus,
      [...wanted].map(([id, { row }]) => ({
        activityId,
        skuId: id,
        productId: productOf.get(id) ?? 0,
        price: row.amtPromotion,
        stock: row.activityStock,
        perBuyer: row.perBuyer,
        skipCheck: row.bolSkipCheck === 'y',
      })),
    )
    .onConflictDoUpdate({
      target: [activitySkus.shopId, activitySkus.activityId, activitySkus.skuId],
      set: {
        price: sql`excluded.price`,
        stock: sql`excluded.stock`,
        perBuyer: sql`excluded.per_buyer`,
        skipCheck: sql`excluded.skip_check`,
      },
    });
  await shop.update(activities, { updatedAt: now }, eq(activities.id, activityId));
  return { activityId, ...(await sizeOf(shop, activityId)), warnings };
}

async function sizeOf(shop: ShopScope, activityId: string) {
  const rows = await shop.pick(
    activitySkus,
    { productId: activitySkus.productId },
    eq(activitySkus.activityId, activityId),
  );
  return { productCount: new Set(rows.map((r) => r.productId)).size, skuCount: rows.length };
}

/** Takes SKUs, or whole products, out of an activity not yet started. */
export async function removeActivitySkus(
  shop: ShopScope,
  activityId: string,
  input: { skuIds: readonly string[]; productIds: readonly string[] },
  now: Date,
) {
  await lockNotStarted(shop, activityId, now);
  const skuIds = input.skuIds.map(Number).filter(Number.isSafeInteger);
  const productIds = input.productIds.map(Number).filter(Number.isSafeInteger);
  const which = or(
    skuIds.length > 0 ? inArray(activitySkus.skuId, skuIds) : undefined,
    productIds.length > 0 ? inArray(activitySkus.productId, productIds) : undefined,
  );
  if (which) await shop.delete(activitySkus, and(eq(activitySkus.activityId, activityId), which));
  await shop.update(activities, { updatedAt: now }, eq(activities.id, activityId));
  return { activityId, ...(await sizeOf(shop, activityId)) };
}
