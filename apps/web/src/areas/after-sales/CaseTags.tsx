import type { AfterSaleDeadline, AfterSaleStatus, AfterSaleType } from '@sc/contract/after-sales.ts';
import { Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverNow } from '../../api/server-time.ts';
import { remaining } from '../../components/time/remaining.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import styles from './after-sales.module.css';
import { caseTone, isUrgent, statusKey } from './case-labels.ts';

const TYPE_COLOURS: Record<AfterSaleType, string> = { refund: 'gold', return: 'blue', exchange: 'cyan' };

export function CaseStatusTag({ status, type }: { status: AfterSaleStatus; type: AfterSaleType }) {
  const { t } = useTranslation('after-sales');
  return (
    <Tag color={caseTone(status)} className={styles.tag} data-status={status}>
      {t(statusKey(status, type))}
    </Tag>
  );
}

export function CaseTypeTag({ type }: { type: AfterSaleType }) {
  const { t } = useTranslation('after-sales');
  return (
    <Tag color={TYPE_COLOURS[type]} className={styles.tag} data-type={type}>
      {t(`type.${type}`)}
    </Tag>
  );
}

/** The case waits for the shop's move. */
export function WaitingMark() {
  const { t } = useTranslation('after-sales');
  return (
    <Tag color="red" className={styles.tag} data-testid="waiting-merchant">
      {t('list.waiting')}
    </Tag>
  );
}

/** Time left to a deadline by the server's clock, moving each minute; red within the last day. */
export function TimeLeft({ deadline }: { deadline: string }) {
  const { t } = useTranslation('after-sales');
  const [now, setNow] = useState(() => serverNow());
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const left = remaining(deadline, now);
  if (!left) {
    return (
      <Typography.Text type="danger" className={styles.small}>
        {t('countdown.due')}
      </Typography.Text>
    );
  }
  return (
    <Typography.Text
      type={isUrgent(deadline, now) ? 'danger' : 'warning'}
      className={styles.small}
      data-testid="countdown"
    >
      {t('countdown.left', { time: t(`duration.${left.key}`, left) })}
    </Typography.Text>
  );
}

/** A list cell: what the deadline is for, when, and the time left. */
export function DeadlineCell({ kind, at }: { kind: AfterSaleDeadline | null; at: string | null }) {
  const { t } = useTranslation('after-sales');
  if (!kind || !at) return <Typography.Text type="secondary">-</Typography.Text>;
  return (
    <div className={styles.productText}>
      <Typography.Text type="secondary" className={styles.small}>
        {t(`deadlineShort.${kind}`)}
      </Typography.Text>
      <span className={styles.nowrap}>{formatDateTime(at)}</span>
      <TimeLeft deadline={at} />
    </div>
  );
}

/** A product photo, or a placeholder when there is none or it fails to load. */
