import ExcelJS from 'exceljs';
import { zipDirectory } from './zip-directory.ts';

/** How much an uploaded workbook may unpack to before it is opened. */
export interface SheetLimits {
  maxEntries: number;
  maxUnpackedBytes: number;
}

/**
 * The first worksheet of an uploaded xlsx. The zip directory must promise a sane size and entry
 * count before anything is unpacked; a file that is not such a workbook throws `refused()`.
 */
export async function openFirstSheet(
  data: Uint8Array,
  limits: SheetLimits,
  refused: () => Error,
): Promise<ExcelJS.Worksheet> {
  const directory = zipDirectory(data);
  if (!directory || directory.entries > limits.maxEntries || directory.unpackedBytes > limits.maxUnpackedBytes) {
    throw refused();
  }
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs declares its own Buffer (an ArrayBuffer); hand it the bytes as one.
    await workbook.xlsx.load(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer);
  } catch {
    throw refused();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw refused();
  return sheet;
}

/** A cell's value as trimmed text: rich text joined, formulas by their result, dates as ISO. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value)
    return value.richText
      .map((r) => r.text)
      .join('')
      .trim();
  if ('text' in value && typeof value.text === 'string') return value.text.trim();
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  return '';
}
