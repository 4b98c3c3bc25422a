import { FULL_RETURN_REFUNDS_FREIGHT } from '@sc/contract/after-sales.ts';
import { REFUND_RECEIPT_RETENTION_DAYS } from '@sc/contract/constants.ts';
import { and, asc, eq, gt, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { afterSaleItems, afterSales, orderItems, orders, refundReceipts } from '../../db/schema.ts';
import { ShopScope } from '../../db/tenant.ts';
import { BizError } from '../../errors.ts';
import { moveStock, type StockUnits, takeFreeStock } from '../items/index.ts';
import {
  type LineMoney,
  newPaySerial,
  type OrderEventDetail,
  type OrderRow,
  postOrderRefunded,
  recordEvent,
  refundPlan,
} from '../orders/index.ts';

// What a line was paid and may refund is the orders area's arithmetic (a parcel coming back
// refunds with it too); after-sales uses it through the orders face.
export { type LineMoney, paidShares, refundPlan } from '../orders/index.ts';

// The money and the stock of after-sales (docs/architecture.md).
//
// What a line was paid: its amount less its own discount (the promotions it was sold with) and
// its share of any rest of the order's discount (see paidShares). Freight is refunded by
// after-sales only with a full return (FULL_RETURN_REFUNDS_FREIGHT), once per order. A case
// refunds at most, per line, its units' part of what the line
// was paid and never more than the line has left; the order's refunded total never passes its
// total (a CHECK on orders, and one on order_items per line). Every refund takes the order's
// row lock first, so two refunds of one order, whatever their cases, add up one after the other.

const DAY_MS = 24 * 60 * 60 * 1000;

export type CaseRow = typeof afterSales.$inferSelect;

/** The order's lines with what they had refunded, and by how many units of other cases. */
async function orderLines(tx: Tx, shopId: string, orderId: number, exceptCase = 0): Promise<LineMoney[]> {
  const lines = await new ShopScope(tx, shopId)
    .pick(
      orderItems,
      {
        lineNo: orderItems.lineNo,
        quantity: orderItems.quantity,
        lineAmount: orderItems.lineAmount,
        discountAmount: orderItems.discountAmount,
        refundedAmount: orderItems.refundedAmount,
      },
      eq(orderItems.orderId, orderId),
    )
    .orderBy(asc(orderItems.lineNo));
  return withRefundedUnits(tx, shopId, orderId, lines, exceptCase);
}

/** Lines already read, with the units of other cases that have refunded on each. */
export async function withRefundedUnits<L extends LineMoney>(
  tx: Tx,
  shopId: string,
  orderId: number,
  lines: readonly L[],
  exceptCase = 0,
): Promise<L[]> {
  const refunded = await unitsInCases(
    tx,
    shopId,
    orderId,
    and(ne(afterSaleItems.caseId, exceptCase), gt(afterSales.refundedAmount, 0)),
  );
  return lines.map((l) => ({ ...l, refundedUnits: refunded.get(l.lineNo) ?? 0 }));
}

/** Units of each line of an order in the cases that meet `which`, by line number. */
export async function unitsInCases(
  tx: Tx,
  shopId: string,
  orderId: number,
  which: SQL | undefined,
): Promise<Map<number, number>> {
  const rows = await tx
    .select({ lineNo: afterSaleItems.lineNo, n: sql<number>`sum(${afterSaleItems.quantity})::int` })
    .from(afterSaleItems)
    // A join: the case is matched on the shop column of the unit, which `where` scopes.
    .innerJoin(afterSales, and(eq(afterSales.shopId, afterSaleItems.shopId), eq(afterSales.id, afterSaleItems.caseId)))
    .where(new ShopScope(tx, shopId).where(afterSaleItems, eq(afterSaleItems.orderId, orderId), which))
    .groupBy(afterSaleItems.lineNo);
  return new Map(rows.map((r) => [r.lineNo, r.n]));
}

export async function caseUnits(tx: Tx, shopId: string, caseId: number) {
  return new ShopScope(tx, shopId)
    .select(afterSaleItems, eq(afterSaleItems.caseId, caseId))
    .orderBy(asc(afterSaleItems.lineNo));
}

/**
 * What the case may still refund now (no lock; the detail screen's figure), from the order's
 * lines and the case's units the caller has read.
 */
export async function refundableOf(
  tx: Tx,
  c: CaseRow,
  order: OrderRow,
  lines: readonly LineMoney[],
  units: readonly { lineNo: number; quantity: number }[],
): Promise<number> {
  const plan = refundPlan(order, await withRefundedUnits(tx, c.shopId, c.orderId, lines, c.id), units);
  const cap = plan.reduce((s, p) => s + p.cap, 0);
  return Math.max(0, Math.min(cap, c.refundAmount - c.refundedAmount));
}

/** Cases that took units back and refunded them: the units the buyer no longer has. */
const RETURNING: readonly string[] = ['return', 'exchange'];

/**
 * The freight a refund of case `c` adds (FULL_RETURN_REFUNDS_FREIGHT): the order's freight, once,
 * when with this case every unit of the order has come back through refunded returns; within what
 * the order has left after `goods`.
 */
async function freightWith(tx: Tx, c: CaseRow, order: OrderRow, goods: number): Promise<number> {
  if (!FULL_RETURN_REFUNDS_FREIGHT || !RETURNING.includes(c.type)) return 0;
  if (order.freightAmount <= 0 || order.refundedFreight > 0) return 0;
  const back = await unitsInCases(
    tx,
    c.shopId,
    c.orderId,
    and(inArray(afterSales.type, [...RETURNING]), or(eq(afterSales.id, c.id), gt(afterSales.refundedAmount, 0))),
  );
  const lines = await new ShopScope(tx, c.shopId).pick(
    orderItems,
    { lineNo: orderItems.lineNo, quantity: orderItems.quantity },
    eq(orderItems.orderId, c.orderId),
  );
  if (!lines.every((l) => (back.get(l.lineNo) ?? 0) >= l.quantity)) return 0;
  return Math.max(0, Math.min(order.freightAmount, order.totalAmount - order.refundedAmount - goods));
}

/**
 * Pays the case's refund (what it asked, less what it has had, within what its lines have
 * left, and the order's freight where it completes a full return): order lines, order, case and
 * a receipt move together. Returns the satang paid for the units and for freight (0 when nothing
 * is left, e.g. another refund of the order took it).
 */
export async function payRefund(
  tx: Tx,
  c: CaseRow,
  now: Date,
  by: { actor: 'merchant' | 'platform' | 'system'; actorId?: string | null; reason: string },
): Promise<{ paid: number; freight: number }> {
  const shop = new ShopScope(tx, c.shopId);
  const [order] = await shop.select(orders, eq(orders.id, c.orderId)).forUpdate();
  if (!order) return { paid: 0, freight: 0 };
  const plan = refundPlan(order, await orderLines(tx, c.shopId, c.orderId, c.id), await caseUnits(tx, c.shopId, c.id));
  let want = c.refundAmount - c.refundedAmount;
  const takes: { lineNo: number; amount: number }[] = [];
  for (const p of plan) {
    const amount = Math.min(p.cap, want);
    if (amount > 0) takes.push({ lineNo: p.lineNo, amount });
    want -= amount;
  }
  const paid = takes.reduce((s, t) => s + t.amount, 0);
  if (paid <= 0) return { paid: 0, freight: 0 };
  const freight = await freightWith(tx, c, order, paid);
  for (const t of takes) {
    await shop.update(
      orderItems,
      { refundedAmount: sql`${orderItems.refundedAmount} + ${t.amount}` },
      and(eq(orderItems.orderId, c.orderId), eq(orderItems.lineNo, t.lineNo)),
    );
  }
  await shop.update(
    orders,
    {
      refundedAmount: sql`${orders.refundedAmount} + ${paid + freight}`,
      refundedFreight: sql`${orders.refundedFreight} + ${freight}`,
      updatedAt: now,
    },
    eq(orders.id, c.orderId),
  );
  await shop.update(
    afterSales,
    {
      refundedAmount: sql`${afterSales.refundedAmount} + ${paid}`,
      refundedFreight: sql`${afterSales.refundedFreight} + ${freight}`,
    },
    eq(afterSales.id, c.id),
  );
  const paySerial = newPaySerial(now);
  await shop.insert(refundReceipts, [
    {
      id: newId(),
      caseId: c.id,
      orderId: c.orderId,
      amount: paid + freight,
      freightAmount: freight,
      paySerial,
      paidAt: now,
      keepUntil: new Date(now.getTime() + REFUND_RECEIPT_RETENTION_DAYS * DAY_MS),
    },
  ]);
  const detail: OrderEventDetail = {
    amount: paid + freight,
    freight,
    reason: by.reason,
    caseId: String(c.id),
    paySerial,
  };
  await recordEvent(
    tx,
    { shopId: c.shopId, orderId: c.orderId, kind: 'refunded', actor: by.actor, actorId: by.actorId, detail },
    now,
  );
  await postOrderRefunded(tx, order, paid + freight, freight, paySerial, now);
  return { paid, freight };
}

/** The case's units as SKU stock units. */
async function stockUnits(tx: Tx, c: CaseRow): Promise<StockUnits[]> {
  return (await caseUnits(tx, c.shopId, c.id)).map((u) => ({
    skuId: u.skuId,
    productId: u.productId,
    quantity: u.quantity,
  }));
}

/** A return reached the warehouse: its units go back to their SKUs' stock. */
export async function restock(tx: Tx, c: CaseRow, now: Date): Promise<void> {
  await moveStock(tx, c.shopId, 'return', await stockUnits(tx, c), now);
}

/** An exchange ships new units: they leave the stock, never below what is reserved. */
export async function takeReshipStock(tx: Tx, c: CaseRow, now: Date): Promise<void> {
  const short = await takeFreeStock(tx, c.shopId, await stockUnits(tx, c), now);
  if (short) {
    throw new BizError('RULE_VIOLATED', 'afterSaleReshipNoStock', {
      skuId: String(short.skuId),
      available: short.available,
    });
  }
}
