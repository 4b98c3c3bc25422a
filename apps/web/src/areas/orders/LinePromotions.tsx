import type { OrderDetail } from '@sc/contract/calls/orders.ts';
import { FUNC } from '@sc/contract/func-codes.ts';
import { resultsPath } from '@sc/contract/results.ts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatBaht } from '../../components/money/format-baht.ts';
import { grantedCodes, useSession } from '../../session/session.ts';
import styles from './orders.module.css';

/**
 * The promotions that gave an order line its discount (an activity, a full-scale tier, a coupon),
 * each by name with its share, linked to the promotion's results for a user who may read them
 * (the promotions function, OMS_FUNC_0019).
 */
export function LinePromotions({ order, lineNo }: { order: OrderDetail; lineNo: number }) {
  const { t } = useTranslation('orders');
  const { user } = useSession();
  const mine = (order.linePromotions ?? []).filter((p) => p.lineNo === lineNo);
  if (mine.length === 0) return null;
  const linked = !user || grantedCodes(user).has(FUNC.promotions);
  const text = (p: OrderDetail['linePromotions'][number]) =>
    t(`detail.linePromotion.${p.kind}`, {
      name: p.name || t('detail.linePromotion.unnamed'),
      amount: formatBaht(p.discount),
    });
  return (
    <ul aria-label={t('detail.linePromotion.label')} className={styles.linePromotions} data-line-promotions={lineNo}>
      {mine.map((p) => (
        <li key={`${p.kind}:${p.promotionId}`}>
          <Typography.Text type="secondary" className={styles.small}>
            {linked ? (
              <Link to={resultsPath(p.kind, p.promotionId)} data-promotion={p.kind}>
                {text(p)}
              </Link>
            ) : (
              <span data-promotion={p.kind}>{text(p)}</span>
            )}
          </Typography.Text>
        </li>
      ))}
    </ul>
  );
}
