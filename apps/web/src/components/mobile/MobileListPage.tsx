import type { Call, CallRequest } from '@sc/contract/define-call.ts';
import { type InfiniteData, type UseInfiniteQueryResult, useInfiniteQuery } from '@tanstack/react-query';
import { Button, Empty, Skeleton, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { api } from '../../api/client.ts';
import { callKey } from '../../api/use-call.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { useSession } from '../../session/session.ts';
import styles from './MobileListPage.module.css';

/** What a paged list call answers: rows and the total count. */
interface Paged {
  list: unknown[];
  page: { count: number };
}

/**
 * A list call's pages for a phone, PAGE_SIZE at a time ("load more" asks for the next),
 * cached under the call's entry so whatever refreshes the list refreshes these.
 */
export function useMobilePages<C extends Call, A extends Paged>(
  call: C,
  tab: string,
  load: (pageNum: number, signal: AbortSignal) => Promise<A>,
  pageSize: number,
): UseInfiniteQueryResult<InfiniteData<A, number>> {
  const { shopId } = useSession();
  return useInfiniteQuery({
    queryKey: callKey(call, 'pages', tab, shopId ?? '', currentLocale()),
    queryFn: ({ pageParam, signal }) => load(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (all.length * pageSize < last.page.count ? all.length + 1 : undefined),
    retry: false,
  });
}

/** `useMobilePages` for a call whose payload is a tab and a page. */
export function loadTabPage<C extends Call>(call: C, payload: (pageNum: number) => CallRequest<C>) {
  return (pageNum: number, signal: AbortSignal) => api(call, payload(pageNum), { signal });
}

export interface MobileListPageProps<Row> {
  title: string;
  /** The tab bar under the title (the area's own). */
  tabs: ReactNode;
  pages: UseInfiniteQueryResult<InfiniteData<{ list: Row[] }, number>>;
  card: (row: Row) => ReactNode;
  /** What an empty tab says. */
  empty: ReactNode;
  texts: { loadFailed: string; retry: string; loadMore: string; allShown: string };
  /** Beside the title (a switch between the page's lists). */
  extra?: ReactNode;
  /** Below the list: a drawer with one row's detail. */
  children?: ReactNode;
}

/**
 * A list screen for a phone (/m/order, /m/commodity), inside the main layout: the title, the
 * area's tabs, then cards loaded a page at a time, with loading, failure and empty states.
 */
export function MobileListPage<Row>({
  title,
  tabs,
  pages,
  card,
  empty,
  texts,
  extra,
  children,
}: MobileListPageProps<Row>) {
  const { token } = theme.useToken();
  const rows = pages.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    // Inside the main layout: its breadcrumb holds the screen's <h1> and its content is the <main>.
    <div className={styles.page} style={{ fontFamily: token.fontFamily }}>
      <header className={styles.bar}>
        <h2 className={styles.heading}>{title}</h2>
        {extra}
      </header>
      {tabs}
      <section className={styles.list} aria-busy={pages.isFetching}>
        {pages.isLoading ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : pages.isError && rows.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={texts.loadFailed}>
            <Button onClick={() => void pages.refetch()}>{texts.retry}</Button>
          </Empty>
        ) : rows.length === 0 ? (
          empty
        ) : (
          <>
            {rows.map(card)}
            <div className={styles.more}>
              {pages.hasNextPage ? (
                <Button block loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
                  {texts.loadMore}
                </Button>
              ) : (
                <Typography.Text type="secondary">{texts.allShown}</Typography.Text>
              )}
            </div>
          </>
        )}
      </section>
      {children}
    </div>
  );
}
