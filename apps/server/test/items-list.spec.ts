import {
  itemCreate,
  itemDelete,
  itemExportExcel,
  itemListInquiry,
  itemPictureList,
  itemQrcode,
  itemRecycleList,
  itemShelfRemovalList,
  itemSkuPictureEdit,
  itemSpuPictureEdit,
  PRODUCT_TABS,
  productFilter,
  STOREFRONT_ITEM_URL,
} from '@sc/contract/calls/items.ts';
import { SEARCH_COUNT_CAP } from '@sc/contract/constants.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportRunner } from '../src/areas/downloads/runner.ts';
import { productExport } from '../src/areas/items/product-export.ts';
import { listed, tabCondition } from '../src/areas/items/product-tabs.ts';
import { downloadTasks, productCounts, products } from '../src/db/schema.ts';
import { ShopScope } from '../src/db/tenant.ts';
import { DEMO_ACCOUNTS, OTHER, startTestServer, type TestServer } from './harness.ts';
import { create, detail, list, matrix, nextCode, productPayload, reserve, setProduct } from './items-kit.ts';

// The list of /shop/index: tabs and their counts, search, sorts, paging; and the picture
// manager, the QR code and the export.

let s: TestServer;
let owner: string;
let shopId: string;
beforeAll(async () => {
  s = await startTestServer();
  const login = await s.login(DEMO_ACCOUNTS.owner);
  owner = login.cookie;
  shopId = String(login.data.shopId);
});
afterAll(() => s.close());

const one = (over = {}) => create(s, owner, { specs: [], skus: matrix([], { stock: 5 }), ...over });

/** Every tab counted from scratch with the list's own conditions. */
async function recount(shop: string) {
  const scope = new ShopScope(s.db, shop);
  const out: Record<string, number> = {};
  for (const tab of PRODUCT_TABS) {
    const [row] = await s.db
      .select({ n: count() })
      .from(products)
      .where(scope.where(products, listed(), tabCondition(tab)));
    out[tab] = Number(row?.n ?? 0);
  }
  return out;
}

describe('the demo shop', () => {
  it('has products in every tab, low stock, one in the recycle bin and some near the shelf rules', async () => {
    const { tabCounts } = await list(s, owner);
    for (const tab of ['on_sale', 'sold_out', 'coming', 'off_shelf', 'pre_sale'] as const) {
      expect(tabCounts[tab], tab).toBeGreaterThan(0);
    }
    expect(tabCounts.all).toBeGreaterThanOrEqual(30);
    expect((await list(s, owner, { lowStockOnly: 'y' })).page.count).toBeGreaterThan(0);
    const bin = itemRecycleList.response.parse((await s.call(itemRecycleList, {}, { cookie: owner })).data);
    expect(bin.page.count).toBe(1);
    const soon = itemShelfRemovalList.response.parse(
      (await s.call(itemShelfRemovalList, { withinDays: 10 }, { cookie: owner })).data,
    );
    expect(new Set(soon.list.map((r) => r.rule))).toEqual(new Set(['idle_180', 'no_sales_360', 'purge_off_180']));
    const [first] = (await list(s, owner, { title: 'เซรั่มวิตามินซี' })).list;
    // Its promotion 20 days ago is its lowest price of 30 days.
    expect([first?.priceMin, first?.lowestPrice30]).toEqual([390, 312]);
  });
});

