import type { TFunction } from 'i18next';
import { carrierLabel } from '../../components/carrier/carrier-labels.ts';

/** The label of one timeline event kind; kinds the screen does not know show their code. */
const EVENT_KINDS = [
  'placed',
  'paid',
  'shipped',
  'picked_up',
  'in_transit',
  'delivered',
  'signed',
  'completed',
  'cancelled',
  'refunded',
  'memo',
  'address_changed',
  'waybill_changed',
  'printed',
  'abnormal',
  'risk_held',
  'intercept_requested',
  'intercept_failed',
  'intercepted',
  'delivery_refused',
  'refused',
  'parcel_back',
  'back_to_shop',
  'parcel_received_back',
  'returned',
  'risk_released',
  'dispute_opened',
  'dispute_closed',
  'pickup_code_assigned',
  'pickup_code_missing',
  'pickup_code_released',
  'pickup_code_expired',
  'deposit_paid',
  'balance_paid',
];
type EventDetail = Record<string, string | number | boolean | null>;
const detailText = (detail: EventDetail | undefined, key: string) => {
  const v = detail?.[key];
  return v === undefined || v === null ? '' : String(v);
};
/** `t` loads the "carrier" namespace too: a pick-up code event names its code and carrier. */
export function eventLabel(t: TFunction, kind: string, detail?: EventDetail): string {
  if (!EVENT_KINDS.includes(kind)) return t('orders:event.other', { kind });
  return kind.startsWith('pickup_code_')
    ? t(`orders:event.${kind}`, {
        code: detailText(detail, 'code'),
        carrier: carrierLabel(t, detailText(detail, 'carrierCode')),
      })
    : t(`orders:event.${kind}`);
}
