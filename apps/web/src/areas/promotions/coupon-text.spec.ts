import { describe, expect, it } from 'vitest';
import { couponRuleStrings } from './coupon-rule-strings.ts';
import { couponStrings } from './coupon-strings.ts';
import { endAction, offerText, stateTone, usageRate } from './coupon-text.ts';

// How a coupon reads: the offer in words in each language, what may still be done to it.

const baht = (n: number) => `฿${n.toFixed(2)}`;
/** The offer as the strings of `locale` say it. */
function read(locale: 'en-US' | 'th-TH' | 'zh-CN', offer: Parameters<typeof offerText>[0]): string {
  const { key, params } = offerText(offer, baht);
  const [group, leaf] = key.split('.') as [string, string];
  const tree = { ...couponStrings[locale], ...couponRuleStrings[locale] } as unknown as Record<
    string,
    Record<string, string>
  >;
  const text = tree[group]?.[leaf] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));
}

describe('offer text', () => {
  it('reads an amount off with and without a minimum spend', () => {
    const from = { type: 'amount', faceValue: 50, percentOff: null, minSpend: 300 } as const;
    expect(read('en-US', from)).toBe('฿50.00 off orders from ฿300.00');
    expect(read('th-TH', from)).toBe('ลด ฿50.00 เมื่อซื้อครบ ฿300.00');
    expect(read('zh-CN', from)).toBe('满 ฿300.00 减 ฿50.00');
    expect(read('en-US', { ...from, minSpend: 0 })).toBe('฿50.00 off any order');
  });

  it('reads a percent off with its cap in three languages', () => {
    const capped = { type: 'percent', faceValue: null, percentOff: 20, minSpend: 300, maxDiscount: 50 } as const;
    expect(read('en-US', capped)).toBe('20% off orders from ฿300.00, up to ฿50.00');
    expect(read('th-TH', capped)).toBe('ลด 20% เมื่อซื้อครบ ฿300.00 สูงสุด ฿50.00');
    expect(read('zh-CN', capped)).toBe('满 ฿300.00 立减 20%，最高减 ฿50.00');
    expect(read('en-US', { ...capped, minSpend: 0 })).toBe('20% off any order, up to ฿50.00');
  });

  it('reads a count rule by its units in three languages, the minimum spend aside', () => {
    const units = { type: 'amount', faceValue: 50, percentOff: null, minSpend: 0, minUnits: 3 } as const;
    expect(read('en-US', units)).toBe('฿50.00 off orders of 3 units or more');
    expect(read('th-TH', units)).toBe('ลด ฿50.00 เมื่อซื้อครบ 3 ชิ้น');
    expect(read('zh-CN', units)).toBe('满 3 件减 ฿50.00');
    const percent = { type: 'percent', faceValue: null, percentOff: 10, minSpend: 0, minUnits: 2 } as const;
    expect(read('en-US', { ...percent, maxDiscount: 30 })).toBe('10% off orders of 2 units or more, up to ฿30.00');
    expect(read('zh-CN', percent)).toBe('满 2 件立减 10%');
  });

  it('reads a percent off', () => {
    const from = { type: 'percent', faceValue: null, percentOff: 10, minSpend: 199 } as const;
    expect(read('en-US', from)).toBe('10% off orders from ฿199.00');
    expect(read('th-TH', { ...from, minSpend: 0 })).toBe('ลด 10% ไม่มีขั้นต่ำ');
  });
});

describe('what the merchant may still do', () => {
  it('cancels a coupon not started, stops one granting or ended, and nothing after', () => {
    expect(endAction('not_started')).toBe('cancel');
    expect(endAction('granting')).toBe('stop');
    expect(endAction('ended')).toBe('stop');
    for (const state of ['expired', 'stopped', 'invalid'] as const) expect(endAction(state)).toBeNull();
  });

  it('colours granting as success and invalid as an error', () => {
    expect(stateTone('granting')).toBe('success');
    expect(stateTone('invalid')).toBe('error');
    expect(stateTone('expired')).toBe('default');
  });

  it('gives the use rate to one decimal, none before any is received', () => {
    expect(usageRate({ receivedCount: 0, usedCount: 0 })).toBeNull();
    expect(usageRate({ receivedCount: 3, usedCount: 1 })).toBe(33.3);
    expect(usageRate({ receivedCount: 4, usedCount: 4 })).toBe(100);
  });
});
