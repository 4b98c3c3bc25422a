import { z } from 'zod';
import { empty, isoTime, yn } from '../common.ts';
import { MAX_IDS_PER_QUERY } from '../constants.ts';
import { type Call, defineCall } from '../define-call.ts';
import { DEPOSIT_STAGE } from '../deposit.ts';
import { FUNC } from '../func-codes.ts';
import { NUMERIC_ID_MAX, REPLY_FILE_BASE64_MAX, TIME_TEXT_MAX } from '../limits.ts';
import {
  BULK_SHIP_MAX_ROWS,
  DELIVERY_MODE,
  INTERCEPT_BY,
  INTERCEPT_STATUS,
  MEMO_MAX,
  ORDER_ACTOR,
  ORDER_PICKUP_STATE,
  ORDER_STATUS,
  ORDER_TYPE,
  PAY_METHOD,
  PAY_STATUS,
} from '../orders.ts';
import { paged, pageSchema } from '../page.ts';
import { RESULT_KIND } from '../results.ts';
import { zPhone } from '../validators/zod.ts';
import { UPLOAD_FILE_MAX_BYTES, uploadedFile } from './media.ts';

// The merchant's orders (-5 and 8): the /order/index list with its status tabs, the order detail,
// shipping (delivery, advance delivery, waybill change, bulk ship from Excel), memos, address
// changes with their audit, statistics, the daily report, cover-sheet printing, the risk list and
// the export. Order ids are the order numbers, digit strings. Amounts come back as baht numbers
// (two decimals), held as integer satang.

export { BULK_SHIP_MAX_ROWS, MEMO_MAX };
/** Order numbers per search, per print and per cover-sheet batch. */
export const MAX_ORDER_IDS = MAX_IDS_PER_QUERY;
/** Days a report may span. */
export const ORDER_REPORT_MAX_DAYS = 90;
export const ADDRESS_CHANGE_REASON_MAX = 200;

export const orderId = z
  .string()
  .trim()
  .regex(/^\d{1,18}$/)
  .max(NUMERIC_ID_MAX);
const EXAMPLE_ORDER_ID = '2611000000001';

/** Amounts in replies: baht with two decimals. */
const baht = z.number();
/** A calendar day, year-month-day (Asia/Bangkok). */
export const calendarDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .max(10);
const timeFilter = z.iso.datetime({ offset: true }).max(TIME_TEXT_MAX);

export const orderStatus = z.enum(ORDER_STATUS);
export const payStatus = z.enum(PAY_STATUS);
export const payMethod = z.enum(PAY_METHOD);
export const orderType = z.enum(ORDER_TYPE);
export const deliveryMode = z.enum(DELIVERY_MODE);
export const riskLevel = z.enum(['none', 'review', 'hold']);

/**
 * The tabs of /order/index: all, one per order state, and the deposit orders (an order type the
 * lists among the states).
 */
export const ORDER_TABS = ['all', ...ORDER_STATUS, 'deposit'] as const;
export const orderTab = z.enum(ORDER_TABS);
export type OrderTab = z.infer<typeof orderTab>;

/**
 * The filter of /order/index, shared by the list and its export. Order numbers: up to 100, each at
 * least 3 digits, exact; buyer: the nickname's beginning.
 */
export const orderFilter = z.object({
  tab: orderTab.default('all'),
  orderIds: z
    .array(
      z
        .string()
        .trim()
        .regex(/^\d{3,18}$/)
        .max(NUMERIC_ID_MAX),
    )
    .max(MAX_ORDER_IDS)
    .default([]),
  buyer: z.string().trim().max(40).default(''),
  createdFrom: timeFilter.optional(),
  createdTo: timeFilter.optional(),
  payMethod: payMethod.optional(),
  carrierCode: z.string().trim().max(16).default(''),
  waybillNo: z.string().trim().max(40).default(''),
  orderType: orderType.optional(),
  deliveryMode: deliveryMode.optional(),
  /** 'soon': still to ship (whole or the rest) with the ship deadline under NEAR_DEADLINE_HOURS away. */
  shipDue: z.enum(['soon']).optional(),
});
export type OrderFilter = z.input<typeof orderFilter>;

