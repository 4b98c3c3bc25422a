import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '../../../components/money/format-baht.ts';
import { BelowPurchaseTag } from '../BelowPurchaseTag.tsx';
import { type AddonSkuRow, rowPays } from './addon-form-model.ts';

/**
 * The final price preview: one unit of each add-on SKU with a main product in the cart (the
 * engine's add-on step, addonLine) and without one (its list price), before activity prices,
 * full-scale tiers and coupons; with a main product below what the shop paid is flagged.
 */
export function AddonPreview({ rows }: { rows: readonly AddonSkuRow[] }) {
  const { t } = useTranslation('promotions');
  const priced = rows.flatMap((r) => {
    const pays = rowPays(r);
    return pays ? [{ row: r, pays }] : [];
  });
  return (
    <Card size="small" title={<h2>{t('addon.preview.title')}</h2>} data-testid="price-preview">
      <Typography.Paragraph type="secondary">{t('addon.preview.hint')}</Typography.Paragraph>
      {priced.length === 0 ? (
        <Typography.Text type="secondary">{t('addon.preview.fill')}</Typography.Text>
      ) : (
        <ul data-testid="addon-preview">
          {priced.map(({ row, pays }) => (
            <li key={row.skuId}>
              {t('addon.preview.row', {
                title: row.specValues.length > 0 ? `${row.title} (${row.specValues.join(' / ')})` : row.title,
                tied: formatBaht(pays.tied / 100),
                alone: formatBaht(pays.alone / 100),
              })}
              <BelowPurchaseTag below={pays.belowPurchase} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
