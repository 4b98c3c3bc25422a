import { fullscaleList } from '@sc/contract/calls/fullscale.ts';
import { FULLSCALE_NAME_MAX } from '@sc/contract/fullscale.ts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client.ts';
import { formatNumber } from '../../../format/number-format.ts';
import { PromotionListPage } from '../PromotionListPage.tsx';
import { fullscaleFormPath } from '../paths.ts';
import { TiersText } from './FullscaleTiersText.tsx';
import { type FullscaleListResult, type FullscaleRow, useFullscaleActions } from './fullscale-queries.ts';

/** /promotion/fullscale (FUNC.promotions): the shop's full-amount and full-quantity discounts by state, with counts. */
export function FullscaleListPage() {
  const { t } = useTranslation('promotions');
  const { stop } = useFullscaleActions();
  const tiers = (r: FullscaleRow) => <TiersText kind={r.kind} rewardType={r.rewardType} tiers={r.tiers} />;
  return (
    <PromotionListPage<FullscaleRow, FullscaleListResult>
      tool="fullscale"
      call={fullscaleList}
      list={(input, signal) => api(fullscaleList, input, { signal })}
      tabCounts={(r) => r.tabCounts}
      rowKey={(r) => r.fullscaleId}
      summary={(r) => (
        <Typography.Text type="secondary">
          <ScopeText row={r} />
        </Typography.Text>
      )}
      columns={[{ key: 'tiers', title: t('fullscale.column.tiers'), width: 240, render: (_, r) => tiers(r) }]}
      cardLines={(r) => (
        <>
          {tiers(r)}
          <Typography.Text type="secondary">
            <ScopeText row={r} />
          </Typography.Text>
        </>
      )}
      links={(r) =>
        r.state === 'not_started' ? [{ label: t('fullscale.action.edit'), to: fullscaleFormPath(r.fullscaleId) }] : []
      }
      results="fullscale"
      stop={(r) => stop.mutateAsync(r.fullscaleId)}
      createPath={fullscaleFormPath()}
      keywordMax={FULLSCALE_NAME_MAX}
      scrollX={860}
    />
  );
}

function ScopeText({ row }: { row: FullscaleRow }) {
  const { t } = useTranslation('promotions');
  const scope = row.scope === 'all' ? t('fullscale.scopeAll') : t('fullscale.scopeSome', { count: row.productCount });
  return (
    <>
      {scope} · {t('fullscale.orders', { count: formatNumber(row.orderLines) })}
    </>
  );
}
