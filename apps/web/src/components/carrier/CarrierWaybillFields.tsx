import { carrierOf } from '@sc/contract/orders.ts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { carrierOptions } from './carrier-labels.ts';

/**
 * The carrier and waybill fields of a parcel form (fields `carrierCode` and `waybillNo`, both
 * required), with an example number of the chosen carrier. Used inside an antd Form: shipping
 * an order, reshipping an exchange.
 */
export function CarrierWaybillFields() {
  const { t } = useTranslation('carrier');
  const carrier = Form.useWatch<string | undefined>('carrierCode');
  const example = carrier ? carrierOf(carrier)?.example : undefined;
  return (
    <>
      <Form.Item
        name="carrierCode"
        label={t('field.carrier')}
        rules={[{ required: true, message: t('field.carrierRequired') }]}
      >
        <Select options={carrierOptions(t)} showSearch optionFilterProp="label" />
      </Form.Item>
      <Form.Item
        name="waybillNo"
        label={t('field.waybill')}
        rules={[{ required: true, whitespace: true, message: t('field.waybillRequired') }]}
        extra={example ? t('field.waybillExample', { example }) : undefined}
      >
        <Input maxLength={40} autoComplete="off" placeholder={example} />
      </Form.Item>
    </>
  );
}
