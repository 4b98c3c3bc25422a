import { PRE_SALE_SHIP_DAYS } from '@sc/contract/calls/items.ts';
import { freightTemplateList } from '@sc/contract/calls/shipping.ts';
import { Card, Col, Form, InputNumber, Radio, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../../api/use-call.ts';
import type { ProductFormValues } from './product-form-model.ts';
import { ReleaseAtField } from './ReleaseAtField.tsx';

const MAX_WEIGHT_GRAMS = 1_000_000;

/** Pre-sale, weight and how the product meets buyers: on sale now, kept off shelf, or released at a time. */
export function SaleCard({ lockedShelf }: { lockedShelf?: string }) {
  const { t } = useTranslation('items');
  const form = Form.useFormInstance<ProductFormValues>();
  const preSale = Form.useWatch('preSale', form);
  const shelf = Form.useWatch('shelf', form);
  // Without the freight-template function the list is refused: the field is left out, the default applies.
  const templates = useCall(
    freightTemplateList,
    { page: { pageNum: 1, pageSize: 100 } },
    { quiet: true, retry: false },
  );
  return (
    <Card title={t('sale.title')} id="product-sale">
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="preSale" valuePropName="checked" label={t('sale.preSale')} extra={t('sale.preSaleHint')}>
            <Switch />
          </Form.Item>
          {preSale && (
            <Form.Item
              name="preSaleShipDays"
              label={t('sale.shipDays')}
              rules={[
                {
                  required: true,
                  type: 'integer',
                  min: PRE_SALE_SHIP_DAYS.min,
                  max: PRE_SALE_SHIP_DAYS.max,
                  message: t('sale.shipDaysRange', PRE_SALE_SHIP_DAYS),
                },
              ]}
            >
              <InputNumber
                precision={0}
                min={PRE_SALE_SHIP_DAYS.min}
                max={PRE_SALE_SHIP_DAYS.max}
                suffix={t('sale.days')}
                placeholder={`${PRE_SALE_SHIP_DAYS.min}–${PRE_SALE_SHIP_DAYS.max}`}
                style={{ width: 180 }}
              />
            </Form.Item>
          )}
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="weightGrams" label={t('sale.weight')} extra={t('sale.weightHint')}>
            <InputNumber precision={0} min={0} max={MAX_WEIGHT_GRAMS} suffix={t('sale.grams')} style={{ width: 180 }} />
          </Form.Item>
        </Col>
        {templates.data && (
          <Col xs={24} md={12}>
            <Form.Item name="freightTemplateId" label={t('sale.freightTemplate')} extra={t('sale.freightTemplateHint')}>
              <Select
                options={[
                  { value: '', label: t('sale.freightTemplateDefault') },
                  ...templates.data.list.map((tpl) => ({ value: tpl.templateId, label: tpl.name })),
                ]}
              />
            </Form.Item>
          </Col>
        )}
      </Row>
      <Form.Item
        name="shelf"
        label={t('sale.shelf')}
        extra={
          lockedShelf ?? (shelf === 'on' ? t('sale.shelfOnHint') : shelf === 'off' ? t('sale.shelfOffHint') : undefined)
        }
      >
        <Radio.Group
          disabled={lockedShelf !== undefined}
          options={[
            { value: 'on', label: t('sale.shelfOn') },
            { value: 'off', label: t('sale.shelfOff') },
            { value: 'timed', label: t('sale.shelfTimed') },
          ]}
        />
      </Form.Item>
      {shelf === 'timed' && <ReleaseAtField />}
    </Card>
  );
}
