import { Card, Empty, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatBaht } from '../../components/money/format-baht.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import { planDetailsPath } from './ad-paths.ts';
import { AD_PAGE_SIZE, type AdTransactionRow, useRecords } from './ad-queries.ts';

/** /activityreport/transactionRecords and shopDetails: the ad account's recharges and clicks, newest first. */
export default function TransactionRecordsPage() {
  const { t } = useTranslation('advertising');
  const [pageNum, setPageNum] = useState(1);
  const records = useRecords(pageNum);
  const columns: TableColumnsType<AdTransactionRow> = [
    { key: 'at', title: t('records.at'), width: 180, render: (_, r) => formatDateTime(r.at) },
    {
      key: 'kind',
      title: t('records.kind'),
      width: 110,
      render: (_, r) => <Tag color={r.kind === 'recharge' ? 'green' : 'blue'}>{t(`records.${r.kind}`)}</Tag>,
    },
    { key: 'amount', title: t('records.amount'), width: 130, align: 'right', render: (_, r) => formatBaht(r.amount) },
    {
      key: 'after',
      title: t('records.balanceAfter'),
      width: 150,
      align: 'right',
      render: (_, r) => formatBaht(r.balanceAfter),
    },
    {
      key: 'plan',
      title: t('records.plan'),
      render: (_, r) => (r.planId ? <Link to={planDetailsPath(r.planId)}>{r.planName}</Link> : ''),
    },
    { key: 'keyword', title: t('records.keyword'), render: (_, r) => r.keyword ?? '' },
  ];
  return (
    <Card title={<h2>{t('records.title')}</h2>}>
      <Table<AdTransactionRow>
        aria-label={t('records.title')}
        rowKey="transactionId"
        columns={columns}
        dataSource={records.data?.list ?? []}
        loading={records.isPending}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('records.empty')} /> }}
        pagination={{
          current: pageNum,
          pageSize: AD_PAGE_SIZE,
          total: records.data?.page.count ?? 0,
          onChange: setPageNum,
          hideOnSinglePage: true,
          showSizeChanger: false,
        }}
        scroll={{ x: 800 }}
      />
    </Card>
  );
}
