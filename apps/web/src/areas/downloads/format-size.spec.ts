import { describe, expect, it } from 'vitest';
import { formatSize } from './format-size.ts';
import { timeLeft } from './time-left.ts';

describe('formatSize', () => {
  it('counts bytes up to KB, MB and GB with two decimals at most', () => {
    expect(formatSize(0, 'en-US')).toBe('0 B');
    expect(formatSize(980, 'en-US')).toBe('980 B');
    expect(formatSize(12_800, 'en-US')).toBe('12.5 KB');
    expect(formatSize(3_221_225, 'th-TH')).toBe('3.07 MB');
    expect(formatSize(5 * 1024 ** 3, 'zh-CN')).toBe('5 GB');
    expect(formatSize(2_000_000 * 1024 ** 3, 'en-US')).toBe('2,000,000 GB');
  });
});

describe('timeLeft', () => {
  const now = new Date('2026-01-15T03:00:00Z');
  const later = (ms: number) => new Date(now.getTime() + ms);
  it('says days, then hours, then minutes, in each language', () => {
    expect(timeLeft(later(6 * 86_400_000 + 5_000), now, 'en-US')).toBe('in 6 days');
    expect(timeLeft(later(7 * 86_400_000 - 60_000), now, 'en-US')).toBe('in 7 days');
    expect(timeLeft(later(3 * 3_600_000 + 59_000), now, 'en-US')).toBe('in 3 hours');
    expect(timeLeft(later(90_000), now, 'en-US')).toBe('in 2 minutes');
    expect(timeLeft(later(-5_000), now, 'en-US')).toBe('in 1 minute');
    expect(timeLeft(later(2 * 86_400_000), now, 'th-TH')).toMatch(/2 วัน/);
    expect(timeLeft(later(2 * 86_400_000), now, 'zh-CN')).toBe('2天后');
  });
});
