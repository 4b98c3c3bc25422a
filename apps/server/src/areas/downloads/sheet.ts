import ExcelJS from 'exceljs';
import type { ExportCell, ExportColumn } from './export-kind.ts';

// The xlsx writer of the download centre: exceljs' streaming WorkbookWriter, so a large export
// never sits in memory (ARCHITECTURE.md, "spreadsheets").

/** Text a spreadsheet could read as a formula (OWASP CSV injection; tab and CR included). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as written: text that would start a formula gets a leading apostrophe. */
export function safeCell(value: ExportCell | undefined): string | number | null {
  if (typeof value === 'string') return FORMULA_START.test(value) ? `'${value}` : value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return null;
}

const SHEET_NAME_UNSAFE = /[[\]:*?/\\]/g;

/** Excel's sheet-name rules: at most 31 characters, none of [ ] : * ? / \. */
export function sheetName(name: string): string {
  return name.replace(SHEET_NAME_UNSAFE, ' ').trim().slice(0, 31) || 'Sheet1';
}

export interface SheetInput {
  file: string;
  sheet: string;
  columns: ExportColumn[];
  batches: AsyncIterable<Record<string, ExportCell>[]>;
  /** After each batch is written, with the rows written so far; throw to stop. */
  afterBatch(rowsWritten: number): Promise<void>;
}

/** Writes the header and every batch; resolves with the number of data rows. */
export async function writeSheet(input: SheetInput): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: input.file,
    useStyles: true,
    useSharedStrings: false,
  });
  let finished = false;
  try {
    const sheet = workbook.addWorksheet(sheetName(input.sheet), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = input.columns.map((c) => ({
      key: c.key,
      width: c.width ?? 18,
      ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
    }));
    const header = sheet.addRow(input.columns.map((c) => safeCell(c.header)));
    header.font = { bold: true };
    header.commit();
    let rows = 0;
    for await (const batch of input.batches) {
      for (const record of batch) {
        const values: Record<string, string | number | null> = {};
        for (const c of input.columns) values[c.key] = safeCell(record[c.key]);
        sheet.addRow(values).commit();
      }
      rows += batch.length;
      await input.afterBatch(rows);
    }
    sheet.commit();
    await workbook.commit();
    finished = true;
    return rows;
  } finally {
    // A stopped export must not leave its file open; the caller deletes the partial file.
    if (!finished) await workbook.commit().catch(() => undefined);
  }
}
