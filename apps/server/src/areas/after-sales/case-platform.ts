import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { afterSaleProofs, afterSales } from '../../db/schema.ts';
import { ShopScope } from '../../db/tenant.ts';
import { BizError } from '../../errors.ts';
import { type Actor, caseEvent, check, lockCase, moveTo, refundAndMove, returnAddressOf } from './case-moves.ts';
import type { CaseRow } from './money.ts';

// The platform's side of a case (the simulator's operator) and the timers that move a case whose
// deadline passed.

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
      // No refund; the buyer may appeal within the appeal window.
      return moveTo(tx, c, 'judged', now, by, { judgedFor: 'seller', judgementNote: p.note, judgedAt: now });
    case 'appeal_pass':
    case 'appeal_fail': {
      if (c.appealStatus !== 'pending') throw new BizError('RULE_VIOLATED', 'mktAfterSaleNoAppeal');
      const passed = p.action === 'appeal_pass';
      const decided = { appealStatus: passed ? 'passed' : 'failed', appealNote: p.note, appealDecidedAt: now };
      // The buyer's appeal of a judgement for the shop passed: the buyer is refunded after all.
      if (passed && c.judgedFor === 'seller') return refundAndMove(tx, c, 'appeal_passed', now, by, decided);
      // The shop's appeal passed: the platform makes the shop whole; the buyer keeps the refund.
      return moveTo(tx, c, passed ? 'appeal_passed' : 'appeal_failed', now, by, {
        ...decided,
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
 * not act in time"; platform intervention 48 hours). Returns false when the case was no
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
      // No appeal: the judgement stands, the buyer's refund (success) or the shop's rejection (closed).
      await moveTo(tx, c, c.judgedFor === 'seller' ? 'closed' : 'success', now, by);
      return true;
    default:
      return false;
  }
}
