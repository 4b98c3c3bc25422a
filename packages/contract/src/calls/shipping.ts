import { z } from 'zod';
import { empty, isoTime, yn } from '../common.ts';
import { IMPORT_MAX_ROWS, MAX_IDS_PER_QUERY } from '../constants.ts';
import { type Call, defineCall } from '../define-call.ts';
import { FUNC } from '../func-codes.ts';
import { NUMERIC_ID_MAX, REPLY_FILE_BASE64_MAX } from '../limits.ts';
import { INTERCEPT_STATUS, PICKUP_CODE_STATUS, type PickupCodeStatus } from '../orders.ts';
import { paged, pageSchema } from '../page.ts';
import { zBaht } from '../validators/zod.ts';
import { UPLOAD_FILE_MAX_BYTES, uploadedFile } from './media.ts';
import { calendarDay, orderAddress, orderId, orderStatus, shipmentView } from './orders.ts';

// Shipping, delivery, freight templates, the logistics configuration and pick-up codes (5, 8 and
// 9). Fees travel as baht with two decimals and are held as integer satang; names and codes are
// checked by the server so each refusal reads its message.

export const FREIGHT_MODES = ['per_item', 'per_order'] as const;
export type FreightMode = (typeof FREIGHT_MODES)[number];
export const FREIGHT_NAME_MAX = 40;
/** The largest first or continued fee, in satang (10,000 baht). */
export const FREIGHT_FEE_MAX = 1_000_000;
/** per_item counts pieces, per_order grams: the largest first or continued unit of each. */
export const FREIGHT_UNIT_MAX: Record<FreightMode, number> = { per_item: 999, per_order: 100_000 };
export const FREIGHT_REGIONS_MAX = 20;
/** Thai province codes: two digits, 10 (Bangkok) to 96 (Narathiwat). */
export const PROVINCE_CODE = /^(1\d|[2-9]\d)$/;
export const SHIP_MODES = ['ship_by_self', 'platform_pickup'] as const;
export const SHIP_WITHIN_DAYS_MAX = 3;
export { PICKUP_CODE_STATUS, type PickupCodeStatus };
export const PICKUP_CODE_PATTERN = /^[A-Z0-9-]{4,32}$/;
export const PICKUP_IMPORT_MAX_ROWS = IMPORT_MAX_ROWS;
/**
 * How a booked parcel reaches the carrier: its courier collects it at the shop's pick-up address
 * (the same day when booked before SAME_DAY_PICKUP_CUTOFF_HOUR, else the next), or the shop drops
 * it at one of the carrier's branches.
 */
export const HANDOVER = ['pickup', 'dropoff'] as const;
export type Handover = (typeof HANDOVER)[number];
/** Shipment states as the delivery list shows them (cancelled parcels included). */
export const SHIPMENT_STATUS = [
  'shipped',
  'picked_up',
  'in_transit',
  'delivered',
  'signed',
  'intercepted',
  'refused',
  'cancelled',
] as const;

const EXAMPLE_TEMPLATE_ID = '0123456789abcdef0123456789abcdef';
const EXAMPLE_ORDER_ID = '2611000000001';
const EXAMPLE_SHIPMENT_ID = 'fedcba9876543210fedcba9876543210';

const baht = z.number();
const templateId = z.string().trim().min(1).max(64);
const shipmentId = z.string().trim().min(1).max(64);
const carrierCode = z.string().trim().max(16);

// ---- Freight templates ------------------------------------------------------------------------

const regionInput = z.object({
  provinceCodes: z.array(z.string().trim().max(4)).max(77),
  firstFee: zBaht,
  continuedFee: zBaht,
});

/** What a template is made of; the server checks name, units, fees and regions for their messages. */
export const freightTemplateInput = z.object({
  name: z.string().max(FREIGHT_NAME_MAX * 2),
  mode: z.enum(FREIGHT_MODES),
  firstUnit: z.number().int().min(0).max(1_000_000),
  firstFee: zBaht,
  continuedUnit: z.number().int().min(0).max(1_000_000),
  continuedFee: zBaht,
  /** Free shipping from this goods amount; empty: never free. */
  freeOver: zBaht.nullable().default(null),
  regions: z
    .array(regionInput)
    .max(FREIGHT_REGIONS_MAX * 2)
    .default([]),
});
export type FreightTemplateInput = z.input<typeof freightTemplateInput>;

