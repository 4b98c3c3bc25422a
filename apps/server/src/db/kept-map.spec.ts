import { describe, expect, it } from 'vitest';
import { KeptMap } from './kept-map.ts';

describe('KeptMap', () => {
  it('keeps at most its limit, dropping the entry used longest ago, a read counting as a use', () => {
    const kept = new KeptMap<string, number>(2);
    kept.set('a', 1);
    kept.set('b', 2);
    expect(kept.get('a')).toBe(1);
    kept.set('c', 3);
    expect([kept.get('a'), kept.get('b'), kept.get('c')]).toEqual([1, undefined, 3]);
    kept.set('a', 4);
    kept.set('d', 5);
    expect([kept.get('a'), kept.get('c'), kept.get('d')]).toEqual([4, undefined, 5]);
  });
});
