import { itemCreate, itemDelete, itemModify, itemPublish, type ProductDetail } from '@sc/contract/calls/items.ts';
import { freightTemplateAdd } from '@sc/contract/calls/shipping.ts';
import type { CallRequest } from '@sc/contract/define-call.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, skuPriceHistory, skus } from '../src/db/schema.ts';
import { DEMO_ACCOUNTS, OTHER, startTestServer, type TestServer } from './harness.ts';
import { BRANCH_CATEGORY, create, detail, matrix, nextCode, productPayload, reserve } from './items-kit.ts';

// Creating and changing products: the SKU matrix, uniqueness, prices, stock against reserved,
// shelf choices, price history and the figures kept on the product row.

let s: TestServer;
let owner: string;
beforeAll(async () => {
  s = await startTestServer();
  owner = (await s.login(DEMO_ACCOUNTS.owner)).cookie;
});
afterAll(() => s.close());

const DAY = 24 * 60 * 60 * 1000;
const thai = /[\u0E00-\u0E7F]/;

type SkuPayload = CallRequest<typeof itemModify>['skus'][number];

/** The modify payload that re-sends a product as it is, with changes. */
function resend(d: ProductDetail, over: Record<string, unknown> = {}) {
  return {
    productId: d.productId,
    title: d.title,
    code: d.code,
    categoryId: d.categoryId,
    brandId: d.brandId,
    images: d.images,
    specs: d.specs,
    skus: d.skus.map(
      (k): SkuPayload => ({
        skuId: k.skuId,
        specValues: k.specValues,
        price: k.price,
        marketPrice: k.marketPrice,
        purchasePrice: k.purchasePrice,
        stock: k.stock,
      }),
    ),
    ...over,
  };
}

