import { AD_STATS_DAYS } from '@sc/contract/advertising.ts';
import { Button, Card, Descriptions, Flex, Result, Skeleton, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { formatBaht } from '../../components/money/format-baht.ts';
import { formatNumber } from '../../format/number-format.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import { AdChart } from './AdChart.tsx';
import { ADVERTISING_PATH, editPlanPath } from './ad-paths.ts';
import { type AdStatsRow, usePlan, useStatistics } from './ad-queries.ts';
import { KeywordTable } from './KeywordTable.tsx';
import { PlanActions, PlanState } from './PlanBits.tsx';

const percent = (ratio: number) => `${(ratio * 100).toFixed(2)}%`;

/**
 * /activityreport/advertisingplandetails/{codPlanId} (and /activityreport/detail?planId=): the plan,
 * its actions, the last 30 days per day in a line chart (impressions, clicks), a bar chart (spend,
 * GMV) and a table, and its keywords.
 */
export default function PlanDetailsPage() {
  const { t } = useTranslation('advertising');
  const navigate = useNavigate();
  const { codPlanId } = useParams();
  const [params] = useSearchParams();
  const planId = codPlanId ?? params.get('planId') ?? '';
  const plan = usePlan(planId);
  const stats = useStatistics(planId);
  const p = plan.data;
  const list = stats.data?.list;
  const days = useMemo(() => (list ?? []).map((r) => r.day), [list]);
  const traffic = useMemo(
    () => [
      { name: t('stat.impressions'), values: (list ?? []).map((r) => r.impressions) },
      { name: t('stat.clicks'), values: (list ?? []).map((r) => r.clicks) },
    ],
    [list, t],
  );
  const money = useMemo(
    () => [
      { name: t('stat.spend'), values: (list ?? []).map((r) => r.spend) },
      { name: t('stat.gmv'), values: (list ?? []).map((r) => r.gmv) },
    ],
    [list, t],
  );
  if (plan.isError)
    return (
      <Result
        status="warning"
        title={t('details.missing')}
        extra={<Button onClick={() => void navigate(ADVERTISING_PATH)}>{t('result.back')}</Button>}
      />
    );
  if (!p) return <Skeleton active />;
  const total = stats.data?.total;
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
  const editable = !(p.status === 'stopped' && p.stopReason === 'merchant');
  return (
    <Flex vertical gap={16}>
      <Card title={<h2>{p.name}</h2>}>
        <Flex gap={8} wrap style={{ marginBottom: 16 }}>
          <PlanActions plan={p} />
          {editable && (
            <Button size="small" onClick={() => void navigate(editPlanPath(p.planId))}>
              {t('plans.edit')}
            </Button>
          )}
        </Flex>
        <Descriptions column={{ xs: 1, md: 3 }} size="small">
          <Descriptions.Item label={t('plans.type')}>{t(`type.${p.type}`)}</Descriptions.Item>
          <Descriptions.Item label={t('plans.status')}>
            <PlanState plan={p} />
          </Descriptions.Item>
          <Descriptions.Item label={t('plans.dailyBudget')}>{formatBaht(p.dailyBudget)}</Descriptions.Item>
          <Descriptions.Item label={t('plans.totalBudget')}>
            {p.totalBudget === null ? t('plans.noTotal') : formatBaht(p.totalBudget)}
          </Descriptions.Item>
          <Descriptions.Item label={t('plans.spentToday')}>{formatBaht(p.spentToday)}</Descriptions.Item>
          <Descriptions.Item label={t('records.at')}>{formatDateTime(p.createdAt)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={<h2>{t('details.stats', { days: AD_STATS_DAYS })}</h2>}>
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
          dataSource={[...(list ?? [])].reverse()}
          pagination={{ pageSize: 7, showSizeChanger: false, hideOnSinglePage: true }}
          scroll={{ x: 800 }}
        />
      </Card>
      <Card title={<h2>{t('keywords.title')}</h2>}>
        <KeywordTable planId={p.planId} keywords={p.keywords} editable={editable} />
      </Card>
    </Flex>
  );
}