describe('tabs', () => {
  it('the counter row always agrees with the list’s conditions, through every kind of change', async () => {
    const onSale = await one({ shelf: 'on' });
    const soldOut = await one({ shelf: 'on', skus: matrix([], { stock: 2 }) });
    await reserve(s, (await detail(s, owner, soldOut)).skus[0]!.skuId, 2);
    await one({ shelf: 'timed', releaseAt: new Date(s.clock.now().getTime() + 86_400_000).toISOString() });
    await one({ preSale: 'y', preSaleShipDays: 5, shelf: 'on' });
    const halted = await one();
    await setProduct(s, halted, { status: 'halted' });
    const flagged = await one({ shelf: 'on' });
    await setProduct(s, flagged, { openViolations: 1 });
    const binned = await one();
    await s.call(itemDelete, { productIds: [binned, onSale] }, { cookie: owner });
    const answer = await list(s, owner);
    expect(answer.tabCounts).toEqual(await recount(shopId));
    expect(answer.tabCounts.all).toBe(answer.page.count);
    for (const tab of PRODUCT_TABS) {
      const page = await list(s, owner, { tab, page: { pageSize: 500 } });
      expect(page.list).toHaveLength(answer.tabCounts[tab]);
      expect(page.page.count).toBe(answer.tabCounts[tab]);
    }
    const violation = await list(s, owner, { tab: 'violation', page: { pageSize: 500 } });
    expect(violation.list.map((r) => r.productId)).toEqual(expect.arrayContaining([halted, flagged]));
    const offShelf = await list(s, owner, { tab: 'off_shelf', page: { pageSize: 500 } });
    expect(offShelf.list.map((r) => r.productId)).not.toContain(halted);
    // The other shop's counter row moved on its own.
    const other = await s.login(OTHER.owner);
    await s.call(itemCreate, productPayload(), { cookie: other.cookie });
    expect((await list(s, other.cookie)).tabCounts).toEqual(await recount(s.other.shopId));
    expect((await list(s, owner)).tabCounts).toEqual(answer.tabCounts);
  });

  it('has a counter row for the demo shop that matches a recount from scratch', async () => {
    const [row] = await s.db.select().from(productCounts).where(eq(productCounts.shopId, shopId));
    expect(row?.listed).toBe((await recount(shopId)).all);
  });
});

