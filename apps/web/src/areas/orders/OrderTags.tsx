import type { OrderStatus, PayMethod, PayStatus } from '@sc/contract/orders.ts';
import { Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { Fragment, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverNow } from '../../api/server-time.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import styles from './orders.module.css';

const COLOURS: Partial<Record<OrderStatus, string>> = {
  unpaid: 'gold',
  to_ship: 'blue',
  partially_shipped: 'geekblue',
  shipped: 'cyan',
  in_transit: 'cyan',
  delivered: 'green',
  signed: 'green',
  awaiting_confirmation: 'lime',
  completed: 'success',
  cancelled: 'default',
  system_cancelled: 'default',
  returned: 'orange',
  intercepted: 'orange',
  abnormal: 'red',
  in_dispute: 'volcano',
  frozen: 'purple',
};

/**
 * An order's state as a coloured tag. A cash-on-delivery order waits to ship unpaid (the carrier collects), so
 * its to_ship state says so instead of "paid, to ship".
 */
export function OrderStatusTag({ status, payMethod }: { status: OrderStatus; payMethod?: PayMethod }) {
  const { t } = useTranslation('orders');
  const text = status === 'to_ship' && payMethod === 'cod' ? t('cod.toShip') : t(`status.${status}`);
  // A narrow column breaks the tag only between its words: Thai writes none inside a phrase, and a
  // break inside "เก็บเงินปลายทาง" would leave "ทาง" alone on a line.
  const words = text.split(' ');
  return (
    <Tag color={COLOURS[status] ?? 'default'} className={styles.statusTag} data-status={status}>
      {words.map((word, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the words of one fixed text, in order.
        <Fragment key={i}>
          {i > 0 && ' '}
          <span className={styles.nowrap}>{word}</span>
        </Fragment>
      ))}
    </Tag>
  );
}

/** The pay method; an order paid later names its plan ("Pay later · 6 months"). */
export function payMethodText(
  t: TFunction<'orders'>,
  o: { payMethod: PayMethod; paylaterMonths: number | null },
): string {
  return o.payMethod === 'pay_later' && o.paylaterMonths
    ? t('payLaterPlan', { months: o.paylaterMonths })
    : t(`payMethod.${o.payMethod}`);
}

/** The pay status; cash on delivery not yet paid is money the carrier collects, not a payment awaited. */
export function payStatusText(t: TFunction<'orders'>, o: { payMethod: PayMethod; payStatus: PayStatus }): string {
  return o.payMethod === 'cod' && o.payStatus === 'to_pay' ? t('cod.collect') : t(`payStatus.${o.payStatus}`);
}

const HOUR = 3_600_000;

/** Time left as "2 days 5 hours" in the screen's language. */
export function formatTimeLeft(ms: number, locale = currentLocale()): string {
  const unit = (u: 'day' | 'hour' | 'minute', n: number) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: u, unitDisplay: 'long' }).format(n);
  const days = Math.floor(ms / (24 * HOUR));
  const hours = Math.floor((ms % (24 * HOUR)) / HOUR);
  if (days > 0) return hours > 0 ? `${unit('day', days)} ${unit('hour', hours)}` : unit('day', days);
  if (hours > 0) return unit('hour', hours);
  return unit('minute', Math.max(1, Math.floor(ms / 60_000)));
}

/** The ship-by time with a countdown that moves each minute; "overdue" once it has passed. */
export function ShipDeadline({ deadline }: { deadline: string | null }) {
  const { t } = useTranslation('orders');
  const [now, setNow] = useState(() => serverNow().getTime());
  useEffect(() => {
    if (!deadline) return;
    const timer = setInterval(() => setNow(serverNow().getTime()), 60_000);
    return () => clearInterval(timer);
  }, [deadline]);
  if (!deadline) return <Typography.Text type="secondary">-</Typography.Text>;
  const left = new Date(deadline).getTime() - now;
  return (
    <span className={styles.deadline} data-deadline={deadline}>
      {left > 0 ? (
        <Typography.Text type={left < 24 * HOUR ? 'danger' : undefined} strong>
          {t('row.left', { time: formatTimeLeft(left) })}
        </Typography.Text>
      ) : (
        <Typography.Text type="danger" strong>
          {t('row.overdue')}
        </Typography.Text>
      )}
      <Typography.Text type="secondary" className={styles.small}>
        {formatDateTime(deadline)}
      </Typography.Text>
    </span>
  );
}
