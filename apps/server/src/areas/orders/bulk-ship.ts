import type { UploadedFile } from '@sc/contract/calls/media.ts';
import { BULK_SHIP_MAX_ROWS } from '@sc/contract/calls/orders.ts';
import { LOCALES, type Locale } from '@sc/contract/locale.ts';
import { messages } from '@sc/contract/messages.ts';
import { CARRIERS } from '@sc/contract/orders.ts';
import { count, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { toNumber } from '../../db/numbers.ts';
import { type BulkShipRow, bulkShipBatches } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { text } from '../../envelope/reply.ts';
import { BizError, notFound } from '../../errors.ts';
import { loadExcel } from '../../sheets/excel.ts';
import { readFirstSheet } from '../../sheets/read.ts';
import { shipOrder } from './ship.ts';

// Bulk ship from Excel (/oms/order/excel/bulk/ship): a file of order number, carrier code and
// waybill number. Each row ships in a savepoint of its own, so a bad row is reported with its
// message and never undoes the good ones; a row sent again finds its order shipped and is reported
// so, never shipped twice. The batch and its rows are kept.

const MAX_UNPACKED_BYTES = 20 * 1024 * 1024;
const MAX_ENTRIES = 200;
const COLUMNS = ['orderTemplateOrderId', 'orderTemplateCarrier', 'orderTemplateWaybill'] as const;

const formatRefused = () => new BizError('RULE_VIOLATED', 'orderBulkFileInvalid');

const fold = (s: string) => s.replace(/^\*/, '').trim().toLocaleLowerCase();

interface FileRow {
  row: number;
  orderId: string;
  carrierCode: string;
  waybillNo: string;
}

/** The rows of a bulk-ship file; the header must be the template's (any of the three languages). */
export async function readBulkShipRows(data: Uint8Array): Promise<FileRow[]> {
  const sheet = await readFirstSheet(
    data,
    {
      maxEntries: MAX_ENTRIES,
      maxUnpackedBytes: MAX_UNPACKED_BYTES,
      columns: COLUMNS.length,
      maxRows: BULK_SHIP_MAX_ROWS,
    },
    formatRefused,
  );
  const header = sheet.rows[0]?.rowNo === 1 ? sheet.rows[0].cells : [];
  const matches = COLUMNS.every((key, i) => LOCALES.some((l) => fold(header[i] ?? '') === fold(messages[key][l])));
  if (!matches) throw formatRefused();
  if (sheet.rowCount - 1 > BULK_SHIP_MAX_ROWS) {
    throw new BizError('RULE_VIOLATED', 'orderBulkTooMany', {
      count: sheet.rowCount - 1,
      max: BULK_SHIP_MAX_ROWS,
    });
  }
  const rows: FileRow[] = [];
  for (const { rowNo, cells } of sheet.rows) {
    if (rowNo === 1) continue;
    const [orderId = '', carrierCode = '', waybillNo = ''] = cells;
    if (!orderId && !carrierCode && !waybillNo) continue;
    rows.push({ row: rowNo, orderId, carrierCode, waybillNo });
  }
  if (rows.length > BULK_SHIP_MAX_ROWS) {
    throw new BizError('RULE_VIOLATED', 'orderBulkTooMany', { count: rows.length, max: BULK_SHIP_MAX_ROWS });
  }
  if (rows.length === 0) throw new BizError('RULE_VIOLATED', 'orderBulkEmpty');
  return rows;
}

type BatchRow = typeof bulkShipBatches.$inferSelect;

const presentBatch = (b: BatchRow) => ({
  batchId: b.id,
  fileName: b.fileName,
  total: b.total,
  shipped: b.shipped,
  failed: b.failed,
  createdAt: b.createdAt.toISOString(),
});

const presentRows = (rows: readonly BulkShipRow[]) =>
  rows.map((r) => ({ ...r, ok: r.ok ? ('y' as const) : ('n' as const) }));

export async function bulkShip(shop: ShopScope, file: UploadedFile, userId: string, now: Date, locale: Locale) {
  if (file.overLimit || file.size === 0) throw formatRefused();
  const fileRows = await readBulkShipRows(file.data);
  const seen = new Map<string, number>();
  const results: BulkShipRow[] = [];
  for (const r of fileRows) {
    const base = { row: r.row, orderId: r.orderId, carrierCode: r.carrierCode, waybillNo: r.waybillNo };
    const fail = (message: string) => results.push({ ...base, ok: false, message });
    if (!/^\d{1,18}$/.test(r.orderId) || !Number.isSafeInteger(Number(r.orderId))) {
      fail(text('orderBulkOrderIdInvalid', locale));
      continue;
    }
    const first = seen.get(r.orderId);
    if (first !== undefined) {
      fail(text('orderBulkDuplicateRow', locale, { row: first }));
      continue;
    }
    try {
      // Each row in a savepoint: a refusal undoes that row only.
      await shop.tx.transaction(async (sp) =>
        shipOrder(
          sp as unknown as Tx,
          shop.shopId,
          { orderId: Number(r.orderId), carrierCode: r.carrierCode, waybillNo: r.waybillNo },
          { userId },
          now,
        ),
      );
      seen.set(r.orderId, r.row);
      results.push({
        ...base,
        waybillNo: r.waybillNo.trim().toUpperCase(),
        ok: true,
        message: text('orderBulkShipped', locale),
      });
    } catch (error) {
      if (!(error instanceof BizError)) throw error;
      fail(
        error.messageKey === 'notFound'
          ? text('orderBulkOrderNotFound', locale, { orderId: r.orderId })
          : text(error.messageKey, locale, error.params),
      );
    }
  }
  const batch: BatchRow = {
    shopId: shop.shopId,
    id: newId(),
    fileName: (file.filename || 'bulk-ship.xlsx').slice(0, 200),
    total: results.length,
    shipped: results.filter((r) => r.ok).length,
    failed: results.filter((r) => !r.ok).length,
    rows: results,
    createdBy: userId,
    createdAt: now,
  };
  await shop.insert(bulkShipBatches, [batch]);
  return { ...presentBatch(batch), rows: presentRows(results) };
}

export async function listBulkShipBatches(shop: ShopScope, page: { pageNum: number; pageSize: number }) {
  const t = bulkShipBatches;
  const [rows, total] = await Promise.all([
    shop.tx
      .select()
      .from(t)
      .where(shop.where(t))
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize),
    shop.tx.select({ n: count() }).from(t).where(shop.where(t)),
  ]);
  return {
    list: rows.map(presentBatch),
    page: { pageNum: page.pageNum, pageSize: page.pageSize, count: toNumber(total[0]?.n) },
  };
}

