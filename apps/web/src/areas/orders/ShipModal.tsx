import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import { orderAdvanceDelivery, orderDelivery, orderDetailInquiry } from '@sc/contract/calls/orders.ts';
import { type Handover, merchantShipmentOrderCreate } from '@sc/contract/calls/shipping.ts';
import type { CallResponse } from '@sc/contract/define-call.ts';
import { Alert, App, Button, Flex, Form, Modal, Segmented, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { useCall } from '../../api/use-call.ts';
import { CarrierWaybillFields } from '../../components/carrier/CarrierWaybillFields.tsx';
import { carrierLabel } from '../../components/carrier/carrier-labels.ts';
import { formatDay } from '../../format/format-day.ts';
import { addressText } from './AddressModal.tsx';
import { ArrangeFields, defaultCarrierOf, useShopCarriers } from './ArrangeFields.tsx';
import { OrderLineView } from './OrderItems.tsx';
import { labelPrintPath, useRefreshOrders } from './order-queries.ts';
import styles from './orders.module.css';

/**
 * What the form ships: a new parcel or an advance delivery (deposit, pre-sale). A parcel's waybill
 * is corrected from the parcel itself (the shipping area's reissue).
 */
export type ShipKind = 'ship' | 'advance';

export interface ShipTarget {
  orderId: string;
  kind: ShipKind;
}

/** Arrange: the carrier books the parcel and answers the waybill and label; own: the merchant types the waybill. */
type ShipMode = 'arrange' | 'own';
type Booked = CallResponse<typeof merchantShipmentOrderCreate>;

interface ShipValues {
  carrierCode?: string;
  waybillNo?: string;
  handover?: Handover;
}

const FIELDS = ['carrierCode', 'waybillNo', 'handover'] as const;

/**
 * The ship dialog: the order's items and address, then either "Arrange shipment" (the default for
 * a new parcel: one of the shop's carriers books it, picked up or dropped off, and answers the
 * waybill and the label to print) or the waybill of a carrier the merchant arranged itself, its
 * format shown from the start. Advance deliveries take a typed waybill only. The
 * server's refusals show under the field they concern.
 */
export function ShipModal({ target, onClose }: { target: ShipTarget | null; onClose: () => void }) {
  const { t } = useTranslation(['orders', 'carrier']);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const refresh = useRefreshOrders();
  const [form] = Form.useForm<ShipValues>();
  const [busy, setBusy] = useState(false);
  const [booked, setBooked] = useState<Booked | null>(null);
  const canArrange = target?.kind === 'ship';
  const [mode, setMode] = useState<ShipMode>('arrange');
  const arranging = canArrange && mode === 'arrange';
  const carriers = useShopCarriers(target !== null);
  const detail = useCall(orderDetailInquiry, { orderId: target?.orderId ?? '' }, { enabled: target !== null });
  const defaultCarrier = defaultCarrierOf(carriers.data?.list);

  // A new target starts the form afresh, before the merchant can type (not after the opening animation).
  const targetKey = target ? `${target.kind}:${target.orderId}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the target is the trigger.
  useEffect(() => {
    if (!target) return;
    form.resetFields();
    setBooked(null);
    setMode('arrange');
    form.setFieldsValue({ carrierCode: defaultCarrier, handover: 'pickup' });
  }, [targetKey]);
  // The shop's default carrier, once known, unless the merchant has chosen one.
  useEffect(() => {
    if (target && defaultCarrier && !form.getFieldValue('carrierCode'))
      form.setFieldValue('carrierCode', defaultCarrier);
  }, [target, defaultCarrier, form]);

  const submit = async (values: ShipValues) => {
    if (!target) return;
    setBusy(true);
    const base = {
      orderId: target.orderId,
      carrierCode: values.carrierCode ?? '',
      waybillNo: (values.waybillNo ?? '').trim(),
    };
    try {
      if (arranging) {
        const label = await api(
          merchantShipmentOrderCreate,
          { orderId: target.orderId, carrierCode: base.carrierCode, handover: values.handover ?? 'pickup' },
          { quiet: true },
        );
        setBooked(label);
        await refresh(target.orderId);
        return;
      }
      if (target.kind === 'advance') await api(orderAdvanceDelivery, base, { quiet: true });
      else await api(orderDelivery, base, { quiet: true });
      void message.success(t('ship.done', { id: target.orderId }));
      await refresh(target.orderId);
      onClose();
    } catch (error) {
      placeShipError(form, error, arranging ? 'carrierCode' : 'waybillNo');
    } finally {
      setBusy(false);
    }
  };

  const footer = booked ? (
    <Flex gap={8} justify="flex-end" wrap>
      <Button onClick={onClose}>{t('ship.close')}</Button>
      <Button
        type="primary"
        icon={<PrinterOutlined />}
        data-testid="print-label"
        onClick={() => {
          onClose();
          void navigate(labelPrintPath([booked.orderId]));
        }}
      >
        {t('ship.printLabel')}
      </Button>
    </Flex>
  ) : (
    <Flex gap={8} justify="flex-end" wrap>
      <Button onClick={onClose}>{t('common:cancel')}</Button>
      <Button type="primary" loading={busy} onClick={() => form.submit()} data-testid="ship-submit">
        {arranging ? t('ship.arrangeSubmit') : t('ship.submit')}
      </Button>
    </Flex>
  );

  return (
    <Modal
      open={target !== null}
      title={target ? t('ship.title', { id: target.orderId }) : t('action.ship')}
      footer={footer}
      onCancel={onClose}
      width={600}
      forceRender
    >
      {booked ? (
        <BookedNotice booked={booked} />
      ) : (
        <Form<ShipValues> form={form} name="shipForm" layout="vertical" onFinish={(v) => void submit(v)}>
          <OrderSummary
            loading={detail.isLoading}
            order={detail.data && detail.data.orderId === target?.orderId ? detail.data : undefined}
          />
          {canArrange && (
            <Segmented<ShipMode>
              block
              value={mode}
              onChange={(m) => {
                setMode(m);
                form.setFields(FIELDS.map((name) => ({ name, errors: [] })));
              }}
              options={[
                { value: 'arrange', label: <span data-testid="ship-mode-arrange">{t('ship.arrange')}</span> },
                { value: 'own', label: <span data-testid="ship-mode-own">{t('ship.own')}</span> },
              ]}
              className={styles.shipMode}
              data-testid="ship-mode"
            />
          )}
          {canArrange && (
            <Typography.Paragraph type="secondary" className={styles.small}>
              {t(arranging ? 'ship.arrangeHint' : 'ship.ownHint')}
            </Typography.Paragraph>
          )}
          {arranging ? <ArrangeFields /> : <CarrierWaybillFields />}
        </Form>
      )}
    </Modal>
  );
}

/** The order being shipped: its lines and where they go. */
function OrderSummary({
  order,
  loading,
}: {
  order: CallResponse<typeof orderDetailInquiry> | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation('orders');
  if (loading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (!order) return null;
  return (
    <div className={styles.shipSummary} data-testid="ship-summary">
      <Typography.Text type="secondary" className={styles.small}>
        {t('ship.items')}
      </Typography.Text>
      <div className={styles.lines}>
        {order.items.map((line) => (
          <OrderLineView key={line.lineNo} line={line} size={40} />
        ))}
      </div>
      <Typography.Text type="secondary" className={styles.small}>
        {t('ship.shipTo')}
      </Typography.Text>
      <div className={styles.shipAddress} data-testid="ship-address">
        {addressText(order.address)}
      </div>
    </div>
  );
}

/** What the carrier answered: the waybill number and how the parcel reaches it. */
function BookedNotice({ booked }: { booked: Booked }) {
  const { t } = useTranslation(['orders', 'carrier']);
  const carrier = carrierLabel(t, booked.carrierCode) || booked.carrierName;
  return (
    <Alert
      type="success"
      showIcon
      data-testid="ship-booked"
      message={t('ship.booked', { id: booked.orderId, carrier })}
      description={
        <Flex vertical gap={4}>
          <Typography.Text strong copyable data-testid="booked-waybill">
            {t('ship.bookedWaybill', { waybill: booked.waybillNo })}
          </Typography.Text>
          <span>
            {booked.handover === 'pickup'
              ? t('ship.pickupOn', { day: formatDay(booked.pickupDay) })
              : t('ship.dropoffAt', { carrier })}
          </span>
        </Flex>
      }
    />
  );
}

/**
 * A refusal under its field: the reply's field errors where it names them, otherwise the text under
 * `fallback` (the waybill for a typed number, the carrier for a booking).
 */
function placeShipError(
  form: ReturnType<typeof Form.useForm<ShipValues>>[0],
  error: unknown,
  fallback: (typeof FIELDS)[number],
) {
  if (!(error instanceof ApiError)) return;
  const named = error.fieldErrors.filter((e) => (FIELDS as readonly string[]).includes(e.field));
  if (named.length > 0) {
    form.setFields(named.map((e) => ({ name: e.field as (typeof FIELDS)[number], errors: [e.message] })));
    return;
  }
  const field = typeof error.result.field === 'string' && (FIELDS as readonly string[]).includes(error.result.field);
  form.setFields([
    { name: field ? (error.result.field as (typeof FIELDS)[number]) : fallback, errors: [error.replyText] },
  ]);
}
