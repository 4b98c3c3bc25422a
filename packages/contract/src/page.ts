import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from './constants.ts';

/** The paging object with the defaults */
export const PAGE_DEFAULTS = {
  limit: 0,
  returnCount: true,
  orderBy: '',
  count: 0,
  pageNum: FIRST_PAGE,
  pageSize: DEFAULT_PAGE_SIZE,
  offset: 1,
} as const;

export const MAX_PAGE_SIZE = 500;

export const pageSchema = z
  .object({
    limit: z.number().int().min(0).default(PAGE_DEFAULTS.limit),
    returnCount: z.boolean().default(PAGE_DEFAULTS.returnCount),
    orderBy: z.string().max(64).default(PAGE_DEFAULTS.orderBy),
    count: z.number().int().min(0).default(PAGE_DEFAULTS.count),
    pageNum: z.number().int().min(1).max(1_000_000).default(PAGE_DEFAULTS.pageNum),
    pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_DEFAULTS.pageSize),
    offset: z.number().int().min(0).default(PAGE_DEFAULTS.offset),
  })
  .default({ ...PAGE_DEFAULTS });

export type PageInput = z.infer<typeof pageSchema>;

export const pageResult = z.object({
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  count: z.number().int(),
  /** Only when a search matched more than SEARCH_COUNT_CAP rows: y, and `count` stops there ("1,000+"). */
  countCapped: z.enum(['y', 'n']).optional(),
});
export type PageResult = z.infer<typeof pageResult>;

export function paged<T extends z.ZodType>(row: T) {
  return z.object({ list: z.array(row), page: pageResult });
}
