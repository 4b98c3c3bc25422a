import { LOTTERY_LATE_POINTS } from '@sc/contract/orders.ts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPLAINT_EXPIRED,
  pickupCollectionOf,
  runComplaintWindow,
  runNoPickup,
  runNotShipped,
  runPickupCollect,
  runSelfDeliveryReceipt,
} from '../src/areas/order-rules/rules.ts';
import { carrierEvent } from '../src/areas/orders/index.ts';
import type { Db } from '../src/db/client.ts';
import { orders, shopPointDeductions } from '../src/db/schema.ts';
import { DEMO_ACCOUNTS, startTestServer, type TestServer } from './harness.ts';
import { inTx, orderRow, skuRow } from './mkt-orders-kit.ts';
import { bangkok, DAY, eventCount, MINUTE, placeOrder, shipAt, shipmentRow } from './order-rules-kit.ts';

// The automatic order rules at their edges: one minute before and after each deadline,
// working days across a weekend, and once only when a sweep runs twice at the same time.

let s: TestServer;
let shopId: string;
beforeAll(async () => {
  s = await startTestServer();
  shopId = String((await s.login(DEMO_ACCOUNTS.owner)).data.shopId);
});
afterAll(() => s.close());

const run = (db: Db, rule: (tx: Db, now: Date) => Promise<number>, at: Date) => inTx(db, (tx) => rule(tx, at));

// Friday 10:00 in Bangkok: three working days later is Wednesday 10:00, across the weekend.
const FRIDAY = bangkok('2027-01-08T10:00:00');
const WEDNESDAY = bangkok('2027-01-13T10:00:00');

describe('paid orders not shipped in 3 working days', () => {
  it('are cancelled, refunded, released and marked abnormal at the deadline, once', async () => {
    const { orderId, sku } = await placeOrder(s.db, shopId, FRIDAY);
    const placed = await orderRow(s.db, shopId, orderId);
    expect(placed.shipDeadline?.toISOString()).toBe(WEDNESDAY.toISOString());
    expect((await skuRow(s.db, sku.skuId)).reserved).toBe(1);

    // Tuesday is 4 calendar days on but only 2 working days; a minute before Wednesday 10:00 too.
    await run(s.db, runNotShipped, bangkok('2027-01-12T10:00:00'));
    await run(s.db, runNotShipped, new Date(WEDNESDAY.getTime() - MINUTE));
    expect((await orderRow(s.db, shopId, orderId)).status).toBe('to_ship');

    const after = new Date(WEDNESDAY.getTime() + MINUTE);
    await run(s.db, runNotShipped, after);
    await run(s.db, runNotShipped, after);
    const o = await orderRow(s.db, shopId, orderId);
    expect(o.status).toBe('system_cancelled');
    expect(o.cancelReason).toBe('not_shipped');
    expect(o.abnormalReason).toBe('not_shipped');
    expect(o.abnormalAt?.toISOString()).toBe(after.toISOString());
    expect(o.refundedAmount).toBe(o.totalAmount);
    expect((await skuRow(s.db, sku.skuId)).reserved).toBe(0);
    expect(await eventCount(s.db, orderId, 'cancelled')).toBe(1);
    expect(await eventCount(s.db, orderId, 'refunded')).toBe(1);
    expect(await eventCount(s.db, orderId, 'abnormal')).toBe(1);
  });

  it('leave an order shipped in time alone', async () => {
    const { orderId } = await placeOrder(s.db, shopId, FRIDAY);
    await shipAt(s.db, shopId, orderId, new Date(WEDNESDAY.getTime() - MINUTE));
    await run(s.db, runNotShipped, new Date(WEDNESDAY.getTime() + MINUTE));
    const o = await orderRow(s.db, shopId, orderId);
    expect(o.status).toBe('shipped');
    expect(o.abnormalAt).toBeNull();
  });

  it('lottery orders: 15 days, then points deducted once and the order kept', async () => {
    const { orderId } = await placeOrder(s.db, shopId, FRIDAY, { orderType: 'lottery' });
    const deadline = FRIDAY.getTime() + 15 * DAY;
    expect((await orderRow(s.db, shopId, orderId)).shipDeadline?.getTime()).toBe(deadline);
    await run(s.db, runNotShipped, new Date(deadline - MINUTE));
    expect((await orderRow(s.db, shopId, orderId)).pointsDeducted).toBe(false);
    await run(s.db, runNotShipped, new Date(deadline + MINUTE));
    await run(s.db, runNotShipped, new Date(deadline + 2 * MINUTE));
    const o = await orderRow(s.db, shopId, orderId);
    expect(o.status).toBe('to_ship');
    expect(o.pointsDeducted).toBe(true);
    expect(o.abnormalAt).toBeNull();
    const points = await s.db.select().from(shopPointDeductions).where(eq(shopPointDeductions.orderId, orderId));
    expect(points.map((p) => [p.points, p.reason])).toEqual([[LOTTERY_LATE_POINTS, 'lottery_late']]);
    expect(await eventCount(s.db, orderId, 'points_deducted')).toBe(1);
  });
});

