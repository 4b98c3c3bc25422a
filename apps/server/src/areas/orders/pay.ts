import { bangkokDay } from '../../bangkok-time.ts';
import type { Tx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { shipDeadlineOf } from './deadlines.ts';
import { lockOrder, type OrderRow, refuse, writeOrder } from './lock-order.ts';
import { postOrderPaid } from './order-ledger.ts';

// Payment: the buyer pays an unpaid order.

/** A payment serial as the payment gateway gives it. */
export function newPaySerial(now: Date): string {
  const ymd = bangkokDay(now).replaceAll('-', '');
  return `PAY${ymd}${newId().slice(0, 12).toUpperCase()}`;
}

/** The buyer pays an unpaid order: it waits for shipping, to ship within the deadline. */
export async function payOrder(tx: Tx, shopId: string, orderId: number, now: Date, serial?: string): Promise<OrderRow> {
  const order = await lockOrder(tx, shopId, orderId, (o) => {
    if (o.payMethod === 'cod') throw refuse('mktCodPaidOnSigning');
    // A pre-sale's deposit order is paid by its balance, within its window (deposit-order.ts).
    if (o.presaleId && o.status === 'unpaid') throw refuse('depositPayBalanceOnly');
    return o.status === 'unpaid';
  });
  const paySerial = serial ?? newPaySerial(now);
  const paid = await writeOrder(
    tx,
    shopId,
    orderId,
    {
      status: 'to_ship',
      payStatus: 'success',
      paySerial,
      paidAt: now,
      shipDeadline: shipDeadlineOf(order.orderType, now),
    },
    { kind: 'paid', actor: 'buyer', actorId: order.buyerId, detail: { paySerial, amount: order.totalAmount } },
    now,
  );
  await postOrderPaid(tx, paid, paid.totalAmount, paySerial, now);
  return paid;
}
