import {
  AFTER_SALE_NOTE_MAX,
  AFTER_SALE_PROOF_MAX,
  AFTER_SALE_PROOF_TOTAL_MAX,
  AFTER_SALE_REQUEST_DAYS,
  type AfterSaleActor,
  type AfterSaleMerchantAction,
  type AfterSaleReason,
  type AfterSaleRejectReason,
  type AfterSaleStatus,
  type AfterSaleType,
  isFinalAfterSale,
} from '@sc/contract/after-sales.ts';
import {
  carrierOf,
  DELIVERED_STATUS,
  isValidWaybill,
  normaliseWaybill,
  SHIPPED_IN_PART_STATUS,
  statusIn,
} from '@sc/contract/orders.ts';
import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import { bangkokMinute } from '../../bangkok-time.ts';
import type { Tx } from '../../db/client.ts';
import {
  afterSaleEvents,
  afterSaleItems,
  afterSaleProofs,
  afterSales,
  type CaseAddress,
  orderItems,
  orders,
  returnAddresses,
} from '../../db/schema.ts';
import { ShopScope } from '../../db/tenant.ts';
import { BizError, notFound } from '../../errors.ts';
import { publicUrl, shopImagesNamed } from '../media/index.ts';
import { orderOf, recordEvent } from '../orders/index.ts';
import { allows, deadlineFor, type MoveName, PROOF_STATES } from './machine.ts';
import {
  type CaseRow,
  payRefund,
  refundPlan,
  restock,
  takeReshipStock,
  unitsInCases,
  withRefundedUnits,
} from './money.ts';

// Every change of an after-sale case (the state machine of machine.ts, the money and stock of
// money.ts): the buyer's request and acts (simulator), the merchant's audit, appeal and
// evidence, the platform's acts and the timers. Each takes the case's row lock first, then
// (for money) the order's, so concurrent acts on one case run one after the other and the
// second finds the state the first left.

const DAY_MS = 24 * 60 * 60 * 1000;

// A refund-only request is about an order paid and shipped at least in part
// (SHIPPED_IN_PART_STATUS); a return or an exchange about one the buyer has (DELIVERED_STATUS).
/** Cases whose units are free to be asked for again. */
const RELEASED: AfterSaleStatus[] = ['revoked', 'cancelled'];

interface Actor {
  actor: AfterSaleActor;
  actorId?: string | null | undefined;
}

const refused = (c: CaseRow) => new BizError('RULE_VIOLATED', 'afterSaleStateRefused', { caseId: String(c.id) });

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
async function moveTo(
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
  return moved;
}

function check(move: MoveName, c: CaseRow) {
  if (!allows(move, c)) throw refused(c);
}

/** Refunds the case and moves it on; the amount paid is on the timeline. */
async function refundAndMove(
  tx: Tx,
  c: CaseRow,
  status: AfterSaleStatus,
  now: Date,
  by: Actor & { kind: string; note?: string },
  patch: Partial<typeof afterSales.$inferInsert> = {},
): Promise<CaseRow> {
  const paid = await payRefund(tx, c, now, {
    actor: by.actor === 'buyer' ? 'platform' : by.actor,
    actorId: by.actorId ?? null,
    reason: by.kind,
  });
  return moveTo(tx, { ...c, refundedAmount: c.refundedAmount + paid }, status, now, { ...by, amount: paid }, patch);
}

// ---- The buyer (simulator) ------------------------------------------------------------------

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

export type BuyerAct = 'ship_return' | 'revoke' | 'accept' | 'dispute';

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
  }
}

function parcelOf(carrierCode: string | undefined, waybillNo: string | undefined) {
  if (!carrierCode || !waybillNo) throw new BizError('VALIDATION_FAILED', 'orderLogisticsEmpty');
  if (!carrierOf(carrierCode)) throw new BizError('VALIDATION_FAILED', 'orderCarrierUnknown', { carrier: carrierCode });
  if (!isValidWaybill(carrierCode, waybillNo)) throw new BizError('VALIDATION_FAILED', 'orderWaybillInvalid');
  return { carrierCode, waybillNo: normaliseWaybill(waybillNo) };
}

