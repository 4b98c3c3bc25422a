import PlusOutlined from '@ant-design/icons/PlusOutlined';
import {
  Alert,
  Button,
  Card,
  Empty,
  Flex,
  Grid,
  Skeleton,
  Statistic,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ColumnCards } from '../../components/mobile/ColumnCards.tsx';
import { formatBaht } from '../../components/money/format-baht.ts';
import { formatNumber } from '../../format/number-format.ts';
import { ADD_PLAN_PATH, BRAND_LIST_PATH, editPlanPath, OPEN_PATH, planDetailsPath, RECORDS_PATH } from './ad-paths.ts';
import { AD_PAGE_SIZE, type AdPlanRow, useAccount, usePlans } from './ad-queries.ts';
import { PlanActions, PlanState } from './PlanBits.tsx';
import { RechargeDialog } from './RechargeDialog.tsx';
import { ShopStats } from './ShopStats.tsx';

/**
 * /activityreport/advertising (FUNC.advertising): the ad account (balance, today's spend, recharge)
 * the figures of all the shop's plans over a chosen span, and the plans with their states, budgets and
 * actions.
 */
export default function AdvertisingPage() {
  const { t } = useTranslation('advertising');
  const navigate = useNavigate();
  const account = useAccount();
  const [recharging, setRecharging] = useState(false);
  const a = account.data;
  if (!a) return <Skeleton active />;
  if (a.opened === 'n') {
    return (
      <Card title={<h2>{t('account.title')}</h2>}>
        <Empty description={t('account.notOpen')}>
          <Button type="primary" onClick={() => void navigate(OPEN_PATH)}>
            {t('account.open')}
          </Button>
        </Empty>
      </Card>
    );
  }
  return (
    <Flex vertical gap={16}>
      <Card title={<h2>{t('account.title')}</h2>}>
        <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
        <Flex gap={48} wrap align="end">
          <Statistic title={t('account.balance')} value={formatBaht(a.balance)} />
          <Statistic title={t('account.spentToday')} value={formatBaht(a.spentToday)} />
          <Statistic title={t('account.runningPlans')} value={formatNumber(a.runningPlans)} />
          <Flex gap={8} wrap>
            <Button type="primary" onClick={() => setRecharging(true)}>
              {t('account.recharge')}
            </Button>
            <Button onClick={() => void navigate(RECORDS_PATH)}>{t('account.records')}</Button>
            <Button onClick={() => void navigate(BRAND_LIST_PATH)}>{t('brand.open')}</Button>
          </Flex>
        </Flex>
        {a.stoppedForBalance > 0 && (
          <Alert
            style={{ marginTop: 16 }}
            type="warning"
            showIcon
            title={t('account.stoppedForBalance', { count: a.stoppedForBalance })}
          />
        )}
      </Card>
      <ShopStats />
      <PlanList />
      <RechargeDialog open={recharging} onClose={() => setRecharging(false)} />
    </Flex>
  );
}

function PlanList() {
  const { t } = useTranslation('advertising');
  const navigate = useNavigate();
  const [pageNum, setPageNum] = useState(1);
  const plans = usePlans(pageNum);
  const narrow = Grid.useBreakpoint().md === false;
  const columns: TableColumnsType<AdPlanRow> = [
    {
      key: 'name',
      title: t('plans.name'),
      width: 220,
      render: (_, p) => (
        <Flex vertical>
          <Link to={planDetailsPath(p.planId)}>{p.name}</Link>
          <Typography.Text type="secondary">{t(`type.${p.type}`)}</Typography.Text>
        </Flex>
      ),
    },
    { key: 'status', title: t('plans.status'), width: 200, render: (_, p) => <PlanState plan={p} /> },
    {
      key: 'budget',
      title: t('plans.dailyBudget'),
      width: 140,
      align: 'right',
      render: (_, p) => formatBaht(p.dailyBudget),
    },
    {
      key: 'total',
      title: t('plans.totalBudget'),
      width: 140,
      align: 'right',
      render: (_, p) => (p.totalBudget === null ? t('plans.noTotal') : formatBaht(p.totalBudget)),
    },
    {
      key: 'spent',
      title: t('plans.spentToday'),
      width: 130,
      align: 'right',
      render: (_, p) => formatBaht(p.spentToday),
    },
    { key: 'keywords', title: t('plans.keywords'), width: 110, align: 'right', render: (_, p) => p.keywordCount },
    {
      key: 'actions',
      title: t('plans.actions'),
      width: 300,
      render: (_, p) => (
        <Flex gap={8} wrap>
          <PlanActions plan={p} />
          {!(p.status === 'stopped' && p.stopReason === 'merchant') && (
            <Button size="small" type="link" onClick={() => void navigate(editPlanPath(p.planId))}>
              {t('plans.edit')}
            </Button>
          )}
        </Flex>
      ),
    },
  ];
  const rows = plans.data?.list ?? [];
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('plans.empty')} />;
  const pagination = {
    current: pageNum,
    pageSize: AD_PAGE_SIZE,
    total: plans.data?.page.count ?? 0,
    onChange: setPageNum,
    hideOnSinglePage: true,
    showSizeChanger: false,
  };
  return (
    <Card
      title={<h2>{t('plans.title')}</h2>}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(ADD_PLAN_PATH)}>
          {t('plans.add')}
        </Button>
      }
    >
      {narrow ? (
        <ColumnCards<AdPlanRow>
          columns={columns}
          rows={rows}
          rowKey={(p) => p.planId}
          label={t('plans.title')}
          empty={empty}
        />
      ) : (
        <Table<AdPlanRow>
          aria-label={t('plans.title')}
          rowKey="planId"
          columns={columns}
          dataSource={rows}
          loading={plans.isPending}
          pagination={pagination}
          locale={{ emptyText: empty }}
          scroll={{ x: 1360 }}
        />
      )}
    </Card>
  );
}
