import { readFileSync } from 'node:fs';
import type { Locale } from '@sc/contract/locale.ts';
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { themeFor } from './theme.ts';

const css = readFileSync(new URL('./design-tokens.css', import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** The `--sc-*` declarations of the block under `selector`, by name. */
function declarations(selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`design-tokens.css has no ${selector} block`);
  const block = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  const found = new Map<string, string>();
  for (const match of block.matchAll(/--sc-([a-z0-9-]+):\s*([^;]+);/g)) found.set(match[1] ?? '', match[2] ?? '');
  return found;
}

// Spaces and the kind of quotes aside, a value reads the same in CSS and in antd's token.
const normal = (value: string | number) =>
  (typeof value === 'number' ? `${value}px` : value).replace(/\s+/g, '').replaceAll('"', "'").toLowerCase();

// colorPrimary is --sc-color-primary, borderRadiusLG is --sc-border-radius-lg.
const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

function tokensByCssName(locale: Locale): Map<string, string | number> {
  const token = theme.getDesignToken(themeFor(locale));
  return new Map(
    Object.entries(token)
      .filter((entry): entry is [string, string | number] => ['string', 'number'].includes(typeof entry[1]))
      .map(([name, value]) => [kebab(name), value]),
  );
}

describe('design-tokens.css', () => {
  const root = declarations(':root');

  it('holds a good part of the theme', () => {
    expect(root.size).toBeGreaterThanOrEqual(20);
  });

  it.each([...root.keys()])('--sc-%s is the theme token of that name', (name) => {
    const token = tokensByCssName('en-US').get(name);
    expect(token, `antd has no token for --sc-${name}`).toBeDefined();
    expect(normal(root.get(name) ?? '')).toBe(normal(token ?? ''));
  });

  it.each([
    [':root', 'en-US'],
    [':root:lang(th)', 'th-TH'],
    [':root:lang(zh)', 'zh-CN'],
  ] as const)('%s has the font of %s', (selector, locale) => {
    const font = declarations(selector).get('font-family');
    expect(normal(font ?? '')).toBe(normal(theme.getDesignToken(themeFor(locale)).fontFamily));
  });
});
