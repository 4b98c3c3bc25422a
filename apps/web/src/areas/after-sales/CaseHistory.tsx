import { Card, Empty, Flex, Table, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '../../components/money/format-baht.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import styles from './after-sales.module.css';
import { eventKey, statusKey } from './case-labels.ts';
import type { CaseDetail } from './case-queries.ts';

/** Every step of the case: who, what, the state it moved to and any refund paid. */
export function CaseHistory({ detail: c }: { detail: CaseDetail }) {
  const { t } = useTranslation('after-sales');
  return (
    <Card title={t('detail.timeline')}>
      {c.timeline.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Timeline
          data-testid="case-timeline"
          items={c.timeline.map((e, i) => {
            const key = eventKey(e.kind);
            return {
              key: `${e.at}-${i}`,
              children: (
                <Flex vertical data-event={e.kind}>
                  <span>
                    <Typography.Text strong>{key ? t(key) : t('event.other', { kind: e.kind })}</Typography.Text>
                    {e.status && (
                      <Typography.Text type="secondary">
                        {' · '}
                        {t('detail.movedTo', { status: t(statusKey(e.status, c.type)) })}
                      </Typography.Text>
                    )}
                    {e.amount !== null && e.amount > 0 && (
                      <Typography.Text type="success">
                        {' · '}
                        {t('detail.refundPaid', { amount: formatBaht(e.amount) })}
                      </Typography.Text>
                    )}
                  </span>
                  {e.note && <span className={styles.prewrap}>{e.note}</span>}
                  <Typography.Text type="secondary" className={styles.small}>
                    {t(`actor.${e.actor}`)} · {formatDateTime(e.at)}
                  </Typography.Text>
                </Flex>
              ),
            };
          })}
        />
      )}
    </Card>
  );
}

/** Refund receipts of the case (kept a year after payment). */
export function CaseReceipts({ detail: c }: { detail: CaseDetail }) {
  const { t } = useTranslation('after-sales');
  return (
    <Card title={t('detail.receipts')} data-testid="case-receipts">
      {c.receipts.length === 0 ? (
        <Typography.Text type="secondary">{t('detail.noReceipts')}</Typography.Text>
      ) : (
        <Table
          size="small"
          rowKey={(r) => r.receiptNo}
          dataSource={c.receipts}
          pagination={false}
          scroll={{ x: 640 }}
          columns={[
            { key: 'no', title: t('detail.receiptNo'), render: (_, r) => r.receiptNo },
            {
              key: 'amount',
              title: t('detail.receiptAmount'),
              align: 'right',
              render: (_, r) => formatBaht(r.amount),
            },
            {
              key: 'freight',
              title: t('detail.receiptFreight'),
              align: 'right',
              render: (_, r) => formatBaht(r.freightAmount),
            },
            { key: 'serial', title: t('detail.paySerial'), render: (_, r) => r.paySerial },
            { key: 'paid', title: t('detail.receiptPaidAt'), render: (_, r) => formatDateTime(r.paidAt) },
            { key: 'keep', title: t('detail.keepUntil'), render: (_, r) => formatDateTime(r.keepUntil) },
          ]}
        />
      )}
    </Card>
  );
}
