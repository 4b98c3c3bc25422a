import { z } from 'zod';
import { id, isoTime } from '../common.ts';
import { type Call, defineCall } from '../define-call.ts';
import { FUNC } from '../func-codes.ts';
import { NUMERIC_ID_MAX } from '../limits.ts';
import { BUYER_REMARK_MAX, DELIVERY_MODE, INTERCEPT_STATUS, ORDER_STATUS, ORDER_TYPE, PAY_METHOD } from '../orders.ts';
import { paged, pageSchema } from '../page.ts';
import { zBaht } from '../validators/zod.ts';

// The marketplace simulator's buyers and their orders (docs/architecture.md): buyer accounts,
// checkout, payment, carrier events, the buyer's confirmation of receipt and cancel. Operator calls
// only (auth 'operator'): each names the shop it acts on, and an order or shipment of another shop
// is not found. Money is baht with two decimals; order and SKU ids are digit strings.

const OPERATOR = { auth: 'operator', func: FUNC.home } as const;
const exampleShopId = '0123456789abcdef0123456789abcdef';
const digits = z
  .string()
  .regex(/^\d{1,18}$/)
  .max(NUMERIC_ID_MAX);
const baht = z.string();

/** Thai mobile numbers as buyers give them: 0 then 6, 8 or 9, then 8 digits. */
export const buyerPhone = z
  .string()
  .trim()
  .regex(/^0[689]\d{8}$/)
  .max(10);

