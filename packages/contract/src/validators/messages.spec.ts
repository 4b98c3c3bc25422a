import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locale.ts';
import {
  formatValidatorMessage,
  isValidatorMessageKey,
  placeholdersOf,
  type ValidatorMessageKey,
  validatorMessages,
} from './messages.ts';

// Read through a plain record so a missing or extra locale shows up at run time, not only to tsc.
const entries = Object.entries(validatorMessages) as Array<[ValidatorMessageKey, Record<string, unknown>]>;

describe('validatorMessages', () => {
  it.each(entries)('%s has a non-empty text in every locale and no other locale', (_key, texts) => {
    expect(Object.keys(texts).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) {
      const text = texts[locale];
      expect(typeof text).toBe('string');
      expect(String(text).trim()).not.toBe('');
    }
  });

  it.each(entries)('%s uses the same placeholders in every locale', (_key, texts) => {
    const english = placeholdersOf(String(texts['en-US']));
    for (const locale of LOCALES) expect(placeholdersOf(String(texts[locale]))).toEqual(english);
  });

  it.each(entries)('%s is actually translated (Thai script in th-TH, Chinese in zh-CN)', (_key, texts) => {
    expect(String(texts['th-TH'])).toMatch(/[\u0E00-\u0E7F]/);
    expect(String(texts['zh-CN'])).toMatch(/[\u4E00-\u9FFF]/);
  });
});

describe('formatValidatorMessage', () => {
  it('fills the SKU id into the message in each language', () => {
    expect(formatValidatorMessage('priceCheckNoPromotionPrice', 'en-US', { skuId: 'SKU-42' })).toBe(
      'SKU SKU-42: there is no suggested promotion price',
    );
    expect(formatValidatorMessage('priceCheckNoPromotionPrice', 'th-TH', { skuId: 'SKU-42' })).toContain('SKU-42');
    expect(formatValidatorMessage('priceCheckNoPromotionPrice', 'zh-CN', { skuId: 'SKU-42' })).toContain('SKU-42');
  });

  it('fills numeric params', () => {
    expect(formatValidatorMessage('tooLong', 'zh-CN', { max: 30 })).toBe('最多输入30个字符');
  });

  it('leaves a placeholder visible when its param is missing, so the gap is noticed', () => {
    expect(formatValidatorMessage('tooLong', 'en-US')).toBe('Enter no more than {max} characters');
  });
});

describe('isValidatorMessageKey', () => {
  it('recognises keys that came back as zod issue messages and rejects other text', () => {
    expect(isValidatorMessageKey('passwordWeak')).toBe(true);
    expect(isValidatorMessageKey('Invalid input')).toBe(false);
    expect(isValidatorMessageKey('toString')).toBe(false);
  });
});
