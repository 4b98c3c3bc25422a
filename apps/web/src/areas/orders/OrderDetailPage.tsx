import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import { type OrderDetail, orderDetailInquiry } from '@sc/contract/calls/orders.ts';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Empty,
  Flex,
  Skeleton,
  Steps,
  Table,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { useCall } from '../../api/use-call.ts';
import { carrierLabel } from '../../components/carrier/carrier-labels.ts';
import { formatBaht } from '../../components/money/format-baht.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import { OrderCases } from '../after-sales/index.ts';
import { ComplaintNotice, useRuleReason } from '../order-rules/index.ts';
import { AddressModal, addressText } from './AddressModal.tsx';
import { ConfirmReceiptButton } from './ConfirmReceiptButton.tsx';
import { MemoModal } from './MemoModal.tsx';
import { OrderLineView } from './OrderItems.tsx';
import { OrderStatusTag, ShipDeadline } from './OrderTags.tsx';
import { eventLabel } from './order-labels.ts';
import { ORDER_LIST_PATH, printPath } from './order-queries.ts';
import styles from './orders.module.css';
import { ShipModal, type ShipTarget } from './ShipModal.tsx';

/** /order/orderItem/:id and /order/detail?id=: one order with everything the shop may do with it. */
export default function OrderDetailPage() {
  const { t } = useTranslation('orders');
  const { id: routeId } = useParams();
  const [params] = useSearchParams();
  const orderId = (routeId ?? params.get('id') ?? '').trim();
  const valid = /^\d{1,18}$/.test(orderId);
  const detail = useCall(
    orderDetailInquiry,
    { orderId },
    {
      quiet: true,
      enabled: valid,
      retry: false,
    },
  );

  if (!valid) return <Missing text={t('detail.missing')} />;
  if (detail.isLoading) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (!detail.data) {
    // A transport fault says so; any refusal means the order is not one of this shop's.
    const transport = detail.error instanceof ApiError && detail.error.handling === 'transport';
    return (
      <Missing text={transport && detail.error instanceof ApiError ? detail.error.replyText : t('detail.notFound')} />
    );
  }
  return <OrderView order={detail.data} />;
}

function Missing({ text }: { text: string }) {
  const { t } = useTranslation('orders');
  return (
    <Card>
      <Empty description={text}>
        <Link to={ORDER_LIST_PATH}>{t('detail.back')}</Link>
      </Empty>
    </Card>
  );
}

