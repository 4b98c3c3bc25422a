import { type itemStockInquiry, type itemStockUpdate, MAX_STOCK } from '@sc/contract/calls/items.ts';
import type { CallPayload, CallResponse } from '@sc/contract/define-call.ts';
import type { Locale } from '@sc/contract/locale.ts';
import type { MessageKey } from '@sc/contract/messages.ts';
import { and, eq, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { products, skus } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { notFound } from '../../errors.ts';
import { idNumber } from './product-lookup.ts';
import { refusal } from './product-rules.ts';
import { skusOf, skuView } from './product-view.ts';

// Stock of SKUs (stock inquiry and update). All or nothing: one refused change refuses the call.
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
