import { type OrderDetail, orderDetailInquiry } from '@sc/contract/calls/orders.ts';
import { Card, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { useCall } from '../../api/use-call.ts';
import { OrderCases } from '../after-sales/index.ts';
import { AddressModal } from './AddressModal.tsx';
import { MemoModal } from './MemoModal.tsx';
import { OrderAddress } from './OrderAddress.tsx';
import { OrderHeader } from './OrderHeader.tsx';
import { OrderLines } from './OrderLines.tsx';
import { OrderNotes } from './OrderNotes.tsx';
import { OrderPayment } from './OrderPayment.tsx';
import { OrderPickupCode } from './OrderPickupCode.tsx';
import { OrderShipments } from './OrderShipments.tsx';
import { ORDER_LIST_PATH } from './order-queries.ts';
import styles from './orders.module.css';
import { ShipModal, type ShipTarget } from './ShipModal.tsx';

/** /order/orderItem/:id and /order/detail?id=: one order with everything the shop may do with it. */
export default function OrderDetailPage() {
  const { t } = useTranslation('orders');
  const { id: routeId } = useParams();
  const [params] = useSearchParams();
  const orderId = (routeId ?? params.get('id') ?? '').trim();
  const valid = /^\d{1,18}$/.test(orderId);
  const detail = useCall(
    orderDetailInquiry,
    { orderId },
    {
      quiet: true,
      enabled: valid,
      retry: false,
    },
  );

  if (!valid) return <Missing text={t('detail.missing')} />;
  if (detail.isLoading) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (!detail.data) {
    // A transport fault says so; any refusal means the order is not one of this shop's.
    const transport = detail.error instanceof ApiError && detail.error.handling === 'transport';
    return (
      <Missing text={transport && detail.error instanceof ApiError ? detail.error.replyText : t('detail.notFound')} />
    );
  }
  return <OrderView order={detail.data} />;
}

function Missing({ text }: { text: string }) {
  const { t } = useTranslation('orders');
  return (
    <Card>
      <Empty description={text}>
        <Link to={ORDER_LIST_PATH}>{t('detail.back')}</Link>
      </Empty>
    </Card>
  );
}

function OrderView({ order: o }: { order: OrderDetail }) {
  const [shipping, setShipping] = useState<ShipTarget | null>(null);
  const [memoOpen, setMemoOpen] = useState(false);
  const [addressOpen, setAddressOpen] = useState(false);

  return (
    <div className={styles.page} data-order-detail={o.orderId}>
      <OrderHeader order={o} onShip={setShipping} onMemo={() => setMemoOpen(true)} />
      <OrderLines order={o} />
      <OrderCases orderId={o.orderId} />
      <OrderPayment order={o} />
      <OrderAddress order={o} onModify={() => setAddressOpen(true)} />
      <OrderPickupCode order={o} />
      <OrderShipments order={o} />
      <OrderNotes order={o} onMemo={() => setMemoOpen(true)} />
      <ShipModal target={shipping} onClose={() => setShipping(null)} />
      <MemoModal orderId={memoOpen ? o.orderId : null} onClose={() => setMemoOpen(false)} />
      <AddressModal order={addressOpen ? o : null} onClose={() => setAddressOpen(false)} />
    </div>
  );
}
