import type { ProductRow } from '@sc/contract/calls/items.ts';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../format/relative-time.ts';

const COLOURS: Record<ProductRow['status'], string> = {
  on_sale: 'success',
  coming: 'processing',
  off_shelf: 'default',
  sold_out: 'warning',
  halted: 'error',
  deleted: 'default',
};

/**
 * A product's state with what explains it: why it left the shelf, its open violations, when it goes
 * on sale, and whether it is a pre-sale product.
 */
export function ProductStatus({ product }: { product: ProductRow }) {
  const { t } = useTranslation('items');
  const offReason =
    product.offShelfReason && (product.status === 'off_shelf' || product.status === 'halted')
      ? t(`offReason.${product.offShelfReason}`)
      : null;
  return (
    <Flex vertical gap={4} align="flex-start" data-status={product.status}>
      <Flex gap={4} wrap>
        <Tag color={COLOURS[product.status]}>{t(`status.${product.status}`)}</Tag>
        {product.preSale === 'y' && <Tag color="purple">{t('row.preSale')}</Tag>}
      </Flex>
      {product.status === 'coming' && product.releaseAt && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('row.comingAt', { time: formatDateTime(product.releaseAt) })}
        </Typography.Text>
      )}
      {offReason && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {offReason}
        </Typography.Text>
      )}
      {product.openViolations > 0 && (
        <Link to="/shop/IllegalGoods" style={{ fontSize: 12 }}>
          <Typography.Text type="danger" style={{ fontSize: 12 }}>
            {t('row.violations', { count: product.openViolations })}
          </Typography.Text>
        </Link>
      )}
    </Flex>
  );
}
