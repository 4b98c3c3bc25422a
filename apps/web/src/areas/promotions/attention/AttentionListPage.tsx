import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { followCardList } from '@sc/contract/calls/follow.ts';
import { COUPON_TABS, type CouponState, STOPPABLE_COUPON_STATE } from '@sc/contract/promotions.ts';
import {
  App,
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Popconfirm,
  Row,
  Skeleton,
  Statistic,
  type TableColumnsType,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../../api/client.ts';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { formatNumber } from '../../../format/number-format.ts';
import { formatDateTime } from '../../../format/relative-time.ts';
import { CouponStateTag, useOfferText } from '../CouponBits.tsx';
import { ATTENTION_FORM_PATH } from '../paths.ts';
import { type FollowListResult, type FollowRow, useFollowActions, useFollowSummary } from './attention-queries.ts';

type Filter = never;
const SHAPE = { filterKeys: [] as const, tabs: COUPON_TABS };

/** /promotion/attention (FUNC.promotions): followers, the follow coupon granting now, and every follow coupon by state. */
export function AttentionListPage() {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const offer = useOfferText();

  const columns: TableColumnsType<FollowRow> = [
    {
      key: 'coupon',
      title: t('attention.column.coupon'),
      render: (_, r) => (
        <Flex vertical>
          <Typography.Text strong>{r.name}</Typography.Text>
          <Typography.Text type="secondary">{offer(r)}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'time',
      title: t('attention.column.time'),
      width: 180,
      render: (_, r) => (
        <Flex vertical>
          <span>{formatDateTime(r.grantStart)}</span>
          <span>{formatDateTime(r.grantEnd)}</span>
        </Flex>
      ),
    },
    {
      key: 'counts',
      title: t('attention.column.counts'),
      width: 200,
      render: (_, r) => <CountsText row={r} />,
    },
    {
      key: 'state',
      title: t('attention.column.state'),
      width: 120,
      render: (_, r) => <CouponStateTag state={r.state} />,
    },
    {
      key: 'actions',
      title: t('attention.column.actions'),
      width: 100,
      fixed: 'right',
      render: (_, r) => <StopButton row={r} />,
    },
  ];

  return (
    <ListPage<FollowRow, Filter, FollowListResult>
      call={followCardList}
      shape={SHAPE}
      load={(query, signal) =>
        api(
          followCardList,
          {
            tab: (COUPON_TABS as readonly string[]).includes(query.tab)
              ? (query.tab as (typeof COUPON_TABS)[number])
              : 'all',
            page: { pageNum: query.pageNum, pageSize: query.pageSize },
          },
          { signal },
        )
      }
      rowKey={(r) => r.couponId}
      columns={columns}
      cards={(r) => <FollowCard row={r} />}
      intro={<Summary />}
      tabs={COUPON_TABS.map((key) => ({ key, label: t(`tab.${key}`) }))}
      tabCounts={(r) => r.tabCounts}
      tabsWrap
      tabsLabel={t('attention.column.state')}
      toolbar={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(ATTENTION_FORM_PATH)}>
          {t('attention.create')}
        </Button>
      }
      empty={(query) => (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            query.tab === 'all' ? (
              <>
                <Typography.Text strong>{t('attention.empty')}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{t('attention.emptyHint')}</Typography.Text>
              </>
            ) : (
              t('attention.emptyTab')
            )
          }
        />
      )}
      scrollX={820}
    />
  );
}

/** The follower count and the follow coupon granting now with its received and used counts. */
function Summary() {
  const { t } = useTranslation('promotions');
  const offer = useOfferText();
  const summary = useFollowSummary();
  const running = summary.data?.granting ?? null;
  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('attention.intro')}
      </Typography.Paragraph>
      {summary.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <Row gutter={[16, 16]} data-testid="follow-summary">
          <Col xs={24} md={6}>
            <Card size="small">
              <Statistic title={t('attention.followers')} value={formatNumber(summary.data?.followers ?? 0)} />
            </Card>
          </Col>
          <Col xs={24} md={18}>
            <Card size="small" title={t('attention.running')}>
              {running ? (
                <Flex gap={24} wrap align="center">
                  <Flex vertical>
                    <Typography.Text strong>{running.name}</Typography.Text>
                    <Typography.Text type="secondary">{offer(running)}</Typography.Text>
                  </Flex>
                  <Statistic title={t('attention.received')} value={formatNumber(running.receivedCount)} />
                  <Statistic title={t('attention.used')} value={formatNumber(running.usedCount)} />
                </Flex>
              ) : (
                <Typography.Text type="secondary">{t('attention.noneRunning')}</Typography.Text>
              )}
            </Card>
          </Col>
        </Row>
      )}
    </Flex>
  );
}

function CountsText({ row }: { row: FollowRow }) {
  const { t } = useTranslation('promotions');
  return (
    <>
      {t('attention.countsText', {
        received: formatNumber(row.receivedCount),
        quantity: formatNumber(row.quantity),
        used: formatNumber(row.usedCount),
      })}
    </>
  );
}

/** One follow coupon on a phone (under 768 px). */
function FollowCard({ row }: { row: FollowRow }) {
  const { t } = useTranslation('promotions');
  const offer = useOfferText();
  return (
    <Card size="small" title={row.name} extra={<CouponStateTag state={row.state} />}>
      <Flex vertical gap={4}>
        <Typography.Text>{offer(row)}</Typography.Text>
        <Typography.Text type="secondary">
          {formatDateTime(row.grantStart)} – {formatDateTime(row.grantEnd)}
        </Typography.Text>
        <Typography.Text type="secondary">
          <CountsText row={row} />
        </Typography.Text>
        <Typography.Text type="secondary">{t('attention.validFor', { days: row.validityDays })}</Typography.Text>
        <StopButton row={row} />
      </Flex>
    </Card>
  );
}

/** Stop while it may still be stopped, behind a confirmation. */
function StopButton({ row }: { row: FollowRow }) {
  const { t } = useTranslation('promotions');
  const { message: toast } = App.useApp();
  const { stop } = useFollowActions();
  if (!(STOPPABLE_COUPON_STATE as readonly CouponState[]).includes(row.state)) return null;
  return (
    <Popconfirm
      title={t('attention.stopConfirm')}
      okText={t('attention.stop')}
      cancelText={t('common:cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={() =>
        stop.mutateAsync(row.couponId).then(
          () => toast.success(t('attention.stopped')),
          () => undefined, // the client has shown why
        )
      }
    >
      <Button type="link" size="small" danger aria-label={`${t('attention.stop')} ${row.name}`}>
        {t('attention.stop')}
      </Button>
    </Popconfirm>
  );
}