// ---- The merchant ---------------------------------------------------------------------------

export interface AuditInput {
  caseId: string;
  action: AfterSaleMerchantAction;
  rejectReason?: AfterSaleRejectReason | undefined;
  note: string;
  addressId?: string | undefined;
  carrierCode?: string | undefined;
  waybillNo?: string | undefined;
}

/** A return address of the shop: the one named, or the default (else the newest); null if it has none. */
async function returnAddressOf(tx: Tx, shopId: string, addressId?: string): Promise<CaseAddress | null> {
  const [row] = await new ShopScope(tx, shopId)
    .select(returnAddresses, addressId ? eq(returnAddresses.id, addressId) : undefined)
    .orderBy(desc(returnAddresses.isDefault), desc(returnAddresses.createdAt))
    .limit(1);
  if (!row) return null;
  const { shopId: _shop, id, isDefault: _default, createdAt: _created, ...rest } = row;
  return { addressId: id, ...rest };
}

/** The merchant's audit/admin: agree, reject, agree to return, confirm receipt, reship. */
export async function auditCase(shop: ShopScope, userId: string, p: AuditInput, now: Date): Promise<CaseRow> {
  const c = await lockCase(shop.tx, shop.shopId, Number(p.caseId));
  const by = { actor: 'merchant' as const, actorId: userId, kind: p.action, note: p.note };
  if (p.action === 'agree' && c.type === 'exchange' && c.status === 'pending') {
    throw new BizError('RULE_VIOLATED', 'afterSaleExchangeNeedsReturn');
  }
  if (p.action === 'agree_return' && c.type === 'refund' && c.status === 'pending') {
    throw new BizError('RULE_VIOLATED', 'afterSaleNothingToReturn');
  }
  check(p.action, c);
  switch (p.action) {
    case 'agree':
      return refundAndMove(shop.tx, c, 'success', now, by);
    case 'agree_return': {
      const address = await returnAddressOf(shop.tx, shop.shopId, p.addressId);
      if (!address) throw p.addressId ? notFound() : new BizError('RULE_VIOLATED', 'afterSaleNoReturnAddress');
      return moveTo(shop.tx, c, 'awaiting_return', now, by, { returnAddress: address });
    }
    case 'reject':
      if (!p.rejectReason) throw new BizError('VALIDATION_FAILED', 'afterSaleRejectReasonRequired');
      return moveTo(
        shop.tx,
        c,
        'rejected',
        now,
        { ...by, note: p.note || p.rejectReason },
        {
          rejectReason: p.rejectReason,
          rejectNote: p.note.slice(0, AFTER_SALE_NOTE_MAX),
        },
      );
    case 'confirm_receipt':
      await restock(shop.tx, c, now);
      return c.type === 'exchange'
        ? moveTo(shop.tx, c, 'agreed', now, by, { receivedAt: now })
        : refundAndMove(shop.tx, c, 'success', now, by, { receivedAt: now });
    case 'reship': {
      const parcel = parcelOf(p.carrierCode, p.waybillNo);
      await takeReshipStock(shop.tx, c, now);
      const moved = await moveTo(
        shop.tx,
        c,
        'success',
        now,
        { ...by, note: `${parcel.carrierCode} ${parcel.waybillNo}` },
        {
          reshipCarrier: parcel.carrierCode,
          reshipWaybill: parcel.waybillNo,
          reshippedAt: now,
        },
      );
      await recordEvent(
        shop.tx,
        {
          shopId: shop.shopId,
          orderId: c.orderId,
          kind: 'reshipped',
          actor: 'merchant',
          actorId: userId,
          detail: { caseId: String(c.id), carrierCode: parcel.carrierCode, waybillNo: parcel.waybillNo },
        },
        now,
      );
      return moved;
    }
  }
}

/** The shop's images named by media id or url, as urls, in the order given, each once. */
async function evidenceUrls(shop: ShopScope, entries: readonly string[]): Promise<string[]> {
  const images = await shopImagesNamed(shop, entries, 'afterSaleEvidenceNotFound');
  return [...new Set(images.map((f) => publicUrl(f.path)))];
}

