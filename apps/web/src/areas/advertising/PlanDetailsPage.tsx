import { AD_STATS_DAYS } from '@sc/contract/advertising.ts';
import { advPlanStatisticsExport } from '@sc/contract/calls/ad-reports.ts';
import { Button, Card, Descriptions, Flex, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { api } from '../../api/client.ts';
import { ExportButton } from '../../components/export/ExportButton.tsx';
import { formatBaht } from '../../components/money/format-baht.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import { AdFigures } from './AdFigures.tsx';
import { ADVERTISING_PATH, editPlanPath } from './ad-paths.ts';
import { usePlan, useStatistics } from './ad-queries.ts';
import { KeywordTable } from './KeywordTable.tsx';
import { PlanActions, PlanState } from './PlanBits.tsx';

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
  if (plan.isError)
    return (
      <Result
        status="warning"
        title={t('details.missing')}
        extra={<Button onClick={() => void navigate(ADVERTISING_PATH)}>{t('result.back')}</Button>}
      />
    );
  if (!p) return <Skeleton active />;
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
        {p.products.length > 0 && (
          <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }}>
            {t('products.label')}: {p.products.map((x) => x.title).join(', ')}
          </Typography.Paragraph>
        )}
      </Card>
      <Card
        title={<h2>{t('details.stats', { days: AD_STATS_DAYS })}</h2>}
        extra={<ExportButton start={() => api(advPlanStatisticsExport, { planId: p.planId })} />}
      >
        <AdFigures list={stats.data?.list ?? []} total={stats.data?.total} />
      </Card>
      <Card title={<h2>{t('keywords.title')}</h2>}>
        <KeywordTable planId={p.planId} keywords={p.keywords} editable={editable} />
      </Card>
    </Flex>
  );
}
