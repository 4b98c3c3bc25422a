import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { products, skus } from '../../db/schema.ts';
import { ShopScope } from '../../db/tenant.ts';

// The moves of SKU stock that orders and after-sales make (the stock rule at the top of
// db/tables/orders.ts): checkout reserves (orders/checkout.ts), shipping takes, a cancel before
// shipping releases, a return or a parcel that never left puts back. Every writer first locks
// the products concerned (in product id order), then changes the SKUs one UPDATE each in SKU id
// order; see the locking note at the top of orders/lock-order.ts.

/** Locks the products (in id order) before their SKUs are written; see the top of orders/lock-order.ts. */
export async function lockProducts(tx: Tx, shopId: string, productIds: readonly number[]): Promise<void> {
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await new ShopScope(tx, shopId)
    .pick(products, { id: products.id }, inArray(products.id, ids))
    .orderBy(asc(products.id))
    .forUpdate();
}

export interface StockUnits {
  skuId: number;
  productId: number;
  quantity: number;
}

/** Units merged per SKU (none of zero), in SKU id order: the order every writer takes. */
export function bySku(units: readonly StockUnits[]): StockUnits[] {
  const merged = new Map<number, StockUnits>();
  for (const u of units) {
    if (u.quantity <= 0) continue;
    const m = merged.get(u.skuId);
    if (m) m.quantity += u.quantity;
    else merged.set(u.skuId, { ...u });
  }
  return [...merged.values()].sort((a, b) => a.skuId - b.skuId);
}

/** Gives back reserved units (a cancel or refund before shipping). */
export async function releaseReservation(tx: Tx, shopId: string, units: readonly StockUnits[], now: Date) {
  const list = bySku(units);
  await lockProducts(
    tx,
    shopId,
    list.map((u) => u.productId),
  );
  for (const u of list) {
    await tx
      .update(skus)
      .set({ reserved: sql`greatest(${skus.reserved} - ${u.quantity}, 0)`, updatedAt: now })
      .where(new ShopScope(tx, shopId).where(skus, eq(skus.id, u.skuId)));
  }
}

/**
 * Shipping takes the stock: stock and reserved both go down by the units shipped (they were
 * reserved at checkout). Used by every path that ships units.
 */
export async function takeStock(tx: Tx, shopId: string, units: readonly StockUnits[], now: Date) {
  const list = bySku(units);
  await lockProducts(
    tx,
    shopId,
    list.map((u) => u.productId),
  );
  for (const u of list) {
    await tx
      .update(skus)
      .set({
        stock: sql`${skus.stock} - ${u.quantity}`,
        reserved: sql`greatest(${skus.reserved} - ${u.quantity}, 0)`,
        updatedAt: now,
      })
      .where(new ShopScope(tx, shopId).where(skus, eq(skus.id, u.skuId)));
  }
}

/**
 * Units come back into stock: a return received at the warehouse, or a parcel voided before
 * any carrier picked it up. Stock goes up; reservations are not touched.
 */
export async function returnStock(tx: Tx, shopId: string, units: readonly StockUnits[], now: Date) {
  const list = bySku(units);
  await lockProducts(
    tx,
    shopId,
    list.map((u) => u.productId),
  );
  for (const u of list) {
    await tx
      .update(skus)
      .set({ stock: sql`${skus.stock} + ${u.quantity}`, updatedAt: now })
      .where(new ShopScope(tx, shopId).where(skus, eq(skus.id, u.skuId)));
  }
}
