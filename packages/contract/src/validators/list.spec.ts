import { describe, expect, it } from 'vitest';
import { checkListLength } from './list.ts';

describe('checkListLength', () => {
  it('accepts a list of exactly the given size and rejects one short or one over', () => {
    expect(checkListLength(['a', 'b'], 2)).toEqual({ ok: true });
    expect(checkListLength(['a'], 2)).toEqual({ ok: false, key: 'listLengthMismatch', params: { size: 2 } });
    expect(checkListLength(['a', 'b', 'c'], 2).ok).toBe(false);
  });
});
