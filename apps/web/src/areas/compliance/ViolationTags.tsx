import type { ViolationSeverity, ViolationStatus } from '@sc/contract/calls/compliance.ts';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../format/relative-time.ts';
import { currentLocale } from '../../i18n/i18n.ts';

const SEVERITY_COLOUR: Record<ViolationSeverity, string> = { warn: 'gold', take_down: 'orange', halt: 'red' };
const STATUS_COLOUR: Record<ViolationStatus, string> = {
  pending: 'processing',
  appealing: 'purple',
  rectified: 'success',
  revoked: 'default',
  expired: 'error',
};

export function SeverityTag({ severity }: { severity: ViolationSeverity }) {
  const { t } = useTranslation('compliance');
  return <Tag color={SEVERITY_COLOUR[severity]}>{t(`severity.${severity}`)}</Tag>;
}

export function ViolationStatusTag({ status }: { status: ViolationStatus }) {
  const { t } = useTranslation('compliance');
  return <Tag color={STATUS_COLOUR[status]}>{t(`status.${status}`)}</Tag>;
}

const HOUR = 3600 * 1000;

/** "in 5 days", "in 3 hours": how long until a deadline, in the display language. */
export function timeUntil(deadline: string, now = Date.now()): string {
  const left = Date.parse(deadline) - now;
  const words = new Intl.RelativeTimeFormat(currentLocale(), { numeric: 'always' });
  if (left < HOUR) return words.format(Math.max(1, Math.ceil(left / 60_000)), 'minute');
  if (left < 24 * HOUR) return words.format(Math.floor(left / HOUR), 'hour');
  return words.format(Math.floor(left / (24 * HOUR)), 'day');
}

/** A deadline with what is left of it; red once it is near (a day) or past. */
export function DeadlineText({ deadline, open }: { deadline: string; open: boolean }) {
  const { t } = useTranslation('compliance');
  const left = Date.parse(deadline) - Date.now();
  return (
    <span>
      <div>{formatDateTime(deadline)}</div>
      {open &&
        (left <= 0 ? (
          <Typography.Text type="danger">{t('deadline.overdue')}</Typography.Text>
        ) : (
          <Typography.Text type={left < 24 * HOUR ? 'danger' : 'warning'}>
            {t('deadline.due', { when: timeUntil(deadline) })}
          </Typography.Text>
        ))}
    </span>
  );
}
