import { plusOfferList } from '@sc/contract/calls/plusmember.ts';
import { PLUS_NAME_MAX } from '@sc/contract/plusmember.ts';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client.ts';
import { formatNumber } from '../../../format/number-format.ts';
import { PromotionListPage } from '../PromotionListPage.tsx';
import { PLUS_FORM_PATH } from '../paths.ts';
import { type PlusListResult, type PlusRow, usePlusActions } from './plus-queries.ts';

/** /promotion/plusmember (FUNC.promotions): the shop's T Plus member offers by state, with counts. */
export function PlusListPage() {
  const { t } = useTranslation('promotions');
  const { stop } = usePlusActions();
  return (
    <PromotionListPage<PlusRow, PlusListResult>
      tool="plus"
      call={plusOfferList}
      list={(input, signal) => api(plusOfferList, input, { signal })}
      tabCounts={(r) => r.tabCounts}
      rowKey={(r) => r.offerId}
      columns={[{ key: 'skus', title: t('plus.column.skus'), width: 220, render: (_, r) => <SkusText row={r} /> }]}
      cardLines={(r) => <SkusText row={r} />}
      links={() => []}
      results="plusmember"
      stop={(r) => stop.mutateAsync(r.offerId)}
      createPath={PLUS_FORM_PATH}
      keywordMax={PLUS_NAME_MAX}
      scrollX={820}
    />
  );
}

function SkusText({ row }: { row: PlusRow }) {
  const { t } = useTranslation('promotions');
  return <>{t('plus.skusText', { count: formatNumber(row.skuCount), lines: formatNumber(row.orderLines) })}</>;
}
