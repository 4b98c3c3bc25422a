import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './promotions.module.css';

/** A preview line's mark when what the buyer pays is below what the shop paid for the units. */
export function BelowPurchaseTag({ below }: { below: boolean }) {
  const { t } = useTranslation('promotions');
  if (!below) return null;
  return (
    <Tag color="error" className={styles.belowTag} data-testid="below-purchase">
      {t('price.belowPurchase')}
    </Tag>
  );
}
