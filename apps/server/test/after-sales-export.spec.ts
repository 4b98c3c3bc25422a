import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  afterSaleAudit,
  afterSaleExportExcel,
  afterSaleFilter,
  afterSaleList,
} from '@sc/contract/calls/after-sales.ts';
import { downloadFileUrl, EXPORT_BATCH_ROWS } from '@sc/contract/calls/downloads.ts';
import { mktAfterSaleApply } from '@sc/contract/calls/marketplace-after-sales.ts';
import { mktCarrierEvent, mktOrderCheckout, mktOrderPay } from '@sc/contract/calls/marketplace-orders.ts';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterSaleExport } from '../src/areas/after-sales/case-export.ts';
import { exportRunner } from '../src/areas/downloads/runner.ts';
import { shipUnits } from '../src/areas/orders/index.ts';
import { downloadTasks } from '../src/db/schema.ts';
import { ShopScope } from '../src/db/tenant.ts';
import { DEMO_ACCOUNTS, startTestServer, type TestServer } from './harness.ts';
import { inTx, makeBuyer, makeSku, shopIdNamed } from './mkt-orders-kit.ts';
import { expectOk, jtWaybill } from './orders-kit.ts';

// The after-sale export of /order/aftersale: cases asked for by simulated buyers on orders
// that went through checkout, payment, shipping and delivery, exported through the download
// centre in the requester's language, in the list's order, and read back from the file.

const dataDir = mkdtempSync(join(tmpdir(), 'sc-after-sale-export-'));
// Files of one worker share the process: the data dir is given back when this file ends.
const previousDataDir = process.env.DATA_DIR;
process.env.DATA_DIR = dataDir;

const HOUR = 60 * 60 * 1000;
const BUYER = 'Export Test Buyer';

let s: TestServer;
let cookie: string;
let op: string;
let shopId: string;
let buyerId: string;

