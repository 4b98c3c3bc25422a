import { describe, expect, it } from 'vitest';
import { checkNotZero } from './zero.ts';

describe('checkNotZero', () => {
  it('rejects 0 (e.g. a recharge of nothing) and accepts any other amount', () => {
    expect(checkNotZero(0)).toEqual({ ok: false, key: 'valueZero' });
    expect(checkNotZero(1)).toEqual({ ok: true });
    expect(checkNotZero(-1)).toEqual({ ok: true });
  });
});
