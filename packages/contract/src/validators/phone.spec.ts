import { describe, expect, it } from 'vitest';
import { checkPhone, normalisePhone } from './phone.ts';

describe('normalisePhone', () => {
  it.each([
    ['0612345678', '66-0612345678'],
    ['0812345678', '66-0812345678'],
    ['0912345678', '66-0912345678'],
    ['66-0812345678', '66-0812345678'],
    ['13812345678', '13812345678'],
    ['19912345678', '19912345678'],
    ['66-13812345678', '13812345678'],
    [' 0812345678 ', '66-0812345678'],
  ])('stores %s as %s', (input, stored) => {
    expect(normalisePhone(input)).toEqual({ ok: true, value: stored });
  });

  it.each([
    ['0712345678', 'a Thai number starting 07'],
    ['0512345678', 'a Thai number starting 05'],
    ['081234567', '9 digits'],
    ['12345678901', 'an 11-digit number starting 12'],
    ['10812345678', 'an 11-digit number starting 10'],
    ['1381234567', 'a mainland prefix with only 10 digits'],
    ['081-234-5678', 'dashes inside the number'],
    ['+66812345678', 'a plus prefix'],
    ['66-', 'the prefix alone'],
  ])('rejects %s (%s)', (input) => {
    expect(normalisePhone(input)).toEqual({ ok: false, key: 'phoneInvalid' });
  });

  it('rejects more than 11 digits with the length message', () => {
    expect(normalisePhone('138123456789')).toEqual({ ok: false, key: 'phoneTooLong' });
    expect(normalisePhone('66-081234567890')).toEqual({ ok: false, key: 'phoneTooLong' });
  });

  it('asks for a number when the input is blank', () => {
    expect(normalisePhone('  ')).toEqual({ ok: false, key: 'required' });
  });
});

describe('checkPhone', () => {
  it('passes a valid number', () => {
    expect(checkPhone('0612345678')).toEqual({ ok: true });
  });

  it('fails an invalid number', () => {
    expect(checkPhone('0712345678')).toEqual({ ok: false, key: 'phoneInvalid' });
  });

  it('tells the user the 11-digit limit', () => {
    expect(checkPhone('081234567890')).toEqual({ ok: false, key: 'phoneTooLong', params: { max: 11 } });
  });
});
