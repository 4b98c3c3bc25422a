import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@sc/contract/constants.ts';
import { MAX_PAGE_SIZE } from '@sc/contract/page.ts';

// The state of a list screen lives in its URL query and nowhere else (CONVENTIONS.md: "the URL
// is the only home of table state"), so a link, a reload or the back button shows the same
// table. Values equal to their defaults are left out, keeping links short.

/** Page sizes a list offers; the first is the default (10). */
export const PAGE_SIZES = [DEFAULT_PAGE_SIZE, 20, 50, 100] as const;

/** What a list shows: the applied filters (texts, as in the URL), the tab, the page and the sort. */
export interface ListQuery<F extends string> {
  filters: Record<F, string>;
  tab: string;
  pageNum: number;
  pageSize: number;
  sort: string;
}

/** The shape of one list's query: which filters it has and which tabs and sorts are valid. */
export interface ListQueryShape<F extends string> {
  filterKeys: readonly F[];
  /** Valid tab keys; the first is the default. Empty: the list has no tabs. */
  tabs?: readonly string[];
  /** Valid sort values; the first is the default. Empty: the list has no sort. */
  sorts?: readonly string[];
}

// Reserved names: filters must not use them.
const TAB = 'tab';
const PAGE = 'page';
const SIZE = 'size';
const SORT = 'sort';

function positiveInt(text: string | null, fallback: number, max: number): number {
  if (text === null || !/^\d{1,7}$/.test(text)) return fallback;
  const n = Number(text);
  return n >= 1 && n <= max ? n : fallback;
}

function oneOf(text: string | null, allowed: readonly string[] | undefined): string {
  const first = allowed?.[0] ?? '';
  return text !== null && allowed?.includes(text) ? text : first;
}

/** Reads a list's query from the URL; anything missing or unknown falls back to its default. */
export function parseListQuery<F extends string>(params: URLSearchParams, shape: ListQueryShape<F>): ListQuery<F> {
  const filters = {} as Record<F, string>;
  for (const key of shape.filterKeys) filters[key] = params.get(key)?.trim() ?? '';
  return {
    filters,
    tab: oneOf(params.get(TAB), shape.tabs),
    pageNum: positiveInt(params.get(PAGE), FIRST_PAGE, 1_000_000),
    pageSize: PAGE_SIZES.some((s) => String(s) === params.get(SIZE))
      ? positiveInt(params.get(SIZE), DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE)
      : DEFAULT_PAGE_SIZE,
    sort: oneOf(params.get(SORT), shape.sorts),
  };
}

/**
 * Writes a list's query into the URL's parameters, leaving out defaults. Parameters the
 * list does not own (another widget's) are kept.
 */
export function writeListQuery<F extends string>(
  params: URLSearchParams,
  query: ListQuery<F>,
  shape: ListQueryShape<F>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (key: string, value: string, fallback: string) => {
    if (value === '' || value === fallback) next.delete(key);
    else next.set(key, value);
  };
  for (const key of shape.filterKeys) put(key, query.filters[key] ?? '', '');
  put(TAB, query.tab, shape.tabs?.[0] ?? '');
  put(PAGE, String(query.pageNum), String(FIRST_PAGE));
  put(SIZE, String(query.pageSize), String(DEFAULT_PAGE_SIZE));
  put(SORT, query.sort, shape.sorts?.[0] ?? '');
  return next;
}

/** Empty filters of a list. */
export function emptyFilters<F extends string>(keys: readonly F[]): Record<F, string> {
  const filters = {} as Record<F, string>;
  for (const key of keys) filters[key] = '';
  return filters;
}

/** Whether any filter is set (the empty state then says "nothing matches" rather than "nothing yet"). */
export function hasFilters<F extends string>(query: ListQuery<F>): boolean {
  return Object.values<string>(query.filters).some((v) => v !== '');
}
