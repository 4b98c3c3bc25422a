import {
  type itemDelete,
  itemListInquiry,
  itemRecycleList,
  itemShelfRemovalList,
  PRODUCT_TABS,
  type ProductFilter,
  type ProductRow,
} from '@sc/contract/calls/items.ts';
import type { CallRequest, CallResponse } from '@sc/contract/define-call.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { invalidateCalls } from '../../../api/use-call.ts';
import { checkIdSearch } from '../../../components/form/id-search.ts';
import type { ListQuery, ListQueryShape } from '../../../components/list/list-query.ts';

export type { ProductRow };
export type ProductListAnswer = CallResponse<typeof itemListInquiry>;
export type RowResults = CallResponse<typeof itemDelete>;

/** The lists of this area; a change to a product refreshes all three. */
const PRODUCT_LISTS = [itemListInquiry, itemRecycleList, itemShelfRemovalList] as const;

/** Filters of /shop/index as the URL holds them (ids comma-separated, lowStock 'y' or empty). */
export const PRODUCT_FILTER_KEYS = ['title', 'code', 'brandId', 'categoryId', 'idKind', 'ids', 'lowStock'] as const;
export type ProductFilterKey = (typeof PRODUCT_FILTER_KEYS)[number];

/** Sorts of the product list; the first is the default (the contract's). */
export const PRODUCT_SORTS = [
  'updated_desc',
  'created_desc',
  'price_asc',
  'price_desc',
  'stock_asc',
  'stock_desc',
  'sales_desc',
] as const satisfies readonly NonNullable<ProductFilter['sort']>[];

export const PRODUCT_QUERY_SHAPE: ListQueryShape<ProductFilterKey> = {
  filterKeys: PRODUCT_FILTER_KEYS,
  tabs: PRODUCT_TABS,
  sorts: PRODUCT_SORTS,
};

type Tab = (typeof PRODUCT_TABS)[number];
type Sort = (typeof PRODUCT_SORTS)[number];

const isTab = (v: string): v is Tab => (PRODUCT_TABS as readonly string[]).includes(v);
const isSort = (v: string): v is Sort => (PRODUCT_SORTS as readonly string[]).includes(v);

/** Whether the URL's ids pass the search rules; if not, nothing is sent. */
export function idsAcceptable(query: ListQuery<ProductFilterKey>): boolean {
  return checkIdSearch(query.filters.ids).ok;
}

/** The URL's query as the filter the list and its export take. */
export function productFilterOf(query: ListQuery<ProductFilterKey>): ProductFilter {
  const f = query.filters;
  const check = checkIdSearch(f.ids);
  const ids = check.ok ? check.ids : [];
  return {
    tab: isTab(query.tab) ? query.tab : 'all',
    title: f.title,
    code: f.code,
    brandId: f.brandId,
    categoryId: f.categoryId,
    spuIds: f.idKind === 'sku' ? [] : ids,
    skuIds: f.idKind === 'sku' ? ids : [],
    lowStockOnly: f.lowStock === 'y' ? 'y' : 'n',
    sort: isSort(query.sort) ? query.sort : 'updated_desc',
  };
}

export function productListPayload(query: ListQuery<ProductFilterKey>): CallRequest<typeof itemListInquiry> {
  return { ...productFilterOf(query), page: { pageNum: query.pageNum, pageSize: query.pageSize } };
}

/** Refreshes every product list (the index, the recycle bin, the shelf-removal list). */
export function useRefreshProducts(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(async () => {
    await invalidateCalls(client, PRODUCT_LISTS);
  }, [client]);
}
