import { orderAdvanceDelivery, orderDelivery, orderWaybillModify } from '@sc/contract/calls/orders.ts';
import { App, DatePicker, Form, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { serverNow } from '../../api/server-time.ts';
import { CarrierWaybillFields } from '../../components/carrier/CarrierWaybillFields.tsx';
import { useRefreshOrders } from './order-queries.ts';

/** What the form ships: a new parcel, an advance delivery (deposit, pre-sale) or a waybill correction. */
export type ShipKind = 'ship' | 'advance' | 'modify';

export interface ShipTarget {
  orderId: string;
  kind: ShipKind;
  /** The parcel's carrier, for a correction. */
  carrierCode?: string | null;
}

interface ShipValues {
  carrierCode?: string;
  waybillNo?: string;
  estimatedArrival?: Dayjs | null;
}

const FIELDS = ['carrierCode', 'waybillNo', 'estimatedArrival'] as const;
const DAYS_TO_ARRIVE = 3;

/**
 * The ship form in a dialog: carrier, waybill (required, fitting the carrier) and the estimated
 * arrival day. The server's refusals (invalid tracking number, already shipped, number used, same
 * as before) show under the field they concern.
 */
export function ShipModal({ target, onClose }: { target: ShipTarget | null; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const refresh = useRefreshOrders();
  const [form] = Form.useForm<ShipValues>();
  const [busy, setBusy] = useState(false);
  const today = dayjs(serverNow()).startOf('day');
  const modify = target?.kind === 'modify';

  // A new target starts the form afresh, before the merchant can type (not after the opening animation).
  const targetKey = target ? `${target.kind}:${target.orderId}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the target is the trigger.
  useEffect(() => {
    if (!target) return;
    form.resetFields();
    form.setFieldsValue({
      carrierCode: target.carrierCode ?? undefined,
      estimatedArrival: dayjs(serverNow()).startOf('day').add(DAYS_TO_ARRIVE, 'day'),
    });
  }, [targetKey]);

  const submit = async (values: ShipValues) => {
    if (!target) return;
    setBusy(true);
    const base = {
      orderId: target.orderId,
      carrierCode: values.carrierCode ?? '',
      waybillNo: (values.waybillNo ?? '').trim(),
    };
    const estimatedArrival = values.estimatedArrival?.format('YYYY-MM-DD') ?? '';
    try {
      if (target.kind === 'modify') await api(orderWaybillModify, base, { quiet: true });
      else if (target.kind === 'advance')
        await api(orderAdvanceDelivery, { ...base, estimatedArrival }, { quiet: true });
      else await api(orderDelivery, { ...base, estimatedArrival }, { quiet: true });
      void message.success(modify ? t('ship.changed') : t('ship.done', { id: target.orderId }));
      await refresh(target.orderId);
      onClose();
    } catch (error) {
      placeShipError(form, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={target !== null}
      title={target ? t(modify ? 'ship.changeTitle' : 'ship.title', { id: target.orderId }) : t('action.ship')}
      okText={modify ? t('ship.changeWaybill') : t('ship.submit')}
      cancelText={t('common:cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Form<ShipValues> form={form} name="shipForm" layout="vertical" onFinish={(v) => void submit(v)}>
        <CarrierWaybillFields />
        {!modify && (
          <Form.Item
            name="estimatedArrival"
            label={t('ship.arrival')}
            rules={[
              { required: true, message: t('ship.arrivalRequired') },
              {
                validator: async (_r, v: Dayjs | null | undefined) => {
                  if (v?.isBefore(today, 'day')) throw new Error(t('ship.arrivalPast'));
                },
              },
            ]}
          >
            <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isBefore(today, 'day')} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

/**
 * A refusal under its field: the reply's field errors where it names them, otherwise the text under
 * the waybill (the checks are about the number).
 */
function placeShipError(form: ReturnType<typeof Form.useForm<ShipValues>>[0], error: unknown) {
  if (!(error instanceof ApiError)) return;
  const named = error.fieldErrors.filter((e) => (FIELDS as readonly string[]).includes(e.field));
  if (named.length > 0) {
    form.setFields(named.map((e) => ({ name: e.field as (typeof FIELDS)[number], errors: [e.message] })));
    return;
  }
  const field = typeof error.result.field === 'string' && (FIELDS as readonly string[]).includes(error.result.field);
  form.setFields([
    { name: field ? (error.result.field as (typeof FIELDS)[number]) : 'waybillNo', errors: [error.replyText] },
  ]);
}
