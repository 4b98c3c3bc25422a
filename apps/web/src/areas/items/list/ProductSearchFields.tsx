import { PRODUCT_CODE_MAX, PRODUCT_TITLE_MAX } from '@sc/contract/calls/items.ts';
import { MAX_IDS_PER_QUERY, MIN_ID_SEARCH_DIGITS } from '@sc/contract/constants.ts';
import { Checkbox, Flex, Form, type FormRule, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { BrandSelect } from '../../../components/catalog-pickers/BrandSelect.tsx';
import { CategoryCascader } from '../../../components/catalog-pickers/CategoryCascader.tsx';
import { checkIdSearch, MAX_ID_DIGITS, someIds } from '../../../components/form/id-search.ts';
import { maxLengthRule } from '../../../components/form/shared-rules.ts';
import { type FormValues, WIDE_FIELD } from '../../../components/list/SearchForm.tsx';
import type { ProductFilterKey } from './product-queries.ts';

/** The search fields of /shop/index: title, code, brand, category, SPU or SKU ids, low stock. */
export function ProductSearchFields() {
  const { t } = useTranslation('items');
  // At least 3 digits, up to 100 ids, checked before anything is sent.
  const idsRule: FormRule = {
    validator: async (_rule, value: unknown) => {
      const result = checkIdSearch(typeof value === 'string' ? value : '');
      if (result.ok) return;
      if (result.problem === 'tooMany') {
        throw new Error(t('idRule.tooMany', { max: MAX_IDS_PER_QUERY, count: result.count }));
      }
      const ids = someIds(result.bad);
      if (result.problem === 'tooShort') throw new Error(t('idRule.tooShort', { min: MIN_ID_SEARCH_DIGITS, ids }));
      if (result.problem === 'tooLong') throw new Error(t('idRule.tooLong', { max: MAX_ID_DIGITS, ids }));
      throw new Error(t('idRule.notDigits', { ids }));
    },
  };
  return (
    <>
      <Form.Item name="title" label={t('filter.title')} rules={[maxLengthRule(PRODUCT_TITLE_MAX)]}>
        <Input allowClear placeholder={t('filter.titlePlaceholder')} />
      </Form.Item>
      <Form.Item name="code" label={t('filter.code')} rules={[maxLengthRule(PRODUCT_CODE_MAX)]}>
        <Input allowClear placeholder={t('filter.codePlaceholder')} />
      </Form.Item>
      <Form.Item name="brandId" label={t('filter.brand')}>
        <BrandSelect allowClear placeholder={t('filter.brandPlaceholder')} />
      </Form.Item>
      <Form.Item name="categoryId" label={t('filter.category')}>
        <CategoryCascader selectable="any" placeholder={t('filter.categoryPlaceholder')} />
      </Form.Item>
      <Form.Item name="lowStock" label={t('filter.stock')} valuePropName="checked">
        <Checkbox>{t('filter.lowStock')}</Checkbox>
      </Form.Item>
      <Form.Item label={t('filter.ids')} className={WIDE_FIELD} required={false}>
        <Flex gap={8} align="flex-start">
          <Form.Item name="idKind" noStyle>
            <Select
              style={{ width: 180, flex: 'none' }}
              aria-label={t('filter.ids')}
              options={[
                { value: 'spu', label: t('filter.spu') },
                { value: 'sku', label: t('filter.sku') },
              ]}
            />
          </Form.Item>
          <Form.Item name="ids" noStyle rules={[idsRule]}>
            <Input.TextArea
              autoSize={{ minRows: 1, maxRows: 4 }}
              placeholder={t('filter.idsPlaceholder')}
              aria-label={t('filter.idsPlaceholder')}
            />
          </Form.Item>
        </Flex>
      </Form.Item>
    </>
  );
}

/** Form values → URL filters: ids comma-separated once they pass, low stock as 'y'. */
export function productFormToFilters(values: FormValues): Partial<Record<ProductFilterKey, string>> {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const ids = checkIdSearch(text(values.ids));
  return {
    title: text(values.title),
    code: text(values.code),
    brandId: text(values.brandId),
    categoryId: text(values.categoryId),
    idKind: values.idKind === 'sku' ? 'sku' : '',
    ids: ids.ok ? ids.ids.join(',') : text(values.ids),
    lowStock: values.lowStock === true ? 'y' : '',
  };
}

/** URL filters → form values. */
export function productFiltersToForm(filters: Record<ProductFilterKey, string>): FormValues {
  return {
    title: filters.title,
    code: filters.code,
    brandId: filters.brandId,
    categoryId: filters.categoryId,
    idKind: filters.idKind === 'sku' ? 'sku' : 'spu',
    ids: filters.ids.split(',').join(' '),
    lowStock: filters.lowStock === 'y',
  };
}
