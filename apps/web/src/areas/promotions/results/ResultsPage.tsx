import type { ActivityState } from '@sc/contract/activities.ts';
import type { CouponState } from '@sc/contract/promotions.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { RESULT_KIND, type ResultKind } from '@sc/contract/results.ts';
import { Button, Card, Col, Empty, Flex, Result, Row, Skeleton, Statistic, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { DetailHeader } from '../../../components/detail/DetailHeader.tsx';
import { formatBaht } from '../../../components/money/format-baht.ts';
import { formatNumber } from '../../../format/number-format.ts';
import { formatDateTime } from '../../../format/relative-time.ts';
import { CouponStateTag } from '../CouponBits.tsx';
import { PromotionStateTag } from '../PromotionStateTag.tsx';
import {
  ACTIVITY_LIST_PATH,
  ADDON_LIST_PATH,
  BUNDLE_LIST_PATH,
  CAMPAIGN_INDEX_PATH,
  couponDetailsPath,
  FULLSCALE_LIST_PATH,
  GIFT_LIST_PATH,
  PLUS_PATH,
  SECKILL_PATH,
} from '../paths.ts';
import { DailyChart } from './DailyChart.tsx';
import styles from './results.module.css';
import { type PromotionResults, usePromotionResults } from './results-queries.ts';

const MARKETING_TOOLS_PATH = '/activityreport/marketingtools';

const kindOf = (value: string | null): ResultKind | undefined =>
  (RESULT_KIND as readonly string[]).includes(value ?? '') ? (value as ResultKind) : undefined;

/** Where a promotion of each kind is managed. */
const homeOf = (kind: ResultKind, id: string): string => {
  switch (kind) {
    case 'coupon':
      return couponDetailsPath(id);
    case 'activity':
      return ACTIVITY_LIST_PATH;
    case 'fullscale':
      return FULLSCALE_LIST_PATH;
    case 'addon':
      return ADDON_LIST_PATH;
    case 'plusmember':
      return PLUS_PATH;
    case 'gift':
      return GIFT_LIST_PATH;
    case 'seckill':
      return SECKILL_PATH;
    case 'campaign':
      return CAMPAIGN_INDEX_PATH;
    case 'bundle':
      return BUNDLE_LIST_PATH;
  }
};

/**
 * /promotion/detailsData/{id}?kind=coupon|activity|fullscale|addon|plusmember|bundle: one promotion's results from the
 * orders it priced (FUNC.promotions on the server): totals, a coupon's collected and used counts,
 * a daily chart and the same by day in a table.
 */
export default function ResultsPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const kind = kindOf(params.get('kind'));
  const results = usePromotionResults(kind, id);
  if (!kind || !id || (results.isError && !results.data)) {
    const failed = !!kind && !!id && !isNotFound(results.error);
    return <ResultsMissing failed={failed} onRetry={() => void results.refetch()} />;
  }
  if (!results.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  return <Results r={results.data} />;
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.replyCode === REPLY.NOT_FOUND.code;

function ResultsMissing({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  return (
    <Card>
      <Result
        status={failed ? 'error' : '404'}
        title={t(failed ? 'results.failed' : 'results.missing')}
        subTitle={failed ? undefined : t('results.missingText')}
        extra={[
          failed ? (
            <Button key="retry" type="primary" onClick={onRetry}>
              {t('results.retry')}
            </Button>
          ) : null,
          <Button key="tools" onClick={() => void navigate(MARKETING_TOOLS_PATH)}>
            {t('results.toTools')}
          </Button>,
        ]}
      />
    </Card>
  );
}

function StateTag({ r }: { r: PromotionResults }) {
  const { t } = useTranslation('promotions');
  if (r.kind === 'coupon') return <CouponStateTag state={r.state as CouponState} />;
  return <PromotionStateTag state={r.state as ActivityState}>{t(`results.state.${r.state}`)}</PromotionStateTag>;
}

function Results({ r }: { r: PromotionResults }) {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const figures: [key: string, value: string][] = [
    ['orders', formatNumber(r.totals.orders)],
    ['buyers', formatNumber(r.totals.buyers)],
    ['gmv', formatBaht(r.totals.gmv)],
    ['discount', formatBaht(r.totals.discount)],
    ...(r.coupon
      ? ([
          ['received', formatNumber(r.coupon.received)],
          ['used', formatNumber(r.coupon.used)],
          ['useRate', r.coupon.useRate === null ? '—' : `${formatNumber(r.coupon.useRate)}%`],
        ] as [string, string][])
      : [['units', formatNumber(r.totals.units)] as [string, string]]),
  ];
  return (
    <Flex vertical gap={16} className={styles.page}>
      <DetailHeader
        title={r.name}
        tags={
          <>
            <Tag>{t(`results.kind.${r.kind}`)}</Tag>
            <StateTag r={r} />
          </>
        }
        subtitle={t('results.window', { start: formatDateTime(r.startTime), end: formatDateTime(r.endTime) })}
        actions={<Button onClick={() => void navigate(homeOf(r.kind, r.promotionId))}>{t('results.toList')}</Button>}
      >
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          {t('results.intro')}
        </Typography.Paragraph>
      </DetailHeader>
      <Row gutter={[16, 16]}>
        {figures.map(([key, value]) => (
          <Col key={key} xs={12} md={8} xl={r.coupon ? 6 : 4}>
            <Card size="small" className={styles.figure} data-testid={`results-${key}`}>
              <Statistic title={t(`results.figure.${key}`)} value={value} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card size="small" title={<h2 className={styles.cardTitle}>{t('results.chart.title')}</h2>}>
        {r.days.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('results.chart.none')} />
        ) : (
          <DailyChart days={r.days} />
        )}
      </Card>
      {r.days.length > 0 && <DaysTable days={r.days} />}
    </Flex>
  );
}

function DaysTable({ days }: { days: PromotionResults['days'] }) {
  const { t } = useTranslation('promotions');
  // Newest day first: the days a merchant checks most.
  const rows = [...days].reverse();
  return (
    <Card size="small" title={<h2 className={styles.cardTitle}>{t('results.table.title')}</h2>}>
      <Table
        rowKey="day"
        size="small"
        dataSource={rows}
        scroll={{ x: 640 }}
        pagination={rows.length > 14 && { pageSize: 14, showSizeChanger: false }}
        columns={[
          { key: 'day', title: t('results.table.day'), dataIndex: 'day' },
          {
            key: 'orders',
            title: t('results.figure.orders'),
            align: 'right',
            render: (_, d) => formatNumber(d.orders),
          },
          {
            key: 'buyers',
            title: t('results.figure.buyers'),
            align: 'right',
            render: (_, d) => formatNumber(d.buyers),
          },
          { key: 'units', title: t('results.figure.units'), align: 'right', render: (_, d) => formatNumber(d.units) },
          { key: 'gmv', title: t('results.figure.gmv'), align: 'right', render: (_, d) => formatBaht(d.gmv) },
          {
            key: 'discount',
            title: t('results.figure.discount'),
            align: 'right',
            render: (_, d) => formatBaht(d.discount),
          },
        ]}
      />
    </Card>
  );
}
