import { LOCALES } from '@sc/contract/locale.ts';
import { describe, expect, it } from 'vitest';
import { dictionaries } from './dictionaries.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('web dictionaries', () => {
  const reference = dictionaries['en-US'];

  it.each(LOCALES)('%s has the same keys as en-US, none empty', (locale) => {
    const messages = dictionaries[locale];
    expect(Object.keys(messages).sort()).toEqual(Object.keys(reference).sort());
    for (const text of Object.values(messages)) expect(text.trim()).not.toBe('');
  });

  it.each(LOCALES)('%s keeps the placeholders of en-US', (locale) => {
    for (const [key, text] of Object.entries(dictionaries[locale])) {
      expect(placeholders(text), key).toEqual(placeholders(reference[key as keyof typeof reference]));
    }
  });
});
