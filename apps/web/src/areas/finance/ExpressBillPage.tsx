import { expressBillList } from '@sc/contract/calls/finance.ts';
import type { CallResponse } from '@sc/contract/define-call.ts';
import { Card, Flex, Statistic, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCall } from '../../api/use-call.ts';
import { formatBaht } from '../../components/money/format-baht.ts';
import { formatPrice } from '../../format/number-format.ts';
import { billPath } from './finance-queries.ts';

type ExpressRow = CallResponse<typeof expressBillList>['list'][number];
const PAGE_SIZE = 20;

/**
 * /finance/logisticsorderdetails/{settlementId} (the bill's id): the bill's express bill, each
 * order's freight on it with the carrier and waybill of its last shipment.
 */
export default function ExpressBillPage() {
  const { t } = useTranslation('finance');
  const billId = useParams().settlementId ?? '';
  const [pageNum, setPageNum] = useState(1);
  const express = useCall(expressBillList, { billId, page: { pageNum, pageSize: PAGE_SIZE } });
  const d = express.data;
  return (
    <Card
      title={<h2>{t('express.title', { period: d?.period ?? '' })}</h2>}
      extra={<Link to={billPath(billId)}>{t('invoice.back')}</Link>}
    >
      <Flex style={{ marginBottom: 16 }}>
        <Statistic title={t('express.total')} value={d ? formatBaht(d.total) : '-'} />
      </Flex>
      <Table<ExpressRow>
        aria-label={t('express.title', { period: d?.period ?? '' })}
        rowKey="orderId"
        loading={express.isLoading}
        dataSource={d?.list ?? []}
        locale={{ emptyText: t('express.empty') }}
        columns={[
          { key: 'order', title: t('detail.orderColumn'), dataIndex: 'orderId' },
          { key: 'carrier', title: t('express.carrier'), render: (_, r) => r.carrierCode?.toUpperCase() ?? '-' },
          { key: 'waybill', title: t('express.waybill'), render: (_, r) => r.waybillNo ?? '-' },
          { key: 'freight', title: t('express.freight'), align: 'right', render: (_, r) => formatPrice(r.freight) },
        ]}
        pagination={{
          current: pageNum,
          pageSize: PAGE_SIZE,
          total: d?.page.count ?? 0,
          onChange: setPageNum,
          hideOnSinglePage: true,
          showSizeChanger: false,
        }}
      />
    </Card>
  );
}
