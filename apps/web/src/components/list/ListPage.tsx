import type { Call } from '@sc/contract/define-call.ts';
import type { PageResult } from '@sc/contract/page.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Button,
  Card,
  Empty,
  Flex,
  Grid,
  Pagination,
  Radio,
  Skeleton,
  Spin,
  Table,
  type TableColumnsType,
  type TableProps,
  Tabs,
  Typography,
} from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { Fragment, type ReactNode, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { callKey } from '../../api/use-call.ts';
import { formatNumber } from '../../format/number-format.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { useSession } from '../../session/session.ts';
import styles from './ListPage.module.css';
import { hasFilters, type ListQuery, type ListQueryShape, PAGE_SIZES } from './list-query.ts';
import { SearchForm, type SearchFormProps } from './SearchForm.tsx';
import { useListQuery } from './use-list-query.ts';
import { useListStrings } from './use-list-strings.ts';
import wrapping from './wrapping-tabs.module.css';

/** What a list call answers (the contract's `paged(row)`), maybe with more, such as tab counts. */
export interface ListResult<Row> {
  list: Row[];
  page: PageResult;
}

export interface ListTab {
  key: string;
  label: string;
}

/** A column the table sorts by: the list's sort value for each direction it offers. */
export type SortColumns = Record<string, { ascend?: string; descend?: string }>;

export interface ListPageProps<Row extends object, F extends string, R extends ListResult<Row>> {
  /** The list's call (catalogue entry): its pages are cached under it (see `callKey`). */
  call: Call;
  /** The filters, tabs and sorts the URL holds. Tabs' keys come from `tabs` when given. */
  shape: ListQueryShape<F>;
  /** Loads one page of the list for a query (the URL's). */
  load: (query: ListQuery<F>, signal: AbortSignal) => Promise<R>;
  /** False while the URL holds a query the list must not send (the search form then shows why). */
  canLoad?: (query: ListQuery<F>) => boolean;
  rowKey: (row: Row) => string;
  columns: TableColumnsType<Row>;
  /** Columns (by key) the table header sorts; each maps a direction to a sort value of `shape.sorts`. */
  sortColumns?: SortColumns;
  /** The search form above the table; its fields are `Form.Item`s named by filter keys. */
  search?: Omit<SearchFormProps<F>, 'filters' | 'onSearch' | 'onReset' | 'validateNow'>;
  /** Tabs above the table, the first being the default; counts come from `tabCounts`. */
  tabs?: readonly ListTab[];
  /**
   * Tabs that do not fit one tab bar (antd would hide some behind a "more" button inside the
   * tab list) show as buttons that wrap, as the order list's states do; `tabsLabel` names them.
   */
  tabsWrap?: boolean;
  tabsLabel?: string;
  tabCounts?: (result: R) => Partial<Record<string, number>> | undefined;
  /** Buttons at the right above the table (add, import…). */
  toolbar?: ReactNode;
  /** The export slot, next to the toolbar; it gets the applied query and the row count. */
  exportSlot?: (query: ListQuery<F>, total: number) => ReactNode;
  /** Batch actions for the selected rows; without them the table has no selection. */
  batchActions?: (selected: Row[], clearSelection: () => void) => ReactNode;
  /** Why a row cannot be selected, or undefined when it can. */
  selectionBlocked?: (row: Row) => string | undefined;
  expandable?: TableProps<Row>['expandable'];
  /** The empty state when no filter is set (per tab, say); a filtered empty list says "nothing matches". */
  empty?: (query: ListQuery<F>) => ReactNode;
  /**
   * Whether the query narrows the list (then an empty list says "nothing matches" and offers a
   * reset); by default any filter set. A filter that only picks a window (days ahead) does not.
   */
  isFiltered?: (query: ListQuery<F>) => boolean;
  /** Above the search form: an explanation, a notice. */
  intro?: ReactNode;
  /** Table width from which it scrolls sideways; without it the columns share the card's width. */
  scrollX?: number;
  /**
   * Under 768 px (a phone) the rows show as these cards instead of the table; the search form,
   * tabs, counts and paging stay as they are.
   */
  cards?: (row: Row) => ReactNode;
}

/**
 * One list screen: search form, tabs with counts, toolbar with an export slot, a table with
 * paging, sort and row selection, a batch bar, and empty states. The URL holds the state
 * (filters, tab, page, sort), so links and the back button work.
 *
 * ```tsx
 * <ListPage<ProductRow, 'title' | 'code', ListAnswer>
 *   call={itemListInquiry}
 *   shape={{ filterKeys: ['title', 'code'], tabs: PRODUCT_TABS, sorts: SORTS }}
 *   load={(q, signal) => api(itemListInquiry, toPayload(q), { signal })}
 *   rowKey={(r) => r.productId}
 *   columns={columns}
 *   search={{ fields: <><Form.Item name="title" label={t('title')}><Input /></Form.Item>…</> }}
 *   tabs={tabs} tabCounts={(r) => r.tabCounts}
 *   exportSlot={(q, total) => <ExportButton disabled={total === 0} start={() => api(itemExportExcel, toFilter(q))} />}
 *   batchActions={(rows, clear) => <Button onClick={…}>…</Button>}
 * />
 * ```
 * After a change, refresh it with `invalidateCall(queryClient, itemListInquiry)`.
 */
export function ListPage<Row extends object, F extends string, R extends ListResult<Row>>(
  props: ListPageProps<Row, F, R>,
) {
  const { t, ready } = useListStrings();
  const { shopId } = useSession();
  const shape = useMemo(
    () => ({ ...props.shape, tabs: props.tabs?.map((tab) => tab.key) ?? props.shape.tabs }),
    [props.shape, props.tabs],
  );
  const { query, setFilters, resetFilters, setTab, setPage, setSort } = useListQuery(shape);
  const canLoad = props.canLoad?.(query) ?? true;
  const locale = currentLocale();
  const screens = Grid.useBreakpoint();
  const asCards = props.cards !== undefined && screens.md === false;
  const result = useQuery({
    queryKey: callKey(props.call, 'list', query, shopId ?? '', locale),
    queryFn: ({ signal }) => props.load(query, signal),
    placeholderData: keepPreviousData,
    enabled: canLoad,
    retry: false,
  });

  // Selection belongs to what is on screen: a new page, tab or search starts it afresh.
  const [selectedKeys, setSelectedKeys] = useState<string[]>([]);
  const queryText = JSON.stringify(query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is the trigger, not an input.
  useEffect(() => setSelectedKeys([]), [queryText]);

  // antd copies the column titles into a hidden measuring row when the table scrolls sideways,
  // the select-all checkbox included; a hidden control must not take focus (WCAG 4.1.2).
  const tableRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    for (const el of tableRef.current?.querySelectorAll<HTMLElement>(
      '.ant-table-measure-row :is(input, button, a[href], [tabindex])',
    ) ?? []) {
      el.tabIndex = -1;
    }
  });

  if (!ready) return <Skeleton active />;

  const data = canLoad ? result.data : undefined;
  const rows = data?.list ?? [];
  const total = data?.page.count ?? 0;
  // A search's count stops at SEARCH_COUNT_CAP: "1,000+".
  const totalText = `${formatNumber(total)}${data?.page.countCapped === 'y' ? '+' : ''}`;
  const counts = data && props.tabCounts ? props.tabCounts(data) : undefined;
  const selectedRows = rows.filter((row) => selectedKeys.includes(props.rowKey(row)));
  const clearSelection = () => setSelectedKeys([]);

  const columns = props.sortColumns ? withSort(props.columns, props.sortColumns, query.sort) : props.columns;
  const onChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<Row> | undefined;
      const key = String(s?.columnKey ?? '');
      const order = s?.order;
      const value = order ? props.sortColumns?.[key]?.[order] : undefined;
      setSort(value ?? shape.sorts?.[0] ?? '');
      return;
    }
    setPage(pagination.current ?? 1, pagination.pageSize ?? query.pageSize);
  };

  const emptyText = (() => {
    if (result.isError && !data) {
      return (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('loadFailed')}>
          <Button onClick={() => void result.refetch()}>{t('retry')}</Button>
        </Empty>
      );
    }
    if (!canLoad) {
      return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('fixSearch')} />;
    }
    if (!data) return <div className={styles.placeholder} />;
    if ((props.isFiltered ?? hasFilters)(query)) {
      return (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              <Typography.Text strong>{t('emptyFiltered')}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{t('emptyFilteredHint')}</Typography.Text>
            </>
          }
        >
          <Button onClick={resetFilters}>{t('reset')}</Button>
        </Empty>
      );
    }
    return props.empty?.(query) ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  })();

  const selection: TableProps<Row>['rowSelection'] = props.batchActions
    ? {
        selectedRowKeys: selectedKeys,
        onChange: (keys) => setSelectedKeys(keys.map(String)),
        getCheckboxProps: (row) => {
          const blocked = props.selectionBlocked?.(row);
          return { disabled: blocked !== undefined, title: blocked };
        },
      }
    : undefined;

  return (
    <Flex vertical gap={16} className={styles.page}>
      {props.intro}
      {props.search && (
        <Card size="small" className={styles.searchCard}>
          <SearchForm<F>
            {...props.search}
            filters={query.filters}
            validateNow={!canLoad}
            onSearch={setFilters}
            onReset={resetFilters}
          />
        </Card>
      )}
      <Card size="small" className={styles.tableCard}>
        {props.tabs && props.tabsWrap && (
          <Radio.Group
            value={query.tab}
            onChange={(e) => setTab(String(e.target.value))}
            optionType="button"
            buttonStyle="solid"
            className={`${wrapping.wrappingTabs} ${styles.tabsGap}`}
            aria-label={props.tabsLabel}
            options={props.tabs.map((tab) => {
              const count = counts?.[tab.key];
              return {
                value: tab.key,
                label: count === undefined ? tab.label : `${tab.label} (${formatNumber(count)})`,
              };
            })}
          />
        )}
        {props.tabs && !props.tabsWrap && (
          <Tabs
            activeKey={query.tab}
            onChange={setTab}
            items={props.tabs.map((tab) => {
              const count = counts?.[tab.key];
              return {
                key: tab.key,
                label: count === undefined ? tab.label : `${tab.label} (${formatNumber(count)})`,
              };
            })}
          />
        )}
        <Flex justify="space-between" align="center" gap={12} wrap className={styles.toolbar}>
          <Flex align="center" gap={12} wrap className={styles.batchBar} data-batch-bar>
            {selectedRows.length > 0 && props.batchActions ? (
              <>
                <Typography.Text strong aria-live="polite">
                  {t('selected', { count: selectedRows.length })}
                </Typography.Text>
                {props.batchActions(selectedRows, clearSelection)}
                <Button type="link" size="small" onClick={clearSelection}>
                  {t('clearSelection')}
                </Button>
              </>
            ) : (
              data && (
                <Typography.Text type="secondary" aria-live="polite">
                  {t('total', { total: totalText })}
                </Typography.Text>
              )
            )}
          </Flex>
          <Flex align="center" gap={8} wrap>
            {props.toolbar}
            {props.exportSlot?.(query, total)}
          </Flex>
        </Flex>
        {asCards && props.cards ? (
          <Spin spinning={canLoad && result.isFetching}>
            <Flex vertical gap={12} data-list-cards>
              {rows.length === 0
                ? emptyText
                : rows.map((row) => <Fragment key={props.rowKey(row)}>{props.cards?.(row)}</Fragment>)}
              {total > 0 && (
                <Pagination
                  align="center"
                  size="small"
                  current={query.pageNum}
                  pageSize={query.pageSize}
                  total={total}
                  showSizeChanger={false}
                  onChange={(pageNum, pageSize) => setPage(pageNum, pageSize)}
                />
              )}
            </Flex>
          </Spin>
        ) : (
          <div ref={tableRef}>
            <Table<Row>
              rowKey={props.rowKey}
              columns={columns}
              dataSource={rows}
              loading={canLoad && result.isFetching}
              rowSelection={selection}
              expandable={props.expandable}
              onChange={onChange}
              locale={{ emptyText }}
              scroll={props.scrollX ? { x: props.scrollX } : undefined}
              pagination={
                total > 0 && {
                  current: query.pageNum,
                  pageSize: query.pageSize,
                  total,
                  showSizeChanger: true,
                  pageSizeOptions: PAGE_SIZES.map(String),
                  showTotal: (_count, [from, to]) =>
                    t('range', { from: formatNumber(from), to: formatNumber(to), total: totalText }),
                }
              }
            />
          </div>
        )}
      </Card>
    </Flex>
  );
}

/** The columns with their header sorters set from the URL's sort. */
function withSort<Row>(columns: TableColumnsType<Row>, sorts: SortColumns, current: string): TableColumnsType<Row> {
  return columns.map((column) => {
    const key = String(column.key ?? '');
    const own = sorts[key];
    if (!own) return column;
    const directions = (['ascend', 'descend'] as const).filter((d) => own[d] !== undefined);
    const active = directions.find((d) => own[d] === current) ?? null;
    return { ...column, sorter: true, sortDirections: directions, sortOrder: active };
  });
}
