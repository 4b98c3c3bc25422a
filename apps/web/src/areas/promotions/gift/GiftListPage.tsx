import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { ACTIVITY_TABS } from '@sc/contract/activities.ts';
import { giftList } from '@sc/contract/calls/gift.ts';
import { GIFT_TITLE_MAX } from '@sc/contract/gift.ts';
import { App, Button, Card, Empty, Flex, Form, Input, Popconfirm, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../../api/client.ts';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { formatNumber } from '../../../format/number-format.ts';
import { formatDateTime } from '../../../format/relative-time.ts';
import { PromotionStateTag } from '../PromotionStateTag.tsx';
import { ResultsLink } from '../results/ResultsLink.tsx';
import { giftDetailsPath, giftFormPath } from './gift-paths.ts';
import { type GiftListResult, type GiftRow, useGiftActions } from './gift-queries.ts';

type Filter = 'keyword';
const SHAPE = { filterKeys: ['keyword'] as const, tabs: ACTIVITY_TABS };

/** /promotion/gift (FUNC.gifts): the shop's gift activities by state, with counts. */
export default function GiftListPage() {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();

  const columns: TableColumnsType<GiftRow> = [
    {
      key: 'name',
      title: t('gift.column.name'),
      render: (_, r) => (
        <Flex vertical>
          <Typography.Text strong>{r.name}</Typography.Text>
          <Typography.Text type="secondary">
            {t('gift.rule', { threshold: r.threshold, perOrder: r.perOrder })}
          </Typography.Text>
          <Typography.Text type="secondary">{t('gift.mains', { count: r.mainCount })}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'gift',
      title: t('gift.column.gift'),
      width: 240,
      render: (_, r) => <GiftPart row={r} />,
    },
    {
      key: 'time',
      title: t('gift.column.time'),
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
      title: t('gift.column.state'),
      width: 130,
      render: (_, r) => <PromotionStateTag state={r.state}>{t(`gift.state.${r.state}`)}</PromotionStateTag>,
    },
    {
      key: 'actions',
      title: t('gift.column.actions'),
      width: 150,
      fixed: 'right',
      render: (_, r) => <RowActions row={r} />,
    },
  ];

  return (
    <ListPage<GiftRow, Filter, GiftListResult>
      call={giftList}
      shape={SHAPE}
      load={(query, signal) =>
        api(
          giftList,
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
      rowKey={(r) => r.giftId}
      columns={columns}
      cards={(r) => <GiftCard row={r} />}
      intro={<Typography.Paragraph type="secondary">{t('gift.list.intro')}</Typography.Paragraph>}
      search={{
        formName: 'giftSearch',
        fields: (
          <Form.Item name="keyword" label={t('gift.list.keyword')}>
            <Input allowClear maxLength={GIFT_TITLE_MAX} placeholder={t('gift.list.keywordPlaceholder')} />
          </Form.Item>
        ),
      }}
      tabs={ACTIVITY_TABS.map((key) => ({ key, label: t(`gift.tab.${key}`) }))}
      tabCounts={(r) => r.tabCounts}
      tabsWrap
      tabsLabel={t('gift.column.state')}
      toolbar={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(giftFormPath())}>
          {t('gift.list.create')}
        </Button>
      }
      empty={(query) => (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            query.tab === 'all' ? (
              <>
                <Typography.Text strong>{t('gift.list.empty')}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{t('gift.list.emptyHint')}</Typography.Text>
              </>
            ) : (
              t('gift.list.emptyTab')
            )
          }
        />
      )}
      scrollX={900}
    />
  );
}

function GiftPart({ row }: { row: GiftRow }) {
  const { t } = useTranslation('promotions');
  return (
    <Flex vertical>
      <span>
        {row.giftTitle} · SKU {row.giftSkuId}
      </span>
      <Typography.Text type="secondary">
        {t('gift.given', { given: formatNumber(row.given), stock: formatNumber(row.giftStock) })}
      </Typography.Text>
    </Flex>
  );
}

/** One activity on a phone (under 768 px). */
function GiftCard({ row }: { row: GiftRow }) {
  const { t } = useTranslation('promotions');
  return (
    <Card
      size="small"
      title={row.name}
      extra={<PromotionStateTag state={row.state}>{t(`gift.state.${row.state}`)}</PromotionStateTag>}
    >
      <Flex vertical gap={4}>
        <GiftPart row={row} />
        <Typography.Text type="secondary">
          {t('gift.rule', { threshold: row.threshold, perOrder: row.perOrder })}
        </Typography.Text>
        <Typography.Text type="secondary">
          {formatDateTime(row.startTime)} – {formatDateTime(row.endTime)}
        </Typography.Text>
        <RowActions row={row} />
      </Flex>
    </Card>
  );
}

/** Details always; edit before the start; results once started; stop while not over, behind a confirmation. */
function RowActions({ row }: { row: GiftRow }) {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const { message: toast } = App.useApp();
  const { stop } = useGiftActions();
  return (
    <Flex wrap>
      <Button
        type="link"
        size="small"
        aria-label={`${t('gift.action.details')} ${row.name}`}
        onClick={() => void navigate(giftDetailsPath(row.giftId))}
      >
        {t('gift.action.details')}
      </Button>
      {row.state === 'not_started' && (
        <Button
          type="link"
          size="small"
          aria-label={`${t('gift.action.edit')} ${row.name}`}
          onClick={() => void navigate(giftFormPath(row.giftId))}
        >
          {t('gift.action.edit')}
        </Button>
      )}
      {row.state !== 'not_started' && <ResultsLink kind="gift" id={row.giftId} name={row.name} />}
      {(row.state === 'not_started' || row.state === 'running') && (
        <Popconfirm
          title={t('gift.action.stopConfirm')}
          okText={t('gift.action.stop')}
          cancelText={t('common:cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() =>
            stop.mutateAsync(row.giftId).then(
              () => toast.success(t('gift.action.stopped')),
              () => undefined, // the client has shown why
            )
          }
        >
          <Button type="link" size="small" danger aria-label={`${t('gift.action.stop')} ${row.name}`}>
            {t('gift.action.stop')}
          </Button>
        </Popconfirm>
      )}
    </Flex>
  );
}
