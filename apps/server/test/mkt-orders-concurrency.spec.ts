import { mktOrderCheckout } from '@sc/contract/calls/marketplace-orders.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderItems, orders, products, skus } from '../src/db/schema.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { makeBuyer, makeSku, shopIdNamed, skuRow } from './mkt-orders-kit.ts';

// Checkout reserves with one conditional UPDATE per SKU: however many buyers check out at
// once, a SKU with stock 50 gives exactly 50 orders: 200 checkouts race on a pool of connections.

const CALLS = 200;

let s: TestServer;
let op: string;
let shopId: string;

beforeAll(async () => {
  s = await startTestServer();
  op = (await s.operatorLogin()).cookie;
  shopId = await shopIdNamed(s.db, 'Demo Shop');
});
afterAll(() => s.close());

it(`${CALLS} concurrent checkouts of a SKU with stock 50 give exactly 50 orders and available 0`, async () => {
  const sku = await makeSku(s.db, shopId, { stock: 50, price: 9_900 });
  const buyers = await Promise.all(Array.from({ length: 10 }, () => makeBuyer(s.db)));
  const replies = await Promise.all(
    Array.from({ length: CALLS }, (_, i) =>
      s.call(
        mktOrderCheckout,
        {
          shopId,
          buyerId: buyers[i % buyers.length]?.id,
          lines: [{ skuId: String(sku.skuId), quantity: 1 }],
          payMethod: i % 2 ? 'cod' : 'qr',
        },
        { cookie: op },
      ),
    ),
  );
  const won = replies.filter((r) => r.status_.success);
  const lost = replies.filter((r) => !r.status_.success);
  expect(won).toHaveLength(50);
  expect(lost).toHaveLength(CALLS - 50);
  for (const r of lost) expect(r.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);

  const after = await skuRow(s.db, sku.skuId);
  expect(after.stock - after.reserved).toBe(0);
  expect(after.reserved).toBe(50);
  const lines = await s.db
    .select({ orderId: orderItems.orderId })
    .from(orderItems)
    .innerJoin(orders, and(eq(orders.shopId, orderItems.shopId), eq(orders.id, orderItems.orderId)))
    .where(and(eq(orderItems.shopId, shopId), eq(orderItems.skuId, sku.skuId)));
  expect(lines).toHaveLength(50);
  // The product's figures, kept by the skus trigger, agree.
  const [product] = await s.db.select().from(products).where(eq(products.id, sku.productId));
  expect([product?.stockTotal, product?.reservedTotal]).toEqual([50, 50]);
}, 120_000);

it('concurrent orders on two SKUs of one product, lines in either order, never deadlock', async () => {
  const first = await makeSku(s.db, shopId, { stock: 100 });
  const [second] = await s.db
    .insert(skus)
    .values({
      shopId,
      productId: first.productId,
      specValues: ['ขาว', 'L'],
      price: 9_900,
      marketPrice: 9_900,
      stock: 100,
    })
    .returning({ id: skus.id });
  if (!second) throw new Error('no second sku');
  const n = 60;
  const replies = await Promise.all(
    Array.from({ length: n }, (_, i) => {
      const pair = [
        { skuId: String(first.skuId), quantity: 1 },
        { skuId: String(second.id), quantity: 1 },
      ];
      return s.call(
        mktOrderCheckout,
        { shopId, lines: i % 2 ? pair : pair.reverse(), payMethod: 'cod' },
        { cookie: op },
      );
    }),
  );
  for (const r of replies) expect(r.status_.success, r.status_.replyText).toBe(true);
  expect((await skuRow(s.db, first.skuId)).reserved).toBe(n);
  expect((await skuRow(s.db, second.id)).reserved).toBe(n);
}, 120_000);
