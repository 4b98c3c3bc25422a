import type { ShippingLabel } from '@sc/contract/calls/shipping.ts';
import { awaitingPickup, type Handover, SHIPMENT_STATUS } from '@sc/contract/calls/shipping.ts';
import { toYN } from '@sc/contract/common.ts';
import { SAME_DAY_PICKUP_CUTOFF_HOUR } from '@sc/contract/constants.ts';
import type { OrderStatus } from '@sc/contract/orders.ts';
import {
  CARRIED_STATUS,
  carrierOf,
  INTERCEPT_STATUS,
  normaliseWaybill,
  PARCEL_OUT_STATUS,
  statusIn,
} from '@sc/contract/orders.ts';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { bangkokDay, bangkokWall } from '../../bangkok-time.ts';
import { toNumber } from '../../db/numbers.ts';
import { orderItems, orders, returnAddresses, shipments, shipmentTracks, shops } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { together } from '../../db/together.ts';
import { BizError, notFound } from '../../errors.ts';
import {
  baht,
  carrierEvent,
  iso,
  lockOrder,
  modifyWaybill,
  type OrderRow,
  orderOf,
  presentParcel,
  receiveBack,
  recordEvent,
  requestIntercept,
  type ShipmentRow,
  shipOrder,
  unshipParcel,
} from '../orders/index.ts';
import { configRow, enabledCarriers } from './logistics-config.ts';
import { generateWaybill } from './waybill.ts';

// Merchant shipment orders and delivery: the shop books a carrier for an order and prints its
// label; lists its parcels; cancels one the carrier has not picked up (its units go back to the
// order); has a waybill reissued; confirms a self-delivery order received. Orders, their lines and
// stock move only through the orders face's verbs (shipOrder, unshipParcel, modifyWaybill, carrierEvent).

type ShipmentStatus = (typeof SHIPMENT_STATUS)[number];
const DRAWS = 5;

const statusOf = (p: ShipmentRow): ShipmentStatus =>
  (p.cancelledAt
    ? 'cancelled'
    : (SHIPMENT_STATUS as readonly string[]).includes(p.status)
      ? p.status
      : 'shipped') as ShipmentStatus;

async function shipmentOf(shop: ShopScope, shipmentId: string, lock = false): Promise<ShipmentRow> {
  const q = shop.tx
    .select()
    .from(shipments)
    .where(shop.where(shipments, eq(shipments.id, shipmentId)))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound();
  return row;
}

async function labelOf(shop: ShopScope, order: OrderRow, parcel: ShipmentRow): Promise<ShippingLabel> {
  const [lines, [shopRow], config] = await together(shop.tx, [
    () =>
      shop.tx
        .select()
        .from(orderItems)
        .where(shop.where(orderItems, eq(orderItems.orderId, order.id)))
        .orderBy(asc(orderItems.lineNo)),
    () => shop.tx.select({ name: shops.name }).from(shops).where(eq(shops.id, shop.shopId)).limit(1),
    () => configRow(shop),
  ]);
  const address = config?.pickupAddressId
    ? await shop.first(returnAddresses, eq(returnAddresses.id, config.pickupAddressId))
    : undefined;
  const items = parcel.lines.flatMap((p) => {
    const line = lines.find((l) => l.lineNo === p.lineNo);
    return line ? [{ title: line.title, skuCode: line.skuCode, quantity: p.quantity, grams: line.weightGrams }] : [];
  });
  const due = order.payMethod === 'cod' && order.payStatus !== 'success' ? order.totalAmount : 0;
  return {
    orderId: String(order.id),
    shipmentId: parcel.id,
    carrierCode: parcel.carrierCode,
    carrierName: carrierOf(parcel.carrierCode)?.name ?? parcel.carrierCode,
    waybillNo: parcel.waybillNo,
    sender: {
      shopName: shopRow?.name ?? '',
      address: address
        ? {
            addressId: address.id,
            name: address.name,
            contact: address.contact,
            phone: address.phone,
            province: address.province,
            district: address.district,
            subDistrict: address.subDistrict,
            zipCode: address.zipCode,
            detail: address.detail,
          }
        : null,
    },
    receiver: order.address,
    items: items.map(({ grams: _g, ...i }) => i),
    weightGrams: items.reduce((n, i) => n + i.grams * i.quantity, 0),
    codAmount: baht(due),
    insured: toYN(config?.parcelInsurance ?? false),
    shippedAt: parcel.shippedAt.toISOString(),
  };
}

