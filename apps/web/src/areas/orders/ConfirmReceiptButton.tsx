import type { OrderDetail } from '@sc/contract/calls/orders.ts';
import { signOrder } from '@sc/contract/calls/shipping.ts';
import { CARRIED_STATUS, statusIn } from '@sc/contract/orders.ts';
import { App, Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { useRefreshOrders } from './order-queries.ts';

/** The merchant confirms that the buyer received a self-delivery order (/oms/sign/order). */
export function ConfirmReceiptButton({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const refresh = useRefreshOrders();
  const [busy, setBusy] = useState(false);
  if (order.deliveryMode !== 'self_delivery' || !statusIn(CARRIED_STATUS, order.status)) return null;
  const confirm = async () => {
    setBusy(true);
    try {
      await api(signOrder, { orderId: order.orderId }, { quiet: true });
      void message.success(t('action.confirmReceiptDone', { id: order.orderId }));
      await refresh(order.orderId);
    } catch (error) {
      if (error instanceof ApiError) void message.error(error.replyText);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popconfirm
      title={t('action.confirmReceiptQuestion', { id: order.orderId })}
      okText={t('action.confirmReceipt')}
      cancelText={t('common:cancel')}
      onConfirm={() => void confirm()}
    >
      <Button
        type={order.status === 'awaiting_confirmation' ? 'primary' : 'default'}
        loading={busy}
        data-testid="confirm-receipt"
      >
        {t('action.confirmReceipt')}
      </Button>
    </Popconfirm>
  );
}
