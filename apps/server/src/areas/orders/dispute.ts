import type { Tx } from '../../db/client.ts';
import { lockOrder, type OrderRow, writeOrder } from './lock-order.ts';

// In dispute: while an after-sale case of the order is with the platform (the buyer asked it to
// step in, or it stepped in, until it judges or the case is withdrawn), the order shows as
// in_dispute, in its own tab. Like the risk hold (risk.ts) it is a hold over the order's own
// state: the state it had is kept in dispute_return_status, and what the lifecycle does meanwhile
// (a carrier's delivery, the buyer's confirmation) moves that kept state (writeOrder), so the
// order goes back to where it now stands when the dispute ends. The after-sales area calls these
// (through the face) as a case enters and leaves intervention; it knows whether another case of
// the order still holds it.

/** Puts the order in dispute over case `caseId`; an order already in dispute stays as it is. */
export async function holdForDispute(
  tx: Tx,
  shopId: string,
  orderId: number,
  input: { caseId: string; actor: 'buyer' | 'platform'; actorId?: string | null },
  now: Date,
): Promise<OrderRow> {
  const order = await lockOrder(tx, shopId, orderId);
  if (order.disputeReturnStatus !== null) return order;
  return writeOrder(
    tx,
    shopId,
    orderId,
    { status: 'in_dispute', disputeReturnStatus: order.status },
    { kind: 'dispute_opened', actor: input.actor, actorId: input.actorId, detail: { caseId: input.caseId } },
    now,
  );
}

/**
 * Ends the order's dispute over case `caseId` (judged, withdrawn or terminated): back to the
 * state it had, as the lifecycle has moved it meanwhile. An order not in dispute is left alone.
 */
export async function endDispute(
  tx: Tx,
  shopId: string,
  orderId: number,
  input: { caseId: string; outcome: string; actor: 'buyer' | 'platform' | 'system'; actorId?: string | null },
  now: Date,
): Promise<OrderRow> {
  const order = await lockOrder(tx, shopId, orderId);
  if (order.disputeReturnStatus === null) return order;
  return writeOrder(
    tx,
    shopId,
    orderId,
    { status: order.disputeReturnStatus, disputeReturnStatus: null },
    {
      kind: 'dispute_closed',
      actor: input.actor,
      actorId: input.actorId,
      detail: { caseId: input.caseId, outcome: input.outcome, status: order.disputeReturnStatus },
    },
    now,
  );
}
