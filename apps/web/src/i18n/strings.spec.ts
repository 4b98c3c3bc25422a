import { LOCALES } from '@sc/contract/locale.ts';
import { describe, expect, it } from 'vitest';
import type { StringTree } from './define-strings.ts';
import { allStrings, namespaceOf } from './i18n.ts';

const namespaces = await allStrings();
const files = Object.keys(
  import.meta.glob(['../shell/strings.ts', '../areas/*/strings.ts', '../components/*/strings.ts']),
);

function leaves(tree: StringTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('UI strings', () => {
  it('namespaces are unique', () => {
    const names = namespaces.map((n) => n.namespace);
    expect(new Set(names).size).toBe(names.length);
  });

  it('each strings file holds the namespace named by its folder (they load by that name)', async () => {
    for (const file of files) {
      const strings = (await import(/* @vite-ignore */ file)) as { default: { namespace: string } };
      expect(strings.default.namespace, file).toBe(namespaceOf(file));
    }
  });

  describe.each(namespaces.map((n) => [n.namespace, n] as const))('namespace %s', (_name, ns) => {
    const english = leaves(ns.strings['en-US']);

    it.each(LOCALES.map((l) => [l]))(
      '%s has exactly the English keys, none empty, with the same placeholders',
      (locale) => {
        const texts = leaves(ns.strings[locale]);
        expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
        for (const [key, text] of texts) {
          expect(text.trim(), `${locale} ${key}`).not.toBe('');
          expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(english.get(key) ?? ''));
        }
      },
    );

    it('Thai and Chinese texts are translated, not copied from English', () => {
      const thai = leaves(ns.strings['th-TH']);
      const chinese = leaves(ns.strings['zh-CN']);
      const copied = [...english].filter(
        // Placeholders are names, not words: a text of placeholders alone has nothing to translate.
        ([key, text]) =>
          /[a-z]{4,}/i.test(text.replace(/\{\{\w+\}\}/g, '')) && (thai.get(key) === text || chinese.get(key) === text),
      );
      expect(copied.map(([k]) => k)).toEqual([]);
    });
  });
});