describe('shipped orders no carrier picked up in 7 days', () => {
  it('are cancelled, refunded, their parcel voided and units back in stock, once', async () => {
    const { orderId, sku } = await placeOrder(s.db, shopId, FRIDAY);
    const shippedAt = bangkok('2027-01-09T09:00:00');
    const shipmentId = await shipAt(s.db, shopId, orderId, shippedAt);
    expect((await skuRow(s.db, sku.skuId)).stock).toBe(4);
    await run(s.db, runNoPickup, new Date(shippedAt.getTime() + 7 * DAY - MINUTE));
    expect((await orderRow(s.db, shopId, orderId)).status).toBe('shipped');

    const after = new Date(shippedAt.getTime() + 7 * DAY + MINUTE);
    await run(s.db, runNoPickup, after);
    await run(s.db, runNoPickup, after);
    const o = await orderRow(s.db, shopId, orderId);
    expect(o.status).toBe('system_cancelled');
    expect(o.abnormalReason).toBe('no_pickup');
    expect(o.refundedAmount).toBe(o.totalAmount);
    expect((await shipmentRow(s.db, shopId, shipmentId)).status).toBe('cancelled');
    const row = await skuRow(s.db, sku.skuId);
    expect([row.stock, row.reserved]).toEqual([5, 0]);
    expect(await eventCount(s.db, orderId, 'abnormal')).toBe(1);
  });

  it('leave a picked-up order alone', async () => {
    const { orderId } = await placeOrder(s.db, shopId, FRIDAY);
    const shippedAt = bangkok('2027-01-09T09:00:00');
    const shipmentId = await shipAt(s.db, shopId, orderId, shippedAt);
    await inTx(s.db, (tx) => carrierEvent(tx, shopId, shipmentId, 'picked_up', new Date(shippedAt.getTime() + DAY)));
    await run(s.db, runNoPickup, new Date(shippedAt.getTime() + 8 * DAY));
    expect((await orderRow(s.db, shopId, orderId)).status).toBe('shipped');
  });
});

describe('the complaint window', () => {
  it('closes 3 days after the mark with the refund final, once; a complaint keeps it open', async () => {
    const { orderId } = await placeOrder(s.db, shopId, FRIDAY);
    const marked = new Date(WEDNESDAY.getTime() + MINUTE);
    await run(s.db, runNotShipped, marked);
    await run(s.db, runComplaintWindow, new Date(marked.getTime() + 3 * DAY - MINUTE));
    expect((await orderRow(s.db, shopId, orderId)).cancelReason).toBe('not_shipped');
    const after = new Date(marked.getTime() + 3 * DAY + MINUTE);
    await run(s.db, runComplaintWindow, after);
    await run(s.db, runComplaintWindow, after);
    const o = await orderRow(s.db, shopId, orderId);
    expect(o.cancelReason).toBe(COMPLAINT_EXPIRED);
    expect(o.abnormalReason).toBe('not_shipped');
    // One refund when cancelled, one saying it is final.
    expect(await eventCount(s.db, orderId, 'refunded')).toBe(2);
  });
});

describe('self-delivery orders', () => {
  it('ask the seller to confirm receipt 20 days after shipping, once', async () => {
    const { orderId } = await placeOrder(s.db, shopId, FRIDAY, { deliveryMode: 'self_delivery' });
    const shippedAt = bangkok('2027-01-09T12:00:00');
    await shipAt(s.db, shopId, orderId, shippedAt);
    await run(s.db, runSelfDeliveryReceipt, new Date(shippedAt.getTime() + 20 * DAY - MINUTE));
    expect((await orderRow(s.db, shopId, orderId)).receiptRequestedAt).toBeNull();
    const after = new Date(shippedAt.getTime() + 20 * DAY + MINUTE);
    await run(s.db, runSelfDeliveryReceipt, after);
    await run(s.db, runSelfDeliveryReceipt, after);
    const o = await orderRow(s.db, shopId, orderId);
    expect(o.status).toBe('awaiting_confirmation');
    expect(o.receiptRequestedAt?.toISOString()).toBe(after.toISOString());
    expect(await eventCount(s.db, orderId, 'receipt_requested')).toBe(1);
    // The no-pickup rule is for carriers, not the shop's own riders.
    await run(s.db, runNoPickup, after);
    expect((await orderRow(s.db, shopId, orderId)).status).toBe('awaiting_confirmation');
  });
});

