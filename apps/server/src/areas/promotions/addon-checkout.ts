import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import { addonDeals, addonMainProducts, addonSkus, orderItems } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { type AddonOffer, addonVerdicts, type CartLine } from './engine.ts';

// Add-on stock at checkout. Like an activity's, a SKU's add-on stock is taken by one conditional
// UPDATE (sold + units ≤ stock, the deal running), so however many buyers check out at once no
// more units are sold at the add-on price than the deal offers; a line whose units no longer fit
// pays its activity (or list) price. A cancel gives back the units of the lines not shipped.

const running = (now: Date) =>
  and(isNull(addonDeals.stoppedAt), lte(addonDeals.startAt, now), gt(addonDeals.endAt, now));

/**
 * The add-on deals running at `now` with an add-on SKU among `skuIds`, as the engine reads them
 * (their stock left not counted: takeAddonStock counts it).
 */
export async function runningAddons(shop: ShopScope, skuIds: readonly number[], now: Date): Promise<AddonOffer[]> {
  if (skuIds.length === 0) return [];
  const deals = await shop.pick(
    addonDeals,
    { a: addonDeals },
    and(
      running(now),
      inArray(addonDeals.id, shop.pick(addonSkus, { id: addonSkus.addonId }, inArray(addonSkus.skuId, [...skuIds]))),
    ),
  );
  return offersOf(
    shop,
    deals.map((d) => d.a),
  );
}

async function offersOf(shop: ShopScope, deals: readonly (typeof addonDeals.$inferSelect)[]): Promise<AddonOffer[]> {
  if (deals.length === 0) return [];
  const ids = deals.map((d) => d.id);
  const mains = await shop.pick(
    addonMainProducts,
    { addonId: addonMainProducts.addonId, productId: addonMainProducts.productId },
    inArray(addonMainProducts.addonId, ids),
  );
  const adds = await shop
    .pick(
      addonSkus,
      { addonId: addonSkus.addonId, skuId: addonSkus.skuId, price: addonSkus.price },
      inArray(addonSkus.addonId, ids),
    )
    .orderBy(asc(addonSkus.skuId));
  return [...deals]
    .sort((a, b) => a.startAt.getTime() - b.startAt.getTime() || a.id.localeCompare(b.id))
    .map((d) => ({
      addonId: d.id,
      mainProductIds: mains.filter((m) => m.addonId === d.id).map((m) => m.productId),
      perOrder: d.perOrder,
      skus: adds
        .filter((s) => s.addonId === d.id)
        .map((s) => ({ skuId: s.skuId, unitPrice: s.price, stockLeft: null })),
      startAt: d.startAt,
      endAt: d.endAt,
      stopped: false,
    }));
}

/**
 * Takes add-on stock for a checkout's cart (lines in the order the engine reads them): the units
 * the engine would sell at the add-on price are taken by one conditional UPDATE per SKU; a SKU with
 * too few left takes none. Answers the offers with each SKU's stock left set to the units taken, so
 * the engine prices exactly those.
 */
export async function takeAddonStock(
  shop: ShopScope,
  lines: readonly CartLine[],
  offers: readonly AddonOffer[],
  /** Each line's unit price before the add-on step (unitPriceStep). */
  basePrices: readonly number[],
  now: Date,
  /** The whole cart, whose main products open a deal at any price (flash, campaign or bundle too). */
  cart: readonly CartLine[] = lines,
): Promise<AddonOffer[]> {
  const taken = new Map<string, number>();
  const key = (addonId: string, skuId: number) => `${addonId}:${skuId}`;
  const wanted = addonVerdicts(lines, offers, now, basePrices, cart);
  for (const v of [...wanted].sort((a, b) => (a?.skuId ?? 0) - (b?.skuId ?? 0))) {
    if (!v || v.units <= 0) continue;
    const [row] = await shop
      .update(
        addonSkus,
        { sold: sql`${addonSkus.sold} + ${v.units}` },
        and(
          eq(addonSkus.addonId, v.addonId),
          eq(addonSkus.skuId, v.skuId),
          sql`${addonSkus.sold} + ${v.units} <= ${addonSkus.stock}`,
          inArray(addonSkus.addonId, shop.pick(addonDeals, { id: addonDeals.id }, running(now))),
        ),
      )
      .returning({ skuId: addonSkus.skuId });
    if (row) taken.set(key(v.addonId, v.skuId), v.units);
  }
  return offers.map((o) => ({
    ...o,
    skus: o.skus.map((s) => ({ ...s, stockLeft: taken.get(key(o.addonId, s.skuId)) ?? 0 })),
  }));
}

/**
 * Gives back to the add-on stock the units of an order not shipped (a cancel): per line, at most the
 * units it bought at the add-on price, never taking sold below 0.
 */
export async function giveBackAddonStock(
  shop: ShopScope,
  orderId: number,
  units: readonly { skuId: number; quantity: number }[],
): Promise<void> {
  const lines = await shop
    .pick(
      orderItems,
      { skuId: orderItems.skuId, addonId: orderItems.addonId, addonUnits: orderItems.addonUnits },
      and(eq(orderItems.orderId, orderId), isNotNull(orderItems.addonId), gt(orderItems.addonUnits, 0)),
    )
    .orderBy(asc(orderItems.skuId));
  for (const line of lines) {
    if (!line.addonId) continue;
    const unshipped = units.filter((u) => u.skuId === line.skuId).reduce((s, u) => s + u.quantity, 0);
    const back = Math.min(unshipped, line.addonUnits);
    if (back <= 0) continue;
    await shop.update(
      addonSkus,
      { sold: sql`greatest(${addonSkus.sold} - ${back}, 0)` },
      and(eq(addonSkus.addonId, line.addonId), eq(addonSkus.skuId, line.skuId)),
    );
  }
}

/** The running add-on deals with add-on stock left, as the engine reads them (the simulator's buyers go for them). */
export async function runningAddonDeals(shop: ShopScope, now: Date): Promise<AddonOffer[]> {
  const deals = await shop
    .pick(
      addonDeals,
      { a: addonDeals },
      and(
        running(now),
        inArray(addonDeals.id, shop.pick(addonSkus, { id: addonSkus.addonId }, lt(addonSkus.sold, addonSkus.stock))),
      ),
    )
    .limit(50);
  return offersOf(
    shop,
    deals.map((d) => d.a),
  );
}
