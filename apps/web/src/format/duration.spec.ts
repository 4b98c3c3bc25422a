import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration.ts';

describe('formatDuration', () => {
  it('uses seconds under a minute, minutes under an hour, then hours', () => {
    expect(formatDuration(45_000, 'en-US')).toBe('45 sec');
    expect(formatDuration(315_000, 'en-US')).toBe('5.3 min');
    expect(formatDuration(9_000_000, 'en-US')).toBe('2.5 hr');
    expect(formatDuration(null, 'en-US')).toBe('-');
    expect(formatDuration(60_000, 'th-TH')).toMatch(/^1 /);
  });
});
