import { randomInt } from 'node:crypto';
import { isValidWaybill } from '@sc/contract/orders.ts';

// Waybill numbers the carriers issue for a merchant shipment order: each fits its carrier's
// pattern (@sc/contract/orders.ts CARRIERS). Random digits; the marketplace-wide unique index on
// shipments refuses the rare repeat, and the caller draws again.

const digits = (n: number) => Array.from({ length: n }, () => String(randomInt(10))).join('');
const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(65 + randomInt(26))).join('');

const MAKERS: Record<string, () => string> = {
  thaipost: () => `E${letters(1)}${digits(9)}TH`,
  kerry: () => `KER${letters(1)}${digits(10)}`,
  flash: () => `TH${digits(10)}${letters(1)}`,
  jt: () => `8${digits(11)}`,
  ninjavan: () => `NVTH${digits(10)}`,
  best: () => `66${digits(11)}`,
  dhl: () => `THBKK${digits(12)}`,
  scg: () => `5${digits(9)}`,
};

/** A new waybill number of `carrierCode`; throws for a carrier without a maker (none today). */
export function generateWaybill(carrierCode: string): string {
  const make = MAKERS[carrierCode];
  if (!make) throw new Error(`no waybill maker for ${carrierCode}`);
  const waybill = make();
  if (!isValidWaybill(carrierCode, waybill)) throw new Error(`waybill maker of ${carrierCode} broke its pattern`);
  return waybill;
}
