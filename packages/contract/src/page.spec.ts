import { describe, expect, it } from 'vitest';
import { PAGE_DEFAULTS, pageSchema } from './page.ts';

describe('the page object', () => {
  it('has the spec defaults', () => {
    expect(PAGE_DEFAULTS).toEqual({
      limit: 0,
      returnCount: true,
      orderBy: '',
      count: 0,
      pageNum: 1,
      pageSize: 10,
      offset: 1,
    });
  });

  it('fills the defaults when a list call sends no page, and keeps what it sends', () => {
    expect(pageSchema.parse(undefined)).toEqual(PAGE_DEFAULTS);
    expect(pageSchema.parse({ pageNum: 3 })).toMatchObject({ pageNum: 3, pageSize: 10 });
  });

  it('refuses page 0 and absurd page sizes', () => {
    expect(pageSchema.safeParse({ pageNum: 0 }).success).toBe(false);
    expect(pageSchema.safeParse({ pageSize: 100_000 }).success).toBe(false);
  });
});
