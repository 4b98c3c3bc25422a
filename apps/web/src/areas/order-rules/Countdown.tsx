import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { serverNow } from '../../api/server-time.ts';
import { remaining } from '../../components/time/remaining.ts';
import { formatDateTime } from '../../format/relative-time.ts';

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
