import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { ACTIVITY_TABS } from '@sc/contract/activities.ts';
import { plusOfferList } from '@sc/contract/calls/plusmember.ts';
import { PLUS_NAME_MAX } from '@sc/contract/plusmember.ts';
import { App, Button, Card, Empty, Flex, Form, Input, Popconfirm, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../../api/client.ts';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { formatNumber } from '../../../format/number-format.ts';
import { formatDateTime } from '../../../format/relative-time.ts';
import { PromotionStateTag } from '../PromotionStateTag.tsx';
import { ResultsLink } from '../results/ResultsLink.tsx';
import { PLUS_FORM_PATH } from './plus-paths.ts';
import { type PlusListResult, type PlusRow, usePlusActions } from './plus-queries.ts';

type Filter = 'keyword';
const SHAPE = { filterKeys: ['keyword'] as const, tabs: ACTIVITY_TABS };

/** /promotion/plusmember (FUNC.promotions): the shop's T Plus member offers by state, with counts. */
export function PlusListPage() {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();

  const columns: TableColumnsType<PlusRow> = [
    {
      key: 'name',
      title: t('plus.column.name'),
      render: (_, r) => <Typography.Text strong>{r.name}</Typography.Text>,
    },
    {
      key: 'skus',
      title: t('plus.column.skus'),
      width: 220,
      render: (_, r) => <SkusText row={r} />,
    },
    {
      key: 'time',
      title: t('plus.column.time'),
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
      title: t('plus.column.state'),
      width: 130,
      render: (_, r) => <PromotionStateTag state={r.state}>{t(`plus.state.${r.state}`)}</PromotionStateTag>,
    },
    {
      key: 'actions',
      title: t('plus.column.actions'),
      width: 100,
      fixed: 'right',
      render: (_, r) => <RowActions row={r} />,
    },
  ];

  return (
    <ListPage<PlusRow, Filter, PlusListResult>
      call={plusOfferList}
      shape={SHAPE}
      load={(query, signal) =>
        api(
          plusOfferList,
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
      rowKey={(r) => r.offerId}
      columns={columns}
      cards={(r) => <PlusCard row={r} />}
      intro={<Typography.Paragraph type="secondary">{t('plus.list.intro')}</Typography.Paragraph>}
      search={{
        formName: 'plusSearch',
        fields: (
          <Form.Item name="keyword" label={t('plus.list.keyword')}>
            <Input allowClear maxLength={PLUS_NAME_MAX} placeholder={t('plus.list.keywordPlaceholder')} />
          </Form.Item>
        ),
      }}
      tabs={ACTIVITY_TABS.map((key) => ({ key, label: t(`plus.tab.${key}`) }))}
      tabCounts={(r) => r.tabCounts}
      tabsWrap
      tabsLabel={t('plus.column.state')}
      toolbar={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(PLUS_FORM_PATH)}>
          {t('plus.list.create')}
        </Button>
      }
      empty={(query) => (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            query.tab === 'all' ? (
              <>
                <Typography.Text strong>{t('plus.list.empty')}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{t('plus.list.emptyHint')}</Typography.Text>
              </>
            ) : (
              t('plus.list.emptyTab')
            )
          }
        />
      )}
      scrollX={820}
    />
  );
}

function SkusText({ row }: { row: PlusRow }) {
  const { t } = useTranslation('promotions');
  return <>{t('plus.skusText', { count: formatNumber(row.skuCount), lines: formatNumber(row.orderLines) })}</>;
}

/** One offer on a phone (under 768 px). */
function PlusCard({ row }: { row: PlusRow }) {
  const { t } = useTranslation('promotions');
  return (
    <Card
      size="small"
      title={row.name}
      extra={<PromotionStateTag state={row.state}>{t(`plus.state.${row.state}`)}</PromotionStateTag>}
    >
      <Flex vertical gap={4}>
        <Typography.Text type="secondary">
          {formatDateTime(row.startTime)} – {formatDateTime(row.endTime)}
        </Typography.Text>
        <Typography.Text type="secondary">
          <SkusText row={row} />
        </Typography.Text>
        <RowActions row={row} />
      </Flex>
    </Card>
  );
}

/** Results once started; stop while not over. */
function RowActions({ row }: { row: PlusRow }) {
  return (
    <Flex wrap>
      {row.state !== 'not_started' && <ResultsLink kind="plusmember" id={row.offerId} name={row.name} />}
      <StopButton row={row} />
    </Flex>
  );
}

/** Stop while not over, behind a confirmation. */
function StopButton({ row }: { row: PlusRow }) {
  const { t } = useTranslation('promotions');
  const { message: toast } = App.useApp();
  const { stop } = usePlusActions();
  if (row.state !== 'not_started' && row.state !== 'running') return null;
  return (
    <Popconfirm
      title={t('plus.stopConfirm')}
      okText={t('plus.stop')}
      cancelText={t('common:cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={() =>
        stop.mutateAsync(row.offerId).then(
          () => toast.success(t('plus.stopped')),
          () => undefined, // the client has shown why
        )
      }
    >
      <Button type="link" size="small" danger aria-label={`${t('plus.stop')} ${row.name}`}>
        {t('plus.stop')}
      </Button>
    </Popconfirm>
  );
}
