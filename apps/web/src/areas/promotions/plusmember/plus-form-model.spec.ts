import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { fieldIssue, type PlusSkuRow, rowCheck, toRequest, unitPrices } from './plus-form-model.ts';

// The member offer form: its checks in the server's words, the preview's unit prices, the request.

const NOW = new Date('2026-11-27T03:00:00Z');
const row = (memberPrice: number | null, over: Partial<PlusSkuRow> = {}): PlusSkuRow => ({
  skuId: '200000001',
  productId: '100000001',
  title: 'แก้วน้ำ',
  specText: 'ขาว',
  salesPrice: 100,
  lowestPrice30: 100,
  memberPrice,
  ...over,
});

describe('the member offer form', () => {
  it('checks each member price as the server does: at most the sales price less 2%, above 0', () => {
    expect(rowCheck(row(98), 'en-US').errors).toEqual([]);
    expect(rowCheck(row(98.01), 'en-US').errors).toEqual([
      'SKU 200000001: the member price must be at least 2% below the sales price',
    ]);
    expect(rowCheck(row(100.01), 'th-TH').errors).toEqual(['SKU 200000001: ราคาสมาชิกต้องไม่สูงกว่าราคาขาย (100.00 บาท)']);
    expect(rowCheck(row(null), 'zh-CN').errors).toEqual(['SKU 200000001：请输入会员价']);
    expect(rowCheck(row(80, { lowestPrice30: 75 }), 'en-US').warnings).toEqual([
      'SKU 200000001: the member price is not below the lowest price of the last 30 days (75.00 baht)',
    ]);
  });

  it('checks the name, the window and the SKU count', () => {
    const v = { name: '', startTime: dayjs(NOW).add(1, 'hour'), endTime: dayjs(NOW).add(91, 'day') };
    expect(fieldIssue('name', v, 1, NOW, 'en-US')).toBe('Enter the offer name');
    expect(fieldIssue('endTime', v, 1, NOW, 'en-US')).toBe('A member offer lasts at most 90 days');
    expect(fieldIssue('skus', v, 0, NOW, 'en-US')).toBe('Choose at least one SKU');
    expect(fieldIssue('skus', v, 1, NOW, 'en-US')).toBeUndefined();
  });

  it('previews what a member and anyone else pays for one unit; none for a price that is no offer', () => {
    expect(unitPrices(row(85))).toEqual({ member: 8_500, others: 10_000, percent: 15, belowPurchase: false });
    // Bought for ฿85.01: the member price of ฿85.00 is a loss; bought for ฿85.00 it is none.
    expect(unitPrices({ ...row(85), purchasePrice: 85.01 })?.belowPurchase).toBe(true);
    expect(unitPrices({ ...row(85), purchasePrice: 85 })?.belowPurchase).toBe(false);
    expect(unitPrices(row(100))).toBeNull();
    expect(unitPrices(row(null))).toBeNull();
  });

  it('sends member prices as baht with two decimals', () => {
    const r = toRequest({ name: ' สมาชิก ', startTime: dayjs(NOW), endTime: dayjs(NOW).add(1, 'day') }, [row(85.5)]);
    expect(r).toEqual({
      name: 'สมาชิก',
      startTime: '2026-11-27T03:00:00.000Z',
      endTime: '2026-11-28T03:00:00.000Z',
      skus: [{ skuId: '200000001', memberPrice: '85.50' }],
    });
  });
});