async function addProof(shop: ShopScope, c: CaseRow, userId: string, note: string, urls: string[], now: Date) {
  const [had] = await shop.tx
    .select({ n: sql<number>`coalesce(sum(jsonb_array_length(${afterSaleProofs.urls})), 0)::int` })
    .from(afterSaleProofs)
    .where(shop.where(afterSaleProofs, eq(afterSaleProofs.caseId, c.id), eq(afterSaleProofs.side, 'merchant')));
  if ((had?.n ?? 0) + urls.length > AFTER_SALE_PROOF_TOTAL_MAX) {
    throw new BizError('VALIDATION_FAILED', 'afterSaleProofTooMany', { max: AFTER_SALE_PROOF_TOTAL_MAX });
  }
  await shop.insert(afterSaleProofs, [{ caseId: c.id, side: 'merchant', note, urls, userId, at: now }]);
}

/** The merchant adds evidence to an open case. */
export async function addMerchantProof(
  shop: ShopScope,
  userId: string,
  p: { caseId: string; note: string; evidence: string[] },
  now: Date,
) {
  const c = await lockCase(shop.tx, shop.shopId, Number(p.caseId));
  if (!PROOF_STATES.includes(c.status as AfterSaleStatus)) throw refused(c);
  if (p.evidence.length === 0) throw new BizError('VALIDATION_FAILED', 'afterSaleProofRequired');
  if (p.evidence.length > AFTER_SALE_PROOF_MAX) {
    throw new BizError('VALIDATION_FAILED', 'afterSaleProofTooMany', { max: AFTER_SALE_PROOF_MAX });
  }
  const urls = await evidenceUrls(shop, p.evidence);
  await addProof(shop, c, userId, p.note, urls, now);
  await caseEvent(shop.tx, c, { actor: 'merchant', actorId: userId, kind: 'proof', note: p.note }, now);
  const [n] = await shop.tx
    .select({ n: sql<number>`coalesce(sum(jsonb_array_length(${afterSaleProofs.urls})), 0)::int` })
    .from(afterSaleProofs)
    .where(shop.where(afterSaleProofs, eq(afterSaleProofs.caseId, c.id)));
  return { caseId: String(c.id), evidenceCount: n?.n ?? 0 };
}

/** The merchant appeals the platform's judgement for the buyer, within the appeal window, once. */
export async function appealJudgement(
  shop: ShopScope,
  userId: string,
  p: { caseId: string; reason: string; evidence: string[] },
  now: Date,
) {
  const c = await lockCase(shop.tx, shop.shopId, Number(p.caseId));
  check('report', c);
  if (c.appealStatus) throw new BizError('RULE_VIOLATED', 'afterSaleAppealFiled');
  if (c.deadlineAt && now.getTime() >= c.deadlineAt.getTime()) {
    throw new BizError('RULE_VIOLATED', 'afterSaleAppealWindowClosed', { deadline: bangkokMinute(c.deadlineAt) });
  }
  if (p.reason.length === 0 || p.reason.length > AFTER_SALE_NOTE_MAX) {
    throw new BizError('VALIDATION_FAILED', 'afterSaleAppealReasonRequired', { max: AFTER_SALE_NOTE_MAX });
  }
  const urls = await evidenceUrls(shop, p.evidence);
  if (urls.length > 0) await addProof(shop, c, userId, p.reason, urls, now);
  await shop.update(
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
  );
  await caseEvent(shop.tx, c, { actor: 'merchant', actorId: userId, kind: 'report', note: p.reason }, now);
  return { caseId: String(c.id), appealStatus: 'pending' as const, filedAt: now.toISOString() };
}

// ---- The platform (simulator) ---------------------------------------------------------------

export type PlatformAct = 'intervene' | 'judge_buyer' | 'judge_seller' | 'appeal_pass' | 'appeal_fail' | 'terminate';