function OrderView({ order: o }: { order: OrderDetail }) {
  const { t } = useTranslation(['orders', 'carrier']);
  const ruleReason = useRuleReason();
  const navigate = useNavigate();
  const [shipping, setShipping] = useState<ShipTarget | null>(null);
  const [memoOpen, setMemoOpen] = useState(false);
  const [addressOpen, setAddressOpen] = useState(false);
  const latest = o.shipments.find((s) => s.status === 'shipped' && !s.pickedUpAt);

  return (
    <div className={styles.page} data-order-detail={o.orderId}>
      <Card>
        <Flex justify="space-between" align="flex-start" gap={12} wrap>
          <Flex vertical gap={6}>
            <Flex gap={8} align="center" wrap>
              <Typography.Title level={4} style={{ margin: 0 }}>
                {t('detail.title', { id: o.orderId })}
              </Typography.Title>
              <OrderStatusTag status={o.status} />
              {o.orderType !== 'normal' && <Tag color="purple">{t(`orderType.${o.orderType}`)}</Tag>}
              {o.abnormal === 'y' && <Tag color="red">{t('row.abnormal')}</Tag>}
            </Flex>
            <Typography.Text type="secondary">{t('row.placed', { time: formatDateTime(o.createdAt) })}</Typography.Text>
          </Flex>
          <Flex gap={8} wrap>
            {o.canShip === 'y' && (
              <Button
                type="primary"
                onClick={() => setShipping({ orderId: o.orderId, kind: 'ship' })}
                data-testid="ship-order"
              >
                {t('action.ship')}
              </Button>
            )}
            {o.canShip !== 'y' && o.canAdvanceShip === 'y' && (
              <Button
                type="primary"
                onClick={() => setShipping({ orderId: o.orderId, kind: 'advance' })}
                data-testid="ship-order"
              >
                {t('action.ship')}
              </Button>
            )}
            {o.canModifyWaybill === 'y' && (
              <Button
                onClick={() =>
                  setShipping({ orderId: o.orderId, kind: 'modify', carrierCode: latest?.carrierCode ?? o.carrierCode })
                }
              >
                {t('ship.changeWaybill')}
              </Button>
            )}
            <ConfirmReceiptButton order={o} />
            <Button icon={<PrinterOutlined />} onClick={() => void navigate(printPath([o.orderId]))}>
              {t('detail.print')}
            </Button>
            <Button onClick={() => setMemoOpen(true)} data-testid="add-memo">
              {t('memo.add')}
            </Button>
          </Flex>
        </Flex>
        <Flex vertical gap={8} style={{ marginTop: 12 }}>
          {o.abnormalAt ? (
            <ComplaintNotice
              orderId={o.orderId}
              abnormalAt={o.abnormalAt}
              reason={o.abnormalReason}
              detail={
                <Flex vertical gap={2}>
                  <span>
                    {o.abnormalReason
                      ? t('detail.abnormal', {
                          time: formatDateTime(o.abnormalAt),
                          reason: ruleReason(o.abnormalReason),
                        })
                      : t('detail.abnormalNoReason', { time: formatDateTime(o.abnormalAt) })}
                  </span>
                  {o.cancelledAt && (
                    <span>
                      {t('detail.cancelled', {
                        time: formatDateTime(o.cancelledAt),
                        reason: ruleReason(o.cancelReason),
                      })}
                    </span>
                  )}
                </Flex>
              }
            />
          ) : (
            o.cancelledAt && (
              <Alert
                type="warning"
                showIcon
                message={t('detail.cancelled', {
                  time: formatDateTime(o.cancelledAt),
                  reason: ruleReason(o.cancelReason),
                })}
              />
            )
          )}
          {o.riskLevel !== 'none' && (
            <Alert type="warning" showIcon message={t('detail.risk', { reason: o.riskReason })} />
          )}
        </Flex>
        <Steps
          style={{ marginTop: 20 }}
          size="small"
          current={progressStep(o)}
          items={[
            { title: t('step.placed'), description: formatDateTime(o.createdAt) },
            { title: t('step.paid'), description: formatDateTime(o.paidAt) },
            { title: t('step.shipped'), description: formatDateTime(o.shippedAt) },
            { title: t('step.delivered'), description: formatDateTime(o.signedAt ?? o.deliveredAt) },
            { title: t('step.completed'), description: formatDateTime(o.completedAt) },
          ]}
        />
      </Card>

      <Card title={t('detail.items')}>
        <Table
          size="small"
          rowKey={(l) => String(l.lineNo)}
          dataSource={o.items}
          pagination={false}
          scroll={{ x: 720 }}
          columns={[
            {
              key: 'item',
              title: t('detail.items'),
              render: (_, l) => (
                <Flex vertical gap={2}>
                  <OrderLineView line={l} size={56} price={false} />
                  {l.skuCode && (
                    <Typography.Text type="secondary" className={styles.small}>
                      {t('detail.sku', { code: l.skuCode })}
                    </Typography.Text>
                  )}
                </Flex>
              ),
            },
            {
              key: 'price',
              title: t('detail.unitPrice'),
              align: 'right',
              width: 120,
              render: (_, l) => formatBaht(l.unitPrice),
            },
            { key: 'qty', title: t('detail.quantity'), align: 'right', width: 90, render: (_, l) => l.quantity },
            {
              key: 'amount',
              title: t('detail.lineAmount'),
              align: 'right',
              width: 130,
              render: (_, l) => (
                <Flex vertical align="flex-end">
                  <span>{formatBaht(l.lineAmount)}</span>
                  {l.shippedQty > 0 && (
                    <Typography.Text type="secondary" className={styles.small}>
                      {t('detail.shippedQty', { count: l.shippedQty })}
                    </Typography.Text>
                  )}
                </Flex>
              ),
            },
          ]}
        />
        <Amounts order={o} />
      </Card>

      <OrderCases orderId={o.orderId} />

      <Card title={t('detail.payment')}>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: 'buyer', label: t('detail.buyer'), children: o.buyerNickname },
            { key: 'type', label: t('detail.orderType'), children: t(`orderType.${o.orderType}`) },
            { key: 'mode', label: t('detail.deliveryMode'), children: t(`deliveryMode.${o.deliveryMode}`) },
            { key: 'method', label: t('detail.payMethod'), children: t(`payMethod.${o.payMethod}`) },
            { key: 'payStatus', label: t('detail.payStatus'), children: t(`payStatus.${o.payStatus}`) },
            { key: 'serial', label: t('detail.paySerial'), children: o.paySerial || t('detail.none') },
            { key: 'paidAt', label: t('detail.paidAt'), children: formatDateTime(o.paidAt) || '-' },
            {
              key: 'deadline',
              label: t('detail.shipDeadline'),
              children: o.shipDeadline ? <ShipDeadline deadline={o.shipDeadline} /> : '-',
            },
            { key: 'arrival', label: t('detail.estimatedArrival'), children: o.estimatedArrival ?? '-' },
            {
              key: 'remark',
              label: t('detail.buyerRemark'),
              span: 'filled',
              children: o.buyerRemark || <Typography.Text type="secondary">{t('detail.none')}</Typography.Text>,
            },
          ]}
        />
      </Card>

      <Card
        title={t('detail.address')}
        extra={
          o.canModifyAddress === 'y' && (
            <Button size="small" onClick={() => setAddressOpen(true)} data-testid="modify-address">
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

      <Card title={t('detail.shipments')}>
        {o.shipments.length === 0 ? (
          <Typography.Text type="secondary">{t('detail.noShipments')}</Typography.Text>
        ) : (
          <Flex vertical gap={16}>
            {o.shipments.map((s) => (
              <div key={s.shipmentId} data-shipment={s.waybillNo}>
                <Typography.Text strong>
                  {t('detail.waybill', {
                    carrier: carrierLabel(t, s.carrierCode) || s.carrierName,
                    waybill: s.waybillNo,
                  })}
                </Typography.Text>{' '}
                <Typography.Text type="secondary" className={styles.small}>
                  {t('detail.shippedAt', { time: formatDateTime(s.shippedAt) })}
                </Typography.Text>
                {s.tracks.length === 0 ? (
                  <Typography.Paragraph type="secondary" className={styles.small} style={{ marginTop: 8 }}>
                    {t('detail.noTracks')}
                  </Typography.Paragraph>
                ) : (
                  <Timeline
                    style={{ marginTop: 12 }}
                    items={s.tracks.map((tr, i) => ({
                      key: `${tr.at}-${i}`,
                      children: (
                        <Flex vertical>
                          <span>
                            {eventLabel(t, tr.event)}
                            {tr.location ? ` · ${tr.location}` : ''}
                          </span>
                          <Typography.Text type="secondary" className={styles.small}>
                            {formatDateTime(tr.at)}
                          </Typography.Text>
                        </Flex>
                      ),
                    }))}
                  />
                )}
              </div>
            ))}
          </Flex>
        )}
      </Card>

      <Card
        title={t('memo.title')}
        extra={
          <Button size="small" onClick={() => setMemoOpen(true)}>
            {t('memo.add')}
          </Button>
        }
      >
        {o.memos.length === 0 ? (
          <Typography.Text type="secondary">{t('memo.none')}</Typography.Text>
        ) : (
          <Flex vertical gap={10} data-testid="order-memos">
            {o.memos.map((m) => (
              <div key={m.memoId}>
                <Typography.Paragraph style={{ marginBottom: 2, whiteSpace: 'pre-wrap' }}>
                  {m.text}
                </Typography.Paragraph>
                <Typography.Text type="secondary" className={styles.small}>
                  {t('memo.by', { user: m.userName, time: formatDateTime(m.createdAt) })}
                </Typography.Text>
              </div>
            ))}
          </Flex>
        )}
      </Card>

      <Card title={t('detail.timeline')}>
        <Timeline
          data-testid="order-timeline"
          items={o.events.map((e, i) => ({
            key: `${e.at}-${i}`,
            children: (
              <Flex vertical>
                <span>{eventLabel(t, e.kind)}</span>
                <Typography.Text type="secondary" className={styles.small}>
                  {t(`actor.${e.actor}`)} · {formatDateTime(e.at)}
                </Typography.Text>
              </Flex>
            ),
          }))}
        />
      </Card>

      <ShipModal target={shipping} onClose={() => setShipping(null)} />
      <MemoModal orderId={memoOpen ? o.orderId : null} onClose={() => setMemoOpen(false)} />
      <AddressModal order={addressOpen ? o : null} onClose={() => setAddressOpen(false)} />
    </div>
  );
}

