import { ACTIVITY_TABS } from '@sc/contract/activities.ts';
import { activityList } from '@sc/contract/calls/activities.ts';
import { Empty, Flex, Form, Grid, Input, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client.ts';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { formatNumber } from '../../../format/number-format.ts';
import { formatDateTime } from '../../../format/relative-time.ts';
import { ActivityRowActions, ActivityStateTag, CreateActivityButton } from './ActivityBits.tsx';
import { ActivityCards } from './ActivityCards.tsx';
import type { ActivityListResult, ActivityRow } from './activity-queries.ts';

type Filter = 'keyword';
const SHAPE = { filterKeys: ['keyword'] as const, tabs: ACTIVITY_TABS };

/** /promotion/activity (FUNC.promotions): the shop's discounts by state, with counts, created and stopped here; cards on a phone. */
export default function ActivityListPage() {
  const narrow = Grid.useBreakpoint().md === false;
  return narrow ? <ActivityCards /> : <ActivityTable />;
}

function ActivityTable() {
  const { t } = useTranslation('promotions');

  const columns: TableColumnsType<ActivityRow> = [
    {
      key: 'name',
      title: t('activity.column.name'),
      render: (_, r) => (
        <Flex vertical>
          <Typography.Text strong>{r.name}</Typography.Text>
          <Typography.Text type="secondary">
            {t('activity.figures', { products: formatNumber(r.productCount), skus: formatNumber(r.skuCount) })}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'time',
      title: t('activity.column.time'),
      width: 190,
      render: (_, r) => (
        <Flex vertical>
          <span>{formatDateTime(r.startTime)}</span>
          <span>{formatDateTime(r.endTime)}</span>
        </Flex>
      ),
    },
    {
      key: 'state',
      title: t('activity.column.state'),
      width: 130,
      render: (_, r) => <ActivityStateTag state={r.state} />,
    },
    {
      key: 'sold',
      title: t('activity.column.sold'),
      width: 150,
      align: 'right',
      render: (_, r) => formatNumber(r.soldUnits),
    },
    {
      key: 'actions',
      title: t('activity.column.actions'),
      width: 170,
      fixed: 'right',
      render: (_, r) => <ActivityRowActions row={r} />,
    },
  ];

  return (
    <ListPage<ActivityRow, Filter, ActivityListResult>
      call={activityList}
      shape={SHAPE}
      load={(query, signal) =>
        api(
          activityList,
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
      rowKey={(r) => r.activityId}
      columns={columns}
      intro={<Typography.Paragraph type="secondary">{t('activity.list.intro')}</Typography.Paragraph>}
      search={{
        formName: 'activitySearch',
        fields: (
          <Form.Item name="keyword" label={t('activity.list.keyword')}>
            <Input allowClear maxLength={40} placeholder={t('activity.list.keywordPlaceholder')} />
          </Form.Item>
        ),
      }}
      tabs={ACTIVITY_TABS.map((key) => ({ key, label: t(`activity.tab.${key}`) }))}
      tabCounts={(r) => r.tabCounts}
      tabsWrap
      tabsLabel={t('activity.column.state')}
      toolbar={<CreateActivityButton />}
      empty={(query) => (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            query.tab === 'all' ? (
              <>
                <Typography.Text strong>{t('activity.list.empty')}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{t('activity.list.emptyHint')}</Typography.Text>
              </>
            ) : (
              t('activity.list.emptyTab')
            )
          }
        />
      )}
      scrollX={820}
    />
  );
}
