import { describe, expect, it } from 'vitest';
import { formatBaht, formatBahtRange } from './format-baht.ts';

describe('formatBaht', () => {
  it('shows baht with separators and two decimals in every language', () => {
    expect(formatBaht(1234, 'th-TH')).toBe('฿1,234.00');
    expect(formatBaht('0.5', 'zh-CN')).toBe('฿0.50');
    expect(formatBaht(null, 'en-US')).toBe('-');
  });

  it('shows a range only when the ends differ', () => {
    expect(formatBahtRange(199, 259, 'en-US')).toBe('฿199.00 – ฿259.00');
    expect(formatBahtRange(199, 199, 'en-US')).toBe('฿199.00');
  });
});
