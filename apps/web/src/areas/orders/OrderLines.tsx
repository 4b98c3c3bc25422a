import type { OrderDetail } from '@sc/contract/calls/orders.ts';
import { Card, Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '../../components/money/format-baht.ts';
import { OrderLineView } from './OrderItems.tsx';
import styles from './orders.module.css';

/** The order's lines with their prices and shipped quantities, then the amounts. */
export function OrderLines({ order: o }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  return (
    <Card title={t('detail.items')}>
      <Table
        size="small"
        rowKey={(l) => String(l.lineNo)}
        dataSource={o.items}
        pagination={false}
        scroll={{ x: 720 }}
        columns={[
          {
            key: 'item',
            title: t('detail.items'),
            render: (_, l) => (
              <Flex vertical gap={2}>
                <OrderLineView line={l} size={56} price={false} />
                {l.skuCode && (
                  <Typography.Text type="secondary" className={styles.small}>
                    {t('detail.sku', { code: l.skuCode })}
                  </Typography.Text>
                )}
              </Flex>
            ),
          },
          {
            key: 'price',
            title: t('detail.unitPrice'),
            align: 'right',
            width: 120,
            render: (_, l) => formatBaht(l.unitPrice),
          },
          { key: 'qty', title: t('detail.quantity'), align: 'right', width: 90, render: (_, l) => l.quantity },
          {
            key: 'amount',
            title: t('detail.lineAmount'),
            align: 'right',
            width: 130,
            render: (_, l) => (
              <Flex vertical align="flex-end">
                <span>{formatBaht(l.lineAmount)}</span>
                {l.shippedQty > 0 && (
                  <Typography.Text type="secondary" className={styles.small}>
                    {t('detail.shippedQty', { count: l.shippedQty })}
                  </Typography.Text>
                )}
              </Flex>
            ),
          },
        ]}
      />
      <Amounts order={o} />
    </Card>
  );
}

/** The amounts: goods, shipping, discount, total, and the deposit and refund when there are any. */
function Amounts({ order: o }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const row = (key: string, label: string, value: string, total = false) => (
    <div
      key={key}
      className={total ? `${styles.amountRow} ${styles.amountTotal}` : styles.amountRow}
      data-amount-row={key}
    >
      <span>{label}</span>
      <span>{value}</span>
    </div>
  );
  return (
    <div className={styles.amounts} style={{ marginTop: 16 }}>
      {row('goods', t('detail.goods'), formatBaht(o.goodsAmount))}
      {row('freight', t('detail.freight'), formatBaht(o.freightAmount))}
      {row('discount', t('detail.discount'), o.discountAmount > 0 ? `-${formatBaht(o.discountAmount)}` : formatBaht(0))}
      {row('total', t('detail.total'), formatBaht(o.totalAmount), true)}
      {o.depositAmount > 0 && row('deposit', t('detail.deposit'), formatBaht(o.depositAmount))}
      {o.refundedAmount > 0 && row('refunded', t('detail.refunded'), formatBaht(o.refundedAmount))}
    </div>
  );
}
