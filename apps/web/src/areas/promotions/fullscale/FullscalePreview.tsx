import { FULLSCALE_PREVIEW_SKUS_MAX } from '@sc/contract/calls/fullscale.ts';
import { Alert, Card, Empty, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '../../../components/money/format-baht.ts';
import { BelowPurchaseTag } from '../BelowPurchaseTag.tsx';
import { useCandidates } from '../product-candidates.ts';
import styles from '../promotions.module.css';
import { StackedTags } from '../StackedTags.tsx';
import type { FullscaleFormValues } from './fullscale-form-model.ts';
import { useFullscalePreview } from './fullscale-queries.ts';

/**
 * The final price preview: a few of the shop's SKUs on sale (of the chosen products, when chosen),
 * each bought just enough to reach each tier, as the server's promotion engine prices them with
 * what stacks and runs now: the SKU's discount before the tier, the best coupon granting now after
 * it. A price below what the shop paid for the units is flagged.
 */
export function FullscalePreview({ values, productIds }: { values: FullscaleFormValues; productIds: string[] }) {
  const { t } = useTranslation('promotions');
  const chosen = values.scope === 'products';
  const ids = chosen ? productIds.filter((id) => id.length >= 3).slice(0, 10) : [];
  // Chosen products: their first SKUs; the whole shop: the server picks its best sellers.
  const found = useCandidates({ keyword: '', ids, page: { pageSize: FULLSCALE_PREVIEW_SKUS_MAX } }, ids.length > 0);
  const skuIds = chosen
    ? (found.data?.list ?? [])
        .flatMap((p) => p.skus.slice(0, 1).map((s) => s.skuId))
        .slice(0, FULLSCALE_PREVIEW_SKUS_MAX)
    : [];
  const entered = values.tiers ?? [];
  const tiers = entered.flatMap((tier) =>
    typeof tier?.threshold === 'number' && typeof tier.reward === 'number' && tier.threshold > 0 && tier.reward > 0
      ? [{ threshold: tier.threshold, reward: tier.reward }]
      : [],
  );
  const filled = tiers.length > 0 && tiers.length === entered.length;
  const ready = filled && (!chosen || skuIds.length > 0);
  const preview = useFullscalePreview(
    { kind: values.kind ?? 'amount', rewardType: values.rewardType ?? 'amount', tiers, skuIds },
    ready,
  );
  const rows = ready ? (preview.data?.list ?? []) : [];
  const bySku = [...new Set(rows.map((r) => r.skuId))].map((skuId) => rows.filter((r) => r.skuId === skuId));

  let body: React.ReactNode;
  if (!filled) body = <Typography.Text type="secondary">{t('fullscale.preview.fill')}</Typography.Text>;
  else if ((chosen && found.isLoading) || (ready && preview.isLoading))
    body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (preview.isError && !preview.data) body = <Alert type="error" showIcon title={t('price.failed')} />;
  else if (bySku.length === 0)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('fullscale.preview.none')} />;
  else {
    body = (
      <ul data-testid="fullscale-preview" aria-busy={preview.isFetching}>
        {bySku.map((tiersOfSku) => {
          const first = tiersOfSku[0];
          if (!first) return null;
          return (
            <li key={first.skuId} data-sku={first.skuId}>
              <Typography.Text strong>{first.title}</Typography.Text>
              {first.specText && <Typography.Text type="secondary"> · {first.specText}</Typography.Text>}
              <ul>
                {tiersOfSku.map((row) => (
                  <li key={row.tier} data-tier={row.tier}>
                    <span data-testid="tier-pays">
                      {t('fullscale.preview.row', {
                        tier: row.tier,
                        units: row.quantity,
                        price: formatBaht(row.price),
                        list: formatBaht(row.goodsAmount),
                        pays: formatBaht(row.payAmount),
                      })}
                    </span>{' '}
                    <BelowPurchaseTag below={row.belowPurchase === 'y'} />
                    <br />
                    <Typography.Text type="secondary" className={styles.small} data-testid="price-breakdown">
                      {[
                        row.activityDiscount > 0
                          ? t('price.offActivity', { amount: formatBaht(row.activityDiscount) })
                          : '',
                        t('fullscale.preview.offTier', { amount: formatBaht(row.fullscaleDiscount) }),
                        row.couponDiscount > 0
                          ? t('price.offShopCoupon', { amount: formatBaht(row.couponDiscount) })
                          : '',
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography.Text>
                    {row.stacked.length > 0 && ' '}
                    {row.stacked.length > 0 && (
                      <span className={styles.priceTags}>
                        <StackedTags stacked={row.stacked} />
                      </span>
                    )}
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
