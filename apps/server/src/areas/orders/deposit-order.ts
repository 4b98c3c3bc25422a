import { DEPOSIT_LAPSE_REASON, DEPOSIT_UNITS_PER_ORDER } from '@sc/contract/deposit.ts';
import type { PayMethod } from '@sc/contract/orders.ts';
import { and, asc, eq, gt, isNotNull, lte } from 'drizzle-orm';
import { bangkokMinute } from '../../bangkok-time.ts';
import type { Db, Tx } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { ShopScope } from '../../db/tenant.ts';
import { presaleOfferOf, takePresaleUnit } from '../promotions/index.ts';
import { cancelOrder } from './cancel.ts';
import { checkout } from './checkout.ts';
import { shipDeadlineOf } from './deadlines.ts';
import { lockOrder, type OrderRow, refuse, writeOrder } from './lock-order.ts';
import { postOrderPaid } from './order-ledger.ts';
import { newPaySerial } from './pay.ts';
import { lockFreeOrders, orderKey } from './sweep-locks.ts';

// Deposit pre-sale orders (catalogue §4 "deposit order"): the buyer pays a deposit for one unit of
// a pre-sale SKU; the order is a deposit order, unpaid with its deposit in hand ('handling'), its
// balance due from the end of the deposit window to the balance due time. The balance paid, it
// waits to ship like any paid order; not paid by then, it lapses (lapseBalances, by the clock):
// cancelled by the system, its unit back to the pre-sale and the product, the deposit kept
// (DEPOSIT_KEPT_ON_LAPSE says why).

/**
 * The buyer pays a deposit: the order is placed as a deposit order of one unit (checkout reserves
 * the product's unit and checks the deposit's band against the price), then the unit is taken from
 * the pre-sale stock by one conditional UPDATE; sold out refuses and nothing is kept.
 */
export async function payDeposit(
  tx: Tx,
  input: { shopId: string; buyerId: string; skuId: number; payMethod: PayMethod },
  now: Date,
): Promise<OrderRow> {
  const shop = new ShopScope(tx, input.shopId);
  const offer = await presaleOfferOf(shop, input.skuId, now);
  const { orderId } = await checkout(
    tx,
    {
      shopId: input.shopId,
      buyerId: input.buyerId,
      lines: [{ skuId: input.skuId, quantity: DEPOSIT_UNITS_PER_ORDER }],
      payMethod: input.payMethod,
      orderType: 'deposit',
      depositAmount: offer.deposit * DEPOSIT_UNITS_PER_ORDER,
      // The deposit is worth the deduction: what it adds above itself comes off the total.
      discountAmount: (offer.deduction - offer.deposit) * DEPOSIT_UNITS_PER_ORDER,
    },
    now,
  );
  await takePresaleUnit(shop, offer, now);
  const paySerial = newPaySerial(now);
  const placed = await writeOrder(
    tx,
    input.shopId,
    orderId,
    {
      payStatus: 'handling',
      paySerial,
      presaleId: offer.presaleId,
      depositDeduction: offer.deduction * DEPOSIT_UNITS_PER_ORDER,
      balanceFrom: offer.balanceFrom,
      balanceDueAt: offer.balanceDueAt,
    },
    {
      kind: 'deposit_paid',
      actor: 'buyer',
      actorId: input.buyerId,
      detail: { paySerial, amount: offer.deposit * DEPOSIT_UNITS_PER_ORDER },
    },
    now,
  );
  await postOrderPaid(tx, placed, placed.depositAmount, paySerial, now);
  return placed;
}

/** The buyer pays the balance within its window: the order is paid and waits to ship. */
export async function payBalance(tx: Tx, shopId: string, orderId: number, now: Date): Promise<OrderRow> {
  const order = await lockOrder(tx, shopId, orderId, (o) => {
    if (!o.presaleId || o.status !== 'unpaid') throw refuse('depositNotBalanceDue');
    return true;
  });
  if (order.balanceFrom && now < order.balanceFrom)
    throw refuse('depositBalanceNotOpen', { from: bangkokMinute(order.balanceFrom) });
  if (!order.balanceDueAt || now >= order.balanceDueAt) throw refuse('depositBalanceLapsed');
  const paySerial = newPaySerial(now);
  const paid = await writeOrder(
    tx,
    shopId,
    orderId,
    {
      status: 'to_ship',
      payStatus: 'success',
      paySerial,
      paidAt: now,
      balancePaidAt: now,
      shipDeadline: shipDeadlineOf(order.orderType, now),
    },
    {
      kind: 'balance_paid',
      actor: 'buyer',
      actorId: order.buyerId,
      detail: { paySerial, amount: order.totalAmount - order.depositAmount },
    },
    now,
  );
  await postOrderPaid(tx, paid, paid.totalAmount - paid.depositAmount, paySerial, now);
  return paid;
}

/** Deposit orders whose balance lapsed by `now` are cancelled by the system, a batch at a time. */
export async function lapseBalances(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ shopId: orders.shopId, id: orders.id })
    .from(orders)
    .where(and(isNotNull(orders.presaleId), eq(orders.status, 'unpaid'), lte(orders.balanceDueAt, now)))
    .orderBy(asc(orders.balanceDueAt), asc(orders.id))
    .limit(200);
  // Orders another transaction holds now wait for the next run (sweep-locks.ts says why).
  const free = await lockFreeOrders(
    db,
    due.map((o) => ({ shopId: o.shopId, orderId: o.id })),
  );
  let changed = 0;
  for (const o of due) {
    if (!free.has(orderKey(o.shopId, o.id))) continue;
    changed += 1;
    await cancelOrder(
      db,
      o.shopId,
      o.id,
      { reason: DEPOSIT_LAPSE_REASON, actor: 'system', status: 'system_cancelled' },
      now,
    );
  }
  return changed;
}

/** The shop's deposit orders whose balance may be paid now (its window open), oldest first. */
export async function balancesOpen(shop: ShopScope, now: Date): Promise<number[]> {
  const rows = await shop
    .pick(
      orders,
      { id: orders.id },
      and(
        isNotNull(orders.presaleId),
        eq(orders.status, 'unpaid'),
        lte(orders.balanceFrom, now),
        gt(orders.balanceDueAt, now),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id));
  return rows.map((r) => r.id);
}
