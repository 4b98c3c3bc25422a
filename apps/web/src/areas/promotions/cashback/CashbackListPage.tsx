import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { ACTIVITY_TABS } from '@sc/contract/activities.ts';
import { cashbackList } from '@sc/contract/calls/cashback.ts';
import { CASHBACK_AFTER_RECEIPT_DAYS } from '@sc/contract/cashback.ts';
import { App, Button, Card, Empty, Flex, Form, Input, Popconfirm, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../../api/client.ts';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { formatNumber, formatPrice } from '../../../format/number-format.ts';
import { formatDateTime } from '../../../format/relative-time.ts';
import { PromotionStateTag } from '../PromotionStateTag.tsx';
import { cashbackFormPath } from './cashback-paths.ts';
import { type CashbackListResult, type CashbackRow, useCashbackActions } from './cashback-queries.ts';

type Filter = 'keyword';
const SHAPE = { filterKeys: ['keyword'] as const, tabs: ACTIVITY_TABS };

/** The rules of /promotion/cashback (FUNC.promotions) by state, with counts and each budget used. */
export function CashbackListPage() {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();

  const columns: TableColumnsType<CashbackRow> = [
    {
      key: 'name',
      title: t('cashback.column.name'),
      render: (_, r) => (
        <Flex vertical>
          <Typography.Text strong>{r.name}</Typography.Text>
          <Typography.Text type="secondary">{t('cashback.orders', { count: formatNumber(r.orders) })}</Typography.Text>
        </Flex>
      ),
    },
    { key: 'reward', title: t('cashback.column.reward'), width: 240, render: (_, r) => <RewardText row={r} /> },
    { key: 'budget', title: t('cashback.column.budget'), width: 190, render: (_, r) => <BudgetText row={r} /> },
    {
      key: 'time',
      title: t('cashback.column.time'),
      width: 170,
      render: (_, r) => (
        <Flex vertical>
          <span>{formatDateTime(r.startTime)}</span>
          <span>{formatDateTime(r.endTime)}</span>
        </Flex>
      ),
    },
    {
      key: 'state',
      title: t('cashback.column.state'),
      width: 130,
      render: (_, r) => <PromotionStateTag state={r.state}>{t(`cashback.state.${r.state}`)}</PromotionStateTag>,
    },
    {
      key: 'actions',
      title: t('cashback.column.actions'),
      width: 140,
      fixed: 'right',
      render: (_, r) => <RowActions row={r} />,
    },
  ];

  return (
    <ListPage<CashbackRow, Filter, CashbackListResult>
      call={cashbackList}
      shape={SHAPE}
      load={(query, signal) =>
        api(
          cashbackList,
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
      rowKey={(r) => r.cashbackId}
      columns={columns}
      cards={(r) => <CashbackCard row={r} />}
      intro={
        <Typography.Paragraph type="secondary">
          {t('cashback.list.intro', { days: CASHBACK_AFTER_RECEIPT_DAYS })}
        </Typography.Paragraph>
      }
      search={{
        formName: 'cashbackSearch',
        fields: (
          <Form.Item name="keyword" label={t('cashback.list.keyword')}>
            <Input allowClear maxLength={40} placeholder={t('cashback.list.keywordPlaceholder')} />
          </Form.Item>
        ),
      }}
      tabs={ACTIVITY_TABS.map((key) => ({ key, label: t(`cashback.tab.${key}`) }))}
      tabCounts={(r) => r.tabCounts}
      tabsWrap
      tabsLabel={t('cashback.column.state')}
      toolbar={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(cashbackFormPath())}>
          {t('cashback.list.create')}
        </Button>
      }
      empty={(query) => (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            query.tab === 'all' ? (
              <>
                <Typography.Text strong>{t('cashback.list.empty')}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{t('cashback.list.emptyHint')}</Typography.Text>
              </>
            ) : (
              t('cashback.list.emptyTab')
            )
          }
        />
      )}
      scrollX={1000}
    />
  );
}

function RewardText({ row }: { row: CashbackRow }) {
  const { t } = useTranslation('promotions');
  return (
    <span>
      {row.rewardType === 'amount'
        ? t('cashback.rewardAmount', { spend: formatPrice(row.minSpend), reward: formatPrice(row.reward) })
        : t('cashback.rewardPercent', {
            spend: formatPrice(row.minSpend),
            reward: row.reward,
            cap: formatPrice(row.cap ?? 0),
          })}
    </span>
  );
}

function BudgetText({ row }: { row: CashbackRow }) {
  const { t } = useTranslation('promotions');
  return <span>{t('cashback.budgetOf', { used: formatPrice(row.budgetUsed), budget: formatPrice(row.budget) })}</span>;
}

/** One rule on a phone (under 768 px). */
function CashbackCard({ row }: { row: CashbackRow }) {
  const { t } = useTranslation('promotions');
  return (
    <Card
      size="small"
      title={row.name}
      extra={<PromotionStateTag state={row.state}>{t(`cashback.state.${row.state}`)}</PromotionStateTag>}
    >
      <Flex vertical gap={4}>
        <RewardText row={row} />
        <Typography.Text type="secondary">
          {t('cashback.column.budget')}: <BudgetText row={row} />
        </Typography.Text>
        <Typography.Text type="secondary">
          {formatDateTime(row.startTime)} – {formatDateTime(row.endTime)}
        </Typography.Text>
        <RowActions row={row} />
      </Flex>
    </Card>
  );
}

/** Edit before the start; stop while not over, behind a confirmation. */
function RowActions({ row }: { row: CashbackRow }) {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const { message: toast } = App.useApp();
  const { stop } = useCashbackActions();
  return (
    <Flex wrap>
      {row.state === 'not_started' && (
        <Button type="link" size="small" onClick={() => void navigate(cashbackFormPath(row.cashbackId))}>
          {t('cashback.action.edit')}
        </Button>
      )}
      {(row.state === 'not_started' || row.state === 'running') && (
        <Popconfirm
          title={t('cashback.action.stopConfirm')}
          okText={t('cashback.action.stop')}
          cancelText={t('common:cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() =>
            stop.mutateAsync(row.cashbackId).then(
              () => toast.success(t('cashback.action.stopped')),
              () => undefined, // the client has shown why
            )
          }
        >
          <Button type="link" size="small" danger aria-label={`${t('cashback.action.stop')} ${row.name}`}>
            {t('cashback.action.stop')}
          </Button>
        </Popconfirm>
      )}
    </Flex>
  );
}
