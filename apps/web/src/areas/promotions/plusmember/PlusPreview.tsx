import { PLUS_PREVIEW_SKUS_MAX } from '@sc/contract/calls/plusmember.ts';
import { DEBOUNCE_MS } from '@sc/contract/constants.ts';
import { Alert, Card, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '../../../components/money/format-baht.ts';
import { BelowPurchaseTag } from '../BelowPurchaseTag.tsx';
import styles from '../promotions.module.css';
import { StackedTags } from '../StackedTags.tsx';
import { useDebounced } from '../use-debounced.ts';
import { type PlusSkuRow, percentOff, previewSkus } from './plus-form-model.ts';
import { usePlusPreview } from './plus-queries.ts';

/**
 * The final price preview: the first SKUs with a member price, as the server's promotion engine
 * prices them for a T Plus member with what stacks and runs now (the SKU's discount where lower,
 * the product's spend-and-save tier, the best coupon granting now), buying just enough to reach a
 * tier or coupon where a unit costs least, beside what any other buyer pays for those units; a
 * member's price below what the shop paid is flagged.
 */
export function PlusPreview({ rows }: { rows: readonly PlusSkuRow[] }) {
  const { t } = useTranslation('promotions');
  const skus = useDebounced(previewSkus(rows, PLUS_PREVIEW_SKUS_MAX), DEBOUNCE_MS);
  const ready = skus.length > 0;
  const preview = usePlusPreview({ skus }, ready);
  const byId = new Map(rows.map((r) => [r.skuId, r]));
  const list = ready ? (preview.data?.list ?? []) : [];

  let body: ReactNode;
  if (!ready) body = <Typography.Text type="secondary">{t('plus.preview.fill')}</Typography.Text>;
  else if (preview.isLoading) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (!preview.data) body = <Alert type="error" showIcon title={t('price.failed')} />;
  else
    body = (
      <ul data-testid="plus-preview" aria-busy={preview.isFetching}>
        {list.map((p) => {
          const row = byId.get(p.skuId);
          const percent = row ? percentOff(row) : null;
          const sent = skus.find((s) => s.skuId === p.skuId);
          return (
            <li key={p.skuId} data-sku={p.skuId}>
              <Typography.Text strong>{row?.title ?? p.skuId}</Typography.Text>
              {row?.specText ? <Typography.Text type="secondary"> · {row.specText}</Typography.Text> : null}
              {sent && percent !== null && (
                <Typography.Text type="secondary">
                  {' · '}
                  {t('plus.preview.offer', { price: formatBaht(Number(sent.memberPrice)), percent })}
                </Typography.Text>
              )}
              <ul>
                <li>
                  <span data-testid="member-pays">
                    {t('plus.preview.member', { pays: formatBaht(p.unitPrice), count: p.quantity })}
                  </span>{' '}
                  <BelowPurchaseTag below={p.belowPurchase === 'y'} />
                  <br />
                  <Typography.Text type="secondary" className={styles.small} data-testid="price-breakdown">
                    {[
                      p.memberDiscount > 0 ? t('plus.preview.offMember', { amount: formatBaht(p.memberDiscount) }) : '',
                      p.activityDiscount > 0 ? t('price.offActivity', { amount: formatBaht(p.activityDiscount) }) : '',
                      p.fullscaleDiscount > 0
                        ? t('price.offFullscale', { amount: formatBaht(p.fullscaleDiscount) })
                        : '',
                      p.couponDiscount > 0 ? t('price.offShopCoupon', { amount: formatBaht(p.couponDiscount) }) : '',
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography.Text>
                  {p.stacked.length > 0 && ' '}
                  {p.stacked.length > 0 && (
                    <span className={styles.priceTags}>
                      <StackedTags stacked={p.stacked} />
                    </span>
                  )}
                </li>
                <li data-testid="others-pay">{t('plus.preview.others', { pays: formatBaht(p.othersUnitPrice) })}</li>
              </ul>
            </li>
          );
        })}
      </ul>
    );
  return (
    <Card size="small" title={<h2>{t('plus.preview.title')}</h2>} data-testid="price-preview">
      <Typography.Paragraph type="secondary">{t('plus.preview.hint')}</Typography.Paragraph>
      {body}
    </Card>
  );
}
