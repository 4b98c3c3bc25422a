import { Card, Descriptions, Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatAddress } from '../../components/address/format-address.ts';
import { carrierLabel } from '../../components/carrier/carrier-labels.ts';
import { ProductPhoto } from '../../components/media/ProductPhoto.tsx';
import { formatBaht } from '../../components/money/format-baht.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import styles from './after-sales.module.css';
import type { CaseDetail } from './case-queries.ts';

type Parcel = NonNullable<CaseDetail['returnParcel']>;

/** The lines the case covers, then its amounts and the order's payment. */
export function CaseItems({ detail: c }: { detail: CaseDetail }) {
  const { t } = useTranslation(['after-sales', 'orders']);
  return (
    <Card title={t('detail.items')}>
      <Table
        size="small"
        rowKey={(l) => String(l.lineNo)}
        dataSource={c.lines}
        pagination={false}
        scroll={{ x: 640 }}
        columns={[
          {
            key: 'item',
            title: t('detail.items'),
            render: (_, l) => (
              <div className={styles.product}>
                <ProductPhoto url={l.imageUrl} title={l.title} size={56} />
                <div className={styles.productText}>
                  <Typography.Text className={styles.productTitle} title={l.title}>
                    {l.title}
                  </Typography.Text>
                  {l.specValues.length > 0 && (
                    <Typography.Text type="secondary" className={styles.small}>
                      {l.specValues.join(' / ')}
                    </Typography.Text>
                  )}
                  {l.skuCode && (
                    <Typography.Text type="secondary" className={styles.small}>
                      {t('detail.sku', { code: l.skuCode })}
                    </Typography.Text>
                  )}
                </div>
              </div>
            ),
          },
          {
            key: 'price',
            title: t('detail.unitPrice'),
            align: 'right',
            width: 120,
            render: (_, l) => formatBaht(l.unitPrice),
          },
          {
            key: 'units',
            title: t('detail.units'),
            align: 'right',
            width: 130,
            render: (_, l) => t('detail.unitsOf', { count: l.quantity, total: l.orderedQuantity }),
          },
        ]}
      />
      <Descriptions
        style={{ marginTop: 16 }}
        title={t('detail.amounts')}
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          { key: 'asked', label: t('detail.asked'), children: <strong>{formatBaht(c.refundAmount)}</strong> },
          { key: 'refunded', label: t('detail.refunded'), children: formatBaht(c.refundedAmount) },
          // An order with freight: what of it this request gave back (a full return may).
          ...(c.order.freightAmount > 0
            ? [{ key: 'freight', label: t('detail.refundedFreight'), children: formatBaht(c.refundedFreight) }]
            : []),
          { key: 'refundable', label: t('detail.refundable'), children: formatBaht(c.refundableAmount) },
          { key: 'total', label: t('detail.orderTotal'), children: formatBaht(c.order.totalAmount) },
          { key: 'orderRefunded', label: t('detail.orderRefunded'), children: formatBaht(c.order.refundedAmount) },
          {
            key: 'pay',
            label: t('detail.payMethod'),
            children: t(`orders:payMethod.${c.order.payMethod}`),
          },
          {
            key: 'paidAt',
            label: t('detail.paidAt'),
            children: c.order.paidAt ? formatDateTime(c.order.paidAt) : t('detail.notPaid'),
          },
        ]}
      />
    </Card>
  );
}

/** The buyer's reason and words. */
export function CaseRequest({ detail: c }: { detail: CaseDetail }) {
  const { t } = useTranslation('after-sales');
  return (
    <Card title={t('detail.request')}>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'buyer', label: t('detail.buyer'), children: c.buyerNickname },
          { key: 'reason', label: t('detail.reason'), children: t(`reason.${c.reason}`) },
          {
            key: 'description',
            label: t('detail.description'),
            children: c.description ? (
              <span className={styles.prewrap}>{c.description}</span>
            ) : (
              <Typography.Text type="secondary">{t('detail.none')}</Typography.Text>
            ),
          },
        ]}
      />
    </Card>
  );
}

function ParcelText({ parcel }: { parcel: Parcel | null }) {
  const { t } = useTranslation(['after-sales', 'carrier']);
  if (!parcel) return <Typography.Text type="secondary">{t('detail.notShipped')}</Typography.Text>;
  return (
    <Flex vertical data-waybill={parcel.waybillNo}>
      <span>{t('detail.parcel', { carrier: carrierLabel(t, parcel.carrierCode), waybill: parcel.waybillNo })}</span>
      <Typography.Text type="secondary" className={styles.small}>
        {t('detail.shippedAt', { time: formatDateTime(parcel.shippedAt) })}
      </Typography.Text>
    </Flex>
  );
}

/** Return and exchange: where the buyer sends the item, the parcel back, its receipt and the replacement. */
export function CaseReturn({ detail: c }: { detail: CaseDetail }) {
  const { t } = useTranslation('after-sales');
  const locale = currentLocale();
  const a = c.returnAddress;
  return (
    <Card title={t('detail.returnTitle')}>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          {
            key: 'address',
            label: t('detail.returnAddress'),
            span: 'filled',
            children: a ? (
              <Flex vertical>
                <span>
                  {a.name} · {a.contact} {a.phone}
                </span>
                <Typography.Text type="secondary">{formatAddress(a, locale)}</Typography.Text>
              </Flex>
            ) : (
              <Typography.Text type="secondary">{t('detail.noReturnAddress')}</Typography.Text>
            ),
          },
          { key: 'parcel', label: t('detail.returnParcel'), children: <ParcelText parcel={c.returnParcel} /> },
          {
            key: 'received',
            label: t('detail.receivedAt'),
            children: c.receivedAt ? (
              formatDateTime(c.receivedAt)
            ) : (
              <Typography.Text type="secondary">{t('detail.notReceived')}</Typography.Text>
            ),
          },
          ...(c.type === 'exchange'
            ? [
                {
                  key: 'reship',
                  label: t('detail.reshipParcel'),
                  children: <ParcelText parcel={c.reshipParcel} />,
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}
