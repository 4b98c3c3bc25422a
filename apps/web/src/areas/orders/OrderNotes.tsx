import type { OrderDetail } from '@sc/contract/calls/orders.ts';
import { Button, Card, Flex, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../format/relative-time.ts';
import { eventLabel } from './order-labels.ts';
import styles from './orders.module.css';

/** The shop's memos on the order and the order's timeline. */
export function OrderNotes({ order: o, onMemo }: { order: OrderDetail; onMemo: () => void }) {
  const { t } = useTranslation(['orders', 'carrier']);
  return (
    <>
      <Card
        title={t('memo.title')}
        extra={
          <Button size="small" onClick={onMemo}>
            {t('memo.add')}
          </Button>
        }
      >
        {o.memos.length === 0 ? (
          <Typography.Text type="secondary">{t('memo.none')}</Typography.Text>
        ) : (
          <Flex vertical gap={10} data-testid="order-memos">
            {o.memos.map((m) => (
              <div key={m.memoId}>
                <Typography.Paragraph style={{ marginBottom: 2, whiteSpace: 'pre-wrap' }}>
                  {m.text}
                </Typography.Paragraph>
                <Typography.Text type="secondary" className={styles.small}>
                  {t('memo.by', { user: m.userName, time: formatDateTime(m.createdAt) })}
                </Typography.Text>
              </div>
            ))}
          </Flex>
        )}
      </Card>

      <Card title={t('detail.timeline')}>
        <Timeline
          data-testid="order-timeline"
          items={o.events.map((e, i) => ({
            key: `${e.at}-${i}`,
            children: (
              <Flex vertical>
                <span>{eventLabel(t, e.kind, e.detail)}</span>
                <Typography.Text type="secondary" className={styles.small}>
                  {t(`actor.${e.actor}`)} · {formatDateTime(e.at)}
                </Typography.Text>
              </Flex>
            ),
          }))}
        />
      </Card>
    </>
  );
}
