import type { ProductStatus } from '@sc/contract/calls/items.ts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<ProductStatus, string> = {
  on_sale: 'success',
  coming: 'processing',
  off_shelf: 'default',
  sold_out: 'warning',
  halted: 'error',
  deleted: 'default',
};

/** A product's state as names it, with pre-sale and open violations beside it. */
export function ProductStatusTag({
  status,
  preSale,
  violations = 0,
}: {
  status: ProductStatus;
  preSale?: 'y' | 'n';
  violations?: number;
}) {
  const { t } = useTranslation('items');
  return (
    <>
      <Tag color={COLOURS[status]} data-testid="product-status">
        {t(`statusTag.${status}`)}
      </Tag>
      {preSale === 'y' && <Tag color="purple">{t('statusTag.preSale')}</Tag>}
      {violations > 0 && <Tag color="error">{t('statusTag.violations', { count: violations })}</Tag>}
    </>
  );
}
