import { describe, expect, it } from 'vitest';
import { hasFilters, type ListQueryShape, parseListQuery, writeListQuery } from './list-query.ts';

const shape: ListQueryShape<'title' | 'code'> = {
  filterKeys: ['title', 'code'],
  tabs: ['all', 'on_sale'],
  sorts: ['updated_desc', 'price_asc'],
};

describe('list query in the URL', () => {
  it('an empty URL is the defaults: first tab, first page, 10 a page (contract page.ts), first sort', () => {
    expect(parseListQuery(new URLSearchParams(''), shape)).toEqual({
      filters: { title: '', code: '' },
      tab: 'all',
      pageNum: 1,
      pageSize: 10,
      sort: 'updated_desc',
    });
  });

  it('reads filters, tab, page, size and sort', () => {
    const q = parseListQuery(
      new URLSearchParams('title=%E0%B8%AA%E0%B8%B5+a&tab=on_sale&page=3&size=50&sort=price_asc'),
      shape,
    );
    expect(q).toEqual({
      filters: { title: 'สี a', code: '' },
      tab: 'on_sale',
      pageNum: 3,
      pageSize: 50,
      sort: 'price_asc',
    });
  });

  it('unknown or broken values fall back to the defaults', () => {
    const q = parseListQuery(new URLSearchParams('tab=lowStock&page=-2&size=7&sort=drop'), shape);
    expect(q).toMatchObject({ tab: 'all', pageNum: 1, pageSize: 10, sort: 'updated_desc' });
    expect(parseListQuery(new URLSearchParams('page=abc&size=100000'), shape)).toMatchObject({
      pageNum: 1,
      pageSize: 10,
    });
  });

  it('writes only what differs from the defaults and keeps parameters it does not own', () => {
    const params = writeListQuery(
      new URLSearchParams('other=1&title=old'),
      { filters: { title: '', code: 'TS-1' }, tab: 'all', pageNum: 2, pageSize: 10, sort: 'updated_desc' },
      shape,
    );
    expect(params.toString()).toBe('other=1&code=TS-1&page=2');
  });

  it('what is written reads back the same', () => {
    const query = {
      filters: { title: 'เสื้อ 、ยืด', code: 'A&B=C' },
      tab: 'on_sale',
      pageNum: 4,
      pageSize: 20,
      sort: 'price_asc',
    };
    expect(parseListQuery(writeListQuery(new URLSearchParams(), query, shape), shape)).toEqual(query);
  });

  it('knows whether a filter is set', () => {
    const q = parseListQuery(new URLSearchParams('tab=on_sale'), shape);
    expect(hasFilters(q)).toBe(false);
    expect(hasFilters({ ...q, filters: { title: 'x', code: '' } })).toBe(true);
  });
});
