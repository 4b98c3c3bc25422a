import { COUPON_PERCENT_MAX, COUPON_PERCENT_MIN } from '@sc/contract/promotions.ts';
import { Alert, Card, Empty, Skeleton, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductPhoto } from '../../components/media/ProductPhoto.tsx';
import { formatBaht } from '../../components/money/format-baht.ts';
import { type PreviewPayload, useCouponPreview } from './coupon-queries.ts';
import styles from './promotions.module.css';
import { StackedTags } from './StackedTags.tsx';

/** The discount is set well enough to price with. */
function priceable(p: PreviewPayload): boolean {
  if (p.type === 'amount') return p.faceValue !== null && p.faceValue !== undefined && Number(p.faceValue) > 0;
  return typeof p.percentOff === 'number' && p.percentOff >= COUPON_PERCENT_MIN && p.percentOff <= COUPON_PERCENT_MAX;
}

/**
 * The final price preview: the shop's best sellers on sale as the promotion engine prices them
 * with the coupon being made stacked on what runs now (activity prices, full-scale tiers), buying
 * enough to reach its minimum spend, with what each took off; below the purchase price is flagged.
 */
export function PricePreview({ payload }: { payload: PreviewPayload }) {
  const { t } = useTranslation('promotions');
  const ready = priceable(payload);
  const preview = useCouponPreview(payload, ready);
  const rows = ready ? (preview.data?.list ?? []) : [];

  let body: ReactNode;
  if (!ready) body = <Typography.Text type="secondary">{t('price.fillDiscount')}</Typography.Text>;
  else if (preview.isLoading) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (preview.isError && !preview.data) body = <Alert type="error" showIcon title={t('price.failed')} />;
  else if (rows.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('price.none')} />;
  else {
    body = (
      <>
        {rows.some((r) => r.belowPurchase === 'y') && (
          <Alert type="warning" showIcon title={t('price.below')} className={styles.previewAlert} />
        )}
        <ul className={styles.priceList} aria-busy={preview.isFetching}>
          {rows.map((r) => (
            <li key={r.skuId} className={styles.priceRow} data-sku={r.skuId}>
              <ProductPhoto url={r.imageUrl} title={r.title} size={44} />
              <div className={styles.priceProduct}>
                <Typography.Text className={styles.priceTitle}>{r.title}</Typography.Text>
                <Typography.Text type="secondary" className={styles.small}>
                  {[
                    r.specText,
                    formatBaht(r.price),
                    r.purchasePrice === null ? '' : t('price.cost', { amount: formatBaht(r.purchasePrice) }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography.Text>
                {r.discount > 0 && (
                  <Typography.Text type="secondary" className={styles.small} data-testid="price-breakdown">
                    {[
                      r.activityDiscount > 0 ? t('price.offActivity', { amount: formatBaht(r.activityDiscount) }) : '',
                      r.fullscaleDiscount > 0
                        ? t('price.offFullscale', { amount: formatBaht(r.fullscaleDiscount) })
                        : '',
                      r.couponDiscount > 0 ? t('price.offCoupon', { amount: formatBaht(r.couponDiscount) }) : '',
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography.Text>
                )}
                <span className={styles.priceTags}>
                  <StackedTags stacked={r.stacked} />
                  {r.reason === 'below_threshold' && <Tag color="default">{t('price.notReached')}</Tag>}
                  {r.belowPurchase === 'y' && (
                    <Tag color="error" data-testid="below-purchase">
                      {t('price.belowPurchase')}
                    </Tag>
                  )}
                </span>
              </div>
              <div className={styles.pricePays}>
                <Typography.Text type="secondary" className={styles.small}>
                  {t('price.pays')} · {t('price.units', { count: r.quantity })}
                </Typography.Text>
                <Typography.Text strong type={r.belowPurchase === 'y' ? 'danger' : undefined} data-testid="buyer-pays">
                  {formatBaht(r.payAmount)}
                </Typography.Text>
                {r.quantity > 1 && (
                  <Typography.Text type="secondary" className={styles.small}>
                    {t('price.each', { amount: formatBaht(r.unitPrice) })}
                  </Typography.Text>
                )}
              </div>
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <Card size="small" title={<h2 className={styles.cardTitle}>{t('price.title')}</h2>} data-testid="price-preview">
      <Typography.Paragraph type="secondary" className={styles.small}>
        {t('price.hint')}
      </Typography.Paragraph>
      {body}
    </Card>
  );
}
