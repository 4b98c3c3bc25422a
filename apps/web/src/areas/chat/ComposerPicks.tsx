import { chatComposerPicks } from '@sc/contract/calls/chat.ts';
import { Button, Empty, Popover, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../api/use-call.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import styles from './chat.module.css';

/** A button opening a list of things to pick; a pick closes it. */
function PickList<T>({
  label,
  empty,
  items,
  keyOf,
  render,
  onPick,
}: {
  label: string;
  empty: string;
  items: T[];
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
  onPick: (item: T) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      title={label}
      content={
        items.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
        ) : (
          <ul className={styles.picks} aria-label={label}>
            {items.map((item) => (
              <li key={keyOf(item)}>
                <button
                  type="button"
                  className={styles.pick}
                  onClick={() => {
                    onPick(item);
                    setOpen(false);
                  }}
                >
                  {render(item)}
                </button>
              </li>
            ))}
          </ul>
        )
      }
    >
      <Button>{label}</Button>
    </Popover>
  );
}

/**
 * The composer's picks: a quick reply of the shop goes into the input (to edit or send), a coupon
 * buyers can collect now goes to the buyer as a card.
 */
export function ComposerPicks({
  onReply,
  onCoupon,
}: {
  onReply: (content: string) => void;
  onCoupon: (couponId: string) => void;
}) {
  const { t } = useTranslation('chat');
  const picks = useCall(chatComposerPicks, {});
  return (
    <Space wrap>
      <PickList
        label={t('quick.open')}
        empty={t('quick.empty')}
        items={picks.data?.replies ?? []}
        keyOf={(r) => r.replyId}
        onPick={(r) => onReply(r.content)}
        render={(r) => (
          <>
            <span className={styles.pickClass}>{r.className || t('quick.noClass')}</span>
            <br />
            {r.content}
          </>
        )}
      />
      <PickList
        label={t('coupon.open')}
        empty={t('coupon.empty')}
        items={picks.data?.coupons ?? []}
        keyOf={(c) => c.couponId}
        onPick={(c) => onCoupon(c.couponId)}
        render={(c) => (
          <>
            <strong>{c.name}</strong> ·{' '}
            {t('coupon.off', { value: c.type === 'amount' ? `฿${c.value}` : `${c.value}%` })}
            <br />
            <span className={styles.pickClass}>
              {Number(c.minSpend) > 0 ? `${t('coupon.min', { amount: c.minSpend })} · ` : ''}
              {t('coupon.until', { time: formatDateTime(c.grantEnd) })}
            </span>
          </>
        )}
      />
    </Space>
  );
}
