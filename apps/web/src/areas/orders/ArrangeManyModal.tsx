import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import { MAX_ORDER_IDS } from '@sc/contract/calls/orders.ts';
import { type Handover, merchantShipmentOrderCreate } from '@sc/contract/calls/shipping.ts';
import { SHIPPABLE_STATUS, statusIn } from '@sc/contract/orders.ts';
import { Alert, Button, Flex, Form, Modal, Progress, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { formatNumber } from '../../format/number-format.ts';
import { ArrangeFields, type ArrangeValues, defaultCarrierOf, useShopCarriers } from './ArrangeFields.tsx';
import { labelPrintPath, useRefreshOrders } from './order-queries.ts';

interface Outcome {
  orderId: string;
  waybillNo: string;
  message: string;
}

/**
 * "Arrange shipment" for the orders chosen on the list: one carrier and one hand-over for all,
 * then each order is booked in turn (catalogue entry /oms/merchant/shipment/order/create); every
 * order shows its waybill or why it was not booked, and the booked ones' labels print together.
 * Orders not waiting to ship are left out, and the dialog says how many.
 */
export function ArrangeManyModal({
  orders,
  onClose,
}: {
  orders: readonly { orderId: string; status: string }[] | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['orders', 'carrier']);
  const navigate = useNavigate();
  const refresh = useRefreshOrders();
  const [form] = Form.useForm<ArrangeValues>();
  const [running, setRunning] = useState(false);
  const [outcomes, setOutcomes] = useState<Outcome[] | null>(null);
  const carriers = useShopCarriers(orders !== null);
  const defaultCarrier = defaultCarrierOf(carriers.data?.list);
  const ids = (orders ?? [])
    .filter((o) => statusIn(SHIPPABLE_STATUS, o.status))
    .map((o) => o.orderId)
    .slice(0, MAX_ORDER_IDS);
  const left = (orders?.length ?? 0) - ids.length;

  const openKey = orders ? orders.map((o) => o.orderId).join(',') : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the chosen orders are the trigger.
  useEffect(() => {
    if (!orders) return;
    setOutcomes(null);
    form.resetFields();
    form.setFieldsValue({ carrierCode: defaultCarrier, handover: 'pickup' });
  }, [openKey]);
  useEffect(() => {
    if (orders && defaultCarrier && !form.getFieldValue('carrierCode'))
      form.setFieldValue('carrierCode', defaultCarrier);
  }, [orders, defaultCarrier, form]);

  const run = async (values: ArrangeValues) => {
    setRunning(true);
    const done: Outcome[] = [];
    setOutcomes([]);
    for (const orderId of ids) {
      try {
        const label = await api(
          merchantShipmentOrderCreate,
          { orderId, carrierCode: values.carrierCode ?? '', handover: values.handover ?? ('pickup' as Handover) },
          { quiet: true },
        );
        done.push({ orderId, waybillNo: label.waybillNo, message: '' });
      } catch (error) {
        done.push({ orderId, waybillNo: '', message: error instanceof ApiError ? error.replyText : String(error) });
      }
      setOutcomes([...done]);
    }
    setRunning(false);
    await refresh();
  };

  const booked = (outcomes ?? []).filter((o) => o.waybillNo !== '');
  const finished = outcomes !== null && !running;
  return (
    <Modal
      open={orders !== null}
      title={t('arrangeMany.title', { count: ids.length })}
      width={640}
      onCancel={running ? undefined : onClose}
      closable={!running}
      maskClosable={!running}
      footer={
        <Flex gap={8} justify="flex-end" wrap>
          <Button onClick={onClose} disabled={running}>
            {finished ? t('ship.close') : t('common:cancel')}
          </Button>
          {finished ? (
            <Button
              type="primary"
              icon={<PrinterOutlined />}
              disabled={booked.length === 0}
              data-testid="print-labels"
              onClick={() => {
                onClose();
                void navigate(labelPrintPath(booked.map((o) => o.orderId)));
              }}
            >
              {t('arrangeMany.printLabels')}
            </Button>
          ) : (
            <Button
              type="primary"
              loading={running}
              disabled={ids.length === 0}
              onClick={() => form.submit()}
              data-testid="arrange-many-submit"
            >
              {t('arrangeMany.submit', { count: ids.length })}
            </Button>
          )}
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        {ids.length === 0 && <Alert type="warning" showIcon message={t('arrangeMany.none')} />}
        {left > 0 && ids.length > 0 && <Alert type="info" showIcon message={t('arrangeMany.left', { count: left })} />}
        {outcomes === null ? (
          <Form<ArrangeValues> form={form} name="arrangeMany" layout="vertical" onFinish={(v) => void run(v)}>
            <Typography.Paragraph type="secondary">{t('ship.arrangeHint')}</Typography.Paragraph>
            <ArrangeFields />
          </Form>
        ) : (
          <>
            {running ? (
              <Progress
                percent={Math.round((outcomes.length / Math.max(1, ids.length)) * 100)}
                aria-label={t('arrangeMany.title', { count: ids.length })}
              />
            ) : (
              <Alert
                type={booked.length === ids.length ? 'success' : 'warning'}
                showIcon
                data-testid="arrange-summary"
                message={t('arrangeMany.summary', {
                  booked: formatNumber(booked.length),
                  failed: formatNumber(outcomes.length - booked.length),
                })}
              />
            )}
            <Table<Outcome>
              size="small"
              rowKey="orderId"
              dataSource={outcomes}
              pagination={outcomes.length > 10 ? { pageSize: 10 } : false}
              data-testid="arrange-result"
              columns={[
                { key: 'orderId', title: t('arrangeMany.orderId'), dataIndex: 'orderId' },
                {
                  key: 'outcome',
                  title: t('arrangeMany.outcome'),
                  render: (_, o) =>
                    o.waybillNo ? (
                      <Tag color="success">{o.waybillNo}</Tag>
                    ) : (
                      <Typography.Text type="danger">{o.message}</Typography.Text>
                    ),
                },
              ]}
            />
          </>
        )}
      </Flex>
    </Modal>
  );
}
