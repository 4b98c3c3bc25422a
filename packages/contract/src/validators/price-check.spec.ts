import { describe, expect, it } from 'vitest';
import { formatValidatorMessage } from './messages.ts';
import { type PriceCheckInput, priceCheck } from './price-check.ts';

// A SKU that passes: 80 baht promotion, 50 baht cost, 100 baht market price.
const good: PriceCheckInput = {
  skuId: 'SKU-1001',
  bolNoPromotionalPrice: 'n',
  bolAllowNegProfit: 'n',
  bolSkipCheck: 'n',
  amtInterest: 3_000,
  amtPromotion: 8_000,
  marketPrice: 10_000,
  actMarketPrice: null,
  notSetPromotionGroupSkuIds: [],
  erpItemPromotion: { purchasePrice: 5_000 },
};

const englishMessages = (input: PriceCheckInput) =>
  priceCheck(input).map((failure) => formatValidatorMessage(failure.key, 'en-US', failure.params));

describe('priceCheck', () => {
  it('passes a SKU with a suggested price, a profit and a price under the market price', () => {
    expect(priceCheck(good)).toEqual([]);
  });

  it('fails when the ERP has no suggested promotion price, naming the SKU', () => {
    expect(englishMessages({ ...good, bolNoPromotionalPrice: 'y' })).toEqual([
      'SKU SKU-1001: there is no suggested promotion price',
    ]);
  });

  it('fails when the promotion price is missing, naming the SKU', () => {
    expect(priceCheck({ ...good, amtPromotion: null })).toEqual([
      { ok: false, key: 'priceCheckNoPromotionPrice', params: { skuId: 'SKU-1001' } },
    ]);
  });

  it('fails a loss-making promotion price when losses are not allowed, naming the SKU', () => {
    const messages = englishMessages({ ...good, amtPromotion: 4_999 });
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('SKU-1001');
    expect(messages[0]).toContain('gross profit');
  });

  it('accepts a promotion price exactly at cost (zero profit)', () => {
    expect(priceCheck({ ...good, amtPromotion: 5_000 })).toEqual([]);
  });

  it('accepts a loss when the SKU allows negative profit', () => {
    expect(priceCheck({ ...good, amtPromotion: 4_999, bolAllowNegProfit: 'y' })).toEqual([]);
  });

  it('falls back to the ERP gross profit when there is no purchase price', () => {
    const noCost = { ...good, erpItemPromotion: {} };
    expect(priceCheck({ ...noCost, amtInterest: -1 }).map((f) => f.key)).toEqual(['priceCheckNegativeProfit']);
    expect(priceCheck({ ...noCost, amtInterest: 0 })).toEqual([]);
  });

  it('fails a promotion price above the market price, naming the SKU and the market price', () => {
    expect(englishMessages({ ...good, amtPromotion: 10_001 })).toEqual([
      'SKU SKU-1001: the promotion price is higher than the market price (100.00 baht)',
    ]);
  });

  it('accepts a promotion price equal to the market price', () => {
    expect(priceCheck({ ...good, amtPromotion: 10_000 })).toEqual([]);
  });

  it("uses the activity's market price over the product's when it is set", () => {
    const input = { ...good, amtPromotion: 9_000, actMarketPrice: 8_500 };
    expect(englishMessages(input)).toEqual([
      'SKU SKU-1001: the promotion price is higher than the market price (85.00 baht)',
    ]);
  });

  it('fails when bundle members have no reference price, naming the SKU and each member', () => {
    expect(englishMessages({ ...good, notSetPromotionGroupSkuIds: ['SKU-2001', 'SKU-2002'] })).toEqual([
      'SKU SKU-1001: these bundle items have no reference price: SKU-2001, SKU-2002',
    ]);
  });

  it('returns every failure at once', () => {
    const input: PriceCheckInput = {
      ...good,
      bolNoPromotionalPrice: 'y',
      amtPromotion: 12_000,
      erpItemPromotion: { purchasePrice: 13_000 },
      notSetPromotionGroupSkuIds: ['SKU-2001'],
    };
    expect(priceCheck(input).map((f) => f.key)).toEqual([
      'priceCheckNoPromotionPrice',
      'priceCheckNegativeProfit',
      'priceCheckAboveMarket',
      'priceCheckBundleNoReferencePrice',
    ]);
  });

  it('skips every check when bolSkipCheck is y', () => {
    const bad: PriceCheckInput = {
      ...good,
      bolSkipCheck: 'y',
      bolNoPromotionalPrice: 'y',
      amtPromotion: 99_999,
      notSetPromotionGroupSkuIds: ['SKU-2001'],
    };
    expect(priceCheck(bad)).toEqual([]);
  });

  it('refuses baht floats, since amounts are satang', () => {
    expect(() => priceCheck({ ...good, amtPromotion: 80.5 })).toThrow(RangeError);
  });
});
