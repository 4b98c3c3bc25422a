import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import { PRODUCT_CODE_MAX } from '@sc/contract/calls/items.ts';
import { Form, type FormInstance, type FormRule, Input, Table, type TableColumnsType, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { maxLengthRule, noDollarRule } from '../../../components/form/shared-rules.ts';
import { ImageHint } from '../../../components/media/ImageHint.tsx';
import { ImageInput } from '../../../components/media/ImageInput.tsx';
import { MoneyInput } from '../../../components/money/MoneyInput.tsx';
import { StockInput } from '../../../components/money/StockInput.tsx';
import { currentLocale } from '../../../i18n/i18n.ts';
import { BulkFillBar } from './BulkFillBar.tsx';
import styles from './product-form.module.css';
import type { ProductFormValues } from './product-form-model.ts';
import { activeSpecs, rowValues, type SkuDraft, type SpecDraft } from './sku-matrix.ts';
import { checkSkuRow, rowMessage, type SkuField } from './sku-rules.ts';

/** A row's name as the merchant reads it: its values, "White / S". */
export function rowLabelOf(specs: readonly SpecDraft[] | undefined, row: Pick<SkuDraft, 'key'> | undefined): string {
  return row ? rowValues(specs ?? [], row).join(' / ') : '';
}

/** The check of one cell: the shared row rules, in the shared words, led by the row's name. */
function cellRule(form: FormInstance<ProductFormValues>, index: number, field: SkuField): FormRule {
  return {
    validator: async () => {
      const row = form.getFieldValue(['skus', index]) as SkuDraft | undefined;
      if (!row) return;
      const check = checkSkuRow(row)[field];
      if (check) throw new Error(rowMessage(check, rowLabelOf(form.getFieldValue('specs'), row), currentLocale()));
    },
  };
}

const PRICE_FIELDS = ['price', 'marketPrice', 'purchasePrice'] as const;

/**
 * The SKUs the specifications make, one row per combination, with price, market price,
 * purchase price, stock (never below what orders hold), warning line, code and photo.
 */
export function SkuMatrix({ form, editing }: { form: FormInstance<ProductFormValues>; editing: boolean }) {
  const { t } = useTranslation('items');
  const specs: SpecDraft[] = Form.useWatch('specs', { form, preserve: true }) ?? [];
  // Only the row keys re-render the table; typing in a cell re-renders that cell alone.
  const keys =
    Form.useWatch((v: ProductFormValues) => (v.skus ?? []).map((r) => r.key).join(','), {
      form,
      preserve: true,
    }) ?? '';
  // The single row of a product without specifications has the key ''.
  const rows = keys.split(',').map((key) => ({ key }));
  const columnsOfSpecs = activeSpecs(specs);

  // Merge the cells of a value over the rows it spans, as the matrix reads (White over S, M, L).
  const spans = columnsOfSpecs.map((_, i) => columnsOfSpecs.slice(i + 1).reduce((n, s) => n * s.values.length, 1));
  const specColumns: TableColumnsType<{ key: string }> = columnsOfSpecs.map(({ spec }, i) => ({
    title: spec.name.trim() || t('specs.specN', { n: i + 1 }),
    key: `spec-${spec.key}`,
    width: 96,
    fixed: 'start',
    onCell: (_row, index = 0) => ({ rowSpan: index % (spans[i] ?? 1) === 0 ? (spans[i] ?? 1) : 0 }),
    render: (_v, row) => <Typography.Text strong>{rowValues(specs, row)[i]}</Typography.Text>,
  }));

  const money = (field: (typeof PRICE_FIELDS)[number], required: boolean, title: string) => ({
    title: required ? <span className={styles.requiredTitle}>{title}</span> : title,
    key: field,
    width: 132,
    render: (_v: unknown, _row: { key: string }, index: number) => (
      <Form.Item
        name={['skus', index, field]}
        className={styles.cell}
        rules={[cellRule(form, index, field)]}
        dependencies={
          field === 'price'
            ? [
                ['skus', index, 'marketPrice'],
                ['skus', index, 'purchasePrice'],
              ]
            : []
        }
      >
        <MoneyInput
          aria-label={`${title} ${rowLabelOf(specs, rows[index])}`.trim()}
          placeholder="0.00"
          style={{ width: '100%' }}
        />
      </Form.Item>
    ),
  });

  const columns: TableColumnsType<{ key: string }> = [
    ...specColumns,
    {
      title: (
        <Tooltip title={<ImageHint usage="skuPhoto" />}>
          <span className={styles.hintTitle}>
            {t('skus.photo')} <QuestionCircleOutlined />
          </span>
        </Tooltip>
      ),
      key: 'photo',
      width: 72,
      render: (_v, _row, index) => (
        <Form.Item name={['skus', index, 'imageUrl']} className={`${styles.cell} ${styles.photoCell}`}>
          <ImageInput usage="skuPhoto" />
        </Form.Item>
      ),
    },
    money('price', true, t('skus.price')),
    money('marketPrice', true, t('skus.marketPrice')),
    money('purchasePrice', false, t('skus.purchasePrice')),
    {
      title: <span className={styles.requiredTitle}>{t('skus.stock')}</span>,
      key: 'stock',
      width: 112,
      render: (_v, _row, index) => (
        <Form.Item
          name={['skus', index, 'stock']}
          className={styles.cell}
          rules={[cellRule(form, index, 'stock')]}
          extra={
            editing ? (
              <Form.Item noStyle shouldUpdate={(a, b) => a.skus?.[index]?.reserved !== b.skus?.[index]?.reserved}>
                {() => t('skus.reserved', { count: form.getFieldValue(['skus', index, 'reserved']) ?? 0 })}
              </Form.Item>
            ) : undefined
          }
        >
          <StockInput
            aria-label={`${t('skus.stock')} ${rowLabelOf(specs, rows[index])}`.trim()}
            placeholder="0"
            style={{ width: '100%' }}
          />
        </Form.Item>
      ),
    },
    {
      title: t('skus.warningLine'),
      key: 'warningLine',
      width: 112,
      render: (_v, _row, index) => (
        <Form.Item
          name={['skus', index, 'warningLine']}
          className={styles.cell}
          rules={[cellRule(form, index, 'warningLine')]}
        >
          <StockInput
            aria-label={`${t('skus.warningLine')} ${rowLabelOf(specs, rows[index])}`.trim()}
            placeholder="0"
            style={{ width: '100%' }}
          />
        </Form.Item>
      ),
    },
    {
      title: t('skus.code'),
      key: 'code',
      width: 140,
      render: (_v, _row, index) => (
        <Form.Item
          name={['skus', index, 'code']}
          className={styles.cell}
          rules={[maxLengthRule(PRODUCT_CODE_MAX), noDollarRule]}
        >
          <Input
            maxLength={PRODUCT_CODE_MAX}
            aria-label={`${t('skus.code')} ${rowLabelOf(specs, rows[index])}`.trim()}
            placeholder={t('skus.codePlaceholder')}
          />
        </Form.Item>
      ),
    },
  ];

  return (
    <>
      {rows.length > 1 && <BulkFillBar form={form} />}
      <Table<{ key: string }>
        className={styles.matrix}
        rowKey="key"
        size="small"
        bordered
        pagination={false}
        columns={columns}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        data-testid="sku-matrix"
      />
    </>
  );
}
