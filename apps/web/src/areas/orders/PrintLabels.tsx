import { merchantShipmentOrderPrint, type ShippingLabel } from '@sc/contract/calls/shipping.ts';
import { Alert, Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../api/use-call.ts';
import { carrierLabel } from '../../components/carrier/carrier-labels.ts';
import { formatBaht } from '../../components/money/format-baht.ts';
import { formatNumber } from '../../format/number-format.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import { addressText } from './AddressModal.tsx';
import { Barcode } from './Barcode.tsx';
import { PrintFrame } from './PrintFrame.tsx';
import styles from './print.module.css';

/**
 * The carrier labels of booked orders (catalogue entry /oms/merchant/shipment/order/print), one
 * per order's latest parcel, ready for the browser's print: carrier, waybill barcode, what to
 * collect, receiver and sender, contents and weight.
 */
export function PrintLabels({ ids }: { ids: string[] }) {
  const { t } = useTranslation('orders');
  const labels = useCall(
    merchantShipmentOrderPrint,
    { orderIds: ids },
    { retry: false, staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false },
  );
  if (labels.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!labels.data) {
    return (
      <Card>
        <Alert type="error" showIcon message={labels.error?.message ?? t('label.none')} />
      </Card>
    );
  }
  return (
    <PrintFrame title={t('label.title')} count={t('label.count', { count: labels.data.labels.length })}>
      {labels.data.labels.map((l) => (
        <LabelSheet key={l.shipmentId} label={l} />
      ))}
    </PrintFrame>
  );
}

function senderText(a: NonNullable<ShippingLabel['sender']['address']>): string {
  return `${a.contact} ${a.phone}\n${a.detail}, ${a.subDistrict}, ${a.district}, ${a.province} ${a.zipCode}`;
}

function LabelSheet({ label: l }: { label: ShippingLabel }) {
  const { t } = useTranslation(['orders', 'carrier']);
  return (
    <article className={styles.sheet} data-label={l.orderId} aria-label={t('row.orderNo', { id: l.orderId })}>
      <div className={styles.sheetHead}>
        <span className={styles.carrier}>{carrierLabel(t, l.carrierCode) || l.carrierName}</span>
        {l.insured === 'y' && <span>{t('label.insured')}</span>}
      </div>
      <div>
        <Barcode value={l.waybillNo} />
        <div className={styles.waybill} data-waybill>
          {l.waybillNo}
        </div>
      </div>
      {l.codAmount > 0 ? (
        <div className={styles.cod} data-cod>
          {t('print.cod', { amount: formatBaht(l.codAmount) })}
        </div>
      ) : (
        <div className={styles.prepaid}>{t('print.prepaid')}</div>
      )}
      <div className={styles.parties}>
        <div>
          <span className={styles.label}>{t('print.to')}</span>
          <span className={`${styles.address} ${styles.receiver}`}>{addressText(l.receiver)}</span>
        </div>
        <div>
          <span className={styles.label}>{t('print.from')}</span>
          <span className={styles.address}>
            {l.sender.address ? `${l.sender.shopName}\n${senderText(l.sender.address)}` : l.sender.shopName}
          </span>
        </div>
      </div>
      <div>
        <span className={styles.label}>{t('print.items')}</span>
        <ol className={styles.items}>
          {l.items.map((item) => (
            <li key={`${item.skuCode}|${item.title}`}>
              {item.title} {t('row.quantity', { count: formatNumber(item.quantity) })}
            </li>
          ))}
        </ol>
      </div>
      <div className={styles.meta}>
        <span>
          {t('print.orderNo')}: {l.orderId}
        </span>
        <span>{t('label.weight', { grams: formatNumber(l.weightGrams) })}</span>
        <span>{formatDateTime(l.shippedAt)}</span>
      </div>
    </article>
  );
}
