import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '../../../components/money/format-baht.ts';
import { BelowPurchaseTag } from '../BelowPurchaseTag.tsx';
import { type PlusSkuRow, unitPrices } from './plus-form-model.ts';

/** SKUs the preview shows. */
const PREVIEW_SKUS = 5;

/**
 * The final price preview: what one unit of a few chosen SKUs costs a T Plus member and any other
 * buyer while the offer runs (the engine's unit-price step), before coupons and other promotions;
 * a member price below what the shop paid is flagged.
 */
export function PlusPreview({ rows }: { rows: readonly PlusSkuRow[] }) {
  const { t } = useTranslation('promotions');
  const priced = rows.flatMap((r) => {
    const p = unitPrices(r);
    return p ? [{ row: r, ...p }] : [];
  });
  return (
    <Card size="small" title={<h2>{t('plus.preview.title')}</h2>} data-testid="price-preview">
      <Typography.Paragraph type="secondary">{t('plus.preview.hint')}</Typography.Paragraph>
      {priced.length === 0 ? (
        <Typography.Text type="secondary">{t('plus.preview.fill')}</Typography.Text>
      ) : (
        <ul data-testid="plus-preview">
          {priced.slice(0, PREVIEW_SKUS).map((p) => (
            <li key={p.row.skuId}>
              <Typography.Text strong>{p.row.title}</Typography.Text>
              {p.row.specText ? <Typography.Text type="secondary"> · {p.row.specText}</Typography.Text> : null}
              <ul>
                <li>
                  {t('plus.preview.member', { pays: formatBaht(p.member / 100), percent: p.percent })}
                  <BelowPurchaseTag below={p.belowPurchase} />
                </li>
                <li>{t('plus.preview.others', { pays: formatBaht(p.others / 100) })}</li>
              </ul>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
