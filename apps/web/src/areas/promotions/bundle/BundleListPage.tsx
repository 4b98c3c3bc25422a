import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { ACTIVITY_TABS } from '@sc/contract/activities.ts';
import { bundleList } from '@sc/contract/calls/bundle.ts';
import { App, Button, Card, Empty, Flex, Form, Input, Popconfirm, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../../api/client.ts';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { formatBaht } from '../../../components/money/format-baht.ts';
import { formatNumber } from '../../../format/number-format.ts';
import { formatDateTime } from '../../../format/relative-time.ts';
import { PromotionStateTag } from '../PromotionStateTag.tsx';
import { ResultsLink } from '../results/ResultsLink.tsx';
import { BUNDLE_NEW_PATH, bundleConfPath } from './bundle-paths.ts';
import { type BundleListResult, type BundleRow, useBundleActions } from './bundle-queries.ts';

type Filter = 'keyword';
const SHAPE = { filterKeys: ['keyword'] as const, tabs: ACTIVITY_TABS };

/** /promotion/setmeal (FUNC.bundles): the shop's bundles by state, with counts. */
export default function BundleListPage() {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();

  const columns: TableColumnsType<BundleRow> = [
    {
      key: 'name',
      title: t('bundle.column.name'),
      render: (_, r) => (
        <Flex vertical>
          <Typography.Text strong>{r.name}</Typography.Text>
          <Typography.Text type="secondary">
            {t('bundle.items', { mains: formatNumber(r.mainCount), addons: formatNumber(r.addonCount) })}
          </Typography.Text>
        </Flex>
      ),
    },
    { key: 'price', title: t('bundle.column.price'), width: 260, render: (_, r) => <Prices row={r} /> },
    {
      key: 'time',
      title: t('bundle.column.time'),
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
      title: t('bundle.column.state'),
      width: 130,
      render: (_, r) => <PromotionStateTag state={r.state}>{t(`bundle.state.${r.state}`)}</PromotionStateTag>,
    },
    {
      key: 'actions',
      title: t('bundle.column.actions'),
      width: 150,
      fixed: 'right',
      render: (_, r) => <RowActions row={r} />,
    },
  ];

  return (
    <ListPage<BundleRow, Filter, BundleListResult>
      call={bundleList}
      shape={SHAPE}
      load={(query, signal) =>
        api(
          bundleList,
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
      rowKey={(r) => r.bundleId}
      columns={columns}
      cards={(r) => <BundleCard row={r} />}
      intro={<Typography.Paragraph type="secondary">{t('bundle.list.intro')}</Typography.Paragraph>}
      search={{
        formName: 'bundleSearch',
        fields: (
          <Form.Item name="keyword" label={t('bundle.list.keyword')}>
            <Input allowClear maxLength={40} placeholder={t('bundle.list.keywordPlaceholder')} />
          </Form.Item>
        ),
      }}
      tabs={ACTIVITY_TABS.map((key) => ({ key, label: t(`bundle.tab.${key}`) }))}
      tabCounts={(r) => r.tabCounts}
      tabsWrap
      tabsLabel={t('bundle.column.state')}
      toolbar={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(BUNDLE_NEW_PATH)}>
          {t('bundle.list.create')}
        </Button>
      }
      empty={(query) => (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            query.tab === 'all' ? (
              <>
                <Typography.Text strong>{t('bundle.list.empty')}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{t('bundle.list.emptyHint')}</Typography.Text>
              </>
            ) : (
              t('bundle.list.emptyTab')
            )
          }
        />
      )}
      scrollX={900}
    />
  );
}

function Prices({ row }: { row: BundleRow }) {
  const { t } = useTranslation('promotions');
  return (
    <Flex vertical>
      <span>{t('bundle.price', { price: formatBaht(row.packagePrice), combined: formatBaht(row.combinedPrice) })}</span>
      <Typography.Text type="secondary">
        {t('bundle.sold', { sold: formatNumber(row.sold), stock: formatNumber(row.stock) })}
      </Typography.Text>
    </Flex>
  );
}

/** One bundle on a phone (under 768 px). */
function BundleCard({ row }: { row: BundleRow }) {
  const { t } = useTranslation('promotions');
  return (
    <Card
      size="small"
      title={row.name}
      extra={<PromotionStateTag state={row.state}>{t(`bundle.state.${row.state}`)}</PromotionStateTag>}
    >
      <Flex vertical gap={4}>
        <Prices row={row} />
        <Typography.Text type="secondary">
          {t('bundle.items', { mains: formatNumber(row.mainCount), addons: formatNumber(row.addonCount) })}
        </Typography.Text>
        <Typography.Text type="secondary">
          {formatDateTime(row.startTime)} – {formatDateTime(row.endTime)}
        </Typography.Text>
        <RowActions row={row} />
      </Flex>
    </Card>
  );
}

/** Edit before the start, view after; results once started; stop while not over, behind a confirmation. */
function RowActions({ row }: { row: BundleRow }) {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const { message: toast } = App.useApp();
  const { stop } = useBundleActions();
  return (
    <Flex wrap>
      <Button
        type="link"
        size="small"
        aria-label={`${t(row.state === 'not_started' ? 'bundle.action.edit' : 'bundle.action.view')} ${row.name}`}
        onClick={() => void navigate(bundleConfPath(row.bundleId))}
      >
        {t(row.state === 'not_started' ? 'bundle.action.edit' : 'bundle.action.view')}
      </Button>
      {row.state !== 'not_started' && <ResultsLink kind="bundle" id={row.bundleId} name={row.name} />}
      {(row.state === 'not_started' || row.state === 'running') && (
        <Popconfirm
          title={t('bundle.action.stopConfirm')}
          okText={t('bundle.action.stop')}
          cancelText={t('common:cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() =>
            stop.mutateAsync(row.bundleId).then(
              () => toast.success(t('bundle.action.stopped')),
              () => undefined, // the client has shown why
            )
          }
        >
          <Button type="link" size="small" danger aria-label={`${t('bundle.action.stop')} ${row.name}`}>
            {t('bundle.action.stop')}
          </Button>
        </Popconfirm>
      )}
    </Flex>
  );
}
