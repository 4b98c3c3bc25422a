import { type Check, fail, pass } from './result.ts';

export const KEYWORD_LIMIT = 100;
/** The keywords as typed, separators included: room for the 100 keywords a product keeps. */
export const KEYWORDS_TEXT_MAX = 5000;

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

/** Deepest nesting of objects and arrays a request may carry; no screen sends more than a few levels. */
export const MAX_PAYLOAD_DEPTH = 32;

export type PayloadFault = { kind: 'dollar' | 'nul' | 'surrogate' | 'depth'; path: string };

// A NUL or a half of a surrogate pair can be neither stored in PostgreSQL text nor shown.
const NUL = '\u0000';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function textFault(text: string): PayloadFault['kind'] | undefined {
  if (text.includes('$')) return 'dollar';
  if (text.includes(NUL)) return 'nul';
  if (LONE_SURROGATE.test(text)) return 'surrogate';
  return undefined;
}

/**
 * The first thing in request data that no call accepts: a `$` (keys as well as values: a key
 * like `$where` is exactly what the rule exists for), a NUL, a lone surrogate, or nesting deeper
 * than MAX_PAYLOAD_DEPTH. Walks with its own stack, so no payload can overflow the call stack.
 */
export function findPayloadFault(v: unknown, maxDepth = MAX_PAYLOAD_DEPTH): PayloadFault | undefined {
  return walkPayload(v, maxDepth, textFault);
}

type Step = { node: unknown; depth: number; key?: string; parent?: Step };

// The path is kept as a link to the parent step and spelled out only for the fault found.
function pathOf(step: Step | undefined, key?: string): string {
  const keys = key === undefined ? [] : [key];
  for (let at = step; at?.key !== undefined; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

function walkPayload(
  v: unknown,
  maxDepth: number,
  textFault: (text: string) => PayloadFault['kind'] | undefined,
): PayloadFault | undefined {
  const stack: Step[] = [{ node: v, depth: 0 }];
  const seen = new WeakSet<object>();
  while (stack.length > 0) {
    const step = stack.pop() as Step;
    const { node, depth } = step;
    if (typeof node === 'string') {
      const kind = textFault(node);
      if (kind) return { kind, path: pathOf(step) };
      continue;
    }
    if (typeof node !== 'object' || node === null || seen.has(node)) continue;
    seen.add(node);
    if (depth >= maxDepth) return { kind: 'depth', path: pathOf(step) };
    const entries: [string, unknown][] = Array.isArray(node)
      ? node.map((value, i) => [String(i), value])
      : Object.entries(node);
    // Pushed in reverse so the first field is reported first.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, value] = entries[i] as [string, unknown];
      if (!Array.isArray(node)) {
        const kind = textFault(key);
        if (kind) return { kind, path: pathOf(step, key) };
      }
      stack.push({ node: value, depth: depth + 1, key, parent: step });
    }
  }
  return undefined;
}

export function containsDollar(v: unknown): boolean {
  return walkPayload(v, Number.POSITIVE_INFINITY, (text) => (text.includes('$') ? 'dollar' : undefined)) !== undefined;
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
