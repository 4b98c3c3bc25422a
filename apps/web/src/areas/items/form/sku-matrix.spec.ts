import { MAX_SKUS_PER_PRODUCT } from '@sc/contract/calls/items.ts';
import { describe, expect, it } from 'vitest';
import {
  buildMatrix,
  draftsFromProduct,
  duplicateIndexes,
  exceedsSkuLimit,
  matrixSize,
  rowValues,
  type SkuDraft,
  type SpecDraft,
} from './sku-matrix.ts';

const spec = (key: string, name: string, values: [string, string][]): SpecDraft => ({
  key,
  name,
  values: values.map(([k, text]) => ({ key: k, text })),
});

const colour = spec('c', 'Colour', [
  ['w', 'White'],
  ['b', 'Black'],
]);
const size = spec('z', 'Size', [
  ['s', 'S'],
  ['m', 'M'],
  ['l', 'L'],
]);

describe('buildMatrix', () => {
  it('makes one row per combination, first specification slowest', () => {
    const rows = buildMatrix([colour, size], []);
    expect(rows.map((r) => rowValues([colour, size], r).join(' / '))).toEqual([
      'White / S',
      'White / M',
      'White / L',
      'Black / S',
      'Black / M',
      'Black / L',
    ]);
    expect(matrixSize([colour, size])).toBe(6);
  });

  it('makes the single row of a product without specifications, and ignores empty values', () => {
    expect(buildMatrix([], []).map((r) => r.key)).toEqual(['']);
    const unfinished = spec('x', 'Material', [['e', '  ']]);
    expect(buildMatrix([unfinished], []).map((r) => r.key)).toEqual(['']);
  });

  it('keeps what was typed into a row when a value is renamed or another value is added', () => {
    const rows = buildMatrix([colour], []);
    const typed: SkuDraft[] = rows.map((r, i) => ({ ...r, price: `${100 + i}.00`, stock: 5 + i, skuId: `20${i}` }));
    const renamed = spec('c', 'Colour', [
      ['w', 'Ivory'],
      ['b', 'Black'],
      ['r', 'Red'],
    ]);
    const next = buildMatrix([renamed], typed);
    expect(next[0]).toMatchObject({ key: 'w', price: '100.00', stock: 5, skuId: '200' });
    expect(next[1]).toMatchObject({ key: 'b', price: '101.00', stock: 6, skuId: '201' });
    expect(next[2]?.key).toBe('r');
    expect(next[2]?.skuId).toBeUndefined();
  });

  it('lets new rows of an added specification take prices from their parent, never stock, code or id', () => {
    const typed = buildMatrix([colour], []).map((r) => ({
      ...r,
      price: r.key === 'w' ? '199.00' : '209.00',
      marketPrice: '259.00',
      stock: 10,
      code: `C-${r.key}`,
      skuId: `9${r.key.length}`,
    }));
    const next = buildMatrix([colour, size], typed);
    expect(next).toHaveLength(6);
    expect(next[0]).toMatchObject({ key: 'w|s', price: '199.00', marketPrice: '259.00', code: '' });
    expect(next[3]).toMatchObject({ key: 'b|s', price: '209.00' });
    for (const row of next) {
      expect(row.stock).toBeUndefined();
      expect(row.skuId).toBeUndefined();
    }
  });

  it('passes the only row of a product without specifications on to the first matrix', () => {
    const [single] = buildMatrix([], []);
    const typed = { ...single!, price: '50.00', marketPrice: '80.00', warningLine: 3 };
    const next = buildMatrix([colour], [typed]);
    expect(next.map((r) => r.price)).toEqual(['50.00', '50.00']);
    expect(next.map((r) => r.warningLine)).toEqual([3, 3]);
  });

  it('knows when the matrix outgrows the SKU limit', () => {
    const many = (key: string, n: number) =>
      spec(
        key,
        key,
        Array.from({ length: n }, (_, i): [string, string] => [`${key}${i}`, `${key}${i}`]),
      );
    expect(exceedsSkuLimit([many('a', MAX_SKUS_PER_PRODUCT)])).toBe(false);
    expect(exceedsSkuLimit([many('a', MAX_SKUS_PER_PRODUCT), many('b', 2)])).toBe(true);
  });
});

describe('duplicateIndexes', () => {
  it('marks each repeat after the first, ignoring case, surrounding spaces and empty entries', () => {
    expect([...duplicateIndexes(['Red', 'Blue', ' red ', '', '', 'BLUE', 'Green'])]).toEqual([2, 5]);
  });
});

describe('draftsFromProduct', () => {
  it('rebuilds specs and rows of a saved product, in matrix order, with prices as two-decimal texts', () => {
    const sku = (values: string[], id: string) => ({
      skuId: id,
      specValues: values,
      code: '',
      price: 199,
      marketPrice: 259.5,
      purchasePrice: 0,
      stock: 4,
      warningLine: 1,
      imageUrl: '',
      reserved: 2,
    });
    const drafts = draftsFromProduct(
      [
        { name: 'Colour', values: ['White', 'Black'] },
        { name: 'Size', values: ['S'] },
      ],
      [sku(['Black', 'S'], '2'), sku(['White', 'S'], '1')],
    );
    expect(drafts.skus.map((r) => r.skuId)).toEqual(['1', '2']);
    expect(drafts.skus[0]).toMatchObject({
      price: '199.00',
      marketPrice: '259.50',
      purchasePrice: '0.00',
      reserved: 2,
    });
    expect(rowValues(drafts.specs, drafts.skus[1]!)).toEqual(['Black', 'S']);
  });
});
