import { describe, expect, it } from 'vitest';
import { checkActivityStock, checkGiftStock, checkStock } from './stock.ts';

describe('checkStock', () => {
  it('accepts 0 with nothing reserved and rejects -1', () => {
    expect(checkStock({ stock: 0, reserved: 0 })).toEqual({ ok: true });
    expect(checkStock({ stock: -1, reserved: 0 })).toEqual({ ok: false, key: 'stockNegative' });
  });

  it('accepts stock equal to the reserved stock and rejects one less', () => {
    expect(checkStock({ stock: 5, reserved: 5 })).toEqual({ ok: true });
    expect(checkStock({ stock: 4, reserved: 5 })).toEqual({
      ok: false,
      key: 'stockBelowReserved',
      params: { reserved: 5 },
    });
  });

  it('rejects a fractional stock', () => {
    expect(checkStock({ stock: 1.5, reserved: 0 })).toEqual({ ok: false, key: 'stockInvalid' });
  });
});

describe('checkActivityStock', () => {
  const base = { mallStock: 100, reserved: 10 };

  it('accepts the whole mall stock and rejects one more', () => {
    expect(checkActivityStock({ ...base, activityStock: 100 })).toEqual({ ok: true });
    expect(checkActivityStock({ ...base, activityStock: 101 })).toEqual({
      ok: false,
      key: 'activityStockAboveMall',
      params: { mallStock: 100 },
    });
  });

  it('accepts exactly the reserved stock and rejects one less', () => {
    expect(checkActivityStock({ ...base, activityStock: 10 })).toEqual({ ok: true });
    expect(checkActivityStock({ ...base, activityStock: 9 })).toEqual({
      ok: false,
      key: 'stockBelowReserved',
      params: { reserved: 10 },
    });
  });

  it('requires promotion stock above 0', () => {
    expect(checkActivityStock({ mallStock: 100, reserved: 0, activityStock: 0 })).toEqual({
      ok: false,
      key: 'stockNotPositive',
    });
    expect(checkActivityStock({ mallStock: 100, reserved: 0, activityStock: 1 })).toEqual({ ok: true });
  });
});

describe('checkGiftStock', () => {
  it('requires at least one gift', () => {
    expect(checkGiftStock({ giftStock: 0, productStock: 10 })).toEqual({ ok: false, key: 'stockNotPositive' });
    expect(checkGiftStock({ giftStock: 1, productStock: 10 })).toEqual({ ok: true });
  });

  it('accepts the whole product stock and rejects one more', () => {
    expect(checkGiftStock({ giftStock: 10, productStock: 10 })).toEqual({ ok: true });
    expect(checkGiftStock({ giftStock: 11, productStock: 10 })).toEqual({
      ok: false,
      key: 'giftStockAboveProduct',
      params: { productStock: 10 },
    });
  });
});