export const orderAddressSchema = z.object({
  name: z.string().trim().min(1).max(40),
  phone: buyerPhone,
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

export const buyerStatus = z.enum(['active', 'banned']);
/**
 * What a carrier reports of a parcel: the forward stages, the buyer's refusal at the door (the
 * parcel travels back) and the parcel back at the shop (an intercepted or refused one).
 */
export const carrierEventName = z.enum(['picked_up', 'in_transit', 'delivered', 'signed', 'refused', 'back_to_shop']);
export const payMethod = z.enum(PAY_METHOD);
export const orderStatus = z.enum(ORDER_STATUS);

export const buyerCreate = defineCall({
  ...OPERATOR,
  path: '/oms/mkt/buyer/create',
  summary:
    'Create a marketplace buyer (a platform account the simulator plays): Thai mobile number, receiving address; banned buyers cannot order.',
  example: {
    nickname: 'สมหญิง รักไทย',
    phone: '0891234567',
    address: {
      name: 'สมหญิง รักไทย',
      phone: '0891234567',
      province: 'กรุงเทพมหานคร',
      district: 'จตุจักร',
      subDistrict: 'จตุจักร',
      zipCode: '10900',
      detail: '99/1 ถนนพหลโยธิน',
    },
  },
  request: z.object({
    nickname: z.string().trim().min(1).max(40),
    phone: buyerPhone,
    email: z.string().trim().max(100).default(''),
    /** Defaults to a Bangkok address in the buyer's name. */
    address: orderAddressSchema.optional(),
    status: buyerStatus.default('active'),
  }),
  response: z.object({ buyerId: z.string() }),
});

const buyerRow = z.object({
  buyerId: z.string(),
  nickname: z.string(),
  phone: z.string(),
  status: z.string(),
  province: z.string(),
  createdAt: isoTime,
});

export const buyerList = defineCall({
  ...OPERATOR,
  readOnly: true,
  path: '/oms/mkt/buyer/list/inquiry',
  summary: 'Marketplace buyers, newest first; keyword matches the nickname or phone.',
  request: z.object({ keyword: z.string().trim().max(40).default(''), page: pageSchema }),
  response: paged(buyerRow),
});

const orderLine = z.object({ skuId: digits, quantity: z.number().int().min(1).max(999) });

export const mktOrderCheckout = defineCall({
  ...OPERATOR,
  path: '/oms/mkt/order/checkout',
  summary:
    'A buyer checks out in a shop: reserves the SKUs’ stock atomically (out of stock or off shelf refuses), snapshots the lines; cash on delivery waits to ship at once, other pay methods wait unpaid. Without buyerId a simulated buyer orders.',
  example: {
    shopId: exampleShopId,
    lines: [{ skuId: '200000001', quantity: 1 }],
    payMethod: 'mobile_banking',
    buyerRemark: 'ฝากไว้ที่ป้อมยามได้เลยค่ะ',
  },
  request: z.object({
    shopId: id,
    buyerId: id.optional(),
    lines: z.array(orderLine).min(1).max(20),
    payMethod: payMethod,
    orderType: z.enum(ORDER_TYPE).default('normal'),
    deliveryMode: z.enum(DELIVERY_MODE).default('express'),
    buyerRemark: z.string().trim().max(BUYER_REMARK_MAX).default(''),
    freight: zBaht.default(0),
    discount: zBaht.default(0),
    /** Deposit orders only: the part paid up front, within the bands */
    deposit: zBaht.default(0),
  }),
  response: z.object({
    orderId: z.string(),
    buyerId: z.string(),
    status: orderStatus,
    goodsAmount: baht,
    totalAmount: baht,
  }),
});

export const mktOrderPay = defineCall({
  ...OPERATOR,
  path: '/oms/mkt/order/pay',
  summary:
    'The buyer pays an unpaid order: it waits to ship, by 3 working days after payment (lottery orders 15 days). Cash-on-delivery orders are paid when signed.',
  example: { shopId: exampleShopId, orderId: '2611000000001' },
  request: z.object({ shopId: id, orderId: digits, paySerial: z.string().trim().min(1).max(40).optional() }),
  response: z.object({
    orderId: z.string(),
    status: orderStatus,
    paySerial: z.string(),
    paidAt: isoTime,
    shipDeadline: isoTime,
  }),
});

export const mktCarrierEvent = defineCall({
  ...OPERATOR,
  path: '/oms/mkt/order/carrier/event',
  summary:
    'A carrier reports a parcel (by shipment id, or the order’s latest shipment): picked up, in transit, delivered, signed; forward only. The order follows; cash on delivery is paid when signed. Also: refused (the buyer refused it at the door; its units count as returned, and the order is returned once every unit came back) and back_to_shop (an intercepted or refused parcel reached the shop; the merchant may then confirm it received).',
  example: { shopId: exampleShopId, orderId: '2611000000001', event: 'picked_up', location: 'ศูนย์คัดแยกบางนา' },
  request: z
    .object({
      shopId: id,
      shipmentId: id.optional(),
      orderId: digits.optional(),
      event: carrierEventName,
      location: z.string().trim().max(100).default(''),
    })
    .refine((p) => p.shipmentId !== undefined || p.orderId !== undefined, {
      message: 'required',
      path: ['orderId'],
    }),
  response: z.object({
    shipmentId: z.string(),
    shipmentStatus: z.string(),
    orderId: z.string(),
    orderStatus: orderStatus,
    payStatus: z.string(),
  }),
});

const parcelOf = {
  shopId: id,
  shipmentId: id.optional(),
  orderId: digits.optional(),
};
const namesParcel = (p: { shipmentId?: string | undefined; orderId?: string | undefined }) =>
  p.shipmentId !== undefined || p.orderId !== undefined;
const parcelRequired = { message: 'required', path: ['orderId'] };
const interceptReply = z.object({
  shipmentId: z.string(),
  shipmentStatus: z.string(),
  interceptStatus: z.enum(INTERCEPT_STATUS),
  orderId: z.string(),
  orderStatus: orderStatus,
});

export const mktInterceptRequest = defineCall({
  ...OPERATOR,
  path: '/oms/mkt/order/intercept/request',
  summary:
    'The buyer asks the carrier to stop a parcel in transit (by shipment id, or the order’s latest shipment), as the merchant may; the carrier answers with the intercept result.',
  example: { shopId: exampleShopId, orderId: '2611000000001' },
  request: z.object(parcelOf).refine(namesParcel, parcelRequired),
  response: interceptReply,
});

export const mktInterceptResult = defineCall({
  ...OPERATOR,
  path: '/oms/mkt/order/intercept/result',
  summary:
    'The carrier answers an interception waiting for it: success (the parcel turns back, the order is intercepted) or failed (the parcel goes on). A parcel delivered meanwhile can no longer be stopped: the answer is failed.',
  example: { shopId: exampleShopId, orderId: '2611000000001', outcome: 'success' },
  request: z.object({ ...parcelOf, outcome: z.enum(['success', 'failed']) }).refine(namesParcel, parcelRequired),
  response: interceptReply,
});

export const mktReceiptConfirm = defineCall({
  ...OPERATOR,
  path: '/oms/mkt/order/receipt/confirm',
  summary: 'The buyer confirms receipt of a delivered or signed order: it is completed.',
  example: { shopId: exampleShopId, orderId: '2611000000001' },
  request: z.object({ shopId: id, orderId: digits }),
  response: z.object({ orderId: z.string(), status: orderStatus, completedAt: isoTime }),
});

export const mktBuyerCancel = defineCall({
  ...OPERATOR,
  path: '/oms/mkt/order/cancel',
  summary: 'The buyer cancels an unpaid order: the reserved stock goes back.',
  example: { shopId: exampleShopId, orderId: '2611000000001' },
  request: z.object({ shopId: id, orderId: digits }),
  response: z.object({ orderId: z.string(), status: orderStatus }),
});

export const SIMULATE_MAX_ORDERS = 500;

export const mktOrderSimulate = defineCall({
  ...OPERATOR,
  path: '/oms/mkt/order/simulate',
  summary:
    'Places up to 500 orders in a shop at random on-sale SKUs with stock, by random buyers with random pay methods and remarks; payRatio of the orders not paid on delivery are paid at once. What `npm run simulate` calls.',
  example: { shopId: exampleShopId, orders: 10, payRatio: 0.7 },
  request: z.object({
    shopId: id,
    orders: z.number().int().min(1).max(SIMULATE_MAX_ORDERS),
    payRatio: z.number().min(0).max(1).default(0.7),
  }),
  response: z.object({
    orderIds: z.array(z.string()),
    /** What the orders placed were given off, baht: by activity prices and coupons together. */
    discountAmount: z.string(),
    /** Order lines sold at an activity price. */
    activityLines: z.number().int(),
    /** Orders that spent a coupon. */
    couponsUsed: z.number().int(),
    /** Order lines that took a full-scale tier. */
    fullscaleLines: z.number().int(),
    /** Order lines sold at an add-on price (add-on deals). */
    addonLines: z.number().int(),
    /** Gift lines the orders got at 0 baht (gift activities). */
    giftLines: z.number().int(),
    /** Order lines sold at a bundle's package price. */
    bundleLines: z.number().int(),
  }),
});

/** Longest reason the platform gives for holding an order for risk review. */
export const RISK_REASON_MAX = 100;

export const mktOrderRiskHold = defineCall({
  ...OPERATOR,
  path: '/oms/mkt/order/risk/hold',
  summary: `The platform holds a paid order waiting to ship for risk review, with a reason (1 to ${RISK_REASON_MAX} characters): the order is frozen and cannot ship; it shows in the merchant's risk list and frozen tab until the platform releases or cancels it.`,
  example: { shopId: exampleShopId, orderId: '2611000000001', reason: 'Many orders to one address in an hour' },
  request: z.object({ shopId: id, orderId: digits, reason: z.string().trim().min(1).max(RISK_REASON_MAX) }),
  response: z.object({ orderId: z.string(), status: orderStatus }),
});

export const mktOrderRiskDecide = defineCall({
  ...OPERATOR,
  path: '/oms/mkt/order/risk/decide',
  summary:
    'The platform ends the risk review of a frozen order: release puts it back to waiting for shipment (or partly shipped) with at least one working day to ship; cancel cancels it as any cancel does (stock back, the buyer refunded).',
  example: { shopId: exampleShopId, orderId: '2611000000001', decision: 'release' },
  request: z.object({ shopId: id, orderId: digits, decision: z.enum(['release', 'cancel']) }),
  response: z.object({ orderId: z.string(), status: orderStatus }),
});

export const mktCouponCollect = defineCall({
  ...OPERATOR,
  path: '/oms/mkt/coupon/collect',
  summary:
    'A buyer collects one of the shop’s coupons while it is being granted: within its quantity (all given out refuses), the per-person limit and its audience. The coupon is the buyer’s for its validity days and a later checkout in the shop takes it off through the promotion engine.',
  example: { shopId: exampleShopId, buyerId: exampleShopId, couponId: exampleShopId },
  request: z.object({ shopId: id, buyerId: id, couponId: id }),
  response: z.object({ claimId: z.string(), buyerId: z.string(), usableUntil: isoTime }),
});

export const marketplaceOrderCalls: readonly Call[] = [
  buyerCreate,
  buyerList,
  mktOrderCheckout,
  mktOrderPay,
  mktCarrierEvent,
  mktInterceptRequest,
  mktInterceptResult,
  mktReceiptConfirm,
  mktBuyerCancel,
  mktOrderSimulate,
  mktOrderRiskHold,
  mktOrderRiskDecide,
  mktCouponCollect,
];
