import { chatComposerPicks } from '@sc/contract/calls/chat.ts';
import { Button, Empty, Popover, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../api/use-call.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import styles from './chat.module.css';

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
  const [open, setOpen] = useState<'reply' | 'coupon' | null>(null);
  const replies = picks.data?.replies ?? [];
  const coupons = picks.data?.coupons ?? [];
  const toggle = (which: 'reply' | 'coupon') => (next: boolean) => setOpen(next ? which : null);

  return (
    <Space wrap>
      <Popover
        trigger="click"
        open={open === 'reply'}
        onOpenChange={toggle('reply')}
        title={t('quick.open')}
        content={
          replies.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('quick.empty')} />
          ) : (
            <ul className={styles.picks} aria-label={t('quick.open')}>
              {replies.map((r) => (
                <li key={r.replyId}>
                  <button
                    type="button"
                    className={styles.pick}
                    onClick={() => {
                      onReply(r.content);
                      setOpen(null);
                    }}
                  >
                    <span className={styles.pickClass}>{r.className || t('quick.noClass')}</span>
                    <br />
                    {r.content}
                  </button>
                </li>
              ))}
            </ul>
          )
        }
      >
        <Button>{t('quick.open')}</Button>
      </Popover>
      <Popover
        trigger="click"
        open={open === 'coupon'}
        onOpenChange={toggle('coupon')}
        title={t('coupon.open')}
        content={
          coupons.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('coupon.empty')} />
          ) : (
            <ul className={styles.picks} aria-label={t('coupon.open')}>
              {coupons.map((c) => (
                <li key={c.couponId}>
                  <button
                    type="button"
                    className={styles.pick}
                    onClick={() => {
                      onCoupon(c.couponId);
                      setOpen(null);
                    }}
                  >
                    <strong>{c.name}</strong> ·{' '}
                    {t('coupon.off', { value: c.type === 'amount' ? `฿${c.value}` : `${c.value}%` })}
                    <br />
                    <span className={styles.pickClass}>
                      {Number(c.minSpend) > 0 ? `${t('coupon.min', { amount: c.minSpend })} · ` : ''}
                      {t('coupon.until', { time: formatDateTime(c.grantEnd) })}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )
        }
      >
        <Button>{t('coupon.open')}</Button>
      </Popover>
    </Space>
  );
}
