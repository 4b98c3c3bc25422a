import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import { bundleItems, bundles, orderItems } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { type BundleOffer, bundleStep, type CartLine } from './engine.ts';

// Bundle stock at checkout. A bundle's stock is of sets: the sets the engine would price at the
// package price are taken by one conditional UPDATE (sold + sets ≤ stock, the bundle running), so
// however many buyers check out at once no more sets are sold than the bundle offers; a cart whose
// sets no longer fit takes the sets left, or none, and its units pay their own prices. A cancel
// gives back the sets whose units were not shipped.

const running = (now: Date) => and(isNull(bundles.stoppedAt), lte(bundles.startAt, now), gt(bundles.endAt, now));

async function offersOf(shop: ShopScope, rows: readonly (typeof bundles.$inferSelect)[]): Promise<BundleOffer[]> {
  if (rows.length === 0) return [];
  const items = await shop
    .pick(
      bundleItems,
      { bundleId: bundleItems.bundleId, skuId: bundleItems.skuId, quantity: bundleItems.quantity },
      inArray(
        bundleItems.bundleId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(bundleItems.skuId));
  return rows.map((b) => ({
    bundleId: b.id,
    packagePrice: b.packagePrice,
    items: items.filter((i) => i.bundleId === b.id).map((i) => ({ skuId: i.skuId, quantity: i.quantity })),
    stockLeft: null,
    startAt: b.startAt,
    endAt: b.endAt,
    stopped: false,
  }));
}

/** The bundles running at `now` with a member among `skuIds`, as the engine reads them (stock not counted). */
export async function runningBundles(shop: ShopScope, skuIds: readonly number[], now: Date): Promise<BundleOffer[]> {
  if (skuIds.length === 0) return [];
  const rows = await shop.pick(
    bundles,
    { b: bundles },
    and(
      running(now),
      inArray(
        bundles.id,
        shop.pick(bundleItems, { id: bundleItems.bundleId }, inArray(bundleItems.skuId, [...skuIds])),
      ),
    ),
  );
  return offersOf(
    shop,
    rows.map((r) => r.b),
  );
}

/**
 * Takes bundle stock for a checkout's cart: the sets the engine would price are taken by one
 * conditional UPDATE per bundle; when too few are left, the sets left (read once) are tried once
 * more, else none. Answers the offers with each one's stock left set to the sets taken, so the
 * engine prices exactly those.
 */
export async function takeBundleStock(
  shop: ShopScope,
  lines: readonly CartLine[],
  offers: readonly BundleOffer[],
  /** Each line's unit price after the unit-price step (unitPriceStep). */
  basePrices: readonly number[],
  now: Date,
): Promise<BundleOffer[]> {
  const taken = new Map<string, number>();
  const wanted = bundleStep(lines, offers, now, basePrices).verdicts.filter((v) => v.sets > 0);
  const take = async (bundleId: string, sets: number) => {
    const [row] = await shop
      .update(
        bundles,
        { sold: sql`${bundles.sold} + ${sets}` },
        and(eq(bundles.id, bundleId), sql`${bundles.sold} + ${sets} <= ${bundles.stock}`, running(now)),
      )
      .returning({ id: bundles.id });
    return !!row;
  };
  for (const v of [...wanted].sort((a, b) => a.bundleId.localeCompare(b.bundleId))) {
    if (await take(v.bundleId, v.sets)) {
      taken.set(v.bundleId, v.sets);
      continue;
    }
    const [left] = await shop.pick(
      bundles,
      { left: sql<number>`${bundles.stock} - ${bundles.sold}`.mapWith(Number) },
      eq(bundles.id, v.bundleId),
    );
    const fewer = Math.min(v.sets - 1, left?.left ?? 0);
    if (fewer > 0 && (await take(v.bundleId, fewer))) taken.set(v.bundleId, fewer);
  }
  return offers.map((o) => ({ ...o, stockLeft: taken.get(o.bundleId) ?? 0 }));
}

/**
 * Gives back to the bundles' stock the sets of an order whose units were not shipped (a cancel):
 * per bundle, the sets its unshipped units still make whole, never taking sold below 0.
 */
export async function giveBackBundleStock(
  shop: ShopScope,
  orderId: number,
  units: readonly { skuId: number; quantity: number }[],
): Promise<void> {
  const lines = await shop
    .pick(
      orderItems,
      {
        skuId: orderItems.skuId,
        bundleId: orderItems.bundleId,
        bundleUnits: orderItems.bundleUnits,
        bundleSets: orderItems.bundleSets,
      },
      and(eq(orderItems.orderId, orderId), isNotNull(orderItems.bundleId), gt(orderItems.bundleSets, 0)),
    )
    .orderBy(asc(orderItems.skuId));
  const back = new Map<string, number>();
  for (const line of lines) {
    if (!line.bundleId) continue;
    const perSet = line.bundleUnits / line.bundleSets;
    const unshipped = units.filter((u) => u.skuId === line.skuId).reduce((s, u) => s + u.quantity, 0);
    const sets = Math.min(line.bundleSets, Math.floor(Math.min(unshipped, line.bundleUnits) / perSet));
    back.set(line.bundleId, Math.min(back.get(line.bundleId) ?? sets, sets));
  }
  for (const [bundleId, sets] of [...back].sort(([a], [b]) => a.localeCompare(b))) {
    if (sets <= 0) continue;
    await shop.update(bundles, { sold: sql`greatest(${bundles.sold} - ${sets}, 0)` }, eq(bundles.id, bundleId));
  }
}

/** The running bundles with sets left, as the engine reads them (the simulator's buyers go for them). */
export async function runningBundleDeals(shop: ShopScope, now: Date): Promise<BundleOffer[]> {
  const rows = await shop.pick(bundles, { b: bundles }, and(running(now), lt(bundles.sold, bundles.stock))).limit(50);
  return offersOf(
    shop,
    rows.map((r) => r.b),
  );
}