describe('search', () => {
  it('finds by title (contains, any case), code (prefix), brand, category subtree and ids', async () => {
    const tag = nextCode('Zq').replace(/-/g, '');
    const a = await one({ title: `กระเป๋าผ้า ${tag} Canvas`, code: `${tag}-A`, categoryId: '130101' });
    const b = await one({ title: `เสื้อ ${tag.toUpperCase()} ลินิน`, code: `${tag}-B`, categoryId: '110102' });
    const other = await s.login(OTHER.owner);
    await s.call(itemCreate, productPayload({ title: `ของร้านอื่น ${tag}` }), { cookie: other.cookie });

    const ids = async (payload: Parameters<typeof list>[2]) =>
      (await list(s, owner, { ...payload, page: { pageSize: 50 } })).list.map((r) => r.productId).sort();
    expect(await ids({ title: tag.toLowerCase() })).toEqual([a, b].sort());
    expect(await ids({ title: 'ผ้า' })).toContain(a);
    expect(await ids({ title: `${tag} canvas` })).toEqual([a]);
    expect(await ids({ code: `${tag.toLowerCase()}-` })).toEqual([a, b].sort());
    expect(await ids({ code: `${tag}-B` })).toEqual([b]);
    expect(await ids({ code: 'A' })).not.toContain(a);
    // 11 = men's clothing: b's category is a leaf under it, a's (bags) is not.
    expect(await ids({ title: tag, categoryId: '11' })).toEqual([b]);
    expect(await ids({ title: tag, categoryId: '130101' })).toEqual([a]);
    expect(await ids({ title: tag, brandId: '0' })).toEqual([a, b].sort());
    expect(await ids({ title: tag, brandId: '1001' })).toEqual([]);
    expect(await ids({ spuIds: [a] })).toEqual([a]);
    const skuId = (await detail(s, owner, b)).skus[0]!.skuId;
    expect(await ids({ skuIds: [skuId] })).toEqual([b]);
    const searched = await list(s, owner, { title: tag });
    expect(searched.page.count).toBe(2);
    expect(searched.tabCounts.all).toBeGreaterThan(2);
  });

  it(`counts a search up to ${SEARCH_COUNT_CAP} matches and then says there are more`, async () => {
    const tag = nextCode('Cap').replace(/-/g, '');
    const a = await one({ title: `${tag} ผ้าพันคอ` });
    const copy = async (n: number) =>
      s.db.execute(sql`insert into products (shop_id, title, code, category_id, images, specs, keywords, status,
          created_at, updated_at)
        select shop_id, title || ' ' || g, code || '-' || ${n} || '-' || g, category_id, images, specs, keywords, status,
          created_at, updated_at
        from products, generate_series(1, ${n}::int) g where shop_id = ${shopId} and id = ${Number(a)}`);
    try {
      await copy(SEARCH_COUNT_CAP - 1);
      const exactly = await list(s, owner, { title: tag });
      expect(exactly.page).toEqual({ pageNum: 1, pageSize: 10, count: SEARCH_COUNT_CAP });
      await copy(1);
      const more = await list(s, owner, { title: tag });
      expect(more.page).toMatchObject({ count: SEARCH_COUNT_CAP, countCapped: 'y' });
      expect(more.list).toHaveLength(10);
      // Without a search the count is the tab's own, exact.
      const all = await list(s, owner);
      expect(all.page.count).toBe(all.tabCounts.all);
      expect(all.page.countCapped).toBeUndefined();
    } finally {
      await s.db.execute(sql`delete from products where shop_id = ${shopId} and title like ${`${tag}%`}`);
    }
  });

  it('filters low stock, sorts and pages', async () => {
    const tag = nextCode('Srt').replace(/-/g, '');
    const cheap = await one({
      title: `${tag} cheap`,
      skus: matrix([], { price: 50, marketPrice: 60, purchasePrice: 0, stock: 9 }),
    });
    const dear = await one({
      title: `${tag} dear`,
      skus: matrix([], { price: 500, marketPrice: 600, purchasePrice: 0, stock: 1 }),
    });
    const low = await one({
      title: `${tag} low`,
      skus: matrix([], { price: 100, marketPrice: 200, purchasePrice: 0, stock: 2, warningLine: 3 }),
    });
    await setProduct(s, dear, { salesCount: 40 });
    const order = async (sort: 'price_asc' | 'price_desc' | 'stock_desc' | 'sales_desc' | 'created_desc') =>
      (await list(s, owner, { title: tag, sort })).list.map((r) => r.productId);
    expect(await order('price_asc')).toEqual([cheap, low, dear]);
    expect(await order('price_desc')).toEqual([dear, low, cheap]);
    expect(await order('stock_desc')).toEqual([cheap, low, dear]);
    expect((await order('sales_desc'))[0]).toBe(dear);
    expect(await order('created_desc')).toEqual([low, dear, cheap]);
    expect((await list(s, owner, { title: tag, lowStockOnly: 'y' })).list.map((r) => r.productId)).toEqual([low]);
    const page2 = await list(s, owner, { title: tag, sort: 'price_asc', page: { pageNum: 2, pageSize: 2 } });
    expect(page2.list.map((r) => r.productId)).toEqual([dear]);
    expect(page2.page).toEqual({ pageNum: 2, pageSize: 2, count: 3 });
  });

  it('answers rows with names in the request’s language, money in baht and the SKUs', async () => {
    const id = await one({
      categoryId: '110101',
      images: ['https://img.alicdn.com/item/a.jpg', 'https://img.alicdn.com/item/b.jpg'],
    });
    const [row] = (await list(s, owner, { spuIds: [id] })).list;
    expect(row).toMatchObject({
      coverUrl: 'https://img.alicdn.com/item/a.jpg',
      categoryPath: ["Men's Clothing", "Men's Tops", 'T-shirts'],
      brandId: '0',
      brandName: 'No brand',
      priceMin: 199,
      lowestPrice30: 199,
      stockTotal: 5,
    });
    expect(row?.skus[0]).toMatchObject({ price: 199, marketPrice: 259, stock: 5, available: 5, lowStock: 'n' });
    const thai = await s.call(itemCreate, productPayload(), { cookie: owner, locale: 'th-TH' });
    const r = await s.call(
      itemListInquiry,
      { spuIds: [String(thai.data.productId)] },
      { cookie: owner, locale: 'th-TH' },
    );
    expect(itemListInquiry.response.parse(r.data).list[0]?.categoryPath).toEqual(['เสื้อผ้าแฟชั่นผู้ชาย', 'เสื้อผู้ชาย', 'เสื้อยืด']);
  });
});

