import { dashboardActionInquiry } from '@sc/contract/calls/dashboard.ts';
import { itemDelete, itemStockInquiry, itemStockUpdate } from '@sc/contract/calls/items.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, skus } from '../src/db/schema.ts';
import { DEMO_ACCOUNTS, startTestServer, type TestServer } from './harness.ts';
import { create, detail, list, matrix, reserve } from './items-kit.ts';

// Stock updates (never below 0, never below reserved): all or nothing, and exact under concurrent
// calls, which really race on a pool of connections.

let s: TestServer;
let owner: string;
beforeAll(async () => {
  s = await startTestServer();
  owner = (await s.login(DEMO_ACCOUNTS.owner)).cookie;
});
afterAll(() => s.close());

const specs = [{ name: 'สี', values: ['ขาว', 'ดำ'] }];

async function product(stock: number, over = {}) {
  const id = await create(s, owner, { specs, skus: matrix(specs, { stock }), ...over });
  return { id, skuIds: (await detail(s, owner, id)).skus.map((k) => k.skuId) };
}

const update = (
  updates: { skuId: string; mode: 'set' | 'add'; value: number }[],
  locale: 'en-US' | 'th-TH' = 'en-US',
) => s.call(itemStockUpdate, { updates }, { cookie: owner, locale });

