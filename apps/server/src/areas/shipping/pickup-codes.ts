import type { UploadedFile } from '@sc/contract/calls/media.ts';
import {
  PICKUP_CODE_PATTERN,
  PICKUP_CODE_STATUS,
  PICKUP_IMPORT_MAX_ROWS,
  type PickupCodeStatus,
} from '@sc/contract/calls/shipping.ts';
import { LOCALES, type Locale } from '@sc/contract/locale.ts';
import { messages } from '@sc/contract/messages.ts';
import { CARRIERS, carrierOf } from '@sc/contract/orders.ts';
import { count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { newId } from '../../db/ids.ts';
import { toNumber } from '../../db/numbers.ts';
import { pickupCodes } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { text } from '../../envelope/reply.ts';
import { BizError } from '../../errors.ts';
import { loadExcel } from '../../sheets/excel.ts';
import { readFirstSheet } from '../../sheets/read.ts';
import { handOutWaitingCodes, iso, pickupOrdersWaiting } from '../orders/index.ts';

// Pick-up codes (/order/pickupCode): imported from an xlsx or csv of code and carrier code, handed
// to buyers of pick-up orders. Every row is checked (format, carrier, twice in the file, already in
// the shop) and answers its message; the good rows are written in one statement, so a file is
// never half imported. What happens to a code then (handed to a pick-up order when it ships, used,
// put back, expired) is the orders area's (its pickup-code.ts).

const MAX_UNPACKED_BYTES = 20 * 1024 * 1024;
const MAX_ENTRIES = 200;
const COLUMNS = ['pickupTemplateCode', 'pickupTemplateCarrier'] as const;

const formatRefused = () => new BizError('RULE_VIOLATED', 'pickupFileInvalid');
const fold = (s: string) =>
  s
    .replace(/^\uFEFF/, '')
    .replace(/^\*/, '')
    .trim()
    .toLocaleLowerCase();

/** One CSV line split on commas, with "quoted, fields" and "" for a quote. */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      cells.push(cell.trim());
      cell = '';
    } else cell += ch;
  }
  cells.push(cell.trim());
  return cells;
}

const headerMatches = (cells: readonly string[]) =>
  COLUMNS.every((key, i) => LOCALES.some((l) => fold(cells[i] ?? '') === fold(messages[key][l])));

interface FileRow {
  row: number;
  code: string;
  carrierCode: string;
}

async function xlsxRows(data: Uint8Array): Promise<string[][]> {
  const sheet = await readFirstSheet(
    data,
    { maxEntries: MAX_ENTRIES, maxUnpackedBytes: MAX_UNPACKED_BYTES, columns: 2, maxRows: PICKUP_IMPORT_MAX_ROWS },
    formatRefused,
  );
  if (sheet.rowCount - 1 > PICKUP_IMPORT_MAX_ROWS) {
    throw new BizError('RULE_VIOLATED', 'pickupFileTooMany', {
      count: sheet.rowCount - 1,
      max: PICKUP_IMPORT_MAX_ROWS,
    });
  }
  // Empty rows between rows with a value stay, as blank rows.
  const rows: string[][] = [];
  for (const { rowNo, cells } of sheet.rows) rows[rowNo - 1] = cells;
  return Array.from(rows, (r) => r ?? ['', '']);
}

function csvRows(data: Uint8Array): string[][] {
  // Text only: a NUL byte or invalid UTF-8 is not a csv.
  if (data.includes(0)) throw formatRefused();
  let content: string;
  try {
    content = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw formatRefused();
  }
  return content
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .map(csvCells);
}

/** The rows of a pick-up code file (xlsx by its zip signature, else csv) under the template's header. */
export async function readPickupRows(data: Uint8Array): Promise<FileRow[]> {
  const isZip = data[0] === 0x50 && data[1] === 0x4b;
  const table = isZip ? await xlsxRows(data) : csvRows(data);
  if (!headerMatches(table[0] ?? [])) throw formatRefused();
  const rows: FileRow[] = [];
  table.forEach((cells, i) => {
    if (i === 0) return;
    const [code = '', carrierCode = ''] = cells;
    if (!code && !carrierCode) return;
    rows.push({ row: i + 1, code, carrierCode });
  });
  if (rows.length > PICKUP_IMPORT_MAX_ROWS) {
    throw new BizError('RULE_VIOLATED', 'pickupFileTooMany', { count: rows.length, max: PICKUP_IMPORT_MAX_ROWS });
  }
  if (rows.length === 0) throw new BizError('RULE_VIOLATED', 'pickupFileEmpty');
  return rows;
}

interface RowResult {
  row: number;
  code: string;
  carrierCode: string;
  ok: 'y' | 'n';
  message: string;
}

