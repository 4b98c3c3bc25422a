import { describe, expect, it } from 'vitest';
import { parseScores, reviewFiltersToForm, reviewFormToFilters, reviewListPayload } from './review-list-query.ts';

const query = (filters: Partial<Record<string, string>> = {}, tab = 'all') => ({
  filters: { product: '', orderNo: '', scores: '', media: '', replied: '', from: '', to: '', ...filters },
  tab,
  pageNum: 2,
  pageSize: 20,
  sort: 'newest',
});

describe('the review list query', () => {
  it('reads stars from the URL, dropping what is not a star', () => {
    expect(parseScores('1,5,x,0,6,5')).toEqual([5, 1]);
    expect(parseScores('')).toEqual([]);
  });

  it('makes the list payload; whole local days, a reversed range put right, unknown values defaulted', () => {
    const p = reviewListPayload(
      query({ scores: '2,1', media: 'video', replied: 'bogus', from: '2026-03-10', to: '2026-03-01' }, 'poor'),
    );
    expect(p).toMatchObject({
      tab: 'poor',
      scores: [2, 1],
      media: 'video',
      replied: 'all',
      page: { pageNum: 2, pageSize: 20 },
    });
    expect(new Date(p.createdFrom ?? '').getDate()).toBe(1);
    expect(new Date(p.createdTo ?? '').getDate()).toBe(10);
    expect(new Date(p.createdTo ?? '').getHours()).toBe(23);
    expect(reviewListPayload(query({ from: 'yesterday' }, 'nonsense'))).not.toHaveProperty('createdFrom');
    expect(reviewListPayload(query({}, 'nonsense')).tab).toBe('all');
  });

  it('round-trips the search form through the URL, "all" being no filter', () => {
    const filters = {
      product: 'tee',
      orderNo: '',
      scores: '5,3',
      media: '',
      replied: 'not_replied',
      from: '2026-01-01',
      to: '2026-01-31',
    };
    const form = reviewFiltersToForm(filters);
    expect(form).toMatchObject({ scores: [5, 3], media: 'all', replied: 'not_replied' });
    expect(reviewFormToFilters(form)).toEqual(filters);
  });
});