describe('pick-up orders', () => {
  it('placed before 14:00 Bangkok time are collected that day at 14:00', async () => {
    const placed = bangkok('2027-01-11T13:59:00');
    expect(pickupCollectionOf(placed).toISOString()).toBe(bangkok('2027-01-11T14:00:00').toISOString());
    const { orderId } = await placeOrder(s.db, shopId, placed, { deliveryMode: 'pickup' });
    const shipmentId = await shipAt(s.db, shopId, orderId, bangkok('2027-01-11T13:59:30'));
    await run(s.db, runPickupCollect, bangkok('2027-01-11T13:59:59'));
    expect((await orderRow(s.db, shopId, orderId)).pickedUpAt).toBeNull();
    const at = bangkok('2027-01-11T14:00:00');
    await run(s.db, runPickupCollect, at);
    await run(s.db, runPickupCollect, at);
    expect((await orderRow(s.db, shopId, orderId)).pickedUpAt?.toISOString()).toBe(at.toISOString());
    expect((await shipmentRow(s.db, shopId, shipmentId)).status).toBe('picked_up');
    expect(await eventCount(s.db, orderId, 'picked_up')).toBe(1);
  });

  it('placed at 14:00 or later are collected the next day', async () => {
    const placed = bangkok('2027-01-11T14:00:00');
    const { orderId } = await placeOrder(s.db, shopId, placed, { deliveryMode: 'pickup' });
    await shipAt(s.db, shopId, orderId, bangkok('2027-01-11T14:30:00'));
    await run(s.db, runPickupCollect, bangkok('2027-01-11T23:59:00'));
    await run(s.db, runPickupCollect, bangkok('2027-01-12T13:59:00'));
    expect((await orderRow(s.db, shopId, orderId)).pickedUpAt).toBeNull();
    await run(s.db, runPickupCollect, bangkok('2027-01-12T14:01:00'));
    expect((await orderRow(s.db, shopId, orderId)).pickedUpAt).not.toBeNull();
  });
});

it('the scheduler runs the order rules with the other jobs', async () => {
  const changed = await s.runJobs();
  expect(Object.keys(changed)).toEqual(
    expect.arrayContaining([
      'orders.not-shipped',
      'orders.no-pickup',
      'orders.complaint-window',
      'orders.self-delivery-receipt',
      'orders.pickup-collect',
      'orders.pickup-code-expiry',
    ]),
  );
});

// The two transactions run side by side (the sweep skips the held order; before it did, this
// ended in "deadlock detected").
describe('a sweep beside a merchant’s move on a due order', () => {
  it('skips the order the merchant holds and never waits for it: both commit, no deadlock', async () => {
    const first = await placeOrder(s.db, shopId, FRIDAY);
    const held = await placeOrder(s.db, shopId, FRIDAY);
    const after = new Date(WEDNESDAY.getTime() + MINUTE);
    // The merchant holds the second order (its row lock) while the sweep runs, then ships it:
    // the status change bumps the order_counts rows the sweep's cancellation bumped too.
    let letGo: () => void = () => undefined;
    const go = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    let locked: () => void = () => undefined;
    const hasLock = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const merchant = inTx(s.db, async (tx) => {
      const where = and(eq(orders.shopId, shopId), eq(orders.id, held.orderId));
      await tx.select({ id: orders.id }).from(orders).where(where).for('update');
      locked();
      await go;
      await tx.update(orders).set({ status: 'shipped', shippedAt: after, updatedAt: after }).where(where);
    });
    await hasLock;
    const sweep = run(s.db, runNotShipped, after);
    await new Promise((resolve) => setTimeout(resolve, 300));
    letGo();
    const [swept] = await Promise.all([sweep, merchant]);
    expect(swept).toBeGreaterThanOrEqual(1);
    expect((await orderRow(s.db, shopId, first.orderId)).status).toBe('system_cancelled');
    expect((await orderRow(s.db, shopId, held.orderId)).status).toBe('shipped');
  });
});
