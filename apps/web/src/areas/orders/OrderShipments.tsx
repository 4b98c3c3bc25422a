import type { OrderDetail } from '@sc/contract/calls/orders.ts';
import { awaitingPickup } from '@sc/contract/calls/shipping.ts';
import { PARCEL_OUT_STATUS, statusIn } from '@sc/contract/orders.ts';
import { Card, Flex, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { carrierLabel } from '../../components/carrier/carrier-labels.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import { ParcelActions, ParcelStatusTag } from '../shipping/index.ts';
import { eventLabel } from './order-labels.ts';
import styles from './orders.module.css';
import { ParcelComingBack } from './ParcelComingBack.tsx';

/**
 * Each parcel with its carrier, waybill, state and tracking; one the carrier has not picked up yet
 * may be cancelled or get a new waybill (the shipping area's parcel actions).
 */
export function OrderShipments({ order: o }: { order: OrderDetail }) {
  const { t } = useTranslation(['orders', 'carrier']);
  return (
    <Card title={t('detail.shipments')}>
      {o.shipments.length === 0 ? (
        <Typography.Text type="secondary">{t('detail.noShipments')}</Typography.Text>
      ) : (
        <Flex vertical gap={16}>
          {o.shipments.map((s) => (
            <div key={s.shipmentId} data-shipment={s.waybillNo}>
              <Typography.Text strong>
                {t('detail.waybill', {
                  carrier: carrierLabel(t, s.carrierCode) || s.carrierName,
                  waybill: s.waybillNo,
                })}
              </Typography.Text>{' '}
              <Typography.Text type="secondary" className={styles.small}>
                {t('detail.shippedAt', { time: formatDateTime(s.shippedAt) })}
              </Typography.Text>{' '}
              <ParcelStatusTag parcel={s} />
              {awaitingPickup(s) && (
                <div style={{ marginTop: 8 }}>
                  <ParcelActions
                    parcel={{ ...s, orderId: o.orderId }}
                    canCancel={statusIn(PARCEL_OUT_STATUS, o.status)}
                    canReissue
                  />
                </div>
              )}
              <ParcelComingBack order={o} parcel={s} />
              {s.tracks.length === 0 ? (
                <Typography.Paragraph type="secondary" className={styles.small} style={{ marginTop: 8 }}>
                  {t('detail.noTracks')}
                </Typography.Paragraph>
              ) : (
                <Timeline
                  style={{ marginTop: 12 }}
                  items={s.tracks.map((tr, i) => ({
                    key: `${tr.at}-${i}`,
                    children: (
                      <Flex vertical>
                        <span>
                          {eventLabel(t, tr.event)}
                          {tr.location ? ` · ${tr.location}` : ''}
                        </span>
                        <Typography.Text type="secondary" className={styles.small}>
                          {formatDateTime(tr.at)}
                        </Typography.Text>
                      </Flex>
                    ),
                  }))}
                />
              )}
            </div>
          ))}
        </Flex>
      )}
    </Card>
  );
}
