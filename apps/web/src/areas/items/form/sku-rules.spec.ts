import { describe, expect, it } from 'vitest';
import { checkSkuRow, rowMessage } from './sku-rules.ts';

const row = { price: '199.00', marketPrice: '259.00', purchasePrice: '120.00', stock: 10, reserved: 0 };

describe('checkSkuRow', () => {
  it('passes a row the server accepts', () => {
    expect(checkSkuRow(row)).toEqual({});
    expect(checkSkuRow({ ...row, purchasePrice: '', price: '259', marketPrice: '259.00' })).toEqual({});
  });

  it('refuses a sale price above the market price or below the purchase price, as the server does', () => {
    expect(checkSkuRow({ ...row, price: '259.01' }).price).toMatchObject({
      key: 'salePriceAboveMarket',
      params: { marketPrice: '259.00' },
    });
    expect(checkSkuRow({ ...row, price: '119.99' }).price).toMatchObject({
      key: 'salePriceBelowPurchase',
      params: { purchasePrice: '120.00' },
    });
  });

  it('wants two decimals at most and the required amounts', () => {
    const checks = checkSkuRow({ ...row, price: '19.999', marketPrice: '', purchasePrice: '-1' });
    expect(checks.price?.key).toBe('amountInvalid');
    expect(checks.marketPrice?.key).toBe('required');
    expect(checks.purchasePrice?.key).toBe('amountInvalid');
  });

  it('keeps stock at or above reserved and zero', () => {
    expect(checkSkuRow({ ...row, stock: 2, reserved: 3 }).stock).toMatchObject({
      key: 'stockBelowReserved',
      params: { reserved: 3 },
    });
    expect(checkSkuRow({ ...row, stock: -1 }).stock?.key).toBe('stockNegative');
    expect(checkSkuRow({ ...row, stock: undefined }).stock?.key).toBe('required');
    expect(checkSkuRow({ ...row, warningLine: 1.5 }).warningLine?.key).toBe('stockInvalid');
  });
});

describe('rowMessage', () => {
  it('names the row before the shared text', () => {
    const check = checkSkuRow({ ...row, price: '300' }).price;
    expect(check && rowMessage(check, 'White / S', 'en-US')).toBe(
      'White / S: The sale price cannot be higher than the market price (259.00 baht)',
    );
    expect(check && rowMessage(check, '', 'th-TH')).toBe('ราคาขายต้องไม่สูงกว่าราคาตลาด (259.00 บาท)');
  });
});