describe('pictures, QR code and export', () => {
  it('edits main and SKU photos and finds products missing them', async () => {
    const specs = [{ name: 'สี', values: ['ขาว', 'ดำ'] }];
    const id = await create(s, owner, { specs, skus: matrix(specs) });
    const [white, black] = (await detail(s, owner, id)).skus.map((k) => k.skuId) as [string, string];
    const spu = await s.call(
      itemSpuPictureEdit,
      {
        productId: id,
        images: ['https://img.alicdn.com/item/1.jpg', 'https://img.alicdn.com/item/2.jpg'],
        videoUrl: 'https://img.alicdn.com/item/v.mp4',
      },
      { cookie: owner },
    );
    expect(spu.status_.success, spu.status_.replyText).toBe(true);
    await s.call(
      itemSkuPictureEdit,
      { pictures: [{ skuId: white, imageUrl: 'https://img.alicdn.com/item/w.jpg' }] },
      { cookie: owner },
    );
    const d = await detail(s, owner, id);
    expect([d.images, d.videoUrl, d.skus.map((k) => k.imageUrl)]).toEqual([
      ['https://img.alicdn.com/item/1.jpg', 'https://img.alicdn.com/item/2.jpg'],
      'https://img.alicdn.com/item/v.mp4',
      ['https://img.alicdn.com/item/w.jpg', ''],
    ]);
    const missing = itemPictureList.response.parse(
      (await s.call(itemPictureList, { missing: 'sku_photo', page: { pageSize: 500 } }, { cookie: owner })).data,
    );
    expect(missing.list.map((r) => r.productId)).toContain(id);
    await s.call(
      itemSkuPictureEdit,
      { pictures: [{ skuId: black, imageUrl: 'https://img.alicdn.com/item/b.jpg' }] },
      { cookie: owner },
    );
    const after = itemPictureList.response.parse(
      (await s.call(itemPictureList, { missing: 'sku_photo', page: { pageSize: 500 } }, { cookie: owner })).data,
    );
    expect(after.list.map((r) => r.productId)).not.toContain(id);
    const noVideo = itemPictureList.response.parse(
      (await s.call(itemPictureList, { missing: 'video', page: { pageSize: 500 } }, { cookie: owner })).data,
    );
    expect(noVideo.list.map((r) => r.productId)).not.toContain(id);
    const bad = await s.call(
      itemSkuPictureEdit,
      { pictures: [{ skuId: '999999999', imageUrl: '' }] },
      { cookie: owner },
    );
    expect(bad.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
  });

  it('answers the buyer link and its QR code', async () => {
    const id = await one();
    const r = itemQrcode.response.parse((await s.call(itemQrcode, { productId: id }, { cookie: owner })).data);
    expect(r.url).toBe(`${STOREFRONT_ITEM_URL}/${id}?codShopId=${shopId}`);
    expect(r.qrPng).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    expect(
      Buffer.from(r.qrPng.split(',')[1] ?? '', 'base64')
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });

  it('exports every matching product, one row per SKU, in the requester’s language', async () => {
    const tag = nextCode('Exp').replace(/-/g, '');
    const specs = [{ name: 'สี', values: ['ขาว', 'ดำ', 'แดง'] }];
    await create(s, owner, { title: `${tag} one`, specs, skus: matrix(specs) });
    await one({ title: `${tag} two` });
    const started = await s.call(itemExportExcel, { title: tag }, { cookie: owner, locale: 'th-TH' });
    expect(started.status_.success, started.status_.replyText).toBe(true);
    const taskId = String(started.data.taskId);
    // The download centre runs it after the call: wait, and read the task.
    await exportRunner()?.idle();
    const [task] = await s.db.select().from(downloadTasks).where(eq(downloadTasks.id, taskId));
    expect([task?.status, task?.rowCount]).toEqual(['done', 4]);
    expect(task?.fileName).toMatch(/^สินค้า_.*\.xlsx$/);

    const scope = new ShopScope(s.db, shopId);
    const filter = productFilter.parse({ title: tag });
    expect(await productExport.count(scope, filter)).toBe(4);
    const rows = [];
    for await (const batch of productExport.batches(scope, filter, 'th-TH')) rows.push(...batch);
    expect(rows).toHaveLength(4);
    expect(rows.map((r) => r.specs).sort()).toEqual(['', 'ขาว', 'ดำ', 'แดง']);
    expect(rows[0]?.status).toBe('ไม่ได้วางขาย');
    expect(productExport.columns('zh-CN').map((c) => c.header)).toContain('销售价（泰铢）');
  });
});
