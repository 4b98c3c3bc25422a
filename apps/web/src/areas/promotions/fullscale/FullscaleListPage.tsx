import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { ACTIVITY_TABS } from '@sc/contract/activities.ts';
import { fullscaleList } from '@sc/contract/calls/fullscale.ts';
import { App, Button, Card, Empty, Flex, Form, Input, Popconfirm, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../../api/client.ts';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { formatNumber } from '../../../format/number-format.ts';
import { formatDateTime } from '../../../format/relative-time.ts';
import { PromotionStateTag } from '../PromotionStateTag.tsx';
import { ResultsLink } from '../results/ResultsLink.tsx';
import { TiersText } from './FullscaleTiersText.tsx';
import { fullscaleFormPath } from './fullscale-paths.ts';
import { type FullscaleListResult, type FullscaleRow, useFullscaleActions } from './fullscale-queries.ts';

type Filter = 'keyword';
const SHAPE = { filterKeys: ['keyword'] as const, tabs: ACTIVITY_TABS };

/** /promotion/fullscale (FUNC.promotions): the shop's full-amount and full-quantity discounts by state, with counts. */
export function FullscaleListPage() {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();

  const columns: TableColumnsType<FullscaleRow> = [
    {
      key: 'name',
      title: t('fullscale.column.name'),
      render: (_, r) => (
        <Flex vertical>
          <Typography.Text strong>{r.name}</Typography.Text>
          <Typography.Text type="secondary">
            <ScopeText row={r} />
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'tiers',
      title: t('fullscale.column.tiers'),
      width: 240,
      render: (_, r) => <TiersText kind={r.kind} rewardType={r.rewardType} tiers={r.tiers} />,
    },
    {
      key: 'time',
      title: t('fullscale.column.time'),
      width: 180,
      render: (_, r) => (
        <Flex vertical>
          <span>{formatDateTime(r.startTime)}</span>
          <span>{formatDateTime(r.endTime)}</span>
        </Flex>
      ),
    },
    {
      key: 'state',
      title: t('fullscale.column.state'),
      width: 130,
      render: (_, r) => <PromotionStateTag state={r.state}>{t(`fullscale.state.${r.state}`)}</PromotionStateTag>,
    },
    {
      key: 'actions',
      title: t('fullscale.column.actions'),
      width: 120,
      fixed: 'right',
      render: (_, r) => <RowActions row={r} />,
    },
  ];

  return (
    <ListPage<FullscaleRow, Filter, FullscaleListResult>
      call={fullscaleList}
      shape={SHAPE}
      load={(query, signal) =>
        api(
          fullscaleList,
          {
            tab: (ACTIVITY_TABS as readonly string[]).includes(query.tab)
              ? (query.tab as (typeof ACTIVITY_TABS)[number])
              : 'all',
            keyword: query.filters.keyword,
            page: { pageNum: query.pageNum, pageSize: query.pageSize },
          },
          { signal },
        )
      }
      rowKey={(r) => r.fullscaleId}
      columns={columns}
      cards={(r) => <FullscaleCard row={r} />}
      intro={<Typography.Paragraph type="secondary">{t('fullscale.list.intro')}</Typography.Paragraph>}
      search={{
        formName: 'fullscaleSearch',
        fields: (
          <Form.Item name="keyword" label={t('fullscale.list.keyword')}>
            <Input allowClear maxLength={40} placeholder={t('fullscale.list.keywordPlaceholder')} />
          </Form.Item>
        ),
      }}
      tabs={ACTIVITY_TABS.map((key) => ({ key, label: t(`fullscale.tab.${key}`) }))}
      tabCounts={(r) => r.tabCounts}
      tabsWrap
      tabsLabel={t('fullscale.column.state')}
      toolbar={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(fullscaleFormPath())}>
          {t('fullscale.list.create')}
        </Button>
      }
      empty={(query) => (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            query.tab === 'all' ? (
              <>
                <Typography.Text strong>{t('fullscale.list.empty')}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{t('fullscale.list.emptyHint')}</Typography.Text>
              </>
            ) : (
              t('fullscale.list.emptyTab')
            )
          }
        />
      )}
      scrollX={860}
    />
  );
}

function ScopeText({ row }: { row: FullscaleRow }) {
  const { t } = useTranslation('promotions');
  const scope = row.scope === 'all' ? t('fullscale.scopeAll') : t('fullscale.scopeSome', { count: row.productCount });
  return (
    <>
      {scope} · {t('fullscale.orders', { count: formatNumber(row.orderLines) })}
    </>
  );
}

/** One promotion on a phone (under 768 px). */
function FullscaleCard({ row }: { row: FullscaleRow }) {
  const { t } = useTranslation('promotions');
  return (
    <Card
      size="small"
      title={row.name}
      extra={<PromotionStateTag state={row.state}>{t(`fullscale.state.${row.state}`)}</PromotionStateTag>}
    >
      <Flex vertical gap={4}>
        <TiersText kind={row.kind} rewardType={row.rewardType} tiers={row.tiers} />
        <Typography.Text type="secondary">
          {formatDateTime(row.startTime)} – {formatDateTime(row.endTime)}
        </Typography.Text>
        <Typography.Text type="secondary">
          <ScopeText row={row} />
        </Typography.Text>
        <RowActions row={row} />
      </Flex>
    </Card>
  );
}

/** Edit before the start; stop while not over, behind a confirmation. */
function RowActions({ row }: { row: FullscaleRow }) {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const { message: toast } = App.useApp();
  const { stop } = useFullscaleActions();
  return (
    <Flex wrap>
      {row.state === 'not_started' && (
        <Button type="link" size="small" onClick={() => void navigate(fullscaleFormPath(row.fullscaleId))}>
          {t('fullscale.action.edit')}
        </Button>
      )}
      {row.state !== 'not_started' && <ResultsLink kind="fullscale" id={row.fullscaleId} name={row.name} />}
      {(row.state === 'not_started' || row.state === 'running') && (
        <Popconfirm
          title={t('fullscale.action.stopConfirm')}
          okText={t('fullscale.action.stop')}
          cancelText={t('common:cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() =>
            stop.mutateAsync(row.fullscaleId).then(
              () => toast.success(t('fullscale.action.stopped')),
              () => undefined, // the client has shown why
            )
          }
        >
          <Button type="link" size="small" danger aria-label={`${t('fullscale.action.stop')} ${row.name}`}>
            {t('fullscale.action.stop')}
          </Button>
        </Popconfirm>
      )}
    </Flex>
  );
}