export async function bulkShipResult(shop: ShopScope, batchId: string) {
  const row = await shop.first(bulkShipBatches, eq(bulkShipBatches.id, batchId));
  if (!row) throw notFound();
  return { ...presentBatch(row), rows: presentRows(row.rows) };
}

/** The template: the three columns (headers in `locale`), two example rows, and the carriers. */
export async function bulkShipTemplate(locale: Locale): Promise<{ fileName: string; contentBase64: string }> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('orders');
  sheet.columns = COLUMNS.map((key) => ({ header: messages[key][locale], key, width: 24 }));
  sheet.getRow(1).font = { bold: true };
  // Order numbers as text, so Excel never turns them into 2.611E+12.
  sheet.getColumn(1).numFmt = '@';
  sheet.getColumn(3).numFmt = '@';
  const [a, b] = CARRIERS;
  if (a)
    sheet.addRow({
      orderTemplateOrderId: '2611000000001',
      orderTemplateCarrier: a.code,
      orderTemplateWaybill: a.example,
    });
  if (b)
    sheet.addRow({
      orderTemplateOrderId: '2611000000002',
      orderTemplateCarrier: b.code,
      orderTemplateWaybill: b.example,
    });
  const carriers = workbook.addWorksheet(messages.orderTemplateCarriers[locale]);
  carriers.columns = [
    { header: messages.orderTemplateCarrier[locale], key: 'code', width: 16 },
    { header: messages.orderTemplateCarriers[locale], key: 'name', width: 24 },
    { header: messages.orderTemplateWaybill[locale], key: 'example', width: 24 },
  ];
  for (const c of CARRIERS) carriers.addRow({ code: c.code, name: c.name, example: c.example });
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  return { fileName: messages.orderTemplateFileName[locale], contentBase64: buffer.toString('base64') };
}
