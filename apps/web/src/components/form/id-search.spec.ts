import { productFilter } from '@sc/contract/calls/items.ts';
import { describe, expect, it } from 'vitest';
import { checkIdSearch, someIds } from './id-search.ts';

describe('SPU and SKU id search', () => {
  it('splits on newline, space, tab, 、 and commas, dropping empties and duplicates', () => {
    expect(checkIdSearch('100000001\n100000002  100000003、100000004,100000005\r\n\t100000001')).toEqual({
      ok: true,
      ids: ['100000001', '100000002', '100000003', '100000004', '100000005'],
    });
    expect(checkIdSearch('  ')).toEqual({ ok: true, ids: [] });
  });

  it('needs at least 3 digits per id', () => {
    expect(checkIdSearch('123 12 1')).toEqual({ ok: false, problem: 'tooShort', bad: ['12', '1'] });
    expect(checkIdSearch('123')).toEqual({ ok: true, ids: ['123'] });
  });

  it('takes digits only, at most 18 of them', () => {
    expect(checkIdSearch('123 12a')).toEqual({ ok: false, problem: 'notDigits', bad: ['12a'] });
    expect(checkIdSearch('1234567890123456789')).toMatchObject({ ok: false, problem: 'tooLong' });
  });

  it('takes up to 100 ids', () => {
    const ids = Array.from({ length: 101 }, (_, i) => String(100 + i));
    expect(checkIdSearch(ids.slice(0, 100).join(' '))).toMatchObject({ ok: true });
    expect(checkIdSearch(ids.join(' '))).toEqual({ ok: false, problem: 'tooMany', count: 101 });
  });

  it('what passes here, the contract takes', () => {
    const result = checkIdSearch('100 200000001 999999999999999999');
    if (!result.ok) throw new Error('expected ids');
    expect(productFilter.safeParse({ spuIds: result.ids, skuIds: result.ids }).success).toBe(true);
  });

  it('names a few offending ids', () => {
    expect(someIds(['1', '2'])).toBe('1, 2');
    expect(someIds(['1', '2', '3', '4', '5', '6'])).toBe('1, 2, 3, 4, 5 …');
  });
});
