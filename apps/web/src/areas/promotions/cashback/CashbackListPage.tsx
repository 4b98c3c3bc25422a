import { cashbackList } from '@sc/contract/calls/cashback.ts';
import { CASHBACK_AFTER_RECEIPT_DAYS, CASHBACK_NAME_MAX } from '@sc/contract/cashback.ts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client.ts';
import { formatNumber, formatPrice } from '../../../format/number-format.ts';
import { PromotionListPage } from '../PromotionListPage.tsx';
import { cashbackFormPath } from '../paths.ts';
import { type CashbackListResult, type CashbackRow, useCashbackActions } from './cashback-queries.ts';

/** The rules of /promotion/cashback (FUNC.promotions) by state, with counts and each budget used. */
export function CashbackListPage() {
  const { t } = useTranslation('promotions');
  const { stop } = useCashbackActions();
  return (
    <PromotionListPage<CashbackRow, CashbackListResult>
      tool="cashback"
      call={cashbackList}
      list={(input, signal) => api(cashbackList, input, { signal })}
      tabCounts={(r) => r.tabCounts}
      rowKey={(r) => r.cashbackId}
      summary={(r) => (
        <Typography.Text type="secondary">{t('cashback.orders', { count: formatNumber(r.orders) })}</Typography.Text>
      )}
      columns={[
        { key: 'reward', title: t('cashback.column.reward'), width: 240, render: (_, r) => <RewardText row={r} /> },
        { key: 'budget', title: t('cashback.column.budget'), width: 190, render: (_, r) => <BudgetText row={r} /> },
      ]}
      cardLines={(r) => (
        <>
          <RewardText row={r} />
          <Typography.Text type="secondary">
            {t('cashback.column.budget')}: <BudgetText row={r} />
          </Typography.Text>
        </>
      )}
      links={(r) =>
        r.state === 'not_started' ? [{ label: t('cashback.action.edit'), to: cashbackFormPath(r.cashbackId) }] : []
      }
      intro={
        <Typography.Paragraph type="secondary">
          {t('cashback.list.intro', { days: CASHBACK_AFTER_RECEIPT_DAYS })}
        </Typography.Paragraph>
      }
      stop={(r) => stop.mutateAsync(r.cashbackId)}
      createPath={cashbackFormPath()}
      keywordMax={CASHBACK_NAME_MAX}
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
