import type { OrderDetail } from '@sc/contract/calls/orders.ts';
import { Card, Flex, Grid, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '../../components/money/format-baht.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import { LinePromotions } from './LinePromotions.tsx';
import { OrderLineView } from './OrderItems.tsx';
import styles from './orders.module.css';

/**
 * The order's lines with their prices and shipped quantities, then the amounts. Under 768 px (a phone)
 * each line is a card of its own: a four-column table would scroll sideways there.
 */
export function OrderLines({ order: o }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const narrow = Grid.useBreakpoint().md === false;
  return (
    <Card title={t('detail.items')}>
      {narrow ? (
        <Flex vertical gap={8} data-order-line-cards>
          {o.items.map((l) => (
            <Card key={l.lineNo} type="inner" size="small" data-order-line={l.lineNo}>
              <Flex vertical gap={6}>
                <OrderLineView line={l} size={56} />
                {l.skuCode && (
                  <Typography.Text type="secondary" className={styles.small}>
                    {t('detail.sku', { code: l.skuCode })}
                  </Typography.Text>
                )}
                <LinePromotions order={o} lineNo={l.lineNo} />
                <Flex justify="space-between" align="baseline" gap={8}>
                  <Typography.Text type="secondary">{t('detail.lineAmount')}</Typography.Text>
                  <Flex vertical align="flex-end">
                    <Typography.Text strong>{formatBaht(l.lineAmount)}</Typography.Text>
                    {l.shippedQty > 0 && (
                      <Typography.Text type="secondary" className={styles.small}>
                        {t('detail.shippedQty', { count: l.shippedQty })}
                      </Typography.Text>
                    )}
                    {l.returnedQty > 0 && (
                      <Typography.Text type="secondary" className={styles.small}>
                        {t('detail.returnedQty', { count: l.returnedQty })}
                      </Typography.Text>
                    )}
                    <LineDiscount amount={l.discountAmount} />
                  </Flex>
                </Flex>
              </Flex>
            </Card>
          ))}
        </Flex>
      ) : (
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
                  <LinePromotions order={o} lineNo={l.lineNo} />
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
                  {l.returnedQty > 0 && (
                    <Typography.Text type="secondary" className={styles.small}>
                      {t('detail.returnedQty', { count: l.returnedQty })}
                    </Typography.Text>
                  )}
                  <LineDiscount amount={l.discountAmount} />
                </Flex>
              ),
            },
          ]}
        />
      )}
      <Amounts order={o} />
    </Card>
  );
}

/** What the line's promotions took off it (an activity price and its share of a coupon), if anything. */
function LineDiscount({ amount }: { amount: number }) {
  const { t } = useTranslation('orders');
  if (amount <= 0) return null;
  return (
    <Typography.Text type="secondary" className={styles.small} data-testid="order-line-discount">
      {t('detail.lineDiscount', { amount: formatBaht(amount) })}
    </Typography.Text>
  );
}

/** The amounts: goods, shipping, discount, total, and the deposit and refund (with its freight) when there are any. */
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
      {o.presale && row('deduction', t('detail.deduction'), formatBaht(o.presale.deduction))}
      {o.presale &&
        row(
          'balance',
          `${t('detail.balance')} · ${t(`detail.depositStage.${o.presale.stage}`)}`,
          formatBaht(o.presale.balance),
        )}
      {o.presale?.balanceDueAt && row('balanceDue', t('detail.balanceDue'), formatDateTime(o.presale.balanceDueAt))}
      {o.refundedAmount > 0 && row('refunded', t('detail.refunded'), formatBaht(o.refundedAmount))}
      {o.refundedFreight > 0 && row('refundedFreight', t('detail.refundedFreight'), formatBaht(o.refundedFreight))}
    </div>
  );
}
