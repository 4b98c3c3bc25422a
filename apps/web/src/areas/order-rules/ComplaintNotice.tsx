import { COMPLAINT_WINDOW_DAYS } from '@sc/contract/calls/order-rules.ts';
import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { serverNow } from '../../api/server-time.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import { appealPath } from './paths.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * On an abnormal order's detail: until when a complaint may be filed, with the way to file it;
 * `detail` (what happened to the order) goes under it, so the page has one notice, not three.
 */
export function ComplaintNotice({
  orderId,
  abnormalAt,
  reason,
  detail,
}: {
  orderId: string;
  abnormalAt: string;
  reason: string | null;
  detail?: ReactNode;
}) {
  const { t } = useTranslation('order-rules');
  const deadline = new Date(new Date(abnormalAt).getTime() + COMPLAINT_WINDOW_DAYS * DAY);
  const open = serverNow().getTime() < deadline.getTime();
  const why = reason === 'not_shipped' || reason === 'no_pickup' ? t(`reason.${reason}`) : (reason ?? '');
  return (
    <Alert
      type={open ? 'warning' : 'info'}
      showIcon
      data-testid="complaint-notice"
      description={detail}
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
