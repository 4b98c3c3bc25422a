import { ADDON_NAME_MAX } from '@sc/contract/addon.ts';
import { addonList } from '@sc/contract/calls/addon.ts';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client.ts';
import { formatNumber } from '../../../format/number-format.ts';
import { PromotionListPage } from '../PromotionListPage.tsx';
import { addonFormPath } from '../paths.ts';
import { type AddonListResult, type AddonRow, useAddonActions } from './addon-queries.ts';

/** /promotion/pricincrease (FUNC.promotions): the shop's add-on deals by state, with counts. */
export function AddonListPage() {
  const { t } = useTranslation('promotions');
  const { stop } = useAddonActions();
  const perOrder = (r: AddonRow) => (
    <Typography.Text type="secondary">{t('addon.perOrder', { count: r.perOrder })}</Typography.Text>
  );
  return (
    <PromotionListPage<AddonRow, AddonListResult>
      tool="addon"
      call={addonList}
      list={(input, signal) => api(addonList, input, { signal })}
      tabCounts={(r) => r.tabCounts}
      rowKey={(r) => r.addonId}
      summary={perOrder}
      columns={[{ key: 'parts', title: t('addon.column.parts'), width: 260, render: (_, r) => <Parts row={r} /> }]}
      cardLines={(r) => (
        <>
          <Parts row={r} />
          {perOrder(r)}
        </>
      )}
      links={(r) =>
        r.state === 'not_started' ? [{ label: t('addon.action.edit'), to: addonFormPath(r.addonId) }] : []
      }
      results="addon"
      stop={(r) => stop.mutateAsync(r.addonId)}
      createPath={addonFormPath()}
      keywordMax={ADDON_NAME_MAX}
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
