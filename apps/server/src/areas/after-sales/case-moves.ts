import {
  AFTER_SALE_NOTE_MAX,
  type AfterSaleActor,
  type AfterSaleStatus,
  isFinalAfterSale,
} from '@sc/contract/after-sales.ts';
import { carrierOf, isValidWaybill, normaliseWaybill } from '@sc/contract/orders.ts';
import { and, desc, eq, ne } from 'drizzle-orm';
import { bangkokMinute } from '../../bangkok-time.ts';
import type { Tx } from '../../db/client.ts';
import { afterSaleEvents, afterSales, type CaseAddress, orders, returnAddresses } from '../../db/schema.ts';
import { ShopScope } from '../../db/tenant.ts';
import { BizError, notFound } from '../../errors.ts';
import { endDispute, holdForDispute } from '../orders/index.ts';
import { allows, deadlineFor, type MoveName } from './machine.ts';
import { type CaseRow, payRefund } from './money.ts';

// Every change of an after-sale case (the state machine of machine.ts, the money and stock of
// money.ts), one file per actor: case-buyer.ts (the buyer's request and acts, from the
// simulator), case-merchant.ts (audit, appeal and evidence), case-platform.ts (the platform's acts
// and the timers). This file holds what they share. Each move takes the case's row lock first,
// then (for money) the order's, so concurrent acts on one case run one after the other and the
// second finds the state the first left.

export interface Actor {
  actor: AfterSaleActor;
  actorId?: string | null | undefined;
}

export const refused = (c: CaseRow) => new BizError('RULE_VIOLATED', 'afterSaleStateRefused', { caseId: String(c.id) });

/**
 * The case of the shop, locked for the move about to be made; another shop's is not found.
 * Its order is locked first: every move that may refund takes the order's lock, and taking it
 * before the case's, as a new request does, keeps two moves on cases of one order (a timer and
 * the merchant, say) from waiting on each other.
 */
export async function lockCase(tx: Tx, shopId: string, caseId: number): Promise<CaseRow> {
  if (!Number.isSafeInteger(caseId)) throw notFound();
  const shop = new ShopScope(tx, shopId);
  const where = eq(afterSales.id, caseId);
  const [head] = await shop.pick(afterSales, { orderId: afterSales.orderId }, where).limit(1);
  if (!head) throw notFound();
  await shop.pick(orders, { id: orders.id }, eq(orders.id, head.orderId)).forUpdate();
  const [row] = await shop.select(afterSales, where).limit(1).forUpdate();
  if (!row) throw notFound();
  return row;
}

export async function caseEvent(
  tx: Tx,
  c: Pick<CaseRow, 'shopId' | 'id'>,
  e: Actor & { kind: string; status?: AfterSaleStatus | null; note?: string; amount?: number | null },
  now: Date,
) {
  await tx.insert(afterSaleEvents).values({
    shopId: c.shopId,
    caseId: c.id,
    kind: e.kind,
    actor: e.actor,
    actorId: e.actorId ?? null,
    status: e.status ?? null,
    note: e.note ?? '',
    amount: e.amount ?? null,
    at: now,
  });
}

/**
 * Moves the case to `status` (its new timer with it) and writes the timeline. `patch` sets the
 * move's own columns. The caller has checked the move is legal.
 */
export async function moveTo(
  tx: Tx,
  c: CaseRow,
  status: AfterSaleStatus,
  now: Date,
  by: Actor & { kind: string; note?: string; amount?: number | null },
  patch: Partial<typeof afterSales.$inferInsert> = {},
): Promise<CaseRow> {
  const deadline = deadlineFor(status, now);
  const [moved] = await new ShopScope(tx, c.shopId)
    .update(
      afterSales,
      {
        ...patch,
        status,
        deadlineKind: deadline?.kind ?? null,
        deadlineAt: deadline?.at ?? null,
        closedAt: isFinalAfterSale(status) ? now : null,
        updatedAt: now,
      },
      eq(afterSales.id, c.id),
    )
    .returning();
  if (!moved) throw notFound();
  await caseEvent(tx, c, { ...by, status }, now);
  if (status === 'intervening' && c.status !== 'intervening') await disputeOpened(tx, c, by, now);
  if (c.status === 'intervening' && status !== 'intervening') await disputeEnded(tx, c, by, now);
  return moved;
}

// The order is in dispute while a case of it is with the platform (intervening): the first such
// case puts it there, the last to leave (judged, withdrawn, terminated) takes it back.

async function disputeOpened(tx: Tx, c: CaseRow, by: Actor, now: Date) {
  const actor = by.actor === 'buyer' ? 'buyer' : 'platform';
  await holdForDispute(tx, c.shopId, c.orderId, { caseId: String(c.id), actor, actorId: by.actorId ?? null }, now);
}

