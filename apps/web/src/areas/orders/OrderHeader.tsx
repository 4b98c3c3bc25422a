import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import type { OrderDetail } from '@sc/contract/calls/orders.ts';
import { Alert, Button, Flex, Steps, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DetailHeader } from '../../components/detail/DetailHeader.tsx';
import { formatDateTime } from '../../format/relative-time.ts';
import { ComplaintNotice, useRuleReason } from '../order-rules/index.ts';
import { ConfirmReceiptButton } from './ConfirmReceiptButton.tsx';
import { OrderStatusTag } from './OrderTags.tsx';
import { orderProgress } from './order-progress.ts';
import { printPath } from './order-queries.ts';
import type { ShipTarget } from './ShipModal.tsx';

/** The order's head: number, state, what the shop may do now, notices, and its progress. */
export function OrderHeader({
  order: o,
  onShip,
  onMemo,
}: {
  order: OrderDetail;
  onShip: (target: ShipTarget) => void;
  onMemo: () => void;
}) {
  const { t } = useTranslation('orders');
  const ruleReason = useRuleReason();
  const navigate = useNavigate();
  const progress = orderProgress(o);
  return (
    <DetailHeader
      title={t('detail.title', { id: o.orderId })}
      tags={
        <>
          <OrderStatusTag status={o.status} payMethod={o.payMethod} />
          {o.orderType !== 'normal' && <Tag color="purple">{t(`orderType.${o.orderType}`)}</Tag>}
          {o.abnormal === 'y' && <Tag color="red">{t('row.abnormal')}</Tag>}
        </>
      }
      subtitle={t('row.placed', { time: formatDateTime(o.createdAt) })}
      actions={
        <Flex gap={8} wrap>
          {o.canShip === 'y' && (
            <Button
              type="primary"
              onClick={() => onShip({ orderId: o.orderId, kind: 'ship' })}
              data-testid="ship-order"
            >
              {t('action.ship')}
            </Button>
          )}
          {o.canShip !== 'y' && o.canAdvanceShip === 'y' && (
            <Button
              type="primary"
              onClick={() => onShip({ orderId: o.orderId, kind: 'advance' })}
              data-testid="ship-order"
            >
              {t('action.ship')}
            </Button>
          )}
          <ConfirmReceiptButton order={o} />
          <Button icon={<PrinterOutlined />} onClick={() => void navigate(printPath([o.orderId]))}>
            {t('detail.print')}
          </Button>
          <Button onClick={onMemo} data-testid="add-memo">
            {t('memo.add')}
          </Button>
        </Flex>
      }
    >
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
        {o.riskLevel === 'hold' ? (
          <Alert
            type="error"
            showIcon
            data-testid="order-risk-banner"
            message={t('detail.riskHold', { reason: o.riskReason })}
          />
        ) : (
          o.riskLevel !== 'none' && (
            <Alert type="warning" showIcon message={t('detail.risk', { reason: o.riskReason })} />
          )
        )}
      </Flex>
      <Steps
        style={{ marginTop: 20 }}
        size="small"
        current={progress.current}
        status={progress.status}
        data-testid="order-progress"
        items={progress.steps.map((step) => ({
          title: t(`step.${step.key}`),
          description: formatDateTime(step.at),
        }))}
      />
    </DetailHeader>
  );
}
