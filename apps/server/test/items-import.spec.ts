import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { userInfoInquiry } from '@sc/contract/calls/account.ts';
import { IMPORT_MAX_ROWS, itemImportCommit, itemImportPreview, itemImportTemplate } from '@sc/contract/calls/items.ts';
import { fileStreamUpload } from '@sc/contract/calls/media.ts';
import type { Locale } from '@sc/contract/locale.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { formatValidatorMessage, type ValidatorMessageKey } from '@sc/contract/validators/messages.ts';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS, type ImportColumnKey } from '../src/areas/items/import-sheet.ts';
import { importBatches, products, skuPriceHistory } from '../src/db/schema.ts';
import { DEMO_ACCOUNTS, type Reply, startTestServer, type TestServer } from './harness.ts';
import { create, detail, list, nextCode } from './items-kit.ts';
import { zipOf } from './zip-kit.ts';

// The product import: the template, the preview that checks every row with the form's rules and
// writes nothing, the commit that writes the valid products once, and its speed at the 1000-row
// limit.

let s: TestServer;
let owner: string;
let dataDir: string;
const previousDataDir = process.env.DATA_DIR;

beforeAll(async () => {
  // Uploads go under the data dir: a temporary one.
  dataDir = mkdtempSync(join(tmpdir(), 'sc-items-import-'));
  process.env.DATA_DIR = dataDir;
  s = await startTestServer();
  owner = (await s.login(DEMO_ACCOUNTS.owner)).cookie;
});
afterAll(async () => {
  await s.close();
  if (previousDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = previousDataDir;
  rmSync(dataDir, { recursive: true, force: true });
});

type Row = Partial<Record<ImportColumnKey, string | number>>;

async function workbook(rows: Row[], locale: Locale = 'en-US', header?: string[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('products');
  sheet.addRow(header ?? IMPORT_COLUMNS.map((c) => `${c.required ? '*' : ''}${c.header[locale]}`));
  for (const row of rows) sheet.addRow(IMPORT_COLUMNS.map((c) => row[c.key] ?? null));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Uploads through the media call, as the import screen does; answers the file id. */
async function upload(data: Buffer, name = 'สินค้า.xlsx'): Promise<string> {
  const form = new FormData();
  form.append('sessionContext', JSON.stringify({ entityCode: 1, channel: 'omsAdmin', locale: 'en-US' }));
  form.append('usage', 'importSheet');
  form.append(
    'file',
    new Blob([data], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    name,
  );
  const res = await s.app.inject({
    method: 'POST',
    url: fileStreamUpload.path,
    payload: form,
    headers: { cookie: owner },
  });
  const body = res.json() as Reply;
  expect(body.data.transactionStatus.success, body.data.transactionStatus.replyText).toBe(true);
  return String(body.data.fileId);
}

async function preview(data: Buffer, locale: Locale = 'en-US') {
  return s.call(itemImportPreview, { fileId: await upload(data) }, { cookie: owner, locale });
}

const sku = (code: string, over: Row = {}): Row => ({
  code,
  title: 'เสื้อโปโล ผ้าจูติ',
  categoryId: '110103',
  spec1Name: 'สี',
  spec1Value: 'ขาว',
  price: 290,
  marketPrice: 390,
  purchasePrice: 150,
  stock: 20,
  images: 'https://img.alicdn.com/p/1.jpg\nhttps://img.alicdn.com/p/2.jpg',
  keywords: 'โปโล เสื้อ',
  ...over,
});

const productCount = async () => Number((await s.db.select({ n: count() }).from(products))[0]?.n ?? 0);

describe('template', () => {
  it('has the headers in the request’s language, required ones marked, and an example that imports', async () => {
    const r = await s.call(itemImportTemplate, {}, { cookie: owner, locale: 'th-TH' });
    expect(r.status_.success, r.status_.replyText).toBe(true);
    const t = itemImportTemplate.response.parse(r.data);
    expect(t.fileName).toBe('แม่แบบนำเข้าสินค้า.xlsx');
    const file = Buffer.from(t.contentBase64, 'base64');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer);
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 3)).toEqual(['*รหัสสินค้า', '*ชื่อสินค้า', '*รหัสหมวดหมู่']);
    expect(header).toHaveLength(IMPORT_COLUMNS.length);
    const checked = itemImportPreview.response.parse((await preview(file, 'th-TH')).data);
    expect(checked.rows.flatMap((row) => row.errors)).toEqual([]);
    expect([checked.rowCount, checked.productCount, checked.validRows]).toEqual([2, 1, 2]);
  });
});

describe('preview', () => {
  it('refuses picture links that are not this shop’s uploads or https on the allowed hosts', async () => {
    const shopId = String((await s.login(DEMO_ACCOUNTS.owner)).data.shopId);
    const file = '0123456789abcdef0123456789abcdef';
    const bad: [string, ValidatorMessageKey][] = [
      ['javascript:alert(1)', 'mediaLinkNotHttps'],
      ['data:text/html;charset=utf-8;base64;PHNjcmlwdD4=', 'mediaLinkNotHttps'],
      ['http://img.alicdn.com/a.jpg', 'mediaLinkNotHttps'],
      ['https://shop.example.com/a.jpg', 'mediaLinkHostNotAllowed'],
      ['"><img/src=x/onerror=alert(1)>', 'mediaLinkInvalid'],
      ['/media/../../etc/passwd', 'mediaLinkInvalid'],
      [`/media/${s.other.shopId}/${file}.jpg`, 'mediaLinkOtherShop'],
    ];
    const rows = bad.map(([link], i) => sku(nextCode(`PIC${i}`), { images: link }));
    const mine = nextCode('PICOK');
    rows.push(sku(mine, { images: `/media/${shopId}/${file}.jpg https://img.alicdn.com/p/3.jpg` }));
    const before = await productCount();
    const p = itemImportPreview.response.parse((await preview(await workbook(rows), 'th-TH')).data);
    expect(await productCount()).toBe(before);
    expect(p.rows.map((r) => r.errors)).toEqual([
      ...bad.map(([link, key]) => [
        {
          column: IMPORT_COLUMNS.find((c) => c.key === 'images')?.header['th-TH'],
          message: formatValidatorMessage(key, 'th-TH', {
            host: link.startsWith('https://') ? new URL(link).hostname : '',
          }),
        },
      ]),
      [],
    ]);
  });

  it('checks every row with the form’s rules, names the column, and writes no product', async () => {
    const taken = nextCode('TAKEN');
    await create(s, owner, { code: taken });
    const good = nextCode('IMP');
    const rows: Row[] = [
      sku(good, { spec1Value: 'ขาว' }),
      sku(good, { spec1Value: 'ดำ', title: '', images: '' }),
      sku('PRICE-1', { price: 500 }),
      sku('MATRIX-1', { spec2Name: 'ไซซ์', spec2Value: 'M' }),
      sku('MATRIX-1', { spec1Value: 'ดำ', spec2Name: 'ไซซ์', spec2Value: 'L' }),
      sku(taken),
      sku('BRANCH-1', { categoryId: '1101' }),
      sku('', {}),
      sku('CONFLICT-1'),
      sku('CONFLICT-1', { spec1Value: 'ดำ', title: 'อีกชื่อหนึ่ง' }),
      sku('STOCK-1', { stock: 'สิบ' }),
    ];
    const before = await productCount();
    const r = await preview(await workbook(rows), 'en-US');
    expect(r.status_.success, r.status_.replyText).toBe(true);
    const p = itemImportPreview.response.parse(r.data);
    expect(await productCount()).toBe(before);
    const errorsOf = (rowNo: number) => p.rows.find((row) => row.rowNo === rowNo)?.errors ?? [];
    expect(errorsOf(2)).toEqual([]);
    expect(errorsOf(3)).toEqual([]);
    expect(errorsOf(4)).toEqual([
      {
        column: 'Price (THB)',
        message: 'SKU #1 (ขาว): the sale price cannot be higher than the market price (390.00 baht)',
      },
    ]);
    expect(errorsOf(5).map((e) => e.column)).toEqual(['Spec 1 name']);
    expect(errorsOf(5)[0]?.message).toContain('ขาว / L');
    expect(errorsOf(6)).toEqual([
      { column: 'Product code', message: 'Another row of this product has errors (rows 5)' },
    ]);
    expect(errorsOf(7)).toEqual([{ column: 'Product code', message: `Product code ${taken} already exists` }]);
    expect(errorsOf(8).map((e) => e.column)).toEqual(['Category ID']);
    expect(errorsOf(9)).toEqual([{ column: 'Product code', message: 'This field is required' }]);
    expect(errorsOf(11)).toEqual([{ column: 'Title', message: 'Differs from row 10 of the same product' }]);
    expect(errorsOf(10)).toEqual([
      { column: 'Product code', message: 'Another row of this product has errors (rows 11)' },
    ]);
    expect(errorsOf(12)).toEqual([{ column: 'Stock', message: 'Enter a number' }]);
    expect([p.rowCount, p.productCount, p.validRows, p.invalidRows]).toEqual([11, 7, 2, 9]);
  });

  it('refuses a file that is not the template, and more than 1000 rows', async () => {
    const wrong = await preview(await workbook([sku('X-1')], 'en-US', ['Name', 'Price', 'Stock']), 'zh-CN');
    expect(wrong.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
    expect(wrong.status_.replyText).toBe('文件格式不符合要求，请使用模板');
    const thaiHeaders = await preview(await workbook([sku(nextCode('TH'))], 'th-TH'), 'en-US');
    expect(thaiHeaders.status_.success, thaiHeaders.status_.replyText).toBe(true);
    const rows = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => sku(`MANY-${i}`));
    const many = await preview(await workbook(rows));
    expect(many.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
    expect(many.status_.replyText).toBe('The file has 1001 rows; at most 1000 rows can be imported per file');
    const empty = await preview(await workbook([]));
    expect(empty.status_.replyText).toBe('The file has no product rows');
  });
});

describe('a zip bomb whose headers lie', () => {
  /** A template workbook whose sheet XML is padded with `pad` bytes of spaces, every header claiming 2,000 bytes. */
  async function bomb(pad: number): Promise<Buffer> {
    const book = await workbook([sku(nextCode('BOMB'))]);
    return zipOf(book, (name, content) =>
      name === 'xl/worksheets/sheet1.xml' ? Buffer.concat([content, Buffer.alloc(pad, 0x20)]) : content,
    );
  }

  it('is refused by its format once it unpacks past the budget, and nothing is written', async () => {
    const data = await bomb(64 * 1024 * 1024);
    expect(data.byteLength).toBeLessThan(1024 * 1024);
    const before = await productCount();
    const batches = async () => Number((await s.db.select({ n: count() }).from(importBatches))[0]?.n ?? 0);
    const batchesBefore = await batches();
    const r = await preview(data, 'th-TH');
    expect(r.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
    expect(r.status_.replyText).toBe('รูปแบบไฟล์ไม่ตรงตามข้อกำหนด กรุณาใช้เทมเพลต');
    expect([await productCount(), await batches()]).toEqual([before, batchesBefore]);
  });

  it('does not hold up other users while it is read: their calls are answered first', async () => {
    const fileId = await upload(await bomb(64 * 1024 * 1024));
    const other = (await s.login(DEMO_ACCOUNTS.operator)).cookie;
    let previewDone = false;
    const pending = s.call(itemImportPreview, { fileId }, { cookie: owner }).then((r) => {
      previewDone = true;
      return r;
    });
    const answeredBefore: boolean[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await s.call(userInfoInquiry, {}, { cookie: other });
      expect(r.status_.success, r.status_.replyText).toBe(true);
      answeredBefore.push(!previewDone);
    }
    expect(answeredBefore).toEqual([true, true, true]);
    expect((await pending).status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
  });
});

describe('commit', () => {
  it('writes the valid products once, with their SKUs and first prices', async () => {
    const a = nextCode('CA');
    const b = nextCode('CB');
    const rows = [sku(a), sku(a, { spec1Value: 'ดำ', stock: 0 }), sku(b, { stock: 0 }), sku('BAD-1', { price: 999 })];
    const p = itemImportPreview.response.parse((await preview(await workbook(rows))).data);
    const r = await s.call(itemImportCommit, { importId: p.importId, shelf: 'on' }, { cookie: owner });
    expect(r.status_.success, r.status_.replyText).toBe(true);
    expect(itemImportCommit.response.parse(r.data)).toEqual({
      createdProducts: 2,
      createdSkus: 3,
      failedRows: 1,
      failedProducts: 1,
    });
    const [first] = (await list(s, owner, { code: a })).list;
    expect(first?.skus.map((k) => [k.specValues, k.stock, k.price])).toEqual([
      [['ขาว'], 20, 290],
      [['ดำ'], 0, 290],
    ]);
    // With stock it went on sale; without, it stays off shelf.
    expect(first?.status).toBe('on_sale');
    expect((await list(s, owner, { code: b })).list[0]?.status).toBe('off_shelf');
    const d = await detail(s, owner, first?.productId ?? '');
    expect(d.images).toEqual(['https://img.alicdn.com/p/1.jpg', 'https://img.alicdn.com/p/2.jpg']);
    expect(d.keywords).toEqual(['โปโล', 'เสื้อ']);
    const prices = await s.db
      .select()
      .from(skuPriceHistory)
      .where(eq(skuPriceHistory.skuId, Number(d.skus[0]?.skuId)));
    expect(prices.map((h) => h.price)).toEqual([29000]);

    const again = await s.call(itemImportCommit, { importId: p.importId }, { cookie: owner });
    expect(again.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
    expect(again.status_.replyText).toBe('This file has already been imported, please do not submit it again');
  });

  it('checks the shop again: a code taken since the preview fails that product only', async () => {
    const late = nextCode('LATE');
    const fine = nextCode('FINE');
    const p = itemImportPreview.response.parse((await preview(await workbook([sku(late), sku(fine)]))).data);
    await create(s, owner, { code: late });
    const r = itemImportCommit.response.parse(
      (await s.call(itemImportCommit, { importId: p.importId }, { cookie: owner })).data,
    );
    expect(r).toEqual({ createdProducts: 1, createdSkus: 1, failedRows: 1, failedProducts: 1 });
  });

  it('refuses a batch with nothing valid', async () => {
    const p = itemImportPreview.response.parse((await preview(await workbook([sku('', {})]))).data);
    const r = await s.call(itemImportCommit, { importId: p.importId }, { cookie: owner });
    expect(r.status_.replyText).toBe('No product passed the checks; correct the file and upload it again');
  });

  it(`imports ${IMPORT_MAX_ROWS} rows (250 products of 4 SKUs) in one commit`, async () => {
    const tag = nextCode('BULK');
    const rows = Array.from({ length: IMPORT_MAX_ROWS }, (_, i) =>
      sku(`${tag}-${Math.floor(i / 4)}`, {
        title: `สินค้านำเข้า ${Math.floor(i / 4)}`,
        spec1Value: ['ขาว', 'ดำ', 'แดง', 'เขียว'][i % 4],
        skuCode: `${tag}-${i}`,
      }),
    );
    const file = await workbook(rows);
    const p = itemImportPreview.response.parse((await preview(file)).data);
    expect([p.validRows, p.productCount]).toEqual([IMPORT_MAX_ROWS, 250]);
    // Its speed is measured by the bench (items-import), not asserted here.
    const r = await s.call(itemImportCommit, { importId: p.importId }, { cookie: owner });
    expect(r.status_.success, r.status_.replyText).toBe(true);
    expect(r.data.createdSkus).toBe(IMPORT_MAX_ROWS);
    expect((await list(s, owner, { code: `${tag}-` })).page.count).toBe(250);
  });
});
