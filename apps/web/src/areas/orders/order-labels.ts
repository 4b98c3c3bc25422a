import type { TFunction } from 'i18next';

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
];
export function eventLabel(t: TFunction, kind: string): string {
  return EVENT_KINDS.includes(kind) ? t(`orders:event.${kind}`) : t('orders:event.other', { kind });
}