export const freightTemplateView = z.object({
  templateId: z.string(),
  name: z.string(),
  mode: z.enum(FREIGHT_MODES),
  firstUnit: z.number().int(),
  firstFee: baht,
  continuedUnit: z.number().int(),
  continuedFee: baht,
  freeOver: baht.nullable(),
  regions: z.array(z.object({ provinceCodes: z.array(z.string()), firstFee: baht, continuedFee: baht })),
  isDefault: yn,
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type FreightTemplateView = z.infer<typeof freightTemplateView>;

const EXAMPLE_TEMPLATE: FreightTemplateInput = {
  name: 'ส่งทั่วไทย',
  mode: 'per_item',
  firstUnit: 1,
  firstFee: '40.00',
  continuedUnit: 1,
  continuedFee: '10.00',
  freeOver: '500.00',
  regions: [{ provinceCodes: ['95', '96'], firstFee: '60.00', continuedFee: '15.00' }],
};

export const freightTemplateList = defineCall({
  readOnly: true,
  path: '/oms/freight/template/list',
  func: FUNC.freightTemplates,
  summary: 'The shop’s freight templates, the default first, then by name.',
  request: z.object({ page: pageSchema }),
  response: paged(freightTemplateView),
});

export const freightTemplateDetail = defineCall({
  readOnly: true,
  path: '/oms/freight/template/detail',
  func: FUNC.freightTemplates,
  summary: 'One freight template with its regional fees.',
  ids: { templateId: 'freightTemplate' },
  example: { templateId: EXAMPLE_TEMPLATE_ID },
  request: z.object({ templateId }),
  response: freightTemplateView,
});

export const freightTemplateAdd = defineCall({
  path: '/oms/freight/template/add',
  func: FUNC.freightTemplates,
  summary: `Create a freight template: name unique in the shop (1 to ${FREIGHT_NAME_MAX} characters); per_item (first and continued pieces) or per_order (first and continued grams); fees in baht with two decimals; optional free-over amount; regional fees by province code (a province in one region only). The shop’s first template becomes its default.`,
  example: EXAMPLE_TEMPLATE,
  request: freightTemplateInput,
  response: freightTemplateView,
});

export const freightTemplateModify = defineCall({
  path: '/oms/freight/template/modify',
  func: FUNC.freightTemplates,
  summary: 'Change a freight template; the same checks as create.',
  ids: { templateId: 'freightTemplate' },
  example: { templateId: EXAMPLE_TEMPLATE_ID, ...EXAMPLE_TEMPLATE },
  request: freightTemplateInput.extend({ templateId }),
  response: freightTemplateView,
});

export const freightTemplateDelete = defineCall({
  path: '/oms/freight/template/delete',
  func: FUNC.freightTemplates,
  summary:
    'Delete a freight template. The default template cannot be deleted: set another one as default first (the shop always keeps a default while it has templates).',
  ids: { templateId: 'freightTemplate' },
  example: { templateId: EXAMPLE_TEMPLATE_ID },
  request: z.object({ templateId }),
  response: z.object({ templateId: z.string() }),
});

export const freightTemplateSetDefault = defineCall({
  path: '/oms/freight/template/default',
  func: FUNC.freightTemplates,
  summary: 'Make a template the shop’s default (the one before stops being it).',
  ids: { templateId: 'freightTemplate' },
  example: { templateId: EXAMPLE_TEMPLATE_ID },
  request: z.object({ templateId }),
  response: freightTemplateView,
});

export const freightBudget = defineCall({
  readOnly: true,
  path: '/oms/dms/freight/budget',
  func: FUNC.freightTemplates,
  summary:
    'Estimate the freight of a cart by a template (the default when none is named): per_item counts pieces, per_order grams; the first fee covers up to the first unit, each continued unit or part of one adds the continued fee; a province of a region uses the region’s fees; goods at or above the free-over amount ship free. Arithmetic in satang.',
  ids: { templateId: 'freightTemplate' },
  example: {
    templateId: EXAMPLE_TEMPLATE_ID,
    provinceCode: '10',
    items: [{ quantity: 2, weightGrams: 500, price: '199.00' }],
  },
  request: z.object({
    templateId: templateId.optional(),
    provinceCode: z.string().trim().max(4),
    items: z
      .array(
        z.object({
          quantity: z.number().int().min(1).max(9999),
          weightGrams: z.number().int().min(0).max(1_000_000).default(0),
          price: zBaht.default(0),
        }),
      )
      .min(1)
      .max(200),
  }),
  response: z.object({
    templateId: z.string(),
    templateName: z.string(),
    mode: z.enum(FREIGHT_MODES),
    /** Pieces (per_item) or grams (per_order) charged for. */
    units: z.number().int(),
    goodsAmount: baht,
    fee: baht,
    free: yn,
    regional: yn,
  }),
});

// ---- Logistics configuration (store express config) ------------------------------------------------

const addressSummary = z.object({
  addressId: z.string(),
  name: z.string(),
  contact: z.string(),
  phone: z.string(),
  province: z.string(),
  district: z.string(),
  subDistrict: z.string(),
  zipCode: z.string(),
  detail: z.string(),
});

export const logisticsConfigView = z.object({
  carriers: z.array(z.string()),
  defaultCarrier: z.string().nullable(),
  shipMode: z.enum(SHIP_MODES),
  selfDelivery: yn,
  pickupAddressId: z.string().nullable(),
  pickupAddress: addressSummary.nullable(),
  shipWithinDays: z.number().int(),
  parcelInsurance: yn,
  /** Never saved yet: these are the defaults. */
  saved: yn,
  updatedAt: isoTime.nullable(),
});
export type LogisticsConfigView = z.infer<typeof logisticsConfigView>;

export const storeExpressConfigInquiry = defineCall({
  readOnly: true,
  path: '/oms/dms/store/express/config/inquiry',
  func: FUNC.logisticsConfig,
  summary:
    'The shop’s logistics configuration: carriers it ships with, the default carrier, ship mode, self delivery, pick-up address, ship-within days and parcel insurance.',
  request: empty,
  response: logisticsConfigView,
});

export const storeExpressConfigMaintain = defineCall({
  path: '/oms/dms/store/express/config/maintain',
  func: FUNC.logisticsConfig,
  summary: `Save the logistics configuration: at least one known carrier, the default among them, ship mode, self delivery, a pick-up address of the shop’s return addresses (required for platform pick-up), ship within 1 to ${SHIP_WITHIN_DAYS_MAX} working days, parcel insurance.`,
  ids: { pickupAddressId: 'address' },
  example: {
    carriers: ['kerry', 'flash'],
    defaultCarrier: 'kerry',
    shipMode: 'platform_pickup',
    selfDelivery: 'n',
    pickupAddressId: '0123456789abcdef0123456789abcdef',
    shipWithinDays: 2,
    parcelInsurance: 'y',
  },
  request: z.object({
    carriers: z.array(carrierCode).max(20),
    defaultCarrier: carrierCode.default(''),
    shipMode: z.enum(SHIP_MODES),
    selfDelivery: yn.default('n'),
    pickupAddressId: z.string().trim().max(64).default(''),
    shipWithinDays: z.number().int().min(0).max(99),
    parcelInsurance: yn.default('n'),
  }),
  response: logisticsConfigView,
});

export const shipModeInquiry = defineCall({
  readOnly: true,
  path: '/oms/ship/mode',
  func: FUNC.orderList,
  summary: 'How the shop ships (for the ship forms): ship mode, self delivery, carriers and the default carrier.',
  request: empty,
  response: z.object({
    shipMode: z.enum(SHIP_MODES),
    selfDelivery: yn,
    carriers: z.array(z.string()),
    defaultCarrier: z.string().nullable(),
  }),
});

const carrierView = z.object({
  code: z.string(),
  name: z.string(),
  example: z.string(),
  enabled: yn,
  isDefault: yn,
});

export const expressCompanyList = defineCall({
  readOnly: true,
  path: '/oms/express/company/list',
  func: FUNC.logisticsConfig,
  summary: 'Every express company of the marketplace, with whether the shop ships with it and which is its default.',
  request: empty,
  response: z.object({ list: z.array(carrierView) }),
});

export const carrierExpressList = defineCall({
  readOnly: true,
  path: '/oms/dms/carrier/express/list',
  func: FUNC.orderList,
  summary: 'The carriers the shop ships with (all of them while the configuration is not saved), the default first.',
  request: empty,
  response: z.object({ list: z.array(carrierView) }),
});

// ---- Merchant shipment orders and delivery ----------------------------------------------------------

export const shippingLabel = z.object({
  orderId,
  shipmentId: z.string(),
  carrierCode: z.string(),
  carrierName: z.string(),
  waybillNo: z.string(),
  sender: z.object({ shopName: z.string(), address: addressSummary.nullable() }),
  receiver: orderAddress,
  items: z.array(z.object({ title: z.string(), skuCode: z.string(), quantity: z.number().int() })),
  weightGrams: z.number().int(),
  /** What the courier collects on cash on delivery, else 0. */
  codAmount: baht,
  insured: yn,
  shippedAt: isoTime,
});
export type ShippingLabel = z.infer<typeof shippingLabel>;

export const merchantShipmentOrderCreate = defineCall({
  path: '/oms/merchant/shipment/order/create',
  func: FUNC.orderList,
  summary:
    'Book a carrier for an order waiting to ship: the shop’s default carrier unless one of its carriers is named, the courier collecting it (pickup, with the day it comes) or the shop dropping it at a branch; a waybill number of the carrier’s pattern is generated and the order ships. Answers the printable label.',
  ids: { orderId: 'order' },
  example: { orderId: EXAMPLE_ORDER_ID, carrierCode: 'kerry', handover: 'pickup' },
  request: z.object({ orderId, carrierCode: carrierCode.default(''), handover: z.enum(HANDOVER).default('pickup') }),
  response: shippingLabel.extend({
    handover: z.enum(HANDOVER),
    /** The Bangkok day the courier comes, for a pick-up; null for a drop-off. */
    pickupDay: calendarDay.nullable(),
  }),
});

export const merchantShipmentOrderPrint = defineCall({
  path: '/oms/merchant/shipment/order/print',
  func: FUNC.orderList,
  summary: `The labels of up to ${MAX_IDS_PER_QUERY} shipped orders (each order’s latest parcel not cancelled).`,
  ids: { orderIds: 'order' },
  example: { orderIds: [EXAMPLE_ORDER_ID] },
  request: z.object({ orderIds: z.array(orderId).min(1).max(MAX_IDS_PER_QUERY) }),
  response: z.object({ labels: z.array(shippingLabel), printedAt: isoTime }),
});

/**
 * A parcel booked and not yet picked up by the carrier: the shop may still cancel it
 * (/oms/dms/order/cancel, while its order is out for delivery) or have its waybill reissued
 * (/oms/dms/express/reissue).
 */
export function awaitingPickup(p: { status: string; pickedUpAt: unknown; cancelledAt: unknown }): boolean {
  return p.status === 'shipped' && p.pickedUpAt == null && p.cancelledAt == null;
}

export const deliveryRow = z.object({
  shipmentId: z.string(),
  orderId,
  orderStatus,
  deliveryMode: z.string(),
  buyerNickname: z.string(),
  carrierCode: z.string(),
  carrierName: z.string(),
  waybillNo: z.string(),
  status: z.enum(SHIPMENT_STATUS),
  kind: z.string(),
  shippedAt: isoTime,
  pickedUpAt: isoTime.nullable(),
  deliveredAt: isoTime.nullable(),
  signedAt: isoTime.nullable(),
  cancelledAt: isoTime.nullable(),
  /** An interception asked of the carrier (INTERCEPT_STATUS), and the parcel's way back to the shop. */
  interceptStatus: z.enum(INTERCEPT_STATUS).nullable(),
  backAt: isoTime.nullable(),
  receivedBackAt: isoTime.nullable(),
  /** Not picked up yet and its order out for delivery: /oms/dms/order/cancel takes it. */
  canCancel: yn,
  /** Not picked up yet: /oms/dms/express/reissue takes it. */
  canReissue: yn,
});
export type DeliveryRow = z.infer<typeof deliveryRow>;

export const deliveryList = defineCall({
  readOnly: true,
  path: '/oms/dms/order/list',
  func: FUNC.orderList,
  summary:
    'The shop’s parcels, newest first: by status, carrier, waybill number or order number, with the count of each status under the other filters (a searched parcel shows which tab holds it).',
  request: z.object({
    status: z.enum(SHIPMENT_STATUS).optional(),
    carrierCode: carrierCode.default(''),
    waybillNo: z.string().trim().max(40).default(''),
    orderId: z
      .string()
      .trim()
      .regex(/^\d{0,18}$/)
      .max(NUMERIC_ID_MAX)
      .default(''),
    page: pageSchema,
  }),
  response: paged(deliveryRow).extend({ statusCounts: z.record(z.enum(SHIPMENT_STATUS), z.number().int()) }),
});

export const deliveryOrderDetails = defineCall({
  readOnly: true,
  path: '/oms/dms/order/details',
  func: FUNC.orderList,
  summary: 'The delivery of one order: its state, delivery mode, receiving address and parcels with their tracks.',
  ids: { orderId: 'order' },
  example: { orderId: EXAMPLE_ORDER_ID },
  request: z.object({ orderId }),
  response: z.object({
    orderId,
    status: orderStatus,
    deliveryMode: z.string(),
    address: orderAddress,
    shipments: z.array(shipmentView),
    canSign: yn,
  }),
});

const shipmentChange = z.object({
  shipmentId: z.string(),
  orderId,
  orderStatus,
  carrierCode: z.string(),
  waybillNo: z.string(),
  status: z.enum(SHIPMENT_STATUS),
});

export const deliveryCancel = defineCall({
  path: '/oms/dms/order/cancel',
  func: FUNC.orderList,
  summary:
    'Cancel a parcel the carrier has not picked up: its units go back to the order (and its stock back to reserved), the order is waiting to ship again (or partially shipped), the timeline records it.',
  ids: { shipmentId: 'shipment' },
  example: { shipmentId: EXAMPLE_SHIPMENT_ID },
  request: z.object({ shipmentId }),
  response: shipmentChange,
});

export const deliveryIntercept = defineCall({
  path: '/oms/dms/order/intercept',
  func: FUNC.orderList,
  summary:
    'Ask the carrier to stop a parcel in transit (picked up, not yet delivered) and bring it back to the shop. The carrier answers later (the simulator’s intercept result): intercepted, the order shows intercepted; or failed, the parcel goes on and may be asked about again.',
  ids: { shipmentId: 'shipment' },
  example: { shipmentId: EXAMPLE_SHIPMENT_ID },
  request: z.object({ shipmentId }),
  response: shipmentChange.extend({ interceptStatus: z.enum(INTERCEPT_STATUS).nullable() }),
});

export const deliveryReceiveBack = defineCall({
  path: '/oms/dms/order/return/receive',
  func: FUNC.orderList,
  summary:
    'The merchant confirms an intercepted or refused parcel, back at the shop, received: its units go back to stock, once.',
  ids: { shipmentId: 'shipment' },
  example: { shipmentId: EXAMPLE_SHIPMENT_ID },
  request: z.object({ shipmentId }),
  response: shipmentChange.extend({ receivedBackAt: isoTime }),
});

export const expressReissue = defineCall({
  path: '/oms/dms/express/reissue',
  func: FUNC.orderList,
  summary:
    'A new waybill for a parcel not yet picked up, with its carrier or another (carrierCode; empty keeps the parcel’s): the number given (it must fit the carrier and differ from the old) or, when none is given, one the carrier issues (re-booked with another carrier, that carrier must be one the shop ships with).',
  ids: { shipmentId: 'shipment' },
  example: { shipmentId: EXAMPLE_SHIPMENT_ID, carrierCode: 'flash', waybillNo: '' },
  request: z.object({
    shipmentId,
    carrierCode: carrierCode.default(''),
    waybillNo: z.string().trim().max(40).default(''),
  }),
  response: shipmentChange,
});

export const signOrder = defineCall({
  path: '/oms/sign/order',
  func: FUNC.orderList,
  summary:
    'The merchant confirms a self-delivery order was received by the buyer (shipped, in transit or delivered): its parcels and the order become signed.',
  ids: { orderId: 'order' },
  example: { orderId: EXAMPLE_ORDER_ID },
  request: z.object({ orderId }),
  response: z.object({ orderId, status: orderStatus, signedAt: isoTime.nullable() }),
});

// ---- Pick-up codes --------------------------------------------------------------------------------

export const pickupCodeRow = z.object({
  pickupCodeId: z.string(),
  code: z.string(),
  carrierCode: z.string(),
  carrierName: z.string(),
  status: z.enum(PICKUP_CODE_STATUS),
  orderId: z.string().nullable(),
  importedAt: isoTime,
  usedAt: isoTime.nullable(),
});

/** Pick-up orders of one carrier shipped while none of its codes was unused. */
export const pickupWaiting = z.object({
  carrierCode: z.string(),
  carrierName: z.string(),
  orders: z.number().int(),
});

export const pickupImportRow = z.object({
  row: z.number().int(),
  code: z.string(),
  carrierCode: z.string(),
  ok: yn,
  message: z.string(),
});

export const pickupCodeTemplate = defineCall({
  readOnly: true,
  path: '/oms/pickup/code/template',
  func: FUNC.orders,
  summary: 'The pick-up code import template (xlsx: code, carrier code; headers in the request’s language) as base64.',
  request: empty,
  response: z.object({ fileName: z.string(), contentBase64: z.string().max(REPLY_FILE_BASE64_MAX) }),
});

export const pickupCodeImport = defineCall({
  path: '/oms/pickup/code/import',
  func: FUNC.orders,
  summary: `Import pick-up codes from an xlsx or csv (multipart/form-data: file; up to ${PICKUP_IMPORT_MAX_ROWS} rows: code of 4 to 32 characters A-Z, 0-9 and -, carrier code). Each bad row (format, unknown carrier, twice in the file, already in the shop) answers its message; the good rows are written together. Pick-up orders shipped while no code of their carrier was left then get one each, oldest shipped first (handedOut).`,
  multipart: { fileField: 'file', maxBytes: UPLOAD_FILE_MAX_BYTES },
  request: z.object({ file: uploadedFile }),
  response: z.object({
    batchId: z.string(),
    total: z.number().int(),
    imported: z.number().int(),
    failed: z.number().int(),
    /** Codes of this import handed at once to pick-up orders that were waiting for one. */
    handedOut: z.number().int(),
    rows: z.array(pickupImportRow),
  }),
});

export const pickupCodeList = defineCall({
  readOnly: true,
  path: '/oms/pickup/code/list',
  func: FUNC.orders,
  summary:
    'The shop’s pick-up codes, newest import first, by status and code, with the count of each status and, by carrier, the pick-up orders shipped while no code of their carrier was left (they get one at the next import).',
  request: z.object({
    status: z.enum(PICKUP_CODE_STATUS).optional(),
    code: z.string().trim().max(32).default(''),
    page: pageSchema,
  }),
  response: paged(pickupCodeRow).extend({
    statusCounts: z.record(z.enum(PICKUP_CODE_STATUS), z.number().int()),
    waiting: z.array(pickupWaiting),
  }),
});

export const shippingCalls: readonly Call[] = [
  freightTemplateList,
  freightTemplateDetail,
  freightTemplateAdd,
  freightTemplateModify,
  freightTemplateDelete,
  freightTemplateSetDefault,
  freightBudget,
  storeExpressConfigInquiry,
  storeExpressConfigMaintain,
  shipModeInquiry,
  expressCompanyList,
  carrierExpressList,
  merchantShipmentOrderCreate,
  merchantShipmentOrderPrint,
  deliveryList,
  deliveryOrderDetails,
  deliveryCancel,
  deliveryIntercept,
  deliveryReceiveBack,
  expressReissue,
  signOrder,
  pickupCodeTemplate,
  pickupCodeImport,
  pickupCodeList,
];
