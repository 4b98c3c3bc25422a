import { describe, expect, it } from 'vitest';
import { formatDay } from './format-day.ts';

describe('formatDay', () => {
  it('writes d/m/y in Thai and year-month-day otherwise, without moving the day', () => {
    expect(formatDay('2027-01-31', 'th-TH')).toBe('31/01/2027');
    expect(formatDay('2027-01-31', 'en-US')).toBe('2027-01-31');
    expect(formatDay('2027-01-31', 'zh-CN')).toBe('2027-01-31');
  });

  it('leaves anything else as it is', () => {
    expect(formatDay(null, 'th-TH')).toBe('');
    expect(formatDay('soon', 'th-TH')).toBe('soon');
  });
});
