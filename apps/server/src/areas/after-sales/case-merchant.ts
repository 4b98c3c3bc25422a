import {
  AFTER_SALE_NOTE_MAX,
  AFTER_SALE_PROOF_MAX,
  AFTER_SALE_PROOF_TOTAL_MAX,
  type AfterSaleMerchantAction,
  type AfterSaleRejectReason,
  type AfterSaleStatus,
} from '@sc/contract/after-sales.ts';
import { eq, sql } from 'drizzle-orm';
import { afterSaleProofs } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { BizError, notFound } from '../../errors.ts';
import { publicUrl, shopImagesNamed } from '../media/index.ts';
import { recordEvent, returnUnits } from '../orders/index.ts';
import {
  caseEvent,
  check,
  fileAppeal,
  lockCase,
  moveTo,
  parcelOf,
  refundAndMove,
  refused,
  returnAddressOf,
} from './case-moves.ts';
import { PROOF_STATES } from './machine.ts';
import { type CaseRow, caseUnits, restock, takeReshipStock } from './money.ts';

// The merchant's side of a case: the audit (agree, reject, agree to return, confirm receipt,
// reship), evidence and the appeal of a judgement.

export interface AuditInput {
  caseId: string;
  action: AfterSaleMerchantAction;
  rejectReason?: AfterSaleRejectReason | undefined;
  note: string;
  addressId?: string | undefined;
  carrierCode?: string | undefined;
  waybillNo?: string | undefined;
}

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
    case 'confirm_receipt': {
      await restock(shop.tx, c, now);
      if (c.type === 'exchange') return moveTo(shop.tx, c, 'agreed', now, by, { receivedAt: now });
      const moved = await refundAndMove(shop.tx, c, 'success', now, by, { receivedAt: now });
      // The order counts its returned units; once every unit is back it is returned.
      const units = (await caseUnits(shop.tx, shop.shopId, c.id)).map((u) => ({
        lineNo: u.lineNo,
        quantity: u.quantity,
      }));
      await returnUnits(
        shop.tx,
        shop.shopId,
        c.orderId,
        units,
        { actor: 'merchant', actorId: userId, reason: 'return' },
        now,
      );
      return moved;
    }
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

/** The merchant appeals the platform's judgement for the buyer, within the appeal window, once (fileAppeal). */
export async function appealJudgement(
  shop: ShopScope,
  userId: string,
  p: { caseId: string; reason: string; evidence: string[] },
  now: Date,
) {
  const c = await lockCase(shop.tx, shop.shopId, Number(p.caseId));
  await fileAppeal(shop.tx, c, 'merchant', { actorId: userId, reason: p.reason }, now);
  // Evidence not found refuses the call, and the refusal rolls the appeal back.
  const urls = await evidenceUrls(shop, p.evidence);
  if (urls.length > 0) await addProof(shop, c, userId, p.reason, urls, now);
  return { caseId: String(c.id), appealStatus: 'pending' as const, filedAt: now.toISOString() };
}
