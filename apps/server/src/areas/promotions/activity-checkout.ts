import { and, asc, eq, gt, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { activities, activityBuys, activitySkus, skus } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { BizError } from '../../errors.ts';
import type { ActivityOffer, PricedLine } from './engine.ts';

// Activity stock at checkout. Like a coupon's quantity, a SKU's activity stock is taken by one
// conditional UPDATE (sold + quantity ≤ stock, the activity running), so however many buyers check
// out at once no more units are sold at the activity price than it offers; the row lock that UPDATE
// holds until commit puts the per-buyer count of the next buyer of the same SKU after this one.
// A cancel before shipping gives the units back.

export interface ActivityLine {
  skuId: number;
  quantity: number;
  /** The list price of one unit, satang: an activity price not below it is no offer. */
  unitPrice: number;
  /** The product's title, for the per-buyer limit's message. */
  title: string;
}

/** The running activity of a SKU at the lowest price below `below`, if any. Joined by hand on the shop columns. */
async function runningFor(shop: ShopScope, skuId: number, below: number, now: Date) {
  const [row] = await shop.tx
    .select({ a: activitySkus, startAt: activities.startAt, endAt: activities.endAt })
    .from(activitySkus)
    .innerJoin(activities, and(eq(activities.shopId, activitySkus.shopId), eq(activities.id, activitySkus.activityId)))
    .where(
      shop.where(
        activitySkus,
        eq(activitySkus.skuId, skuId),
        lt(activitySkus.price, below),
        isNull(activities.stoppedAt),
        lte(activities.startAt, now),
        gt(activities.endAt, now),
      ),
    )
    .orderBy(asc(activitySkus.price), asc(activitySkus.activityId))
    .limit(1);
  return row;
}

/**
 * Takes activity stock for a checkout's lines (in SKU id order): a line whose SKU has a running
 * activity with enough units left takes them all at the activity price; one with too few left pays
 * the list price. A buyer past the per-buyer limit is refused (the caller's transaction rolls back
 * what was taken). Answers the offers taken, for the engine.
 */
export async function takeActivityStock(
  shop: ShopScope,
  buyerId: string,
  lines: readonly ActivityLine[],
  now: Date,
): Promise<ActivityOffer[]> {
  const taken: ActivityOffer[] = [];
  for (const line of [...lines].sort((a, b) => a.skuId - b.skuId)) {
    const found = await runningFor(shop, line.skuId, line.unitPrice, now);
    if (!found) continue;
    const running = shop.pick(
      activities,
      { id: activities.id },
      and(isNull(activities.stoppedAt), lte(activities.startAt, now), gt(activities.endAt, now)),
    );
    const [row] = await shop
      .update(
        activitySkus,
        { sold: sql`${activitySkus.sold} + ${line.quantity}` },
        and(
          eq(activitySkus.activityId, found.a.activityId),
          eq(activitySkus.skuId, line.skuId),
          sql`${activitySkus.sold} + ${line.quantity} <= ${activitySkus.stock}`,
          inArray(activitySkus.activityId, running),
        ),
      )
      .returning();
    if (!row) continue;
    if (row.perBuyer > 0) {
      const [had] = await shop.pick(
        activityBuys,
        { n: sql<number>`coalesce(sum(${activityBuys.quantity} - ${activityBuys.givenBack}), 0)`.mapWith(Number) },
        and(
          eq(activityBuys.activityId, row.activityId),
          eq(activityBuys.skuId, row.skuId),
          eq(activityBuys.buyerId, buyerId),
        ),
      );
      if ((had?.n ?? 0) + line.quantity > row.perBuyer) {
        throw new BizError('RULE_VIOLATED', 'activityLimitReached', { title: line.title, max: row.perBuyer });
      }
    }
    taken.push({
      activityId: row.activityId,
      skuId: row.skuId,
      unitPrice: row.price,
      startAt: found.startAt,
      endAt: found.endAt,
      stopped: false,
    });
  }
  return taken;
}

/**
 * The activity prices running now for SKUs at their list prices, as a checkout would take them
 * (the lowest running price below the list price, with activity stock left), read without taking
 * any: the final price previews stack them under the promotion being made.
 */
export async function runningActivityOffers(
  shop: ShopScope,
  skus: readonly { skuId: number; unitPrice: number }[],
  now: Date,
): Promise<ActivityOffer[]> {
  const offers: ActivityOffer[] = [];
  for (const { skuId, unitPrice } of skus) {
    const found = await runningFor(shop, skuId, unitPrice, now);
    if (!found || found.a.sold >= found.a.stock) continue;
    offers.push({
      activityId: found.a.activityId,
      skuId,
      unitPrice: found.a.price,
      startAt: found.startAt,
      endAt: found.endAt,
      stopped: false,
    });
  }
  return offers;
}

/**
 * How many more units a buyer may take of each SKU at its running activity's price, for SKUs whose
 * activity limits buyers (the simulator's buyers keep within it, as a buyer sees the limit on the
 * product page). SKUs without a running activity, or with an unlimited one, are left out.
 */
export async function activityAllowances(
  shop: ShopScope,
  buyerId: string,
  skuIds: readonly number[],
  now: Date,
): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (skuIds.length === 0) return out;
  const listed = await shop.pick(skus, { id: skus.id, price: skus.price }, inArray(skus.id, [...skuIds]));
  for (const { id: skuId, price } of listed) {
    const found = await runningFor(shop, skuId, price, now);
    if (!found || found.a.perBuyer <= 0) continue;
    const [had] = await shop.pick(
      activityBuys,
      { n: sql<number>`coalesce(sum(${activityBuys.quantity} - ${activityBuys.givenBack}), 0)`.mapWith(Number) },
      and(
        eq(activityBuys.activityId, found.a.activityId),
        eq(activityBuys.skuId, skuId),
        eq(activityBuys.buyerId, buyerId),
      ),
    );
    out.set(skuId, Math.max(found.a.perBuyer - (had?.n ?? 0), 0));
  }
  return out;
}

