import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { downloadFileUrl } from '@sc/contract/calls/downloads.ts';
import {
  Button,
  Popconfirm,
  Space,
  Table,
  type TableColumnsType,
  type TableProps,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, NO_NUMBER } from '../../format/number-format.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { DownloadStatusCell } from './DownloadStatusCell.tsx';
import type { DownloadRow } from './download-queries.ts';
import { formatSize } from './format-size.ts';
import { timeLeft } from './time-left.ts';
import { useNow } from './use-now.ts';

/** A file name that may wrap after its underscores (name_20260115_103000.xlsx) rather than mid-word. */
function breakable(name: string): ReactNode {
  return name.split('_').map((part, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed name, never reordered.
    <Fragment key={i}>
      {i > 0 && (
        <>
          _<wbr />
        </>
      )}
      {part}
    </Fragment>
  ));
}

/** The exports of one page, newest first, each with what can be done with it. */
export function DownloadTable({
  rows,
  loading,
  empty,
  pagination,
  onRetry,
  onDelete,
}: {
  rows: DownloadRow[];
  loading: boolean;
  empty: ReactNode;
  pagination: TableProps<DownloadRow>['pagination'];
  onRetry: (row: DownloadRow) => Promise<unknown>;
  onDelete: (row: DownloadRow) => Promise<unknown>;
}) {
  const { t } = useTranslation('downloads');
  const locale = currentLocale();
  const now = useNow(60_000);
  const columns: TableColumnsType<DownloadRow> = [
    {
      key: 'file',
      title: t('column.file'),
      render: (_, row) => (
        <Space direction="vertical" size={2}>
          <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
            {breakable(row.fileName)}
          </Typography.Text>
          <Space size={4} wrap>
            <Tag bordered={false}>{row.kindName}</Tag>
            {row.requestedBy && (
              <Typography.Text type="secondary">{t('requestedBy', { name: row.requestedBy })}</Typography.Text>
            )}
          </Space>
        </Space>
      ),
    },
    { key: 'status', title: t('column.status'), width: 190, render: (_, row) => <DownloadStatusCell row={row} /> },
    {
      key: 'rows',
      title: t('column.rows'),
      width: 120,
      render: (_, row) =>
        row.status === 'done' || row.status === 'expired' ? (
          <>
            <div>{t('rowCount', { rows: formatNumber(row.rowCount) })}</div>
            {row.status === 'done' && (
              <Typography.Text type="secondary">{formatSize(row.bytes, locale)}</Typography.Text>
            )}
          </>
        ) : (
          NO_NUMBER
        ),
    },
    {
      key: 'time',
      title: t('column.time'),
      width: 180,
      render: (_, row) => (
        <>
          <div>{formatDateTime(row.createdAt, locale)}</div>
          {row.expiresAt && row.status === 'done' && (
            <Tooltip title={t('expiresAt', { date: formatDateTime(row.expiresAt, locale) })}>
              <Typography.Text type="secondary" data-testid="expires-in">
                {t('expiresIn', { when: timeLeft(new Date(row.expiresAt), now, locale) })}
              </Typography.Text>
            </Tooltip>
          )}
          {row.expiresAt && row.status === 'expired' && (
            <Typography.Text type="secondary">
              {t('expiredAt', { date: formatDateTime(row.expiresAt, locale) })}
            </Typography.Text>
          )}
        </>
      ),
    },
    {
      key: 'actions',
      title: t('column.actions'),
      width: 180,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0} wrap>
          {row.status === 'done' && (
            // A plain link: the browser saves the file under the name the server gives it.
            <Button
              type="link"
              size="small"
              icon={<DownloadOutlined />}
              href={`${downloadFileUrl(row.taskId)}?locale=${locale}`}
              download={row.fileName}
            >
              {t('download')}
            </Button>
          )}
          {row.status === 'failed' && (
            <Button type="link" size="small" onClick={() => void onRetry(row)}>
              {t('retry')}
            </Button>
          )}
          <Popconfirm
            title={t('deleteConfirm')}
            description={row.status === 'running' || row.status === 'queued' ? t('deleteRunningHint') : t('deleteHint')}
            okText={t('delete')}
            cancelText={t('common:cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => onDelete(row)}
          >
            <Button type="link" size="small" danger>
              {t('delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <Table<DownloadRow>
      rowKey="taskId"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={pagination}
      locale={{ emptyText: empty }}
      scroll={{ x: 860 }}
    />
  );
}
