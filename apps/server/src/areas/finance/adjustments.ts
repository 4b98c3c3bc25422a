import { ADJUSTMENT_MAX_BAHT, BILL_REASON_MAX } from '@sc/contract/finance.ts';
import { newId } from '../../db/ids.ts';
import { billAdjustments } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { BizError } from '../../errors.ts';
import { postLedger } from '../../ledger/ledger.ts';
import { billOf } from './bills.ts';

// Adjustments (catalogue §7 "adjust list"): the platform's operator credits or debits a shop with
// a reason, for instance in answer to a disputed bill. The adjustment is an 'adjustment' line
// posted now, so it lands on the next bill built.

export interface AdjustmentInput {
  direction: 'credit' | 'debit';
  /** Satang, above 0. */
  amount: number;
  reason: string;
  forBillId?: string | undefined;
}

export async function raiseAdjustment(shop: ShopScope, input: AdjustmentInput, now: Date) {
  if (input.amount <= 0 || input.amount > ADJUSTMENT_MAX_BAHT * 100)
    throw new BizError('RULE_VIOLATED', 'billAdjustAmountInvalid', { max: ADJUSTMENT_MAX_BAHT });
  if (input.reason.length === 0 || input.reason.length > BILL_REASON_MAX)
    throw new BizError('RULE_VIOLATED', 'billAdjustReasonRequired', { max: BILL_REASON_MAX });
  if (input.forBillId) await billOf(shop, input.forBillId);
  const amount = input.direction === 'credit' ? input.amount : -input.amount;
  const id = newId();
  const [line] = await postLedger(
    shop.tx,
    shop.shopId,
    [{ kind: 'adjustment', amount, ref: id, note: input.reason }],
    now,
  );
  if (!line) throw new Error('adjustment line not posted');
  await shop.insert(billAdjustments, [
    { id, amount, reason: input.reason, forBillId: input.forBillId ?? null, lineId: line.id, createdAt: now },
  ]);
  return { adjustmentId: id, amount: amount / 100, at: now.toISOString() };
}