export const orderLine = z.object({
  lineNo: z.number().int(),
  productId: z.string(),
  skuId: z.string(),
  title: z.string(),
  specValues: z.array(z.string()),
  imageUrl: z.string(),
  skuCode: z.string(),
  unitPrice: baht,
  quantity: z.number().int(),
  lineAmount: baht,
  /** Taken off the line by the promotions it was sold with; the buyer paid lineAmount − discountAmount. */
  discountAmount: baht,
  shippedQty: z.number().int(),
  /** Units that came back: returns received, parcels refused at delivery. */
  returnedQty: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLine>;

export const orderAddress = z.object({
  name: z.string(),
  phone: z.string(),
  province: z.string(),
  district: z.string(),
  subDistrict: z.string(),
  zipCode: z.string(),
  detail: z.string(),
});

export const orderRow = z.object({
  orderId,
  status: orderStatus,
  payStatus,
  payMethod,
  orderType,
  deliveryMode,
  buyerNickname: z.string(),
  items: z.array(orderLine),
  itemCount: z.number().int(),
  goodsAmount: baht,
  freightAmount: baht,
  discountAmount: baht,
  totalAmount: baht,
  depositAmount: baht,
  /** A deposit pre-sale's order: what its deposit is worth, its balance and when it is due; else null. */
  presale: z
    .object({
      presaleId: z.string(),
      stage: z.enum(DEPOSIT_STAGE),
      deduction: baht,
      /** The total less the deposit: what the buyer pays at the balance. */
      balance: baht,
      balanceFrom: isoTime.nullable(),
      balanceDueAt: isoTime.nullable(),
      balancePaidAt: isoTime.nullable(),
    })
    .nullable(),
  /** An order paid later (pay method pay_later): the months of its instalment plan; else null. */
  paylaterMonths: z.number().int().positive().nullable(),
  refundedAmount: baht,
  /** Of the refunded amount, the freight given back (a cancel before shipping, a full return). */
  refundedFreight: baht,
  buyerRemark: z.string(),
  carrierCode: z.string().nullable(),
  waybillNo: z.string().nullable(),
  /** Ship by this time (to_ship and partially_shipped orders), else null. */
  shipDeadline: isoTime.nullable(),
  estimatedArrival: calendarDay.nullable(),
  riskLevel,
  /** Marked abnormal by the automatic rules (a complaint may be filed). */
  abnormal: yn,
  createdAt: isoTime,
  paidAt: isoTime.nullable(),
  shippedAt: isoTime.nullable(),
});
export type OrderRow = z.infer<typeof orderRow>;

export const orderMemo = z.object({
  memoId: z.string(),
  text: z.string(),
  userName: z.string(),
  createdAt: isoTime,
});

export const orderEvent = z.object({
  kind: z.string(),
  actor: z.enum(ORDER_ACTOR),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  at: isoTime,
});

export const shipmentView = z.object({
  shipmentId: z.string(),
  carrierCode: z.string(),
  carrierName: z.string(),
  waybillNo: z.string(),
  status: z.string(),
  kind: z.string(),
  lines: z.array(z.object({ lineNo: z.number().int(), quantity: z.number().int() })),
  shippedAt: isoTime,
  pickedUpAt: isoTime.nullable(),
  deliveredAt: isoTime.nullable(),
  signedAt: isoTime.nullable(),
  cancelledAt: isoTime.nullable(),
  /** An interception asked of the carrier (INTERCEPT_STATUS), by whom, and the parcel's way back. */
  interceptStatus: z.enum(INTERCEPT_STATUS).nullable(),
  interceptBy: z.enum(INTERCEPT_BY).nullable(),
  interceptRequestedAt: isoTime.nullable(),
  backAt: isoTime.nullable(),
  receivedBackAt: isoTime.nullable(),
  tracks: z.array(z.object({ event: z.string(), location: z.string(), at: isoTime })),
});

export const addressChangeView = z.object({
  changeId: z.string(),
  orderId,
  before: orderAddress,
  after: orderAddress,
  reason: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  requestedBy: z.string(),
  requestedAt: isoTime,
  decidedAt: isoTime.nullable(),
});

/** A pick-up order's code (ORDER_PICKUP_STATE): the code and its carrier once one is handed out. */
export const orderPickupCode = z.object({
  state: z.enum(ORDER_PICKUP_STATE),
  code: z.string().nullable(),
  carrierCode: z.string().nullable(),
  /** When the buyer collected with it (used). */
  usedAt: isoTime.nullable(),
});
export type OrderPickupCode = z.infer<typeof orderPickupCode>;

export const orderDetail = orderRow.extend({
  buyerId: z.string(),
  paySerial: z.string().nullable(),
  address: orderAddress,
  memos: z.array(orderMemo),
  shipments: z.array(shipmentView),
  events: z.array(orderEvent),
  addressChanges: z.array(addressChangeView),
  pickedUpAt: isoTime.nullable(),
  deliveredAt: isoTime.nullable(),
  signedAt: isoTime.nullable(),
  completedAt: isoTime.nullable(),
  cancelledAt: isoTime.nullable(),
  cancelReason: z.string().nullable(),
  abnormalAt: isoTime.nullable(),
  abnormalReason: z.string().nullable(),
  riskReason: z.string(),
  /** Pick-up orders only (deliveryMode pickup, not closed without a code); null otherwise. */
  pickupCode: orderPickupCode.nullable(),
  /** What the merchant may do now. */
  canShip: yn,
  canAdvanceShip: yn,
  canModifyWaybill: yn,
  canModifyAddress: yn,
  /** The promotions that gave each line its discount (activity, full-scale, coupon), each one's share in baht. */
  linePromotions: z.array(
    z.object({
      lineNo: z.number().int(),
      kind: z.enum(RESULT_KIND),
      promotionId: z.string(),
      name: z.string(),
      discount: baht,
    }),
  ),
});
export type OrderDetail = z.infer<typeof orderDetail>;

export const orderListInquiry = defineCall({
  readOnly: true,
  path: '/oms/order/list/inquiry',
  func: FUNC.orderList,
  summary:
    'The order list of /order/index, newest first, with the tab counts of the whole shop (a search narrows the page count, not the tabs). Search by order numbers (up to 100, each at least 3 digits), buyer nickname (prefix), created time range, pay method, carrier, waybill.',
  request: orderFilter.extend({ page: pageSchema }),
  response: paged(orderRow).extend({ tabCounts: z.record(orderTab, z.number().int()) }),
});

export const orderDetailInquiry = defineCall({
  readOnly: true,
  path: '/oms/order/detail/inquiry',
  func: FUNC.orderList,
  summary:
    'One order: items, amounts, payment, address, buyer remark, memos, shipments with tracks, the timeline, deadlines, the address changes and, for a pick-up order, its pick-up code.',
  ids: { orderId: 'order' },
  example: { orderId: EXAMPLE_ORDER_ID },
  request: z.object({ orderId }),
  response: orderDetail,
});

const shipLines = z
  .array(z.object({ lineNo: z.number().int().min(1).max(999), quantity: z.number().int().min(1).max(99_999) }))
  .min(1)
  .max(200);

/**
 * Carrier and waybill are checked by the server so an empty one answers the spec's message
 * ("logistics information, waybill number cannot be empty") rather than a schema error.
 */
const logistics = {
  carrierCode: z.string().trim().max(16).default(''),
  waybillNo: z.string().trim().max(40).default(''),
};

const shipResult = z.object({
  orderId,
  status: orderStatus,
  shipmentId: z.string(),
  carrierCode: z.string(),
  waybillNo: z.string(),
  estimatedArrival: calendarDay.nullable(),
});

export const orderDelivery = defineCall({
  path: '/oms/order/delivery',
  func: FUNC.orderList,
  summary:
    'Ship an order waiting to ship (or the rest of a partially shipped one) with a carrier the shop arranged itself: carrier, waybill fitting the carrier and not used by another parcel, an estimated arrival date when the merchant knows one (not before today); lines for a partial shipment. Takes the stock. Risk-held orders cannot ship.',
  ids: { orderId: 'order' },
  example: {
    orderId: EXAMPLE_ORDER_ID,
    carrierCode: 'kerry',
    waybillNo: 'KERD123456789',
    estimatedArrival: '2030-01-05',
  },
  request: z.object({
    orderId,
    ...logistics,
    estimatedArrival: z.string().trim().max(10).default(''),
    lines: shipLines.optional(),
  }),
  response: shipResult,
});

export const orderAdvanceDelivery = defineCall({
  path: '/oms/order/advance/delivery',
  func: FUNC.orderList,
  summary: 'Ship a deposit or pre-sale order before its balance is paid or its ship date: same checks as delivery.',
  ids: { orderId: 'order' },
  example: {
    orderId: EXAMPLE_ORDER_ID,
    carrierCode: 'flash',
    waybillNo: 'TH0123456789A',
    estimatedArrival: '2030-01-05',
  },
  request: z.object({ orderId, ...logistics, estimatedArrival: z.string().trim().max(10).default('') }),
  response: shipResult,
});

export const orderWaybillModify = defineCall({
  path: '/oms/order/delivery/modify',
  func: FUNC.orderList,
  summary:
    'Correct the carrier and waybill of a shipped parcel the carrier has not picked up yet; the new number must differ from the old.',
  ids: { orderId: 'order' },
  example: { orderId: EXAMPLE_ORDER_ID, carrierCode: 'jt', waybillNo: '820012345678' },
  request: z.object({ orderId, ...logistics, shipmentId: z.string().trim().max(64).optional() }),
  response: shipResult,
});

export const bulkShipRowView = z.object({
  row: z.number().int(),
  orderId: z.string(),
  carrierCode: z.string(),
  waybillNo: z.string(),
  ok: yn,
  message: z.string(),
});

const bulkShipBatchView = z.object({
  batchId: z.string(),
  fileName: z.string(),
  total: z.number().int(),
  shipped: z.number().int(),
  failed: z.number().int(),
  createdAt: isoTime,
});

export const orderBulkShipTemplate = defineCall({
  readOnly: true,
  path: '/oms/order/excel/bulk/ship/template',
  func: FUNC.orderList,
  summary:
    'The bulk-ship template (xlsx: order number, carrier code, waybill number; headers in the request’s language) as base64.',
  request: empty,
  response: z.object({ fileName: z.string(), contentBase64: z.string().max(REPLY_FILE_BASE64_MAX) }),
});

export const orderBulkShip = defineCall({
  path: '/oms/order/excel/bulk/ship',
  func: FUNC.orderList,
  summary: `Ship orders from an xlsx (multipart/form-data: file; up to ${BULK_SHIP_MAX_ROWS} rows: order number, carrier code, waybill number). Good rows ship, each bad row answers its message; a row already shipped is reported, never shipped twice.`,
  multipart: { fileField: 'file', maxBytes: UPLOAD_FILE_MAX_BYTES },
  request: z.object({ file: uploadedFile }),
  response: bulkShipBatchView.extend({ rows: z.array(bulkShipRowView) }),
});

export const orderBulkShipList = defineCall({
  readOnly: true,
  path: '/oms/order/excel/bulk/ship/list',
  func: FUNC.orderList,
  summary: 'The bulk-ship files sent, newest first, with their counts.',
  request: z.object({ page: pageSchema }),
  response: paged(bulkShipBatchView),
});

export const orderBulkShipResult = defineCall({
  readOnly: true,
  path: '/oms/order/excel/bulk/ship/result',
  func: FUNC.orderList,
  summary: 'One bulk-ship file with its per-row result.',
  ids: { batchId: 'bulkShipBatch' },
  example: { batchId: '0123456789abcdef0123456789abcdef' },
  request: z.object({ batchId: z.string().trim().min(1).max(64) }),
  response: bulkShipBatchView.extend({ rows: z.array(bulkShipRowView) }),
});

export const orderMemoAddition = defineCall({
  path: '/oms/order/memo/addition',
  func: FUNC.orderList,
  summary: `Add a seller memo to an order (not empty, up to ${MEMO_MAX} characters).`,
  ids: { orderId: 'order' },
  example: { orderId: EXAMPLE_ORDER_ID, text: 'ลูกค้าขอให้ห่อของขวัญ' },
  request: z.object({ orderId, text: z.string().max(MEMO_MAX * 2) }),
  response: orderMemo,
});

export const orderMemoList = defineCall({
  readOnly: true,
  path: '/oms/order/memo/list',
  func: FUNC.orderList,
  summary: 'The seller memos of an order, newest first.',
  ids: { orderId: 'order' },
  example: { orderId: EXAMPLE_ORDER_ID },
  request: z.object({ orderId }),
  response: z.object({ list: z.array(orderMemo) }),
});

export const addressInput = z.object({
  name: z.string().trim().min(1).max(40),
  phone: zPhone,
  province: z.string().trim().min(1).max(40),
  district: z.string().trim().min(1).max(40),
  subDistrict: z.string().trim().min(1).max(40),
  zipCode: z
    .string()
    .trim()
    .regex(/^\d{5}$/)
    .max(5),
  detail: z.string().trim().min(1).max(200),
});

export const orderAddressModify = defineCall({
  path: '/oms/order/address/modify',
  func: FUNC.orderList,
  summary:
    'Change the receiving address of an order not shipped yet; the change is kept with the address before and after (the audit).',
  ids: { orderId: 'order' },
  example: {
    orderId: EXAMPLE_ORDER_ID,
    address: {
      name: 'สมหญิง รักไทย',
      phone: '0891234567',
      province: 'กรุงเทพมหานคร',
      district: 'จตุจักร',
      subDistrict: 'ลาดยาว',
      zipCode: '10900',
      detail: '99/1 ถนนพหลโยธิน',
    },
    reason: 'ลูกค้าแจ้งย้ายที่อยู่',
  },
  request: z.object({
    orderId,
    address: addressInput,
    reason: z.string().trim().max(ADDRESS_CHANGE_REASON_MAX).default(''),
  }),
  response: addressChangeView,
});

export const orderAddressAuditList = defineCall({
  readOnly: true,
  path: '/oms/order/address/audit/list',
  func: FUNC.orderList,
  summary: 'Address changes of the shop (or of one order), newest first, with the address before and after.',
  ids: { orderId: 'order' },
  example: { orderId: EXAMPLE_ORDER_ID },
  request: z.object({ orderId: orderId.optional(), page: pageSchema }),
  response: paged(addressChangeView),
});

export const orderStatistics = defineCall({
  readOnly: true,
  path: '/oms/order/statistics',
  func: FUNC.orderList,
  summary:
    'Counts per tab, today’s orders and amount (Asia/Bangkok), orders to ship and those due within 24 hours, abnormal and risk orders.',
  request: empty,
  response: z.object({
    tabCounts: z.record(orderTab, z.number().int()),
    todayOrders: z.number().int(),
    todayAmount: baht,
    toShip: z.number().int(),
    dueWithin24h: z.number().int(),
    abnormal: z.number().int(),
    risk: z.number().int(),
  }),
});

export const orderReport = defineCall({
  readOnly: true,
  path: '/oms/order/report',
  func: FUNC.orderList,
  summary: `Orders and amount per day (Asia/Bangkok) over a range of up to ${ORDER_REPORT_MAX_DAYS} days; cancelled orders counted apart.`,
  example: { from: '2030-01-01', to: '2030-01-31' },
  request: z.object({ from: calendarDay, to: calendarDay }),
  response: z.object({
    days: z.array(
      z.object({
        date: calendarDay,
        orders: z.number().int(),
        amount: baht,
        cancelled: z.number().int(),
      }),
    ),
    totalOrders: z.number().int(),
    totalAmount: baht,
  }),
});

export const coverSheet = z.object({
  orderId,
  shopName: z.string(),
  buyerNickname: z.string(),
  address: orderAddress,
  items: z.array(
    z.object({ title: z.string(), specValues: z.array(z.string()), skuCode: z.string(), quantity: z.number().int() }),
  ),
  carrierCode: z.string().nullable(),
  carrierName: z.string().nullable(),
  waybillNo: z.string().nullable(),
  payMethod,
  /** What the courier collects: the amount still due on cash on delivery, else 0. */
  codAmount: baht,
  totalAmount: baht,
  buyerRemark: z.string(),
  createdAt: isoTime,
});

export const orderPrint = defineCall({
  path: '/oms/order/print',
  func: FUNC.orderList,
  summary: 'Cover-sheet data of up to 100 orders (/order/printcoversheet); records a printed event on each.',
  ids: { orderIds: 'order' },
  example: { orderIds: [EXAMPLE_ORDER_ID] },
  request: z.object({ orderIds: z.array(orderId).min(1).max(MAX_ORDER_IDS) }),
  response: z.object({ sheets: z.array(coverSheet), printedAt: isoTime }),
});

export const orderRiskList = defineCall({
  readOnly: true,
  path: '/oms/order/risk/list',
  func: FUNC.orderList,
  summary: 'Orders under risk control (review or hold), newest first; held orders cannot ship.',
  request: z.object({ riskLevel: z.enum(['review', 'hold']).optional(), page: pageSchema }),
  response: paged(orderRow.extend({ riskReason: z.string() })),
});

export const orderExportExcel = defineCall({
  path: '/oms/order/export/excel',
  func: FUNC.orderList,
  summary:
    'Export the orders of a filter to xlsx (one row per order line) through the download centre; answers the task id at once.',
  request: orderFilter,
  response: z.object({ taskId: z.string() }),
});

export const ordersCalls: readonly Call[] = [
  orderListInquiry,
  orderDetailInquiry,
  orderDelivery,
  orderAdvanceDelivery,
  orderWaybillModify,
  orderBulkShipTemplate,
  orderBulkShip,
  orderBulkShipList,
  orderBulkShipResult,
  orderMemoAddition,
  orderMemoList,
  orderAddressModify,
  orderAddressAuditList,
  orderStatistics,
  orderReport,
  orderPrint,
  orderRiskList,
  orderExportExcel,
];
