import { categoryList, categoryTree } from '@sc/contract/calls/catalog.ts';
import type { Locale } from '@sc/contract/locale.ts';
import { messages } from '@sc/contract/messages.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertLeafCategory, categoryPath } from '../src/areas/catalog/categories.ts';
import { BizError } from '../src/errors.ts';
import { CATEGORIES, categoryRows } from '../src/seed/catalog.ts';
import { DEMO_ACCOUNTS, startTestServer, type TestServer } from './harness.ts';

// Categories (category list and tree): the platform's three-level tree, names in the request's
// language, products in leaves only.

const TOP_IDS = CATEGORIES.map(([id]) => id).filter((id) => id.length === 2);

let s: TestServer;
let owner: string;
beforeAll(async () => {
  s = await startTestServer();
  owner = (await s.login(DEMO_ACCOUNTS.owner)).cookie;
});
afterAll(() => s.close());

async function list(payload: { parentId?: string; keyword?: string }, locale: Locale = 'en-US') {
  const r = await s.call(categoryList, payload, { cookie: owner, locale });
  expect(r.status_.success, r.status_.replyText).toBe(true);
  return categoryList.response.parse(r.data).list;
}

async function refusal(run: () => Promise<unknown>): Promise<BizError> {
  const error = await run().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BizError);
  return error as BizError;
}

describe('the seeded tree', () => {
  const rows = categoryRows();

  it('has three levels, every leaf at the third, about 150 leaves or more', () => {
    expect(new Set(rows.map((r) => r.level))).toEqual(new Set([1, 2, 3]));
    const leaves = rows.filter((r) => r.isLeaf);
    expect(leaves.every((r) => r.level === 3)).toBe(true);
    expect(rows.filter((r) => r.level === 3).every((r) => r.isLeaf)).toBe(true);
    expect(leaves.length).toBeGreaterThanOrEqual(150);
    expect(rows.filter((r) => r.level === 1).length).toBeGreaterThanOrEqual(10);
  });

  it('has unique digit ids of 2, 4 and 6 digits, each listed after its parent', () => {
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    const seen = new Set<string>();
    for (const r of rows) {
      expect(r.id, r.id).toMatch(/^(\d{2}){1,3}$/);
      if (r.parentId) expect(seen.has(r.parentId), r.id).toBe(true);
      seen.add(r.id);
    }
  });

  it('names every category in Thai, English and Chinese', () => {
    for (const r of rows) {
      expect(r.nameTh, r.id).toMatch(/[\u0E00-\u0E7F]/);
      expect(r.nameEn, r.id).toMatch(/^[A-Za-z]/);
      expect(r.nameZh, r.id).toMatch(/[\u4E00-\u9FFF]/);
    }
  });
});

