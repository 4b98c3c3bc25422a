import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id, satang } from '../columns.ts';

// Orders and shipping (order and pay states). Vocabularies (status, pay method, carrier,
// delivery mode) live in @sc/contract/orders.ts.
//
// Stock: checkout reserves (skus.reserved += qty where stock − reserved ≥ qty); shipping takes
// the stock (stock −= qty, reserved −= qty); a cancel or refund before shipping releases the
// reservation. Money is integer satang; an order's total = goods + freight − discount, and its
// lines add up to goods.

/** A receiving address as the buyer gave it (and as the merchant may modify it, with audit). */
export interface OrderAddress {
  name: string;
  phone: string;
  province: string;
  district: string;
  subDistrict: string;
  zipCode: string;
  detail: string;
}

/** Buyers of the marketplace: platform rows played by the simulator, never a merchant user. */
export const buyers = pgTable(
  'buyers',
  {
    id: id().primaryKey(),
    nickname: varchar('nickname', { length: 40 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    email: varchar('email', { length: 100 }).notNull().default(''),
    /** active | banned (banned buyers cannot order). */
    status: varchar('status', { length: 16 }).notNull().default('active'),
    address: jsonb('address').$type<OrderAddress>().notNull(),
    /** BUYER_GROUP of @sc/contract/promotions.ts: credit, t_plus, student (coupon audiences). */
    groups: jsonb('groups').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('buyers_nickname_idx').on(t.nickname)],
);

export const orders = pgTable(
  'orders',
  {
    /** The order number merchants search by (digits, up to 100 at once). */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 2611000000001 }),
    shopId: id('shop_id').notNull(),
    buyerId: id('buyer_id').notNull(),
    buyerNickname: varchar('buyer_nickname', { length: 40 }).notNull(),
    /** ORDER_STATUS of @sc/contract/orders.ts. */
    status: varchar('status', { length: 24 }).notNull(),
    /** to_pay | handling | success (PAY_STATUS). */
    payStatus: varchar('pay_status', { length: 16 }).notNull(),
    /** PAY_METHOD: cod | mobile_banking | wallet | qr | pay_at_store | card. */
    payMethod: varchar('pay_method', { length: 16 }).notNull(),
    paySerial: varchar('pay_serial', { length: 40 }),
    paidAt: at('paid_at'),
    /** normal | deposit | lottery (ORDER_TYPE). */
    orderType: varchar('order_type', { length: 16 }).notNull().default('normal'),
    /** express | self_delivery | pickup (DELIVERY_MODE). */
    deliveryMode: varchar('delivery_mode', { length: 16 }).notNull().default('express'),
    goodsAmount: satang('goods_amount').notNull(),
    freightAmount: satang('freight_amount').notNull().default(0),
    discountAmount: satang('discount_amount').notNull().default(0),
    /** goods + freight − discount: what the buyer pays in all. */
    totalAmount: satang('total_amount').notNull(),
    /** Deposit orders: the part paid up front (deposit bands). */
    depositAmount: satang('deposit_amount').notNull().default(0),
    /**
     * Deposit pre-sale orders (areas/orders/deposit-order.ts): the pre-sale, what the deposit is
     * worth off the price, and the balance window; the balance is paid at balancePaidAt. Null
     * otherwise.
     */
    presaleId: id('presale_id'),
    depositDeduction: satang('deposit_deduction').notNull().default(0),
    balanceFrom: at('balance_from'),
    balanceDueAt: at('balance_due_at'),
    balancePaidAt: at('balance_paid_at'),
    /** Refunded so far (after-sales add to it; never above total). */
    refundedAmount: satang('refunded_amount').notNull().default(0),
    buyerRemark: varchar('buyer_remark', { length: 200 }).notNull().default(''),
    address: jsonb('address').$type<OrderAddress>().notNull(),
    itemCount: integer('item_count').notNull(),
    /** The carrier and waybill of the (last) shipment, for the list and search. */
    carrierCode: varchar('carrier_code', { length: 16 }),
    waybillNo: varchar('waybill_no', { length: 40 }),
    /** Ship by this time or the order is cancelled as abnormal (3 working days; lottery 15 days). */
    shipDeadline: at('ship_deadline'),
    estimatedArrival: varchar('estimated_arrival', { length: 10 }),
    shippedAt: at('shipped_at'),
    pickedUpAt: at('picked_up_at'),
    deliveredAt: at('delivered_at'),
    signedAt: at('signed_at'),
    completedAt: at('completed_at'),
    cancelledAt: at('cancelled_at'),
    /** buyer | unpaid_timeout | not_shipped | no_pickup | complaint_expired | platform … */
    cancelReason: varchar('cancel_reason', { length: 24 }),
    /** Set when the rules mark the order abnormal; the complaint window runs from here. */
    abnormalAt: at('abnormal_at'),
    abnormalReason: varchar('abnormal_reason', { length: 24 }),
    /**
     * While the order is in_dispute (an after-sale case of it is with the platform): the state it
     * had, and goes back to when the case is judged or withdrawn; what the lifecycle writes
     * meanwhile lands here (areas/orders/dispute.ts). Null otherwise.
     */
    disputeReturnStatus: varchar('dispute_return_status', { length: 24 }),
    /** Of refundedAmount, the freight given back (a cancel, or a full return where the rule refunds it). */
    refundedFreight: satang('refunded_freight').notNull().default(0),
    /** Risk control: none | review | hold (held orders cannot ship for 48 hours). */
    riskLevel: varchar('risk_level', { length: 8 }).notNull().default('none'),
    riskReason: varchar('risk_reason', { length: 100 }).notNull().default(''),
    /** Lottery orders shipped late: points deducted once. */
    pointsDeducted: boolean('points_deducted').notNull().default(false),
    /** Self-delivery orders: when the seller was asked to confirm receipt (after 20 days). */
    receiptRequestedAt: at('receipt_requested_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('orders_shop_status_created_idx').on(t.shopId, t.status, t.createdAt, t.id),
    index('orders_shop_created_idx').on(t.shopId, t.createdAt, t.id),
    index('orders_shop_buyer_idx').on(t.shopId, t.buyerNickname),
    // A buyer's orders in the shop: checkout counts them (new-buyer coupons) and purchase limits sum
    // the units bought since a rule's start.
    index('orders_shop_buyer_id_idx').on(t.shopId, t.buyerId, t.createdAt),
    index('orders_shop_waybill_idx').on(t.shopId, t.waybillNo),
    // The automatic order rules (areas/order-rules/rules.ts) sweep every shop each minute; each
    // sweep reads a small partial index of the orders it may act on, never the whole table.
    // The lapse of unpaid balances sweeps only the deposit orders still waiting for theirs.
    index('orders_balance_due_idx').on(t.balanceDueAt, t.id).where(sql`presale_id is not null and status = 'unpaid'`),
    index('orders_rule_to_ship_idx').on(t.shipDeadline, t.id).where(sql`status = 'to_ship'`),
    index('orders_rule_lottery_idx')
      .on(t.shipDeadline, t.id)
      .where(sql`order_type = 'lottery' and points_deducted = false`),
    index('orders_rule_pickup_idx')
      .on(t.shippedAt, t.id)
      .where(sql`status in ('shipped', 'partially_shipped') and picked_up_at is null`),
    index('orders_rule_self_delivery_idx')
      .on(t.shippedAt)
      .where(sql`delivery_mode = 'self_delivery' and signed_at is null and receipt_requested_at is null`),
    index('orders_rule_abnormal_idx').on(t.abnormalAt).where(sql`abnormal_at is not null`),
    check(
      'orders_amounts_ok',
      sql`${t.totalAmount} = ${t.goodsAmount} + ${t.freightAmount} - ${t.discountAmount} and ${t.totalAmount} >= 0 and ${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.totalAmount}`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    shopId: id('shop_id').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    lineNo: smallint('line_no').notNull(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    skuId: bigint('sku_id', { mode: 'number' }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    specValues: jsonb('spec_values').$type<string[]>().notNull().default([]),
    imageUrl: varchar('image_url', { length: 500 }).notNull().default(''),
    skuCode: varchar('sku_code', { length: 40 }).notNull().default(''),
    unitPrice: satang('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    /** unitPrice × quantity. */
    lineAmount: satang('line_amount').notNull(),
    /**
     * Taken off the line by the promotions it was sold with (the promotion engine's share), so
     * after-sales refunds what the buyer paid for it.
     */
    discountAmount: satang('discount_amount').notNull().default(0),
    /** The buyer's coupon (claim) the order used, on every line it shared in; null when none. */
    couponClaimId: id('coupon_claim_id'),
    /** The activity (discount) whose price the line was sold at; null when none. */
    activityId: id('activity_id'),
    /** The full-scale promotion whose tier the line shared in; null when none. */
    fullscaleId: id('fullscale_id'),
    /** Of discountAmount, what the activity took off (its price below the list price). */
    activityDiscount: satang('activity_discount').notNull().default(0),
    /** Of discountAmount, the line's share of the full-scale tier. */
    fullscaleDiscount: satang('fullscale_discount').notNull().default(0),
    /** Of discountAmount, the line's share of the coupon. */
    couponDiscount: satang('coupon_discount').notNull().default(0),
    /** The add-on deal whose add-on price the line was sold at; null when none. */
    addonId: id('addon_id'),
    /** Units of the line sold at the add-on price (a cancel gives them back to the deal's stock). */
    addonUnits: integer('addon_units').notNull().default(0),
    /** Of discountAmount, what the add-on price took off below the activity, member or list price. */
    addonDiscount: satang('addon_discount').notNull().default(0),
    /** The T Plus member offer whose price the line was sold at; null when none. */
    plusOfferId: id('plus_offer_id'),
    /** Of discountAmount, what the member price took off (its price below the list price). */
    memberDiscount: satang('member_discount').notNull().default(0),
    /** The gift activity that gave this line at 0 baht (a gift line); null on a line bought. */
    giftId: id('gift_id'),
    /** The flash-sale registration whose flash price some units took; null when none. */
    seckillId: id('seckill_id'),
    /** Units of the line sold at the flash price (a cancel gives them back to the registration). */
    seckillUnits: integer('seckill_units').notNull().default(0),
    /** Of discountAmount, what the flash price took off those units below the list price. */
    seckillDiscount: satang('seckill_discount').notNull().default(0),
    /** The platform campaign registration whose campaign price some units took; null when none. */
    campaignRegId: id('campaign_reg_id'),
    /** Units of the line sold at the campaign price (a cancel gives them back to the registration). */
    campaignUnits: integer('campaign_units').notNull().default(0),
    /** Of discountAmount, what the campaign price took off those units below the list price. */
    campaignDiscount: satang('campaign_discount').notNull().default(0),
    /** The bundle whose package price some units of the line were sold at; null when none. */
    bundleId: id('bundle_id'),
    /** Units of the line in whole sets of the bundle. */
    bundleUnits: integer('bundle_units').notNull().default(0),
    /** Sets of the bundle the order bought (the same on each of its lines; a cancel gives them back). */
    bundleSets: integer('bundle_sets').notNull().default(0),
    /** Of discountAmount, the line's share of what the package price took off the bundle's units. */
    bundleDiscount: satang('bundle_discount').notNull().default(0),
    /** Units shipped so far (partially shipped orders). */
    shippedQty: integer('shipped_qty').notNull().default(0),
    /** Refunded on this line by after-sales; never above what the line was paid (a CHECK). */
    refundedAmount: satang('refunded_amount').notNull().default(0),
    /** Units that came back to the shop: returns received through after-sales, parcels refused at delivery. */
    returnedQty: integer('returned_qty').notNull().default(0),
    weightGrams: integer('weight_grams').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.orderId, t.lineNo] }),
    index('order_items_shop_sku_idx').on(t.shopId, t.skuId),
    // A promotion's results (areas/promotions/results.ts) read only the lines it priced.
    index('order_items_activity_idx').on(t.shopId, t.activityId).where(sql`${t.activityId} is not null`),
    index('order_items_fullscale_idx').on(t.shopId, t.fullscaleId).where(sql`${t.fullscaleId} is not null`),
    index('order_items_coupon_claim_idx').on(t.shopId, t.couponClaimId).where(sql`${t.couponClaimId} is not null`),
    index('order_items_addon_idx').on(t.shopId, t.addonId).where(sql`${t.addonId} is not null`),
    index('order_items_gift_idx').on(t.shopId, t.giftId).where(sql`${t.giftId} is not null`),
    index('order_items_plus_offer_idx').on(t.shopId, t.plusOfferId).where(sql`${t.plusOfferId} is not null`),
    index('order_items_seckill_idx').on(t.shopId, t.seckillId).where(sql`${t.seckillId} is not null`),
    index('order_items_campaign_idx').on(t.shopId, t.campaignRegId).where(sql`${t.campaignRegId} is not null`),
    index('order_items_bundle_idx').on(t.shopId, t.bundleId).where(sql`${t.bundleId} is not null`),
    check('order_items_qty_ok', sql`${t.quantity} > 0 and ${t.shippedQty} >= 0 and ${t.shippedQty} <= ${t.quantity}`),
    check('order_items_amount_ok', sql`${t.lineAmount} = ${t.unitPrice} * ${t.quantity}`),
    check('order_items_discount_ok', sql`${t.discountAmount} >= 0 and ${t.discountAmount} <= ${t.lineAmount}`),
    check('order_items_refund_ok', sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.lineAmount}`),
    check('order_items_returned_ok', sql`${t.returnedQty} >= 0 and ${t.returnedQty} <= ${t.quantity}`),
    check(
      'order_items_promotion_shares_ok',
      sql`${t.activityDiscount} >= 0 and ${t.fullscaleDiscount} >= 0 and ${t.couponDiscount} >= 0 and ${t.addonDiscount} >= 0 and ${t.memberDiscount} >= 0 and ${t.bundleDiscount} >= 0 and ${t.seckillDiscount} >= 0 and ${t.campaignDiscount} >= 0 and ${t.seckillDiscount} + ${t.campaignDiscount} + ${t.activityDiscount} + ${t.memberDiscount} + ${t.addonDiscount} + ${t.bundleDiscount} + ${t.fullscaleDiscount} + ${t.couponDiscount} <= ${t.discountAmount}`,
    ),
  ],
);

/** A parcel: one carrier and waybill carrying some or all units of an order's lines. */
export const shipments = pgTable(
  'shipments',
  {
    shopId: id('shop_id').notNull(),
    id: id().notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    carrierCode: varchar('carrier_code', { length: 16 }).notNull(),
    waybillNo: varchar('waybill_no', { length: 40 }).notNull(),
    /** The units it carries: [{ lineNo, quantity }]. */
    lines: jsonb('lines').$type<{ lineNo: number; quantity: number }[]>().notNull(),
    /**
     * shipped | picked_up | in_transit | delivered | signed (carrier events); intercepted (stopped
     * in transit, on its way back) | refused (the buyer refused it at delivery, on its way back).
     */
    status: varchar('status', { length: 16 }).notNull().default('shipped'),
    /** advance: shipped before payment cleared (advance delivery); merchant order: the shop's own. */
    kind: varchar('kind', { length: 16 }).notNull().default('normal'),
    shippedBy: id('shipped_by'),
    shippedAt: at('shipped_at').notNull(),
    pickedUpAt: at('picked_up_at'),
    deliveredAt: at('delivered_at'),
    signedAt: at('signed_at'),
    cancelledAt: at('cancelled_at'),
    /** An interception asked of the carrier: requested | failed | intercepted (INTERCEPT_STATUS). */
    interceptStatus: varchar('intercept_status', { length: 16 }),
    /** Who asked for it: merchant | buyer. */
    interceptBy: varchar('intercept_by', { length: 16 }),
    interceptRequestedAt: at('intercept_requested_at'),
    interceptedAt: at('intercepted_at'),
    /** An intercepted or refused parcel reached the shop again (the carrier says so). */
    backAt: at('back_at'),
    /** The merchant confirmed it received: its units went back to stock (once). */
    receivedBackAt: at('received_back_at'),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    index('shipments_shop_order_idx').on(t.shopId, t.orderId),
    // A waybill number is one parcel of one carrier, marketplace-wide (not cancelled ones).
    uniqueIndex('shipments_carrier_waybill_uq').on(t.carrierCode, t.waybillNo).where(sql`${t.cancelledAt} is null`),
  ],
);

/** Carrier tracking points of a shipment, as the carriers report them. */
export const shipmentTracks = pgTable(
  'shipment_tracks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopId: id('shop_id').notNull(),
    shipmentId: id('shipment_id').notNull(),
    /** picked_up | in_transit | out_for_delivery | delivered | signed | failed */
    event: varchar('event', { length: 20 }).notNull(),
    location: varchar('location', { length: 100 }).notNull().default(''),
    at: at('at').notNull(),
  },
  (t) => [index('shipment_tracks_shop_shipment_idx').on(t.shopId, t.shipmentId, t.at)],
);

/** The order's timeline: every state change and who made it. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopId: id('shop_id').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    /** placed | paid | shipped | picked_up | in_transit | delivered | signed | completed | cancelled | abnormal | memo | address_changed | appeal_filed | appeal_decided | refunded … */
    kind: varchar('kind', { length: 24 }).notNull(),
    /** buyer | merchant | carrier | platform | system */
    actor: varchar('actor', { length: 16 }).notNull(),
    actorId: varchar('actor_id', { length: 32 }),
    detail: jsonb('detail').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    at: at('at').notNull(),
  },
  (t) => [index('order_events_shop_order_idx').on(t.shopId, t.orderId, t.id)],
);

/** The seller's notes on an order (memo add and list). */
export const orderMemos = pgTable(
  'order_memos',
  {
    shopId: id('shop_id').notNull(),
    id: id().notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    userId: id('user_id').notNull(),
    userName: varchar('user_name', { length: 40 }).notNull(),
    text: varchar('text', { length: 500 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.id] }), index('order_memos_shop_order_idx').on(t.shopId, t.orderId)],
);

/** A merchant's change of a receiving address, kept for audit (address modify and audit). */
export const orderAddressChanges = pgTable(
  'order_address_changes',
  {
    shopId: id('shop_id').notNull(),
    id: id().notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    before: jsonb('before').$type<OrderAddress>().notNull(),
    after: jsonb('after').$type<OrderAddress>().notNull(),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    /** pending (the buyer or platform confirms) | approved | rejected */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    requestedBy: id('requested_by').notNull(),
    requestedAt: at('requested_at').notNull(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    index('order_address_changes_shop_order_idx').on(t.shopId, t.orderId),
  ],
);

/** A merchant's complaint (appeal) against an abnormal order, within the complaint window. */
export const orderAppeals = pgTable(
  'order_appeals',
  {
    shopId: id('shop_id').notNull(),
    id: id().notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    reason: varchar('reason', { length: 32 }).notNull(),
    description: varchar('description', { length: 500 }).notNull(),
    evidence: jsonb('evidence').$type<string[]>().notNull().default([]),
    /** pending | approved | rejected */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    filedBy: id('filed_by').notNull(),
    filedAt: at('filed_at').notNull(),
    decidedAt: at('decided_at'),
    decisionNote: varchar('decision_note', { length: 500 }).notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    uniqueIndex('order_appeals_shop_order_uq').on(t.shopId, t.orderId),
    index('order_appeals_shop_status_idx').on(t.shopId, t.status, t.filedAt),
  ],
);

/** Per-shop order counts by status, kept by a trigger on orders: the /order/index tab counts. */
export const orderCounts = pgTable(
  'order_counts',
  {
    shopId: id('shop_id').notNull(),
    status: varchar('status', { length: 24 }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.status] })],
);

/** Freight templates: single-item (per piece) or per-order (by weight), first and continued. */
export const freightTemplates = pgTable(
  'freight_templates',
  {
    shopId: id('shop_id').notNull(),
    id: id().notNull(),
    name: varchar('name', { length: 40 }).notNull(),
    /** per_item | per_order */
    mode: varchar('mode', { length: 16 }).notNull(),
    /** per_item: pieces; per_order: grams. */
    firstUnit: integer('first_unit').notNull(),
    firstFee: satang('first_fee').notNull(),
    continuedUnit: integer('continued_unit').notNull(),
    continuedFee: satang('continued_fee').notNull(),
    /** Free shipping at or above this goods amount; null: never. */
    freeOver: satang('free_over'),
    /** Province codes with their own fees: [{ provinceCodes, firstFee, continuedFee }]. */
    regions: jsonb('regions')
      .$type<{ provinceCodes: string[]; firstFee: number; continuedFee: number }[]>()
      .notNull()
      .default([]),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    uniqueIndex('freight_templates_shop_name_uq').on(t.shopId, t.name),
  ],
);

/** The shop's logistics configuration and store express configuration (one row per shop). */
export const logisticsConfigs = pgTable('logistics_configs', {
  shopId: id('shop_id').primaryKey(),
  /** Carriers the shop ships with (CARRIERS codes). */
  carriers: jsonb('carriers').$type<string[]>().notNull().default([]),
  defaultCarrier: varchar('default_carrier', { length: 16 }),
  /** ship_by_self (the merchant books a carrier) | platform_pickup (the carrier collects). */
  shipMode: varchar('ship_mode', { length: 16 }).notNull().default('platform_pickup'),
  /** Self-delivery (the shop's own riders) allowed. */
  selfDelivery: boolean('self_delivery').notNull().default(false),
  /** Pick-up address for the carrier: a return address id of the shop. */
  pickupAddressId: id('pickup_address_id'),
  /** Working days to ship (at most 3, the abnormal-order rule). */
  shipWithinDays: smallint('ship_within_days').notNull().default(3),
  parcelInsurance: boolean('parcel_insurance').notNull().default(false),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Pick-up codes: imported by the merchant, handed to buyers of pick-up orders. */
export const pickupCodes = pgTable(
  'pickup_codes',
  {
    shopId: id('shop_id').notNull(),
    id: id().notNull(),
    code: varchar('code', { length: 32 }).notNull(),
    carrierCode: varchar('carrier_code', { length: 16 }).notNull(),
    /** unused | assigned | used | expired */
    status: varchar('status', { length: 16 }).notNull().default('unused'),
    orderId: bigint('order_id', { mode: 'number' }),
    importBatch: id('import_batch').notNull(),
    importedAt: at('imported_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    uniqueIndex('pickup_codes_shop_code_uq').on(t.shopId, t.code),
    index('pickup_codes_shop_status_idx').on(t.shopId, t.status, t.importedAt),
  ],
);

/** Bulk ship files: each row's result, so a file sent again reports instead of shipping twice. */
export const bulkShipBatches = pgTable(
  'bulk_ship_batches',
  {
    shopId: id('shop_id').notNull(),
    id: id().notNull(),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    total: integer('total').notNull(),
    shipped: integer('shipped').notNull(),
    failed: integer('failed').notNull(),
    /** [{ row, orderId, carrierCode, waybillNo, ok, message }] */
    rows: jsonb('rows').$type<BulkShipRow[]>().notNull(),
    createdBy: id('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    index('bulk_ship_batches_shop_created_idx').on(t.shopId, t.createdAt),
  ],
);

export interface BulkShipRow {
  row: number;
  orderId: string;
  carrierCode: string;
  waybillNo: string;
  ok: boolean;
  message: string;
}

/** Points the platform deducted from a shop (late lottery orders; compliance uses its own). */
export const shopPointDeductions = pgTable(
  'shop_point_deductions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopId: id('shop_id').notNull(),
    orderId: bigint('order_id', { mode: 'number' }),
    points: integer('points').notNull(),
    reason: varchar('reason', { length: 32 }).notNull(),
    note: text('note').notNull().default(''),
    at: at('at').notNull(),
  },
  (t) => [index('shop_point_deductions_shop_idx').on(t.shopId, t.at)],
);
