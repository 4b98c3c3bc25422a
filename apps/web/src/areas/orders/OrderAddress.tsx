import type { OrderDetail } from '@sc/contract/calls/orders.ts';
import { Button, Card, Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../format/relative-time.ts';
import { addressText } from './AddressModal.tsx';
import styles from './orders.module.css';

/** The delivery address, its change button and the history of changes. */
export function OrderAddress({ order: o, onModify }: { order: OrderDetail; onModify: () => void }) {
  const { t } = useTranslation('orders');
  return (
    <Card
      title={t('detail.address')}
      extra={
        o.canModifyAddress === 'y' && (
          <Button size="small" onClick={onModify} data-testid="modify-address">
            {t('detail.modifyAddress')}
          </Button>
        )
      }
    >
      <Typography.Paragraph className={styles.addressBlock} data-testid="order-address">
        {addressText(o.address)}
      </Typography.Paragraph>
      {o.addressChanges.length > 0 && (
        <>
          <Typography.Title level={5}>{t('detail.addressHistory')}</Typography.Title>
          <Table
            size="small"
            rowKey={(c) => c.changeId}
            dataSource={o.addressChanges}
            pagination={false}
            columns={[
              {
                key: 'when',
                title: t('detail.reason'),
                width: 220,
                render: (_, c) => (
                  <Flex vertical>
                    <span>{c.reason || t('detail.none')}</span>
                    <Typography.Text type="secondary" className={styles.small}>
                      {/^[0-9a-f]{32}$/.test(c.requestedBy)
                        ? formatDateTime(c.requestedAt)
                        : t('detail.changedBy', { user: c.requestedBy, time: formatDateTime(c.requestedAt) })}
                    </Typography.Text>
                  </Flex>
                ),
              },
              {
                key: 'before',
                title: t('detail.before'),
                render: (_, c) => <span className={styles.addressBlock}>{addressText(c.before)}</span>,
              },
              {
                key: 'after',
                title: t('detail.after'),
                render: (_, c) => <span className={styles.addressBlock}>{addressText(c.after)}</span>,
              },
            ]}
          />
        </>
      )}
    </Card>
  );
}
