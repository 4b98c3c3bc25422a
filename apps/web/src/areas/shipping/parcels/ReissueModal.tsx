import { expressReissue } from '@sc/contract/calls/shipping.ts';
import { carrierOf, isValidWaybill, normaliseWaybill } from '@sc/contract/orders.ts';
import { App, Form, Input, Modal, Segmented, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { api } from '../../../api/client.ts';
import { carrierLabel, carrierOptions } from '../../../components/carrier/carrier-labels.ts';
import { useRefreshAfterParcel, useShopCarriers } from './parcel-queries.ts';

/** The parcel an action works on. */
export interface ParcelRef {
  shipmentId: string;
  orderId: string;
  carrierCode: string;
  waybillNo: string;
}

/** Rebook: the carrier issues the number; typed: the merchant enters the one its carrier gave. */
type Mode = 'rebook' | 'typed';
interface Values {
  carrierCode?: string;
  waybillNo?: string;
}
const FIELDS = ['carrierCode', 'waybillNo'] as const;

/**
 * The reissue dialog (/oms/dms/express/reissue): a new waybill for a parcel not yet picked up,
 * issued by its carrier or another of the shop's carriers (a re-booking), or typed by the merchant
 * for any carrier. A typed number is checked as the server checks it (not empty, the carrier's
 * pattern, not the old number); the server's refusals show under the field they concern. Drawn
 * while open, so each opening starts afresh.
 */
export function ReissueModal({ parcel, onClose }: { parcel: ParcelRef; onClose: () => void }) {
  const { t } = useTranslation(['shipping', 'carrier']);
  const { message } = App.useApp();
  const refresh = useRefreshAfterParcel();
  const [form] = Form.useForm<Values>();
  const [mode, setMode] = useState<Mode>('rebook');
  const [busy, setBusy] = useState(false);
  const carriers = useShopCarriers(true);
  const carrier = Form.useWatch('carrierCode', form);
  const example = carrier ? carrierOf(carrier)?.example : undefined;

  const current = parcel.carrierCode;
  const shopCarriers = carriers.data?.list.map((c) => c.code) ?? [];
  const rebookCodes = shopCarriers.includes(current) ? shopCarriers : [current, ...shopCarriers];
  const label = (code: string) => carrierLabel(t, code) || code;

  const checkWaybill = (value: string | undefined) => {
    const waybill = normaliseWaybill(value ?? '');
    const code = form.getFieldValue('carrierCode') as string | undefined;
    if (!waybill) return Promise.reject(new Error(t('reissue.waybillEmpty')));
    if (code && !isValidWaybill(code, waybill)) return Promise.reject(new Error(t('reissue.waybillInvalid')));
    if (waybill === normaliseWaybill(parcel.waybillNo)) return Promise.reject(new Error(t('reissue.waybillSame')));
    return Promise.resolve();
  };

  const submit = async (values: Values) => {
    setBusy(true);
    try {
      const done = await api(
        expressReissue,
        {
          shipmentId: parcel.shipmentId,
          carrierCode: values.carrierCode ?? '',
          waybillNo: mode === 'typed' ? normaliseWaybill(values.waybillNo ?? '') : '',
        },
        { quiet: true },
      );
      void message.success(t('reissue.done', { waybill: done.waybillNo, carrier: label(done.carrierCode) }));
      onClose();
      await refresh(parcel.orderId);
    } catch (error) {
      placeError(form, error, mode === 'typed' ? 'waybillNo' : 'carrierCode');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('reissue.title', { waybill: parcel.waybillNo })}
      okText={t('reissue.submit')}
      cancelText={t('common:cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={520}
    >
      <Typography.Paragraph>
        {t('reissue.current', { carrier: label(current), waybill: parcel.waybillNo })}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('reissue.hint')}</Typography.Paragraph>
      <Form<Values>
        form={form}
        name="reissueForm"
        layout="vertical"
        initialValues={{ carrierCode: parcel.carrierCode }}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item label={t('reissue.mode')}>
          <Segmented<Mode>
            block
            value={mode}
            onChange={(next) => {
              setMode(next);
              form.setFields(FIELDS.map((name) => ({ name, errors: [] })));
              // The typed mode may name any carrier; re-booking only the shop's.
              if (next === 'rebook' && !rebookCodes.includes(form.getFieldValue('carrierCode'))) {
                form.setFieldValue('carrierCode', current);
              }
            }}
            options={[
              { value: 'rebook', label: <span data-testid="reissue-mode-rebook">{t('reissue.rebook')}</span> },
              { value: 'typed', label: <span data-testid="reissue-mode-typed">{t('reissue.typed')}</span> },
            ]}
          />
        </Form.Item>
        <Typography.Paragraph type="secondary">
          {t(mode === 'rebook' ? 'reissue.rebookHint' : 'reissue.typedHint')}
        </Typography.Paragraph>
        <Form.Item
          name="carrierCode"
          label={t('reissue.carrier')}
          rules={[{ required: true, message: t('reissue.carrierRequired') }]}
        >
          <Select
            loading={mode === 'rebook' && carriers.isLoading}
            showSearch={{ optionFilterProp: 'label' }}
            options={
              mode === 'rebook' ? rebookCodes.map((code) => ({ value: code, label: label(code) })) : carrierOptions(t)
            }
          />
        </Form.Item>
        {mode === 'typed' && (
          <Form.Item
            name="waybillNo"
            label={t('reissue.waybill')}
            required
            dependencies={['carrierCode']}
            rules={[{ validator: (_, value: string | undefined) => checkWaybill(value) }]}
            extra={example ? t('reissue.waybillExample', { example }) : undefined}
          >
            <Input maxLength={40} autoComplete="off" placeholder={example} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

/** A refusal under the field it names, else under `fallback`. */
function placeError(
  form: ReturnType<typeof Form.useForm<Values>>[0],
  error: unknown,
  fallback: (typeof FIELDS)[number],
) {
  if (!(error instanceof ApiError)) return;
  const isField = (f: unknown): f is (typeof FIELDS)[number] =>
    typeof f === 'string' && (FIELDS as readonly string[]).includes(f);
  const named = error.fieldErrors.filter((e) => isField(e.field));
  if (named.length > 0) {
    form.setFields(named.map((e) => ({ name: e.field as (typeof FIELDS)[number], errors: [e.message] })));
    return;
  }
  const field = isField(error.result.field) ? error.result.field : fallback;
  form.setFields([{ name: field, errors: [error.replyText] }]);
}