/**
 * The Bangkok day a courier collects a parcel booked at `now`: today before the same-day cutoff
 * (SAME_DAY_PICKUP_CUTOFF_HOUR), else tomorrow.
 */
export function pickupDayOf(now: Date): string {
  const wall = bangkokWall(now);
  const late = wall.getUTCHours() >= SAME_DAY_PICKUP_CUTOFF_HOUR;
  return bangkokDay(late ? new Date(now.getTime() + 24 * 3600_000) : now);
}

/** Books the default (or named) carrier of the shop for an order waiting to ship, and ships it. */
export async function createShipmentOrder(
  shop: ShopScope,
  input: { orderId: number; carrierCode: string; handover: Handover },
  userId: string,
  now: Date,
) {
  // The order first, locked once for the booking and its redraws: another shop's order is not
  // found before any configuration message.
  const locked = await lockOrder(shop.tx, shop.shopId, input.orderId);
  const config = await configRow(shop);
  const carrier = input.carrierCode.trim() || config?.defaultCarrier || '';
  if (!carrier) throw new BizError('RULE_VIOLATED', 'logisticsNoDefaultCarrier');
  if (!carrierOf(carrier))
    throw new BizError('VALIDATION_FAILED', 'orderCarrierUnknown', { carrier, field: 'carrierCode' });
  if (!enabledCarriers(config).includes(carrier)) {
    throw new BizError('RULE_VIOLATED', 'logisticsCarrierNotEnabled', { carrier });
  }
  for (let draw = 1; ; draw++) {
    try {
      const { shipmentId, order } = await shipOrder(
        shop.tx,
        shop.shopId,
        {
          orderId: locked.id,
          order: locked,
          carrierCode: carrier,
          waybillNo: generateWaybill(carrier),
          kind: 'merchant',
        },
        { userId },
        now,
      );
      const label = await labelOf(shop, order, await shipmentOf(shop, shipmentId));
      return { ...label, handover: input.handover, pickupDay: input.handover === 'pickup' ? pickupDayOf(now) : null };
    } catch (error) {
      // A drawn number another parcel holds: draw again.
      if (!(error instanceof BizError && error.messageKey === 'orderWaybillUsed') || draw >= DRAWS) throw error;
    }
  }
}

/** The labels of the orders' latest parcels not cancelled. */
export async function printLabels(shop: ShopScope, orderIds: readonly number[], now: Date) {
  const ids = [...new Set(orderIds)];
  const labels: ShippingLabel[] = [];
  for (const id of ids) {
    const order = await orderOf(shop.tx, shop.shopId, id);
    const [parcel] = await shop.tx
      .select()
      .from(shipments)
      .where(shop.where(shipments, eq(shipments.orderId, id), isNull(shipments.cancelledAt)))
      .orderBy(desc(shipments.shippedAt), desc(shipments.id))
      .limit(1);
    if (!parcel) throw new BizError('RULE_VIOLATED', 'deliveryNoLabel', { orderId: String(id) });
    labels.push(await labelOf(shop, order, parcel));
  }
  return { labels, printedAt: now.toISOString() };
}

/** A parcel's state as the list shows it: cancelled, else the carrier's last word. */
const stateSql = sql<string>`case when ${shipments.cancelledAt} is not null then 'cancelled' else ${shipments.status} end`;

