import { AFTER_SALE_TYPES } from '@sc/contract/after-sales.ts';
import { Checkbox, DatePicker, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { maxLengthRule } from '../../components/form/shared-rules.ts';

/** The search fields of /order/aftersale: case and order number, buyer, type, applied between, waiting for me. */
export function CaseSearchFields() {
  const { t } = useTranslation('after-sales');
  const digitsRule = { pattern: /^\d{0,18}$/, message: t('filter.digits') };
  return (
    <>
      <Form.Item name="caseId" label={t('filter.caseId')} rules={[digitsRule]}>
        <Input allowClear inputMode="numeric" placeholder={t('filter.digits')} />
      </Form.Item>
      <Form.Item name="orderId" label={t('filter.orderId')} rules={[digitsRule]}>
        <Input allowClear inputMode="numeric" placeholder={t('filter.digits')} />
      </Form.Item>
      <Form.Item name="buyer" label={t('filter.buyer')} rules={[maxLengthRule(40)]}>
        <Input allowClear placeholder={t('filter.buyerPlaceholder')} />
      </Form.Item>
      <Form.Item name="type" label={t('filter.type')}>
        <Select
          allowClear
          placeholder={t('filter.anyType')}
          options={AFTER_SALE_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
        />
      </Form.Item>
      <Form.Item name="applied" label={t('filter.applied')}>
        <DatePicker.RangePicker style={{ width: '100%' }} placeholder={[t('filter.start'), t('filter.end')]} />
      </Form.Item>
      <Form.Item name="waiting" label={t('filter.waiting')} valuePropName="checked">
        <Checkbox>{t('filter.waitingOnly')}</Checkbox>
      </Form.Item>
    </>
  );
}
