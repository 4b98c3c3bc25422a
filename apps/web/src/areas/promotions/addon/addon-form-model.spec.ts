import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { type AddonSkuRow, partIssues, previewRequest, tiedPrice, toRequest } from './addon-form-model.ts';

// The add-on form's model: the server's rules in its words as typed, the request, what buyers pay.

const now = new Date('2026-11-27T03:00:00Z');
const row = (over: Partial<AddonSkuRow> = {}): AddonSkuRow => ({
  skuId: '200000002',
  productId: '100000002',
  title: 'เคส',
  specValues: [],
  imageUrl: '',
  salesPrice: 100,
  mallStock: 10,
  lowestPrice30: 100,
  price: '60.00',
  stock: 5,
  sold: 0,
  ...over,
});
const values = { name: 'ซื้อคู่', startTime: dayjs(now).add(1, 'hour'), endTime: dayjs(now).add(1, 'day'), perOrder: 2 };
const main = [{ productId: '100000001', title: 'โทรศัพท์', imageUrl: '' }];

describe('the add-on form', () => {
  it('says a row’s refusals and warnings in the server’s words, in the language asked', () => {
    const above = partIssues(values, main, [row({ price: '100.01' })], now, 'en-US').row(0);
    expect(above.errors).toEqual([
      'SKU 200000002: the add-on price cannot be higher than the sales price (100.00 baht)',
    ]);
    const shallow = partIssues(values, main, [row({ price: '98.00' })], now, 'th-TH').row(0);
    expect(shallow.errors).toEqual([]);
    expect(shallow.warnings).toEqual(['SKU 200000002: ลดเพียง 2% (น้อยกว่า 50%) โปรดตรวจสอบอีกครั้ง']);
    const stock = partIssues(values, main, [row({ stock: 11 })], now, 'en-US').row(0);
    expect(stock.errors).toEqual(['SKU 200000002: the add-on stock cannot exceed the product stock (10)']);
    expect(partIssues(values, [], [row()], now, 'en-US').main).toEqual(['Choose at least one main product']);
  });

  it('sends baht as typed, shows what one add-on costs with a main product and previews only rows with a price', () => {
    expect(toRequest(values, main, [row()])).toMatchObject({
      perOrder: 2,
      mainProductIds: ['100000001'],
      skus: [{ skuId: '200000002', price: '60.00', stock: 5 }],
    });
    expect(tiedPrice(row())).toBe(6_000);
    expect(tiedPrice(row({ price: undefined }))).toBeNull();
    const rows = [row(), row({ skuId: '200000003', price: undefined }), row({ skuId: '200000004', price: '0' })];
    expect(previewRequest(main, rows)).toEqual({
      mainProductIds: ['100000001'],
      skus: [{ skuId: '200000002', price: '60.00' }],
    });
  });
});
