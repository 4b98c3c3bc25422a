import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkMaxLength,
  checkNoDollar,
  checkNotEmpty,
  codePointLength,
  containsDollar,
  findPayloadFault,
  isNotEmpty,
  KEYWORD_LIMIT,
  MAX_PAYLOAD_DEPTH,
  splitKeywords,
} from './text.ts';

describe('isNotEmpty / checkNotEmpty', () => {
  it.each([
    ['an empty string', ''],
    ['spaces only', '   '],
    ['a tab and newline', '\t\n'],
    ['null', null],
    ['undefined', undefined],
    ['an empty list', []],
  ])('treats %s as empty', (_label, value) => {
    expect(isNotEmpty(value)).toBe(false);
    expect(checkNotEmpty(value)).toEqual({ ok: false, key: 'required' });
  });

  it.each([
    ['text', 'a'],
    ['text with surrounding spaces', ' a '],
    ['zero', 0],
    ['false', false],
    ['a list with one entry', ['']],
  ])('accepts %s', (_label, value) => {
    expect(isNotEmpty(value)).toBe(true);
    expect(checkNotEmpty(value)).toEqual({ ok: true });
  });

  it('names the field when a label is given', () => {
    expect(checkNotEmpty('', 'shopName')).toEqual({ ok: false, key: 'requiredField', params: { field: 'shopName' } });
  });
});

describe('containsDollar / checkNoDollar', () => {
  it('finds $ in a plain string', () => {
    expect(containsDollar('price $5')).toBe(true);
    expect(containsDollar('price ฿5')).toBe(false);
  });

  it('finds $ nested in an array of objects', () => {
    expect(containsDollar({ items: [{ name: 'ok' }, { tags: ['a', 'b$'] }] })).toBe(true);
  });

  it('finds $ in an object key', () => {
    expect(containsDollar({ filter: { $where: 'true' } })).toBe(true);
  });

  it('passes clean nested data, numbers, booleans and null', () => {
    expect(containsDollar({ a: [1, true, null, { b: 'x' }], c: undefined })).toBe(false);
    expect(checkNoDollar({ a: 'x' })).toEqual({ ok: true });
  });

  it('fails the check with the dollar message', () => {
    expect(checkNoDollar(['$'])).toEqual({ ok: false, key: 'dollarNotAllowed' });
  });

  it('does not loop on a cyclic value', () => {
    const node: { self?: unknown; name: string } = { name: 'x' };
    node.self = node;
    expect(containsDollar(node)).toBe(false);
  });

  it('agrees with a JSON text search for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(containsDollar(value)).toBe(JSON.stringify(value).includes('$'));
      }),
    );
  });
});

describe('splitKeywords', () => {
  it('splits on newline, CRLF, runs of spaces and the Chinese enumeration comma', () => {
    expect(splitKeywords('shoes\nbag\r\nhat   scarf、手机、 phone')).toEqual([
      'shoes',
      'bag',
      'hat',
      'scarf',
      '手机',
      'phone',
    ]);
  });

  it('drops empty entries from leading, trailing and repeated separators', () => {
    expect(splitKeywords('\n  a、、b \r\n')).toEqual(['a', 'b']);
    expect(splitKeywords('')).toEqual([]);
  });

  it('keeps Thai words whole', () => {
    expect(splitKeywords('รองเท้า กระเป๋า')).toEqual(['รองเท้า', 'กระเป๋า']);
  });

  it('keeps exactly the first 100 of 101 keywords', () => {
    const words = Array.from({ length: 101 }, (_, i) => `k${i}`);
    const result = splitKeywords(words.join(' '));
    expect(KEYWORD_LIMIT).toBe(100);
    expect(result).toHaveLength(100);
    expect(result[99]).toBe('k99');
    expect(result).not.toContain('k100');
  });

  it('keeps all 100 when there are exactly 100', () => {
    const words = Array.from({ length: 100 }, (_, i) => `k${i}`);
    expect(splitKeywords(words.join('\n'))).toEqual(words);
  });
});

describe('checkMaxLength', () => {
  it('accepts text at the limit and rejects one character more', () => {
    expect(checkMaxLength('a'.repeat(30), 30)).toEqual({ ok: true });
    expect(checkMaxLength('a'.repeat(31), 30)).toEqual({ ok: false, key: 'tooLong', params: { max: 30 } });
  });

  it('counts each Chinese character once', () => {
    expect(checkMaxLength('赠品标题', 4).ok).toBe(true);
    expect(checkMaxLength('赠品标题呀', 4).ok).toBe(false);
  });

  it('counts Thai per code point, so vowel and tone marks count too', () => {
    // น้ำ is น + ้ + ำ: three code points.
    expect(codePointLength('น้ำ')).toBe(3);
    expect(checkMaxLength('น้ำ', 3).ok).toBe(true);
    expect(checkMaxLength('น้ำ', 2).ok).toBe(false);
  });

  it('counts a character outside the BMP once, not as two UTF-16 units', () => {
    expect('𠮷'.length).toBe(2);
    expect(checkMaxLength('𠮷', 1).ok).toBe(true);
  });
});

describe('findPayloadFault', () => {
  const deep = (n: number) => {
    let v: unknown = 'x';
    for (let i = 0; i < n; i++) v = [v];
    return v;
  };

  it('names the field holding a NUL, a lone surrogate or a $', () => {
    expect(findPayloadFault({ name: 'ok', items: [{ title: 'a\u0000b' }] })).toEqual({
      kind: 'nul',
      path: 'items.0.title',
    });
    expect(findPayloadFault({ title: 'half \uD83D pair' })).toEqual({ kind: 'surrogate', path: 'title' });
    expect(findPayloadFault({ title: 'tail \uDE00' })).toEqual({ kind: 'surrogate', path: 'title' });
    expect(findPayloadFault({ 'k\u0000': 1 })).toEqual({ kind: 'nul', path: 'k\u0000' });
    expect(findPayloadFault({ a: { $where: 1 } })).toEqual({ kind: 'dollar', path: 'a.$where' });
  });

  it('passes Thai, emoji pairs and ordinary nesting', () => {
    expect(findPayloadFault({ name: 'สินค้า 😀 商品', list: [[{ a: [1, null, true] }]] })).toBeUndefined();
    expect(findPayloadFault(deep(MAX_PAYLOAD_DEPTH - 1))).toBeUndefined();
  });

  it('stops at the depth bound without overflowing the stack, however deep', () => {
    expect(findPayloadFault(deep(MAX_PAYLOAD_DEPTH + 1))?.kind).toBe('depth');
    expect(findPayloadFault({ a: deep(20_000) })?.kind).toBe('depth');
    expect(containsDollar(deep(20_000))).toBe(false);
  });
});
