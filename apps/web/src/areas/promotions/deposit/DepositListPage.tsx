import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { depositList } from '@sc/contract/calls/deposit.ts';
import { DEPOSIT_NAME_MAX, DEPOSIT_TABS, type DepositTab } from '@sc/contract/deposit.ts';
import { Button, Card, Empty, Flex, Form, Input, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../../api/client.ts';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { formatBaht } from '../../../components/money/format-baht.ts';
import { formatNumber } from '../../../format/number-format.ts';
import { formatDateTime } from '../../../format/relative-time.ts';
import { depositFormPath } from '../paths.ts';
import { DepositStateTag } from './DepositStateTag.tsx';
import type { DepositListResult, DepositRow } from './deposit-queries.ts';

type Filter = 'keyword';
const SHAPE = { filterKeys: ['keyword'] as const, tabs: DEPOSIT_TABS };

/** /promotion/deposit (FUNC.promotions): the shop's deposit pre-sales by state, with counts. */
export default function DepositListPage() {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();

  const columns: TableColumnsType<DepositRow> = [
    {
      key: 'name',
      title: t('deposit.column.name'),
      render: (_, r) => (
        <Flex vertical>
          <Typography.Text strong>{r.name}</Typography.Text>
          <Typography.Text type="secondary">{t('deposit.balanceDue', { count: r.balanceDue })}</Typography.Text>
        </Flex>
      ),
    },
    { key: 'skus', title: t('deposit.column.skus'), width: 250, render: (_, r) => <SkuPart row={r} /> },
    { key: 'time', title: t('deposit.column.time'), width: 200, render: (_, r) => <TimePart row={r} /> },
    {
      key: 'state',
      title: t('deposit.column.state'),
      width: 130,
      render: (_, r) => <DepositStateTag state={r.state} />,
    },
    {
      key: 'actions',
      title: t('deposit.column.actions'),
      width: 100,
      fixed: 'right',
      render: (_, r) => <RowActions row={r} />,
    },
  ];

  return (
    <ListPage<DepositRow, Filter, DepositListResult>
      call={depositList}
      shape={SHAPE}
      load={(query, signal) =>
        api(
          depositList,
          {
            tab: (DEPOSIT_TABS as readonly string[]).includes(query.tab) ? (query.tab as DepositTab) : 'all',
            keyword: query.filters.keyword,
            page: { pageNum: query.pageNum, pageSize: query.pageSize },
          },
          { signal },
        )
      }
      rowKey={(r) => r.depositId}
      columns={columns}
      cards={(r) => <DepositCard row={r} />}
      intro={<Typography.Paragraph type="secondary">{t('deposit.list.intro')}</Typography.Paragraph>}
      search={{
        formName: 'depositSearch',
        fields: (
          <Form.Item name="keyword" label={t('deposit.list.keyword')}>
            <Input allowClear maxLength={DEPOSIT_NAME_MAX} placeholder={t('deposit.list.keywordPlaceholder')} />
          </Form.Item>
        ),
      }}
      tabs={DEPOSIT_TABS.map((key) => ({ key, label: t(`deposit.tab.${key}`) }))}
      tabCounts={(r) => r.tabCounts}
      tabsWrap
      tabsLabel={t('deposit.column.state')}
      toolbar={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(depositFormPath())}>
          {t('deposit.list.create')}
        </Button>
      }
      empty={(query) => (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            query.tab === 'all' ? (
              <>
                <Typography.Text strong>{t('deposit.list.empty')}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{t('deposit.list.emptyHint')}</Typography.Text>
              </>
            ) : (
              t('deposit.list.emptyTab')
            )
          }
        />
      )}
      scrollX={900}
    />
  );
}

function SkuPart({ row }: { row: DepositRow }) {
  const { t } = useTranslation('promotions');
  return (
    <Flex vertical gap={2}>
      {row.skus.map((s) => (
        <Flex key={s.skuId} vertical>
          <span>
            {s.title} ·{' '}
            {t('deposit.skuLine', {
              skuId: s.skuId,
              deposit: formatBaht(s.deposit),
              deduction: formatBaht(s.deduction),
            })}
          </span>
          <Typography.Text type="secondary">
            {t('deposit.sold', { sold: formatNumber(s.sold), stock: formatNumber(s.stock) })}
          </Typography.Text>
        </Flex>
      ))}
    </Flex>
  );
}

function TimePart({ row }: { row: DepositRow }) {
  const { t } = useTranslation('promotions');
  return (
    <Flex vertical>
      <span>
        {t('deposit.depositTime', { from: formatDateTime(row.depositStart), to: formatDateTime(row.depositEnd) })}
      </span>
      <Typography.Text type="secondary">
        {t('deposit.balanceTime', { at: formatDateTime(row.balanceEnd) })}
      </Typography.Text>
    </Flex>
  );
}

/** One pre-sale on a phone (under 768 px). */
function DepositCard({ row }: { row: DepositRow }) {
  const { t } = useTranslation('promotions');
  return (
    <Card size="small" title={row.name} extra={<DepositStateTag state={row.state} />}>
      <Flex vertical gap={4}>
        <SkuPart row={row} />
        <TimePart row={row} />
        <Typography.Text type="secondary">{t('deposit.balanceDue', { count: row.balanceDue })}</Typography.Text>
        <RowActions row={row} />
      </Flex>
    </Card>
  );
}

/** Edit before the start; view after. */
function RowActions({ row }: { row: DepositRow }) {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const label = row.state === 'not_started' ? t('deposit.action.edit') : t('deposit.action.view');
  return (
    <Button
      type="link"
      size="small"
      aria-label={`${label} ${row.name}`}
      onClick={() => void navigate(depositFormPath(row.depositId))}
    >
      {label}
    </Button>
  );
}