export async function importPickupCodes(shop: ShopScope, file: UploadedFile, now: Date, locale: Locale) {
  if (file.overLimit || file.size === 0) throw formatRefused();
  const fileRows = await readPickupRows(file.data);
  const normalised = fileRows.map((r) => ({
    ...r,
    code: r.code.trim().toUpperCase(),
    carrierCode: r.carrierCode.trim(),
  }));
  const wellFormed = normalised.filter((r) => PICKUP_CODE_PATTERN.test(r.code)).map((r) => r.code);
  const existing = new Set(
    wellFormed.length === 0
      ? []
      : (
          await shop.tx
            .select({ code: pickupCodes.code })
            .from(pickupCodes)
            .where(shop.where(pickupCodes, inArray(pickupCodes.code, [...new Set(wellFormed)])))
        ).map((r) => r.code),
  );
  const firstRow = new Map<string, number>();
  const results: RowResult[] = [];
  const good: (typeof pickupCodes.$inferInsert)[] = [];
  const batchId = newId();
  for (const r of normalised) {
    const base = { row: r.row, code: r.code, carrierCode: r.carrierCode };
    const fail = (message: string) => results.push({ ...base, ok: 'n', message });
    if (!PICKUP_CODE_PATTERN.test(r.code)) {
      fail(text('pickupCodeInvalid', locale));
      continue;
    }
    if (!carrierOf(r.carrierCode)) {
      fail(text('pickupCarrierInvalid', locale, { carrier: r.carrierCode }));
      continue;
    }
    const first = firstRow.get(r.code);
    if (first !== undefined) {
      fail(text('pickupCodeTwiceInFile', locale, { row: first }));
      continue;
    }
    firstRow.set(r.code, r.row);
    if (existing.has(r.code)) {
      fail(text('pickupCodeExists', locale, { code: r.code }));
      continue;
    }
    good.push({
      shopId: shop.shopId,
      id: newId(),
      code: r.code,
      carrierCode: r.carrierCode,
      importBatch: batchId,
      importedAt: now,
    });
    results.push({ ...base, ok: 'y', message: text('pickupImported', locale) });
  }
  if (good.length > 0) {
    // A code another import wrote meanwhile is skipped by the index and reported as existing.
    const written = new Set(
      (await shop.insert(pickupCodes, good).onConflictDoNothing().returning({ code: pickupCodes.code })).map(
        (r) => r.code,
      ),
    );
    for (const r of results) {
      if (r.ok === 'y' && !written.has(r.code))
        Object.assign(r, { ok: 'n', message: text('pickupCodeExists', locale, { code: r.code }) });
    }
  }
  const imported = results.filter((r) => r.ok === 'y').length;
  // Pick-up orders that shipped while their carrier had no code left get one of these now.
  const handedOut = imported > 0 ? await handOutWaitingCodes(shop, now, PICKUP_IMPORT_MAX_ROWS) : 0;
  return { batchId, total: results.length, imported, failed: results.length - imported, handedOut, rows: results };
}

export async function listPickupCodes(
  shop: ShopScope,
  input: { status?: PickupCodeStatus | undefined; code: string; page: { pageNum: number; pageSize: number } },
) {
  const t = pickupCodes;
  const conditions: (SQL | undefined)[] = [];
  if (input.status) conditions.push(eq(t.status, input.status));
  const code = input.code.trim().toUpperCase();
  if (code) conditions.push(sql`${t.code} like ${`${code.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  const where = shop.where(t, ...conditions);
  const { pageNum, pageSize } = input.page;
  const [rows, total, byStatus, waiting] = await Promise.all([
    shop.tx
      .select()
      .from(t)
      .where(where)
      .orderBy(desc(t.importedAt), desc(t.code))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    shop.tx.select({ n: count() }).from(t).where(where),
    shop.tx.select({ status: t.status, n: count() }).from(t).where(shop.where(t)).groupBy(t.status),
    pickupOrdersWaiting(shop),
  ]);
  const statusCounts = Object.fromEntries(PICKUP_CODE_STATUS.map((s) => [s, 0])) as Record<PickupCodeStatus, number>;
  for (const r of byStatus) {
    if ((PICKUP_CODE_STATUS as readonly string[]).includes(r.status)) {
      statusCounts[r.status as PickupCodeStatus] = toNumber(r.n);
    }
  }
  return {
    list: rows.map((r) => ({
      pickupCodeId: r.id,
      code: r.code,
      carrierCode: r.carrierCode,
      carrierName: carrierOf(r.carrierCode)?.name ?? r.carrierCode,
      status: r.status as PickupCodeStatus,
      orderId: r.orderId === null ? null : String(r.orderId),
      importedAt: r.importedAt.toISOString(),
      usedAt: iso(r.usedAt),
    })),
    page: { pageNum, pageSize, count: toNumber(total[0]?.n) },
    statusCounts,
    waiting: waiting.map((w) => ({ ...w, carrierName: carrierOf(w.carrierCode)?.name ?? w.carrierCode })),
  };
}

/** The template: the two columns (headers in `locale`), two example rows, and the carriers. */
export async function pickupTemplate(locale: Locale): Promise<{ fileName: string; contentBase64: string }> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('codes');
  sheet.columns = COLUMNS.map((key) => ({ header: messages[key][locale], key, width: 24 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getColumn(1).numFmt = '@';
  sheet.addRow({ pickupTemplateCode: 'PK-0001', pickupTemplateCarrier: 'kerry' });
  sheet.addRow({ pickupTemplateCode: 'PK-0002', pickupTemplateCarrier: 'flash' });
  const carriers = workbook.addWorksheet(messages.pickupTemplateCarriers[locale]);
  carriers.columns = [
    { header: messages.pickupTemplateCarrier[locale], key: 'code', width: 16 },
    { header: messages.pickupTemplateCarriers[locale], key: 'name', width: 24 },
  ];
  for (const c of CARRIERS) carriers.addRow({ code: c.code, name: c.name });
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  return { fileName: messages.pickupTemplateFileName[locale], contentBase64: buffer.toString('base64') };
}
