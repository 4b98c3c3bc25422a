import { itemStockUpdate, type ProductRow, type SkuView } from '@sc/contract/calls/items.ts';
import { App, Button, Flex, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { api } from '../../../api/client.ts';
import { formatBaht } from '../../../components/money/format-baht.ts';
import { StockInput } from '../../../components/money/StockInput.tsx';
import { formatNumber } from '../../../format/number-format.ts';
import { useRefreshProducts } from './product-queries.ts';
import styles from './products.module.css';

/** The SKUs of a product, opened under its row, with their stock editable in place. */
export function SkuStockTable({ product }: { product: ProductRow }) {
  const { t } = useTranslation('items');
  const editable = product.status !== 'halted' && product.status !== 'deleted';
  const columns: TableColumnsType<SkuView> = [
    {
      key: 'spec',
      title: t('sku.spec'),
      render: (_, sku) => (
        <Flex vertical>
          <Typography.Text>{sku.specValues.length > 0 ? sku.specValues.join(' / ') : t('sku.single')}</Typography.Text>
          <Typography.Text type="secondary" className={styles.nowrap} copyable={{ text: sku.skuId }}>
            {`${t('sku.id')}: ${sku.skuId}`}
          </Typography.Text>
          {sku.code && (
            <Typography.Text type="secondary" className={styles.nowrap}>
              {`${t('sku.code')}: ${sku.code}`}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'price',
      title: t('sku.price'),
      align: 'right',
      render: (_, sku) => (
        <Flex vertical align="flex-end">
          <span>{formatBaht(sku.price)}</span>
          {sku.marketPrice > sku.price && (
            <Typography.Text type="secondary" delete className={styles.small} title={t('sku.marketPrice')}>
              {formatBaht(sku.marketPrice)}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    { key: 'lowest30', title: t('sku.lowest30'), align: 'right', render: (_, sku) => formatBaht(sku.lowestPrice30) },
    {
      key: 'stock',
      title: t('sku.stock'),
      width: 170,
      render: (_, sku) =>
        editable ? <StockEditor key={`${sku.skuId}:${sku.stock}`} sku={sku} /> : formatNumber(sku.stock),
    },
    { key: 'reserved', title: t('sku.reserved'), align: 'right', render: (_, sku) => formatNumber(sku.reserved) },
    {
      key: 'available',
      title: t('sku.available'),
      align: 'right',
      render: (_, sku) => (
        <Flex vertical align="flex-end">
          <span>{formatNumber(sku.available)}</span>
          {sku.lowStock === 'y' && (
            <Tag color="warning" className={styles.small} title={t('sku.warningLine', { count: sku.warningLine })}>
              {t('row.lowStock')}
            </Tag>
          )}
        </Flex>
      ),
    },
    { key: 'sales', title: t('sku.sales'), align: 'right', render: (_, sku) => formatNumber(sku.salesCount) },
  ];
  return (
    <div className={styles.skuWrap}>
      <Table<SkuView>
        className={styles.skuTable}
        size="small"
        rowKey="skuId"
        columns={columns}
        dataSource={product.skus}
        pagination={false}
        data-sku-table={product.productId}
      />
    </div>
  );
}

/** Sets a SKU's stock; the server refuses what the rules refuse (below 0, below reserved) and says why here. */
function StockEditor({ sku }: { sku: SkuView }) {
  const { t } = useTranslation('items');
  const { message } = App.useApp();
  const refresh = useRefreshProducts();
  const [value, setValue] = useState<number | undefined>(sku.stock);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const changed = value !== undefined && value !== sku.stock;

  const save = async () => {
    if (!changed || value === undefined) return;
    setSaving(true);
    setError(null);
    try {
      await api(itemStockUpdate, { updates: [{ skuId: sku.skuId, mode: 'set', value }] }, { quiet: true });
      void message.success(t('sku.saved'));
      await refresh();
    } catch (e) {
      setError(e instanceof ApiError ? (e.fieldErrors[0]?.message ?? e.replyText) : String(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Flex vertical gap={2} data-stock-editor={sku.skuId}>
      <Flex gap={4} className={styles.stockEdit}>
        <StockInput
          size="small"
          aria-label={t('sku.stockLabel', { id: sku.skuId })}
          value={value}
          status={error ? 'error' : undefined}
          onChange={(v) => {
            setValue(v);
            setError(null);
          }}
          onPressEnter={() => void save()}
          style={{ width: 88 }}
        />
        <Button
          size="small"
          type={changed ? 'primary' : 'default'}
          disabled={!changed}
          loading={saving}
          title={changed ? undefined : t('sku.unchanged')}
          onClick={() => void save()}
        >
          {t('sku.save')}
        </Button>
      </Flex>
      {error && (
        <Typography.Text type="danger" className={styles.small} role="alert">
          {error}
        </Typography.Text>
      )}
    </Flex>
  );
}
