import { CONFIRMABLE_STATUS, statusIn } from '@sc/contract/orders.ts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { ShopScope } from '../../db/tenant.ts';
import { notFound } from '../../errors.ts';
import { lockOrder, type OrderRow } from './lock-order.ts';
import { newPaySerial } from './pay.ts';
import { recordEvent } from './timeline.ts';

// Receipt: the buyer confirms the goods arrived.

/** The buyer confirms receipt: the order is completed (cash on delivery is paid by now). */
export async function confirmReceipt(tx: Tx, shopId: string, orderId: number, now: Date): Promise<OrderRow> {
  const order = await lockOrder(tx, shopId, orderId, (o) => statusIn(CONFIRMABLE_STATUS, o.status));
  const codUnpaid = order.payMethod === 'cod' && order.payStatus !== 'success';
  const [done] = await new ShopScope(tx, shopId)
    .update(
      orders,
      {
        status: 'completed',
        completedAt: now,
        signedAt: order.signedAt ?? now,
        ...(codUnpaid ? { payStatus: 'success', paidAt: now, paySerial: order.paySerial ?? newPaySerial(now) } : {}),
        updatedAt: now,
      },
      eq(orders.id, orderId),
    )
    .returning();
  await recordEvent(tx, { shopId, orderId, kind: 'completed', actor: 'buyer', actorId: order.buyerId }, now);
  if (!done) throw notFound();
  return done;
}