/** Records the units an order bought at activity prices (the per-buyer limit counts them). */
export async function recordActivityBuys(
  shop: ShopScope,
  orderId: number,
  buyerId: string,
  lines: readonly Pick<PricedLine, 'skuId' | 'quantity' | 'activityId'>[],
  now: Date,
): Promise<void> {
  const bought = lines.flatMap((l) =>
    l.activityId
      ? [{ orderId, skuId: l.skuId, activityId: l.activityId, buyerId, quantity: l.quantity, createdAt: now }]
      : [],
  );
  if (bought.length > 0) await shop.insert(activityBuys, bought);
}

/**
 * Gives back to the activity stock the units of an order not shipped (a cancel), at most what each
 * line bought at the activity price and has not given back yet.
 */
export async function giveBackActivityStock(
  shop: ShopScope,
  orderId: number,
  units: readonly { skuId: number; quantity: number }[],
): Promise<void> {
  const buys = await shop.select(activityBuys, eq(activityBuys.orderId, orderId)).orderBy(asc(activityBuys.skuId));
  for (const buy of buys) {
    const unshipped = units.filter((u) => u.skuId === buy.skuId).reduce((s, u) => s + u.quantity, 0);
    const back = Math.min(unshipped, buy.quantity - buy.givenBack);
    if (back <= 0) continue;
    await shop.update(
      activitySkus,
      { sold: sql`greatest(${activitySkus.sold} - ${back}, 0)` },
      and(eq(activitySkus.activityId, buy.activityId), eq(activitySkus.skuId, buy.skuId)),
    );
    await shop.update(
      activityBuys,
      { givenBack: sql`${activityBuys.givenBack} + ${back}` },
      and(eq(activityBuys.orderId, orderId), eq(activityBuys.skuId, buy.skuId)),
    );
  }
}

/** SKUs on a running activity with units left at the activity price (the simulator's buyers go for them). */
export async function runningActivitySkus(shop: ShopScope, now: Date): Promise<number[]> {
  // Joined by hand on the shop columns: an activity's SKU and the activity are one shop's.
  const rows = await shop.tx
    .selectDistinct({ skuId: activitySkus.skuId })
    .from(activitySkus)
    .innerJoin(activities, and(eq(activities.shopId, activitySkus.shopId), eq(activities.id, activitySkus.activityId)))
    .where(
      shop.where(
        activitySkus,
        lt(activitySkus.sold, activitySkus.stock),
        isNull(activities.stoppedAt),
        lte(activities.startAt, now),
        gt(activities.endAt, now),
      ),
    )
    .orderBy(asc(activitySkus.skuId))
    .limit(500);
  return rows.map((r) => r.skuId);
}
