import { FIRST_PAGE } from '@sc/contract/constants.ts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { emptyFilters, type ListQuery, type ListQueryShape, parseListQuery, writeListQuery } from './list-query.ts';

export interface ListQueryControls<F extends string> {
  query: ListQuery<F>;
  /** New filters: back to the first page, tab and sort kept. */
  setFilters: (filters: Partial<Record<F, string>>) => void;
  /** All filters cleared (tab and sort kept), first page. */
  resetFilters: () => void;
  setTab: (tab: string) => void;
  setPage: (pageNum: number, pageSize: number) => void;
  setSort: (sort: string) => void;
}

/**
 * A list's query, read from and written to the URL (react-router's search params). Each
 * change is a history entry, so the back button undoes a search or a page turn.
 */
export function useListQuery<F extends string>(shape: ListQueryShape<F>): ListQueryControls<F> {
  const [params, setParams] = useSearchParams();
  // The shape is static per screen; its parts key the memo so an inline object does not re-parse.
  const { filterKeys, tabs, sorts } = shape;
  const stableShape = useMemo(() => ({ filterKeys, tabs, sorts }), [filterKeys, tabs, sorts]);
  const query = useMemo(() => parseListQuery(params, stableShape), [params, stableShape]);

  const write = useCallback(
    (change: (q: ListQuery<F>) => ListQuery<F>) =>
      setParams((current) => writeListQuery(current, change(parseListQuery(current, stableShape)), stableShape)),
    [setParams, stableShape],
  );

  return {
    query,
    setFilters: useCallback(
      (filters) =>
        write((q) => ({ ...q, filters: { ...emptyFilters(stableShape.filterKeys), ...filters }, pageNum: FIRST_PAGE })),
      [write, stableShape],
    ),
    resetFilters: useCallback(
      () => write((q) => ({ ...q, filters: emptyFilters(stableShape.filterKeys), pageNum: FIRST_PAGE })),
      [write, stableShape],
    ),
    setTab: useCallback((tab) => write((q) => ({ ...q, tab, pageNum: FIRST_PAGE })), [write]),
    setPage: useCallback(
      (pageNum, pageSize) =>
        write((q) => ({ ...q, pageNum: pageSize === q.pageSize ? pageNum : FIRST_PAGE, pageSize })),
      [write],
    ),
    setSort: useCallback((sort) => write((q) => ({ ...q, sort, pageNum: FIRST_PAGE })), [write]),
  };
}
