import { constants } from 'node:zlib';
import type { ExportCell, ExportColumn } from './columns.ts';
import { ZipWriter } from './zip-writer.ts';

// The xlsx writer of the download centre. Each batch of rows is turned into sheet XML as it arrives
// and deflated straight into the file (./zip-writer.ts): a large export never sits in memory, and
// no cell becomes an object on the way. Strings are written inline (no shared-strings table to
// hold), numbers as numbers with their column's format; the header is bold and frozen.

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

/** Deflate level: level 1 is several times quicker than the default for some 15% more bytes. */
const LEVEL = constants.Z_BEST_SPEED;
/** Sheet XML is handed to the deflater in pieces of about this many characters. */
const CHUNK_CHARS = 64 * 1024;
/** Excel keeps at most this many characters in a cell. */
const CELL_MAX = 32_767;

// Characters XML 1.0 cannot hold at all (a sheet with one does not open), and the ones to escape.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters to drop.
const XML_INVALID = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
// A carriage return as itself would be read back as a line feed (XML end-of-line handling).
const XML_SPECIAL = /[&<>"\r]/g;
const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\r': '&#13;' };

/** Whether text needs any change to sit in XML (most cells do not). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters XML_INVALID drops.
const XML_CHANGE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff&<>"\r]/;

function xmlText(s: string): string {
  const clean = s.length > CELL_MAX ? s.slice(0, CELL_MAX) : s;
  if (!XML_CHANGE.test(clean)) return clean;
  return clean.replace(XML_INVALID, '').replace(XML_SPECIAL, (c) => ENTITY[c] ?? c);
}

/** Whether text starts or ends with white space, which XML keeps only when told to. */
function edgeSpace(s: string): boolean {
  const first = s.charCodeAt(0);
  const last = s.charCodeAt(s.length - 1);
  return first <= 32 || last <= 32 || first === 0xa0 || last === 0xa0;
}

/** A, B, … Z, AA, … for a 0-based column index. */
function columnLetters(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** Style ids of the sheet: 0 plain, 1 the bold header, 2… one per number format used. */
function stylesOf(columns: ExportColumn[]): { xml: string; styleOf: (numFmt: string | undefined) => number } {
  const formats = [...new Set(columns.map((c) => c.numFmt).filter((f): f is string => !!f))];
  const numFmts = formats.map((f, i) => `<numFmt numFmtId="${164 + i}" formatCode="${xmlText(f)}"/>`).join('');
  const xfs = formats
    .map((_, i) => `<xf numFmtId="${164 + i}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`)
    .join('');
  const xml =
    `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
    (formats.length > 0 ? `<numFmts count="${formats.length}">${numFmts}</numFmts>` : '') +
    '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
    '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${2 + formats.length}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
    `<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>${xfs}</cellXfs>` +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';
  return { xml, styleOf: (f) => (f ? 2 + formats.indexOf(f) : 0) };
}

function packageParts(sheet: string) {
  return {
    contentTypes:
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
      '</Types>',
    rootRels:
      `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">` +
      `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    workbook:
      `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><bookViews><workbookView/></bookViews>` +
      `<sheets><sheet name="${xmlText(sheetName(sheet))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    workbookRels:
      `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">` +
      `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
  };
}

/** One row's XML, from the record by column key; cells without a value are left out. */
function rowXml(
  rowNumber: number,
  record: Record<string, ExportCell>,
  keys: readonly string[],
  letters: readonly string[],
  styles: readonly string[],
): string {
  let xml = `<row r="${rowNumber}">`;
  for (let i = 0; i < keys.length; i++) {
    const v = safeCell(record[keys[i] as string]);
    if (v === null || v === '') continue;
    if (typeof v === 'number') {
      xml += `<c r="${letters[i]}${rowNumber}"${styles[i]}><v>${v}</v></c>`;
    } else {
      const space = edgeSpace(v) ? ' xml:space="preserve"' : '';
      xml += `<c r="${letters[i]}${rowNumber}"${styles[i]} t="inlineStr"><is><t${space}>${xmlText(v)}</t></is></c>`;
    }
  }
  return `${xml}</row>`;
}

/**
 * Writes the header and every batch; resolves with the number of data rows. On failure the
 * partial file is closed (the caller deletes it) and the error passes on.
 */
export async function writeSheet(input: SheetInput): Promise<number> {
  const zip = new ZipWriter(input.file, LEVEL);
  const columns = input.columns;
  const letters = columns.map((_, i) => columnLetters(i));
  const { xml: stylesXml, styleOf } = stylesOf(columns);
  const keys = columns.map((c) => c.key);
  const styleAttr = (id: number) => (id ? ` s="${id}"` : '');
  const dataStyles = columns.map((c) => styleAttr(styleOf(c.numFmt)));
  const header = Object.fromEntries(columns.map((c) => [c.key, c.header]));
  const parts = packageParts(input.sheet);
  let rows = 0;
  const source = input.batches[Symbol.asyncIterator]();
  let finished = false;
  try {
    await zip.addBuffer('[Content_Types].xml', parts.contentTypes);
    await zip.addBuffer('_rels/.rels', parts.rootRels);
    await zip.addBuffer('xl/workbook.xml', parts.workbook);
    await zip.addBuffer('xl/_rels/workbook.xml.rels', parts.workbookRels);
    await zip.addBuffer('xl/styles.xml', stylesXml);
    await zip.addStream('xl/worksheets/sheet1.xml', async (write) => {
      const cols = columns
        .map((c, i) => {
          const id = styleOf(c.numFmt);
          const style = id ? ` style="${id}"` : '';
          return `<col min="${i + 1}" max="${i + 1}" width="${c.width ?? 18}" customWidth="1"${style}/>`;
        })
        .join('');
      let text =
        `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
        '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
        '<selection pane="bottomLeft"/></sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/>' +
        (cols ? `<cols>${cols}</cols>` : '') +
        '<sheetData>' +
        rowXml(
          1,
          header,
          keys,
          letters,
          columns.map(() => styleAttr(1)),
        );
      for (;;) {
        const result = await source.next();
        if (result.done) break;
        for (const record of result.value) {
          rows++;
          text += rowXml(rows + 1, record, keys, letters, dataStyles);
          if (text.length >= CHUNK_CHARS) {
            await write(text);
            text = '';
          }
        }
        await input.afterBatch(rows);
      }
      await write(`${text}</sheetData></worksheet>`);
    });
    await zip.finish();
    finished = true;
    return rows;
  } finally {
    if (!finished) {
      // A stopped export must not leave its file open, nor its reader mid-query.
      await source.return?.().catch(() => undefined);
      await zip.close().catch(() => undefined);
    }
  }
}
