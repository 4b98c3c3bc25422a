import { CANCELLED_ORDER_STATUS } from '@sc/contract/purchase-limits.ts';
import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { orderItems, orders, purchaseLimitSkus, purchaseLimits } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { BizError } from '../../errors.ts';
import { allowanceOf, type LimitOffer, limitVerdicts } from './purchase-limit-engine.ts';

// Purchase limits at checkout. What a buyer bought under a limit is read from their orders placed
// since its start that are not cancelled, so a cancel gives the units back with nothing to write.
// A transaction-scoped advisory lock per shop and buyer puts two checkouts of one buyer one after
// the other, so together they cannot pass the limit.

/** The running limits (limit above 0) on `skuIds` at `now`, each with what the buyer bought under it. */
export async function limitOffers(
  shop: ShopScope,
  buyerId: string,
  skuIds: readonly number[],
  now: Date,
): Promise<LimitOffer[]> {
  if (skuIds.length === 0) return [];
  // Joined by hand on the shop columns: a limit's SKU and the limit are one shop's.
  const rules = await shop.tx
    .select({
      purchaseLimitId: purchaseLimits.id,
      skuId: purchaseLimitSkus.skuId,
      limitQty: purchaseLimits.limitQty,
      startAt: purchaseLimits.startAt,
    })
    .from(purchaseLimitSkus)
    .innerJoin(
      purchaseLimits,
      and(
        eq(purchaseLimits.shopId, purchaseLimitSkus.shopId),
        eq(purchaseLimits.id, purchaseLimitSkus.purchaseLimitId),
      ),
    )
    .where(
      shop.where(
        purchaseLimitSkus,
        inArray(purchaseLimitSkus.skuId, [...skuIds]),
        gt(purchaseLimits.limitQty, 0),
        isNull(purchaseLimits.stoppedAt),
        lte(purchaseLimits.startAt, now),
        or(isNull(purchaseLimits.endAt), gt(purchaseLimits.endAt, now)),
      ),
    );
  const offers: LimitOffer[] = [];
  for (const r of rules) {
    const [had] = await shop.tx
      .select({ n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)`.mapWith(Number) })
      .from(orderItems)
      .innerJoin(orders, and(eq(orders.shopId, orderItems.shopId), eq(orders.id, orderItems.orderId)))
      .where(
        shop.where(
          orderItems,
          eq(orderItems.skuId, r.skuId),
          eq(orders.buyerId, buyerId),
          sql`${orders.createdAt} >= ${r.startAt.toISOString()}::timestamptz`,
          sql`${orders.status} not in (${sql.join(
            CANCELLED_ORDER_STATUS.map((st) => sql`${st}`),
            sql`, `,
          )})`,
        ),
      );
    offers.push({ purchaseLimitId: r.purchaseLimitId, skuId: r.skuId, limitQty: r.limitQty, bought: had?.n ?? 0 });
  }
  return offers;
}

/**
 * Refuses a checkout whose lines take more units of a limited SKU than the buyer has left, naming
 * the product, the limit and what is left (the engine's reason: over_limit).
 */
export async function checkPurchaseLimits(
  shop: ShopScope,
  buyerId: string,
  lines: readonly { skuId: number; quantity: number; title: string }[],
  now: Date,
): Promise<void> {
  await shop.tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`purchase-limit:${shop.shopId}:${buyerId}`}))`);
  const offers = await limitOffers(
    shop,
    buyerId,
    lines.map((l) => l.skuId),
    now,
  );
  if (offers.length === 0) return;
  const over = limitVerdicts(lines, offers).find((v) => v.reason === 'over_limit');
  if (!over) return;
  const title = lines.find((l) => l.skuId === over.skuId)?.title ?? String(over.skuId);
  throw new BizError('RULE_VIOLATED', 'purchaseLimitReached', { title, max: over.max, left: over.left ?? 0 });
}

/** What the buyer may still buy of each SKU (absent: no limit), for the simulator's buyers. */
export async function purchaseAllowances(
  shop: ShopScope,
  buyerId: string,
  skuIds: readonly number[],
  now: Date,
): Promise<Map<number, number>> {
  const offers = await limitOffers(shop, buyerId, skuIds, now);
  const out = new Map<number, number>();
  for (const skuId of skuIds) {
    const a = allowanceOf(skuId, offers);
    if (a) out.set(skuId, a.left);
  }
  return out;
}
