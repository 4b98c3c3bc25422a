import { itemDelete } from '@sc/contract/calls/items.ts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_IN_ORDER_FACTOR } from '../src/areas/items/product-list.ts';
import { productCounts, products } from '../src/db/schema.ts';
import { DEMO_ACCOUNTS, OTHER, startTestServer, type TestServer } from './harness.ts';
import { create, list, matrix, nextCode, setProduct } from './items-kit.ts';

// A title search on /shop/index: its count is kept by each server process with the shop's
// listing version (areas/items/search-counts.ts) and read again only when the version has moved,
// and its page is read either down the list's order or from the trigram index, whichever reads
// fewer rows (product-list.ts SEARCH_IN_ORDER_FACTOR, READ_IN_ORDER). Changes below are also written straight into
// the database, as another process (or the simulator) would, unseen by this server.

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
const version = async (shop = shopId) =>
  (await s.db.select().from(productCounts).where(eq(productCounts.shopId, shop)))[0]?.listingVersion;
const searched = async (title: string, over = {}) => (await list(s, owner, { title, ...over })).page.count;

describe("a title search's count", () => {
  it('follows every change that moves it, made through the server or straight in the database', async () => {
    const tag = nextCode('Kc').replace(/-/g, '');
    const [a, b, c] = [await one({ title: `${tag} หมอน` }), await one({ title: `${tag} ผ้าห่ม` }), await one()];
    expect(await searched(tag)).toBe(2);
    // The same search again, counted at the same version.
    expect(await searched(tag)).toBe(2);

    // Another process renames a product into the search, and out again.
    await s.db.execute(sql`update products set title = ${`${tag} ที่นอน`} where id = ${Number(c)}`);
    expect(await searched(tag)).toBe(3);
    await setProduct(s, c, { title: 'ที่นอนยางพารา' });
    expect(await searched(tag)).toBe(2);

    // The recycle bin takes one away.
    await s.call(itemDelete, { productIds: [b] }, { cookie: owner });
    expect(await searched(tag)).toBe(1);

    // A tab's search moves with the state: off the shelf, then sold out.
    await one({ title: `${tag} ปลอกหมอน`, shelf: 'on' });
    await setProduct(s, a, { status: 'on_sale' });
    expect(await searched(tag, { tab: 'on_sale' })).toBe(2);
    await s.db.execute(sql`update products set status = 'off_shelf' where id = ${Number(a)}`);
    expect(await searched(tag, { tab: 'on_sale' })).toBe(1);
    expect(await searched(tag, { tab: 'off_shelf' })).toBe(1);
    await s.db.execute(
      sql`update skus set reserved = stock where product_id = (select id from products where title = ${`${tag} ปลอกหมอน`})`,
    );
    expect(await searched(tag, { tab: 'on_sale' })).toBe(0);
    expect(await searched(tag, { tab: 'sold_out' })).toBe(1);

    // A product added straight in the database.
    await s.db.execute(sql`insert into products (shop_id, title, code, category_id, images, specs, keywords, status)
      select shop_id, ${`${tag} หมอนข้าง`}, ${`${tag}-X`}, category_id, images, specs, keywords, status
      from products where id = ${Number(a)}`);
    expect(await searched(tag)).toBe(3);
  });

  it('is not recounted for writes that change nothing a filter reads, nor for another shop’s', async () => {
    const id = await one({ title: `${nextCode('Kv')} กระเป๋า`, shelf: 'on' });
    const before = await version();
    await setProduct(s, id, { salesCount: 12, viewCount: 40 });
    // Stock that moves but stays above what is reserved: the product is on sale throughout.
    await s.db.execute(sql`update skus set stock = stock + 3 where product_id = ${Number(id)}`);
    const other = await s.login(OTHER.owner);
    await create(s, other.cookie, { specs: [], skus: matrix([], { stock: 1 }) });
    expect(await version()).toBe(before);
    await setProduct(s, id, { code: nextCode('Kv') });
    expect(await version()).toBe((before ?? 0) + 1);
  });
});

describe("a title search's page", () => {
  it('is the same page down the list’s order as from the trigram index, on every page and sort', async () => {
    const tag = nextCode('Kp').replace(/-/g, '');
    const common = `${tag}ทั่วไป`;
    const rare = `${tag}หายาก`;
    for (let i = 0; i < 24; i += 1) await one({ title: `${common} ${i}${i % 12 === 0 ? ` ${rare}` : ''}` });
    // Some titles share an update time, as a bulk change leaves them: the id breaks the tie.
    await s.db.execute(sql`update products set updated_at = '2026-11-20T10:00:00Z' where title like ${`${common} 1%`}`);
    const { tabCounts } = await list(s, owner);
    const readsInOrder = (matches: number, offset: number, limit: number) =>
      (offset + limit) * tabCounts.all <= SEARCH_IN_ORDER_FACTOR * matches * matches;
    // Sorted by update or creation time (which an index reads in order), the two words are read
    // the two ways; sorted by price, both from the trigram index.
    expect(readsInOrder(24, 0, 10)).toBe(true);
    expect(readsInOrder(2, 0, 10)).toBe(false);

    const expected = async (word: string, order: string, offset: number, limit: number) => {
      const rows = await s.db
        .select({ id: products.id })
        .from(products)
        .where(
          sql`shop_id = ${shopId} and deleted_at is null and purged_at is null and lower(title) like ${`%${word.toLowerCase()}%`}`,
        )
        .orderBy(sql.raw(order))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => String(r.id));
    };
    const sorts = [
      ['updated_desc', 'updated_at desc, id desc'],
      ['created_desc', 'id desc'],
      ['price_asc', 'price_min asc, id desc'],
    ] as const;
    for (const word of [common, rare]) {
      for (const [sort, order] of sorts) {
        for (const pageNum of [1, 2, 3]) {
          const page = await list(s, owner, { title: word, sort, page: { pageNum, pageSize: 10 } });
          expect(
            page.list.map((r) => r.productId),
            `${word} ${sort} page ${pageNum}`,
          ).toEqual(await expected(word, order, (pageNum - 1) * 10, 10));
          expect(page.page.count).toBe(word === common ? 24 : 2);
        }
      }
    }
  });

  it('past the end of its matches is empty, with the count', async () => {
    const tag = nextCode('Ke').replace(/-/g, '');
    await one({ title: `${tag} ถุงเท้า` });
    const past = await list(s, owner, { title: tag, page: { pageNum: 3, pageSize: 10 } });
    expect(past.list).toEqual([]);
    expect(past.page.count).toBe(1);
    const none = await list(s, owner, { title: `${tag}ไม่มี` });
    expect([none.list, none.page.count]).toEqual([[], 0]);
  });
});
