import type { OrderDetail } from '@sc/contract/calls/orders.ts';
import { deliveryIntercept, deliveryReceiveBack } from '@sc/contract/calls/shipping.ts';
import { CLOSED_STATUS, INTERCEPTABLE_PARCEL_STATUS, statusIn } from '@sc/contract/orders.ts';
import { Alert, App, Button, Flex, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { carrierLabel } from '../../components/carrier/carrier-labels.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import { useRefreshOrders } from './order-queries.ts';

type Parcel = OrderDetail['shipments'][number];

const oneOf = (set: readonly string[], v: string) => set.includes(v);

/**
 * A parcel's way back to the shop: where its interception stands (or that the buyer refused it),
 * the "intercept" action while the carrier carries it (/oms/dms/order/intercept), and "confirm
 * received" once it is back at the shop (/oms/dms/order/return/receive), which puts its units back
 * in stock.
 */
export function ParcelComingBack({ order, parcel: p }: { order: OrderDetail; parcel: Parcel }) {
  const { t } = useTranslation(['orders', 'carrier']);
  const { message } = App.useApp();
  const refresh = useRefreshOrders();
  const [busy, setBusy] = useState(false);
  const waybill = p.waybillNo;

  const mayIntercept =
    oneOf(INTERCEPTABLE_PARCEL_STATUS, p.status) &&
    p.interceptStatus !== 'requested' &&
    !statusIn(CLOSED_STATUS, order.status);
  const comingBack = p.status === 'intercepted' || p.status === 'refused';
  const mayReceive = comingBack && p.backAt !== null && p.receivedBackAt === null;

  const run = async (send: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await send();
      void message.success(done);
      await refresh(order.orderId);
    } catch (error) {
      if (error instanceof ApiError) void message.error(error.replyText);
    } finally {
      setBusy(false);
    }
  };

  const state = (() => {
    const by = p.interceptBy === 'buyer' ? ` (${t('detail.byBuyer')})` : '';
    if (p.receivedBackAt) {
      return { type: 'success' as const, text: t('detail.receivedBack', { time: formatDateTime(p.receivedBackAt) }) };
    }
    if (comingBack && p.backAt) {
      return { type: 'warning' as const, text: t('detail.backAtShop', { time: formatDateTime(p.backAt) }) };
    }
    if (p.status === 'refused') return { type: 'warning' as const, text: t('detail.refusedParcel') };
    if (p.interceptStatus === 'intercepted') return { type: 'warning' as const, text: t('detail.intercepted') + by };
    if (p.interceptStatus === 'requested') return { type: 'info' as const, text: t('detail.interceptRequested') + by };
    if (p.interceptStatus === 'failed' && !comingBack) {
      return { type: 'error' as const, text: t('detail.interceptFailed') + by };
    }
    return null;
  })();

  if (!state && !mayIntercept) return null;
  return (
    <Flex vertical gap={8} style={{ marginTop: 8 }} data-parcel-return={waybill}>
      {state && <Alert type={state.type} showIcon title={state.text} data-testid="parcel-return-state" />}
      <Flex gap={8} wrap>
        {mayIntercept && (
          <Popconfirm
            title={t('detail.interceptQuestion', { carrier: carrierLabel(t, p.carrierCode) || p.carrierName, waybill })}
            description={t('detail.interceptHint')}
            okText={t('detail.intercept')}
            cancelText={t('common:cancel')}
            onConfirm={() =>
              void run(
                () => api(deliveryIntercept, { shipmentId: p.shipmentId }, { quiet: true }),
                t('detail.interceptDone', { waybill }),
              )
            }
          >
            <Button loading={busy} data-testid="parcel-intercept">
              {t('detail.intercept')}
            </Button>
          </Popconfirm>
        )}
        {mayReceive && (
          <Popconfirm
            title={t('detail.receiveBackQuestion', { waybill })}
            okText={t('detail.receiveBack')}
            cancelText={t('common:cancel')}
            onConfirm={() =>
              void run(
                () => api(deliveryReceiveBack, { shipmentId: p.shipmentId }, { quiet: true }),
                t('detail.receiveBackDone', { waybill }),
              )
            }
          >
            <Button type="primary" loading={busy} data-testid="parcel-receive-back">
              {t('detail.receiveBack')}
            </Button>
          </Popconfirm>
        )}
      </Flex>
    </Flex>
  );
}
