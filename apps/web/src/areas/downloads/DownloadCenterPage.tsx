import { EXPORT_RETENTION_DAYS } from '@sc/contract/calls/downloads.ts';
import { App, Button, Card, Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasFilters } from '../../components/list/list-query.ts';
import { useListQuery } from '../../components/list/use-list-query.ts';
import { formatNumber } from '../../format/number-format.ts';
import { DownloadFilters } from './DownloadFilters.tsx';
import { DownloadTable } from './DownloadTable.tsx';
import { DOWNLOADS_SHAPE, useDownloadActions, useDownloads } from './download-queries.ts';

/**
 * /dashboard/downloadcenter: every export the user may download, newest first, with its
 * progress while it runs (asked again every 2 s), its file while it is kept, and why it failed.
 */
export default function DownloadCenterPage() {
  const { t } = useTranslation('downloads');
  const { message: toast } = App.useApp();
  const { query, setFilters, resetFilters, setPage } = useListQuery(DOWNLOADS_SHAPE);
  const downloads = useDownloads(query);
  const { remove, retry } = useDownloadActions();
  const data = downloads.data;
  const rows = data?.list ?? [];
  const total = data?.page.count ?? 0;
  const filtered = hasFilters(query);

  const empty = (() => {
    if (downloads.isError && !data) {
      return (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('loadFailed')}>
          <Button onClick={() => void downloads.refetch()}>{t('tryAgain')}</Button>
        </Empty>
      );
    }
    if (!data) return <div style={{ height: 160 }} />;
    if (filtered) {
      return (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('emptyFiltered')}>
          <Button onClick={resetFilters}>{t('filter.reset')}</Button>
        </Empty>
      );
    }
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <Typography.Text strong>{t('empty')}</Typography.Text>
            <br />
            <Typography.Text type="secondary">{t('emptyHint', { days: EXPORT_RETENTION_DAYS })}</Typography.Text>
          </>
        }
        data-testid="downloads-empty"
      />
    );
  })();

  return (
    <Card>
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">{t('intro', { days: EXPORT_RETENTION_DAYS })}</Typography.Text>
        <Flex justify="space-between" align="center" gap={12} wrap>
          <DownloadFilters
            filters={query.filters}
            kinds={data?.kinds ?? []}
            onChange={setFilters}
            onReset={resetFilters}
          />
          <Typography.Text type="secondary" aria-live="polite">
            {data && data.active > 0
              ? t('active', { count: data.active })
              : data && total > 0
                ? t('total', { total: formatNumber(total) })
                : ''}
          </Typography.Text>
        </Flex>
        <DownloadTable
          rows={rows}
          // Only a first load or a new query shows the spinner, not the 2-second refreshes.
          loading={downloads.isLoading || (downloads.isFetching && downloads.isPlaceholderData)}
          empty={empty}
          pagination={
            total > 0 && {
              current: query.pageNum,
              pageSize: query.pageSize,
              total,
              showSizeChanger: true,
              onChange: setPage,
              showTotal: (count, [from, to]) =>
                t('range', { from: formatNumber(from), to: formatNumber(to), total: formatNumber(count) }),
            }
          }
          onRetry={(row) =>
            retry.mutateAsync(row.taskId).then(
              () => toast.success(t('retried')),
              () => undefined, // the client has shown why
            )
          }
          onDelete={(row) =>
            remove.mutateAsync(row.taskId).then(
              () => toast.success(t('deleted')),
              () => undefined,
            )
          }
        />
      </Flex>
    </Card>
  );
}