describe('stock update', () => {
  it('sets and adds, and answers the new figures', async () => {
    const { id, skuIds } = await product(10);
    const [white, black] = skuIds as [string, string];
    await reserve(s, black, 4);
    const r = await update([
      { skuId: white, mode: 'set', value: 25 },
      { skuId: black, mode: 'add', value: -3 },
    ]);
    expect(r.status_.success, r.status_.replyText).toBe(true);
    expect(itemStockUpdate.response.parse(r.data).skus).toEqual([
      { skuId: white, stock: 25, available: 25 },
      { skuId: black, stock: 7, available: 3 },
    ]);
    const stock = itemStockInquiry.response.parse(
      (await s.call(itemStockInquiry, { productId: id }, { cookie: owner })).data,
    );
    expect(stock.skus.map((k) => [k.stock, k.reserved, k.available])).toEqual([
      [25, 0, 25],
      [7, 4, 3],
    ]);
    expect((await detail(s, owner, id)).stockTotal).toBe(32);
  });

  it('is all or nothing, and names the SKU that was refused', async () => {
    const { id, skuIds } = await product(10);
    const [white, black] = skuIds as [string, string];
    await reserve(s, black, 6);
    const r = await update(
      [
        { skuId: white, mode: 'add', value: 5 },
        { skuId: black, mode: 'set', value: 5 },
      ],
      'th-TH',
    );
    expect(r.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
    expect(r.status_.fieldErrors).toEqual([
      { field: 'updates.1.value', message: `SKU ${black} (ดำ): สต็อกต้องไม่น้อยกว่าสต็อกที่ถูกจองไว้ (6)` },
    ]);
    expect((await detail(s, owner, id)).skus.map((k) => k.stock)).toEqual([10, 10]);

    const negative = await update([{ skuId: white, mode: 'add', value: -11 }]);
    expect(negative.status_.fieldErrors?.[0]?.message).toBe(`SKU ${white} (ขาว): stock cannot be less than 0`);
    const tooMuch = await update([{ skuId: white, mode: 'add', value: 9_999_999 }]);
    expect(tooMuch.status_.fieldErrors?.[0]?.message).toBe(`SKU ${white} (ขาว): stock cannot be more than 9999999`);
    const setNegative = await update([{ skuId: white, mode: 'set', value: -1 }]);
    expect(setNegative.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
  });

  it('does not find an unknown SKU, nor one of a product deleted for good', async () => {
    const { id, skuIds } = await product(3);
    expect((await update([{ skuId: '999999999', mode: 'add', value: 1 }])).status_.replyCode).toBe(
      REPLY.NOT_FOUND.code,
    );
    await s.db
      .update(products)
      .set({ purgedAt: s.clock.now() })
      .where(eq(products.id, Number(id)));
    expect((await update([{ skuId: skuIds[0]!, mode: 'add', value: 1 }])).status_.replyCode).toBe(REPLY.NOT_FOUND.code);
  });

  it('restarts the idle clock of the shelf rules (a stock change is an edit)', async () => {
    const { id, skuIds } = await product(3);
    const before = (await detail(s, owner, id)).lastEditedAt;
    s.clock.advance(5000);
    await update([{ skuId: skuIds[0]!, mode: 'add', value: 1 }]);
    expect(Date.parse((await detail(s, owner, id)).lastEditedAt)).toBeGreaterThan(Date.parse(before));
  });
});

describe('under concurrent updates', () => {
  it('50 calls taking one each from a stock of 30: exactly 30 succeed, stock 0, never below', async () => {
    const { id, skuIds } = await product(30, { shelf: 'on' });
    const sku = skuIds[0]!;
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => update([{ skuId: sku, mode: 'add', value: -1 }])),
    );
    expect(replies.filter((r) => r.status_.success)).toHaveLength(30);
    expect(replies.filter((r) => !r.status_.success).map((r) => r.status_.replyCode)).toEqual(
      Array(20).fill(REPLY.VALIDATION_FAILED.code),
    );
    const d = await detail(s, owner, id);
    expect(d.skus[0]?.stock).toBe(0);
    expect(d.stockTotal).toBe(30);
  });

  it('changes to different SKUs of one product at once keep the product’s figures exact', async () => {
    const many = [{ name: 'ไซซ์', values: ['S', 'M', 'L', 'XL'] }];
    const id = await create(s, owner, { specs: many, skus: matrix(many, { stock: 50 }), shelf: 'on' });
    const skuIds = (await detail(s, owner, id)).skus.map((k) => k.skuId);
    const changes = Array.from({ length: 40 }, (_, i) => ({
      skuId: skuIds[i % 4]!,
      mode: 'add' as const,
      value: i % 3 === 0 ? 2 : -1,
    }));
    const replies = await Promise.all(changes.map((c) => update([c])));
    expect(replies.every((r) => r.status_.success)).toBe(true);
    const [row] = await s.db
      .select({ total: products.stockTotal, low: products.lowStockSkus })
      .from(products)
      .where(eq(products.id, Number(id)));
    const [sum] = await s.db
      .select({ n: sql<number>`sum(${skus.stock})::int` })
      .from(skus)
      .where(eq(skus.productId, Number(id)));
    expect(row?.total).toBe(sum?.n);
    expect(row?.total).toBe(200 + changes.reduce((n, c) => n + c.value, 0));
  });

  it('a sold-out product moves between the tabs as stock comes and goes', async () => {
    const { id, skuIds } = await product(1, { shelf: 'on', specs: [], skus: matrix([], { stock: 1 }) });
    const before = (await list(s, owner)).tabCounts;
    await update([{ skuId: skuIds[0]!, mode: 'add', value: -1 }]);
    const sold = (await list(s, owner)).tabCounts;
    expect([sold.on_sale, sold.sold_out]).toEqual([before.on_sale - 1, before.sold_out + 1]);
    expect((await list(s, owner, { tab: 'sold_out', spuIds: [id] })).list).toHaveLength(1);
    await update([{ skuId: skuIds[0]!, mode: 'set', value: 4 }]);
    expect((await list(s, owner)).tabCounts).toEqual(before);
  });
});

describe('the dashboard low-stock count', () => {
  it('counts SKUs at or under their warning line on products not in the recycle bin', async () => {
    const count = async () =>
      dashboardActionInquiry.response.parse((await s.call(dashboardActionInquiry, {}, { cookie: owner })).data)
        .lowStock;
    const start = await count();
    const id = await create(s, owner, { specs, skus: matrix(specs, { stock: 5, warningLine: 5 }) });
    expect(await count()).toBe(start + 2);
    const [white] = (await detail(s, owner, id)).skus.map((k) => k.skuId);
    await update([{ skuId: white!, mode: 'add', value: 1 }]);
    expect(await count()).toBe(start + 1);
    await s.call(itemDelete, { productIds: [id] }, { cookie: owner });
    expect(await count()).toBe(start);
  });
});
