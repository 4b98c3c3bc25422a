import { Descriptions, Flex, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '../../components/money/format-baht.ts';
import { formatNumber } from '../../format/number-format.ts';
import { AdChart } from './AdChart.tsx';
import type { AdStatsRow } from './ad-queries.ts';

const percent = (ratio: number) => `${(ratio * 100).toFixed(2)}%`;

/**
 * An ad's figures per day (a plan's last 30 days, a brand ad's days so far): the totals, a line
 * chart of impressions and clicks, a bar chart of spend and GMV, and a table, newest day first.
 */
export function AdFigures({
  list,
  total,
}: {
  list: readonly AdStatsRow[];
  total: Omit<AdStatsRow, 'day'> | undefined;
}) {
  const { t } = useTranslation('advertising');
  const days = useMemo(() => list.map((r) => r.day), [list]);
  const traffic = useMemo(
    () => [
      { name: t('stat.impressions'), values: list.map((r) => r.impressions) },
      { name: t('stat.clicks'), values: list.map((r) => r.clicks) },
    ],
    [list, t],
  );
  const money = useMemo(
    () => [
      { name: t('stat.spend'), values: list.map((r) => r.spend) },
      { name: t('stat.gmv'), values: list.map((r) => r.gmv) },
    ],
    [list, t],
  );
  const columns: TableColumnsType<AdStatsRow> = [
    { key: 'day', title: t('stat.day'), width: 120, render: (_, r) => r.day },
    { key: 'imp', title: t('stat.impressions'), align: 'right', render: (_, r) => formatNumber(r.impressions) },
    { key: 'clicks', title: t('stat.clicks'), align: 'right', render: (_, r) => formatNumber(r.clicks) },
    { key: 'ctr', title: t('stat.ctr'), align: 'right', render: (_, r) => percent(r.ctr) },
    { key: 'spend', title: t('stat.spend'), align: 'right', render: (_, r) => formatBaht(r.spend) },
    { key: 'orders', title: t('stat.orders'), align: 'right', render: (_, r) => formatNumber(r.orders) },
    { key: 'gmv', title: t('stat.gmv'), align: 'right', render: (_, r) => formatBaht(r.gmv) },
    { key: 'roas', title: t('stat.roas'), align: 'right', render: (_, r) => r.roas.toFixed(2) },
  ];
  return (
    <>
      {total && (
        <Descriptions column={{ xs: 2, md: 4 }} size="small" style={{ marginBottom: 12 }}>
          <Descriptions.Item label={t('stat.impressions')}>{formatNumber(total.impressions)}</Descriptions.Item>
          <Descriptions.Item label={t('stat.clicks')}>{formatNumber(total.clicks)}</Descriptions.Item>
          <Descriptions.Item label={t('stat.ctr')}>{percent(total.ctr)}</Descriptions.Item>
          <Descriptions.Item label={t('stat.spend')}>{formatBaht(total.spend)}</Descriptions.Item>
          <Descriptions.Item label={t('stat.orders')}>{formatNumber(total.orders)}</Descriptions.Item>
          <Descriptions.Item label={t('stat.gmv')}>{formatBaht(total.gmv)}</Descriptions.Item>
          <Descriptions.Item label={t('stat.roas')}>{total.roas.toFixed(2)}</Descriptions.Item>
        </Descriptions>
      )}
      <Flex gap={16} wrap>
        <div style={{ flex: '1 1 360px', minWidth: 0 }}>
          <AdChart kind="line" label={t('details.chartTraffic')} days={days} series={traffic} />
        </div>
        <div style={{ flex: '1 1 360px', minWidth: 0 }}>
          <AdChart kind="bar" label={t('details.chartMoney')} days={days} series={money} />
        </div>
      </Flex>
      <Table<AdStatsRow>
        aria-label={t('details.table')}
        style={{ marginTop: 16 }}
        rowKey="day"
        size="small"
        columns={columns}
        dataSource={[...list].reverse()}
        pagination={{ pageSize: 7, showSizeChanger: false, hideOnSinglePage: true }}
        scroll={{ x: 800 }}
      />
    </>
  );
}
