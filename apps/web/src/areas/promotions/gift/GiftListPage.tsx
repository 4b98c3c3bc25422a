import { giftList } from '@sc/contract/calls/gift.ts';
import { GIFT_TITLE_MAX } from '@sc/contract/gift.ts';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client.ts';
import { formatNumber } from '../../../format/number-format.ts';
import { PromotionListPage } from '../PromotionListPage.tsx';
import { giftDetailsPath, giftFormPath } from '../paths.ts';
import { type GiftListResult, type GiftRow, useGiftActions } from './gift-queries.ts';

/** /promotion/gift (FUNC.gifts): the shop's gift activities by state, with counts. */
export default function GiftListPage() {
  const { t } = useTranslation('promotions');
  const { stop } = useGiftActions();
  const rule = (r: GiftRow) => t('gift.rule', { threshold: r.threshold, perOrder: r.perOrder });
  return (
    <PromotionListPage<GiftRow, GiftListResult>
      tool="gift"
      call={giftList}
      list={(input, signal) => api(giftList, input, { signal })}
      tabCounts={(r) => r.tabCounts}
      rowKey={(r) => r.giftId}
      summary={(r) => (
        <>
          <Typography.Text type="secondary">{rule(r)}</Typography.Text>
          <Typography.Text type="secondary">{t('gift.mains', { count: r.mainCount })}</Typography.Text>
        </>
      )}
      columns={[{ key: 'gift', title: t('gift.column.gift'), width: 240, render: (_, r) => <GiftPart row={r} /> }]}
      cardLines={(r) => (
        <>
          <GiftPart row={r} />
          <Typography.Text type="secondary">{rule(r)}</Typography.Text>
        </>
      )}
      links={(r) => [
        { label: t('gift.action.details'), to: giftDetailsPath(r.giftId) },
        ...(r.state === 'not_started' ? [{ label: t('gift.action.edit'), to: giftFormPath(r.giftId) }] : []),
      ]}
      results="gift"
      stop={(r) => stop.mutateAsync(r.giftId)}
      createPath={giftFormPath()}
      keywordMax={GIFT_TITLE_MAX}
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
