import { describe, expect, it } from 'vitest';
import { checkRow, type SkuDraft } from './sku-rows.ts';

const row = (over: Partial<SkuDraft> = {}): SkuDraft => ({
  skuId: '200000007',
  productId: '100000003',
  title: 'เสื้อยืด',
  specValues: ['ขาว'],
  imageUrl: '',
  salesPrice: 199,
  lowestPrice30: 199,
  purchasePrice: null,
  mallStock: 200,
  reserved: 0,
  price: '149.00',
  stock: 50,
  perBuyer: 0,
  sold: 0,
  ...over,
});

describe('an activity SKU row as typed', () => {
  it('previews what buyers pay and the percent off, with the warning under 50% off', () => {
    const r = checkRow(row(), 'en-US', 'required');
    expect(r.preview).toEqual({ price: 149, percentOff: 25.13 });
    expect(r.errors).toEqual([]);
    expect(r.warnings).toEqual(['SKU 200000007: only 25.13% off (less than 50%), please confirm the price']);
  });

  it('says what is wrong in the screen’s language, naming the SKU, and shows no preview above the sales price', () => {
    const r = checkRow(row({ price: '200.00' }), 'th-TH', 'required');
    expect(r.errors).toEqual(['SKU 200000007: ราคากิจกรรมต้องไม่สูงกว่าราคาขาย (199.00 บาท)']);
    expect(r.preview).toBeNull();
  });

  it('warns of a price below the purchase price, not of one equal to it nor when none is recorded', () => {
    const loss =
      'SKU 200000007: the activity price is below the purchase price (150.00 baht), a loss on every unit before other promotions stack';
    expect(checkRow(row({ purchasePrice: 150 }), 'en-US', 'x').warnings).toContain(loss);
    expect(checkRow(row({ purchasePrice: 149 }), 'en-US', 'x').warnings).not.toContain(
      expect.stringContaining('purchase price'),
    );
    expect(checkRow(row(), 'en-US', 'x').warnings).toHaveLength(1);
    expect(checkRow(row({ purchasePrice: 150 }), 'en-US', 'x').errors).toEqual([]);
  });

  it('asks for a price and a stock before anything else', () => {
    expect(checkRow(row({ price: undefined }), 'en-US', 'Enter the activity price and stock').errors).toEqual([
      'Enter the activity price and stock',
    ]);
    expect(checkRow(row({ stock: undefined }), 'en-US', 'x').preview).toBeNull();
  });
});
