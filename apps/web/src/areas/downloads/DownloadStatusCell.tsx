import type { DownloadStatus } from '@sc/contract/calls/downloads.ts';
import { Flex, Progress, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../format/number-format.ts';
import type { DownloadRow } from './download-queries.ts';

const COLOURS: Record<DownloadStatus, string> = {
  queued: 'default',
  running: 'processing',
  done: 'success',
  failed: 'error',
  expired: 'default',
};

export function StatusTag({ status }: { status: DownloadStatus }) {
  const { t } = useTranslation('downloads');
  return (
    <Tag color={COLOURS[status]} data-status={status}>
      {t(`status.${status}`)}
    </Tag>
  );
}

/** The status, with the progress while it runs and the reason when it failed. */
export function DownloadStatusCell({ row }: { row: DownloadRow }) {
  const { t } = useTranslation('downloads');
  return (
    <Flex vertical gap={4} align="flex-start">
      <StatusTag status={row.status} />
      {row.status === 'running' && (
        <>
          <Progress
            percent={row.progress}
            size="small"
            status="active"
            style={{ width: 140, margin: 0 }}
            aria-label={t('status.running')}
          />
          <Typography.Text type="secondary">{t('rowsSoFar', { rows: formatNumber(row.rowCount) })}</Typography.Text>
        </>
      )}
      {row.status === 'queued' && <Typography.Text type="secondary">{t('waiting')}</Typography.Text>}
      {row.status === 'failed' && row.failReason && (
        <Typography.Text type="danger" style={{ maxWidth: 260 }}>
          {row.failReason}
        </Typography.Text>
      )}
    </Flex>
  );
}
