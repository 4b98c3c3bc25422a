import { MEMO_MAX, orderMemoAddition } from '@sc/contract/calls/orders.ts';
import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { useRefreshOrders } from './order-queries.ts';

/** Adds a seller memo to an order (not empty, up to MEMO_MAX characters; only the shop sees it). */
export function MemoModal({ orderId, onClose }: { orderId: string | null; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const refresh = useRefreshOrders();
  const [form] = Form.useForm<{ text: string }>();
  const [busy, setBusy] = useState(false);

  const submit = async ({ text }: { text: string }) => {
    if (!orderId) return;
    setBusy(true);
    try {
      await api(orderMemoAddition, { orderId, text: text.trim() }, { quiet: true });
      void message.success(t('memo.added'));
      await refresh(orderId);
      onClose();
    } catch (error) {
      if (error instanceof ApiError) form.setFields([{ name: 'text', errors: [error.replyText] }]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={orderId !== null}
      title={orderId ? t('memo.addTitle', { id: orderId }) : t('memo.title')}
      okText={t('memo.add')}
      cancelText={t('common:cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterOpenChange={(open) => {
        if (!open) form.resetFields();
      }}
      forceRender
    >
      <Form form={form} name="memoForm" layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item
          name="text"
          label={t('memo.title')}
          rules={[
            { required: true, whitespace: true, message: t('memo.required') },
            { max: MEMO_MAX, message: t('memo.tooLong', { max: MEMO_MAX }) },
          ]}
        >
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 8 }}
            showCount
            maxLength={MEMO_MAX}
            placeholder={t('memo.placeholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