export async function listDeliveries(
  shop: ShopScope,
  input: {
    status?: ShipmentStatus | undefined;
    carrierCode: string;
    waybillNo: string;
    orderId: string;
    page: { pageNum: number; pageSize: number };
  },
) {
  const s = shipments;
  // The search narrows the rows and the counts; the status picks the rows only.
  const search: (SQL | undefined)[] = [];
  if (input.carrierCode) search.push(eq(s.carrierCode, input.carrierCode));
  if (input.waybillNo) search.push(eq(s.waybillNo, normaliseWaybill(input.waybillNo)));
  if (input.orderId) {
    const n = Number(input.orderId);
    search.push(Number.isSafeInteger(n) ? eq(s.orderId, n) : sql`false`);
  }
  const byStatus: (SQL | undefined)[] = [];
  if (input.status === 'cancelled') byStatus.push(isNotNull(s.cancelledAt));
  else if (input.status) byStatus.push(isNull(s.cancelledAt), eq(s.status, input.status));
  const { pageNum, pageSize } = input.page;
  const [rows, grouped] = await Promise.all([
    shop.tx
      .select({
        s,
        orderStatus: orders.status,
        deliveryMode: orders.deliveryMode,
        buyerNickname: orders.buyerNickname,
      })
      .from(s)
      // A join: the order is matched on the shop column of the parcel, which `where` scopes.
      .innerJoin(orders, and(eq(orders.shopId, s.shopId), eq(orders.id, s.orderId)))
      .where(shop.where(s, ...search, ...byStatus))
      .orderBy(desc(s.shippedAt), desc(s.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    shop.tx
      .select({ state: stateSql, n: count() })
      .from(s)
      .where(shop.where(s, ...search))
      .groupBy(stateSql),
  ]);
  const statusCounts = Object.fromEntries(SHIPMENT_STATUS.map((k) => [k, 0])) as Record<ShipmentStatus, number>;
  let all = 0;
  for (const g of grouped) {
    const n = toNumber(g.n);
    all += n;
    if ((SHIPMENT_STATUS as readonly string[]).includes(g.state)) statusCounts[g.state as ShipmentStatus] = n;
  }
  return {
    list: rows.map(({ s: p, ...o }) => {
      const waiting = awaitingPickup(p);
      return {
        shipmentId: p.id,
        orderId: String(p.orderId),
        orderStatus: o.orderStatus as OrderStatus,
        deliveryMode: o.deliveryMode,
        buyerNickname: o.buyerNickname,
        carrierCode: p.carrierCode,
        carrierName: carrierOf(p.carrierCode)?.name ?? p.carrierCode,
        waybillNo: p.waybillNo,
        status: statusOf(p),
        kind: p.kind,
        shippedAt: p.shippedAt.toISOString(),
        pickedUpAt: iso(p.pickedUpAt),
        deliveredAt: iso(p.deliveredAt),
        signedAt: iso(p.signedAt),
        cancelledAt: iso(p.cancelledAt),
        interceptStatus: oneOf(INTERCEPT_STATUS, p.interceptStatus),
        backAt: iso(p.backAt),
        receivedBackAt: iso(p.receivedBackAt),
        canCancel: toYN(waiting && statusIn(PARCEL_OUT_STATUS, o.orderStatus)),
        canReissue: toYN(waiting),
      };
    }),
    page: { pageNum, pageSize, count: input.status ? statusCounts[input.status] : all },
    statusCounts,
  };
}

const oneOf = <T extends string>(set: readonly T[], v: string | null): T | null =>
  v !== null && (set as readonly string[]).includes(v) ? (v as T) : null;

/** Self-delivery orders the merchant may confirm received (awaiting_confirmation: asked to, after 20 days). */
const SIGNABLE = CARRIED_STATUS;

export async function deliveryDetails(shop: ShopScope, orderId: number) {
  const order = await orderOf(shop.tx, shop.shopId, orderId);
  const parcels = await shop.tx
    .select()
    .from(shipments)
    .where(shop.where(shipments, eq(shipments.orderId, order.id)))
    .orderBy(asc(shipments.shippedAt), asc(shipments.id));
  const tracks = parcels.length
    ? await shop.tx
        .select()
        .from(shipmentTracks)
        .where(
          shop.where(
            shipmentTracks,
            inArray(
              shipmentTracks.shipmentId,
              parcels.map((p) => p.id),
            ),
          ),
        )
        .orderBy(asc(shipmentTracks.at), asc(shipmentTracks.id))
    : [];
  return {
    orderId: String(order.id),
    status: order.status as OrderStatus,
    deliveryMode: order.deliveryMode,
    address: order.address,
    shipments: parcels.map((p) => presentParcel(p, tracks)),
    canSign: toYN(order.deliveryMode === 'self_delivery' && statusIn(SIGNABLE, order.status)),
  };
}

const change = (p: ShipmentRow, order: OrderRow) => ({
  shipmentId: p.id,
  orderId: String(order.id),
  orderStatus: order.status as OrderStatus,
  carrierCode: p.carrierCode,
  waybillNo: p.waybillNo,
  status: statusOf(p),
});

/** Cancels a parcel the carrier has not picked up (the orders area's unship moves the order and its stock back). */
export async function cancelDelivery(shop: ShopScope, shipmentId: string, userId: string, now: Date) {
  const found = await shipmentOf(shop, shipmentId);
  const { shipment, order } = await unshipParcel(
    shop.tx,
    shop.shopId,
    { orderId: found.orderId, shipmentId },
    { userId },
    now,
  );
  return change(shipment, order);
}

/** Asks the carrier to stop a parcel in transit (the orders area's interception; the carrier answers later). */
export async function interceptDelivery(shop: ShopScope, shipmentId: string, userId: string, now: Date) {
  const { shipment, order } = await requestIntercept(
    shop.tx,
    shop.shopId,
    shipmentId,
    { actor: 'merchant', actorId: userId },
    now,
  );
  return { ...change(shipment, order), interceptStatus: 'requested' as const };
}

/** The merchant confirms an intercepted or refused parcel, back at the shop, received: its stock comes back. */
export async function receiveDeliveryBack(shop: ShopScope, shipmentId: string, userId: string, now: Date) {
  const { shipment, order } = await receiveBack(shop.tx, shop.shopId, shipmentId, { userId }, now);
  return { ...change(shipment, order), receivedBackAt: (shipment.receivedBackAt ?? now).toISOString() };
}

/**
 * A new waybill for a parcel not picked up, with its carrier or another: the number given, or one
 * the carrier draws (another carrier re-books it, so it must be one the shop ships with).
 */
export async function reissueExpress(
  shop: ShopScope,
  input: { shipmentId: string; carrierCode: string; waybillNo: string },
  userId: string,
  now: Date,
) {
  const parcel = await shipmentOf(shop, input.shipmentId);
  if (parcel.cancelledAt) throw new BizError('RULE_VIOLATED', 'orderWaybillNotModifiable');
  const given = input.waybillNo.trim();
  const carrier = input.carrierCode.trim() || parcel.carrierCode;
  if (!given && carrier !== parcel.carrierCode) {
    const onCarrier = { result: { field: 'carrierCode' } };
    if (!carrierOf(carrier)) throw new BizError('VALIDATION_FAILED', 'orderCarrierUnknown', { carrier }, onCarrier);
    if (!enabledCarriers(await configRow(shop)).includes(carrier)) {
      throw new BizError('RULE_VIOLATED', 'logisticsCarrierNotEnabled', { carrier }, onCarrier);
    }
  }
  for (let draw = 1; ; draw++) {
    try {
      const { shipment, order } = await modifyWaybill(
        shop.tx,
        shop.shopId,
        {
          orderId: parcel.orderId,
          carrierCode: carrier,
          waybillNo: given || generateWaybill(carrier),
          shipmentId: parcel.id,
        },
        { userId },
        now,
      );
      return change(shipment, order);
    } catch (error) {
      const redraw = !given && error instanceof BizError && error.messageKey === 'orderWaybillUsed' && draw < DRAWS;
      if (!redraw) throw error;
    }
  }
}

/** The merchant confirms a self-delivery order received: its parcels and the order are signed. */
export async function signSelfDelivery(shop: ShopScope, orderId: number, userId: string, now: Date) {
  const order = await orderOf(shop.tx, shop.shopId, orderId, { lock: true });
  if (order.deliveryMode !== 'self_delivery') throw new BizError('RULE_VIOLATED', 'signNotSelfDelivery');
  if (!statusIn(SIGNABLE, order.status)) {
    throw new BizError('RULE_VIOLATED', 'signNotInTransit', { orderId: String(order.id) });
  }
  const parcels = await shop.tx
    .select()
    .from(shipments)
    .where(shop.where(shipments, eq(shipments.orderId, order.id), isNull(shipments.cancelledAt)))
    .orderBy(asc(shipments.shippedAt), asc(shipments.id));
  let after = order;
  for (const p of parcels) {
    if (p.status === 'signed') continue;
    after = (await carrierEvent(shop.tx, shop.shopId, p.id, 'signed', now, '')).order;
  }
  await recordEvent(
    shop.tx,
    { shopId: shop.shopId, orderId: order.id, kind: 'sign_confirmed', actor: 'merchant', actorId: userId },
    now,
  );
  return { orderId: String(after.id), status: after.status as OrderStatus, signedAt: iso(after.signedAt) };
}
