import SendOutlined from '@ant-design/icons/SendOutlined';
import {
  Alert,
  Button,
  Card,
  Empty,
  Flex,
  Grid,
  Pagination,
  Statistic,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ColumnCards } from '../../../components/mobile/ColumnCards.tsx';
import { formatNumber } from '../../../format/number-format.ts';
import { formatDateTime } from '../../../format/relative-time.ts';
import { SEND_MESSAGE_PATH } from '../paths.ts';
import {
  type BroadcastRow,
  FANS_PAGE_SIZE,
  type FanRow,
  useBroadcasts,
  useFans,
  useFansSummary,
} from './fans-queries.ts';

/**
 * /activityreport/fansmarketing (FUNC.fansMarketing): the follower count and this month's
 * broadcasts of the two allowed, the broadcasts sent with how many followers each reached, and the
 * followers with their orders in the shop.
 */
export default function FansPage() {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const summary = useFansSummary();
  const q = summary.data;
  return (
    <Flex vertical gap={16}>
      <Card title={<h2>{t('fans.title')}</h2>}>
        <Typography.Paragraph type="secondary">{t('fans.intro')}</Typography.Paragraph>
        <Flex gap={48} wrap align="end">
          <Statistic title={t('fans.followers')} value={q ? formatNumber(q.followers) : '-'} />
          <Statistic
            title={t('fans.sentThisMonth')}
            value={q ? t('fans.quota', { sent: q.sentThisMonth, max: q.perMonth }) : '-'}
          />
          <Button type="primary" icon={<SendOutlined />} onClick={() => void navigate(SEND_MESSAGE_PATH)}>
            {t('fans.send')}
          </Button>
        </Flex>
        {q && (
          <Alert
            style={{ marginTop: 16 }}
            type={q.nextAllowedDate ? 'warning' : 'info'}
            showIcon
            title={
              q.nextAllowedDate
                ? t('fans.nextAllowed', { date: q.nextAllowedDate })
                : t('fans.perMonth', { max: q.perMonth })
            }
          />
        )}
      </Card>
      <BroadcastHistory />
      <FollowerList />
    </Flex>
  );
}

/** A table, or cards on a phone, paged on the screen. */
function PagedRows<Row>(props: {
  label: string;
  columns: TableColumnsType<Row>;
  rows: readonly Row[];
  rowKey: (r: Row) => string;
  empty: ReactNode;
  loading: boolean;
  pageNum: number;
  count: number;
  onPage: (n: number) => void;
}) {
  const narrow = Grid.useBreakpoint().md === false;
  const pagination = {
    current: props.pageNum,
    pageSize: FANS_PAGE_SIZE,
    total: props.count,
    onChange: props.onPage,
    hideOnSinglePage: true,
    showSizeChanger: false,
  };
  if (narrow) {
    return (
      <Flex vertical gap={12}>
        <ColumnCards<Row>
          columns={props.columns}
          rows={props.rows}
          rowKey={props.rowKey}
          label={props.label}
          empty={props.empty}
        />
        <Pagination simple align="center" {...pagination} />
      </Flex>
    );
  }
  return (
    <Table<Row>
      aria-label={props.label}
      rowKey={props.rowKey}
      columns={props.columns}
      dataSource={[...props.rows]}
      loading={props.loading}
      pagination={pagination}
      locale={{ emptyText: props.empty }}
      scroll={{ x: 720 }}
    />
  );
}

function BroadcastHistory() {
  const { t } = useTranslation('promotions');
  const [pageNum, setPageNum] = useState(1);
  const sent = useBroadcasts(pageNum);
  const columns: TableColumnsType<BroadcastRow> = [
    {
      key: 'text',
      title: t('fans.column.text'),
      render: (_, r) => <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{r.text}</Typography.Text>,
    },
    {
      key: 'carries',
      title: t('fans.column.carries'),
      width: 240,
      render: (_, r) =>
        r.coupons.length > 0
          ? t('fans.coupon', { name: r.coupons.map((c) => c.name).join(', ') })
          : t('fans.products', { count: r.products.length, titles: r.products.map((p) => p.title).join(', ') }),
    },
    {
      key: 'delivered',
      title: t('fans.column.delivered'),
      width: 140,
      align: 'right',
      render: (_, r) => t('fans.deliveredCount', { count: r.delivered }),
    },
    { key: 'sentAt', title: t('fans.column.sentAt'), width: 170, render: (_, r) => formatDateTime(r.sentAt) },
  ];
  return (
    <Card title={<h2>{t('fans.history')}</h2>}>
      <PagedRows<BroadcastRow>
        label={t('fans.history')}
        columns={columns}
        rows={sent.data?.list ?? []}
        rowKey={(r) => r.broadcastId}
        empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('fans.historyEmpty')} />}
        loading={sent.isPending}
        pageNum={pageNum}
        count={sent.data?.page.count ?? 0}
        onPage={setPageNum}
      />
    </Card>
  );
}

function FollowerList() {
  const { t } = useTranslation('promotions');
  const [pageNum, setPageNum] = useState(1);
  const fans = useFans(pageNum);
  const columns: TableColumnsType<FanRow> = [
    { key: 'nickname', title: t('fans.column.nickname'), render: (_, r) => r.nickname },
    { key: 'since', title: t('fans.column.since'), width: 200, render: (_, r) => formatDateTime(r.since) },
    {
      key: 'orders',
      title: t('fans.column.orders'),
      width: 180,
      align: 'right',
      render: (_, r) => formatNumber(r.orderCount),
    },
  ];
  return (
    <Card title={<h2>{t('fans.fansList')}</h2>}>
      <PagedRows<FanRow>
        label={t('fans.fansList')}
        columns={columns}
        rows={fans.data?.list ?? []}
        rowKey={(r) => r.buyerId}
        empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('fans.fansEmpty')} />}
        loading={fans.isPending}
        pageNum={pageNum}
        count={fans.data?.page.count ?? 0}
        onPage={setPageNum}
      />
    </Card>
  );
}
