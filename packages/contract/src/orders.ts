// The order vocabulary shared by server and web (order and pay states). Labels in three
// languages live with the screens; these are the codes the API carries.

/**
 * Order states. `to_ship` is "paid / awaiting shipment"; `abnormal` is "abnormal,
 * awaiting complaint"; `system_cancelled` is "timeout or system cancelled". A deposit order is an
 * order type, not a state.
 */
export const ORDER_STATUS = [
  'unpaid',
  'to_ship',
  'partially_shipped',
  'shipped',
  'in_transit',
  'delivered',
  'signed',
  'awaiting_confirmation',
  'completed',
  'cancelled',
  'system_cancelled',
  'returned',
  'intercepted',
  'abnormal',
  'in_dispute',
  'frozen',
] as const;
export type OrderStatus = (typeof ORDER_STATUS)[number];

// State sets: each rule about "which states may …" is written here once and read by the server's
// checks, lists and counters (and may be by the screens), so the sets cannot drift apart.

/** Waiting for (the rest of) its shipping: may be shipped, and the ship deadline runs. */
export const SHIPPABLE_STATUS = ['to_ship', 'partially_shipped'] as const satisfies readonly OrderStatus[];
/** Not fully shipped yet, paid or not: advance delivery may ship these; the risk counter counts them. */
export const NOT_SHIPPED_STATUS = ['unpaid', ...SHIPPABLE_STATUS] as const satisfies readonly OrderStatus[];
/** No unit has left the shop: the address may change, advance delivery is offered. */
export const UNSHIPPED_STATUS = ['unpaid', 'to_ship'] as const satisfies readonly OrderStatus[];
/** A parcel is out and no carrier has moved the order yet: a parcel may still be called back. */
export const PARCEL_OUT_STATUS = ['shipped', 'partially_shipped'] as const satisfies readonly OrderStatus[];
/** Fully shipped, not signed, and the buyer not yet asked to confirm: after 20 days a self-delivery is asked about. */
export const ON_ITS_WAY_STATUS = ['shipped', 'in_transit', 'delivered'] as const satisfies readonly OrderStatus[];
/** Fully shipped and in the carrier's (or the shop's riders') hands, not yet signed: the shop may sign a self-delivery. */
export const CARRIED_STATUS = [...ON_ITS_WAY_STATUS, 'awaiting_confirmation'] as const satisfies readonly OrderStatus[];
/** Reached the buyer. */
export const DELIVERED_STATUS = [
  'delivered',
  'signed',
  'awaiting_confirmation',
  'completed',
] as const satisfies readonly OrderStatus[];
/** The buyer may confirm receipt. */
export const CONFIRMABLE_STATUS = [
  'delivered',
  'signed',
  'awaiting_confirmation',
] as const satisfies readonly OrderStatus[];
/** Has left the shop whole: shipping it again means the waybill is wrong. */
export const SHIPPED_STATUS = [
  'shipped',
  'in_transit',
  'delivered',
  'signed',
  'awaiting_confirmation',
  'completed',
] as const satisfies readonly OrderStatus[];
/** Units reached a carrier: what a refund-only request may be about. */
export const SHIPPED_IN_PART_STATUS = [
  'partially_shipped',
  ...SHIPPED_STATUS,
] as const satisfies readonly OrderStatus[];
/** Over: no cancel, no carrier event moves it. */
export const CLOSED_STATUS = [
  'completed',
  'cancelled',
  'system_cancelled',
  'returned',
] as const satisfies readonly OrderStatus[];

// Parcels coming back (docs/architecture.md, "One home per concept"): an interception asked of the
// carrier for a parcel in transit, and a parcel the buyer refused at delivery.

/** Parcel states in which the carrier can still stop it: picked up, not yet delivered. */
export const INTERCEPTABLE_PARCEL_STATUS = ['picked_up', 'in_transit'] as const;
/** An interception asked of the carrier: waiting for its answer, refused by it, or done (the parcel comes back). */
export const INTERCEPT_STATUS = ['requested', 'failed', 'intercepted'] as const;
export type InterceptStatus = (typeof INTERCEPT_STATUS)[number];
/** Who asked the carrier to stop the parcel. */
export const INTERCEPT_BY = ['merchant', 'buyer'] as const;
/** Parcel states of a parcel on its way back to the shop (the merchant confirms it received once it is back). */
export const COMING_BACK_PARCEL_STATUS = ['intercepted', 'refused'] as const;

/** Whether `status` (as a row carries it, a plain string) is one of `set`. */
export function statusIn(set: readonly OrderStatus[], status: string): boolean {
  return (set as readonly string[]).includes(status);
}

/** Pay status: to pay, handling, success. */
export const PAY_STATUS = ['to_pay', 'handling', 'success'] as const;
export type PayStatus = (typeof PAY_STATUS)[number];