beforeAll(async () => {
  s = await startTestServer();
  cookie = (await s.login(DEMO_ACCOUNTS.owner)).cookie;
  op = (await s.operatorLogin()).cookie;
  shopId = await shopIdNamed(s.db, 'Demo Shop');
  buyerId = (await makeBuyer(s.db, { nickname: BUYER })).id;
});
afterAll(async () => {
  if (previousDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = previousDataDir;
  await s?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** An order of `quantity` units of a new SKU, paid, shipped and delivered through the simulator. */
async function deliveredOrder(title: string, quantity: number): Promise<string> {
  const sku = await makeSku(s.db, shopId, { stock: 10, price: 19_900, title });
  const placed = await s.call(
    mktOrderCheckout,
    { shopId, buyerId, lines: [{ skuId: String(sku.skuId), quantity }], payMethod: 'mobile_banking' },
    { cookie: op },
  );
  expectOk(placed);
  const orderId = String(placed.data.orderId);
  expectOk(await s.call(mktOrderPay, { shopId, orderId }, { cookie: op }));
  await inTx(s.db, (tx) =>
    shipUnits(
      tx,
      shopId,
      Number(orderId),
      { carrierCode: 'jt', waybillNo: jtWaybill(), actor: 'merchant' },
      s.clock.now(),
    ),
  );
  const delivered = await s.call(mktCarrierEvent, { shopId, orderId, event: 'delivered' }, { cookie: op });
  expectOk(delivered);
  expect(delivered.data.orderStatus).toBe('delivered');
  return orderId;
}

async function apply(payload: Record<string, unknown>) {
  const r = await s.call(mktAfterSaleApply, { shopId, ...payload }, { cookie: op });
  expectOk(r);
  return String(r.data.caseId);
}

async function readSheet(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: unknown[][] = [];
  // Empty cells are not written: read every row across the header's width, blanks as ''.
  sheet.eachRow((row) => {
    rows.push(Array.from({ length: sheet.columnCount }, (_, i) => row.getCell(i + 1).value ?? ''));
  });
  const refundFormat = sheet.getRow(2).getCell(9).numFmt;
  return { name: sheet.name, rows, refundFormat };
}

/** Bangkok wall time (UTC+7) as the sheet writes it. */
const bangkok = (iso: string) => new Date(Date.parse(iso) + 7 * HOUR).toISOString().slice(0, 19).replace('T', ' ');

describe('after-sale export', () => {
  let damaged: { caseId: string; orderId: string };
  let exchange: { caseId: string; orderId: string };
  let refunded: { caseId: string; orderId: string };

  beforeAll(async () => {
    const o1 = await deliveredOrder('แก้วเซรามิก', 2);
    damaged = { orderId: o1, caseId: await apply({ orderId: o1, type: 'refund', reason: 'damaged' }) };
    s.clock.advance(HOUR);
    const o2 = await deliveredOrder('เสื้อยืดคอกลม', 1);
    exchange = { orderId: o2, caseId: await apply({ orderId: o2, type: 'exchange', reason: 'size_fit' }) };
    s.clock.advance(HOUR);
    const o3 = await deliveredOrder('หมวกแก๊ป', 1);
    refunded = { orderId: o3, caseId: await apply({ orderId: o3, type: 'refund', reason: 'quality', amount: 50 }) };
    expectOk(await s.call(afterSaleAudit, { caseId: refunded.caseId, action: 'agree' }, { cookie }));
  });

  it('writes one row per case in the list’s order, with Thai headers, labels and baht', async () => {
    const filter = { buyer: BUYER };
    const listed = await s.call(afterSaleList, filter, { cookie });
    expectOk(listed);
    const list = listed.data.list as { caseId: string; appliedAt: string; deadlineAt: string | null }[];
    expect(list.map((c) => c.caseId)).toEqual([damaged.caseId, exchange.caseId, refunded.caseId]);

    const r = await s.call(afterSaleExportExcel, filter, { cookie, locale: 'th-TH' });
    expectOk(r);
    const taskId = String(r.data.taskId);
    await exportRunner()?.idle();
    const [task] = await s.db.select().from(downloadTasks).where(eq(downloadTasks.id, taskId));
    expect([task?.kind, task?.status, task?.rowCount]).toEqual(['after-sales', 'done', 3]);
    expect(task?.fileName).toMatch(/^คำขอหลังการขาย_\d{8}_\d{6}\.xlsx$/);

    const res = await s.app.inject({ method: 'GET', url: downloadFileUrl(taskId), headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const sheet = await readSheet(res.rawPayload);
    expect(sheet.rows[0]).toEqual([
      'หมายเลขคำขอ',
      'หมายเลขคำสั่งซื้อ',
      'ประเภท',
      'สถานะ',
      'เหตุผล',
      'ผู้ซื้อ',
      'จำนวน',
      'สินค้า',
      'ยอดขอคืนเงิน (บาท)',
      'คืนเงินแล้ว (บาท)',
      'วันที่ยื่นคำขอ',
      'กำหนดเวลา',
      'กำหนดเวลาสำหรับ',
    ]);
    const [first, second, third] = list;
    expect(sheet.rows.slice(1)).toEqual([
      [
        damaged.caseId,
        damaged.orderId,
        'คืนเงินเท่านั้น',
        'รอดำเนินการ',
        'สินค้าเสียหาย',
        BUYER,
        2,
        'แก้วเซรามิก',
        398,
        0,
        bangkok(first?.appliedAt ?? ''),
        bangkok(first?.deadlineAt ?? ''),
        'ตอบกลับภายใน',
      ],
      [
        exchange.caseId,
        exchange.orderId,
        'เปลี่ยนสินค้า',
        'รอดำเนินการ',
        'ขนาดไม่พอดี',
        BUYER,
        1,
        'เสื้อยืดคอกลม',
        199,
        0,
        bangkok(second?.appliedAt ?? ''),
        bangkok(second?.deadlineAt ?? ''),
        'ตอบกลับภายใน',
      ],
      [
        refunded.caseId,
        refunded.orderId,
        'คืนเงินเท่านั้น',
        'สำเร็จ',
        'สินค้ามีปัญหาด้านคุณภาพ',
        BUYER,
        1,
        'หมวกแก๊ป',
        50,
        50,
        bangkok(third?.appliedAt ?? ''),
        '',
        '',
      ],
    ]);
    expect(sheet.refundFormat).toBe('#,##0.00');
  });

  it('exports what the tab shows, with labels in the reader’s language', async () => {
    const scope = new ShopScope(s.db, shopId);
    const read = async (filter: Record<string, unknown>, locale: 'en-US' | 'zh-CN') => {
      const rows = [];
      for await (const batch of afterSaleExport.batches(scope, afterSaleFilter.parse(filter), locale)) {
        rows.push(...batch);
      }
      return rows;
    };
    const done = await read({ buyer: BUYER, tab: 'done' }, 'en-US');
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({
      caseId: refunded.caseId,
      type: 'Refund only',
      status: 'Successful',
      reason: 'Quality problem',
      refundAmount: 50,
      refundedAmount: 50,
    });
    const exchanges = await read({ buyer: BUYER, type: 'exchange' }, 'zh-CN');
    expect(exchanges.map((c) => [c.caseId, c.type, c.status, c.deadlineKind])).toEqual([
      [exchange.caseId, '换货', '待处理', '处理截止'],
    ]);
    expect(await afterSaleExport.count(scope, afterSaleFilter.parse({ buyer: BUYER, tab: 'pending' }))).toBe(2);
    expect(afterSaleExport.columns('en-US').map((c) => c.header)).toContain('Refund asked (THB)');
  });

  it('reads batch after batch in the list’s order, ties on deadline and time applied included', async () => {
    // Cases made straight in the database, many sharing a deadline or a time applied, so the
    // keyset has to break ties by case number as the list's order does.
    const buyer = 'Keyset Test Buyer';
    const n = 2 * EXPORT_BATCH_ROWS + 500;
    const now = s.clock.now();
    await s.db.execute(sql`
      insert into after_sales (shop_id, order_id, buyer_id, buyer_nickname, type, status, reason, title,
        quantity, refund_amount, deadline_kind, deadline_at, applied_at, updated_at)
      select ${shopId}, 9000000000 + g, ${buyerId}, ${buyer}, 'refund',
        case when g % 2 = 0 then 'pending' else 'success' end, 'damaged', 'Keyset ' || g, 1, 1000,
        case when g % 2 = 0 then 'respond' end,
        case when g % 2 = 0 then ${now}::timestamptz + (g % 7) * interval '1 hour' end,
        ${now}::timestamptz - (g % 5) * interval '1 minute', ${now}::timestamptz
      from generate_series(1, ${n}) g`);
    const scope = new ShopScope(s.db, shopId);
    const exported: string[] = [];
    let batches = 0;
    for await (const batch of afterSaleExport.batches(scope, afterSaleFilter.parse({ buyer }), 'en-US')) {
      batches += 1;
      exported.push(...batch.map((c) => String(c.caseId)));
    }
    const listed: string[] = [];
    for (let pageNum = 1; listed.length < n; pageNum++) {
      const r = await s.call(afterSaleList, { buyer, page: { pageNum, pageSize: 500 } }, { cookie });
      expectOk(r);
      const page = r.data.list as { caseId: string }[];
      if (page.length === 0) break;
      listed.push(...page.map((c) => c.caseId));
    }
    expect(listed).toHaveLength(n);
    expect(exported).toEqual(listed);
    expect(batches).toBeGreaterThanOrEqual(3);
    expect(await afterSaleExport.count(scope, afterSaleFilter.parse({ buyer }))).toBe(n);
  });

  it('does not let the export reach another shop’s cases', async () => {
    const foreign = await s.foreignId('afterSale');
    const scope = new ShopScope(s.db, shopId);
    const rows = [];
    for await (const batch of afterSaleExport.batches(scope, afterSaleFilter.parse({ caseId: foreign }), 'en-US')) {
      rows.push(...batch);
    }
    expect(rows).toEqual([]);
    const theirs = new ShopScope(s.db, s.other.shopId);
    const own = [];
    for await (const batch of afterSaleExport.batches(theirs, afterSaleFilter.parse({ caseId: foreign }), 'en-US')) {
      own.push(...batch);
    }
    expect(own.map((c) => c.caseId)).toEqual([foreign]);
  });
});
