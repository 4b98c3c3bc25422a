import { expressBillList } from '@sc/contract/calls/finance.ts';
import type { CallResponse } from '@sc/contract/define-call.ts';
import { Flex, Statistic, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../api/use-call.ts';
import { formatBaht } from '../../components/money/format-baht.ts';
import { formatPrice } from '../../format/number-format.ts';
import { pagerOf } from './finance-queries.ts';

type ExpressRow = CallResponse<typeof expressBillList>['list'][number];
const PAGE_SIZE = 20;

/** The bill's express bill: each order's freight on it with the carrier and waybill of its last shipment. */
export function ExpressBillTab({ billId, onPeriod }: { billId: string; onPeriod: (period: string) => void }) {
  const { t } = useTranslation('finance');
  const [pageNum, setPageNum] = useState(1);
  const express = useCall(expressBillList, { billId, page: { pageNum, pageSize: PAGE_SIZE } });
  const d = express.data;
  const period = d?.period;
  useEffect(() => {
    if (period) onPeriod(period);
  }, [period, onPeriod]);
  return (
    <>
      <Flex style={{ marginBottom: 16 }}>
        <Statistic title={t('express.total')} value={d ? formatBaht(d.total) : '-'} />
      </Flex>
      <Table<ExpressRow>
        aria-label={t('express.title', { period: d?.period ?? '' })}
        rowKey="orderId"
        loading={express.isLoading}
        dataSource={d?.list ?? []}
        locale={{ emptyText: t('express.empty') }}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'order', title: t('detail.orderColumn'), dataIndex: 'orderId' },
          { key: 'carrier', title: t('express.carrier'), render: (_, r) => r.carrierCode?.toUpperCase() ?? '-' },
          { key: 'waybill', title: t('express.waybill'), render: (_, r) => r.waybillNo ?? '-' },
          { key: 'freight', title: t('express.freight'), align: 'right', render: (_, r) => formatPrice(r.freight) },
        ]}
        pagination={pagerOf(pageNum, PAGE_SIZE, d?.page.count ?? 0, setPageNum)}
      />
    </>
  );
}
