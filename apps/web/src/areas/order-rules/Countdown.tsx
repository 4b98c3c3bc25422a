import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { serverNow } from '../../api/server-time.ts';
import { formatDateTime } from '../../format/relative-time.ts';

const HOUR = 60 * 60 * 1000;

/** Time left to a deadline by the server's clock: days and hours, hours, or minutes in the last hour. */
export function remaining(
  deadline: string,
  now: Date,
): { key: 'daysHours' | 'hours' | 'minutes'; days: number; hours: number; minutes: number } | null {
  const ms = new Date(deadline).getTime() - now.getTime();
  if (ms <= 0) return null;
  const days = Math.floor(ms / (24 * HOUR));
  const hours = Math.floor((ms % (24 * HOUR)) / HOUR);
  const minutes = Math.max(1, Math.floor((ms % HOUR) / 60_000));
  return { key: days > 0 ? 'daysHours' : hours > 0 ? 'hours' : 'minutes', days, hours, minutes };
}

/** A complaint deadline with its countdown, or "closed" once past. */
export function DeadlineCountdown({ deadline, open }: { deadline: string; open: boolean }) {
  const { t } = useTranslation('order-rules');
  const r = open ? remaining(deadline, serverNow()) : null;
  const left = r ? t(`duration.${r.key}`, r) : null;
  return (
    <div>
      <div>{formatDateTime(deadline)}</div>
      {left ? (
        <Typography.Text type="warning" data-testid="countdown">
          {t('abnormal.left', { time: left })}
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary">{t('abnormal.closed')}</Typography.Text>
      )}
    </div>
  );
}
