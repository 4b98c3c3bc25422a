import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../src/db/client.ts';
import { newId } from '../src/db/ids.ts';
import { orderEvents, orderItems, orders, products, shops, skus } from '../src/db/schema.ts';
import { type BuyerInput, createBuyer } from '../src/marketplace/buyers.ts';

// Shared by the mkt-orders-*.spec.ts files: a product with one SKU made straight in the
// database (the products area has its own tests), buyers, and reads of an order.

export async function shopIdNamed(db: Db, name: string): Promise<string> {
  const [row] = await db.select({ id: shops.id }).from(shops).where(eq(shops.name, name)).limit(1);
  if (!row) throw new Error(`no shop ${name}`);
  return row.id;
}

export interface SkuMade {
  productId: number;
  skuId: number;
}

let made = 0;

/** A product on sale (unless told) with one SKU. Prices in satang. */
export async function makeSku(
  db: Db,
  shopId: string,
  opts: { stock?: number; price?: number; status?: string; title?: string; deleted?: boolean } = {},
): Promise<SkuMade> {
  made += 1;
  const [p] = await db
    .insert(products)
    .values({
      shopId,
      title: opts.title ?? `สินค้าทดสอบ ${made}`,
      code: `MKT-${newId().slice(0, 10)}`,
      categoryId: '110101',
      status: opts.status ?? 'on_sale',
      images: ['https://img.alicdn.com/imgextra/cover.jpg'],
      weightGrams: 300,
      deletedAt: opts.deleted ? new Date() : null,
    })
    .returning({ id: products.id });
  if (!p) throw new Error('no product');
  const [s] = await db
    .insert(skus)
    .values({
      shopId,
      productId: p.id,
      specValues: ['ดำ', 'M'],
      code: `SKU-${made}`,
      price: opts.price ?? 19_900,
      marketPrice: 25_900,
      stock: opts.stock ?? 10,
    })
    .returning({ id: skus.id });
  if (!s) throw new Error('no sku');
  return { productId: p.id, skuId: s.id };
}

let buyersMade = 0;

export async function makeBuyer(db: Db, over: Partial<BuyerInput> = {}) {
  buyersMade += 1;
  return createBuyer(
    db,
    {
      nickname: `ผู้ซื้อทดสอบ ${buyersMade}`,
      phone: `08${String(10_000_000 + buyersMade).padStart(8, '0')}`,
      address: {
        name: 'ผู้ซื้อทดสอบ',
        phone: '0812345678',
        province: 'กรุงเทพมหานคร',
        district: 'จตุจักร',
        subDistrict: 'จตุจักร',
        zipCode: '10900',
        detail: '99/1 ถนนพหลโยธิน',
      },
      ...over,
    },
    new Date(),
  );
}

export async function skuRow(db: Db, skuId: number) {
  const [row] = await db.select().from(skus).where(eq(skus.id, skuId));
  if (!row) throw new Error('no sku');
  return row;
}

export async function orderRow(db: Db, shopId: string, orderId: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.shopId, shopId), eq(orders.id, orderId)));
  if (!row) throw new Error('no order');
  return row;
}

export async function itemsOf(db: Db, orderId: number) {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.lineNo);
}

export async function eventKinds(db: Db, orderId: number): Promise<string[]> {
  const rows = await db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id);
  return rows.map((r) => r.kind);
}

/** Runs `fn` in a transaction of its own (as a call would). */
export function inTx<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction((tx) => fn(tx as unknown as Tx));
}
