import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { fieldIssue, type PlusSkuRow, percentOff, previewSkus, rowCheck, toRequest } from './plus-form-model.ts';

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

  it('previews the rows whose member price is an offer, with its share off; none for a price that is no offer', () => {
    expect(percentOff(row(85))).toBe(15);
    expect(percentOff(row(100))).toBeNull();
    expect(percentOff(row(null))).toBeNull();
    const rows = [row(85), { ...row(100), skuId: '200000002' }, { ...row(90.5), skuId: '200000003' }];
    expect(previewSkus(rows, 5)).toEqual([
      { skuId: '200000001', memberPrice: '85.00' },
      { skuId: '200000003', memberPrice: '90.50' },
    ]);
    expect(previewSkus(rows, 1)).toHaveLength(1);
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
