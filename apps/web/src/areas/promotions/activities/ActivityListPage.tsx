import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { ACTIVITY_TABS, type ActivityState } from '@sc/contract/activities.ts';
import { activityList } from '@sc/contract/calls/activities.ts';
import { App, Button, Empty, Flex, Form, Input, Popconfirm, type TableColumnsType, Typography } from 'antd';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { api } from '../../../api/client.ts';
import { ListPage } from '../../../components/list/ListPage.tsx';
import card from '../../../components/mobile/MobileCard.module.css';
import { formatNumber } from '../../../format/number-format.ts';
import { formatDateTime } from '../../../format/relative-time.ts';
import { PromotionStateTag } from '../PromotionStateTag.tsx';
import { activityFormPath, activityItemsPath } from '../paths.ts';
import styles from '../promotions.module.css';
import { ResultsLink } from '../ResultsLink.tsx';
import { type ActivityListResult, type ActivityRow, useActivityActions } from './activity-queries.ts';

type Filter = 'keyword';
const SHAPE = { filterKeys: ['keyword'] as const, tabs: ACTIVITY_TABS };

/** /promotion/activity (FUNC.promotions): the shop's discounts by state, with counts, created and stopped here; cards on a phone. */
export default function ActivityListPage() {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();

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
      render: (_, r) => <StateTag state={r.state} />,
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
      render: (_, r) => <RowActions row={r} />,
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
      cards={(r) => <ActivityCard row={r} />}
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
      toolbar={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(activityFormPath())}>
          {t('activity.list.create')}
        </Button>
      }
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

function StateTag({ state }: { state: ActivityState }) {
  const { t } = useTranslation('promotions');
  return <PromotionStateTag state={state}>{t(`activity.state.${state}`)}</PromotionStateTag>;
}

/** One discount on a phone (under 768 px): its name opens its products, its actions in view. */
function ActivityCard({ row: a }: { row: ActivityRow }) {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const open = (e: MouseEvent) => {
    if ((e.target as HTMLElement).closest('a, button, .ant-popover')) return;
    void navigate(activityItemsPath(a.activityId));
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the name inside is the keyboard's link; the card widens the target for a thumb.
    <article className={card.card} data-activity={a.activityId} onClick={open}>
      <div className={card.row}>
        <Link to={activityItemsPath(a.activityId)} className={styles.couponName}>
          {a.name}
        </Link>
        <StateTag state={a.state} />
      </div>
      <Typography.Text type="secondary" className={card.small}>
        {formatDateTime(a.startTime)} – {formatDateTime(a.endTime)}
      </Typography.Text>
      <div className={card.row}>
        <Typography.Text className={card.small}>
          {t('activity.figures', { products: formatNumber(a.productCount), skus: formatNumber(a.skuCount) })}
        </Typography.Text>
        <Typography.Text className={card.small}>
          {t('activity.items.sold', { sold: formatNumber(a.soldUnits) })}
        </Typography.Text>
      </div>
      <div className={styles.cardActions}>
        <RowActions row={a} inline />
      </div>
    </article>
  );
}

/** Edit and set prices before the start; view the products after; stop while not over (a column, or a row on a card). */
function RowActions({ row, inline = false }: { row: ActivityRow; inline?: boolean }) {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const { message: toast } = App.useApp();
  const { stop } = useActivityActions();
  const editable = row.state === 'not_started';
  return (
    <Flex vertical={!inline} align={inline ? 'center' : 'flex-start'} wrap gap={inline ? 8 : 0}>
      {editable && (
        <Button type="link" size="small" onClick={() => void navigate(activityFormPath(row.activityId))}>
          {t('activity.action.edit')}
        </Button>
      )}
      <Button type="link" size="small" onClick={() => void navigate(activityItemsPath(row.activityId))}>
        {editable ? t('activity.action.products') : t('activity.action.view')}
      </Button>
      {!editable && <ResultsLink kind="activity" id={row.activityId} name={row.name} />}
      {(row.state === 'not_started' || row.state === 'running') && (
        <Popconfirm
          title={t('activity.action.stopConfirm')}
          okText={t('activity.action.stop')}
          cancelText={t('common:cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() =>
            stop.mutateAsync(row.activityId).then(
              () => toast.success(t('activity.action.stopped')),
              () => undefined, // the client has shown why
            )
          }
        >
          <Button type="link" size="small" danger>
            {t('activity.action.stop')}
          </Button>
        </Popconfirm>
      )}
    </Flex>
  );
}
