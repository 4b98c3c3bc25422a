import { PRODUCT_CODE_MAX, PRODUCT_DESCRIPTION_MAX, PRODUCT_TITLE_MAX } from '@sc/contract/calls/items.ts';
import { codePointLength } from '@sc/contract/validators/text.ts';
import { Card, Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { BrandSelect } from '../../../components/catalog-pickers/BrandSelect.tsx';
import { CategoryCascader } from '../../../components/catalog-pickers/CategoryCascader.tsx';
import { maxLengthRule, noDollarRule, requiredRule } from '../../../components/form/shared-rules.ts';
import { KeywordsField, repeatedKeywords } from './KeywordsField.tsx';

// Counted as the server counts (code points), so a Thai or emoji title shows its true length.
const count = (max: number) => ({ show: true, max, strategy: codePointLength });

/** Title, code, category, brand, keywords and description. */
export function BasicInfoCard() {
  const { t } = useTranslation('items');
  return (
    <Card title={t('basic.title')} id="product-basic">
      <Form.Item
        name="title"
        label={t('basic.productTitle')}
        extra={t('basic.productTitleHint')}
        rules={[requiredRule(), maxLengthRule(PRODUCT_TITLE_MAX), noDollarRule]}
      >
        <Input count={count(PRODUCT_TITLE_MAX)} placeholder={t('basic.productTitlePlaceholder')} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="code"
            label={t('basic.code')}
            extra={t('basic.codeHint')}
            rules={[requiredRule(), maxLengthRule(PRODUCT_CODE_MAX), noDollarRule]}
          >
            <Input maxLength={PRODUCT_CODE_MAX} placeholder={t('basic.codePlaceholder')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="brandId" label={t('basic.brand')} extra={t('basic.brandHint')}>
            <BrandSelect />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="categoryId"
        label={t('basic.category')}
        extra={t('basic.categoryHint')}
        rules={[{ required: true, message: t('basic.categoryRequired') }]}
      >
        <CategoryCascader />
      </Form.Item>
      <Form.Item
        name="keywordsText"
        label={t('basic.keywords')}
        extra={t('basic.keywordsHint')}
        rules={[
          noDollarRule,
          {
            validator: async (_rule, value: unknown) => {
              const repeated = typeof value === 'string' ? repeatedKeywords(value) : [];
              if (repeated.length > 0) throw new Error(t('basic.keywordRepeated', { words: repeated.join(', ') }));
            },
          },
        ]}
      >
        <KeywordsField />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('basic.description')}
        rules={[maxLengthRule(PRODUCT_DESCRIPTION_MAX), noDollarRule]}
      >
        <Input.TextArea
          count={count(PRODUCT_DESCRIPTION_MAX)}
          autoSize={{ minRows: 5, maxRows: 14 }}
          placeholder={t('basic.descriptionPlaceholder')}
        />
      </Form.Item>
    </Card>
  );
}
