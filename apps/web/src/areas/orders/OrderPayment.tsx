import type { OrderDetail } from '@sc/contract/calls/orders.ts';
import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../format/relative-time.ts';
import { payMethodText, payStatusText, ShipDeadline } from './OrderTags.tsx';

/** Buyer, payment and delivery facts. */
export function OrderPayment({ order: o }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  return (
    <Card title={t('detail.payment')}>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          { key: 'buyer', label: t('detail.buyer'), children: o.buyerNickname },
          { key: 'type', label: t('detail.orderType'), children: t(`orderType.${o.orderType}`) },
          { key: 'mode', label: t('detail.deliveryMode'), children: t(`deliveryMode.${o.deliveryMode}`) },
          { key: 'method', label: t('detail.payMethod'), children: payMethodText(t, o) },
          { key: 'payStatus', label: t('detail.payStatus'), children: payStatusText(t, o) },
          { key: 'serial', label: t('detail.paySerial'), children: o.paySerial || t('detail.none') },
          { key: 'paidAt', label: t('detail.paidAt'), children: formatDateTime(o.paidAt) || '-' },
          {
            key: 'deadline',
            label: t('detail.shipDeadline'),
            children: o.shipDeadline ? <ShipDeadline deadline={o.shipDeadline} /> : '-',
          },
          { key: 'arrival', label: t('detail.estimatedArrival'), children: o.estimatedArrival ?? '-' },
          {
            key: 'remark',
            label: t('detail.buyerRemark'),
            span: 'filled',
            children: o.buyerRemark || <Typography.Text type="secondary">{t('detail.none')}</Typography.Text>,
          },
        ]}
      />
    </Card>
  );
}
