import { describe, expect, it } from 'vitest';
import { checkNotInPast, isInPast } from './date.ts';

const now = new Date('2025-06-01T10:00:00+07:00');

describe('checkNotInPast', () => {
  it('accepts now and later, and rejects one millisecond before now', () => {
    expect(checkNotInPast(now, now)).toEqual({ ok: true });
    expect(checkNotInPast(new Date(now.getTime() + 60_000), now)).toEqual({ ok: true });
    expect(checkNotInPast(new Date(now.getTime() - 1), now)).toEqual({ ok: false, key: 'dateInPast' });
    expect(isInPast(new Date(now.getTime() - 1), now)).toBe(true);
  });

  it('treats an unparseable date as not filled in', () => {
    expect(checkNotInPast(new Date('not a date'), now)).toEqual({ ok: false, key: 'required' });
  });
});