export async function platformAct(
  tx: Tx,
  shopId: string,
  caseId: number,
  p: { action: PlatformAct; note: string; operatorId?: string | null },
  now: Date,
): Promise<CaseRow> {
  const c = await lockCase(tx, shopId, caseId);
  check(p.action, c);
  const by = { actor: 'platform' as const, actorId: p.operatorId ?? null, kind: p.action, note: p.note };
  switch (p.action) {
    case 'intervene':
      return moveTo(tx, c, 'intervening', now, by, { intervenedAt: now });
    case 'judge_buyer':
      return judgeForBuyer(tx, c, now, by);
    case 'judge_seller':
      return moveTo(tx, c, 'closed', now, by, { judgedFor: 'seller', judgementNote: p.note, judgedAt: now });
    case 'appeal_pass':
    case 'appeal_fail': {
      if (c.appealStatus !== 'pending') throw new BizError('RULE_VIOLATED', 'mktAfterSaleNoAppeal');
      const passed = p.action === 'appeal_pass';
      return moveTo(tx, c, passed ? 'appeal_passed' : 'appeal_failed', now, by, {
        appealStatus: passed ? 'passed' : 'failed',
        appealNote: p.note,
        appealDecidedAt: now,
        compensatedAmount: passed ? c.refundedAmount : 0,
      });
    }
    case 'terminate':
      return moveTo(tx, c, 'terminated', now, by);
  }
}

function judgeForBuyer(tx: Tx, c: CaseRow, now: Date, by: Actor & { kind: string; note?: string }) {
  return refundAndMove(tx, c, 'judged', now, by, {
    judgedFor: 'buyer',
    judgementNote: by.note ?? '',
    judgedAt: now,
  });
}

// ---- The timers -----------------------------------------------------------------------------

/** Has the merchant given evidence since the platform stepped in? */
async function proofSinceIntervention(tx: Tx, c: CaseRow): Promise<boolean> {
  const [row] = await new ShopScope(tx, c.shopId)
    .pick(
      afterSaleProofs,
      { id: afterSaleProofs.id },
      and(
        eq(afterSaleProofs.caseId, c.id),
        eq(afterSaleProofs.side, 'merchant'),
        c.intervenedAt ? sql`${afterSaleProofs.at} >= ${c.intervenedAt}` : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The case's deadline passed at `now`: what the rule does ("refund is automatic if the seller does
 * not act in time"; section 9, platform intervention 48 hours). Returns false when the case was no
 * longer due (moved since it was picked).
 */
export async function timeOut(tx: Tx, shopId: string, caseId: number, now: Date): Promise<boolean> {
  const c = await lockCase(tx, shopId, caseId);
  if (!c.deadlineAt || c.deadlineAt.getTime() > now.getTime()) return false;
  const by = { actor: 'system' as const, kind: `timeout_${c.deadlineKind}` };
  switch (c.deadlineKind) {
    case 'respond': {
      if (c.type === 'refund') await refundAndMove(tx, c, 'success', now, by);
      else {
        // A return or exchange left unanswered is agreed to the default return address; a shop
        // with none refunds at once.
        const address = await returnAddressOf(tx, shopId);
        if (address) await moveTo(tx, c, 'awaiting_return', now, by, { returnAddress: address });
        else await refundAndMove(tx, c, 'success', now, by);
      }
      return true;
    }
    case 'return':
      await moveTo(tx, c, 'cancelled', now, by);
      return true;
    case 'receive':
    case 'reship':
      await refundAndMove(tx, c, 'success', now, by);
      return true;
    case 'dispute':
      await moveTo(tx, c, 'closed', now, by);
      return true;
    case 'intervention':
      if (await proofSinceIntervention(tx, c)) {
        await new ShopScope(tx, shopId).update(
          afterSales,
          { deadlineKind: null, deadlineAt: null, updatedAt: now },
          eq(afterSales.id, c.id),
        );
        await caseEvent(tx, c, { ...by, kind: 'awaiting_platform' }, now);
      } else {
        await judgeForBuyer(tx, c, now, by);
      }
      return true;
    case 'appeal':
      await moveTo(tx, c, 'success', now, by);
      return true;
    default:
      return false;
  }
}
