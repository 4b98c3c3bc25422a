import type { OrderDetail } from '@sc/contract/calls/orders.ts';
import { resultsPath } from '@sc/contract/results.ts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatBaht } from '../../components/money/format-baht.ts';
import styles from './orders.module.css';

/**
 * The promotions that gave an order line its discount (an activity, a full-scale tier, a coupon),
 * each by name with its share, linked to the promotion's results.
 */
export function LinePromotions({ order, lineNo }: { order: OrderDetail; lineNo: number }) {
  const { t } = useTranslation('orders');
  const mine = (order.linePromotions ?? []).filter((p) => p.lineNo === lineNo);
  if (mine.length === 0) return null;
  return (
    <ul aria-label={t('detail.linePromotion.label')} className={styles.linePromotions} data-line-promotions={lineNo}>
      {mine.map((p) => (
        <li key={`${p.kind}:${p.promotionId}`}>
          <Typography.Text type="secondary" className={styles.small}>
            <Link to={resultsPath(p.kind, p.promotionId)} data-promotion={p.kind}>
              {t(`detail.linePromotion.${p.kind}`, {
                name: p.name || t('detail.linePromotion.unnamed'),
                amount: formatBaht(p.discount),
              })}
            </Link>
          </Typography.Text>
        </li>
      ))}
    </ul>
  );
}
