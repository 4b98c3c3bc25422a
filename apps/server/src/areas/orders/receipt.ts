import { CONFIRMABLE_STATUS, statusIn } from '@sc/contract/orders.ts';
import type { Tx } from '../../db/client.ts';
import { lockOrder, type OrderRow, writeOrder } from './lock-order.ts';
import { postOrderPaid } from './order-ledger.ts';
import { newPaySerial } from './pay.ts';
import { collectPickupCode } from './pickup-code.ts';

// Receipt: the buyer confirms the goods arrived.

/** The buyer confirms receipt: the order is completed (cash on delivery is paid by now). */
export async function confirmReceipt(tx: Tx, shopId: string, orderId: number, now: Date): Promise<OrderRow> {
  const order = await lockOrder(tx, shopId, orderId, (o) => statusIn(CONFIRMABLE_STATUS, o.status));
  const codUnpaid = order.payMethod === 'cod' && order.payStatus !== 'success';
  // The buyer has the goods: a pick-up order's code was used to collect them.
  await collectPickupCode(tx, order, now);
  const done = await writeOrder(
    tx,
    shopId,
    orderId,
    {
      status: 'completed',
      completedAt: now,
      signedAt: order.signedAt ?? now,
      ...(codUnpaid ? { payStatus: 'success', paidAt: now, paySerial: order.paySerial ?? newPaySerial(now) } : {}),
    },
    { kind: 'completed', actor: 'buyer', actorId: order.buyerId },
    now,
  );
  // Cash on delivery is paid when the buyer has the goods.
  if (codUnpaid) await postOrderPaid(tx, done, done.totalAmount, done.paySerial ?? '', now);
  return done;
}
