import { DEBOUNCE_MS } from '@sc/contract/constants.ts';
import { Alert, Card, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '../../../components/money/format-baht.ts';
import { BelowPurchaseTag } from '../BelowPurchaseTag.tsx';
import styles from '../promotions.module.css';
import { StackedTags } from '../StackedTags.tsx';
import { useDebounced } from '../use-debounced.ts';
import { type AddonSkuRow, type MainProduct, previewRequest } from './addon-form-model.ts';
import { useAddonPreview } from './addon-queries.ts';

/**
 * The final price preview: one unit of each add-on SKU in a cart with one unit of the cheapest
 * main SKU, as the server's promotion engine prices it with what stacks and runs now (the SKUs'
 * discounts, the products' spend-and-save tiers, the best coupon granting now, shared over the
 * cart), and one unit bought alone; an add-on unit below what the shop paid for it is flagged.
 */
export function AddonPreview({ mains, rows }: { mains: readonly MainProduct[]; rows: readonly AddonSkuRow[] }) {
  const { t } = useTranslation('promotions');
  const payload = useDebounced(previewRequest(mains, rows), DEBOUNCE_MS);
  const ready = payload.mainProductIds.length > 0 && payload.skus.length > 0;
  const preview = useAddonPreview(payload, ready);
  const titleOf = new Map(
    rows.map((r) => [r.skuId, r.specValues.length > 0 ? `${r.title} (${r.specValues.join(' / ')})` : r.title]),
  );
  const data = ready ? preview.data : undefined;

  let body: ReactNode;
  if (mains.length === 0) body = <Typography.Text type="secondary">{t('addon.preview.needMain')}</Typography.Text>;
  else if (!ready) body = <Typography.Text type="secondary">{t('addon.preview.fill')}</Typography.Text>;
  else if (preview.isLoading) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (!data) body = <Alert type="error" showIcon title={t('price.failed')} />;
  else {
    const main = data.main.specText ? `${data.main.title} (${data.main.specText})` : data.main.title;
    body = (
      <>
        <Typography.Paragraph data-testid="addon-preview-main">
          {t('addon.preview.main', { title: main, price: formatBaht(data.main.price) })}
        </Typography.Paragraph>
        <ul data-testid="addon-preview" aria-busy={preview.isFetching}>
          {data.list.map((row) => (
            <li key={row.skuId} data-sku={row.skuId}>
              <span data-testid="addon-pays">
                {t('addon.preview.row', {
                  title: titleOf.get(row.skuId) ?? row.skuId,
                  tied: formatBaht(row.payAmount),
                  alone: formatBaht(row.alonePayAmount),
                })}
              </span>{' '}
              <BelowPurchaseTag below={row.belowPurchase === 'y'} />
              <br />
              <Typography.Text type="secondary" className={styles.small} data-testid="price-breakdown">
                {[
                  row.activityDiscount > 0 ? t('price.offActivity', { amount: formatBaht(row.activityDiscount) }) : '',
                  row.addonDiscount > 0 ? t('addon.preview.offAddon', { amount: formatBaht(row.addonDiscount) }) : '',
                  row.fullscaleDiscount > 0
                    ? t('price.offFullscale', { amount: formatBaht(row.fullscaleDiscount) })
                    : '',
                  row.couponDiscount > 0 ? t('price.offShopCoupon', { amount: formatBaht(row.couponDiscount) }) : '',
                  t('addon.preview.cart', { amount: formatBaht(row.cartPayAmount) }),
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
      </>
    );
  }
  return (
    <Card size="small" title={<h2>{t('addon.preview.title')}</h2>} data-testid="price-preview">
      <Typography.Paragraph type="secondary">{t('addon.preview.hint')}</Typography.Paragraph>
      {body}
    </Card>
  );
}
