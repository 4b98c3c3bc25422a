// Runs in a worker thread, started by `readFirstSheet` in read.ts: unpacks an uploaded xlsx under
// a hard byte budget and reads its first sheet as text, so that a large or hostile workbook never
// holds up the server's event loop. Plain JavaScript: the built server and the tests both start
// it with plain node, no TypeScript loader.
//
// workerData: { data: Uint8Array, files: {offset, method, packedBytes}[], maxUnpackedBytes,
// columns, maxRows }. Posts { ok: true, rowCount, rows: {rowNo, cells}[] } or { ok: false }.
import { parentPort, workerData } from 'node:worker_threads';
import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';

const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

/**
 * True when every entry unpacks within the budget. Each deflated entry is inflated with
 * `maxOutputLength` set to what is left of the budget: zlib stops the moment the output would
 * pass it, whatever sizes the zip's headers claim. The output is dropped at once.
 */
function withinBudget(data, files, budget) {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  let left = budget;
  for (const f of files) {
    if (f.offset + 30 > data.byteLength || view.getUint32(f.offset, true) !== LOCAL_HEADER) return false;
    const start = f.offset + 30 + view.getUint16(f.offset + 26, true) + view.getUint16(f.offset + 28, true);
    if (start > data.byteLength) return false;
    let size;
    if (f.method === STORED) size = Math.min(f.packedBytes, data.byteLength - start);
    else if (f.method === DEFLATED) {
      if (left <= 0) return false;
      try {
        // Inflate reads to the end of the deflate stream: a false packed size changes nothing.
        size = inflateRawSync(data.subarray(start), { maxOutputLength: left }).byteLength;
      } catch {
        // Past the budget (ERR_BUFFER_TOO_LARGE) or not a deflate stream: either way refused.
        return false;
      }
    } else return false;
    left -= size;
    if (left < 0) return false;
  }
  return true;
}

/** A cell's value as trimmed text: rich text joined, formulas by their result, dates as ISO. */
function cellText(value) {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'object') return '';
  if ('richText' in value)
    return value.richText
      .map((r) => r.text)
      .join('')
      .trim();
  if ('text' in value && typeof value.text === 'string') return value.text.trim();
  if ('result' in value) return cellText(value.result);
  return '';
}

async function read({ data, files, maxUnpackedBytes, columns, maxRows }) {
  if (!withinBudget(data, files, maxUnpackedBytes)) return { ok: false };
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength));
  } catch {
    return { ok: false };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { ok: false };
  const rowCount = sheet.actualRowCount;
  const rows = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNo) => {
    // Past the row limit only the header row is read: the caller refuses by the count.
    if (rowNo !== 1 && rowCount - 1 > maxRows) return;
    const cells = [];
    for (let c = 1; c <= columns; c++) cells.push(cellText(row.getCell(c).value));
    rows.push({ rowNo, cells });
  });
  return { ok: true, rowCount, rows };
}

read(workerData).then(
  (result) => parentPort?.postMessage(result),
  () => parentPort?.postMessage({ ok: false }),
);
