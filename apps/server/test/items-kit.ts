import {
  itemCreate,
  itemDetailsInquiry,
  itemListInquiry,
  type ProductDetail,
  type ProductInput,
} from '@sc/contract/calls/items.ts';
import type { CallRequest } from '@sc/contract/define-call.ts';
import type { Locale } from '@sc/contract/locale.ts';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { products } from '../src/db/schema.ts';
import type { TestServer } from './harness.ts';

// Shared by the items*.spec.ts files: a valid product payload, and calls that must succeed.

/** Men's T-shirts: a leaf of the catalog seed. */
export const LEAF_CATEGORY = '110101';
/** Men's clothing > Men's tops: not a leaf. */
export const BRANCH_CATEGORY = '1101';

let codes = 0;
export const nextCode = (prefix = 'T') => `${prefix}-${Date.now().toString(36)}-${++codes}`;

type SkuIn = ProductInput['skus'][number];

/** Every combination of the specs' values as SKUs, with one price and stock. */
export function matrix(specs: { name: string; values: string[] }[], sku: Partial<SkuIn> = {}): SkuIn[] {
  const combos = specs.reduce<string[][]>((acc, s) => acc.flatMap((pre) => s.values.map((v) => [...pre, v])), [[]]);
  return combos.map((specValues) => ({
    specValues,
    price: '199.00',
    marketPrice: '259.00',
    purchasePrice: '120.00',
    stock: 10,
    ...sku,
  }));
}

export function productPayload(over: Partial<ProductInput> = {}): ProductInput {
  const specs = over.specs ?? [
    { name: 'สี', values: ['ขาว', 'ดำ'] },
    { name: 'ไซซ์', values: ['M', 'L'] },
  ];
  return {
    title: 'เสื้อยืดคอกลม Cotton 100%',
    code: nextCode(),
    categoryId: LEAF_CATEGORY,
    images: ['https://img.alicdn.com/imgextra/cover.jpg'],
    specs,
    skus: matrix(specs),
    ...over,
  };
}

export async function create(
  s: TestServer,
  cookie: string,
  over: Partial<ProductInput> = {},
  locale: Locale = 'en-US',
): Promise<string> {
  const r = await s.call(itemCreate, productPayload(over), { cookie, locale });
  expect(r.status_.success, r.status_.replyText).toBe(true);
  return String(r.data.productId);
}

export async function detail(s: TestServer, cookie: string, productId: string): Promise<ProductDetail> {
  const r = await s.call(itemDetailsInquiry, { productId }, { cookie });
  expect(r.status_.success, r.status_.replyText).toBe(true);
  return itemDetailsInquiry.response.parse(r.data);
}

export async function list(s: TestServer, cookie: string, payload: CallRequest<typeof itemListInquiry> = {}) {
  const r = await s.call(itemListInquiry, payload, { cookie });
  expect(r.status_.success, r.status_.replyText).toBe(true);
  return itemListInquiry.response.parse(r.data);
}

/** Sets columns of a product directly (sales, views, reserved stock come from other areas). */
export async function setProduct(s: TestServer, productId: string, set: Partial<typeof products.$inferInsert>) {
  await s.db
    .update(products)
    .set(set)
    .where(eq(products.id, Number(productId)));
}

/** Reserves stock on a SKU as an order would (orders are another area's). */
export async function reserve(s: TestServer, skuId: string, reserved: number) {
  await s.db.execute(sql`update skus set reserved = ${reserved} where id = ${Number(skuId)}`);
}