describe(categoryList.path, () => {
  it('gives the top level without a parent, in the request’s language', async () => {
    const th = await list({}, 'th-TH');
    expect(th.map((c) => c.categoryId)).toEqual(TOP_IDS);
    expect(th.find((c) => c.categoryId === '17')).toMatchObject({
      name: 'บ้านและการตกแต่ง',
      level: 1,
      isLeaf: 'n',
      parentId: null,
      path: ['บ้านและการตกแต่ง'],
    });
    const zh = await list({}, 'zh-CN');
    expect(zh.find((c) => c.categoryId === '17')?.name).toBe('家居生活');
  });

  it('gives the children of a parent with their path', async () => {
    const kitchen = await list({ parentId: '1703' });
    expect(kitchen.map((c) => c.name)).toContain('Pots & Pans');
    expect(kitchen.every((c) => c.isLeaf === 'y' && c.level === 3 && c.parentId === '1703')).toBe(true);
    expect(kitchen[0]?.path).toEqual(['Home & Living', 'Kitchenware', kitchen[0]?.name]);
    expect(kitchen[0]?.pathIds).toEqual(['17', '1703', kitchen[0]?.categoryId]);
    expect(await list({ parentId: '999999' })).toEqual([]);
  });

  it('finds a name in any of the three languages and answers in the request’s', async () => {
    const byThai = await list({ keyword: 'หม้อทอด' }, 'en-US');
    expect(byThai.map((c) => c.path.join(' > '))).toContain('Home Appliances > Kitchen Appliances > Air Fryers');
    const byEnglish = await list({ keyword: 'air fryer' }, 'zh-CN');
    expect(byEnglish.map((c) => c.name)).toContain('空气炸锅');
    const byChinese = await list({ keyword: '空气炸锅' }, 'th-TH');
    expect(byChinese.map((c) => c.name)).toContain('หม้อทอดไร้น้ำมัน');
  });

  it('puts leaves first and takes the pattern characters literally', async () => {
    const shoes = await list({ keyword: 'shoes' });
    expect(shoes.length).toBeGreaterThan(3);
    const firstBranch = shoes.findIndex((c) => c.isLeaf === 'n');
    if (firstBranch >= 0) expect(shoes.slice(firstBranch).every((c) => c.isLeaf === 'n')).toBe(true);
    expect(await list({ keyword: '%' })).toEqual([]);
    expect(await list({ keyword: '_' })).toEqual([]);
  });

  it('refuses a parent and a search word together', async () => {
    const r = await s.call(categoryList, { parentId: '17', keyword: 'pan' }, { cookie: owner, locale: 'th-TH' });
    expect(r.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
    expect(r.status_.fieldErrors?.[0]?.message).toBe(messages.categoryParentOrKeyword['th-TH']);
  });
});

describe(categoryTree.path, () => {
  it('gives the whole tree in the request’s language', async () => {
    const r = await s.call(categoryTree, {}, { cookie: owner, locale: 'zh-CN' });
    expect(r.status_.success).toBe(true);
    const tree = categoryTree.response.parse(r.data).list;
    expect(tree.map((n) => n.categoryId)).toEqual(TOP_IDS);
    const leaves = tree.flatMap((l1) => l1.children.flatMap((l2) => l2.children));
    expect(leaves.length).toBe(categoryRows().filter((c) => c.isLeaf).length);
    expect(leaves.every((l) => l.isLeaf === 'y')).toBe(true);
    const home = tree.find((n) => n.categoryId === '17');
    expect(home?.name).toBe('家居生活');
    expect(home?.children.find((n) => n.categoryId === '1703')?.children.map((n) => n.name)).toContain('锅具');
  });
});

describe('assertLeafCategory (for the product form)', () => {
  it('lets a leaf pass', async () => {
    await expect(assertLeafCategory(s.db, '170301')).resolves.toBeUndefined();
  });

  it('refuses a category with subcategories, naming it in the given language', async () => {
    const e = await refusal(() => assertLeafCategory(s.db, '1703', 'en-US'));
    expect(e.replyCode).toBe(REPLY.RULE_VIOLATED.code);
    expect(e.messageKey).toBe('categoryNotLeaf');
    expect(e.params).toEqual({ name: 'Kitchenware' });
    const top = await refusal(() => assertLeafCategory(s.db, '17', 'th-TH'));
    expect(top.params).toEqual({ name: 'บ้านและการตกแต่ง' });
  });

  it('refuses a category that does not exist', async () => {
    const e = await refusal(() => assertLeafCategory(s.db, '999999'));
    expect(e.messageKey).toBe('categoryNotFound');
  });
});

describe('categoryPath (for product lists)', () => {
  it('joins the names from the top down in the given language and leaves unknown ids out', async () => {
    const paths = await categoryPath(s.db, ['170301', '210404', '1703', 'nope', '170301'], 'en-US');
    expect(paths).toEqual(
      new Map([
        ['170301', 'Home & Living > Kitchenware > Pots & Pans'],
        ['210404', 'Food & Beverages > Cooking Essentials > Chili Paste'],
        ['1703', 'Home & Living > Kitchenware'],
      ]),
    );
    const th = await categoryPath(s.db, ['210404'], 'th-TH');
    expect(th.get('210404')).toBe('อาหารและเครื่องดื่ม > เครื่องปรุงและวัตถุดิบ > น้ำพริก');
    expect(await categoryPath(s.db, [], 'zh-CN')).toEqual(new Map());
  });
});
