import { agencyBillInquiry, agencyBillList } from '@sc/contract/calls/finance.ts';
import type { CallResponse } from '@sc/contract/define-call.ts';
import { CARRIER_CODES, carrierOf } from '@sc/contract/orders.ts';
import { Flex, Select, Statistic, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../api/use-call.ts';
import { formatBaht } from '../../components/money/format-baht.ts';
import { formatPrice } from '../../format/number-format.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import { pagerOf } from './finance-queries.ts';

type CarrierRow = CallResponse<typeof agencyBillInquiry>['carriers'][number];
type ChargeRow = CallResponse<typeof agencyBillList>['list'][number];
type CarrierCode = (typeof CARRIER_CODES)[number];
const PAGE_SIZE = 20;

const carrierName = (code: string | null) => (code ? (carrierOf(code)?.name ?? code.toUpperCase()) : '-');

/**
 * The bill's agency bill (catalogue §7 "Delivery (dms/)"): what the carriers charged for the shop's
 * parcels on it, by carrier, then each charge, of one carrier when chosen.
 */
export function AgencyBillTab({ billId, onPeriod }: { billId: string; onPeriod: (period: string) => void }) {
  const { t } = useTranslation('finance');
  const [carrier, setCarrier] = useState<CarrierCode | undefined>();
  const [pageNum, setPageNum] = useState(1);
  const summary = useCall(agencyBillInquiry, { billId });
  const charges = useCall(agencyBillList, {
    billId,
    ...(carrier ? { carrierCode: carrier } : {}),
    page: { pageNum, pageSize: PAGE_SIZE },
  });
  const d = summary.data;
  const period = d?.period;
  useEffect(() => {
    if (period) onPeriod(period);
  }, [period, onPeriod]);
  const pick = (code: CarrierCode | undefined) => {
    setCarrier(code);
    setPageNum(1);
  };
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('agency.intro')}
      </Typography.Paragraph>
      <Flex gap={32} wrap>
        <Statistic title={t('agency.total')} value={d ? formatBaht(d.charged) : '-'} />
        <Statistic title={t('agency.parcels')} value={d?.parcels ?? '-'} />
        <Statistic title={t('agency.returns')} value={d?.returns ?? '-'} />
      </Flex>
      <Table<CarrierRow>
        aria-label={t('agency.title', { period: d?.period ?? '' })}
        rowKey="carrierCode"
        size="small"
        loading={summary.isLoading}
        dataSource={d?.carriers ?? []}
        locale={{ emptyText: t('agency.empty') }}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'carrier', title: t('agency.carrier'), render: (_, r) => carrierName(r.carrierCode) },
          { key: 'parcels', title: t('agency.parcels'), align: 'right', dataIndex: 'parcels' },
          { key: 'returns', title: t('agency.returns'), align: 'right', dataIndex: 'returns' },
          { key: 'charged', title: t('agency.charged'), align: 'right', render: (_, r) => formatPrice(r.charged) },
        ]}
      />
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
          {t('agency.lines')}
        </Typography.Title>
        <Select<CarrierCode | ''>
          aria-label={t('agency.carrier')}
          style={{ minWidth: 200 }}
          value={carrier ?? ''}
          onChange={(v) => pick(v === '' ? undefined : v)}
          options={[
            { value: '', label: t('agency.anyCarrier') },
            ...(d?.carriers ?? [])
              .map((c) => c.carrierCode)
              .filter((c): c is CarrierCode => (CARRIER_CODES as readonly string[]).includes(c))
              .map((c) => ({ value: c, label: carrierName(c) })),
          ]}
        />
      </Flex>
      <Table<ChargeRow>
        aria-label={t('agency.lines')}
        rowKey="lineId"
        loading={charges.isLoading}
        dataSource={charges.data?.list ?? []}
        locale={{ emptyText: t('agency.empty') }}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'at', title: t('agency.at'), render: (_, r) => formatDateTime(r.at) },
          { key: 'order', title: t('detail.orderColumn'), render: (_, r) => r.orderId ?? '-' },
          { key: 'carrier', title: t('agency.carrier'), render: (_, r) => carrierName(r.carrierCode) },
          { key: 'waybill', title: t('express.waybill'), render: (_, r) => r.waybillNo ?? '-' },
          { key: 'leg', title: t('agency.leg'), render: (_, r) => t(`note.${r.leg}`) },
          { key: 'charged', title: t('agency.charged'), align: 'right', render: (_, r) => formatPrice(r.charged) },
        ]}
        pagination={pagerOf(pageNum, PAGE_SIZE, charges.data?.page.count ?? 0, setPageNum)}
      />
    </Flex>
  );
}
