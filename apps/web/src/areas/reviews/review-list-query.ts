import {
  MAX_SCORE,
  MIN_SCORE,
  REPLY_STATES,
  REVIEW_MEDIA,
  REVIEW_SORTS,
  REVIEW_TABS,
  type reviewListInquiry,
} from '@sc/contract/calls/reviews.ts';
import type { CallRequest } from '@sc/contract/define-call.ts';
import dayjs, { type Dayjs } from 'dayjs';
import type { ListQuery, ListQueryShape } from '../../components/list/list-query.ts';
import type { FormValues } from '../../components/list/SearchForm.tsx';

// The filters of /shop/evaluate as the URL holds them (texts), as the search form edits them,
// and as the list call takes them.

export const REVIEW_FILTER_KEYS = ['product', 'orderNo', 'scores', 'media', 'replied', 'from', 'to'] as const;
export type ReviewFilterKey = (typeof REVIEW_FILTER_KEYS)[number];

export const REVIEW_QUERY_SHAPE: ListQueryShape<ReviewFilterKey> = {
  filterKeys: REVIEW_FILTER_KEYS,
  tabs: REVIEW_TABS,
  sorts: REVIEW_SORTS,
};

const DAY = 'YYYY-MM-DD';
const oneOf = <T extends string>(value: string, allowed: readonly T[], fallback: T): T =>
  (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

/** "5,1" → [5, 1]; anything not a star is left out. */
export function parseScores(text: string): number[] {
  const scores = text
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n >= MIN_SCORE && n <= MAX_SCORE);
  return [...new Set(scores)].sort((a, b) => b - a);
}

function day(text: string): Dayjs | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const d = dayjs(text);
  return d.isValid() ? d : null;
}

/** The list call's payload: days are whole local days, from the first to the last moment. */
export function reviewListPayload(query: ListQuery<ReviewFilterKey>): CallRequest<typeof reviewListInquiry> {
  const f = query.filters;
  const from = day(f.from);
  const to = day(f.to);
  const range = from && to && from.isAfter(to) ? { from: to, to: from } : { from, to };
  return {
    tab: oneOf(query.tab, REVIEW_TABS, 'all'),
    scores: parseScores(f.scores),
    media: oneOf(f.media, REVIEW_MEDIA, 'all'),
    replied: oneOf(f.replied, REPLY_STATES, 'all'),
    product: f.product,
    orderNo: f.orderNo,
    ...(range.from ? { createdFrom: range.from.startOf('day').toISOString() } : {}),
    ...(range.to ? { createdTo: range.to.endOf('day').toISOString() } : {}),
    sort: oneOf(query.sort, REVIEW_SORTS, 'newest'),
    page: { pageNum: query.pageNum, pageSize: query.pageSize },
  };
}

/** URL texts → the search form's values. */
export function reviewFiltersToForm(filters: Record<ReviewFilterKey, string>): FormValues {
  const from = day(filters.from);
  const to = day(filters.to);
  return {
    product: filters.product,
    orderNo: filters.orderNo,
    scores: parseScores(filters.scores),
    media: oneOf(filters.media, REVIEW_MEDIA, 'all'),
    replied: oneOf(filters.replied, REPLY_STATES, 'all'),
    range: from && to ? [from, to] : null,
  };
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The search form's values → URL texts; "all" is no filter. */
export function reviewFormToFilters(values: FormValues): Partial<Record<ReviewFilterKey, string>> {
  const scores = Array.isArray(values.scores) ? values.scores.map(Number) : [];
  const range = Array.isArray(values.range) ? (values.range as (Dayjs | null)[]) : [];
  const media = text(values.media);
  const replied = text(values.replied);
  return {
    product: text(values.product),
    orderNo: text(values.orderNo),
    scores: parseScores(scores.join(',')).join(','),
    media: media === 'all' ? '' : media,
    replied: replied === 'all' ? '' : replied,
    from: range[0]?.format(DAY) ?? '',
    to: range[1]?.format(DAY) ?? '',
  };
}
