import { LOTTERY_SHIP_WITHIN_DAYS, UNSHIPPED_CANCEL_WORKING_DAYS } from '@sc/contract/constants.ts';
import type { MessageKey } from '@sc/contract/messages.ts';
import {
  BUYER_REMARK_MAX,
  CARRIED_STATUS,
  CLOSED_STATUS,
  CONFIRMABLE_STATUS,
  type DeliveryMode,
  type OrderActor,
  type OrderStatus,
  type OrderType,
  type PayMethod,
  statusIn,
} from '@sc/contract/orders.ts';
import { checkDeposit } from '@sc/contract/validators/deposit.ts';
import { and, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { bangkokDay, bangkokWall } from '../../bangkok-time.ts';
import type { Tx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import {
  buyers,
  type OrderAddress,
  orderEvents,
  orderItems,
  orders,
  products,
  shipments,
  shipmentTracks,
  skus,
} from '../../db/schema.ts';
import { ShopScope } from '../../db/tenant.ts';
import { BizError, notFound } from '../../errors.ts';
import { lockProducts, releaseReservation } from './stock.ts';

// The order lifecycle core (the stock rule at the top of db/tables/orders.ts). Plain functions on
// the caller's transaction, each limited to one shop: the marketplace simulator (checkout, payment,
// carrier events, the buyer's confirmation and cancel), the merchant's calls and the automatic
// rules all move orders through these, so an order's state, its amounts, the SKUs' reservations and
// its timeline always move together.
//
// Locking: every writer of SKU stock (here and in stock.ts) first locks the products concerned
// (in product id order), then changes the SKUs one conditional UPDATE each in SKU id order. The statement
// trigger on skus writes the product row, so taking the product locks first keeps two orders on
// SKUs of one product from deadlocking (sku 1 → product ← sku 2).

export type OrderRow = typeof orders.$inferSelect;
export type ShipmentRow = typeof shipments.$inferSelect;
export type OrderEventDetail = Record<string, string | number | boolean | null>;

/** Most units of one SKU in one order line. */
export const MAX_LINE_QUANTITY = 999;
const DAY_MS = 24 * 60 * 60 * 1000;

const refuse = (
  key: MessageKey,
  params: Record<string, string | number> = {},
  reply: 'RULE_VIOLATED' | 'NOT_FOUND' | 'VALIDATION_FAILED' = 'RULE_VIOLATED',
) => new BizError(reply, key, params);

/** The marketplace's refusal of a move the order's state does not allow. */
export const stateRefused = (order: Pick<OrderRow, 'id' | 'status'>) =>
  refuse('mktOrderStateRefused', { orderId: String(order.id), status: order.status });

/**
 * `n` working days (Monday to Friday in Asia/Bangkok) after `date`, at the same time of day.
 * A date on a weekend counts from the next Monday's start of the same clock time.
 */
export function addWorkingDays(date: Date, n: number): Date {
  let t = date.getTime();
  let left = n;
  while (left > 0) {
    t += DAY_MS;
    const weekday = bangkokWall(new Date(t)).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return new Date(t);
}

/** When an order paid (or, cash on delivery, placed) at `at` must be shipped by. */
export function shipDeadlineOf(orderType: string, at: Date): Date {
  return orderType === 'lottery'
    ? new Date(at.getTime() + LOTTERY_SHIP_WITHIN_DAYS * DAY_MS)
    : addWorkingDays(at, UNSHIPPED_CANCEL_WORKING_DAYS);
}

// ---- Reading ------------------------------------------------------------------------------

/** The order of the shop, or not found (another shop's order is not found either). */
export async function orderOf(
  tx: Tx,
  shopId: string,
  orderId: number,
  opts: { lock?: boolean } = {},
): Promise<OrderRow> {
  if (!Number.isSafeInteger(orderId)) throw notFound();
  const q = new ShopScope(tx, shopId).select(orders, eq(orders.id, orderId)).limit(1);
  const [row] = opts.lock ? await q.forUpdate() : await q;
  if (!row) throw notFound();
  return row;
}

declare const locked: unique symbol;
/** An order row read under its row lock in the caller's transaction (`lockOrder` gives one). */
export type LockedOrder = OrderRow & { readonly [locked]: true };

/**
 * The one way an order is moved: lock its row (writers of one order run one after the other, the
 * second sees what the first left), load it, and check that its state allows the move (`may`;
 * false is the marketplace's state refusal, a check may also throw a refusal of its own).
 */
export async function lockOrder(
  tx: Tx,
  shopId: string,
  orderId: number,
  may: (order: OrderRow) => boolean = () => true,
): Promise<LockedOrder> {
  const order = await orderOf(tx, shopId, orderId, { lock: true });
  if (!may(order)) throw stateRefused(order);
  return order as LockedOrder;
}

// ---- The timeline ---------------------------------------------------------------------------

export interface OrderEventInput {
  shopId: string;
  orderId: number;
  kind: string;
  actor: OrderActor;
  actorId?: string | null | undefined;
  detail?: OrderEventDetail | undefined;
}

/** One row of the order's timeline. */
export async function recordEvent(tx: Tx, input: OrderEventInput, now: Date): Promise<void> {
  await tx.insert(orderEvents).values({
    shopId: input.shopId,
    orderId: input.orderId,
    kind: input.kind,
    actor: input.actor,
    actorId: input.actorId ?? null,
    detail: input.detail ?? {},
    at: now,
  });
}

// ---- Checkout -------------------------------------------------------------------------------

export interface CheckoutInput {
  shopId: string;
  buyerId: string;
  lines: { skuId: number; quantity: number }[];
  payMethod: PayMethod;
  orderType?: OrderType | undefined;
  deliveryMode?: DeliveryMode | undefined;
  buyerRemark?: string | undefined;
  /** Defaults to the buyer's own address. */
  address?: OrderAddress | undefined;
  /** Satang. */
  freightAmount?: number | undefined;
  discountAmount?: number | undefined;
  depositAmount?: number | undefined;
}

const satangOk = (n: number) => Number.isSafeInteger(n) && n >= 0;

/**
 * Places an order: reserves each SKU's units with one conditional UPDATE (available stock never
 * goes below zero, however many buyers check out at once), snapshots the lines and records the
 * `placed` event. Cash on delivery goes straight to to_ship; other pay methods wait unpaid.
 */
export async function checkout(tx: Tx, input: CheckoutInput, now: Date): Promise<{ orderId: number }> {
  const shop = new ShopScope(tx, input.shopId);
  const [buyer] = await tx.select().from(buyers).where(eq(buyers.id, input.buyerId)).limit(1);
  if (!buyer) throw refuse('mktBuyerNotFound', {}, 'NOT_FOUND');
  if (buyer.status !== 'active') throw refuse('mktBuyerBanned');

  // One line per SKU, quantities added up.
  const wanted = new Map<number, number>();
  for (const line of input.lines) {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1 || line.quantity > MAX_LINE_QUANTITY) {
      throw refuse('mktQuantityInvalid', { max: MAX_LINE_QUANTITY }, 'VALIDATION_FAILED');
    }
    if (!Number.isSafeInteger(line.skuId)) throw refuse('mktSkuNotFound', { sku: String(line.skuId) }, 'NOT_FOUND');
    wanted.set(line.skuId, (wanted.get(line.skuId) ?? 0) + line.quantity);
  }
  if (wanted.size === 0) throw refuse('mktQuantityInvalid', { max: MAX_LINE_QUANTITY }, 'VALIDATION_FAILED');
  for (const [, q] of wanted) {
    if (q > MAX_LINE_QUANTITY) throw refuse('mktQuantityInvalid', { max: MAX_LINE_QUANTITY }, 'VALIDATION_FAILED');
  }

  const skuIds = [...wanted.keys()].sort((a, b) => a - b);
  const found = await tx
    .select({ id: skus.id, productId: skus.productId })
    .from(skus)
    .where(shop.where(skus, inArray(skus.id, skuIds)));
  const productOfSku = new Map(found.map((r) => [r.id, r.productId]));
  const missing = skuIds.find((id) => !productOfSku.has(id));
  if (missing !== undefined) throw refuse('mktSkuNotFound', { sku: String(missing) }, 'NOT_FOUND');

  // Lock the products, then read them under the lock: one taken off the shelf meanwhile is seen.
  const productIds = [...new Set(found.map((r) => r.productId))];
  await lockProducts(tx, input.shopId, productIds);
  const productRows = await tx
    .select({
      id: products.id,
      title: products.title,
      status: products.status,
      deletedAt: products.deletedAt,
      purgedAt: products.purgedAt,
      images: products.images,
      weightGrams: products.weightGrams,
    })
    .from(products)
    .where(shop.where(products, inArray(products.id, productIds)));
  const productById = new Map(productRows.map((p) => [p.id, p]));
  for (const id of productIds) {
    const p = productById.get(id);
    if (!p) throw refuse('mktSkuNotFound', { sku: String(id) }, 'NOT_FOUND');
    if (p.status !== 'on_sale' || p.deletedAt || p.purgedAt) throw refuse('mktOutOfStock', { title: p.title });
  }

  // Reserve: one conditional UPDATE per SKU, in SKU id order.
  const reserved: {
    skuId: number;
    productId: number;
    quantity: number;
    price: number;
    specValues: string[];
    imageUrl: string;
    code: string;
  }[] = [];
  for (const skuId of skuIds) {
    const q = wanted.get(skuId) ?? 0;
    const [row] = await tx
      .update(skus)
      .set({ reserved: sql`${skus.reserved} + ${q}`, salesCount: sql`${skus.salesCount} + ${q}`, updatedAt: now })
      .where(shop.where(skus, eq(skus.id, skuId), gte(sql`${skus.stock} - ${skus.reserved}`, q)))
      .returning({
        id: skus.id,
        productId: skus.productId,
        price: skus.price,
        specValues: skus.specValues,
        imageUrl: skus.imageUrl,
        code: skus.code,
      });
    if (!row) {
      const title = productById.get(productOfSku.get(skuId) ?? 0)?.title ?? String(skuId);
      throw refuse('mktOutOfStock', { title });
    }
    reserved.push({
      skuId,
      productId: row.productId,
      quantity: q,
      price: row.price,
      specValues: row.specValues,
      imageUrl: row.imageUrl,
      code: row.code,
    });
  }

  // Amounts in satang: total = goods + freight − discount.
  const goodsAmount = reserved.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const freightAmount = input.freightAmount ?? 0;
  const discountAmount = input.discountAmount ?? 0;
  if (!satangOk(freightAmount) || !satangOk(discountAmount)) {
    throw refuse('mktAmountsInvalid', {}, 'VALIDATION_FAILED');
  }
  const totalAmount = goodsAmount + freightAmount - discountAmount;
  if (totalAmount < 0) throw refuse('mktAmountsInvalid', {}, 'VALIDATION_FAILED');

  const orderType = input.orderType ?? 'normal';
  const depositAmount = input.depositAmount ?? 0;
  if (orderType === 'deposit') {
    const check = checkDeposit({ price: goodsAmount, deposit: depositAmount });
    if (!check.ok) {
      const key: MessageKey = check.key === 'depositTooHigh' ? 'mktDepositTooHigh' : 'mktDepositTooLow';
      throw refuse(key, check.params ?? {}, 'VALIDATION_FAILED');
    }
  } else if (depositAmount !== 0) {
    throw refuse('mktDepositOnlyForDeposit', {}, 'VALIDATION_FAILED');
  }

  const cod = input.payMethod === 'cod';
  const status: OrderStatus = cod ? 'to_ship' : 'unpaid';
  const [order] = await tx
    .insert(orders)
    .values({
      shopId: input.shopId,
      buyerId: buyer.id,
      buyerNickname: buyer.nickname,
      status,
      payStatus: 'to_pay',
      payMethod: input.payMethod,
      orderType,
      deliveryMode: input.deliveryMode ?? 'express',
      goodsAmount,
      freightAmount,
      discountAmount,
      totalAmount,
      depositAmount,
      buyerRemark: (input.buyerRemark ?? '').trim().slice(0, BUYER_REMARK_MAX),
      address: input.address ?? buyer.address,
      itemCount: reserved.reduce((n, l) => n + l.quantity, 0),
      shipDeadline: cod ? shipDeadlineOf(orderType, now) : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('order insert returned nothing');

  await tx.insert(orderItems).values(
    reserved.map((l, i) => {
      const p = productById.get(l.productId);
      return {
        shopId: input.shopId,
        orderId: order.id,
        lineNo: i + 1,
        productId: l.productId,
        skuId: l.skuId,
        title: p?.title ?? '',
        specValues: l.specValues,
        imageUrl: l.imageUrl || p?.images[0] || '',
        skuCode: l.code,
        unitPrice: l.price,
        quantity: l.quantity,
        lineAmount: l.price * l.quantity,
        weightGrams: p?.weightGrams ?? 0,
      };
    }),
  );

  for (const productId of productIds) {
    const n = reserved.filter((l) => l.productId === productId).reduce((s, l) => s + l.quantity, 0);
    await tx
      .update(products)
      .set({
        salesCount: sql`${products.salesCount} + ${n}`,
        lastSoldAt: sql`greatest(${products.lastSoldAt}, ${now})`,
      })
      .where(shop.where(products, eq(products.id, productId)));
  }

  await recordEvent(
    tx,
    {
      shopId: input.shopId,
      orderId: order.id,
      kind: 'placed',
      actor: 'buyer',
      actorId: buyer.id,
      detail: { payMethod: input.payMethod, orderType, totalAmount },
    },
    now,
  );
  return { orderId: order.id };
}

// ---- Payment --------------------------------------------------------------------------------

/** A payment serial as the payment gateway gives it. */
export function newPaySerial(now: Date): string {
  const ymd = bangkokDay(now).replaceAll('-', '');
  return `PAY${ymd}${newId().slice(0, 12).toUpperCase()}`;
}

/** The buyer pays an unpaid order: it waits for shipping, to ship within the deadline. */
export async function payOrder(tx: Tx, shopId: string, orderId: number, now: Date, serial?: string): Promise<OrderRow> {
  const order = await lockOrder(tx, shopId, orderId, (o) => {
    if (o.payMethod === 'cod') throw refuse('mktCodPaidOnSigning');
    return o.status === 'unpaid';
  });
  const paySerial = serial ?? newPaySerial(now);
  const [paid] = await new ShopScope(tx, shopId)
    .update(
      orders,
      {
        status: 'to_ship',
        payStatus: 'success',
        paySerial,
        paidAt: now,
        shipDeadline: shipDeadlineOf(order.orderType, now),
        updatedAt: now,
      },
      eq(orders.id, orderId),
    )
    .returning();
  await recordEvent(
    tx,
    {
      shopId,
      orderId,
      kind: 'paid',
      actor: 'buyer',
      actorId: order.buyerId,
      detail: { paySerial, amount: order.totalAmount },
    },
    now,
  );
  if (!paid) throw notFound();
  return paid;
}

// ---- Cancel ---------------------------------------------------------------------------------

export interface CancelOptions {
  /** buyer | unpaid_timeout | not_shipped | no_pickup | complaint_expired | platform | merchant … */
  reason: string;
  actor: OrderActor;
  actorId?: string | null | undefined;
  status?: 'cancelled' | 'system_cancelled' | undefined;
}

/**
 * Cancels an order: the unshipped units' reservations go back, what was paid is refunded
 * (cash on delivery not yet paid refunds nothing), and the timeline says so.
 */
export async function cancelOrder(
  tx: Tx,
  shopId: string,
  orderId: number,
  options: CancelOptions,
  now: Date,
): Promise<OrderRow> {
  const shop = new ShopScope(tx, shopId);
  const order = await lockOrder(tx, shopId, orderId, (o) => !statusIn(CLOSED_STATUS, o.status));
  const lines = await shop.pick(
    orderItems,
    {
      skuId: orderItems.skuId,
      productId: orderItems.productId,
      quantity: orderItems.quantity,
      shippedQty: orderItems.shippedQty,
    },
    eq(orderItems.orderId, orderId),
  );
  await releaseReservation(
    tx,
    shopId,
    lines.map((l) => ({ skuId: l.skuId, productId: l.productId, quantity: l.quantity - l.shippedQty })),
    now,
  );
  const refund = order.payStatus === 'success' ? order.totalAmount : 0;
  const status = options.status ?? 'cancelled';
  const [cancelled] = await shop
    .update(
      orders,
      {
        status,
        cancelledAt: now,
        cancelReason: options.reason.slice(0, 24),
        refundedAmount: Math.max(order.refundedAmount, refund),
        updatedAt: now,
      },
      eq(orders.id, orderId),
    )
    .returning();
  await recordEvent(
    tx,
    {
      shopId,
      orderId,
      kind: 'cancelled',
      actor: options.actor,
      actorId: options.actorId,
      detail: { reason: options.reason, status },
    },
    now,
  );
  const refunded = refund - order.refundedAmount;
  if (refunded > 0) {
    await recordEvent(
      tx,
      { shopId, orderId, kind: 'refunded', actor: 'platform', detail: { amount: refunded, reason: options.reason } },
      now,
    );
  }
  if (!cancelled) throw notFound();
  return cancelled;
}

// ---- Carriers -------------------------------------------------------------------------------

export const CARRIER_EVENTS = ['picked_up', 'in_transit', 'delivered', 'signed'] as const;
export type CarrierEvent = (typeof CARRIER_EVENTS)[number];

const SHIPMENT_STAGES = ['shipped', 'picked_up', 'in_transit', 'delivered', 'signed'] as const;
const stageOf = (status: string) => SHIPMENT_STAGES.indexOf(status as (typeof SHIPMENT_STAGES)[number]);
// A self-delivery order the rules moved to awaiting_confirmation (20 days unsigned) ranks with
// delivered: only its signing moves it on.
const ORDER_STATUS_RANK = { shipped: 0, in_transit: 1, delivered: 2, awaiting_confirmation: 2, signed: 3 } as const;
type CarriedStatus = keyof typeof ORDER_STATUS_RANK;
/** The order's status when all its parcels are at least at a stage. */
const ORDER_AT_STAGE: Record<(typeof SHIPMENT_STAGES)[number], CarriedStatus> = {
  shipped: 'shipped',
  picked_up: 'shipped',
  in_transit: 'in_transit',
  delivered: 'delivered',
  signed: 'signed',
};

/** The order's latest shipment not cancelled, or the refusal "not shipped yet". */
export async function latestShipment(tx: Tx, shopId: string, orderId: number): Promise<ShipmentRow> {
  const [row] = await new ShopScope(tx, shopId)
    .select(shipments, and(eq(shipments.orderId, orderId), isNull(shipments.cancelledAt)))
    .orderBy(desc(shipments.shippedAt), desc(shipments.id))
    .limit(1);
  if (!row) throw refuse('mktNoShipment', { orderId: String(orderId) });
  return row;
}

/**
 * A carrier reports a parcel: picked up, in transit, delivered, signed. Only forward moves (a
 * stage may be skipped). The order follows its least advanced parcel once fully shipped; cash
 * on delivery is paid when signed.
 */
export async function carrierEvent(
  tx: Tx,
  shopId: string,
  shipmentId: string,
  event: CarrierEvent,
  now: Date,
  location = '',
): Promise<{ shipment: ShipmentRow; order: OrderRow }> {
  const shop = new ShopScope(tx, shopId);
  const [shipment] = await shop.select(shipments, eq(shipments.id, shipmentId)).limit(1).forUpdate();
  if (!shipment) throw notFound();
  if (shipment.cancelledAt || stageOf(shipment.status) < 0 || stageOf(event) <= stageOf(shipment.status)) {
    throw refuse('mktCarrierEventRefused', { status: shipment.cancelledAt ? 'cancelled' : shipment.status, event });
  }
  const order = await lockOrder(tx, shopId, shipment.orderId, (o) => !statusIn(CLOSED_STATUS, o.status));

  const [moved] = await shop
    .update(
      shipments,
      {
        status: event,
        pickedUpAt: shipment.pickedUpAt ?? now,
        ...(stageOf(event) >= stageOf('delivered') ? { deliveredAt: shipment.deliveredAt ?? now } : {}),
        ...(event === 'signed' ? { signedAt: now } : {}),
      },
      eq(shipments.id, shipmentId),
    )
    .returning();
  await shop.insert(shipmentTracks, [{ shipmentId, event, location: location.slice(0, 100), at: now }]);
  await recordEvent(
    tx,
    {
      shopId,
      orderId: order.id,
      kind: event,
      actor: 'carrier',
      detail: { shipmentId, waybillNo: shipment.waybillNo, location },
    },
    now,
  );

  // The order moves when all its parcels have reached a stage further than its own.
  const set: Partial<typeof orders.$inferInsert> = { updatedAt: now };
  if (!order.pickedUpAt) set.pickedUpAt = now;
  if (statusIn(CARRIED_STATUS, order.status)) {
    const parcels = await shop.pick(
      shipments,
      { status: shipments.status },
      and(eq(shipments.orderId, order.id), isNull(shipments.cancelledAt)),
    );
    const least = Math.min(...parcels.map((p) => stageOf(p.status)));
    const next = ORDER_AT_STAGE[SHIPMENT_STAGES[least] ?? 'shipped'];
    if (ORDER_STATUS_RANK[next] > ORDER_STATUS_RANK[order.status as CarriedStatus]) {
      set.status = next;
      if (ORDER_STATUS_RANK[next] >= ORDER_STATUS_RANK.delivered && !order.deliveredAt) set.deliveredAt = now;
      if (next === 'signed') {
        set.signedAt = now;
        if (order.payMethod === 'cod' && order.payStatus !== 'success') {
          set.payStatus = 'success';
          set.paidAt = now;
          set.paySerial = order.paySerial ?? newPaySerial(now);
        }
      }
    }
  }
  const [orderAfter] = await shop.update(orders, set, eq(orders.id, order.id)).returning();
  if (set.payStatus === 'success') {
    await recordEvent(
      tx,
      {
        shopId,
        orderId: order.id,
        kind: 'paid',
        actor: 'buyer',
        actorId: order.buyerId,
        detail: { paySerial: set.paySerial ?? null, amount: order.totalAmount, cod: true },
      },
      now,
    );
  }
  if (!moved || !orderAfter) throw notFound();
  return { shipment: moved, order: orderAfter };
}

// ---- Receipt --------------------------------------------------------------------------------

/** The buyer confirms receipt: the order is completed (cash on delivery is paid by now). */
export async function confirmReceipt(tx: Tx, shopId: string, orderId: number, now: Date): Promise<OrderRow> {
  const order = await lockOrder(tx, shopId, orderId, (o) => statusIn(CONFIRMABLE_STATUS, o.status));
  const codUnpaid = order.payMethod === 'cod' && order.payStatus !== 'success';
  const [done] = await new ShopScope(tx, shopId)
    .update(
      orders,
      {
        status: 'completed',
        completedAt: now,
        signedAt: order.signedAt ?? now,
        ...(codUnpaid ? { payStatus: 'success', paidAt: now, paySerial: order.paySerial ?? newPaySerial(now) } : {}),
        updatedAt: now,
      },
      eq(orders.id, orderId),
    )
    .returning();
  await recordEvent(tx, { shopId, orderId, kind: 'completed', actor: 'buyer', actorId: order.buyerId }, now);
  if (!done) throw notFound();
  return done;
}
