import {
  AFTER_SALE_REQUEST_DAYS,
  type AfterSaleReason,
  type AfterSaleStatus,
  type AfterSaleType,
} from '@sc/contract/after-sales.ts';
import { DELIVERED_STATUS, SHIPPED_IN_PART_STATUS, statusIn } from '@sc/contract/orders.ts';
import { asc, eq, notInArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { afterSaleItems, afterSaleProofs, afterSales, orderItems } from '../../db/schema.ts';
import { ShopScope } from '../../db/tenant.ts';
import { BizError, notFound } from '../../errors.ts';
import { orderOf, recordEvent } from '../orders/index.ts';
import { caseEvent, check, fileAppeal, lockCase, moveTo, parcelOf } from './case-moves.ts';
import { deadlineFor } from './machine.ts';
import { type CaseRow, refundPlan, unitsInCases, withRefundedUnits } from './money.ts';

// The buyer's side of a case (the simulator's door): the request, then shipping the return,
// revoking, accepting a rejection, disputing it, or appealing a judgement for the shop.

const DAY_MS = 24 * 60 * 60 * 1000;

// A refund-only request is about an order paid and shipped at least in part
// (SHIPPED_IN_PART_STATUS); a return or an exchange about one the buyer has (DELIVERED_STATUS).
/** Cases whose units are free to be asked for again. */
const RELEASED: AfterSaleStatus[] = ['revoked', 'cancelled'];

export interface ApplyInput {
  orderId: number;
  type: AfterSaleType;
  reason: AfterSaleReason;
  description: string;
  evidence: string[];
  lines: { lineNo: number; quantity: number }[];
  /** Satang; the most the units paid when absent. */
  amount?: number | undefined;
}

/** The buyer asks for a refund, a return or an exchange of some units of a shipped order. */
export async function applyCase(tx: Tx, shopId: string, p: ApplyInput, now: Date): Promise<CaseRow> {
  const order = await orderOf(tx, shopId, p.orderId, { lock: true });
  const orderId = String(order.id);
  if (order.payStatus !== 'success' || !statusIn(SHIPPED_IN_PART_STATUS, order.status)) {
    throw new BizError('RULE_VIOLATED', 'mktAfterSaleOrderNotEligible', { orderId });
  }
  if (p.type !== 'refund' && !statusIn(DELIVERED_STATUS, order.status)) {
    throw new BizError('RULE_VIOLATED', 'mktAfterSaleNotDelivered', { orderId });
  }
  if (order.completedAt && now.getTime() > order.completedAt.getTime() + AFTER_SALE_REQUEST_DAYS * DAY_MS) {
    throw new BizError('RULE_VIOLATED', 'mktAfterSaleWindowClosed', { days: AFTER_SALE_REQUEST_DAYS });
  }
  const lines = await new ShopScope(tx, shopId)
    .select(orderItems, eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.lineNo));
  const taken = await unitsInCases(tx, shopId, order.id, notInArray(afterSales.status, RELEASED));
  const free = (lineNo: number) => {
    const line = lines.find((l) => l.lineNo === lineNo);
    const used = taken.get(lineNo) ?? 0;
    return line ? Math.max(0, line.shippedQty - used) : 0;
  };
  const asked =
    p.lines.length > 0
      ? p.lines
      : lines.map((l) => ({ lineNo: l.lineNo, quantity: free(l.lineNo) })).filter((l) => l.quantity > 0);
  const merged = new Map<number, number>();
  for (const a of asked) merged.set(a.lineNo, (merged.get(a.lineNo) ?? 0) + a.quantity);
  const units = [...merged].map(([lineNo, quantity]) => ({ lineNo, quantity })).sort((a, b) => a.lineNo - b.lineNo);
  if (units.length === 0) throw new BizError('RULE_VIOLATED', 'afterSaleNothingRefundable', { orderId });
  for (const u of units) {
    if (!lines.some((l) => l.lineNo === u.lineNo)) {
      throw new BizError('VALIDATION_FAILED', 'mktAfterSaleLineUnknown', { orderId, lineNo: u.lineNo });
    }
    if (u.quantity > free(u.lineNo)) {
      throw new BizError('RULE_VIOLATED', 'mktAfterSaleUnitsTaken', { lineNo: u.lineNo, left: free(u.lineNo) });
    }
  }
  const cap = refundPlan(order, await withRefundedUnits(tx, shopId, order.id, lines), units).reduce(
    (s, x) => s + x.cap,
    0,
  );
  if (cap <= 0) throw new BizError('RULE_VIOLATED', 'afterSaleNothingRefundable', { orderId });
  if (p.amount !== undefined && p.amount > cap) {
    throw new BizError('VALIDATION_FAILED', 'mktAfterSaleAmountTooHigh', { max: (cap / 100).toFixed(2) });
  }
  // Leaving the amount out asks for all the units paid (0 is refused by the call's schema).
  const amount = p.type === 'exchange' || p.amount === undefined ? cap : p.amount;
  const first = lines.find((l) => l.lineNo === units[0]?.lineNo);
  const deadline = deadlineFor('pending', now);
  const [created] = await tx
    .insert(afterSales)
    .values({
      shopId,
      orderId: order.id,
      buyerId: order.buyerId,
      buyerNickname: order.buyerNickname,
      type: p.type,
      status: 'pending',
      reason: p.reason,
      description: p.description,
      title: first?.title ?? '',
      imageUrl: first?.imageUrl ?? '',
      quantity: units.reduce((s, u) => s + u.quantity, 0),
      refundAmount: amount,
      deadlineKind: deadline?.kind ?? null,
      deadlineAt: deadline?.at ?? null,
      appliedAt: now,
      updatedAt: now,
    })
    .returning();
  if (!created) throw notFound();
  await tx.insert(afterSaleItems).values(
    units.map((u) => {
      const line = lines.find((l) => l.lineNo === u.lineNo);
      return {
        shopId,
        caseId: created.id,
        orderId: order.id,
        lineNo: u.lineNo,
        skuId: line?.skuId ?? 0,
        productId: line?.productId ?? 0,
        quantity: u.quantity,
      };
    }),
  );
  const buyer = { actor: 'buyer' as const, actorId: order.buyerId };
  if (p.evidence.length > 0) {
    await tx.insert(afterSaleProofs).values({
      shopId,
      caseId: created.id,
      side: 'buyer',
      note: p.description.slice(0, 500),
      urls: p.evidence,
      userId: order.buyerId,
      at: now,
    });
  }
  await caseEvent(tx, created, { ...buyer, kind: 'applied', status: 'pending' }, now);
  await recordEvent(
    tx,
    { shopId, orderId: order.id, kind: 'after_sale', ...buyer, detail: { caseId: String(created.id), type: p.type } },
    now,
  );
  return created;
}