async function disputeEnded(tx: Tx, c: CaseRow, by: Actor & { kind: string }, now: Date) {
  const [other] = await new ShopScope(tx, c.shopId)
    .pick(
      afterSales,
      { id: afterSales.id },
      and(eq(afterSales.orderId, c.orderId), eq(afterSales.status, 'intervening'), ne(afterSales.id, c.id)),
    )
    .limit(1);
  if (other) return;
  const actor = by.actor === 'merchant' ? 'platform' : by.actor;
  await endDispute(
    tx,
    c.shopId,
    c.orderId,
    { caseId: String(c.id), outcome: by.kind, actor, actorId: by.actorId ?? null },
    now,
  );
}

export function check(move: MoveName, c: CaseRow) {
  if (!allows(move, c)) throw refused(c);
}

/** Who may appeal a judgement: the side it went against. */
const APPEALS: Record<'merchant' | 'buyer', { move: MoveName; against: 'buyer' | 'seller' }> = {
  merchant: { move: 'report', against: 'buyer' },
  buyer: { move: 'appeal', against: 'seller' },
};

/** Whether `side` may appeal the case's judgement at `now` (the detail's action; no refusal). */
export function mayAppeal(c: CaseRow, side: 'merchant' | 'buyer', now: Date): boolean {
  const a = APPEALS[side];
  return (
    allows(a.move, c) &&
    c.judgedFor === a.against &&
    !c.appealStatus &&
    c.deadlineAt !== null &&
    now.getTime() < c.deadlineAt.getTime()
  );
}

/**
 * Files `side`'s appeal of the judgement against it: once, before the appeal timer ends
 * (AFTER_SALE_APPEAL_DAYS from the judgement, the same window for the shop and the buyer). The
 * timer stops while the platform decides.
 */
export async function fileAppeal(
  tx: Tx,
  c: CaseRow,
  side: 'merchant' | 'buyer',
  p: { actorId: string | null; reason: string },
  now: Date,
): Promise<CaseRow> {
  const a = APPEALS[side];
  check(a.move, c);
  if (c.judgedFor !== a.against) throw refused(c);
  if (c.appealStatus) throw new BizError('RULE_VIOLATED', 'afterSaleAppealFiled');
  if (c.deadlineAt && now.getTime() >= c.deadlineAt.getTime()) {
    throw new BizError('RULE_VIOLATED', 'afterSaleAppealWindowClosed', { deadline: bangkokMinute(c.deadlineAt) });
  }
  if (p.reason.length === 0 || p.reason.length > AFTER_SALE_NOTE_MAX) {
    throw new BizError('VALIDATION_FAILED', 'afterSaleAppealReasonRequired', { max: AFTER_SALE_NOTE_MAX });
  }
  const [filed] = await new ShopScope(tx, c.shopId)
    .update(
      afterSales,
      {
        appealStatus: 'pending',
        appealReason: p.reason,
        appealFiledAt: now,
        deadlineKind: null,
        deadlineAt: null,
        updatedAt: now,
      },
      eq(afterSales.id, c.id),
    )
    .returning();
  if (!filed) throw notFound();
  await caseEvent(tx, c, { actor: side, actorId: p.actorId, kind: a.move, note: p.reason }, now);
  return filed;
}

/** Refunds the case and moves it on; the amount paid is on the timeline. */
export async function refundAndMove(
  tx: Tx,
  c: CaseRow,
  status: AfterSaleStatus,
  now: Date,
  by: Actor & { kind: string; note?: string },
  patch: Partial<typeof afterSales.$inferInsert> = {},
): Promise<CaseRow> {
  const { paid, freight } = await payRefund(tx, c, now, {
    actor: by.actor === 'buyer' ? 'platform' : by.actor,
    actorId: by.actorId ?? null,
    reason: by.kind,
  });
  const refunded = { ...c, refundedAmount: c.refundedAmount + paid, refundedFreight: c.refundedFreight + freight };
  return moveTo(tx, refunded, status, now, { ...by, amount: paid + freight }, patch);
}

export function parcelOf(carrierCode: string | undefined, waybillNo: string | undefined) {
  if (!carrierCode || !waybillNo) throw new BizError('VALIDATION_FAILED', 'orderLogisticsEmpty');
  if (!carrierOf(carrierCode)) throw new BizError('VALIDATION_FAILED', 'orderCarrierUnknown', { carrier: carrierCode });
  if (!isValidWaybill(carrierCode, waybillNo)) throw new BizError('VALIDATION_FAILED', 'orderWaybillInvalid');
  return { carrierCode, waybillNo: normaliseWaybill(waybillNo) };
}

/** A return address of the shop: the one named, or the default (else the newest); null if it has none. */
export async function returnAddressOf(tx: Tx, shopId: string, addressId?: string): Promise<CaseAddress | null> {
  const [row] = await new ShopScope(tx, shopId)
    .select(returnAddresses, addressId ? eq(returnAddresses.id, addressId) : undefined)
    .orderBy(desc(returnAddresses.isDefault), desc(returnAddresses.createdAt))
    .limit(1);
  if (!row) return null;
  const { shopId: _shop, id, isDefault: _default, createdAt: _created, ...rest } = row;
  return { addressId: id, ...rest };
}
