import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { ACTIVITY_TABS } from '@sc/contract/activities.ts';
import { addonList } from '@sc/contract/calls/addon.ts';
import { App, Button, Card, Empty, Flex, Form, Input, Popconfirm, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../../api/client.ts';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { formatNumber } from '../../../format/number-format.ts';
import { formatDateTime } from '../../../format/relative-time.ts';
import { PromotionStateTag } from '../PromotionStateTag.tsx';
import { ResultsLink } from '../results/ResultsLink.tsx';
import { addonFormPath } from './addon-paths.ts';
import { type AddonListResult, type AddonRow, useAddonActions } from './addon-queries.ts';

type Filter = 'keyword';
const SHAPE = { filterKeys: ['keyword'] as const, tabs: ACTIVITY_TABS };

/** /promotion/pricincrease (FUNC.promotions): the shop's add-on deals by state, with counts. */
export function AddonListPage() {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();

  const columns: TableColumnsType<AddonRow> = [
    {
      key: 'name',
      title: t('addon.column.name'),
      render: (_, r) => (
        <Flex vertical>
          <Typography.Text strong>{r.name}</Typography.Text>
          <Typography.Text type="secondary">{t('addon.perOrder', { count: r.perOrder })}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'parts',
      title: t('addon.column.parts'),
      width: 260,
      render: (_, r) => <Parts row={r} />,
    },
    {
      key: 'time',
      title: t('addon.column.time'),
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
      title: t('addon.column.state'),
      width: 130,
      render: (_, r) => <PromotionStateTag state={r.state}>{t(`addon.state.${r.state}`)}</PromotionStateTag>,
    },
    {
      key: 'actions',
      title: t('addon.column.actions'),
      width: 120,
      fixed: 'right',
      render: (_, r) => <RowActions row={r} />,
    },
  ];

  return (
    <ListPage<AddonRow, Filter, AddonListResult>
      call={addonList}
      shape={SHAPE}
      load={(query, signal) =>
        api(
          addonList,
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
      rowKey={(r) => r.addonId}
      columns={columns}
      cards={(r) => <AddonCard row={r} />}
      intro={<Typography.Paragraph type="secondary">{t('addon.list.intro')}</Typography.Paragraph>}
      search={{
        formName: 'addonSearch',
        fields: (
          <Form.Item name="keyword" label={t('addon.list.keyword')}>
            <Input allowClear maxLength={40} placeholder={t('addon.list.keywordPlaceholder')} />
          </Form.Item>
        ),
      }}
      tabs={ACTIVITY_TABS.map((key) => ({ key, label: t(`addon.tab.${key}`) }))}
      tabCounts={(r) => r.tabCounts}
      tabsWrap
      tabsLabel={t('addon.column.state')}
      toolbar={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(addonFormPath())}>
          {t('addon.list.create')}
        </Button>
      }
      empty={(query) => (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            query.tab === 'all' ? (
              <>
                <Typography.Text strong>{t('addon.list.empty')}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{t('addon.list.emptyHint')}</Typography.Text>
              </>
            ) : (
              t('addon.list.emptyTab')
            )
          }
        />
      )}
      scrollX={860}
    />
  );
}

function Parts({ row }: { row: AddonRow }) {
  const { t } = useTranslation('promotions');
  return (
    <Flex vertical>
      <span>{t('addon.parts', { mains: formatNumber(row.mainCount), skus: formatNumber(row.skuCount) })}</span>
      <Typography.Text type="secondary">{t('addon.sold', { count: formatNumber(row.sold) })}</Typography.Text>
    </Flex>
  );
}

/** One deal on a phone (under 768 px). */
function AddonCard({ row }: { row: AddonRow }) {
  const { t } = useTranslation('promotions');
  return (
    <Card
      size="small"
      title={row.name}
      extra={<PromotionStateTag state={row.state}>{t(`addon.state.${row.state}`)}</PromotionStateTag>}
    >
      <Flex vertical gap={4}>
        <Parts row={row} />
        <Typography.Text type="secondary">{t('addon.perOrder', { count: row.perOrder })}</Typography.Text>
        <Typography.Text type="secondary">
          {formatDateTime(row.startTime)} – {formatDateTime(row.endTime)}
        </Typography.Text>
        <RowActions row={row} />
      </Flex>
    </Card>
  );
}

/** Edit before the start; results once started; stop while not over, behind a confirmation. */
function RowActions({ row }: { row: AddonRow }) {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const { message: toast } = App.useApp();
  const { stop } = useAddonActions();
  return (
    <Flex wrap>
      {row.state === 'not_started' && (
        <Button type="link" size="small" onClick={() => void navigate(addonFormPath(row.addonId))}>
          {t('addon.action.edit')}
        </Button>
      )}
      {row.state !== 'not_started' && <ResultsLink kind="addon" id={row.addonId} name={row.name} />}
      {(row.state === 'not_started' || row.state === 'running') && (
        <Popconfirm
          title={t('addon.action.stopConfirm')}
          okText={t('addon.action.stop')}
          cancelText={t('common:cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() =>
            stop.mutateAsync(row.addonId).then(
              () => toast.success(t('addon.action.stopped')),
              () => undefined, // the client has shown why
            )
          }
        >
          <Button type="link" size="small" danger aria-label={`${t('addon.action.stop')} ${row.name}`}>
            {t('addon.action.stop')}
          </Button>
        </Popconfirm>
      )}
    </Flex>
  );
}
