import { giftIssues } from '@sc/contract/gift.ts';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { type GiftSku, partIssues, say, toDraft, toRequest } from './gift-form-model.ts';

// The gift form's model: the server's rules in its words as typed, and the request.

const now = new Date('2026-11-27T03:00:00Z');
const gift: GiftSku = {
  skuId: '200000002',
  productId: '100000002',
  title: 'เคส',
  specValues: ['ขาว'],
  imageUrl: '',
  salesPrice: 199,
  mallStock: 10,
};
const values = {
  name: 'ซื้อกล้องแถมเคส',
  startTime: dayjs(now).add(1, 'hour'),
  endTime: dayjs(now).add(1, 'day'),
  threshold: 1,
  perOrder: 1,
  giftStock: 5,
};
const main = [{ productId: '100000001', title: 'กล้อง', imageUrl: '' }];

describe('the gift form', () => {
  it('says a gift stock above the product stock in the server’s words, in the language asked', () => {
    const issues = giftIssues(toDraft({ ...values, giftStock: 11 }, main, gift), now);
    expect(issues.map((i) => say(i, 'th-TH'))).toEqual(['สต็อกของแถมต้องไม่เกินสต็อกสินค้า (10)']);
    expect(issues.map((i) => say(i, 'zh-CN'))).toEqual(['赠品库存不能超过商品库存（10）']);
    expect(giftIssues(toDraft(values, main, gift), now)).toEqual([]);
  });

  it('asks for a main product and a gift before saving', () => {
    const parts = partIssues(values, [], null, now, 'en-US');
    expect(parts.main).toEqual(['Choose at least one main product']);
    expect(parts.gift).toEqual(['Choose the gift SKU']);
  });

  it('sends the SKU, the stock and the counts as the add call takes them', () => {
    expect(toRequest(values, main, gift)).toEqual({
      name: 'ซื้อกล้องแถมเคส',
      startTime: '2026-11-27T04:00:00.000Z',
      endTime: '2026-11-28T03:00:00.000Z',
      threshold: 1,
      perOrder: 1,
      mainProductIds: ['100000001'],
      giftSkuId: '200000002',
      giftStock: 5,
    });
  });
});