/**
 * Pay methods: cash on delivery, mobile banking, wallet, QR payment, pay at store, card (spec §3);
 * pay_later: monthly instalments of a pay-later activity (@sc/contract/paylater.ts), offered only on
 * its products while it runs; the plan is kept beside the order.
 */
export const PAY_METHOD = ['cod', 'mobile_banking', 'wallet', 'qr', 'pay_at_store', 'card', 'pay_later'] as const;
export type PayMethod = (typeof PAY_METHOD)[number];

/** normal; deposit (part paid up front, bands); lottery (ships within 15 days). */
export const ORDER_TYPE = ['normal', 'deposit', 'lottery'] as const;
export type OrderType = (typeof ORDER_TYPE)[number];

/** express (a carrier); self_delivery (the shop's own riders); pickup (the buyer collects with a code). */
export const DELIVERY_MODE = ['express', 'self_delivery', 'pickup'] as const;
export type DeliveryMode = (typeof DELIVERY_MODE)[number];

/**
 * A pick-up code's states (/order/pickupCode): imported unused; assigned to a pick-up order when
 * the merchant ships it; used when the buyer collects; expired when unused for
 * PICKUP_CODE_UNUSED_DAYS after its import, or assigned and not collected for
 * PICKUP_CODE_COLLECT_DAYS after it was handed out.
 */
export const PICKUP_CODE_STATUS = ['unused', 'assigned', 'used', 'expired'] as const;
export type PickupCodeStatus = (typeof PICKUP_CODE_STATUS)[number];
/**
 * The pick-up code of a pick-up order as its page shows it: the code's own state once it has one;
 * before, not_shipped (a code of the carrier is handed out when the order ships) or missing
 * (shipped when no unused code of its carrier was left: one is handed out at the next import).
 */
export const ORDER_PICKUP_STATE = ['not_shipped', 'missing', 'assigned', 'used', 'expired'] as const;
export type OrderPickupState = (typeof ORDER_PICKUP_STATE)[number];

/** Who acted in an order's timeline. */
export const ORDER_ACTOR = ['buyer', 'merchant', 'carrier', 'platform', 'system'] as const;
export type OrderActor = (typeof ORDER_ACTOR)[number];

export interface Carrier {
  code: string;
  name: string;
  /** What a waybill number of this carrier looks like ("invalid tracking number" otherwise). */
  waybill: RegExp;
  /** An example waybill number, for forms and the bulk-ship template. */
  example: string;
}

/** The express companies the marketplace works with (express company list). */
export const CARRIERS: readonly Carrier[] = [
  { code: 'thaipost', name: 'Thailand Post', waybill: /^[A-Z]{2}\d{9}TH$/, example: 'EF123456789TH' },
  { code: 'kerry', name: 'Kerry Express', waybill: /^[A-Z]{4}\d{9,11}$/, example: 'KERD123456789' },
  { code: 'flash', name: 'Flash Express', waybill: /^TH\d{10}[A-Z]?$/, example: 'TH0123456789A' },
  { code: 'jt', name: 'J&T Express', waybill: /^\d{12}$/, example: '820012345678' },
  { code: 'ninjavan', name: 'Ninja Van', waybill: /^NV(TH)?[A-Z0-9]{10,14}$/, example: 'NVTH1234567890' },
  { code: 'best', name: 'BEST Express', waybill: /^\d{13}$/, example: '6600123456789' },
  { code: 'dhl', name: 'DHL eCommerce', waybill: /^(TH|THBKK)\d{10,14}$/, example: 'THBKK1234567890' },
  { code: 'scg', name: 'SCG Express', waybill: /^\d{10}$/, example: '1234567890' },
];

export const CARRIER_CODES = CARRIERS.map((c) => c.code) as [string, ...string[]];

export function carrierOf(code: string): Carrier | undefined {
  return CARRIERS.find((c) => c.code === code);
}

/** Normalised waybill: trimmed and upper-cased (merchants paste them in every form). */
export function normaliseWaybill(raw: string): string {
  return raw.trim().toUpperCase();
}

/** Whether a waybill number fits its carrier's pattern. */
export function isValidWaybill(carrierCode: string, waybill: string): boolean {
  const carrier = carrierOf(carrierCode);
  return carrier?.waybill.test(normaliseWaybill(waybill)) === true;
}

/** Orders per bulk-ship file and per order-number search (batch query up to 100). */
export const BULK_SHIP_MAX_ROWS = 1000;
export const MEMO_MAX = 500;
export const BUYER_REMARK_MAX = 200;
export const APPEAL_DESCRIPTION_MAX = 500;
export const APPEAL_EVIDENCE_MAX = 9;
/** Points deducted for a lottery order shipped after LOTTERY_SHIP_WITHIN_DAYS. */
export const LOTTERY_LATE_POINTS = 2;
