import {
  ACTIVITY_STATE,
  type ActivityState,
  type ActivityTab,
  STOPPABLE_ACTIVITY_STATE,
} from '@sc/contract/activities.ts';
import type { PlusOfferView } from '@sc/contract/calls/plusmember.ts';
import type { Locale } from '@sc/contract/locale.ts';
import { checkMemberPrice } from '@sc/contract/plusmember.ts';
import { and, asc, desc, eq, gt, ilike, inArray, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import { newId } from '../../db/ids.ts';
import { containsPattern } from '../../db/like.ts';
import { toNumber } from '../../db/numbers.ts';
import { qualified } from '../../db/qualified.ts';
import { plusOfferSkus, plusOffers, products, skus } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { text } from '../../envelope/reply.ts';
import { BizError, notFound } from '../../errors.ts';
import { lowestPrice30 } from '../items/index.ts';
import { fieldMessages } from './activity-rules.ts';
import type { MemberOffer } from './engine.ts';
import type { PlusData } from './plusmember-rules.ts';
import { stateCounts } from './state-counts.ts';
import { windowState } from './window-state.ts';

// T Plus member offers of a shop (/promotion/plusmember): made with their SKUs' member prices under
// the price check, listed by state, stopped. The state is read from the clock in SQL in one place
// (plusOfferState), as the activities' is. A SKU is in at most one member offer at a time: a window
// overlapping another's (not stopped) on a shared SKU is refused naming the SKU and the offer.

export type PlusOfferRow = typeof plusOffers.$inferSelect;

/** The state of a member offer at `now` (the activities' states). */
export function plusOfferState(now: Date): SQL<ActivityState> {
  return windowState(plusOffers, now);
}

/** Correlated by hand on both shop columns. */
const figures = {
  skuCount:
    sql<number>`(select count(*) from plus_offer_skus s where s.shop_id = ${qualified(plusOffers.shopId)} and s.offer_id = ${qualified(plusOffers.id)})`.mapWith(
      toNumber,
    ),
  orderLines:
    sql<number>`(select count(*) from order_items i where i.shop_id = ${qualified(plusOffers.shopId)} and i.plus_offer_id = ${qualified(plusOffers.id)})`.mapWith(
      toNumber,
    ),
};

type Listed = { offer: PlusOfferRow; state: ActivityState; skuCount: number; orderLines: number };

const baht = (satang: number) => satang / 100;

export function presentPlusOffer(r: Listed): PlusOfferView {
  const o = r.offer;
  return {
    offerId: o.id,
    name: o.name,
    startTime: o.startAt.toISOString(),
    endTime: o.endAt.toISOString(),
    state: r.state,
    skuCount: r.skuCount,
    orderLines: r.orderLines,
    stoppedAt: o.stoppedAt?.toISOString() ?? null,
    createdAt: o.createdAt.toISOString(),
  };
}

/** One member offer of the shop with its state and figures, or not found. */
export async function plusOfferOf(shop: ShopScope, offerId: string, now: Date): Promise<Listed> {
  const [row] = await shop
    .pick(plusOffers, { offer: plusOffers, state: plusOfferState(now), ...figures }, eq(plusOffers.id, offerId))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** The SKUs of an offer at their member prices, with titles. Joined by hand on the shop columns. */
export async function plusOfferSkusOf(shop: ShopScope, offerId: string) {
  const rows = await shop.tx
    .select({
      skuId: plusOfferSkus.skuId,
      productId: plusOfferSkus.productId,
      memberPrice: plusOfferSkus.price,
      salesPrice: skus.price,
      specValues: skus.specValues,
      skuImage: skus.imageUrl,
      title: products.title,
      images: products.images,
    })
    .from(plusOfferSkus)
    .innerJoin(skus, and(eq(skus.shopId, plusOfferSkus.shopId), eq(skus.id, plusOfferSkus.skuId)))
    .innerJoin(products, and(eq(products.shopId, skus.shopId), eq(products.id, skus.productId)))
    .where(shop.where(plusOfferSkus, eq(plusOfferSkus.offerId, offerId)))
    .orderBy(asc(plusOfferSkus.skuId));
  return rows.map((r) => ({
    skuId: String(r.skuId),
    productId: String(r.productId),
    title: r.title,
    specText: r.specValues.join(' / '),
    imageUrl: r.skuImage || r.images[0] || '',
    salesPrice: baht(r.salesPrice),
    memberPrice: baht(r.memberPrice),
  }));
}

/**
 * Makes a member offer: every SKU the shop's and on sale, each member price through the price check,
 * none in another member offer at an overlapping time; one failure refuses the call with every
 * failure found, each naming its SKU, and nothing is written. Answers the warnings in the user's language.
 */
export async function createPlusOffer(shop: ShopScope, data: PlusData, userId: string, now: Date, locale: Locale) {
  // Orders two saves of the shop, so two overlapping offers on one SKU cannot both pass.
  await shop.tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`plusmember:${shop.shopId}`}))`);
  const ids = data.skus.map((s) => s.skuId);
  const found = await shop.tx
    .select({
      id: skus.id,
      productId: skus.productId,
      price: skus.price,
      lowest: lowestPrice30(now),
      status: products.status,
      deletedAt: products.deletedAt,
      purgedAt: products.purgedAt,
    })
    .from(skus)
    .innerJoin(products, and(eq(products.shopId, skus.shopId), eq(products.id, skus.productId)))
    .where(shop.where(skus, inArray(skus.id, ids)));
  if (found.length !== ids.length) throw notFound();
  const byId = new Map(found.map((f) => [f.id, f]));

  const errors: { field: string; message: string }[] = [];
  const warnings: string[] = [];
  data.skus.forEach((s, index) => {
    const sku = byId.get(s.skuId);
    if (!sku) return;
    const skuId = String(s.skuId);
    if (sku.deletedAt || sku.purgedAt || sku.status !== 'on_sale') {
      errors.push({ field: `skus.${index}.skuId`, message: text('plusSkuNotOnSale', locale, { skuId }) });
      return;
    }
    const check = checkMemberPrice({ skuId, memberPrice: s.memberPrice, salesPrice: sku.price, lowest30: sku.lowest });
    for (const e of check.errors)
      errors.push({ field: `skus.${index}.memberPrice`, message: text(e.key, locale, e.params) });
    for (const w of check.warnings) warnings.push(text(w.key, locale, w.params));
  });

  const clashes = await shop.tx
    .select({ skuId: plusOfferSkus.skuId, name: plusOffers.name })
    .from(plusOfferSkus)
    .innerJoin(plusOffers, and(eq(plusOffers.shopId, plusOfferSkus.shopId), eq(plusOffers.id, plusOfferSkus.offerId)))
    .where(
      shop.where(
        plusOfferSkus,
        inArray(plusOfferSkus.skuId, ids),
        isNull(plusOffers.stoppedAt),
        lt(plusOffers.startAt, data.endAt),
        gt(plusOffers.endAt, data.startAt),
      ),
    )
    .orderBy(asc(plusOfferSkus.skuId));
  for (const c of clashes) {
    const index = ids.indexOf(c.skuId);
    errors.push({
      field: `skus.${index}.skuId`,
      message: text('plusSkuInOther', locale, { skuId: String(c.skuId), name: c.name }),
    });
  }
  if (errors.length > 0) throw fieldMessages(errors);

  const id = newId();
  await shop.insert(plusOffers, [
    { id, name: data.name, startAt: data.startAt, endAt: data.endAt, createdBy: userId, createdAt: now },
  ]);
  await shop.insert(
    plusOfferSkus,
    data.skus.map((s) => ({
      offerId: id,
      skuId: s.skuId,
      productId: byId.get(s.skuId)?.productId ?? 0,
      price: s.memberPrice ?? 0,
    })),
  );
  return { offerId: id, warnings };
}

/** Stops an offer not started or running: members pay the normal price from now on. */
export async function stopPlusOffer(shop: ShopScope, offerId: string, now: Date) {
  const [locked] = await shop.pick(plusOffers, { id: plusOffers.id }, eq(plusOffers.id, offerId)).forUpdate();
  if (!locked) throw notFound();
  const { state } = await plusOfferOf(shop, offerId, now);
  if (!(STOPPABLE_ACTIVITY_STATE as readonly ActivityState[]).includes(state)) {
    throw new BizError('RULE_VIOLATED', 'plusNotStoppable');
  }
  await shop.update(plusOffers, { stoppedAt: now }, eq(plusOffers.id, offerId));
  return { offerId, state: 'stopped' as const };
}

export async function listPlusOffers(
  shop: ShopScope,
  input: { tab: ActivityTab; keyword: string; pageNum: number; pageSize: number },
  now: Date,
) {
  const state = plusOfferState(now);
  const keyword = input.keyword ? ilike(plusOffers.name, containsPattern(input.keyword)) : undefined;
  const where = and(input.tab === 'all' ? undefined : sql`${state} = ${input.tab}`, keyword);
  const rows = await shop
    .pick(plusOffers, { offer: plusOffers, state, ...figures }, where)
    .orderBy(desc(plusOffers.createdAt), desc(plusOffers.id))
    .limit(input.pageSize)
    .offset((input.pageNum - 1) * input.pageSize);
  const total = await shop.count(plusOffers, where);
  // Tab counts are of the whole shop: a search narrows the page, not the tabs.
  const tabCounts = await stateCounts(shop, plusOffers, state, ACTIVITY_STATE);
  return {
    list: rows.map(presentPlusOffer),
    page: { pageNum: input.pageNum, pageSize: input.pageSize, count: total },
    tabCounts,
  };
}

/** The member prices running at `now` of any of `skuIds`, as the engine reads them (checkout feeds them to priceCheckout). */
export async function runningMemberOffers(
  shop: ShopScope,
  skuIds: readonly number[],
  now: Date,
): Promise<MemberOffer[]> {
  if (skuIds.length === 0) return [];
  // Joined by hand on the shop columns: an offer's SKU and the offer are one shop's.
  const rows = await shop.tx
    .select({ s: plusOfferSkus, startAt: plusOffers.startAt, endAt: plusOffers.endAt })
    .from(plusOfferSkus)
    .innerJoin(plusOffers, and(eq(plusOffers.shopId, plusOfferSkus.shopId), eq(plusOffers.id, plusOfferSkus.offerId)))
    .where(
      shop.where(
        plusOfferSkus,
        inArray(plusOfferSkus.skuId, [...skuIds]),
        isNull(plusOffers.stoppedAt),
        lte(plusOffers.startAt, now),
        gt(plusOffers.endAt, now),
      ),
    )
    .orderBy(asc(plusOfferSkus.skuId), asc(plusOfferSkus.offerId));
  return rows.map((r) => ({
    offerId: r.s.offerId,
    skuId: r.s.skuId,
    unitPrice: r.s.price,
    startAt: r.startAt,
    endAt: r.endAt,
    stopped: false,
  }));
}
