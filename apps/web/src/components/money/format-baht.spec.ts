import { describe, expect, it } from 'vitest';
import { formatBaht, formatBahtRange } from './format-baht.ts';

describe('formatBaht', () => {
  it('shows baht with separators and two decimals in every language', () => {
    expect(formatBaht(1234, 'th-TH')).toBe('฿1,234.00');
    expect(formatBaht('0.5', 'zh-CN')).toBe('฿0.50');
    expect(formatBaht(null, 'en-US')).toBe('-');
  });

  it('puts the minus before the baht sign, as a bill’s charges read', () => {
    expect(formatBaht(-3.87, 'en-US')).toBe('-฿3.87');
    expect(formatBaht('-1234.5', 'th-TH')).toBe('-฿1,234.50');
    expect(formatBaht(-0.01, 'zh-CN')).toBe('-฿0.01');
  });

  it('shows a range only when the ends differ', () => {
    expect(formatBahtRange(199, 259, 'en-US')).toBe('฿199.00 – ฿259.00');
    expect(formatBahtRange(199, 199, 'en-US')).toBe('฿199.00');
  });
});
