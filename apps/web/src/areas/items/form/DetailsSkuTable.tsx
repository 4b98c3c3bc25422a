import { Flex, Image, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '../../../components/money/format-baht.ts';
import { formatNumber } from '../../../format/number-format.ts';
import type { ProductDetail } from './product-queries.ts';

type Sku = ProductDetail['skus'][number];

/** The SKUs of a saved product: prices with the lowest of 30 days, stock with what orders hold. */
export function DetailsSkuTable({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('items');
  const specColumns: TableColumnsType<Sku> = product.specs.map((spec, i) => ({
    title: spec.name,
    key: `spec-${i}`,
    fixed: 'start',
    render: (_v, sku) => <Typography.Text strong>{sku.specValues[i]}</Typography.Text>,
  }));
  const money = (key: 'price' | 'marketPrice' | 'purchasePrice' | 'lowestPrice30', title: string) => ({
    title,
    key,
    align: 'end' as const,
    render: (_v: unknown, sku: Sku) => formatBaht(sku[key]),
  });
  const columns: TableColumnsType<Sku> = [
    ...specColumns,
    {
      title: t('details.sku'),
      key: 'sku',
      render: (_v, sku) => (
        <Flex gap={8} align="center">
          {sku.imageUrl ? (
            <Image
              src={sku.imageUrl}
              alt={t('details.skuPhotoAlt', { sku: sku.specValues.join(' / ') || sku.skuId })}
              width={36}
              height={36}
              style={{ objectFit: 'cover', borderRadius: 4 }}
            />
          ) : null}
          <Flex vertical>
            <span>{sku.skuId}</span>
            {sku.code && <Typography.Text type="secondary">{sku.code}</Typography.Text>}
          </Flex>
        </Flex>
      ),
    },
    money('price', t('skus.price')),
    money('marketPrice', t('skus.marketPrice')),
    money('purchasePrice', t('skus.purchasePrice')),
    money('lowestPrice30', t('details.lowest30')),
    {
      title: t('skus.stock'),
      key: 'stock',
      align: 'end',
      render: (_v, sku) => (
        <Flex vertical align="end">
          <span>{formatNumber(sku.stock)}</span>
          <Typography.Text type="secondary">{t('skus.reserved', { count: sku.reserved })}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('details.available'),
      key: 'available',
      align: 'end',
      render: (_v, sku) => (
        <Flex vertical align="end" gap={2}>
          <span>{formatNumber(sku.available)}</span>
          {sku.lowStock === 'y' && (
            <Tag color="warning" style={{ marginInlineEnd: 0 }}>
              {t('details.lowStockAt', { count: sku.warningLine })}
            </Tag>
          )}
        </Flex>
      ),
    },
    { title: t('details.sales'), key: 'sales', align: 'end', render: (_v, sku) => formatNumber(sku.salesCount) },
  ];
  return (
    <Table<Sku>
      rowKey="skuId"
      size="small"
      bordered
      pagination={false}
      columns={columns}
      dataSource={product.skus}
      scroll={{ x: 'max-content' }}
      data-testid="details-skus"
    />
  );
}
