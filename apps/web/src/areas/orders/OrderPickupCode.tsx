import type { OrderDetail } from '@sc/contract/calls/orders.ts';
import { PICKUP_CODE_COLLECT_DAYS } from '@sc/contract/constants.ts';
import type { OrderPickupState } from '@sc/contract/orders.ts';
import { Alert, Button, Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMayOpen } from '../../components/access/may-open.ts';
import { carrierLabel } from '../../components/carrier/carrier-labels.ts';
import { PICKUP_CODE_PATH } from '../../components/paths.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import styles from './orders.module.css';

const STATE_COLOR: Record<OrderPickupState, string> = {
  not_shipped: 'default',
  missing: 'warning',
  assigned: 'processing',
  used: 'success',
  expired: 'orange',
};

/** A pick-up order's code: the code the buyer collects with and its state, or why it has none yet. */
export function OrderPickupCode({ order: o }: { order: OrderDetail }) {
  const { t } = useTranslation(['orders', 'carrier']);
  const mayImport = useMayOpen()(PICKUP_CODE_PATH);
  const navigate = useNavigate();
  const pc = o.pickupCode;
  if (!pc) return null;
  const carrier = carrierLabel(t, pc.carrierCode);
  const days = PICKUP_CODE_COLLECT_DAYS;
  return (
    <Card
      title={t('pickupCode.title')}
      extra={
        <Tag color={STATE_COLOR[pc.state]} data-testid="order-pickup-state">
          {t(`pickupCode.state.${pc.state}`)}
        </Tag>
      }
      data-testid="order-pickup"
    >
      {pc.code !== null && (
        <Flex gap={8} align="baseline" wrap>
          <Typography.Text code strong className={styles.pickupCode} data-testid="order-pickup-code">
            {pc.code}
          </Typography.Text>
          <Typography.Text type="secondary">{carrier}</Typography.Text>
        </Flex>
      )}
      {pc.state === 'not_shipped' && <Typography.Text type="secondary">{t('pickupCode.notShipped')}</Typography.Text>}
      {pc.state === 'missing' && (
        <Alert
          type="warning"
          showIcon
          message={t('pickupCode.missing', { carrier })}
          action={
            mayImport && (
              <Button size="small" onClick={() => navigate(PICKUP_CODE_PATH)} data-testid="order-pickup-import">
                {t('pickupCode.goImport')}
              </Button>
            )
          }
        />
      )}
      {pc.state === 'assigned' && (
        <Typography.Paragraph type="secondary" className={styles.small}>
          {t('pickupCode.assigned', { carrier, days })}
        </Typography.Paragraph>
      )}
      {pc.state === 'used' && pc.usedAt && (
        <Typography.Paragraph type="secondary" className={styles.small}>
          {t('pickupCode.usedAt', { time: formatDateTime(pc.usedAt) })}
        </Typography.Paragraph>
      )}
      {pc.state === 'expired' && (
        <Typography.Paragraph type="secondary" className={styles.small}>
          {t('pickupCode.expired', { days })}
        </Typography.Paragraph>
      )}
    </Card>
  );
}
