import type { AfterSaleActor, AfterSaleRejectReason, AfterSaleStatus } from '@sc/contract/after-sales.ts';
import type { AfterSaleDetail } from '@sc/contract/calls/after-sales.ts';
import type { OrderStatus, PayMethod } from '@sc/contract/orders.ts';
import { asc, desc, eq } from 'drizzle-orm';
import {
  afterSaleEvents,
  afterSaleItems,
  afterSaleProofs,
  afterSales,
  orderItems,
  refundReceipts,
} from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { notFound } from '../../errors.ts';
import { orderOf } from '../orders/index.ts';
import { presentRow } from './case-list.ts';
import { mayAppeal } from './case-moves.ts';
import { merchantMoves, PROOF_STATES } from './machine.ts';
import { refundableOf } from './money.ts';

// One case for the detail screens (aftersaleDetailrefund, …return, …exchange): everything the
// merchant needs to decide, and the actions legal now.

const baht = (satang: number) => satang / 100;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function caseDetail(shop: ShopScope, caseId: string, now: Date): Promise<AfterSaleDetail> {
  const id = Number(caseId);
  if (!Number.isSafeInteger(id)) throw notFound();
  const c = await shop.first(afterSales, eq(afterSales.id, id));
  if (!c) throw notFound();
  const order = await orderOf(shop.tx, shop.shopId, c.orderId);
  const [units, lines, proofs, events, receipts] = await Promise.all([
    shop.tx
      .select()
      .from(afterSaleItems)
      .where(shop.where(afterSaleItems, eq(afterSaleItems.caseId, c.id)))
      .orderBy(asc(afterSaleItems.lineNo)),
    shop.tx
      .select()
      .from(orderItems)
      .where(shop.where(orderItems, eq(orderItems.orderId, c.orderId)))
      .orderBy(asc(orderItems.lineNo)),
    shop.tx
      .select()
      .from(afterSaleProofs)
      .where(shop.where(afterSaleProofs, eq(afterSaleProofs.caseId, c.id)))
      .orderBy(asc(afterSaleProofs.id)),
    shop.tx
      .select()
      .from(afterSaleEvents)
      .where(shop.where(afterSaleEvents, eq(afterSaleEvents.caseId, c.id)))
      .orderBy(asc(afterSaleEvents.id)),
    shop.tx
      .select()
      .from(refundReceipts)
      .where(shop.where(refundReceipts, eq(refundReceipts.caseId, c.id)))
      .orderBy(desc(refundReceipts.paidAt)),
  ]);
  const refundable = await refundableOf(shop.tx, c, order, lines, units);
  const actions: AfterSaleDetail['actions'] = merchantMoves(c).flatMap((m) =>
    m === 'agree' || m === 'reject' || m === 'agree_return' || m === 'confirm_receipt' || m === 'reship' ? [m] : [],
  );
  if (mayAppeal(c, 'merchant', now)) actions.push('report');
  if (PROOF_STATES.includes(c.status as AfterSaleStatus)) actions.push('proof');
  return {
    ...presentRow(c),
    description: c.description,
    lines: units.map((u) => {
      const l = lines.find((x) => x.lineNo === u.lineNo);
      return {
        lineNo: u.lineNo,
        skuId: String(u.skuId),
        title: l?.title ?? '',
        specValues: l?.specValues ?? [],
        imageUrl: l?.imageUrl ?? '',
        skuCode: l?.skuCode ?? '',
        unitPrice: baht(l?.unitPrice ?? 0),
        quantity: u.quantity,
        orderedQuantity: l?.quantity ?? 0,
      };
    }),
    order: {
      status: order.status as OrderStatus,
      payMethod: order.payMethod as PayMethod,
      totalAmount: baht(order.totalAmount),
      freightAmount: baht(order.freightAmount),
      refundedAmount: baht(order.refundedAmount),
      paidAt: iso(order.paidAt),
    },
    refundableAmount: baht(refundable),
    refundedFreight: baht(c.refundedFreight),
    returnAddress: c.returnAddress ?? null,
    returnParcel:
      c.returnCarrier && c.returnWaybill && c.returnShippedAt
        ? { carrierCode: c.returnCarrier, waybillNo: c.returnWaybill, shippedAt: c.returnShippedAt.toISOString() }
        : null,
    receivedAt: iso(c.receivedAt),
    reshipParcel:
      c.reshipCarrier && c.reshipWaybill && c.reshippedAt
        ? { carrierCode: c.reshipCarrier, waybillNo: c.reshipWaybill, shippedAt: c.reshippedAt.toISOString() }
        : null,
    rejectReason: (c.rejectReason as AfterSaleRejectReason | null) ?? null,
    rejectNote: c.rejectNote,
    judgement:
      c.judgedFor && c.judgedAt
        ? { for: c.judgedFor as 'buyer' | 'seller', note: c.judgementNote, at: c.judgedAt.toISOString() }
        : null,
    appeal:
      c.appealStatus && c.appealFiledAt
        ? {
            status: c.appealStatus as 'pending' | 'passed' | 'failed',
            // The side the judgement went against.
            by: c.judgedFor === 'seller' ? ('buyer' as const) : ('merchant' as const),
            reason: c.appealReason,
            filedAt: c.appealFiledAt.toISOString(),
            decidedAt: iso(c.appealDecidedAt),
            note: c.appealNote,
          }
        : null,
    evidence: proofs.map((p) => ({
      side: p.side as AfterSaleActor,
      note: p.note,
      urls: p.urls,
      at: p.at.toISOString(),
    })),
    timeline: events.map((e) => ({
      kind: e.kind,
      actor: e.actor as AfterSaleActor,
      status: (e.status as AfterSaleStatus | null) ?? null,
      note: e.note,
      amount: e.amount === null ? null : baht(e.amount),
      at: e.at.toISOString(),
    })),
    receipts: receipts.map((r) => ({
      receiptNo: r.id,
      amount: baht(r.amount),
      freightAmount: baht(r.freightAmount),
      paySerial: r.paySerial,
      paidAt: r.paidAt.toISOString(),
      keepUntil: r.keepUntil.toISOString(),
    })),
    actions,
  };
}
