import CloseOutlined from '@ant-design/icons/CloseOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import {
  MAX_SKUS_PER_PRODUCT,
  MAX_SPEC_VALUES,
  MAX_SPECS,
  SPEC_NAME_MAX,
  SPEC_VALUE_MAX,
} from '@sc/contract/calls/items.ts';
import { Button, Flex, Form, type FormInstance, Input, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { maxLengthRule, noDollarRule } from '../../../components/form/shared-rules.ts';
import styles from './product-form.module.css';
import { emptySpec, type ProductFormValues } from './product-form-model.ts';
import { duplicateIndexes, matrixSize, newKey, type SpecDraft } from './sku-matrix.ts';

/** The names of every spec name and value field, to check them again when one changes. */
export function specFieldNames(specs: readonly SpecDraft[]): (string | number)[][] {
  return specs.flatMap((spec, i) => [
    ['specs', i, 'name'],
    ...spec.values.map((_, j) => ['specs', i, 'values', j, 'text']),
  ]);
}

/**
 * Up to MAX_SPECS specifications (colour, size …), each with its values. A repeated name or value
 * is refused on the spot ("specification value must be unique").
 */
export function SpecsEditor({ form }: { form: FormInstance<ProductFormValues> }) {
  const { t } = useTranslation('items');
  const specs = Form.useWatch('specs', { form, preserve: true }) ?? [];
  const size = matrixSize(specs);
  // Adding a value to spec i multiplies the matrix by (n+1)/n: refuse what would pass the SKU limit.
  const wouldExceed = (i: number) => {
    const next = specs.map((s, j) =>
      j === i ? { ...s, values: [...s.values.filter((v) => v.text.trim()), { key: 'next', text: 'x' }] } : s,
    );
    return matrixSize(next) > MAX_SKUS_PER_PRODUCT;
  };

  return (
    <Form.List name="specs">
      {(fields, { add, remove }) => (
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">{t('specs.intro', { max: MAX_SPECS })}</Typography.Text>
          {fields.map((field, i) => (
            <div key={field.key} className={styles.specBox} data-testid={`spec-${i}`}>
              <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
                <Typography.Text strong>{t('specs.specN', { n: i + 1 })}</Typography.Text>
                <Button
                  type="text"
                  size="small"
                  icon={<DeleteOutlined />}
                  onClick={() => remove(field.name)}
                  aria-label={t('specs.removeSpec', { n: i + 1 })}
                >
                  {t('specs.removeSpecShort')}
                </Button>
              </Flex>
              <Form.Item
                name={[field.name, 'name']}
                label={t('specs.name')}
                layout="horizontal"
                labelCol={{ flex: '120px' }}
                rules={[
                  maxLengthRule(SPEC_NAME_MAX),
                  noDollarRule,
                  {
                    validator: async (_rule, value: unknown) => {
                      const all = (form.getFieldValue('specs') as SpecDraft[] | undefined) ?? [];
                      const filled = (all[i]?.values ?? []).some((v) => v.text.trim() !== '');
                      const name = typeof value === 'string' ? value.trim() : '';
                      if (!name && filled) throw new Error(t('specs.nameRequired'));
                      if (name && duplicateIndexes(all.map((s) => s.name)).has(i))
                        throw new Error(t('specs.nameExists'));
                    },
                  },
                ]}
              >
                <Input maxLength={SPEC_NAME_MAX} placeholder={t('specs.namePlaceholder')} style={{ maxWidth: 320 }} />
              </Form.Item>
              <Form.Item label={t('specs.values')} layout="horizontal" labelCol={{ flex: '120px' }} required>
                <Form.List name={[field.name, 'values']}>
                  {(valueFields, values) => (
                    <Flex gap={8} wrap align="start">
                      {valueFields.map((vf, j) => (
                        <Form.Item
                          key={vf.key}
                          name={[vf.name, 'text']}
                          className={styles.valueItem}
                          rules={[
                            maxLengthRule(SPEC_VALUE_MAX),
                            noDollarRule,
                            {
                              validator: async () => {
                                const all = (form.getFieldValue('specs') as SpecDraft[] | undefined) ?? [];
                                const texts = (all[i]?.values ?? []).map((v) => v.text);
                                if (duplicateIndexes(texts).has(j)) throw new Error(t('specs.valueExists'));
                              },
                            },
                          ]}
                        >
                          <Input
                            maxLength={SPEC_VALUE_MAX}
                            placeholder={t('specs.valuePlaceholder')}
                            aria-label={t('specs.valueN', { spec: i + 1, n: j + 1 })}
                            suffix={
                              valueFields.length > 1 ? (
                                <CloseOutlined
                                  className={styles.removeValue}
                                  aria-label={t('specs.removeValue')}
                                  onClick={() => values.remove(vf.name)}
                                />
                              ) : (
                                <span />
                              )
                            }
                          />
                        </Form.Item>
                      ))}
                      <Tooltip
                        title={
                          valueFields.length >= MAX_SPEC_VALUES
                            ? t('specs.valuesFull', { max: MAX_SPEC_VALUES })
                            : wouldExceed(i)
                              ? t('specs.skusFull', { max: MAX_SKUS_PER_PRODUCT })
                              : undefined
                        }
                      >
                        <Button
                          icon={<PlusOutlined />}
                          disabled={valueFields.length >= MAX_SPEC_VALUES || wouldExceed(i)}
                          onClick={() => values.add({ key: newKey('v'), text: '' })}
                        >
                          {t('specs.addValue')}
                        </Button>
                      </Tooltip>
                    </Flex>
                  )}
                </Form.List>
              </Form.Item>
            </div>
          ))}
          <Flex align="center" gap={12}>
            <Tooltip title={fields.length >= MAX_SPECS ? t('specs.specsFull', { max: MAX_SPECS }) : undefined}>
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                disabled={fields.length >= MAX_SPECS}
                onClick={() => add(emptySpec())}
              >
                {t('specs.addSpec', { count: fields.length, max: MAX_SPECS })}
              </Button>
            </Tooltip>
            <Typography.Text type={size > MAX_SKUS_PER_PRODUCT ? 'danger' : 'secondary'} aria-live="polite">
              {size > MAX_SKUS_PER_PRODUCT
                ? t('specs.skusOver', { count: size, max: MAX_SKUS_PER_PRODUCT })
                : t('specs.skuCount', { count: size })}
            </Typography.Text>
          </Flex>
        </Flex>
      )}
    </Form.List>
  );
}
