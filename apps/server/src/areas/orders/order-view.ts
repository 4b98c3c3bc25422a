import type { OrderLine, OrderRow as OrderRowView, shipmentView } from '@sc/contract/calls/orders.ts';
import { toYN } from '@sc/contract/common.ts';
import { DEPOSIT_LAPSE_REASON, type DepositStage } from '@sc/contract/deposit.ts';
import {
  carrierOf,
  type DeliveryMode,
  INTERCEPT_BY,
  INTERCEPT_STATUS,
  type OrderStatus,
  type OrderType,
  type PayMethod,
  type PayStatus,
  SHIPPABLE_STATUS,
  statusIn,
} from '@sc/contract/orders.ts';
import { asc, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { orderItems, type shipmentTracks } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { paylaterPlansOf } from '../promotions/index.ts';
import type { OrderRow, ShipmentRow } from './lock-order.ts';

// How an order reads in replies: satang become baht (two decimals), times ISO strings,
// numbers digit strings.

export type OrderItemRow = typeof orderItems.$inferSelect;

/** Satang to baht: exact to the satang (an integer over 100). */
export const baht = (satang: number) => satang / 100;
export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export function presentLine(l: OrderItemRow): OrderLine {
  return {
    lineNo: l.lineNo,
    productId: String(l.productId),
    skuId: String(l.skuId),
    title: l.title,
    specValues: l.specValues,
    imageUrl: l.imageUrl,
    skuCode: l.skuCode,
    unitPrice: baht(l.unitPrice),
    quantity: l.quantity,
    lineAmount: baht(l.lineAmount),
    discountAmount: baht(l.discountAmount),
    shippedQty: l.shippedQty,
    returnedQty: l.returnedQty,
  };
}

/** Where a deposit order stands: its balance paid, due, lapsed, or the order cancelled otherwise. */
function depositStage(o: Pick<OrderRow, 'balancePaidAt' | 'status' | 'cancelReason'>): DepositStage {
  if (o.balancePaidAt) return 'balance_paid';
  if (o.status === 'unpaid') return 'balance_due';
  return o.cancelReason === DEPOSIT_LAPSE_REASON ? 'lapsed' : 'cancelled';
}

/**
 * The instalment plans of the orders paid later among `rows`. The promotions area keeps them (the
 * pay-later activity offered the plan at checkout); orders reads them through its face, as it
 * reads the lines' promotions.
 */
export function plansOf(shop: ShopScope, rows: readonly Pick<OrderRow, 'id' | 'payMethod'>[]) {
  return paylaterPlansOf(
    shop,
    rows.filter((r) => r.payMethod === 'pay_later').map((r) => r.id),
  );
}

/** The columns of an order its row in replies shows (the order list reads only these). */
export const SHOWN = [
  'id',
  'status',
  'payStatus',
  'payMethod',
  'orderType',
  'deliveryMode',
  'buyerNickname',
  'itemCount',
  'goodsAmount',
  'freightAmount',
  'discountAmount',
  'totalAmount',
  'depositAmount',
  'presaleId',
  'depositDeduction',
  'balanceFrom',
  'balanceDueAt',
  'balancePaidAt',
  'cancelReason',
  'refundedAmount',
  'refundedFreight',
  'buyerRemark',
  'carrierCode',
  'waybillNo',
  'shipDeadline',
  'estimatedArrival',
  'riskLevel',
  'abnormalAt',
  'createdAt',
  'paidAt',
  'shippedAt',
] as const satisfies readonly (keyof OrderRow)[];
export type ShownOrder = Pick<OrderRow, (typeof SHOWN)[number]>;

export function presentOrder(o: ShownOrder, items: OrderLine[], plans: ReadonlyMap<number, number>): OrderRowView {
  return {
    orderId: String(o.id),
    status: o.status as OrderStatus,
    payStatus: o.payStatus as PayStatus,
    payMethod: o.payMethod as PayMethod,
    orderType: o.orderType as OrderType,
    deliveryMode: o.deliveryMode as DeliveryMode,
    buyerNickname: o.buyerNickname,
    items,
    itemCount: o.itemCount,
    goodsAmount: baht(o.goodsAmount),
    freightAmount: baht(o.freightAmount),
    discountAmount: baht(o.discountAmount),
    totalAmount: baht(o.totalAmount),
    depositAmount: baht(o.depositAmount),
    presale: o.presaleId
      ? {
          presaleId: o.presaleId,
          stage: depositStage(o),
          deduction: baht(o.depositDeduction),
          balance: baht(o.totalAmount - o.depositAmount),
          balanceFrom: iso(o.balanceFrom),
          balanceDueAt: iso(o.balanceDueAt),
          balancePaidAt: iso(o.balancePaidAt),
        }
      : null,
    paylaterMonths: plans.get(o.id) ?? null,
    refundedAmount: baht(o.refundedAmount),
    refundedFreight: baht(o.refundedFreight),
    buyerRemark: o.buyerRemark,
    carrierCode: o.carrierCode,
    waybillNo: o.waybillNo,
    shipDeadline: statusIn(SHIPPABLE_STATUS, o.status) ? iso(o.shipDeadline) : null,
    estimatedArrival: o.estimatedArrival,
    riskLevel: (['none', 'review', 'hold'].includes(o.riskLevel) ? o.riskLevel : 'none') as 'none' | 'review' | 'hold',
    abnormal: toYN(o.abnormalAt !== null),
    createdAt: o.createdAt.toISOString(),
    paidAt: iso(o.paidAt),
    shippedAt: iso(o.shippedAt),
  };
}

/** The lines of some orders of the shop, by order id, in line order. */
export async function linesOf(shop: ShopScope, orderIds: readonly number[]): Promise<Map<number, OrderItemRow[]>> {
  const byOrder = new Map<number, OrderItemRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await shop.tx
    .select()
    .from(orderItems)
    .where(shop.where(orderItems, inArray(orderItems.orderId, [...orderIds])))
    .orderBy(asc(orderItems.orderId), asc(orderItems.lineNo));
  for (const r of rows) {
    const list = byOrder.get(r.orderId);
    if (list) list.push(r);
    else byOrder.set(r.orderId, [r]);
  }
  return byOrder;
}

/** Orders presented with their lines (one query for all the lines). */
export async function presentOrders(shop: ShopScope, rows: readonly OrderRow[]): Promise<OrderRowView[]> {
  const [lines, plans] = await Promise.all([
    linesOf(
      shop,
      rows.map((r) => r.id),
    ),
    plansOf(shop, rows),
  ]);
  return rows.map((r) => presentOrder(r, (lines.get(r.id) ?? []).map(presentLine), plans));
}

const oneOf = <T extends string>(set: readonly T[], v: string | null): T | null =>
  v !== null && (set as readonly string[]).includes(v) ? (v as T) : null;

/** A parcel as the order page and the delivery details show it, with its tracks (of any parcels). */
export function presentParcel(
  p: ShipmentRow,
  tracks: readonly (typeof shipmentTracks.$inferSelect)[],
): z.infer<typeof shipmentView> {
  return {
    shipmentId: p.id,
    carrierCode: p.carrierCode,
    carrierName: carrierOf(p.carrierCode)?.name ?? p.carrierCode,
    waybillNo: p.waybillNo,
    status: p.cancelledAt ? 'cancelled' : p.status,
    kind: p.kind,
    lines: p.lines,
    shippedAt: p.shippedAt.toISOString(),
    pickedUpAt: iso(p.pickedUpAt),
    deliveredAt: iso(p.deliveredAt),
    signedAt: iso(p.signedAt),
    cancelledAt: iso(p.cancelledAt),
    interceptStatus: oneOf(INTERCEPT_STATUS, p.interceptStatus),
    interceptBy: oneOf(INTERCEPT_BY, p.interceptBy),
    interceptRequestedAt: iso(p.interceptRequestedAt),
    backAt: iso(p.backAt),
    receivedBackAt: iso(p.receivedBackAt),
    tracks: tracks
      .filter((t) => t.shipmentId === p.id)
      .map((t) => ({ event: t.event, location: t.location, at: t.at.toISOString() })),
  };
}
