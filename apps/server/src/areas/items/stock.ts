import { type itemStockInquiry, type itemStockUpdate, MAX_STOCK } from '@sc/contract/calls/items.ts';
import type { CallPayload, CallResponse } from '@sc/contract/define-call.ts';
import type { Locale } from '@sc/contract/locale.ts';
import type { MessageKey } from '@sc/contract/messages.ts';
import { and, asc, eq, gt, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { products, skus } from '../../db/schema.ts';
import { ShopScope } from '../../db/tenant.ts';
import { notFound } from '../../errors.ts';
import { idNumber } from './product-lookup.ts';
import { refusal } from './product-rules.ts';
import { skusOf, skuView } from './product-view.ts';

// Stock of SKUs, its one home: the merchant's stock inquiry and update, and the moves orders and
// after-sales make (below; the stock rule at the top of db/tables/orders.ts).
//
// The merchant's update is all or nothing: one refused change refuses the call.
// Each change is a conditional UPDATE (… WHERE stock + change >= reserved), so concurrent changes
// never lose one another and never take stock below reserved, whatever order they commit in; the
// skus_stock_ok CHECK stands behind it. Changes run in SKU id order, so two calls touching the same
// SKUs lock them in the same order.

type Update = CallPayload<typeof itemStockUpdate>['updates'][number];

interface Target {
  id: number;
  productId: number;
  specValues: string[];
}

const label = (t: Target) => (t.specValues.length > 0 ? `${t.id} (${t.specValues.join(' / ')})` : String(t.id));

/** The SKUs named, all of them in the shop and of a product not purged; otherwise not found. */
async function targetsOf(shop: ShopScope, updates: readonly Update[]): Promise<Map<number, Target>> {
  const ids = [...new Set(updates.map((u) => idNumber(u.skuId)))];
  const rows = await shop.tx
    .select({ id: skus.id, productId: skus.productId, specValues: skus.specValues })
    .from(skus)
    // A join: the product is matched on the shop column of the SKU, which `where` scopes.
    .innerJoin(products, and(eq(products.shopId, skus.shopId), eq(products.id, skus.productId)))
    .where(shop.where(skus, inArray(skus.id, ids), isNull(products.purgedAt)));
  if (rows.length !== ids.length) throw notFound();
  return new Map(rows.map((r) => [r.id, r]));
}

function change(u: Update): { next: SQL | number; guard: SQL } {
  if (u.mode === 'set') {
    return { next: u.value, guard: lte(skus.reserved, u.value) };
  }
  const next = sql`${skus.stock} + ${u.value}`;
  return { next, guard: and(gte(next, skus.reserved), lte(next, MAX_STOCK)) as SQL };
}

/** Why a change was refused, read after the fact (the row is locked by now if it was ours). */
async function whyRefused(
  shop: ShopScope,
  u: Update,
  t: Target,
): Promise<{ key: MessageKey; params: Record<string, string | number> }> {
  const [row] = await shop.tx
    .select({ stock: skus.stock, reserved: skus.reserved })
    .from(skus)
    .where(shop.where(skus, eq(skus.id, t.id)));
  const next = u.mode === 'set' ? u.value : (row?.stock ?? 0) + u.value;
  const sku = label(t);
  if (next < 0) return { key: 'itemSkuStockNegative', params: { sku } };
  if (next > MAX_STOCK) return { key: 'itemSkuStockTooHigh', params: { sku, max: MAX_STOCK } };
  return { key: 'itemSkuStockBelowReserved', params: { sku, reserved: row?.reserved ?? 0 } };
}

export async function updateStock(
  shop: ShopScope,
  input: CallPayload<typeof itemStockUpdate>,
  now: Date,
  locale: Locale,
): Promise<CallResponse<typeof itemStockUpdate>> {
  const targets = await targetsOf(shop, input.updates);
  const ordered = input.updates
    .map((u, index) => ({ u, index, id: idNumber(u.skuId) }))
    .sort((a, b) => a.id - b.id || a.index - b.index);
  const after = new Map<number, { stock: number; reserved: number }>();
  for (const { u, index, id } of ordered) {
    const t = targets.get(id);
    if (!t) throw notFound();
    const { next, guard } = change(u);
    const [row] = await shop
      .update(skus, { stock: next, updatedAt: now }, and(eq(skus.id, id), guard))
      .returning({ stock: skus.stock, reserved: skus.reserved });
    if (!row) {
      const why = await whyRefused(shop, u, t);
      throw refusal([{ field: `updates.${index}.value`, key: why.key, params: why.params }], locale);
    }
    after.set(id, row);
  }
  // A stock change is an edit: it restarts the idle clock of the shelf rules.
  const productIds = [...new Set([...targets.values()].map((t) => t.productId))];
  await shop.update(products, { lastEditedAt: now, updatedAt: now }, inArray(products.id, productIds));
  return {
    skus: [...new Set(ordered.map((o) => o.id))].map((id) => {
      const row = after.get(id) ?? { stock: 0, reserved: 0 };
      return { skuId: String(id), stock: row.stock, available: row.stock - row.reserved };
    }),
  };
}

export async function stockOf(
  shop: ShopScope,
  productId: number,
  now: Date,
): Promise<CallResponse<typeof itemStockInquiry>['skus']> {
  return ((await skusOf(shop, [productId], now)).get(productId) ?? []).map(skuView);
}

// ---- Moves of orders and after-sales --------------------------------------------------------
//
// Checkout reserves, shipping takes, a cancel before shipping releases, a return or a parcel that
// never left puts back, a parcel called back before pick-up goes back to reserved, an exchange
// ships new units. Locking: every writer first locks the products concerned (in product id order),
// then changes the SKUs one UPDATE each in SKU id order. The statement trigger on skus writes the
// product row, so taking the product locks first keeps two writers on SKUs of one product from
// deadlocking (sku 1 → product ← sku 2).

/** Locks the products (in id order) before their SKUs are written. */
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

/** What each move does to a SKU of `q` units. */
const MOVES = {
  /** A cancel or refund before shipping gives back reserved units. */
  release: (q: number) => ({ reserved: sql`greatest(${skus.reserved} - ${q}, 0)` }),
  /** Shipping: stock and reserved both go down (the units were reserved at checkout). */
  take: (q: number) => ({ stock: sql`${skus.stock} - ${q}`, reserved: sql`greatest(${skus.reserved} - ${q}, 0)` }),
  /** A return received at the warehouse, or a parcel voided before pick-up: stock goes up. */
  return: (q: number) => ({ stock: sql`${skus.stock} + ${q}` }),
  /** A parcel called back before pick-up: its units are in stock and reserved for the order again. */
  unship: (q: number) => ({ stock: sql`${skus.stock} + ${q}`, reserved: sql`${skus.reserved} + ${q}` }),
} as const;
export type StockMove = keyof typeof MOVES;

/** Moves units of SKUs of one shop: the products locked, then one UPDATE per SKU in SKU id order. */
export async function moveStock(
  tx: Tx,
  shopId: string,
  move: StockMove,
  units: readonly StockUnits[],
  now: Date,
): Promise<void> {
  const list = bySku(units);
  await lockProducts(
    tx,
    shopId,
    list.map((u) => u.productId),
  );
  const shop = new ShopScope(tx, shopId);
  for (const u of list) await shop.update(skus, { ...MOVES[move](u.quantity), updatedAt: now }, eq(skus.id, u.skuId));
}

/**
 * Checkout reserves `quantity` units of a SKU (its products locked by the caller) if that many
 * are available, counting them as sold; the SKU as the order line snapshots it, or undefined when
 * too few are left. One conditional UPDATE: available stock never goes below zero, however many
 * buyers check out at once.
 */
export async function reserveStock(tx: Tx, shopId: string, skuId: number, quantity: number, now: Date) {
  const [row] = await new ShopScope(tx, shopId)
    .update(
      skus,
      {
        reserved: sql`${skus.reserved} + ${quantity}`,
        salesCount: sql`${skus.salesCount} + ${quantity}`,
        updatedAt: now,
      },
      and(eq(skus.id, skuId), gte(sql`${skus.stock} - ${skus.reserved}`, quantity)),
    )
    .returning({
      id: skus.id,
      productId: skus.productId,
      price: skus.price,
      specValues: skus.specValues,
      imageUrl: skus.imageUrl,
      code: skus.code,
    });
  return row;
}

/**
 * An exchange ships new units: they leave the stock, never below what is reserved. Stops at the
 * first SKU with too few units free and answers it with what it has available (nothing taken
 * counts: the caller refuses and its transaction rolls back); undefined when all were taken.
 */
export async function takeFreeStock(
  tx: Tx,
  shopId: string,
  units: readonly StockUnits[],
  now: Date,
): Promise<{ skuId: number; available: number } | undefined> {
  const list = bySku(units);
  await lockProducts(
    tx,
    shopId,
    list.map((u) => u.productId),
  );
  const shop = new ShopScope(tx, shopId);
  for (const u of list) {
    const taken = await shop
      .update(
        skus,
        { stock: sql`${skus.stock} - ${u.quantity}`, updatedAt: now },
        and(eq(skus.id, u.skuId), sql`${skus.stock} - ${skus.reserved} >= ${u.quantity}`),
      )
      .returning({ id: skus.id });
    if (taken.length === 0) {
      const [sku] = await shop.pick(skus, { stock: skus.stock, reserved: skus.reserved }, eq(skus.id, u.skuId));
      return { skuId: u.skuId, available: sku ? Math.max(0, sku.stock - sku.reserved) : 0 };
    }
  }
  return undefined;
}

/**
 * SKUs a buyer may order now, with their product, price and how many are free: of an on-sale product not deleted, with
 * stock beyond what is reserved; the first 500 by SKU id (the simulator's buyers pick from them).
 */
export async function sellableSkus(shop: ShopScope) {
  return shop.tx
    .select({
      skuId: skus.id,
      productId: skus.productId,
      price: skus.price,
      available: sql<number>`${skus.stock} - ${skus.reserved}`.mapWith(Number),
    })
    .from(skus)
    .innerJoin(products, and(eq(products.shopId, skus.shopId), eq(products.id, skus.productId)))
    .where(
      shop.where(
        skus,
        eq(products.status, 'on_sale'),
        isNull(products.deletedAt),
        isNull(products.purgedAt),
        gt(sql`${skus.stock} - ${skus.reserved}`, 0),
      ),
    )
    .orderBy(asc(skus.id))
    .limit(500);
}