export type BuyerAct = 'ship_return' | 'revoke' | 'accept' | 'dispute' | 'appeal';

export async function buyerAct(
  tx: Tx,
  shopId: string,
  caseId: number,
  p: { action: BuyerAct; carrierCode?: string | undefined; waybillNo?: string | undefined; note: string },
  now: Date,
): Promise<CaseRow> {
  const c = await lockCase(tx, shopId, caseId);
  check(p.action, c);
  const by = { actor: 'buyer' as const, actorId: c.buyerId, kind: p.action, note: p.note };
  switch (p.action) {
    case 'ship_return': {
      const parcel = parcelOf(p.carrierCode, p.waybillNo);
      return moveTo(tx, c, 'awaiting_receipt', now, by, {
        returnCarrier: parcel.carrierCode,
        returnWaybill: parcel.waybillNo,
        returnShippedAt: now,
      });
    }
    case 'revoke':
      return moveTo(tx, c, 'revoked', now, by);
    case 'accept':
      return moveTo(tx, c, 'closed', now, by);
    case 'dispute':
      return moveTo(tx, c, 'intervening', now, by, { intervenedAt: now });
    case 'appeal':
      // A judgement for the shop, within the window the shop has for its own appeal.
      return fileAppeal(tx, c, 'buyer', { actorId: c.buyerId, reason: p.note }, now);
  }
}
