import { BILL_REASON_MAX } from '@sc/contract/finance.ts';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Flex,
  Input,
  Modal,
  Skeleton,
  Statistic,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatBaht } from '../../components/money/format-baht.ts';
import { formatPrice } from '../../format/number-format.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import { BillStatusTag } from './BillStatusTag.tsx';
import {
  BILL_ORDERS_PAGE_SIZE,
  type OrderEarningsRow,
  type TrialAnswer,
  useAuditBill,
  useBill,
  useBillOrders,
  useSettleTrial,
} from './finance-queries.ts';
import { SettleDialog } from './SettleDialog.tsx';

/**
 * /finance/billingdetails/{billId} (FUNC.bills): one bill with its deadlines, its totals by kind,
 * each order's earnings line by line, the audit (confirm, or dispute with a reason) and the
 * settlement of a confirmed bill after its trial calculation.
 */
export default function BillDetailPage() {
  const { t } = useTranslation('finance');
  const { message } = App.useApp();
  const billId = useParams().billId ?? '';
  const detail = useBill(billId);
  const audit = useAuditBill();
  const runTrial = useSettleTrial();
  const [trial, setTrial] = useState<TrialAnswer | null>(null);
  const [disputing, setDisputing] = useState(false);
  const [reason, setReason] = useState('');
  if (!detail.data) {
    return (
      <Card>
        <Skeleton active loading={detail.isLoading} paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  const { bill, kinds, adjustments } = detail.data;
  const auditable = bill.status === 'pending_audit' || bill.status === 'disputed';
  const period = bill.periodStart.slice(0, 7);
  return (
    <Flex vertical gap={16}>
      <Card
        title={<h2>{t('detail.title', { period })}</h2>}
        extra={
          <Flex gap={16}>
            <Link to={`/finance/serviceslikebillingdetails/${billId}`}>{t('invoice.open')}</Link>
            <Link to={`/finance/logisticsorderdetails/${billId}`}>{t('express.open')}</Link>
            <Link to={`/finance/logisticsorderdetails/${billId}?tab=agency`}>{t('agency.open')}</Link>
            <Link to="/finance/index">{t('detail.back')}</Link>
          </Flex>
        }
      >
        <Flex gap={48} wrap align="end">
          <Statistic title={t('detail.amount')} value={formatBaht(bill.amount)} />
          <Flex gap={8} align="center">
            <BillStatusTag status={bill.status} />
            <Typography.Text type="secondary">{t('detail.lines', { count: bill.lineCount })}</Typography.Text>
          </Flex>
          <Flex gap={8} wrap>
            {auditable && (
              <Button
                type="primary"
                loading={audit.isPending}
                onClick={() =>
                  audit.mutate(
                    { billId, action: 'confirm', reason: '' },
                    { onSuccess: () => void message.success(t('detail.confirmed')) },
                  )
                }
              >
                {t('detail.confirm')}
              </Button>
            )}
            {bill.status === 'pending_audit' && (
              <Button danger onClick={() => setDisputing(true)}>
                {t('detail.dispute')}
              </Button>
            )}
            {bill.status === 'confirmed' && (
              <Button
                type="primary"
                loading={runTrial.isPending}
                onClick={() => runTrial.mutate([billId], { onSuccess: setTrial })}
              >
                {t('detail.settle')}
              </Button>
            )}
          </Flex>
        </Flex>
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          {t('detail.deadlines', {
            audit: formatDateTime(bill.auditDeadline),
            payout: formatDateTime(bill.payDeadline),
          })}
        </Typography.Paragraph>
        {bill.disputeReason && bill.status === 'disputed' && (
          <Alert type="warning" showIcon title={t('detail.disputedBecause', { reason: bill.disputeReason })} />
        )}
        {bill.settledAt && bill.payoutAccount && (
          <Alert
            type="success"
            showIcon
            title={t('detail.paidTo', { account: bill.payoutAccount, time: formatDateTime(bill.settledAt) })}
          />
        )}
      </Card>
      <Card title={<h3>{t('detail.kinds')}</h3>}>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, md: 3 }}
          items={kinds.map((k) => ({
            key: k.kind,
            label: t(`kind.${k.kind}`, { defaultValue: k.kind }),
            children: formatBaht(k.amount),
          }))}
        />
        {adjustments.length > 0 && (
          <>
            <Typography.Title level={4}>{t('detail.adjustments')}</Typography.Title>
            <ul>
              {adjustments.map((a) => (
                <li key={a.adjustmentId}>
                  {formatBaht(a.amount)} · {a.reason} · {formatDateTime(a.at)}
                </li>
              ))}
            </ul>
          </>
        )}
      </Card>
      <OrderEarnings billId={billId} />
      <Modal
        open={disputing}
        title={t('detail.disputeTitle')}
        okText={t('detail.disputeSend')}
        okButtonProps={{ danger: true, loading: audit.isPending, disabled: reason.trim().length === 0 }}
        onCancel={() => setDisputing(false)}
        onOk={() =>
          audit.mutate(
            { billId, action: 'dispute', reason },
            {
              onSuccess: () => {
                setDisputing(false);
                setReason('');
                void message.success(t('detail.disputed'));
              },
            },
          )
        }
      >
        <label htmlFor="dispute-reason">{t('detail.disputeReason')}</label>
        <Input.TextArea
          id="dispute-reason"
          value={reason}
          maxLength={BILL_REASON_MAX}
          showCount
          rows={3}
          placeholder={t('detail.disputePlaceholder')}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
      <SettleDialog trial={trial} onClose={() => setTrial(null)} />
    </Flex>
  );
}

