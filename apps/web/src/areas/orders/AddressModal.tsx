import { ADDRESS_CHANGE_REASON_MAX, type OrderDetail, orderAddressModify } from '@sc/contract/calls/orders.ts';
import { App, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { useRefreshOrders } from './order-queries.ts';

type Address = OrderDetail['address'];
type Values = Address & { reason?: string };

const TEXT_FIELDS = ['name', 'province', 'district', 'subDistrict', 'detail'] as const;

/** Changes the receiving address of an order not shipped yet; the change joins the order's address history. */
export function AddressModal({ order, onClose }: { order: OrderDetail | null; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const refresh = useRefreshOrders();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);

  const submit = async (values: Values) => {
    if (!order) return;
    setBusy(true);
    const { reason = '', ...address } = values;
    try {
      await api(orderAddressModify, { orderId: order.orderId, address, reason }, { quiet: true });
      void message.success(t('address.saved'));
      await refresh(order.orderId);
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      const fields = error.fieldErrors
        .map((e) => ({ name: e.field.replace(/^address\./, ''), errors: [e.message] }))
        .filter((e) => e.name in (order.address as Record<string, unknown>) || e.name === 'reason');
      form.setFields(
        fields.length > 0
          ? fields.map((f) => ({ name: f.name as keyof Values, errors: f.errors }))
          : [{ name: 'detail', errors: [error.replyText] }],
      );
    } finally {
      setBusy(false);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the order being opened is the trigger.
  useEffect(() => {
    if (!order) return;
    form.resetFields();
    form.setFieldsValue({ ...order.address, reason: '' });
  }, [order?.orderId]);

  const required = { required: true, whitespace: true, message: t('address.required') };
  return (
    <Modal
      open={order !== null}
      title={t('address.title')}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Form<Values> form={form} name="addressForm" layout="vertical" onFinish={(v) => void submit(v)}>
        {TEXT_FIELDS.slice(0, 1).map((name) => (
          <Form.Item key={name} name={name} label={t(`address.${name}`)} rules={[required, { max: 40 }]}>
            <Input maxLength={40} />
          </Form.Item>
        ))}
        <Form.Item
          name="phone"
          label={t('address.phone')}
          rules={[required, { pattern: /^0\d{8,9}$/, message: t('address.phoneInvalid') }]}
        >
          <Input maxLength={10} inputMode="tel" />
        </Form.Item>
        {TEXT_FIELDS.slice(1, 4).map((name) => (
          <Form.Item key={name} name={name} label={t(`address.${name}`)} rules={[required, { max: 40 }]}>
            <Input maxLength={40} />
          </Form.Item>
        ))}
        <Form.Item
          name="zipCode"
          label={t('address.zipCode')}
          rules={[required, { pattern: /^\d{5}$/, message: t('address.zipInvalid') }]}
        >
          <Input maxLength={5} inputMode="numeric" />
        </Form.Item>
        <Form.Item name="detail" label={t('address.detail')} rules={[required, { max: 200 }]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={200} />
        </Form.Item>
        <Form.Item name="reason" label={t('address.reason')}>
          <Input maxLength={ADDRESS_CHANGE_REASON_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** An address on a few lines: receiver and phone, then the place. */
export function addressText(a: Address): string {
  return `${a.name} ${a.phone}\n${a.detail}, ${a.subDistrict}, ${a.district}, ${a.province} ${a.zipCode}`;
}
