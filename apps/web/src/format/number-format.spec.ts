import { LOCALES } from '@sc/contract/locale.ts';
import { describe, expect, it } from 'vitest';
import { formatNumber, formatPrice, NO_NUMBER } from './number-format.ts';

describe('number format', () => {
  it.each(LOCALES.map((l) => [l]))('%s: thousands separators, Latin digits', (locale) => {
    expect(formatNumber(0, locale)).toBe('0');
    expect(formatNumber(999, locale)).toBe('999');
    expect(formatNumber(1000, locale)).toBe('1,000');
    expect(formatNumber(1234567, locale)).toBe('1,234,567');
    expect(formatNumber(-1234567, locale)).toBe('-1,234,567');
    expect(formatNumber('9876543', locale)).toBe('9,876,543');
  });

  it('plain numbers keep up to two decimals', () => {
    expect(formatNumber(1234.5, 'en-US')).toBe('1,234.5');
    expect(formatNumber(0.125, 'en-US')).toBe('0.13');
  });

  it('prices always have two decimals', () => {
    expect(formatPrice(0, 'th-TH')).toBe('0.00');
    expect(formatPrice(1234.5, 'th-TH')).toBe('1,234.50');
    expect(formatPrice('0.1', 'en-US')).toBe('0.10');
    expect(formatPrice('1,234.5', 'zh-CN')).toBe('1,234.50');
    expect(formatPrice(-20, 'en-US')).toBe('-20.00');
  });

  it('large amounts given as text lose no digit', () => {
    expect(formatPrice('90071992547409.93', 'en-US')).toBe('90,071,992,547,409.93');
    expect(formatNumber(12345678901234567890n, 'en-US')).toBe('12,345,678,901,234,567,890');
  });

  it('missing or invalid numbers show a dash', () => {
    for (const v of [null, undefined, '', 'abc', Number.NaN, Number.POSITIVE_INFINITY, '1.2.3']) {
      expect(formatNumber(v, 'en-US')).toBe(NO_NUMBER);
      expect(formatPrice(v, 'en-US')).toBe(NO_NUMBER);
    }
  });
});
