import { CARRIERS, carrierOf } from '@sc/contract/orders.ts';
import type { TFunction } from 'i18next';

/** A carrier's name in the screen's language; an unknown code shows as the code (or its contract name). */
export function carrierLabel(t: TFunction, code: string | null | undefined): string {
  if (!code) return '';
  const known = CARRIERS.some((c) => c.code === code);
  return known ? t(`orders:carrier.${code}`) : (carrierOf(code)?.name ?? code);
}

/** The carriers as select options, labelled in the screen's language. */
export function carrierOptions(t: TFunction): { value: string; label: string }[] {
  return CARRIERS.map((c) => ({ value: c.code, label: t(`orders:carrier.${c.code}`) }));
}

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
];
export function eventLabel(t: TFunction, kind: string): string {
  return EVENT_KINDS.includes(kind) ? t(`orders:event.${kind}`) : t('orders:event.other', { kind });
}
