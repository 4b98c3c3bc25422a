import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import type { ExportCell } from './columns.ts';
import { writeSheet } from './write.ts';

// The download centre's own xlsx writer, read back by another implementation (exceljs).

const dir = mkdtempSync(join(tmpdir(), 'sc-sheet-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function* inBatches(rows: Record<string, ExportCell>[], size: number) {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

async function readBack(file: string) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(readFileSync(file) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return { book, sheet };
}

describe('writeSheet', () => {
  it('writes text, numbers and empty cells that read back as written, with formats, widths and a frozen bold header', async () => {
    const file = join(dir, 'values.xlsx');
    const rows: Record<string, ExportCell>[] = [
      { text: 'เสื้อยืด & <กางเกง> "ดี"', money: 1234.5, count: 3 },
      { text: '  spaces kept  ', money: 0, count: null },
      { text: 'line\nbreak\tand tab\r\nend', money: -12.25, count: 7 },
      { text: 'bad \u0001\u0008 chars \uffff gone', money: null, count: 0 },
      { text: '', money: 99.99, count: 1 },
      { text: '中文 English ไทย 🙂', money: 1e-7, count: 123456789012 },
    ];
    const afterBatch: number[] = [];
    const n = await writeSheet({
      file,
      sheet: 'Orders: [2026/11]',
      columns: [
        { key: 'text', header: 'Text', width: 30 },
        { key: 'money', header: 'Money (THB)', numFmt: '#,##0.00' },
        { key: 'count', header: '=Count' },
      ],
      batches: inBatches(rows, 4),
      afterBatch: async (written) => {
        afterBatch.push(written);
      },
    });
    expect(n).toBe(6);
    expect(afterBatch).toEqual([4, 6]);
    const { sheet } = await readBack(file);
    expect(sheet.name).toBe('Orders   2026 11');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Text', 'Money (THB)', "'=Count"]);
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.getCell('A2').font?.bold).toBeFalsy();
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(1).width).toBe(30);
    expect(sheet.getColumn(2).width).toBe(18);
    expect(sheet.getCell('B2').numFmt).toBe('#,##0.00');
    const values = [2, 3, 4, 5, 6, 7].map((r) => (sheet.getRow(r).values as unknown[]).slice(1));
    expect(values).toEqual([
      ['เสื้อยืด & <กางเกง> "ดี"', 1234.5, 3],
      ['  spaces kept  ', 0],
      ['line\nbreak\tand tab\r\nend', -12.25, 7],
      ['bad  chars  gone', undefined, 0],
      [undefined, 99.99, 1],
      ['中文 English ไทย 🙂', 1e-7, 123456789012],
    ]);
    expect(sheet.rowCount).toBe(7);
  });

  it('prefixes text that a spreadsheet would read as a formula', async () => {
    const file = join(dir, 'formulas.xlsx');
    const cells = ['=1+1', '+66 81', '-5', '@SUM(A1)', '\tx', '\rx', 'a=b'];
    await writeSheet({
      file,
      sheet: 'F',
      columns: [{ key: 'v', header: 'v' }],
      batches: inBatches(
        cells.map((v) => ({ v })),
        10,
      ),
      afterBatch: async () => undefined,
    });
    const { sheet } = await readBack(file);
    const read = cells.map((_, i) => sheet.getCell(`A${i + 2}`).value);
    expect(read).toEqual(["'=1+1", "'+66 81", "'-5", "'@SUM(A1)", "'\tx", "'\rx", 'a=b']);
  });

  it('writes a header-only sheet for no rows, and many rows across chunks in order', async () => {
    const empty = join(dir, 'empty.xlsx');
    expect(
      await writeSheet({
        file: empty,
        sheet: 'E',
        columns: [{ key: 'a', header: 'A' }],
        batches: inBatches([], 10),
        afterBatch: async () => undefined,
      }),
    ).toBe(0);
    expect((await readBack(empty)).sheet.rowCount).toBe(1);

    const many = join(dir, 'many.xlsx');
    const rows = Array.from({ length: 5000 }, (_, i) => ({ n: i + 1, label: `แถวที่ ${i + 1}` }));
    await writeSheet({
      file: many,
      sheet: 'M',
      columns: [
        { key: 'n', header: 'n' },
        { key: 'label', header: 'label' },
      ],
      batches: inBatches(rows, 1000),
      afterBatch: async () => undefined,
    });
    const { sheet } = await readBack(many);
    expect(sheet.rowCount).toBe(5001);
    expect(sheet.getRow(5001).values).toEqual([undefined, 5000, 'แถวที่ 5000']);
    expect(sheet.getCell('A2500').value).toBe(2499);
  });

  it('stops when afterBatch throws, and the error passes on', async () => {
    const file = join(dir, 'stopped.xlsx');
    let read = 0;
    async function* endless() {
      for (;;) {
        read++;
        yield [{ a: 1 }];
      }
    }
    await expect(
      writeSheet({
        file,
        sheet: 'S',
        columns: [{ key: 'a', header: 'a' }],
        batches: endless(),
        afterBatch: async (written) => {
          if (written === 3) throw new Error('cancelled');
        },
      }),
    ).rejects.toThrow('cancelled');
    expect(read).toBe(3);
  });
});
