import { COMPLAINT_WINDOW_DAYS } from '@sc/contract/calls/order-rules.ts';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { serverNow } from '../../api/server-time.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import { appealPath } from './paths.ts';

const DAY = 24 * 60 * 60 * 1000;

/** On an abnormal order's detail: until when a complaint may be filed, with the way to file it. */
export function ComplaintNotice({
  orderId,
  abnormalAt,
  reason,
}: {
  orderId: string;
  abnormalAt: string;
  reason: string | null;
}) {
  const { t } = useTranslation('order-rules');
  const deadline = new Date(new Date(abnormalAt).getTime() + COMPLAINT_WINDOW_DAYS * DAY);
  const open = serverNow().getTime() < deadline.getTime();
  const why = reason === 'not_shipped' || reason === 'no_pickup' ? t(`reason.${reason}`) : (reason ?? '');
  return (
    <Alert
      type="info"
      showIcon
      data-testid="complaint-notice"
      message={
        open
          ? t('detailAlert', { reason: why, time: formatDateTime(deadline) })
          : t('detailAlertClosed', { reason: why })
      }
      action={
        open ? (
          <Link to={appealPath(orderId)}>
            <Button size="small">{t('abnormal.file')}</Button>
          </Link>
        ) : undefined
      }
    />
  );
}
