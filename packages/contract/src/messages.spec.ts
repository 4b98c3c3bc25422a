import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale.ts';
import { messages } from './messages.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('server reply texts', () => {
  it.each(Object.entries(messages))(
    '%s is written in all three languages with the same placeholders',
    (_key, texts) => {
      for (const locale of LOCALES) expect(texts[locale].trim().length).toBeGreaterThan(0);
      expect(placeholders(texts['th-TH'])).toEqual(placeholders(texts['en-US']));
      expect(placeholders(texts['zh-CN'])).toEqual(placeholders(texts['en-US']));
      expect(texts['th-TH']).toMatch(/[\u0E00-\u0E7F]/);
      expect(texts['zh-CN']).toMatch(/[\u4E00-\u9FFF]/);
    },
  );
});

describe('area reply texts', () => {
  it('no two area files define the same key (a later one would silently win)', async () => {
    const dir = new URL('./messages/', import.meta.url);
    const seen = new Map<string, string>();
    for (const file of readdirSync(dir)) {
      const module = (await import(new URL(file, dir).href)) as Record<string, object>;
      for (const table of Object.values(module)) {
        for (const key of Object.keys(table)) {
          expect(seen.get(key), `${key} in ${file}`).toBeUndefined();
          seen.set(key, file);
        }
      }
    }
  });
});
