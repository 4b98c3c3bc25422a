import { orderDetailInquiry } from '@sc/contract/calls/orders.ts';
import { pickupCodeImport, pickupCodeList, pickupCodeTemplate } from '@sc/contract/calls/shipping.ts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { expectOk, expectRefused, text, upload } from './orders-kit.ts';

// Pick-up codes (/order/pickupCode): the import template, imports from xlsx and csv with a result
// per row, the list by status and the demo seed's codes (their use: shipping-pickup-use.spec.ts).

let s: TestServer;
let cookie: string;

beforeAll(async () => {
  s = await startTestServer();
  cookie = (await s.login('demo-owner')).cookie;
});
afterAll(() => s?.close());

const HEADER = ['Pick-up code', 'Carrier code'];

async function xlsx(rows: (string | number)[][], header = HEADER) {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('codes');
  sheet.addRow(header);
  for (const r of rows) sheet.addRow(r);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}
const csv = (lines: string[]) => new TextEncoder().encode(`\uFEFF${lines.join('\r\n')}\r\n`);
const send = (data: Uint8Array, locale?: 'th-TH' | 'en-US' | 'zh-CN') =>
  upload(s, pickupCodeImport.path, data, cookie, locale);
type Row = { row: number; code: string; ok: string; message: string };
const listed = async (payload: Record<string, unknown>) => {
  const r = await s.call(pickupCodeList, payload, { cookie });
  expectOk(r);
  return pickupCodeList.response.parse(r.data);
};