/** The amounts: goods, shipping, discount, total, and the deposit and refund when there are any. */
function Amounts({ order: o }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const row = (key: string, label: string, value: string, total = false) => (
    <div
      key={key}
      className={total ? `${styles.amountRow} ${styles.amountTotal}` : styles.amountRow}
      data-amount-row={key}
    >
      <span>{label}</span>
      <span>{value}</span>
    </div>
  );
  return (
    <div className={styles.amounts} style={{ marginTop: 16 }}>
      {row('goods', t('detail.goods'), formatBaht(o.goodsAmount))}
      {row('freight', t('detail.freight'), formatBaht(o.freightAmount))}
      {row('discount', t('detail.discount'), o.discountAmount > 0 ? `-${formatBaht(o.discountAmount)}` : formatBaht(0))}
      {row('total', t('detail.total'), formatBaht(o.totalAmount), true)}
      {o.depositAmount > 0 && row('deposit', t('detail.deposit'), formatBaht(o.depositAmount))}
      {o.refundedAmount > 0 && row('refunded', t('detail.refunded'), formatBaht(o.refundedAmount))}
    </div>
  );
}

/** The step of the progress bar the order has reached. */
function progressStep(o: OrderDetail): number {
  if (o.completedAt) return 4;
  if (o.signedAt || o.deliveredAt) return 3;
  if (o.shippedAt) return 2;
  if (o.paidAt) return 1;
  return 0;
}