function OrderEarnings({ billId }: { billId: string }) {
  const { t } = useTranslation('finance');
  const [pageNum, setPageNum] = useState(1);
  const [typed, setTyped] = useState('');
  const [orderId, setOrderId] = useState('');
  const orders = useBillOrders(billId, orderId, pageNum);
  const columns: TableColumnsType<OrderEarningsRow> = [
    {
      key: 'order',
      title: t('detail.orderColumn'),
      render: (_, o) => o.orderId || t('detail.noOrder'),
    },
    { key: 'earned', title: t('detail.earned'), align: 'right', render: (_, o) => formatPrice(o.amount) },
    {
      key: 'lines',
      title: t('trade.column.kind'),
      render: (_, o) => (
        <Flex vertical>
          {o.lines.map((l) => (
            <Flex key={l.lineId} justify="space-between" gap={16}>
              <span>{t(`kind.${l.kind}`, { defaultValue: l.kind })}</span>
              <span>{formatPrice(l.amount)}</span>
            </Flex>
          ))}
        </Flex>
      ),
    },
  ];
  return (
    <Card title={<h3>{t('detail.orders')}</h3>}>
      <Flex gap={8} style={{ marginBottom: 12 }} wrap>
        <Input
          aria-label={t('detail.orderSearch')}
          placeholder={t('detail.orderSearch')}
          value={typed}
          onChange={(e) => setTyped(e.target.value.replaceAll(/\D/g, ''))}
          onPressEnter={() => {
            setOrderId(typed);
            setPageNum(1);
          }}
          style={{ maxWidth: 240 }}
        />
        <Button
          onClick={() => {
            setOrderId(typed);
            setPageNum(1);
          }}
        >
          {t('detail.search')}
        </Button>
      </Flex>
      <Table<OrderEarningsRow>
        aria-label={t('detail.orders')}
        rowKey={(o) => o.orderId || 'none'}
        columns={columns}
        dataSource={orders.data?.list ?? []}
        loading={orders.isLoading}
        pagination={{
          current: pageNum,
          pageSize: BILL_ORDERS_PAGE_SIZE,
          total: orders.data?.page.count ?? 0,
          onChange: setPageNum,
          hideOnSinglePage: true,
          showSizeChanger: false,
        }}
        scroll={{ x: 560 }}
      />
    </Card>
  );
}
