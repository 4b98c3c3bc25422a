import { BUNDLE_NAME_MAX } from '@sc/contract/bundle.ts';
import { bundleList } from '@sc/contract/calls/bundle.ts';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client.ts';
import { formatBaht } from '../../../components/money/format-baht.ts';
import { formatNumber } from '../../../format/number-format.ts';
import { PromotionListPage } from '../PromotionListPage.tsx';
import { BUNDLE_NEW_PATH, bundleConfPath } from '../paths.ts';
import { type BundleListResult, type BundleRow, useBundleActions } from './bundle-queries.ts';

/** /promotion/setmeal (FUNC.bundles): the shop's bundles by state, with counts. */
export default function BundleListPage() {
  const { t } = useTranslation('promotions');
  const { stop } = useBundleActions();
  const items = (r: BundleRow) => (
    <Typography.Text type="secondary">
      {t('bundle.items', { mains: formatNumber(r.mainCount), addons: formatNumber(r.addonCount) })}
    </Typography.Text>
  );
  return (
    <PromotionListPage<BundleRow, BundleListResult>
      tool="bundle"
      call={bundleList}
      list={(input, signal) => api(bundleList, input, { signal })}
      tabCounts={(r) => r.tabCounts}
      rowKey={(r) => r.bundleId}
      summary={items}
      columns={[{ key: 'price', title: t('bundle.column.price'), width: 260, render: (_, r) => <Prices row={r} /> }]}
      cardLines={(r) => (
        <>
          <Prices row={r} />
          {items(r)}
        </>
      )}
      // Edit before the start, view after: one screen does both.
      links={(r) => [
        {
          label: t(r.state === 'not_started' ? 'bundle.action.edit' : 'bundle.action.view'),
          to: bundleConfPath(r.bundleId),
        },
      ]}
      results="bundle"
      stop={(r) => stop.mutateAsync(r.bundleId)}
      createPath={BUNDLE_NEW_PATH}
      keywordMax={BUNDLE_NAME_MAX}
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