describe('create', () => {
  it('stores the matrix, the figures of the product row and the first prices', async () => {
    const specs = [
      { name: 'สี', values: ['ขาว', 'ดำ'] },
      { name: 'ไซซ์', values: ['S', 'M', 'L'] },
    ];
    const skuList = matrix(specs).map((k, i) => ({ ...k, price: `${200 + i}.50`, stock: i + 1 }));
    const before = s.clock.now().getTime();
    const id = await create(s, owner, { specs, skus: skuList });
    const d = await detail(s, owner, id);
    expect(d.skus.map((k) => k.specValues)).toEqual(skuList.map((k) => k.specValues));
    expect(d.status).toBe('off_shelf');
    expect(d.stockTotal).toBe(21);
    expect([d.priceMin, d.priceMax]).toEqual([200.5, 205.5]);
    expect(d.lowestPrice30).toBe(200.5);
    expect(Date.parse(d.lastEditedAt)).toBeGreaterThanOrEqual(before);
    const history = await s.db
      .select()
      .from(skuPriceHistory)
      .where(eq(skuPriceHistory.skuId, Number(d.skus[0]?.skuId)));
    expect(history.map((h) => h.price)).toEqual([20050]);
  });

  it('without specifications takes exactly one SKU', async () => {
    const one = await s.call(itemCreate, productPayload({ specs: [], skus: matrix([]) }), { cookie: owner });
    expect(one.status_.success, one.status_.replyText).toBe(true);
    const two = await s.call(itemCreate, productPayload({ specs: [], skus: [...matrix([]), ...matrix([])] }), {
      cookie: owner,
    });
    expect(two.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
    expect(two.status_.fieldErrors?.map((f) => f.field)).toContain('skus');
  });

  it('needs every combination of values exactly once', async () => {
    const specs = [
      { name: 'สี', values: ['ขาว', 'ดำ'] },
      { name: 'ไซซ์', values: ['M', 'L'] },
    ];
    const full = matrix(specs);
    const missing = await s.call(itemCreate, productPayload({ specs, skus: full.slice(0, 3) }), { cookie: owner });
    expect(missing.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
    expect(missing.status_.replyText).toContain('ดำ / L');

    const twice = await s.call(itemCreate, productPayload({ specs, skus: [...full.slice(0, 3), full[0]!] }), {
      cookie: owner,
    });
    expect(twice.status_.fieldErrors?.map((f) => f.field)).toContain('skus.3.specValues');

    const unknown = await s.call(
      itemCreate,
      productPayload({ specs, skus: [...full.slice(0, 3), { ...full[3]!, specValues: ['ดำ', 'XL'] }] }),
      { cookie: owner },
    );
    expect(unknown.status_.fieldErrors?.map((f) => f.field)).toContain('skus.3.specValues');
  });

  it('refuses repeated spec names, spec values and keywords in the user’s language', async () => {
    const sameName = await s.call(
      itemCreate,
      productPayload({
        specs: [
          { name: 'สี', values: ['ขาว'] },
          { name: 'สี ', values: ['M'] },
        ],
        skus: matrix([
          { name: 'สี', values: ['ขาว'] },
          { name: 'x', values: ['M'] },
        ]),
      }),
      { cookie: owner, locale: 'th-TH' },
    );
    expect(sameName.status_.replyCode).toBe(REPLY.ALREADY_EXISTS.code);
    expect(sameName.status_.fieldErrors?.[0]?.field).toBe('specs.1.name');
    expect(sameName.status_.replyText).toMatch(thai);

    const specs = [{ name: 'สี', values: ['ขาว', 'ขาว'] }];
    const sameValue = await s.call(itemCreate, productPayload({ specs, skus: matrix(specs) }), { cookie: owner });
    expect(sameValue.status_.replyCode).toBe(REPLY.ALREADY_EXISTS.code);
    expect(sameValue.status_.replyText).toBe('Specification value “ขาว” of “สี” already exists');

    const keywords = await s.call(
      itemCreate,
      { ...productPayload(), keywords: 'cotton เสื้อ Cotton' },
      { cookie: owner },
    );
    expect(keywords.status_.replyCode).toBe(REPLY.ALREADY_EXISTS.code);
    expect(keywords.status_.replyText).toBe('Keyword “Cotton” already exists');
  });

  it('keeps product codes unique in the shop, whatever the case, and only in the shop', async () => {
    const code = nextCode('UQ');
    await create(s, owner, { code });
    const again = await s.call(itemCreate, productPayload({ code: code.toLowerCase() }), {
      cookie: owner,
      locale: 'zh-CN',
    });
    expect(again.status_.replyCode).toBe(REPLY.ALREADY_EXISTS.code);
    expect(again.status_.replyText).toBe(`商品编码 ${code.toLowerCase()} 已存在`);
    expect(again.status_.fieldErrors?.[0]?.field).toBe('code');
    const other = await s.login(OTHER.owner);
    const elsewhere = await s.call(itemCreate, productPayload({ code }), { cookie: other.cookie });
    expect(elsewhere.status_.success, elsewhere.status_.replyText).toBe(true);
  });

  it('two saves of one code at once: one wins, the other is told the code exists', async () => {
    const code = nextCode('RACE');
    const replies = await Promise.all(
      [0, 1, 2].map(() => s.call(itemCreate, productPayload({ code }), { cookie: owner })),
    );
    expect(replies.filter((r) => r.status_.success)).toHaveLength(1);
    expect(replies.filter((r) => r.status_.replyCode === REPLY.ALREADY_EXISTS.code)).toHaveLength(2);
  });

  it('needs a leaf category and a brand the shop may use', async () => {
    const branch = await s.call(itemCreate, productPayload({ categoryId: BRANCH_CATEGORY }), { cookie: owner });
    expect(branch.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
    const unknown = await s.call(itemCreate, productPayload({ categoryId: '999999' }), { cookie: owner });
    expect(unknown.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
    const brand = await s.call(itemCreate, productPayload({ brandId: '1001' }), { cookie: owner });
    expect(brand.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
    const noBrand = await s.call(itemCreate, productPayload({ brandId: '0' }), { cookie: owner });
    expect(noBrand.status_.success, noBrand.status_.replyText).toBe(true);
    expect((await detail(s, owner, String(noBrand.data.productId))).brandName).toBe('No brand');
  });

  it('checks the price of each SKU and names the row', async () => {
    const specs = [{ name: 'สี', values: ['ขาว', 'ดำ'] }];
    const skuList = matrix(specs);
    skuList[1] = { ...skuList[1]!, price: '300.00' };
    const r = await s.call(itemCreate, productPayload({ specs, skus: skuList }), { cookie: owner, locale: 'th-TH' });
    expect(r.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
    expect(r.status_.fieldErrors?.map((f) => f.field)).toEqual(['skus.1.price']);
    expect(r.status_.fieldErrors?.[0]?.message).toMatch(thai);
    const below = matrix(specs, { price: '100.00', purchasePrice: '120.00' });
    const r2 = await s.call(itemCreate, productPayload({ specs, skus: below }), { cookie: owner });
    expect(r2.status_.fieldErrors?.map((f) => f.field)).toEqual(['skus.0.price', 'skus.1.price']);
  });

  it('pre-sale needs the days to ship', async () => {
    const without = await s.call(itemCreate, productPayload({ preSale: 'y' }), { cookie: owner });
    expect(without.status_.fieldErrors?.map((f) => f.field)).toEqual(['preSaleShipDays']);
    const id = await create(s, owner, { preSale: 'y', preSaleShipDays: 7 });
    expect((await detail(s, owner, id)).preSaleShipDays).toBe(7);
  });

  it('goes on sale only with stock to sell; timed release needs a future time', async () => {
    const empty = await s.call(
      itemCreate,
      productPayload({ shelf: 'on', skus: matrix(productPayload().specs ?? [], { stock: 0 }) }),
      {
        cookie: owner,
      },
    );
    expect(empty.status_.fieldErrors?.map((f) => f.field)).toEqual(['shelf']);
    const onSale = await create(s, owner, { shelf: 'on' });
    expect((await detail(s, owner, onSale)).status).toBe('on_sale');

    const past = new Date(s.clock.now().getTime() - 1000).toISOString();
    const late = await s.call(itemCreate, productPayload({ shelf: 'timed', releaseAt: past }), { cookie: owner });
    expect(late.status_.fieldErrors?.map((f) => f.field)).toEqual(['releaseAt']);
    const none = await s.call(itemCreate, productPayload({ shelf: 'timed' }), { cookie: owner });
    expect(none.status_.fieldErrors?.map((f) => f.field)).toEqual(['releaseAt']);
    const at = new Date(s.clock.now().getTime() + DAY);
    const timed = await create(s, owner, { shelf: 'timed', releaseAt: at.toISOString() });
    const d = await detail(s, owner, timed);
    expect([d.status, d.releaseAt]).toEqual(['coming', at.toISOString()]);
  });
});

describe('modify', () => {
  it('keeps SKU ids, by id or by spec values, and moves the product figures', async () => {
    const id = await create(s, owner);
    const before = await detail(s, owner, id);
    s.clock.advance(60_000);
    const payload = resend(before, { title: 'เสื้อยืด รุ่นใหม่' });
    // The last SKU without its id: matched by its values.
    payload.skus = payload.skus.map(({ skuId, ...k }, i) => (i === 3 ? { ...k, stock: 25 } : { ...k, skuId }));
    const r = await s.call(itemModify, payload, { cookie: owner });
    expect(r.status_.success, r.status_.replyText).toBe(true);
    const after = await detail(s, owner, id);
    expect(after.skus.map((k) => k.skuId)).toEqual(before.skus.map((k) => k.skuId));
    expect(after.title).toBe('เสื้อยืด รุ่นใหม่');
    expect(after.stockTotal).toBe(before.stockTotal + 15);
    expect(Date.parse(after.lastEditedAt)).toBeGreaterThanOrEqual(Date.parse(before.lastEditedAt) + 60_000);
  });

  it('adds and removes SKUs with the specs, never one holding reserved stock', async () => {
    const specs = [{ name: 'สี', values: ['ขาว', 'ดำ'] }];
    const id = await create(s, owner, { specs, skus: matrix(specs) });
    const d = await detail(s, owner, id);
    await reserve(s, d.skus[1]!.skuId, 2);
    const onlyWhite = { ...resend(d), specs: [{ name: 'สี', values: ['ขาว'] }], skus: resend(d).skus.slice(0, 1) };
    const refused = await s.call(itemModify, onlyWhite, { cookie: owner, locale: 'en-US' });
    expect(refused.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
    expect(refused.status_.fieldErrors?.[0]?.message).toBe('SKU #2 (ดำ) cannot be removed: orders hold 2 of its stock');

    await reserve(s, d.skus[1]!.skuId, 0);
    const red = { ...resend(d), specs: [{ name: 'สี', values: ['ขาว', 'แดง'] }] };
    red.skus = [red.skus[0]!, { specValues: ['แดง'], price: 150, marketPrice: 200, purchasePrice: 0, stock: 4 }];
    const ok = await s.call(itemModify, red, { cookie: owner });
    expect(ok.status_.success, ok.status_.replyText).toBe(true);
    const after = await detail(s, owner, id);
    expect(after.skus.map((k) => k.specValues[0])).toEqual(['ขาว', 'แดง']);
    expect(after.skus[0]?.skuId).toBe(d.skus[0]?.skuId);
    const gone = await s.db
      .select()
      .from(skus)
      .where(eq(skus.id, Number(d.skus[1]?.skuId)));
    expect(gone).toEqual([]);
    expect([after.stockTotal, after.priceMin]).toEqual([14, 150]);
  });

  it('never sets stock below reserved', async () => {
    const id = await create(s, owner, { specs: [], skus: matrix([], { stock: 10 }) });
    const d = await detail(s, owner, id);
    await reserve(s, d.skus[0]!.skuId, 6);
    const payload = resend(d);
    payload.skus[0] = { ...payload.skus[0]!, stock: 5 };
    const r = await s.call(itemModify, payload, { cookie: owner });
    expect(r.status_.fieldErrors).toEqual([
      { field: 'skus.0.stock', message: 'SKU #1: stock cannot be less than the reserved stock (6)' },
    ]);
    payload.skus[0] = { ...payload.skus[0]!, stock: 6 };
    expect((await s.call(itemModify, payload, { cookie: owner })).status_.success).toBe(true);
    expect((await detail(s, owner, id)).skus[0]).toMatchObject({ stock: 6, reserved: 6, available: 0, lowStock: 'y' });
  });

  it('records every price change; the 30-day lowest includes the current price and the one in force 30 days ago', async () => {
    const id = await create(s, owner, {
      specs: [],
      skus: matrix([], { price: 199, marketPrice: 259, purchasePrice: 0 }),
    });
    const at = async (price: number) => {
      const d = await detail(s, owner, id);
      const payload = resend(d);
      payload.skus[0] = { ...payload.skus[0]!, price };
      expect((await s.call(itemModify, payload, { cookie: owner })).status_.success).toBe(true);
    };
    s.clock.advance(DAY);
    await at(149);
    expect((await detail(s, owner, id)).lowestPrice30).toBe(149);
    s.clock.advance(DAY);
    await at(199);
    const d = await detail(s, owner, id);
    expect([d.skus[0]?.price, d.skus[0]?.lowestPrice30, d.lowestPrice30]).toEqual([199, 149, 149]);
    // 30 days after the cut, 149 is still in force at the window's start… one more day and it is not.
    s.clock.advance(29 * DAY);
    owner = (await s.login(DEMO_ACCOUNTS.owner)).cookie;
    expect((await detail(s, owner, id)).lowestPrice30).toBe(149);
    s.clock.advance(DAY + 1000);
    expect((await detail(s, owner, id)).lowestPrice30).toBe(199);
    const history = await s.db
      .select()
      .from(skuPriceHistory)
      .where(eq(skuPriceHistory.skuId, Number(d.skus[0]?.skuId)))
      .orderBy(asc(skuPriceHistory.at));
    expect(history.map((h) => h.price)).toEqual([19900, 14900, 19900]);
  });

  it('leaves the shelf state alone without a shelf choice; "on" keeps a sold-out product on sale', async () => {
    const id = await create(s, owner, { shelf: 'on', specs: [], skus: matrix([], { stock: 3 }) });
    let d = await detail(s, owner, id);
    await reserve(s, d.skus[0]!.skuId, 3);
    d = await detail(s, owner, id);
    expect(d.status).toBe('sold_out');
    const kept = await s.call(itemModify, resend(d, { title: 'ชื่อใหม่' }), { cookie: owner });
    expect(kept.status_.success, kept.status_.replyText).toBe(true);
    expect((await detail(s, owner, id)).status).toBe('sold_out');
    expect((await s.call(itemModify, resend(d, { shelf: 'on' }), { cookie: owner })).status_.success).toBe(true);
    expect((await detail(s, owner, id)).status).toBe('sold_out');
    expect((await s.call(itemModify, resend(d, { shelf: 'off' }), { cookie: owner })).status_.success).toBe(true);
    const off = await detail(s, owner, id);
    expect([off.status, off.offShelfReason]).toEqual(['off_shelf', 'merchant']);
    const back = await s.call(itemModify, resend(d, { shelf: 'on' }), { cookie: owner });
    expect(back.status_.fieldErrors?.map((f) => f.field)).toEqual(['shelf']);
  });

  it('refuses a product in the recycle bin, and a halted one going on sale', async () => {
    const binned = await create(s, owner);
    await s.call(itemDelete, { productIds: [binned] }, { cookie: owner });
    const r = await s.call(itemModify, resend(await detail(s, owner, binned)), { cookie: owner });
    expect(r.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);

    const halted = await create(s, owner);
    await s.db
      .update(products)
      .set({ status: 'halted' })
      .where(eq(products.id, Number(halted)));
    const d = await detail(s, owner, halted);
    expect((await s.call(itemModify, resend(d, { title: 'แก้ไขแล้ว' }), { cookie: owner })).status_.success).toBe(true);
    const on = await s.call(itemModify, resend(d, { shelf: 'on' }), { cookie: owner });
    expect(on.status_.fieldErrors?.map((f) => f.field)).toEqual(['shelf']);
    expect((await s.call(itemPublish, { productId: halted, onShelf: 'y' }, { cookie: owner })).status_.replyCode).toBe(
      REPLY.RULE_VIOLATED.code,
    );
  });

  it('refuses a SKU id of another product', async () => {
    const a = await detail(s, owner, await create(s, owner));
    const b = await detail(s, owner, await create(s, owner));
    const payload = resend(a);
    payload.skus[0] = { ...payload.skus[0]!, skuId: b.skus[0]!.skuId };
    expect((await s.call(itemModify, payload, { cookie: owner })).status_.replyCode).toBe(REPLY.NOT_FOUND.code);
  });
});

describe('freight template', () => {
  const template = (name: string) => ({
    name,
    mode: 'per_item',
    firstUnit: 1,
    firstFee: '40.00',
    continuedUnit: 1,
    continuedFee: '10.00',
    regions: [],
  });

  it('saves one of the shop’s templates with the product, shows it on the detail and clears it', async () => {
    const added = await s.call(freightTemplateAdd, template(`สินค้าชิ้นใหญ่ ${nextCode()}`), { cookie: owner });
    expect(added.status_.success, added.status_.replyText).toBe(true);
    const templateId = String(added.data.templateId);
    const id = await create(s, owner, { freightTemplateId: templateId });
    const d = await detail(s, owner, id);
    expect(d.freightTemplateId).toBe(templateId);
    const cleared = await s.call(itemModify, resend(d, { freightTemplateId: '' }), { cookie: owner });
    expect(cleared.status_.success, cleared.status_.replyText).toBe(true);
    expect((await detail(s, owner, id)).freightTemplateId).toBe('');
  });

  it('refuses another shop’s template, or none by that id, on its field in the user’s language; nothing is saved', async () => {
    const other = await s.login(OTHER.owner);
    const theirs = await s.call(freightTemplateAdd, template(`ของร้านอื่น ${nextCode()}`), { cookie: other.cookie });
    expect(theirs.status_.success, theirs.status_.replyText).toBe(true);
    for (const freightTemplateId of [String(theirs.data.templateId), '999999999']) {
      const code = nextCode('FT');
      const r = await s.call(itemCreate, productPayload({ code, freightTemplateId }), {
        cookie: owner,
        locale: 'th-TH',
      });
      expect(r.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
      expect(r.status_.fieldErrors?.[0]?.field).toBe('freightTemplateId');
      expect(r.status_.replyText).toContain('เทมเพลตค่าส่ง');
      const saved = await s.db.select().from(products).where(eq(products.code, code));
      expect(saved).toEqual([]);
    }
    const mine = await detail(s, owner, await create(s, owner));
    const moved = await s.call(itemModify, resend(mine, { freightTemplateId: String(theirs.data.templateId) }), {
      cookie: owner,
    });
    expect(moved.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
    expect((await detail(s, owner, mine.productId)).freightTemplateId).toBe('');
  });
});
