import { MAX_IDS_PER_QUERY, MIN_ID_SEARCH_DIGITS, NEAR_DEADLINE_HOURS } from '@sc/contract/constants.ts';
import { PAY_METHOD } from '@sc/contract/orders.ts';
import { DatePicker, Form, type FormRule, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { carrierOptions } from '../../components/carrier/carrier-labels.ts';
import { checkIdSearch, MAX_ID_DIGITS, someIds } from '../../components/form/id-search.ts';
import { maxLengthRule } from '../../components/form/shared-rules.ts';
import type { FormValues } from '../../components/list/SearchForm.tsx';
import type { OrderFilterKey } from './order-queries.ts';

/**
 * The search fields of /order/index always in view: order numbers and buyer. The rest (placed between,
 * pay method, carrier, waybill, orders close to the ship deadline, which the dashboard's card sets) are
 * `OrderMoreSearchFields`.
 */
export function OrderSearchFields() {
  const { t } = useTranslation(['orders', 'carrier']);
  // Up to 100 order numbers of at least 3 digits, checked before anything is sent.
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
      <Form.Item name="orderIds" label={t('filter.orderIds')} rules={[idsRule]}>
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} placeholder={t('filter.orderIdsPlaceholder')} />
      </Form.Item>
      <Form.Item name="buyer" label={t('filter.buyer')} rules={[maxLengthRule(40)]}>
        <Input allowClear placeholder={t('filter.buyerPlaceholder')} />
      </Form.Item>
    </>
  );
}

/** The URL filters the fields behind "More filters" set: while one is set, they show. */
export const ORDER_MORE_FILTER_KEYS = [
  'createdFrom',
  'createdTo',
  'payMethod',
  'carrierCode',
  'waybillNo',
  'shipDue',
] as const satisfies readonly OrderFilterKey[];

/** The fields used less often, behind "More filters": placed between, pay method, carrier, waybill, ship due. */
export function OrderMoreSearchFields() {
  const { t } = useTranslation(['orders', 'carrier']);
  return (
    <>
      <Form.Item name="created" label={t('filter.created')}>
        <DatePicker.RangePicker
          style={{ width: '100%' }}
          placeholder={[t('filter.createdStart'), t('filter.createdEnd')]}
        />
      </Form.Item>
      <Form.Item name="payMethod" label={t('filter.payMethod')}>
        <Select
          allowClear
          placeholder={t('filter.any')}
          options={PAY_METHOD.map((m) => ({ value: m, label: t(`payMethod.${m}`) }))}
        />
      </Form.Item>
      <Form.Item name="carrierCode" label={t('filter.carrier')}>
        <Select allowClear placeholder={t('filter.any')} options={carrierOptions(t)} />
      </Form.Item>
      <Form.Item name="waybillNo" label={t('filter.waybill')} rules={[maxLengthRule(40)]}>
        <Input allowClear />
      </Form.Item>
      <Form.Item name="shipDue" label={t('filter.shipDue')}>
        <Select
          allowClear
          placeholder={t('filter.any')}
          options={[{ value: 'soon', label: t('filter.shipDueSoon', { hours: NEAR_DEADLINE_HOURS }) }]}
        />
      </Form.Item>
    </>
  );
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** Form values → URL filters: order numbers comma-separated once they pass, the days as whole days. */
export function orderFormToFilters(values: FormValues): Partial<Record<OrderFilterKey, string>> {
  const ids = checkIdSearch(text(values.orderIds));
  const range = Array.isArray(values.created) ? (values.created as (Dayjs | null)[]) : [];
  const [from, to] = range;
  return {
    orderIds: ids.ok ? ids.ids.join(',') : text(values.orderIds),
    buyer: text(values.buyer),
    createdFrom: from ? from.startOf('day').toISOString() : '',
    createdTo: to ? to.endOf('day').toISOString() : '',
    payMethod: text(values.payMethod),
    carrierCode: text(values.carrierCode),
    waybillNo: text(values.waybillNo),
    shipDue: text(values.shipDue),
  };
}

/** URL filters → form values. */
export function orderFiltersToForm(filters: Record<OrderFilterKey, string>): FormValues {
  const day = (v: string) => (v && dayjs(v).isValid() ? dayjs(v) : null);
  const from = day(filters.createdFrom);
  const to = day(filters.createdTo);
  return {
    orderIds: filters.orderIds.split(',').join(' '),
    buyer: filters.buyer,
    created: from || to ? [from, to] : undefined,
    payMethod: filters.payMethod || undefined,
    carrierCode: filters.carrierCode || undefined,
    waybillNo: filters.waybillNo,
    shipDue: filters.shipDue || undefined,
  };
}
