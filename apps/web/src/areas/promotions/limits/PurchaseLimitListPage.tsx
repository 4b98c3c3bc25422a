import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { ACTIVITY_TABS } from '@sc/contract/activities.ts';
import { purchaseLimitList } from '@sc/contract/calls/purchase-limits.ts';
import { App, Button, Card, Empty, Flex, Form, Input, Popconfirm, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../../api/client.ts';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { formatNumber } from '../../../format/number-format.ts';
import { formatDateTime } from '../../../format/relative-time.ts';
import { PromotionStateTag } from '../PromotionStateTag.tsx';
import { limitFormPath } from './limit-paths.ts';
import { type LimitListResult, type LimitRow, usePurchaseLimitActions } from './limit-queries.ts';

type Filter = 'keyword';
const SHAPE = { filterKeys: ['keyword'] as const, tabs: ACTIVITY_TABS };

/** /promotion/purchaselimit (FUNC.promotions): the shop's purchase limits by state, with counts. */
export function PurchaseLimitListPage() {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();

  const columns: TableColumnsType<LimitRow> = [
    {
      key: 'name',
      title: t('limit.column.name'),
      render: (_, r) => (
        <Flex vertical>
          <Typography.Text strong>{r.name}</Typography.Text>
          <Typography.Text type="secondary">{t('limit.skus', { count: r.skuCount })}</Typography.Text>
        </Flex>
      ),
    },
    { key: 'limit', title: t('limit.column.limit'), width: 220, render: (_, r) => <LimitText row={r} /> },
    { key: 'time', title: t('limit.column.time'), width: 190, render: (_, r) => <WindowText row={r} /> },
    {
      key: 'state',
      title: t('limit.column.state'),
      width: 130,
      render: (_, r) => <PromotionStateTag state={r.state}>{t(`limit.state.${r.state}`)}</PromotionStateTag>,
    },
    {
      key: 'actions',
      title: t('limit.column.actions'),
      width: 140,
      fixed: 'right',
      render: (_, r) => <RowActions row={r} />,
    },
  ];

  return (
    <ListPage<LimitRow, Filter, LimitListResult>
      call={purchaseLimitList}
      shape={SHAPE}
      load={(query, signal) =>
        api(
          purchaseLimitList,
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
      rowKey={(r) => r.purchaseLimitId}
      columns={columns}
      cards={(r) => <LimitCard row={r} />}
      intro={<Typography.Paragraph type="secondary">{t('limit.list.intro')}</Typography.Paragraph>}
      search={{
        formName: 'limitSearch',
        fields: (
          <Form.Item name="keyword" label={t('limit.list.keyword')}>
            <Input allowClear maxLength={40} placeholder={t('limit.list.keywordPlaceholder')} />
          </Form.Item>
        ),
      }}
      tabs={ACTIVITY_TABS.map((key) => ({ key, label: t(`limit.tab.${key}`) }))}
      tabCounts={(r) => r.tabCounts}
      tabsWrap
      tabsLabel={t('limit.column.state')}
      toolbar={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(limitFormPath())}>
          {t('limit.list.create')}
        </Button>
      }
      empty={(query) => (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            query.tab === 'all' ? (
              <>
                <Typography.Text strong>{t('limit.list.empty')}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{t('limit.list.emptyHint')}</Typography.Text>
              </>
            ) : (
              t('limit.list.emptyTab')
            )
          }
        />
      )}
      scrollX={860}
    />
  );
}

function LimitText({ row }: { row: LimitRow }) {
  const { t } = useTranslation('promotions');
  return (
    <Flex vertical>
      <span>{row.limitQty > 0 ? t('limit.perBuyer', { count: formatNumber(row.limitQty) }) : t('limit.noLimit')}</span>
      <Typography.Text type="secondary">
        {row.periodDays > 0 ? t('limit.period', { days: row.periodDays }) : t('limit.untilStopped')}
      </Typography.Text>
    </Flex>
  );
}

function WindowText({ row }: { row: LimitRow }) {
  const { t } = useTranslation('promotions');
  return (
    <Flex vertical>
      <span>{formatDateTime(row.startTime)}</span>
      <span>{row.endTime ? formatDateTime(row.endTime) : t('limit.untilStopped')}</span>
    </Flex>
  );
}

/** One rule on a phone (under 768 px). */
function LimitCard({ row }: { row: LimitRow }) {
  const { t } = useTranslation('promotions');
  return (
    <Card
      size="small"
      title={row.name}
      extra={<PromotionStateTag state={row.state}>{t(`limit.state.${row.state}`)}</PromotionStateTag>}
    >
      <Flex vertical gap={4}>
        <LimitText row={row} />
        <Typography.Text type="secondary">
          {formatDateTime(row.startTime)} – {row.endTime ? formatDateTime(row.endTime) : t('limit.untilStopped')}
        </Typography.Text>
        <Typography.Text type="secondary">{t('limit.skus', { count: row.skuCount })}</Typography.Text>
        <RowActions row={row} />
      </Flex>
    </Card>
  );
}

/** Edit before the start; stop while not over, behind a confirmation. */
function RowActions({ row }: { row: LimitRow }) {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const { message: toast } = App.useApp();
  const { stop } = usePurchaseLimitActions();
  return (
    <Flex wrap>
      {row.state === 'not_started' && (
        <Button type="link" size="small" onClick={() => void navigate(limitFormPath(row.purchaseLimitId))}>
          {t('limit.action.edit')}
        </Button>
      )}
      {(row.state === 'not_started' || row.state === 'running') && (
        <Popconfirm
          title={t('limit.action.stopConfirm')}
          okText={t('limit.action.stop')}
          cancelText={t('common:cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() =>
            stop.mutateAsync(row.purchaseLimitId).then(
              () => toast.success(t('limit.action.stopped')),
              () => undefined, // the client has shown why
            )
          }
        >
          <Button type="link" size="small" danger aria-label={`${t('limit.action.stop')} ${row.name}`}>
            {t('limit.action.stop')}
          </Button>
        </Popconfirm>
      )}
    </Flex>
  );
}
