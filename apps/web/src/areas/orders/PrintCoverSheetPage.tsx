import { type coverSheet, MAX_ORDER_IDS, orderPrint } from '@sc/contract/calls/orders.ts';
import { Alert, Card, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useCall } from '../../api/use-call.ts';
import { carrierLabel } from '../../components/carrier/carrier-labels.ts';
import { formatBaht } from '../../components/money/format-baht.ts';
import { formatNumber } from '../../format/number-format.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import { addressText } from './AddressModal.tsx';
import { Barcode } from './Barcode.tsx';
import { ORDER_LIST_PATH } from './order-queries.ts';
import { PrintFrame } from './PrintFrame.tsx';
import { PrintLabels } from './PrintLabels.tsx';
import styles from './print.module.css';

type Sheet = z.infer<typeof coverSheet>;

/** The order numbers of `?ids=` (comma-separated), once each, digits only. */
function idsOf(text: string | null): string[] {
  return [...new Set((text ?? '').split(/[\s,]+/).filter((id) => /^\d{1,18}$/.test(id)))];
}

/**
 * /order/printcoversheet?ids=…: one cover sheet per order, ready for the browser's print; with
 * `&kind=label`, the carrier labels of booked orders instead.
 */
export default function PrintCoverSheetPage() {
  const { t } = useTranslation('orders');
  const [params] = useSearchParams();
  const ids = idsOf(params.get('ids'));
  const tooMany = ids.length > MAX_ORDER_IDS;
  const labels = params.get('kind') === 'label';
  const sheets = useCall(
    orderPrint,
    { orderIds: ids },
    {
      enabled: ids.length > 0 && !tooMany && !labels,
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
    },
  );

  if (ids.length === 0 || tooMany) {
    return (
      <Card>
        <Empty description={tooMany ? t('print.tooMany', { max: MAX_ORDER_IDS, count: ids.length }) : t('print.none')}>
          <Link to={ORDER_LIST_PATH}>{t('print.back')}</Link>
        </Empty>
      </Card>
    );
  }
  if (labels) return <PrintLabels ids={ids} />;
  if (sheets.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!sheets.data) {
    return (
      <Card>
        <Alert type="error" showIcon message={t('detail.notFound')} />
      </Card>
    );
  }
  return (
    <PrintFrame title={t('print.title')} count={t('print.count', { count: sheets.data.sheets.length })}>
      {sheets.data.sheets.map((s) => (
        <CoverSheet key={s.orderId} sheet={s} />
      ))}
    </PrintFrame>
  );
}

function CoverSheet({ sheet: s }: { sheet: Sheet }) {
  const { t } = useTranslation(['orders', 'carrier']);
  return (
    <article className={styles.sheet} data-cover-sheet={s.orderId} aria-label={t('row.orderNo', { id: s.orderId })}>
      <div className={styles.sheetHead}>
        <span className={styles.carrier}>{carrierLabel(t, s.carrierCode) || s.carrierName || '-'}</span>
        <span>{t(`payMethod.${s.payMethod}`)}</span>
      </div>
      {s.waybillNo ? (
        <div>
          <Barcode value={s.waybillNo} />
          <div className={styles.waybill} data-waybill>
            {s.waybillNo}
          </div>
        </div>
      ) : (
        <div className={styles.prepaid}>{t('print.noWaybill')}</div>
      )}
      {s.codAmount > 0 ? (
        <div className={styles.cod} data-cod>
          {t('print.cod', { amount: formatBaht(s.codAmount) })}
        </div>
      ) : (
        <div className={styles.prepaid}>{t('print.prepaid')}</div>
      )}
      <div className={styles.parties}>
        <div>
          <span className={styles.label}>{t('print.to')}</span>
          <span className={`${styles.address} ${styles.receiver}`}>{addressText(s.address)}</span>
        </div>
        <div>
          <span className={styles.label}>{t('print.from')}</span>
          <span>{s.shopName}</span>
        </div>
      </div>
      <div>
        <span className={styles.label}>{t('print.items')}</span>
        <ol className={styles.items}>
          {s.items.map((item) => (
            <li key={`${item.skuCode}|${item.title}|${item.specValues.join('/')}`}>
              {item.title}
              {item.specValues.length > 0 ? ` (${item.specValues.join(' / ')})` : ''}{' '}
              {t('row.quantity', { count: formatNumber(item.quantity) })}
            </li>
          ))}
        </ol>
      </div>
      {s.buyerRemark && (
        <div>
          <span className={styles.label}>{t('print.remark')}</span>
          <span>{s.buyerRemark}</span>
        </div>
      )}
      <div className={styles.meta}>
        <span>
          {t('print.orderNo')}: {s.orderId}
        </span>
        <span>{formatDateTime(s.createdAt)}</span>
      </div>
    </article>
  );
}