describe('pick-up code import', () => {
  it('the template is an xlsx whose header the import reads, in the user’s language', async () => {
    const r = await s.call(pickupCodeTemplate, {}, { cookie, locale: 'th-TH' });
    expectOk(r);
    expect(r.data.fileName).toBe('เทมเพลตรหัสรับสินค้า.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(String(r.data.contentBase64), 'base64') as unknown as ArrayBuffer);
    const header = wb.worksheets[0]?.getRow(1);
    expect([header?.getCell(1).value, header?.getCell(2).value]).toEqual(['รหัสรับสินค้า', 'รหัสบริษัทขนส่ง']);
    // The template itself imports: its two example rows.
    const again = await send(new Uint8Array(Buffer.from(String(r.data.contentBase64), 'base64')), 'th-TH');
    expectOk(again);
    expect(again.data).toMatchObject({ total: 2, imported: 2, failed: 0 });
  });

  it('imports good rows and reports each bad one: format, carrier, twice in the file, already in the shop', async () => {
    const r = await send(
      await xlsx([
        ['ab-1001', 'kerry'],
        ['AB', 'kerry'],
        ['AB_1002', 'flash'],
        ['AB-1003', 'pigeon'],
        ['AB-1001', 'flash'],
        ['PK-100002', 'kerry'],
        ['AB-1004', 'flash'],
        ['', ''],
        ['X'.repeat(33), 'jt'],
      ]),
    );
    expectOk(r);
    expect(r.data).toMatchObject({ total: 8, imported: 2, failed: 6 });
    const rows = r.data.rows as Row[];
    expect(rows.map((x) => [x.row, x.code, x.ok])).toEqual([
      [2, 'AB-1001', 'y'],
      [3, 'AB', 'n'],
      [4, 'AB_1002', 'n'],
      [5, 'AB-1003', 'n'],
      [6, 'AB-1001', 'n'],
      [7, 'PK-100002', 'n'],
      [8, 'AB-1004', 'y'],
      [10, 'X'.repeat(33), 'n'],
    ]);
    expect(rows.map((x) => x.message)).toEqual([
      text('pickupImported'),
      text('pickupCodeInvalid'),
      text('pickupCodeInvalid'),
      text('pickupCarrierInvalid', { carrier: 'pigeon' }),
      text('pickupCodeTwiceInFile', { row: 2 }),
      text('pickupCodeExists', { code: 'PK-100002' }),
      text('pickupImported'),
      text('pickupCodeInvalid'),
    ]);
    const found = await listed({ code: 'AB-' });
    expect(found.list.map((c) => c.code).sort()).toEqual(['AB-1001', 'AB-1004']);
    // Sent again: every row now exists, nothing is written twice.
    const again = await send(await xlsx([['AB-1001', 'kerry']]));
    expect((again.data.rows as Row[])[0]).toMatchObject({
      ok: 'n',
      message: text('pickupCodeExists', { code: 'AB-1001' }),
    });
    expect((await listed({ code: 'AB-1001' })).page.count).toBe(1);
  });

  it('imports a csv with quoted cells, the messages in the user’s language', async () => {
    const r = await send(csv(['"รหัสรับสินค้า",รหัสบริษัทขนส่ง', '"CSV-0001",jt', 'CSV-0002,nope']), 'th-TH');
    expectOk(r);
    expect(r.data).toMatchObject({ total: 2, imported: 1, failed: 1 });
    expect((r.data.rows as Row[])[1]?.message).toBe(text('pickupCarrierInvalid', { carrier: 'nope' }, 'th-TH'));
  });

  it('refuses a file that is not the template: another header, binary, empty, over 1000 rows', async () => {
    expectRefused(await send(await xlsx([['A-0001', 'kerry']], ['Code', 'Carrier'])), 'pickupFileInvalid');
    expectRefused(await send(new Uint8Array([0, 1, 2, 3, 0, 5])), 'pickupFileInvalid');
    expectRefused(await send(await xlsx([])), 'pickupFileEmpty');
    const many = Array.from({ length: 1001 }, (_, i) => [`MANY-${i}`, 'kerry']);
    expectRefused(await send(await xlsx(many)), 'pickupFileTooMany', { count: 1001, max: 1000 });
    expect((await listed({ code: 'MANY-' })).page.count).toBe(0);
    const exact = await send(
      csv(['Pick-up code,Carrier code', ...Array.from({ length: 1000 }, (_, i) => `FULL-${i},kerry`)]),
    );
    expectOk(exact);
    expect(exact.data.imported).toBe(1000);
  });
});

describe('pick-up code list', () => {
  it('filters by status, pages, and counts each status', async () => {
    const all = await listed({ page: { pageSize: 5 } });
    expect(all.list).toHaveLength(5);
    expect(all.statusCounts).toMatchObject({ assigned: 1, used: 1, expired: 1 });
    expect(all.statusCounts.unused).toBe(all.page.count - 3);
    const p2 = await listed({ page: { pageSize: 5, pageNum: 2 } });
    expect(p2.list.map((c) => c.code)).not.toEqual(all.list.map((c) => c.code));
  });

  it('the demo seed leaves a code in every tab, moved there by its orders and the expiry rule', async () => {
    // The seed's codes (PK- and six digits; the template's examples imported above are PK-0001, PK-0002).
    const tab = async (status: string) =>
      (await listed({ status, code: 'PK-' })).list.filter((c) => /^PK-\d{6}$/.test(c.code));
    // Its Thailand Post pick-up order, on its way to the pick-up point, holds the code it was given
    // when it shipped; its Flash one was collected with the code; the old J&T batch expired unused.
    const [assigned] = await tab('assigned');
    const [used] = await tab('used');
    expect(assigned).toMatchObject({ code: 'PK-100003', carrierCode: 'thaipost' });
    expect(used).toMatchObject({ code: 'PK-100001', carrierCode: 'flash' });
    expect(used?.usedAt).not.toBeNull();
    expect((await tab('expired')).map((c) => c.code)).toEqual(['PK-090001']);
    expect((await tab('unused')).map((c) => c.code).sort()).toEqual(['PK-100002', 'PK-100004', 'PK-100005']);
    const inTransit = orderDetailInquiry.response.parse(
      (await s.call(orderDetailInquiry, { orderId: String(assigned?.orderId) }, { cookie })).data,
    );
    expect(inTransit).toMatchObject({ deliveryMode: 'pickup', status: 'in_transit' });
    expect(inTransit.pickupCode).toEqual({
      state: 'assigned',
      code: 'PK-100003',
      carrierCode: 'thaipost',
      usedAt: null,
    });
    const collected = orderDetailInquiry.response.parse(
      (await s.call(orderDetailInquiry, { orderId: String(used?.orderId) }, { cookie })).data,
    );
    expect(collected).toMatchObject({ deliveryMode: 'pickup', status: 'completed' });
    expect(collected.pickupCode).toMatchObject({ state: 'used', code: 'PK-100001' });
  });

  it('another shop sees none of these codes', async () => {
    const other = await s.login('other-owner');
    const r = await s.call(pickupCodeList, { code: 'PK-' }, { cookie: other.cookie });
    expectOk(r);
    expect(r.data.list).toEqual([]);
  });
});
