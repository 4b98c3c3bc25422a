import { commodityInspectionListInquiry, inspectionListInquiry } from '@sc/contract/calls/compliance.ts';
import { commodityInspectionRecord, inspectionRecord } from '@sc/contract/calls/marketplace.ts';
import { messages } from '@sc/contract/messages.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, skus } from '../src/db/schema.ts';
import { DEMO_ACCOUNTS, OTHER, startTestServer, type TestServer } from './harness.ts';

// Inspections the platform records (/shop/inspection) and commodity compliance
// (/shop/commodityinspection, "Sales over 90 days, score 4 and above and discount not under 2%
// apply to commodity compliance").

let s: TestServer;
let owner: string;
let operator: string;
let demoShopId: string;
beforeAll(async () => {
  s = await startTestServer();
  const login = await s.login(DEMO_ACCOUNTS.owner);
  owner = login.cookie;
  demoShopId = String(login.data.shopId);
  operator = (await s.operatorLogin()).cookie;
});
afterAll(() => s.close());

let serial = 0;
/** A product on sale with SKUs at these prices (satang) against these market prices. */
async function product(title: string, prices: [price: number, market: number][] = [[9000, 10000]]) {
  serial++;
  const [row] = await s.db
    .insert(products)
    .values({ shopId: demoShopId, title, code: `INS-${serial}`, categoryId: '0', status: 'on_sale' })
    .returning({ id: products.id });
  if (!row) throw new Error('no product');
  for (const [price, marketPrice] of prices) {
    await s.db.insert(skus).values({ shopId: demoShopId, productId: row.id, price, marketPrice, stock: 5 });
  }
  return row.id;
}

async function inspect(productId: number, kind: 'quality' | 'compliance', failed: string[] = []) {
  const items = ['title_accuracy', 'image_quality', 'sample_quality'].map((code) => ({
    code,
    passed: !failed.includes(code),
    note: failed.includes(code) ? `${code} not as listed` : '',
  }));
  const r = await s.call(
    inspectionRecord,
    { shopId: demoShopId, productId: String(productId), kind, items, remark: 'Round 1' },
    { cookie: operator },
  );
  expect(r.status_.success, r.status_.replyText).toBe(true);
  return inspectionRecord.response.parse(r.data);
}

async function commodity(productId: number, sales90d: number, score: number) {
  const r = await s.call(
    commodityInspectionRecord,
    { shopId: demoShopId, productId: String(productId), sales90d, score },
    { cookie: operator },
  );
  expect(r.status_.success, r.status_.replyText).toBe(true);
  return commodityInspectionRecord.response.parse(r.data);
}

