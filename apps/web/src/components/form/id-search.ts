import { MAX_IDS_PER_QUERY, MIN_ID_SEARCH_DIGITS } from '@sc/contract/constants.ts';

// Searching by SPU or SKU ids: "Up to 100 SPUs, SKUs or ids per query. SKU or SPU search needs at
// least 3 digits", split like keyword lists "on newline, space or the Chinese enumeration comma".
// Commas are accepted too: the URL keeps the ids comma-separated and merchants paste them from
// spreadsheets that way.

/** Digits an id may have at most (the contract's productFilter takes 3 to 18). */
export const MAX_ID_DIGITS = 18;

const SEPARATORS = /[\r\n \t\u3000、,，]+/;

export type IdSearch =
  | { ok: true; ids: string[] }
  | { ok: false; problem: 'notDigits' | 'tooShort' | 'tooLong'; bad: string[] }
  | { ok: false; problem: 'tooMany'; count: number };

/** Splits what the merchant typed into ids (duplicates once) and checks the rules above. */
export function checkIdSearch(text: string): IdSearch {
  const ids = [...new Set(text.split(SEPARATORS).filter((id) => id !== ''))];
  const notDigits = ids.filter((id) => !/^\d+$/.test(id));
  if (notDigits.length > 0) return { ok: false, problem: 'notDigits', bad: notDigits };
  const short = ids.filter((id) => id.length < MIN_ID_SEARCH_DIGITS);
  if (short.length > 0) return { ok: false, problem: 'tooShort', bad: short };
  const long = ids.filter((id) => id.length > MAX_ID_DIGITS);
  if (long.length > 0) return { ok: false, problem: 'tooLong', bad: long };
  if (ids.length > MAX_IDS_PER_QUERY) return { ok: false, problem: 'tooMany', count: ids.length };
  return { ok: true, ids };
}

/** The first few offending ids, for a message that stays one line. */
export function someIds(ids: readonly string[], shown = 5): string {
  return ids.length > shown ? `${ids.slice(0, shown).join(', ')} …` : ids.join(', ');
}
