import { type Check, fail, pass } from './result.ts';

export const KEYWORD_LIMIT = 100;

export function isNotEmpty(v: unknown): boolean {
  if (v === null || v === undefined) return false;
  if (typeof v === 'string') return v.trim() !== '';
  if (Array.isArray(v)) return v.length > 0;
  return true;
}

// The label is passed through as the `field` param; the screen translates it before formatting.
export function checkNotEmpty(v: unknown, fieldLabelKey?: string): Check {
  if (isNotEmpty(v)) return pass();
  return fieldLabelKey ? fail('requiredField', { field: fieldLabelKey }) : fail('required');
}

// Walks keys as well as values: the server rejects `$` anywhere in request data, and a key like
// `$where` is exactly the kind of thing the rule exists for.
export function containsDollar(v: unknown): boolean {
  const seen = new WeakSet<object>();
  const walk = (node: unknown): boolean => {
    if (typeof node === 'string') return node.includes('$');
    if (typeof node !== 'object' || node === null) return false;
    if (seen.has(node)) return false;
    seen.add(node);
    if (Array.isArray(node)) return node.some(walk);
    return Object.entries(node).some(([key, value]) => key.includes('$') || walk(value));
  };
  return walk(v);
}

export function checkNoDollar(v: unknown): Check {
  return containsDollar(v) ? fail('dollarNotAllowed') : pass();
}

// Newlines (\n, \r\n), runs of spaces and the Chinese enumeration comma; tabs and the full-width
// space too, since merchants paste keyword lists from spreadsheets and Chinese input methods.
const KEYWORD_SEPARATORS = /[\r\n \t\u3000、]+/;

export function splitKeywords(text: string): string[] {
  return text
    .split(KEYWORD_SEPARATORS)
    .filter((word) => word !== '')
    .slice(0, KEYWORD_LIMIT);
}

// Counts code points, not UTF-16 units, so an emoji or a rare CJK character counts once.
// Thai tone marks and vowel signs are code points of their own and count separately.
export function codePointLength(text: string): number {
  return [...text].length;
}

export function checkMaxLength(text: string, max: number): Check {
  return codePointLength(text) > max ? fail('tooLong', { max }) : pass();
}