describe('inspections', () => {
  it('fail when any checked item fails, and show each item to the merchant', async () => {
    const id = await product('Inspected linen shirt');
    expect((await inspect(id, 'quality')).result).toBe('passed');
    const failed = await inspect(id, 'compliance', ['title_accuracy']);
    expect(failed.result).toBe('failed');

    const r = await s.call(inspectionListInquiry, { keyword: 'Inspected linen' }, { cookie: owner });
    const page = inspectionListInquiry.response.parse(r.data);
    expect(page.counts).toEqual({ passed: 1, failed: 1 });
    expect(page.list[0]).toMatchObject({ inspectionId: failed.inspectionId, kind: 'compliance', result: 'failed' });
    expect(page.list[0]?.items).toContainEqual({
      code: 'title_accuracy',
      passed: false,
      note: 'title_accuracy not as listed',
    });
    const onlyFailed = inspectionListInquiry.response.parse(
      (await s.call(inspectionListInquiry, { keyword: 'Inspected linen', result: 'failed' }, { cookie: owner })).data,
    );
    expect(onlyFailed.list.map((i) => i.inspectionId)).toEqual([failed.inspectionId]);
    expect(onlyFailed.page.count).toBe(1);
    const quality = inspectionListInquiry.response.parse(
      (await s.call(inspectionListInquiry, { keyword: 'Inspected linen', kind: 'quality' }, { cookie: owner })).data,
    );
    expect(quality.list.map((i) => i.kind)).toEqual(['quality']);
  });

  it('refuses an item listed twice', async () => {
    const id = await product('Twice');
    const r = await s.call(
      inspectionRecord,
      {
        shopId: demoShopId,
        productId: String(id),
        kind: 'quality',
        items: [
          { code: 'packaging', passed: true },
          { code: 'packaging', passed: false },
        ],
      },
      { cookie: operator },
    );
    expect(r.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
    expect(r.status_.fieldErrors?.[0]?.message).toBe(messages.inspectionItemRepeated['en-US']);
  });
});

describe('commodity compliance', () => {
  it('applies sales in 90 days, score 4 and above and discount not under 2%, each on its own', async () => {
    const good = await product('Good deal', [[9800, 10000]]); // exactly 2% off
    expect(await commodity(good, 1, 4)).toMatchObject({
      result: 'passed',
      discountPercent: 2,
      criteria: { sales: true, score: true, discount: true },
    });
    const noSales = await product('No sales');
    expect((await commodity(noSales, 0, 4.8)).criteria).toEqual({ sales: false, score: true, discount: true });
    const lowScore = await product('Low score');
    expect((await commodity(lowScore, 30, 3.9)).criteria).toEqual({ sales: true, score: false, discount: true });
    // The smallest cut of the SKUs counts: one SKU at 1.99% off fails the product.
    const thin = await product('Thin discount', [
      [5000, 10000],
      [9801, 10000],
    ]);
    const r = await commodity(thin, 30, 4.5);
    expect(r).toMatchObject({ result: 'failed', discountPercent: 1.99 });
    expect(r.criteria.discount).toBe(false);
    const noMarket = await product('No market price', [[10000, 10000]]);
    expect((await commodity(noMarket, 30, 5)).discountPercent).toBe(0);
  });

  it('lists the latest check of each product, failed ones first, with counts', async () => {
    const id = await product('Rechecked bag', [[8000, 10000]]);
    await commodity(id, 0, 4.5);
    s.clock.advance(60_000);
    const latest = await commodity(id, 12, 4.5);
    const r = await s.call(commodityInspectionListInquiry, { keyword: 'Rechecked' }, { cookie: owner });
    const page = commodityInspectionListInquiry.response.parse(r.data);
    expect(page.list).toHaveLength(1);
    expect(page.list[0]).toMatchObject({
      inspectionId: latest.inspectionId,
      sales90d: 12,
      score: 4.5,
      result: 'passed',
    });
    expect(page.counts).toEqual({ passed: 1, failed: 0 });

    const all = commodityInspectionListInquiry.response.parse(
      (await s.call(commodityInspectionListInquiry, { page: { pageSize: 100 } }, { cookie: owner })).data,
    );
    const results = all.list.map((row) => row.result);
    expect(results.indexOf('passed')).toBeGreaterThan(results.lastIndexOf('failed'));
    expect(all.counts.failed).toBeGreaterThan(0);
  });

  it('keeps one shop’s inspections from another, and from an operator naming the wrong shop', async () => {
    const id = await product('Private product');
    await commodity(id, 3, 4.2);
    await inspect(id, 'quality');
    const other = (await s.login(OTHER.owner)).cookie;
    const theirs = inspectionListInquiry.response.parse(
      (await s.call(inspectionListInquiry, {}, { cookie: other })).data,
    );
    expect(theirs.list).toEqual([]);
    const theirCommodity = commodityInspectionListInquiry.response.parse(
      (await s.call(commodityInspectionListInquiry, {}, { cookie: other })).data,
    );
    expect(theirCommodity.list).toEqual([]);
    const wrongShop = await s.call(
      commodityInspectionRecord,
      { shopId: s.other.shopId, productId: String(id), sales90d: 1, score: 5 },
      { cookie: operator },
    );
    expect(wrongShop.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
  });
});
