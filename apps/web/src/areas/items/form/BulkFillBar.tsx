import { Button, Flex, type FormInstance, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../components/money/MoneyInput.tsx';
import { StockInput } from '../../../components/money/StockInput.tsx';
import styles from './product-form.module.css';
import type { ProductFormValues } from './product-form-model.ts';
import type { SkuDraft } from './sku-matrix.ts';

interface Fill {
  price?: string;
  marketPrice?: string;
  purchasePrice?: string;
  stock?: number;
  warningLine?: number;
}

/** One row above the matrix that sets a price, stock or warning line on every SKU at once. */
export function BulkFillBar({ form }: { form: FormInstance<ProductFormValues> }) {
  const { t } = useTranslation('items');
  const [fill, setFill] = useState<Fill>({});
  const set = <K extends keyof Fill>(key: K, value: Fill[K]) =>
    setFill((f) => {
      const next = { ...f };
      if (value === undefined) delete next[key];
      else next[key] = value;
      return next;
    });
  const filled = Object.keys(fill) as (keyof Fill)[];

  const apply = () => {
    const rows = (form.getFieldValue('skus') as SkuDraft[] | undefined) ?? [];
    form.setFieldValue(
      'skus',
      rows.map((row) => ({ ...row, ...fill })),
    );
    // Show at once what the new values break; a price is checked against the new market and purchase prices.
    const names = rows.flatMap((row, i) => [
      ...filled.map((field) => ['skus', i, field]),
      ...(row.price !== undefined || fill.price !== undefined ? [['skus', i, 'price']] : []),
    ]);
    void form.validateFields(names).catch(() => undefined);
    setFill({});
  };

  return (
    <Flex className={styles.bulkBar} gap={8} wrap align="center" data-testid="bulk-fill">
      <Typography.Text strong>{t('bulk.title')}</Typography.Text>
      <MoneyInput
        placeholder={t('skus.price')}
        aria-label={t('bulk.field', { field: t('skus.price') })}
        value={fill.price}
        onChange={(v) => set('price', v)}
        style={{ width: 118 }}
      />
      <MoneyInput
        placeholder={t('skus.marketPrice')}
        aria-label={t('bulk.field', { field: t('skus.marketPrice') })}
        value={fill.marketPrice}
        onChange={(v) => set('marketPrice', v)}
        style={{ width: 118 }}
      />
      <MoneyInput
        placeholder={t('skus.purchasePrice')}
        aria-label={t('bulk.field', { field: t('skus.purchasePrice') })}
        value={fill.purchasePrice}
        onChange={(v) => set('purchasePrice', v)}
        style={{ width: 118 }}
      />
      <StockInput
        placeholder={t('skus.stock')}
        aria-label={t('bulk.field', { field: t('skus.stock') })}
        value={fill.stock}
        onChange={(v) => set('stock', v)}
        style={{ width: 100 }}
      />
      <StockInput
        placeholder={t('skus.warningLine')}
        aria-label={t('bulk.field', { field: t('skus.warningLine') })}
        value={fill.warningLine}
        onChange={(v) => set('warningLine', v)}
        style={{ width: 100 }}
      />
      <Button type="primary" ghost disabled={filled.length === 0} onClick={apply}>
        {t('bulk.apply')}
      </Button>
    </Flex>
  );
}
