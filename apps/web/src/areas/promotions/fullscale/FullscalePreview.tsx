import { Card, Empty, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '../../../components/money/format-baht.ts';
import { BelowPurchaseTag } from '../BelowPurchaseTag.tsx';
import { useCandidates } from '../product-candidates.ts';
import { type FullscaleFormValues, toDraft } from './fullscale-form-model.ts';
import { tierPreview } from './fullscale-preview.ts';

/** SKUs the preview prices. */
const PREVIEW_SKUS = 3;

/**
 * The final price preview: a few of the shop's SKUs on sale (of the chosen products, when chosen),
 * each bought just enough to reach each tier, priced by the engine's tier rule (fullscaleTier),
 * before coupons and activity prices; a price below what the shop paid for the units is flagged.
 */
export function FullscalePreview({ values, productIds }: { values: FullscaleFormValues; productIds: string[] }) {
  const { t } = useTranslation('promotions');
  const chosen = values.scope === 'products';
  const ids = chosen ? productIds.filter((id) => id.length >= 3).slice(0, 10) : [];
  const found = useCandidates({ keyword: '', ids, page: { pageSize: PREVIEW_SKUS } }, !chosen || ids.length > 0);
  const draft = toDraft(values, productIds.length);
  const tiers = draft.tiers.flatMap((tier) =>
    tier.threshold !== null && tier.reward !== null ? [{ threshold: tier.threshold, reward: tier.reward }] : [],
  );
  const skus = (found.data?.list ?? [])
    .flatMap((p) => p.skus.slice(0, 1).map((s) => ({ ...s, title: p.title })))
    .slice(0, PREVIEW_SKUS);

  let body: React.ReactNode;
  if (tiers.length === 0 || tiers.length !== draft.tiers.length)
    body = <Typography.Text type="secondary">{t('fullscale.preview.fill')}</Typography.Text>;
  else if (found.isLoading) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (skus.length === 0)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('fullscale.preview.none')} />;
  else {
    body = (
      <ul data-testid="fullscale-preview">
        {skus.map((s) => {
          const price = Math.round(s.salesPrice * 100);
          const purchase = s.purchasePrice === null ? null : Math.round(s.purchasePrice * 100);
          return (
            <li key={s.skuId}>
              <Typography.Text strong>{s.title}</Typography.Text>
              <ul>
                {tierPreview({ ...draft, tiers }, price, purchase).map((row) => (
                  <li key={row.tier}>
                    {t('fullscale.preview.row', {
                      tier: row.tier,
                      units: row.units,
                      price: formatBaht(price / 100),
                      list: formatBaht(row.list / 100),
                      pays: formatBaht(row.pays / 100),
                    })}
                    <BelowPurchaseTag below={row.belowPurchase} />
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <Card size="small" title={<h2>{t('fullscale.preview.title')}</h2>} data-testid="price-preview">
      <Typography.Paragraph type="secondary">{t('fullscale.preview.hint')}</Typography.Paragraph>
      {body}
    </Card>
  );
}
