import { cashbackRecordList } from '@sc/contract/calls/cashback.ts';
import { CASHBACK_AFTER_RECEIPT_DAYS, CASHBACK_RECORD_TABS, type CashbackRecordState } from '@sc/contract/cashback.ts';
import { Card, Empty, Flex, Form, Input, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client.ts';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { formatBaht } from '../../../components/money/format-baht.ts';
import { formatPrice } from '../../../format/number-format.ts';
import { formatDateTime } from '../../../format/relative-time.ts';
import type { CashbackRecordRow, CashbackRecordsResult } from './cashback-queries.ts';

type Filter = 'orderId';
const SHAPE = { filterKeys: ['orderId'] as const, tabs: CASHBACK_RECORD_TABS };
const COLOR: Record<CashbackRecordState, string> = {
  pending: 'processing',
  cashed_back: 'success',
  not_cashed_back: 'default',
};

/** /promotion/cashback?view=records: each order's cashback, its state, due date and month end. */
export function CashbackRecordsPage() {
  const { t } = useTranslation('promotions');
  const columns: TableColumnsType<CashbackRecordRow> = [
    {
      key: 'order',
      title: t('cashback.records.column.order'),
      render: (_, r) => (
        <Flex vertical>
          <Typography.Text strong>{r.orderId}</Typography.Text>
          <Typography.Text type="secondary">
            {r.buyerNickname} · {r.ruleName}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'amount',
      title: t('cashback.records.column.amount'),
      width: 170,
      render: (_, r) => (
        <Flex vertical>
          <Typography.Text strong>{formatBaht(r.amount)}</Typography.Text>
          <Typography.Text type="secondary">
            {t('cashback.records.spend', { spend: formatPrice(r.spend) })}
          </Typography.Text>
        </Flex>
      ),
    },
    { key: 'state', title: t('cashback.records.column.state'), width: 150, render: (_, r) => <StateTag row={r} /> },
    {
      key: 'due',
      title: t('cashback.records.column.due'),
      width: 170,
      render: (_, r) => (r.dueAt ? formatDateTime(r.dueAt) : t('cashback.records.notReceived')),
    },
    {
      key: 'settles',
      title: t('cashback.records.column.settles'),
      width: 190,
      render: (_, r) => <SettleText row={r} />,
    },
  ];

  return (
    <ListPage<CashbackRecordRow, Filter, CashbackRecordsResult>
      call={cashbackRecordList}
      shape={SHAPE}
      load={(query, signal) =>
        api(
          cashbackRecordList,
          {
            tab: (CASHBACK_RECORD_TABS as readonly string[]).includes(query.tab)
              ? (query.tab as (typeof CASHBACK_RECORD_TABS)[number])
              : 'all',
            orderId: /^\d{0,18}$/.test(query.filters.orderId) ? query.filters.orderId : '',
            page: { pageNum: query.pageNum, pageSize: query.pageSize },
          },
          { signal },
        )
      }
      rowKey={(r) => r.recordId}
      columns={columns}
      cards={(r) => <RecordCard row={r} />}
      intro={
        <Typography.Paragraph type="secondary">
          {t('cashback.records.intro', { days: CASHBACK_AFTER_RECEIPT_DAYS })}
        </Typography.Paragraph>
      }
      search={{
        formName: 'cashbackRecordSearch',
        fields: (
          <Form.Item name="orderId" label={t('cashback.records.orderId')}>
            <Input
              allowClear
              maxLength={18}
              inputMode="numeric"
              placeholder={t('cashback.records.orderIdPlaceholder')}
            />
          </Form.Item>
        ),
      }}
      tabs={CASHBACK_RECORD_TABS.map((key) => ({ key, label: t(`cashback.recordTab.${key}`) }))}
      tabCounts={(r) => r.tabCounts}
      tabsWrap
      tabsLabel={t('cashback.records.column.state')}
      empty={() => <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('cashback.records.empty')} />}
      scrollX={900}
    />
  );
}

function StateTag({ row }: { row: CashbackRecordRow }) {
  const { t } = useTranslation('promotions');
  return <Tag color={COLOR[row.state]}>{t(`cashback.recordTab.${row.state}`)}</Tag>;
}

function SettleText({ row }: { row: CashbackRecordRow }) {
  const { t } = useTranslation('promotions');
  if (row.settledAt) return <span>{formatDateTime(row.settledAt)}</span>;
  if (row.settlesAt) return <span>{t('cashback.records.settlesAt', { at: formatDateTime(row.settlesAt) })}</span>;
  return <span>—</span>;
}

/** One record on a phone (under 768 px). */
function RecordCard({ row }: { row: CashbackRecordRow }) {
  const { t } = useTranslation('promotions');
  return (
    <Card size="small" title={row.orderId} extra={<StateTag row={row} />}>
      <Flex vertical gap={4}>
        <Typography.Text strong>{formatBaht(row.amount)}</Typography.Text>
        <Typography.Text type="secondary">
          {row.buyerNickname} · {row.ruleName}
        </Typography.Text>
        <Typography.Text type="secondary">
          {t('cashback.records.column.due')}:{' '}
          {row.dueAt ? formatDateTime(row.dueAt) : t('cashback.records.notReceived')}
        </Typography.Text>
        <Typography.Text type="secondary">
          {t('cashback.records.column.settles')}: <SettleText row={row} />
        </Typography.Text>
      </Flex>
    </Card>
  );
}
