import type { OrderLine } from '@sc/contract/calls/orders.ts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ProductPhoto } from '../../components/media/ProductPhoto.tsx';
import { formatBaht } from '../../components/money/format-baht.ts';
import styles from './orders.module.css';

/** An order line: photo, title, spec values, price and quantity. */
export function OrderLineView({ line, size = 48, price = true }: { line: OrderLine; size?: number; price?: boolean }) {
  const { t } = useTranslation('orders');
  return (
    <div className={styles.line}>
      <ProductPhoto url={line.imageUrl} title={line.title} size={size} />
      <div className={styles.lineText}>
        <Typography.Text className={styles.lineTitle} title={line.title}>
          {line.title}
        </Typography.Text>
        {line.specValues.length > 0 && (
          <Typography.Text type="secondary" className={styles.small}>
            {line.specValues.join(' / ')}
          </Typography.Text>
        )}
      </div>
      {price && (
        <div className={styles.linePrice}>
          <span>{formatBaht(line.unitPrice)}</span>
          <Typography.Text type="secondary" className={styles.small}>
            {t('row.quantity', { count: line.quantity })}
          </Typography.Text>
        </div>
      )}
    </div>
  );
}

/** The first lines of an order in a list, with how many more there are. */
export function OrderItemsCell({ items, shown = 2 }: { items: OrderLine[]; shown?: number }) {
  const { t } = useTranslation('orders');
  return (
    <div className={styles.lines}>
      {items.slice(0, shown).map((line) => (
        <OrderLineView key={line.lineNo} line={line} />
      ))}
      {items.length > shown && (
        <Typography.Text type="secondary" className={styles.small}>
          {t('row.moreItems', { count: items.length - shown })}
        </Typography.Text>
      )}
    </div>
  );
}
