import { purchaseLimitList } from '@sc/contract/calls/purchase-limits.ts';
import { PURCHASE_LIMIT_NAME_MAX } from '@sc/contract/purchase-limits.ts';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client.ts';
import { formatNumber } from '../../../format/number-format.ts';
import { PromotionListPage } from '../PromotionListPage.tsx';
import { limitFormPath } from '../paths.ts';
import { type LimitListResult, type LimitRow, usePurchaseLimitActions } from './limit-queries.ts';

/** /promotion/purchaselimit (FUNC.promotions): the shop's purchase limits by state, with counts. */
export function PurchaseLimitListPage() {
  const { t } = useTranslation('promotions');
  const { stop } = usePurchaseLimitActions();
  const skus = (r: LimitRow) => (
    <Typography.Text type="secondary">{t('limit.skus', { count: r.skuCount })}</Typography.Text>
  );
  return (
    <PromotionListPage<LimitRow, LimitListResult>
      tool="limit"
      call={purchaseLimitList}
      list={(input, signal) => api(purchaseLimitList, input, { signal })}
      tabCounts={(r) => r.tabCounts}
      rowKey={(r) => r.purchaseLimitId}
      summary={skus}
      columns={[{ key: 'limit', title: t('limit.column.limit'), width: 220, render: (_, r) => <LimitText row={r} /> }]}
      cardLines={(r) => (
        <>
          <LimitText row={r} />
          {skus(r)}
        </>
      )}
      links={(r) =>
        r.state === 'not_started' ? [{ label: t('limit.action.edit'), to: limitFormPath(r.purchaseLimitId) }] : []
      }
      openEnd={t('limit.untilStopped')}
      stop={(r) => stop.mutateAsync(r.purchaseLimitId)}
      createPath={limitFormPath()}
      keywordMax={PURCHASE_LIMIT_NAME_MAX}
      scrollX={860}
    />
  );
}

function LimitText({ row }: { row: LimitRow }) {
  const { t } = useTranslation('promotions');
  return (
    <Flex vertical>
      <span>{row.limitQty > 0 ? t('limit.perBuyer', { count: formatNumber(row.limitQty) }) : t('limit.noLimit')}</span>
      <Typography.Text type="secondary">
        {row.periodDays > 0 ? t('limit.period', { days: row.periodDays }) : t('limit.untilStopped')}
      </Typography.Text>
    </Flex>
  );
}
